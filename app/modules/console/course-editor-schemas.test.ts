import { describe, expect, it } from "vitest";
import {
  parseCatalogueChange,
  courseSchema,
  fenToYuanText,
  parseTags,
  parseTeacherLines,
  yuanToFen,
} from "./course-editor-schemas";

describe("the course's facts as typed", () => {
  it("reads teachers line by line, 「姓名，介绍」 with either comma or a tab, naming a bad line", () => {
    expect(parseTeacherLines("张老师，北大博士\n\n李老师\nKim, PhD\t")).toEqual({
      teachers: [
        { name: "张老师", title: "北大博士" },
        { name: "李老师", title: "" },
        { name: "Kim", title: "PhD" },
      ],
      error: null,
    });
    expect(parseTeacherLines("张老师\n，没有名字").error).toContain("第 2 行");
    expect(parseTeacherLines("张老师\n张老师，又一次").error).toBe("主讲老师「张老师」写了两次");
    expect(parseTeacherLines(Array.from({ length: 11 }, (_, i) => `老师${i}`).join("\n")).error).toBe(
      "主讲老师最多 10 位",
    );
  });

  it("splits tags on commas, 、 and spaces, once each", () => {
    expect(parseTags("基础、强化, 基础；真题 ")).toEqual({ tags: ["基础", "强化", "真题"], error: null });
    expect(parseTags("这是一个特别特别长的标签名字").error).toContain("超过 12 个字");
  });

  it("reads 元 with at most two decimals as fen, and writes fen back", () => {
    expect([yuanToFen("0"), yuanToFen("9.9"), yuanToFen("199.00"), yuanToFen(" 12.05 ")]).toEqual([
      0, 990, 19900, 1205,
    ]);
    expect([yuanToFen("1.999"), yuanToFen("-1"), yuanToFen("一百"), yuanToFen("1e3")]).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect([fenToYuanText(990), fenToYuanText(19900), fenToYuanText(1205)]).toEqual(["9.9", "199", "12.05"]);
  });

  it("takes the form's strings and an API client's lists alike", () => {
    const fromForm = courseSchema.parse({
      type: "2",
      subject: "math1",
      title: " 高数 ",
      introduction: "介绍",
      teachers: "张老师，北大",
      tags: "a,b",
      price: "",
    });
    const fromJson = courseSchema.parse({
      type: 2,
      subject: "math1",
      title: "高数",
      introduction: "介绍",
      teachers: [{ name: "张老师", title: "北大" }],
      tags: ["a", "b"],
      price: 0,
    });
    expect(fromForm).toEqual(fromJson);
    expect(fromForm).toMatchObject({ type: 2, title: "高数", price: 0, tags: ["a", "b"] });
  });
});

describe("a catalogue change", () => {
  it("is read by its intent's schema, with each field's own message", () => {
    expect(parseCatalogueChange({ intent: "moveLesson", lessonId: "7", direction: "up" })).toEqual({
      success: true,
      data: { intent: "moveLesson", lessonId: 7, direction: "up" },
    });
    expect(parseCatalogueChange({ intent: "addLesson", sectionId: "3", videoId: "4", freePreview: "on" })).toEqual({
      success: true,
      data: { intent: "addLesson", sectionId: 3, videoId: 4, title: "", freePreview: true },
    });
    expect(parseCatalogueChange({ intent: "moveChapter", chapterId: "x", direction: "left" })).toEqual({
      success: false,
      errors: { chapterId: "请指定章", direction: "请选择上移或下移" },
    });
    for (const intent of ["dropTable", "toString", "__proto__", undefined])
      expect(parseCatalogueChange({ intent })).toEqual({
        success: false,
        errors: { intent: "无法识别的操作，请在页面上重新提交" },
      });
  });
});
