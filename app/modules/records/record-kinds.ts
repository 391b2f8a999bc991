// The kinds of study record (学习记录) and the filter of the timeline (kind, date range, page), shared by the pages of
// both trees and the records kernel. Client-safe: zod only.
import { z } from "zod";
import "~/lib/validation/zod-messages";
import { blankAsAbsent, INT_MAX } from "~/lib/validation/input-fields";
import { studyDayOfDate } from "~/modules/study-day/study-day";

export const studyRecordKinds = [
  "course_video",
  "paper_video",
  "word_day",
  "exam",
  "practice",
  "paper_download",
  "zmt_download",
  "training_material_download",
] as const;
export type StudyRecordKind = (typeof studyRecordKinds)[number];

export const studyRecordKindNames: Record<StudyRecordKind, string> = {
  course_video: "课程视频",
  paper_video: "真题解析",
  word_day: "背单词",
  exam: "模考",
  practice: "刷题",
  paper_download: "试卷下载",
  zmt_download: "自命题下载",
  training_material_download: "课件下载",
};

/** The timeline's filter: what the GET form's 类型 offers, each a set of kinds. */
export const recordFilters = [
  { code: "all", name: "全部", kinds: studyRecordKinds },
  { code: "video", name: "视频", kinds: ["course_video", "paper_video"] },
  { code: "word", name: "单词", kinds: ["word_day"] },
  { code: "question", name: "做题", kinds: ["exam", "practice"] },
  { code: "download", name: "下载", kinds: ["paper_download", "zmt_download", "training_material_download"] },
] as const satisfies readonly { code: string; name: string; kinds: readonly StudyRecordKind[] }[];
export type RecordFilterCode = (typeof recordFilters)[number]["code"];

const recordMessages = {
  kindInvalid: "请选择记录类型",
  dateInvalid: "日期格式应为 2025-03-10",
  rangeInvalid: "开始日期不能晚于结束日期",
  pageInvalid: "页码应为正整数",
} as const;
const m = recordMessages;

const dateField = z.preprocess(
  blankAsAbsent,
  z
    .string()
    .refine((value) => studyDayOfDate(value) !== null, m.dateInvalid)
    .optional(),
);

/** `?kind=&from=&to=&page=` of /user/record and /mobile/user/learningRecord. Dates are study days (04:00 Asia/Shanghai). */
export const recordFilterSchema = z
  .object({
    kind: z.preprocess(
      blankAsAbsent,
      z
        .enum(recordFilters.map((filter) => filter.code) as [RecordFilterCode, ...RecordFilterCode[]], {
          errorMap: () => ({ message: m.kindInvalid }),
        })
        .default("all"),
    ),
    from: dateField,
    to: dateField,
    page: z.preprocess(
      blankAsAbsent,
      z.coerce
        .number({ invalid_type_error: m.pageInvalid })
        .int(m.pageInvalid)
        .min(1, m.pageInvalid)
        .max(INT_MAX, m.pageInvalid)
        .default(1),
    ),
  })
  .refine((value) => !value.from || !value.to || value.from <= value.to, { message: m.rangeInvalid, path: ["to"] });
export type RecordFilterInput = z.infer<typeof recordFilterSchema>;

export function kindsOfFilter(code: RecordFilterCode): readonly StudyRecordKind[] {
  return recordFilters.find((filter) => filter.code === code)?.kinds ?? studyRecordKinds;
}
