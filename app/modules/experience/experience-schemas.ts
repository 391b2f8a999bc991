// Input of the experience pages and /api/Experience: one schema per call, for query strings, forms and JSON alike.
// Paging, ids and keywords reuse the course helpers (rows clamped to 100). Client-safe: zod only.
import { z } from "zod";
import { parseListQueryLeniently } from "~/modules/paging/lenient-list-query";
import { blankAsAbsent, idField, optionalIdField } from "~/lib/validation/input-fields";
import { pagingSchema } from "~/modules/paging/paging-schemas";
import {
  experienceCategories,
  experienceCategoryOf,
  experienceSorts,
  type ExperienceCategory,
  type ExperienceSort,
} from "./experience-config";
import { experienceMessages as m } from "./experience-messages";

export const experienceIdSchema = z.object({ id: idField(m.idInvalid) });
export const seniorIdSchema = z.object({ id: idField(m.seniorNotFound) });

/** One of the six categories by code or Chinese name (a name becomes its code); blank = none. Also 学长学姐's filter. */
export const experienceCategoryField = z.preprocess(
  (value) => {
    const present = blankAsAbsent(value);
    return typeof present === "string" ? (experienceCategoryOf(present) ?? present) : present;
  },
  z
    .enum(experienceCategories.map((category) => category.code) as [ExperienceCategory, ...ExperienceCategory[]], {
      errorMap: () => ({ message: m.categoryInvalid }),
    })
    .optional(),
);

const sortAliases: Record<string, ExperienceSort> = { 最新: "new", 最热: "hot", new: "new", hot: "hot" };
const sortField = z.preprocess(
  (value) => {
    const present = blankAsAbsent(value);
    return typeof present === "string"
      ? (sortAliases[present.trim().toLowerCase()] ?? sortAliases[present.trim()] ?? present)
      : present;
  },
  z
    .enum(experienceSorts.map((sort) => sort.code) as ["new", "hot"], { errorMap: () => ({ message: m.sortInvalid }) })
    .default("new"),
);

const keywordField = z.preprocess(
  blankAsAbsent,
  z.string({ invalid_type_error: m.keywordTooLong }).trim().max(40, m.keywordTooLong).optional(),
);

/** GET /api/Experience/page-query: published experiences, by category and/or senior, newest or most read first. */
export const experienceListSchema = pagingSchema.extend({
  category: experienceCategoryField,
  seniorId: optionalIdField(m.seniorIdInvalid),
  sort: sortField,
  keyword: keywordField,
});
export type ExperienceListInput = z.infer<typeof experienceListSchema>;

/** GET /api/Experience/senior/page-query. */
export const seniorListSchema = pagingSchema;
export type SeniorListInput = z.infer<typeof seniorListSchema>;

/** The list pages' query parameters and the API's names for them (`senior` is `seniorId`), in message order. */
const PAGE_FIELDS = { category: "category", senior: "seniorId", sort: "sort", page: "page" };

/** Reads /square/experience and /mobile/news/more forgivingly (see parseListQueryLeniently). */
export function parseExperienceListQuery(
  params: URLSearchParams,
  rows: number,
): { input: ExperienceListInput; errors: string[] } {
  return parseListQueryLeniently(experienceListSchema, params, PAGE_FIELDS, { rows });
}
