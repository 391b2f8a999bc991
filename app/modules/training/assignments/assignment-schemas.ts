// The forms of a batch's 作业 (issue 27): a new assignment (title, note, due time in Beijing time, and by kind the
// course videos, the word target or the question set), which assignment, and the teacher page's video chooser (a
// course, by GET). Client-safe; the service checks the videos and the set against the database.
import { z } from "zod";
import "~/lib/validation/zod-messages";
import { beijingMinute } from "~/modules/console/live-editor-schemas";
import { blankAsAbsent, idField, optionalIdField, textField } from "~/lib/validation/input-fields";
import { trainingMessages } from "../training-messages";
import {
  ASSIGNMENT_NOTE_MAX,
  ASSIGNMENT_TITLE_MAX,
  ASSIGNMENT_VIDEOS_MAX,
  ASSIGNMENT_WORDS_MAX,
  assignmentMessages as m,
} from "./assignment-messages";

const asList = (value: unknown) =>
  value === undefined || value === null || value === "" ? [] : Array.isArray(value) ? value : [value];

const kinds = ["videos", "words", "exam"] as const;

const assignmentObject = z.object({
  title: textField({ required: m.titleRequired, max: [ASSIGNMENT_TITLE_MAX, m.titleTooLong] }).describe(
    `标题（≤ ${ASSIGNMENT_TITLE_MAX} 字）`,
  ),
  note: textField({ max: [ASSIGNMENT_NOTE_MAX, m.noteTooLong] }).describe(`说明（可选，≤ ${ASSIGNMENT_NOTE_MAX} 字）`),
  dueAt: textField({
    required: m.dueRequired,
    max: [20, m.timeInvalid],
    check: (text) => (beijingMinute(text) === null ? m.timeInvalid : null),
  }).describe("截止时间，北京时间，如 2026-12-20T22:00；须晚于现在"),
  kind: z
    .preprocess(blankAsAbsent, z.enum(kinds, { errorMap: () => ({ message: m.kindRequired }) }))
    .describe("videos 看课程视频，words 背单词（新学单词数），exam 做一套练习或模考试卷"),
  videoIds: z
    .preprocess(asList, z.array(idField(m.videosInvalid)).max(ASSIGNMENT_VIDEOS_MAX, m.videosTooMany))
    .describe(`kind=videos：已发布课程的视频 id（1–${ASSIGNMENT_VIDEOS_MAX} 个）`),
  wordTarget: z
    .preprocess(
      blankAsAbsent,
      z.coerce
        .number({ invalid_type_error: m.wordTargetInvalid })
        .int(m.wordTargetInvalid)
        .min(1, m.wordTargetInvalid)
        .max(ASSIGNMENT_WORDS_MAX, m.wordTargetInvalid)
        .optional(),
    )
    .describe(`kind=words：布置后到截止前要新学的单词数（1–${ASSIGNMENT_WORDS_MAX}）`),
  setId: optionalIdField(m.setInvalid).describe("kind=exam：已发布的练习（practice）或模考（mock）试卷 id"),
});

function checkKind(
  input: {
    kind: (typeof kinds)[number];
    videoIds: number[];
    wordTarget?: number | undefined;
    setId?: number | undefined;
  },
  context: z.RefinementCtx,
) {
  if (input.kind === "videos" && input.videoIds.length === 0)
    context.addIssue({ code: z.ZodIssueCode.custom, path: ["videoIds"], message: m.videosRequired });
  if (input.kind === "words" && input.wordTarget === undefined)
    context.addIssue({ code: z.ZodIssueCode.custom, path: ["wordTarget"], message: m.wordTargetInvalid });
  if (input.kind === "exam" && input.setId === undefined)
    context.addIssue({ code: z.ZodIssueCode.custom, path: ["setId"], message: m.setRequired });
}

/** 布置作业. */
export const assignmentSchema = assignmentObject.superRefine(checkKind);
export type AssignmentInput = z.infer<typeof assignmentSchema>;
/** The form's single-valued fields (videoIds are checkboxes, read as a list). */
export const assignmentFields = ["title", "note", "dueAt", "kind", "wordTarget", "setId"] as const;

/** The API's POST: the batch and the fields. */
export const assignmentCreateSchema = assignmentObject
  .extend({ batchId: idField(trainingMessages.batchNotFound).describe("班级 id") })
  .superRefine(checkKind);

export const assignmentIdSchema = z.object({ assignmentId: idField(m.idInvalid) });
