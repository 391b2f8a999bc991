// The forms and queries of 我的关注 and 学长学姐 (docs/decisions/0027). Client-safe: zod only.
import { z } from "zod";
import "~/lib/validation/zod-messages";
import { blankAsAbsent, idField } from "~/lib/validation/input-fields";
import { experienceCategoryField } from "~/modules/experience/experience-schemas";
import { pagingSchema } from "~/modules/paging/paging-schemas";
import { followMessages as m } from "./follow-messages";

/** 关注 / 取消关注: which senior, and which way (a form posts both; the API takes the senior from its path). */
export const followFormSchema = z.object({
  seniorId: idField(m.seniorInvalid),
  intent: z.enum(["follow", "unfollow"], { errorMap: () => ({ message: m.intentInvalid }) }),
});

/** 我的关注's tabs (?tab=): the seniors followed (the default) and their newest posts. */
export const followTabs = [
  { code: "seniors", name: "关注的学长学姐" },
  { code: "posts", name: "最新文章" },
] as const;
export type FollowTab = (typeof followTabs)[number]["code"];

export function followTabOf(code: string | null | undefined): FollowTab | null {
  return followTabs.find((tab) => tab.code === (code || "seniors"))?.code ?? null;
}

/** /user/senior's GET form: admitted school, a category of their posts, exam year; and the page. */
export const seniorDirectorySchema = pagingSchema.extend({
  school: z.preprocess(
    blankAsAbsent,
    z.string({ invalid_type_error: m.schoolInvalid }).trim().max(40, m.schoolInvalid).optional(),
  ),
  category: experienceCategoryField,
  year: z.preprocess(
    blankAsAbsent,
    z.coerce
      .number({ invalid_type_error: m.yearInvalid })
      .int(m.yearInvalid)
      .min(2000, m.yearInvalid)
      .max(2100, m.yearInvalid)
      .optional(),
  ),
});
