// Input of answering (attempts, answers, self-marks), the wrong-question book, notes and favourites: one schema per
// call, for JSON and forms alike, and the shape an answer must have for its kind. Client-safe: zod only.
import { z } from "zod";
import "~/lib/validation/zod-messages";
import { blankAsAbsent, idField, INT_MAX, optionalIdField } from "~/lib/validation/input-fields";
import { pagingSchema } from "~/modules/paging/paging-schemas";
import type { QuestionKind } from "~/db/schema";
import { attemptMessages as m } from "./attempt-messages";
import { codePattern } from "../formats/question-document-schema";
import { attemptModes, NOTE_MAX } from "../bank/question-kinds";
import { questionSubjectCodeOf, type QuestionSubjectCode } from "../bank/question-subjects";
export const SUBJECTIVE_ANSWER_MAX = 20_000;
export const FILL_BLANK_MAX = 500;

/** true/false as JSON, forms ("1", "on", "true", "0", "off", "false") and query strings write them. */
const flagField = (fallback: boolean) =>
  z.preprocess(
    (value) => {
      if (value === undefined || value === "" || value === null) return fallback;
      if (value === true || value === 1 || value === "1" || value === "true" || value === "on") return true;
      if (value === false || value === 0 || value === "0" || value === "false" || value === "off") return false;
      return value;
    },
    z.boolean({ invalid_type_error: m.flagInvalid }),
  );

/** POST …/attempts: a set (or the set of a past paper), exam or practice, timed or not. */
export const startAttemptSchema = z
  .object({
    setId: optionalIdField(m.setIdInvalid),
    paperId: optionalIdField(m.setIdInvalid),
    mode: z.preprocess(
      blankAsAbsent,
      z.enum(attemptModes, { errorMap: () => ({ message: m.modeInvalid }) }).default("exam"),
    ),
    timed: flagField(false),
  })
  .superRefine((input, context) => {
    if (input.setId === undefined && input.paperId === undefined) {
      context.addIssue({ code: z.ZodIssueCode.custom, message: m.setOrPaperMissing, path: ["setId"] });
    }
  });
export type StartAttemptInput = z.infer<typeof startAttemptSchema>;

export const attemptIdSchema = z.object({ id: idField(m.attemptIdInvalid) });

/** A moment as epoch milliseconds (number or digits) or an ISO 8601 string. */
const instantField = z.preprocess(
  blankAsAbsent,
  z
    .union([z.number(), z.string()], { invalid_type_error: m.answeredAtInvalid })
    .transform((value, context) => {
      const time =
        typeof value === "number" ? value : /^\d+$/.test(value.trim()) ? Number(value.trim()) : Date.parse(value);
      if (!Number.isSafeInteger(time) || time <= 0) {
        context.addIssue({ code: z.ZodIssueCode.custom, message: m.answeredAtInvalid });
        return z.NEVER;
      }
      return time;
    })
    .optional(),
);

/**
 * PUT …/attempts/{id}/answers: one question's answer (its shape is checked against the question's kind, see
 * answerSchemaFor; null or "" clears it) and when the student gave it (default: when it arrives).
 */
export const saveAnswerSchema = z.object({
  id: idField(m.attemptIdInvalid),
  questionId: idField(m.questionIdInvalid),
  answer: z.unknown(),
  answeredAt: instantField,
});
export type SaveAnswerInput = z.infer<typeof saveAnswerSchema>;

/** PUT …/attempts/{id}/flags: mark a question for review (标记) or clear the mark. */
export const flagQuestionSchema = z.object({
  id: idField(m.attemptIdInvalid),
  questionId: idField(m.questionIdInvalid),
  flagged: flagField(true),
});
export type FlagQuestionInput = z.infer<typeof flagQuestionSchema>;

const rubricIdsField = z
  .array(z.string({ invalid_type_error: m.rubricIdsInvalid }).max(20, m.rubricIdsInvalid), {
    invalid_type_error: m.rubricIdsInvalid,
  })
  .max(50, m.rubricIdsInvalid);

/** POST …/attempts/{id}/self-marks: the scoring points ticked as hit, per subjective question. */
export const selfMarksSchema = z.object({
  id: idField(m.attemptIdInvalid),
  marks: z
    .array(z.object({ questionId: idField(m.questionIdInvalid), rubricIds: rubricIdsField }), {
      invalid_type_error: m.marksInvalid,
      required_error: m.marksInvalid,
    })
    .min(1, m.marksInvalid)
    .max(200, m.marksInvalid),
});
export type SelfMarksInput = z.infer<typeof selfMarksSchema>;

/** GET …/attempts: my attempts, newest first, optionally of one set. */
export const myAttemptsSchema = pagingSchema.extend({ setId: optionalIdField(m.setIdInvalid) });
export type MyAttemptsInput = z.infer<typeof myAttemptsSchema>;

/** POST /api/TrueQuestion/myTrueQuestionRecord: practise or examine a past paper (its id), i.e. start or resume. */
export const paperRecordSchema = z.object({
  id: idField(m.setIdInvalid),
  mode: z.preprocess(
    blankAsAbsent,
    z.enum(attemptModes, { errorMap: () => ({ message: m.modeInvalid }) }).default("practice"),
  ),
  timed: flagField(false),
});

const subjectField = z.preprocess(
  blankAsAbsent,
  z
    .string()
    .transform((value, context) => {
      const code = questionSubjectCodeOf(value);
      if (!code) {
        context.addIssue({ code: z.ZodIssueCode.custom, message: "科目不存在" });
        return z.NEVER;
      }
      return code;
    })
    .optional(),
) as z.ZodType<QuestionSubjectCode | undefined, z.ZodTypeDef, unknown>;

/** GET …/wrong-questions: all of the book, or only today's (due), by subject and knowledge point. */
export const wrongQuestionListSchema = pagingSchema.extend({
  due: flagField(false),
  /** Only the learnt ones (已掌握, retired); ignored when `due` is set. */
  mastered: flagField(false).optional(),
  subject: subjectField,
  point: z.preprocess(blankAsAbsent, z.string().regex(codePattern, "知识点编号格式不正确").optional()),
});
export type WrongQuestionListInput = z.infer<typeof wrongQuestionListSchema>;

/** POST …/wrong-questions/{questionId}/review: answer it again (subjective: tick the scoring points hit). */
export const wrongQuestionReviewSchema = z.object({
  questionId: idField(m.questionIdInvalid),
  answer: z.unknown(),
  selfMarks: z.preprocess(blankAsAbsent, rubricIdsField.optional()),
  /** The card's reps when it was shown: a second post of the same review is then refused instead of counted twice. */
  reps: z.preprocess(
    blankAsAbsent,
    z.coerce
      .number({ invalid_type_error: m.repsInvalid })
      .int(m.repsInvalid)
      .min(0, m.repsInvalid)
      .max(INT_MAX, m.repsInvalid)
      .optional(),
  ),
});
export type WrongQuestionReviewInput = z.infer<typeof wrongQuestionReviewSchema>;

export const questionIdSchema = z.object({ questionId: idField(m.questionIdInvalid) });

/** PUT …/questions/{questionId}/note: the private note on a question. */
export const questionNoteSchema = z.object({
  questionId: idField(m.questionIdInvalid),
  body: z
    .string({ required_error: m.noteMissing, invalid_type_error: m.noteMissing })
    .trim()
    .min(1, m.noteMissing)
    .max(NOTE_MAX, m.noteTooLong(NOTE_MAX)),
});
export type QuestionNoteInput = z.infer<typeof questionNoteSchema>;

/** PUT …/questions/{questionId}/favourite: collect (default) or uncollect a question. */
export const questionFavouriteSchema = z.object({
  questionId: idField(m.questionIdInvalid),
  collected: flagField(true),
});

/** What an answer is checked against: the question's kind, its option ids and its number of blanks. */
export interface AnswerShape {
  kind: QuestionKind;
  optionIds: readonly string[];
  blankCount: number;
}

/** The stored answer JSON of each kind (null: no answer). */
export type StoredAnswer = string | string[] | { text: string } | null;

const letterOf = (value: unknown) => (typeof value === "string" ? value.normalize("NFKC").trim().toUpperCase() : null);
const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");

/** The letters of a choice answer: ["A","C"], "A", "AC" or "A,C"; null when anything else. */
function lettersOf(value: unknown): string[] | null {
  if (Array.isArray(value)) {
    const letters = value.map(letterOf);
    return letters.every((letter): letter is string => letter !== null && letter !== "") ? letters : null;
  }
  const text = letterOf(value);
  if (text === null) return null;
  return text.split(/[\s,，、]*/).filter(Boolean);
}

/**
 * The schema an answer to this question must pass, giving the form it is stored in: single "B", multi ["A","C"]
 * (sorted, no repeats), fill one string per blank, subjective {text}. Blank answers (null, "", [], all blanks empty)
 * clear the answer (null). A group is answered through its children.
 */
export function answerSchemaFor(shape: AnswerShape): z.ZodType<StoredAnswer, z.ZodTypeDef, unknown> {
  const ids = shape.optionIds.join("、");
  const fail = (message: string) => (context: z.RefinementCtx) => {
    context.addIssue({ code: z.ZodIssueCode.custom, message, path: ["answer"] });
    return z.NEVER;
  };
  switch (shape.kind) {
    case "single":
      return z.unknown().transform((value, context): StoredAnswer => {
        if (isBlank(value) || (Array.isArray(value) && value.length === 0)) return null;
        const letters = lettersOf(value);
        if (letters?.length !== 1 || !shape.optionIds.includes(letters[0] ?? ""))
          return fail(m.answerSingle(ids))(context);
        return letters[0] ?? null;
      });
    case "multi":
      return z.unknown().transform((value, context): StoredAnswer => {
        if (isBlank(value) || (Array.isArray(value) && value.length === 0)) return null;
        const letters = lettersOf(value);
        if (!letters || letters.some((letter) => !shape.optionIds.includes(letter)))
          return fail(m.answerMulti(ids))(context);
        return [...new Set(letters)].sort();
      });
    case "fill":
      return z.unknown().transform((value, context): StoredAnswer => {
        const given = typeof value === "string" ? [value] : value === null || value === undefined ? [] : value;
        const valid =
          Array.isArray(given) &&
          given.length <= shape.blankCount &&
          given.every((blank) => (typeof blank === "string" && blank.length <= FILL_BLANK_MAX) || blank === null);
        if (!valid) return fail(m.answerFill(shape.blankCount))(context);
        const blanks = Array.from({ length: shape.blankCount }, (_, index) => {
          const blank: unknown = given[index];
          return typeof blank === "string" ? blank.trim() : "";
        });
        return blanks.every((blank) => blank === "") ? null : blanks;
      });
    case "subjective":
      return z.unknown().transform((value, context): StoredAnswer => {
        const text =
          typeof value === "string"
            ? value
            : value && typeof value === "object" && !Array.isArray(value)
              ? (value as { text?: unknown }).text
              : value;
        if (text === undefined || text === null) return null;
        if (typeof text !== "string" || text.length > SUBJECTIVE_ANSWER_MAX)
          return fail(m.answerSubjective(SUBJECTIVE_ANSWER_MAX))(context);
        return text.trim() === "" ? null : { text };
      });
    case "group":
      return z.unknown().transform((_value, context): StoredAnswer => fail(m.answerGroup)(context));
  }
}
