// The forms of 真题管理 (issue 26): one paper's facts and structure, which paper, the version a save names and the
// list's filter. Client-safe: the page checks with them in the browser when JavaScript runs, the server always. The
// structure is edited as text, one part per line ("单项选择题 16 16": 题型, 题量, 分值), so it works in a plain
// textarea without JavaScript; a line it cannot read is named in the message, and the parts' points must add up to
// the paper's full score.
import { z } from "zod";
import "~/lib/validation/zod-messages";
import { blankAsAbsent, idField, textField } from "~/lib/validation/input-fields";
import { type PaperSubjectCode, paperSubjects } from "~/modules/paper/paper-schemas";
import type { PaperPart } from "~/modules/paper/paper-structure";
import { pagingSchema } from "~/modules/paging/paging-schemas";
import {
  PAPER_DESCRIPTION_MAX,
  PAPER_DURATION_MAX,
  PAPER_PART_NAME_MAX,
  PAPER_PARTS_MAX,
  PAPER_SCORE_MAX,
  PAPER_TITLE_MAX,
  PAPER_YEAR_MAX,
  PAPER_YEAR_MIN,
  paperEditorMessages as m,
  type PaperState,
  paperStates,
} from "./paper-editor-messages";

/** Full-width digits (１６) as typed with a Chinese input method, read as ASCII. */
const asciiDigits = (text: string) => text.replace(/[０-９]/g, (digit) => String(digit.charCodeAt(0) - 0xff10));

/** The parts typed one per line, or the first line it cannot read (numbered as the operator sees the textarea). */
export function parseStructureText(text: string): { parts: PaperPart[] } | { error: string } {
  const parts: PaperPart[] = [];
  const firstLineOf = new Map<string, number>();
  const lines = text.split(/\r\n|\r|\n/);
  for (const [index, raw] of lines.entries()) {
    const line = raw.trim();
    if (!line) continue;
    const number = index + 1;
    const tokens = asciiDigits(line).split(/[\s\u3000]+/);
    const count = /^(\d{1,4})题?$/.exec(tokens.at(-2) ?? "");
    const score = /^(\d{1,4})分?$/.exec(tokens.at(-1) ?? "");
    const name = tokens.slice(0, -2).join(" ");
    if (tokens.length < 3 || !count || !score || /^\d+$/.test(name)) return { error: m.partLine(number, line) };
    if ([...name].length > PAPER_PART_NAME_MAX) return { error: m.partNameTooLong(number) };
    const part = { name, count: Number(count[1]), score: Number(score[1]) };
    if (part.count > PAPER_SCORE_MAX || part.score > PAPER_SCORE_MAX) return { error: m.partNumbers(number) };
    const first = firstLineOf.get(name);
    if (first !== undefined) return { error: m.partRepeated(number, name, first) };
    firstLineOf.set(name, number);
    parts.push(part);
  }
  if (parts.length > PAPER_PARTS_MAX) return { error: m.partsTooMany };
  return { parts };
}

/** The parts as the editor shows them: one line each, the form parseStructureText reads back. */
export function structureTextOf(parts: readonly PaperPart[]): string {
  return parts.map((part) => `${part.name} ${part.count} ${part.score}`).join("\n");
}

const subjectCodes = paperSubjects.map((subject) => subject.code) as [PaperSubjectCode, ...PaperSubjectCode[]];

const integerField = (message: string, min: number, max: number) =>
  z.preprocess(
    blankAsAbsent,
    z.coerce
      .number({ required_error: message, invalid_type_error: message })
      .int(message)
      .min(min, message)
      .max(max, message),
  );

const structureField = z.preprocess(
  (value) => (value === null || value === undefined ? "" : value),
  z.string({ invalid_type_error: m.structureNotText }).transform((text, context) => {
    const parsed = parseStructureText(text);
    if ("error" in parsed) {
      context.addIssue({ code: z.ZodIssueCode.custom, message: parsed.error });
      return z.NEVER;
    }
    return parsed.parts;
  }),
);

const paperObject = z.object({
  subject: z.preprocess(blankAsAbsent, z.enum(subjectCodes, { errorMap: () => ({ message: m.subjectRequired }) })),
  examYear: integerField(m.yearInvalid, PAPER_YEAR_MIN, PAPER_YEAR_MAX).describe("考试年份，如 2025"),
  title: textField({ required: m.titleRequired, max: [PAPER_TITLE_MAX, m.titleTooLong] }).describe(
    `试卷名称（≤ ${PAPER_TITLE_MAX} 字），如 2025 年全国硕士研究生招生考试思想政治理论`,
  ),
  durationMinutes: integerField(m.durationInvalid, 1, PAPER_DURATION_MAX).describe("考试时长（分钟）"),
  totalScore: integerField(m.totalInvalid, 1, PAPER_SCORE_MAX).describe("满分"),
  structure: structureField.describe(
    "试卷结构：每行一个题型，写成“题型 题量 分值”（如 单项选择题 16 16）；各题型分值之和须等于满分；可留空",
  ),
  description: textField({ max: [PAPER_DESCRIPTION_MAX, m.descriptionTooLong] }).describe(
    `试卷说明（可选，纯文本，空一行分段，≤ ${PAPER_DESCRIPTION_MAX} 字）`,
  ),
});

/** The parts' points add up to the full score (an empty structure says nothing yet). */
function partsAddUp(input: { totalScore: number; structure: PaperPart[] }, context: z.RefinementCtx) {
  // Zod still runs this when a field failed (its value then unusable): only two readable values are compared.
  if (!Array.isArray(input.structure) || input.structure.length === 0 || !Number.isInteger(input.totalScore)) return;
  const sum = input.structure.reduce((total, part) => total + part.score, 0);
  if (sum !== input.totalScore)
    context.addIssue({
      code: z.ZodIssueCode.custom,
      path: ["structure"],
      message: m.partsTotal(sum, input.totalScore),
    });
}

/** 保存 (a new draft or a paper's new facts). */
export const paperSchema = paperObject.superRefine(partsAddUp);
export type PaperInput = z.infer<typeof paperSchema>;
export const paperFields = [
  "subject",
  "examYear",
  "title",
  "durationMinutes",
  "totalScore",
  "structure",
  "description",
] as const;

export const paperIdSchema = z.object({ id: idField(m.idInvalid) });
/** `version` is the updated time the editor was opened at, so a save over someone else's is refused. */
export const paperVersionSchema = z.object({
  version: z.coerce
    .number({ invalid_type_error: m.versionInvalid })
    .int(m.versionInvalid)
    .nonnegative(m.versionInvalid),
});

/** PUT /api/console/papers/{id}: the fields, which paper and the version read. */
export const paperUpdateSchema = paperObject.merge(paperIdSchema).merge(paperVersionSchema).superRefine(partsAddUp);

const stateCodes = paperStates.map((state) => state.code) as [PaperState, ...PaperState[]];

/** The list: every paper, or the drafts, or the published ones; newest change first, a page at a time. */
export const paperEditorListSchema = pagingSchema.extend({
  state: z.preprocess(blankAsAbsent, z.enum(stateCodes, { errorMap: () => ({ message: m.stateInvalid }) }).optional()),
});
export type PaperEditorListInput = z.infer<typeof paperEditorListSchema>;
