import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "~/lib/validation/zod-messages";
import { paperSchema, parseStructureText, structureTextOf } from "./paper-editor-schemas";

const politics = {
  subject: "politics",
  examYear: "2026",
  title: "2026 年全国硕士研究生招生考试思想政治理论",
  durationMinutes: "180",
  totalScore: "100",
  structure: "单项选择题 16 16\n多项选择题 17 34\n分析题 5 50",
  description: "",
};

describe("parseStructureText", () => {
  it("reads one part per line, blank lines skipped, 题 and 分 and full-width digits allowed", () => {
    expect(
      parseStructureText("单项选择题 16 16\n\n  多项选择题　１７题 34分  \r\n英语知识运用 Use of English 20 10"),
    ).toEqual({
      parts: [
        { name: "单项选择题", count: 16, score: 16 },
        { name: "多项选择题", count: 17, score: 34 },
        { name: "英语知识运用 Use of English", count: 20, score: 10 },
      ],
    });
    expect(parseStructureText("  \n")).toEqual({ parts: [] });
  });

  it("names the line it cannot read, as the textarea numbers it", () => {
    expect(parseStructureText("单项选择题 16 16\n\n分析题 五 50")).toEqual({
      error: "第 3 行「分析题 五 50」请写成“题型 题量 分值”，例如：单项选择题 16 16",
    });
    expect(parseStructureText("16 16")).toMatchObject({ error: expect.stringContaining("第 1 行") });
    expect(parseStructureText("1 16 16")).toMatchObject({ error: expect.stringContaining("第 1 行") });
    expect(parseStructureText("单选 1 1\n单选 2 2")).toEqual({ error: "第 2 行：题型「单选」与第 1 行重复" });
    expect(parseStructureText(`${"题".repeat(31)} 1 1`)).toEqual({ error: "第 1 行：题型名称不能超过 30 个字" });
  });

  it("round-trips through the editor's text", () => {
    const parts = [
      { name: "阅读理解 A 节", count: 20, score: 40 },
      { name: "写作", count: 2, score: 30 },
    ];
    expect(parseStructureText(structureTextOf(parts))).toEqual({ parts });
  });
});

describe("paperSchema", () => {
  it("accepts a paper whose parts add up to its full score, and one without parts yet", () => {
    const parsed = paperSchema.parse(politics);
    expect(parsed.structure).toHaveLength(3);
    expect([parsed.examYear, parsed.durationMinutes, parsed.totalScore]).toEqual([2026, 180, 100]);
    expect(paperSchema.parse({ ...politics, structure: "" }).structure).toEqual([]);
  });

  it("refuses parts that do not add up, and every bad field with its message", () => {
    const array = paperSchema.safeParse({ ...politics, structure: [{ name: "单项选择题", count: 16, score: 16 }] });
    expect(array.success ? {} : fieldErrorsOf(array.error)).toEqual({
      structure: "试卷结构应为文字，每行一个题型，例如：单项选择题 16 16",
    });
    const sum = paperSchema.safeParse({ ...politics, totalScore: "150" });
    expect(sum.success ? {} : fieldErrorsOf(sum.error)).toEqual({
      structure: "各题型分值合计 100 分，与满分 150 分不一致",
    });
    const bad = paperSchema.safeParse({
      ...politics,
      subject: "major",
      examYear: "1999",
      title: " ",
      durationMinutes: "abc",
      structure: "单项选择题 16",
    });
    expect(bad.success ? {} : fieldErrorsOf(bad.error)).toEqual({
      subject: "请选择科目（政治、英语一、英语二、数学一、数学二、数学三）",
      examYear: "年份应为 2000–2100 之间的整数",
      title: "请填写试卷名称",
      durationMinutes: "考试时长应为 1–600 之间的整数（分钟）",
      structure: "第 1 行「单项选择题 16」请写成“题型 题量 分值”，例如：单项选择题 16 16",
    });
  });
});
