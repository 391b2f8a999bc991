import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "~/lib/validation/zod-messages";
import { collectSchema, pagingSchema, wordAnswerSchema, wordClickSchema, wordSettingsSchema } from "./word-schemas";

const errorsOf = (schema: { safeParse(input: unknown): { success: boolean; error?: unknown } }, input: unknown) => {
  const result = schema.safeParse(input) as { success: boolean; error?: Parameters<typeof fieldErrorsOf>[0] };
  return result.success || !result.error ? {} : fieldErrorsOf(result.error);
};

describe("answer input", () => {
  it("takes ids from forms (strings) or JSON (numbers); reps is optional", () => {
    expect(wordAnswerSchema.parse({ wordId: "12", bookId: 3 })).toEqual({ wordId: 12, bookId: 3, reps: undefined });
    expect(wordAnswerSchema.parse({ wordId: 12, bookId: "3", reps: "0" })).toEqual({ wordId: 12, bookId: 3, reps: 0 });
    expect(wordAnswerSchema.parse({ wordId: 12, bookId: 3, reps: "" })).toEqual({
      wordId: 12,
      bookId: 3,
      reps: undefined,
    });
  });

  it("names what is missing or wrong", () => {
    expect(errorsOf(wordAnswerSchema, {})).toEqual({ wordId: "请指定单词", bookId: "请选择词书" });
    expect(errorsOf(wordAnswerSchema, { wordId: "", bookId: "x" })).toEqual({
      wordId: "请指定单词",
      bookId: "请选择词书",
    });
    expect(errorsOf(wordAnswerSchema, { wordId: 0, bookId: 2.5 })).toEqual({
      wordId: "请指定单词",
      bookId: "请选择词书",
    });
    expect(errorsOf(wordAnswerSchema, { wordId: 1, bookId: 1, reps: -1 })).toEqual({
      reps: "作答状态无效，请刷新后重试",
    });
  });
});

describe("paging", () => {
  it("defaults to page 1 of 20 and clamps rows to 100", () => {
    expect(pagingSchema.parse({})).toEqual({ page: 1, rows: 20 });
    expect(pagingSchema.parse({ page: "3", rows: "500" })).toEqual({ page: 3, rows: 100 });
    expect(errorsOf(pagingSchema, { page: 0 })).toEqual({ page: "页码应为正整数" });
    expect(errorsOf(pagingSchema, { rows: "ten" })).toEqual({ rows: "每页条数应为正整数" });
  });
});

describe("collect and wordClick", () => {
  it("reads the notebook flag from forms and JSON; absent means collect", () => {
    expect(collectSchema.parse({ wordId: 1 })).toEqual({ wordId: 1, collected: true });
    for (const value of [false, 0, "0", "false", "off"])
      expect(collectSchema.parse({ wordId: 1, collected: value }).collected).toBe(false);
    for (const value of [true, 1, "1", "true", "on"])
      expect(collectSchema.parse({ wordId: 1, collected: value }).collected).toBe(true);
    expect(errorsOf(collectSchema, { wordId: 1, collected: "yes please" })).toEqual({ collected: "收藏状态无效" });
  });

  it("looks up by id or headword, one of them", () => {
    expect(wordClickSchema.parse({ word: "  Abandon " })).toEqual({ wordId: undefined, word: "Abandon" });
    expect(wordClickSchema.parse({ wordId: "5" })).toEqual({ wordId: 5, word: undefined });
    expect(errorsOf(wordClickSchema, {})).toEqual({ word: "请指定要查询的单词" });
    expect(errorsOf(wordClickSchema, { word: "x".repeat(65) })).toEqual({ word: "要查询的单词太长了" });
  });
});

describe("settings form", () => {
  it("accepts either field; an empty exam date means the national exam's", () => {
    expect(wordSettingsSchema.parse({ dailyNewWords: "30", examDate: "2026-12-26" })).toEqual({
      dailyNewWords: 30,
      examDate: "2026-12-26",
    });
    expect(wordSettingsSchema.parse({ examDate: "" })).toEqual({ dailyNewWords: undefined, examDate: null });
    expect(wordSettingsSchema.parse({ examDate: null })).toEqual({ dailyNewWords: undefined, examDate: null });
    expect(wordSettingsSchema.parse({})).toEqual({ dailyNewWords: undefined, examDate: undefined });
    expect(wordSettingsSchema.parse({ dailyNewWords: 0 }).dailyNewWords).toBe(0);
  });

  it("refuses a quota outside 0–200 and a date not in YYYY-MM-DD", () => {
    for (const value of [-1, 201, 2.5, "lots"]) {
      expect(errorsOf(wordSettingsSchema, { dailyNewWords: value })).toEqual({
        dailyNewWords: "每日新词数应为 0–200 之间的整数",
      });
    }
    for (const value of ["2026/12/26", "26-12-2026", "明年", 20261226]) {
      expect(errorsOf(wordSettingsSchema, { examDate: value })).toEqual({
        examDate: "请输入正确的考试日期，例如 2026-12-19",
      });
    }
  });
});
