// The application form (学长学姐申请), one schema for the page (server and @mantine/form) and the API. Flat fields so
// the form works without JavaScript: a fixed number of subject rows (subject1/score1 … subject4/score4); a row left
// empty is skipped, a half-filled row is an error on its empty half. The proof image is a file, checked by the upload
// module (type from the bytes, ≤ 2 MB) — not here. Client-safe.
import { z } from "zod";
import { seniorApplicationMessages as m } from "./senior-application-messages";

export const SUBJECT_ROWS = 4;
const INTRO_MIN = 10;
export const INTRO_MAX = 500;
const EXAM_YEAR_MIN = 2000;
/** The latest exam year that can have admitted someone: next year's exam is sat in December of this one. */
const examYearMax = (now: Date = new Date()) => now.getFullYear() + 1;

export const subjectRowFields = Array.from(
  { length: SUBJECT_ROWS },
  (_, index) => [`subject${index + 1}`, `score${index + 1}`] as const,
);

export const seniorApplicationFields = [
  "admittedSchool",
  "admittedMajor",
  "examYear",
  ...subjectRowFields.flat(),
  "totalScore",
  "introduction",
] as const;

const text = (required: string, min: number, max: number, length: string) =>
  z
    .string({ required_error: required, invalid_type_error: required })
    .trim()
    .min(1, required)
    .min(min, length)
    .max(max, length);

const integerText = (required: string, invalid: string, max: number) =>
  z
    .string({ required_error: required, invalid_type_error: required })
    .trim()
    .min(1, required)
    .regex(/^\d{1,3}$/, invalid)
    .transform(Number)
    .pipe(z.number().int().min(0, invalid).max(max, invalid));

const optionalText = z
  .string()
  .nullish()
  .transform((value) => (value ?? "").trim());

export const seniorApplicationSchema = z
  .object({
    admittedSchool: text(m.schoolRequired, 2, 50, m.schoolLength),
    admittedMajor: text(m.majorRequired, 2, 50, m.majorLength),
    examYear: z
      .string({ required_error: m.yearRequired, invalid_type_error: m.yearRequired })
      .trim()
      .min(1, m.yearRequired)
      .regex(/^\d{4}$/, m.yearInvalid(EXAM_YEAR_MIN, examYearMax()))
      .transform(Number)
      .pipe(
        z
          .number()
          .int()
          .min(EXAM_YEAR_MIN, m.yearInvalid(EXAM_YEAR_MIN, examYearMax()))
          .max(examYearMax(), m.yearInvalid(EXAM_YEAR_MIN, examYearMax())),
      ),
    ...Object.fromEntries(
      subjectRowFields.flatMap(([subject, score]) => [
        [subject, optionalText],
        [score, optionalText],
      ]),
    ),
    totalScore: integerText(m.totalRequired, m.totalInvalid, 500),
    introduction: z
      .string({ required_error: m.introRequired, invalid_type_error: m.introRequired })
      .trim()
      .min(1, m.introRequired)
      .refine(
        (value) => [...value].length >= INTRO_MIN && [...value].length <= INTRO_MAX,
        m.introLength(INTRO_MIN, INTRO_MAX),
      ),
  })
  .superRefine((value, ctx) => {
    const fields = value as unknown as Record<string, string>;
    let sum = 0;
    let rows = 0;
    let rowErrors = 0;
    for (const [subjectField, scoreField] of subjectRowFields) {
      const subject = fields[subjectField] ?? "";
      const score = fields[scoreField] ?? "";
      if (!subject && !score) continue;
      rows += 1;
      const issue = (path: string, message: string) => {
        rowErrors += 1;
        ctx.addIssue({ code: "custom", path: [path], message });
      };
      if (!subject) issue(subjectField, m.subjectRequired);
      else if ([...subject].length > 20) issue(subjectField, m.subjectLength);
      if (!score) issue(scoreField, m.scoreRequired);
      else if (!/^\d{1,3}$/.test(score) || Number(score) > 300) issue(scoreField, m.scoreInvalid);
      else sum += Number(score);
    }
    if (rows === 0) ctx.addIssue({ code: "custom", path: ["subject1"], message: m.subjectsRequired });
    else if (rowErrors === 0 && value.totalScore !== sum)
      ctx.addIssue({ code: "custom", path: ["totalScore"], message: m.totalMismatch(sum) });
  })
  .transform((value) => {
    const fields = value as unknown as Record<string, string>;
    return {
      admittedSchool: value.admittedSchool,
      admittedMajor: value.admittedMajor,
      examYear: value.examYear,
      subjects: subjectRowFields.flatMap(([subjectField, scoreField]) =>
        fields[subjectField] ? [{ subject: fields[subjectField]!, score: Number(fields[scoreField]) }] : [],
      ),
      totalScore: value.totalScore,
      introduction: value.introduction,
    };
  });

export type SeniorApplicationInput = z.output<typeof seniorApplicationSchema>;

export interface SubjectScore {
  subject: string;
  score: number;
}
