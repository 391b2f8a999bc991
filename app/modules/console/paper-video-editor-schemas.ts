// The forms of 真题解析视频 (issue 26): one paper video's fields, which video, and the list's filter. Client-safe: the
// page checks with them in the browser when JavaScript runs, the server always. The video itself comes from 视频库
// (videoId, checked ready by the service); a draft may wait for it, publishing may not.
import { z } from "zod";
import "~/lib/validation/zod-messages";
import { blankAsAbsent, checkboxField, idField, optionalIdField, textField } from "~/lib/validation/input-fields";
import { subjects, type SubjectCode } from "~/modules/subjects/subjects";
import { newsEditorListSchema, newsVersionSchema } from "./news-editor-schemas";
import {
  PAPER_VIDEO_INTRODUCTION_MAX,
  PAPER_VIDEO_LABEL_MAX,
  PAPER_VIDEO_PAPER_MAX,
  PAPER_VIDEO_QUESTION_MAX,
  PAPER_VIDEO_TEACHER_MAX,
  PAPER_VIDEO_TITLE_MAX,
  PAPER_VIDEO_YEAR_MAX,
  PAPER_VIDEO_YEAR_MIN,
  paperVideoEditorMessages as m,
} from "./paper-video-editor-messages";

const subjectCodes = subjects.map((subject) => subject.code) as [SubjectCode, ...SubjectCode[]];

const wholeNumber = (min: number, max: number, message: string) =>
  z.preprocess(
    blankAsAbsent,
    z.coerce
      .number({ required_error: message, invalid_type_error: message })
      .int(message)
      .min(min, message)
      .max(max, message),
  );

const paperVideoObject = z.object({
  subject: z
    .preprocess(blankAsAbsent, z.enum(subjectCodes, { errorMap: () => ({ message: m.subjectRequired }) }))
    .describe("科目：politics、english1、english2、math1、math2、math3、major"),
  examYear: wholeNumber(PAPER_VIDEO_YEAR_MIN, PAPER_VIDEO_YEAR_MAX, m.yearInvalid).describe("真题年份，如 2025"),
  paper: textField({ required: m.paperRequired, max: [PAPER_VIDEO_PAPER_MAX, m.paperTooLong] }).describe(
    "试卷名称，如 2025 年全国硕士研究生招生考试数学（一）",
  ),
  questionNumber: wholeNumber(1, PAPER_VIDEO_QUESTION_MAX, m.questionNumberInvalid).describe(
    "在试卷中的顺序（排序用），如 17",
  ),
  questionLabel: textField({
    required: m.questionLabelRequired,
    max: [PAPER_VIDEO_LABEL_MAX, m.questionLabelTooLong],
  }).describe("试卷上的题号，如 第 17 题、Text 2"),
  title: textField({ required: m.titleRequired, max: [PAPER_VIDEO_TITLE_MAX, m.titleTooLong] }).describe(
    `标题（≤ ${PAPER_VIDEO_TITLE_MAX} 字）`,
  ),
  teacher: textField({ max: [PAPER_VIDEO_TEACHER_MAX, m.teacherTooLong] }).describe("讲解老师（可选）"),
  introduction: textField({ max: [PAPER_VIDEO_INTRODUCTION_MAX, m.introductionTooLong] }).describe(
    `简介（可选，纯文本，≤ ${PAPER_VIDEO_INTRODUCTION_MAX} 字）`,
  ),
  videoId: optionalIdField(m.videoInvalid).describe("视频库中已处理好的视频 id；草稿可暂不选，发布前必须选"),
  freePreview: checkboxField.describe("true：可试看（所有可浏览的人都能看）；否则按科目授权"),
});

/** 保存 (a new draft or a video's new fields). */
export const paperVideoSchema = paperVideoObject;
export type PaperVideoInput = z.infer<typeof paperVideoSchema>;
export const paperVideoFields = [
  "subject",
  "examYear",
  "paper",
  "questionNumber",
  "questionLabel",
  "title",
  "teacher",
  "introduction",
  "videoId",
  "freePreview",
] as const;

/** Which video; `version` is the updated time the editor was opened at (as 资讯发布). */
export const paperVideoIdSchema = z.object({ id: idField(m.idInvalid) });
export const paperVideoVersionSchema = newsVersionSchema;
export const paperVideoUpdateSchema = paperVideoObject.merge(paperVideoIdSchema).merge(paperVideoVersionSchema);

/** The list: every paper video, the drafts or the published ones, a page at a time. */
export const paperVideoEditorListSchema = newsEditorListSchema;
