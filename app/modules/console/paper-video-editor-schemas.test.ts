// 真题解析视频's form rules that need no database: the numbers, the required text and the optional video.
import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "~/lib/validation/zod-messages";
import { paperVideoSchema, paperVideoUpdateSchema } from "./paper-video-editor-schemas";

const form = {
  subject: "english1",
  examYear: "2025",
  paper: "2025 年全国硕士研究生招生考试英语（一）",
  questionNumber: "22",
  questionLabel: "Text 2",
  title: "阅读理解 Text 2 逐题讲解",
  teacher: "",
  introduction: "",
  videoId: "",
  freePreview: "",
};

describe("paperVideoSchema", () => {
  it("reads a form: numbers from text, no video yet, 试看 unticked", () => {
    expect(paperVideoSchema.parse(form)).toMatchObject({
      examYear: 2025,
      questionNumber: 22,
      videoId: undefined,
      freePreview: false,
      teacher: "",
    });
    expect(paperVideoSchema.parse({ ...form, videoId: "7", freePreview: "on" })).toMatchObject({
      videoId: 7,
      freePreview: true,
    });
  });

  it("gives one Chinese message per field", () => {
    const result = paperVideoSchema.safeParse({
      ...form,
      subject: "physics",
      examYear: "2025.5",
      paper: "",
      questionNumber: "0",
      questionLabel: "题".repeat(21),
      title: "",
      videoId: "x",
    });
    expect(result.success ? {} : fieldErrorsOf(result.error)).toEqual({
      subject: "请选择科目",
      examYear: "年份应为 2000–2100 之间的整数",
      paper: "请填写试卷名称",
      questionNumber: "题目顺序应为 1–200 之间的整数",
      questionLabel: "题号不能超过 20 个字",
      title: "请填写视频标题",
      videoId: "请从视频库中选择视频",
    });
  });

  it("takes JSON numbers and needs the id and version on the API's save", () => {
    expect(paperVideoUpdateSchema.safeParse({ ...form, examYear: 2101, id: 3, version: 1 }).success).toBe(false);
    expect(
      paperVideoUpdateSchema.parse({ ...form, examYear: 2000, questionNumber: 200, id: 3, version: 1 }),
    ).toMatchObject({ examYear: 2000, questionNumber: 200, id: 3, version: 1 });
    const missing = paperVideoUpdateSchema.safeParse({ ...form });
    expect(missing.success ? {} : Object.keys(fieldErrorsOf(missing.error)).sort()).toEqual(["id", "version"]);
  });
});
