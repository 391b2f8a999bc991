// The rules of 练习 (/question/list and /mobile/question/list): what a student may ask to practise (the chooser's one
// schema, for the GET form and the POST that starts it), how the questions of an ad-hoc practice are picked, and the
// question numbers a practice page walks. Client-safe: zod and pure functions.
import { z } from "zod";
import "~/lib/validation/zod-messages";
import { blankAsAbsent, optionalIdField } from "~/lib/validation/input-fields";
import { attemptMessages as m } from "../attempts/attempt-messages";
import { codePattern } from "../formats/question-document-schema";
import { DIFFICULTY_MAX, DIFFICULTY_MIN } from "../bank/question-kinds";
import { practiceViews } from "./practice-paths";
import { questionSubjectCodeOf, type QuestionSubjectCode } from "../bank/question-subjects";

/** How many questions an ad-hoc practice holds (the chooser's choices; the first is the default). */
export const practiceSizes = [10, 20, 30] as const;
/** Which questions: all that match, only the student's wrong ones (错题本), or only those never answered. */
export const practiceScopes = ["all", "wrong", "new"] as const;
export type PracticeScope = (typeof practiceScopes)[number];

const subjectField = z.preprocess(
  blankAsAbsent,
  z
    .string({ invalid_type_error: m.practiceSubjectMissing })
    .transform((value, context) => {
      const code = questionSubjectCodeOf(value);
      if (!code) {
        context.addIssue({ code: z.ZodIssueCode.custom, message: m.practiceSubjectMissing });
        return z.NEVER;
      }
      return code;
    })
    .optional(),
) as z.ZodType<QuestionSubjectCode | undefined, z.ZodTypeDef, unknown>;

const enumField = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess(blankAsAbsent, z.enum(values, { errorMap: () => ({ message }) }).default(values[0]));

/**
 * The chooser: a set to practise (`setId`), or a filter — a subject, optionally a knowledge point (and those under
 * it), a difficulty, 只做错题 / 只做未做 and how many — and the view (刷题 or 背题). A filter needs its subject.
 */
export const practiceChoiceSchema = z.object({
  setId: optionalIdField(m.setIdInvalid),
  subject: subjectField,
  point: z.preprocess(
    blankAsAbsent,
    z.string({ invalid_type_error: m.practicePointInvalid }).regex(codePattern, m.practicePointInvalid).optional(),
  ),
  difficulty: z.preprocess(
    blankAsAbsent,
    z.coerce
      .number({ invalid_type_error: m.practiceDifficultyInvalid })
      .int(m.practiceDifficultyInvalid)
      .min(DIFFICULTY_MIN, m.practiceDifficultyInvalid)
      .max(DIFFICULTY_MAX, m.practiceDifficultyInvalid)
      .optional(),
  ),
  scope: enumField(practiceScopes, m.practiceScopeInvalid),
  size: z.preprocess(
    blankAsAbsent,
    z.coerce
      .number({ invalid_type_error: m.practiceSizeInvalid })
      .refine((value) => (practiceSizes as readonly number[]).includes(value), m.practiceSizeInvalid)
      .default(practiceSizes[0]),
  ),
  view: enumField(practiceViews, m.practiceViewInvalid),
});
export type PracticeChoice = z.infer<typeof practiceChoiceSchema>;
export type PracticeFilter = Omit<PracticeChoice, "setId" | "view"> & { subject: QuestionSubjectCode };

/**
 * Up to `size` of the candidates, picked at random (`random` in [0, 1), Math.random by default) without repeats, in
 * the order the bank has them (so a practice reads as the bank does: groups and single questions as written).
 */
export function pickPracticeQuestions(
  candidates: readonly number[],
  size: number,
  random: () => number = Math.random,
): number[] {
  const pool = [...new Set(candidates)];
  for (let index = pool.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [pool[index], pool[other]] = [pool[other]!, pool[index]!];
  }
  return pool.slice(0, Math.max(0, size)).sort((a, b) => a - b);
}

/** The question number (1-based) a practice page shows from `?q=`: 1 when absent or unreadable, at most `count`. */
export function practiceNumberOf(value: string | null, count: number): number {
  const number = value !== null && /^\d{1,6}$/.test(value) ? Number(value) : 1;
  return Math.min(Math.max(1, number), Math.max(1, count));
}

/** The title of an ad-hoc practice: 数学一 · 极限与连续 · 只做错题 · 较难. */
export function practiceTitle(parts: {
  subjectName: string;
  pointName?: string | null;
  scope: PracticeScope;
  difficultyName?: string | null;
}): string {
  const scope =
    parts.scope === "wrong" ? m.practiceScopeLabels.wrong : parts.scope === "new" ? m.practiceScopeLabels.new : null;
  return [parts.subjectName, parts.pointName, scope, parts.difficultyName, m.practiceTitleSuffix]
    .filter(Boolean)
    .join(" · ");
}

export {
  practicePaths,
  practiceQuestionHref,
  practiceViews,
  type PracticeView,
} from "./practice-paths";
