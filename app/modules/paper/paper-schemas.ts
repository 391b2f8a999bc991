// Input of the past-paper pages and /api/TrueQuestion. Client-safe: zod only. Paper subjects are the course subjects
// that have a national paper (every one but 专业课, whose papers each university sets itself).
import { z } from "zod";
import { blankAsAbsent, idField } from "~/lib/validation/input-fields";
import { keywordField, pagingSchema, shortListSchema } from "~/modules/paging/paging-schemas";
import { subjectCodeOf, subjects } from "~/modules/subjects/subjects";
import { paperMessages as m } from "./paper-messages";

export const paperSubjects = subjects.filter((subject) => subject.code !== "major");
export type PaperSubjectCode = (typeof paperSubjects)[number]["code"];

export function isPaperSubject(code: string): code is PaperSubjectCode {
  return paperSubjects.some((subject) => subject.code === code);
}

/** A subject by code (math1) or name (数学一); 专业课 and unknown names are refused. */
const paperSubjectField = z.preprocess(
  blankAsAbsent,
  z
    .string({ invalid_type_error: m.subjectInvalid })
    .transform((value, context) => {
      const code = subjectCodeOf(value);
      if (!code || !isPaperSubject(code)) {
        context.addIssue({ code: z.ZodIssueCode.custom, message: m.subjectInvalid });
        return z.NEVER;
      }
      return code;
    })
    .optional(),
) as z.ZodType<PaperSubjectCode | undefined, z.ZodTypeDef, unknown>;

const paperYearField = z.preprocess(
  blankAsAbsent,
  z.coerce
    .number({ invalid_type_error: m.yearInvalid })
    .int(m.yearInvalid)
    .min(2000, m.yearInvalid)
    .max(2100, m.yearInvalid)
    .optional(),
);

export const paperIdSchema = z.object({ id: idField(m.idInvalid) });

/** GET /api/TrueQuestion/page-query and the list pages: subject, year, page, rows. */
export const paperListSchema = pagingSchema.extend({ subject: paperSubjectField, year: paperYearField });
export type PaperListInput = z.infer<typeof paperListSchema>;

/** GET /api/TrueQuestion/truequestion-page-query: the same filters and a keyword in the title. */
export const paperQuerySchema = paperListSchema.extend({ keyword: keywordField });
export type PaperQueryInput = z.infer<typeof paperQuerySchema>;

/** GET /api/HomePage/TrueQuestionRecommend: how many (8 by default, at most 100). */
export const paperRecommendSchema = shortListSchema.pick({ rows: true });

/** The collect form of a paper page: 收藏 / 取消收藏. */
export const paperCollectFormSchema = z.object({
  intent: z.enum(["collect", "uncollect"], { errorMap: () => ({ message: m.intentInvalid }) }),
});
