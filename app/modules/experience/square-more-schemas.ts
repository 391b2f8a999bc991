// /square/more and /api/Square/more/* (docs/decisions/0034): the full lists of posts and of seniors with one set of
// filters — category (the six), the senior's admitted school and major, 最新 / 最热 (posts). Client-safe: zod only.
import { z } from "zod";
import { blankAsAbsent } from "~/lib/validation/input-fields";
import { parseListQueryLeniently } from "~/modules/paging/lenient-list-query";
import { pagingSchema } from "~/modules/paging/paging-schemas";
import { experienceSorts, type ExperienceSort } from "./experience-config";
import { experienceCategoryField } from "./experience-schemas";

export const squareMoreMessages = {
  title: "更多经验与学长学姐",
  description: "全部考研经验帖与学长学姐：按分类、录取院校、专业筛选，按最新或最热排序。",
  schoolInvalid: "院校名称最多 40 个字",
  majorInvalid: "专业名称最多 40 个字",
  sortInvalid: "排序只能是最新或最热",
  tabInvalid: "没有这个列表",
  queryInvalid: "部分筛选条件无效，已忽略：",
  postsEmpty: "没有符合条件的经验帖。",
  seniorsEmpty: "没有符合条件的学长学姐。",
  pageBeyond: "这一页没有内容。",
} as const;
const m = squareMoreMessages;

export const squareMorePaths = { desktop: "/square/more", mobile: "/mobile/square/more" } as const;

export const squareMoreTabs = [
  { code: "posts", name: "经验帖" },
  { code: "seniors", name: "学长学姐" },
] as const;
export type SquareMoreTab = (typeof squareMoreTabs)[number]["code"];

const nameField = (message: string) =>
  z.preprocess(blankAsAbsent, z.string({ invalid_type_error: message }).trim().max(40, message).optional());

const sortAliases: Record<string, ExperienceSort> = { 最新: "new", 最热: "hot", new: "new", hot: "hot" };

/** The filters both lists take (the seniors' list ignores the sort: seniors are listed by exam year, newest first). */
export const squareMoreSchema = pagingSchema.extend({
  category: experienceCategoryField,
  school: nameField(m.schoolInvalid),
  major: nameField(m.majorInvalid),
  sort: z.preprocess(
    (value) => {
      const present = blankAsAbsent(value);
      return typeof present === "string" ? (sortAliases[present.trim()] ?? present) : present;
    },
    z
      .enum(experienceSorts.map((sort) => sort.code) as ["new", "hot"], {
        errorMap: () => ({ message: m.sortInvalid }),
      })
      .default("new"),
  ),
});
export type SquareMoreInput = z.infer<typeof squareMoreSchema>;

export function squareMoreTabOf(value: string | null): SquareMoreTab | null {
  if (value === null || value === "") return "posts";
  return squareMoreTabs.find((tab) => tab.code === value)?.code ?? null;
}

/** The page's query read forgivingly: a bad value is dropped and named, the rest applies. */
export function parseSquareMoreQuery(params: URLSearchParams, rows: number) {
  return parseListQueryLeniently(
    squareMoreSchema,
    params,
    { category: "category", school: "school", major: "major", sort: "sort", page: "page" },
    { rows },
  );
}
