// The forms of 直播管理 (issue 26): one live's fields, which live, and the list's filter. Client-safe: the page checks
// with them in the browser when JavaScript runs, the server always. Times are Beijing times to the minute, as a
// datetime-local field sends them (2026-12-10T19:30) or as people type them (2026-12-10 19:30); the live ends after
// it starts and within LIVE_LONGEST_HOURS. The stream is the provider's https address of an HLS or MP4 stream: what a
// <video> element can play (docs/decisions/0052-lives-and-paper-videos-from-the-console.md).
import { z } from "zod";
import "~/lib/validation/zod-messages";
import { SHANGHAI_OFFSET_MS, shanghaiIsoMinute } from "~/lib/shanghai-time";
import { blankAsAbsent, checkboxField, idField, optionalIdField, textField } from "~/lib/validation/input-fields";
import { subjects, type SubjectCode } from "~/modules/subjects/subjects";
import {
  LIVE_INTRODUCTION_MAX,
  LIVE_LONGEST_HOURS,
  LIVE_STREAM_URL_MAX,
  LIVE_TEACHER_MAX,
  LIVE_TITLE_MAX,
  liveEditorMessages as m,
} from "./live-editor-messages";
import { newsEditorListSchema, newsVersionSchema } from "./news-editor-schemas";

const MINUTE = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::00)?$/;

/** 2026-12-10T19:30 (or with a space) in Beijing time → epoch ms; null for anything that is not a real minute. */
export function beijingMinute(text: string): number | null {
  const match = MINUTE.exec(text.trim());
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  if (hour > 23 || minute > 59) return null;
  const utc = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(utc);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return utc - SHANGHAI_OFFSET_MS;
}

/** An instant as a datetime-local field's value in Beijing time (2026-12-10T19:30). */
export function beijingMinuteInput(time: number): string {
  return shanghaiIsoMinute(time).replace(" ", "T");
}

/** An https address of an HLS (.m3u8) or MP4 stream, without credentials: what the player's <video> can load. */
export function isStreamUrl(text: string): boolean {
  if (/\s/.test(text)) return false;
  try {
    const url = new URL(text);
    return (
      url.protocol === "https:" && url.username === "" && url.password === "" && /\.(m3u8|mp4)$/i.test(url.pathname)
    );
  } catch {
    return false;
  }
}

const subjectCodes = subjects.map((subject) => subject.code) as [SubjectCode, ...SubjectCode[]];

const minuteField = (required: string) =>
  textField({
    required,
    max: [20, m.timeInvalid],
    check: (text) => (beijingMinute(text) === null ? m.timeInvalid : null),
  });

const liveObject = z.object({
  title: textField({ required: m.titleRequired, max: [LIVE_TITLE_MAX, m.titleTooLong] }).describe(
    `标题（≤ ${LIVE_TITLE_MAX} 字）`,
  ),
  teacher: textField({ required: m.teacherRequired, max: [LIVE_TEACHER_MAX, m.teacherTooLong] }).describe(
    `主讲老师（≤ ${LIVE_TEACHER_MAX} 字）`,
  ),
  subject: z
    .preprocess(blankAsAbsent, z.enum(subjectCodes, { errorMap: () => ({ message: m.subjectRequired }) }))
    .describe("科目：politics、english1、english2、math1、math2、math3、major"),
  introduction: textField({ max: [LIVE_INTRODUCTION_MAX, m.introductionTooLong] }).describe(
    `简介（可选，纯文本，≤ ${LIVE_INTRODUCTION_MAX} 字）`,
  ),
  startsAt: minuteField(m.startsAtRequired).describe("开始时间，北京时间，如 2026-12-10T19:30"),
  endsAt: minuteField(m.endsAtRequired).describe(`结束时间，北京时间，晚于开始时间且不超过 ${LIVE_LONGEST_HOURS} 小时`),
  streamUrl: textField({
    max: [LIVE_STREAM_URL_MAX, m.streamUrlTooLong],
    check: (text) => (isStreamUrl(text) ? null : m.streamUrlInvalid),
  }).describe("直播地址（可选）：直播服务商提供的 https:// HLS（.m3u8）或 MP4 播放地址，直播期间学生播放它"),
  videoId: optionalIdField(m.videoInvalid).describe("回放（可选）：视频库中已处理好的视频 id；留空为暂无回放"),
  keepReplay: checkboxField.describe(
    "true 且 videoId 为空：保留现有回放（如不在视频库中的演示录像）；否则 videoId 为空即无回放",
  ),
  free: checkboxField.describe("true：免费（所有可浏览的人都能看）；否则按科目授权"),
});

/** The schedule's rule: the end after the start, and not absurdly long. */
export function scheduleProblem(startsAt: number, endsAt: number): string | null {
  if (endsAt <= startsAt) return m.endNotAfterStart;
  if (endsAt - startsAt > LIVE_LONGEST_HOURS * 3_600_000) return m.tooLong;
  return null;
}

function checkSchedule(input: { startsAt: string; endsAt: string }, context: z.RefinementCtx) {
  const startsAt = beijingMinute(input.startsAt);
  const endsAt = beijingMinute(input.endsAt);
  if (startsAt === null || endsAt === null) return;
  const problem = scheduleProblem(startsAt, endsAt);
  if (problem) context.addIssue({ code: z.ZodIssueCode.custom, path: ["endsAt"], message: problem });
}

/** 保存 (a new draft or a live's new fields). */
export const liveSchema = liveObject.superRefine(checkSchedule);
export type LiveInput = z.infer<typeof liveSchema>;
export const liveFields = [
  "title",
  "teacher",
  "subject",
  "introduction",
  "startsAt",
  "endsAt",
  "streamUrl",
  "videoId",
  "keepReplay",
  "free",
] as const;

/** Which live; `version` is the updated time the editor was opened at (as 资讯发布). */
export const liveIdSchema = z.object({ id: idField(m.idInvalid) });
export const liveVersionSchema = newsVersionSchema;
/** The API's PUT: the fields, which live and its version. */
export const liveUpdateSchema = liveObject.merge(liveIdSchema).merge(liveVersionSchema).superRefine(checkSchedule);

/** The list: every live, the drafts or the published ones, a page at a time. */
export const liveEditorListSchema = newsEditorListSchema;
