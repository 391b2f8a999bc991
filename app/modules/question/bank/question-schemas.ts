// Input of the question-bank lists (pages and the API alike): one schema per input. Client-safe: zod only.
import { z } from "zod";
import "~/lib/validation/zod-messages";
import { blankAsAbsent, idField } from "~/lib/validation/input-fields";
import { pagingSchema } from "~/modules/paging/paging-schemas";
import { codePattern } from "../formats/question-document-schema";
import { questionSetKinds } from "./question-kinds";
import { questionMessages as m } from "./question-messages";
import { questionShelves, questionSubjectCodeOf, type QuestionSubjectCode } from "./question-subjects";

const shelfField = z.preprocess(
  blankAsAbsent,
  z
    .enum(questionShelves.map((shelf) => shelf.code) as ["public", "tkzy", "zmt"], {
      errorMap: () => ({ message: m.shelfInvalid }),
    })
    .optional(),
);

const subjectField = z.preprocess(
  blankAsAbsent,
  z
    .string({ invalid_type_error: m.subjectInvalid })
    .transform((value, context) => {
      const code = questionSubjectCodeOf(value);
      if (!code) {
        context.addIssue({ code: z.ZodIssueCode.custom, message: m.subjectInvalid });
        return z.NEVER;
      }
      return code;
    })
    .optional(),
) as z.ZodType<QuestionSubjectCode | undefined, z.ZodTypeDef, unknown>;

/** GET …/banks: the banks of one shelf (公共课, 统考专业课, 自命题), or of all. */
export const bankListSchema = z.object({ shelf: shelfField });
export type BankListInput = z.infer<typeof bankListSchema>;

/** GET …/papers: mock papers, past papers, practice sets and 课后练习 by kind, subject and year, a page at a time. */
export const questionSetListSchema = pagingSchema.extend({
  kind: z.preprocess(
    blankAsAbsent,
    z.enum(questionSetKinds, { errorMap: () => ({ message: m.setKindInvalid }) }).optional(),
  ),
  subject: subjectField,
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
export type QuestionSetListInput = z.infer<typeof questionSetListSchema>;

/** GET …/questions: a bank's questions, optionally those of one knowledge point (and the points under it). */
export const bankQuestionListSchema = pagingSchema.extend({
  bankId: idField(m.bankIdInvalid),
  point: z.preprocess(
    blankAsAbsent,
    z.string({ invalid_type_error: m.pointInvalid }).regex(codePattern, m.pointInvalid).optional(),
  ),
});
export type BankQuestionListInput = z.infer<typeof bankQuestionListSchema>;
