// The forms of a batch's 讲座 (issue 27): a lecture's fields, which lecture, collecting it. Client-safe: the teacher's
// page checks with them in the browser when JavaScript runs, the server (page and API) always. Times are Beijing times
// to the minute, read by 直播管理's beijingMinute; the lecture ends after it starts and within LECTURE_LONGEST_HOURS.
// A lecture happens in a room (text) or in a published live (its id), never both; its materials are ids of the
// batch's own 课件 (checked against the batch by the service).
import { z } from "zod";
import "~/lib/validation/zod-messages";
import { beijingMinute } from "~/modules/console/live-editor-schemas";
import { checkboxField, idField, optionalIdField, textField } from "~/lib/validation/input-fields";
import {
  LECTURE_DESCRIPTION_MAX,
  LECTURE_LONGEST_HOURS,
  LECTURE_MATERIALS_MAX,
  LECTURE_ROOM_MAX,
  LECTURE_TEACHER_MAX,
  LECTURE_TITLE_MAX,
  lectureMessages as m,
} from "./lecture-messages";

const minuteField = (required: string) =>
  textField({
    required,
    max: [20, m.timeInvalid],
    check: (text) => (beijingMinute(text) === null ? m.timeInvalid : null),
  });

/** A form sends one value or several under one name; JSON an array; absent is none. */
const asList = (value: unknown) =>
  value === undefined || value === null || value === "" ? [] : Array.isArray(value) ? value : [value];

const lectureObject = z.object({
  title: textField({ required: m.titleRequired, max: [LECTURE_TITLE_MAX, m.titleTooLong] }).describe(
    `标题（≤ ${LECTURE_TITLE_MAX} 字）`,
  ),
  teacher: textField({ required: m.teacherRequired, max: [LECTURE_TEACHER_MAX, m.teacherTooLong] }).describe(
    `主讲老师（≤ ${LECTURE_TEACHER_MAX} 字）`,
  ),
  startsAt: minuteField(m.startsAtRequired).describe("开始时间，北京时间，如 2026-12-10T19:30"),
  endsAt: minuteField(m.endsAtRequired).describe(
    `结束时间，北京时间，晚于开始时间且不超过 ${LECTURE_LONGEST_HOURS} 小时`,
  ),
  room: textField({ max: [LECTURE_ROOM_MAX, m.roomTooLong] }).describe("教室（线下讲座）；与 liveId 二选一"),
  liveId: optionalIdField(m.liveInvalid).describe("已发布直播的 id（线上讲座）；与 room 二选一"),
  description: textField({ max: [LECTURE_DESCRIPTION_MAX, m.descriptionTooLong] }).describe(
    `介绍（可选，纯文本，≤ ${LECTURE_DESCRIPTION_MAX} 字）`,
  ),
  materialIds: z
    .preprocess(asList, z.array(idField(m.materialsInvalid)).max(LECTURE_MATERIALS_MAX, m.materialsTooMany))
    .describe(`附加的课件 id（本班级的、未转换失败的课件，≤ ${LECTURE_MATERIALS_MAX} 份）`),
});

/** The schedule's rule: the end after the start, and not absurdly long. */
function lectureScheduleProblem(startsAt: number, endsAt: number): string | null {
  if (endsAt <= startsAt) return m.endNotAfterStart;
  if (endsAt - startsAt > LECTURE_LONGEST_HOURS * 3_600_000) return m.tooLong;
  return null;
}

function checkLecture(
  input: { startsAt: string; endsAt: string; room: string; liveId?: number | undefined },
  context: z.RefinementCtx,
) {
  const startsAt = beijingMinute(input.startsAt);
  const endsAt = beijingMinute(input.endsAt);
  if (startsAt !== null && endsAt !== null) {
    const problem = lectureScheduleProblem(startsAt, endsAt);
    if (problem) context.addIssue({ code: z.ZodIssueCode.custom, path: ["endsAt"], message: problem });
  }
  if (input.room === "" && input.liveId === undefined)
    context.addIssue({ code: z.ZodIssueCode.custom, path: ["room"], message: m.placeRequired });
  if (input.room !== "" && input.liveId !== undefined)
    context.addIssue({ code: z.ZodIssueCode.custom, path: ["room"], message: m.placeBoth });
}

/** 保存 a new lecture or a lecture's new fields. */
export const lectureSchema = lectureObject.superRefine(checkLecture);
export type LectureInput = z.infer<typeof lectureSchema>;
/** The form's text fields (materialIds are checkboxes, read as a list). */
export const lectureFields = ["title", "teacher", "startsAt", "endsAt", "room", "liveId", "description"] as const;

export const lectureIdSchema = z.object({ lectureId: idField(m.idInvalid) });
/** The API's POST: the batch and the fields. */
export const lectureCreateSchema = lectureObject
  .extend({ batchId: idField(m.batchInvalid).describe("班级 id") })
  .superRefine(checkLecture);
/** The API's PUT: which lecture and its fields. */
export const lectureUpdateSchema = lectureObject.merge(lectureIdSchema).superRefine(checkLecture);

/** 收藏 (on) or 取消收藏. */
export const lectureCollectSchema = lectureIdSchema.extend({
  on: checkboxField.describe("true 收藏，false 取消收藏"),
});
