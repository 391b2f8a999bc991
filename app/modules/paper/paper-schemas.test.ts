import { describe, expect, it } from "vitest";
import {
  paperCollectFormSchema,
  paperIdSchema,
  paperListSchema,
  paperQuerySchema,
  paperRecommendSchema,
  paperSubjects,
} from "./paper-schemas";

describe("paper inputs", () => {
  it("has the six national subjects, by subjects.ts's names", () => {
    expect(paperSubjects.map((subject) => subject.name)).toEqual([
      "政治",
      "英语一",
      "英语二",
      "数学一",
      "数学二",
      "数学三",
    ]);
  });

  it("reads the list's query: subject by code or name, year, clamped rows", () => {
    expect(paperListSchema.parse({})).toEqual({ page: 1, rows: 20 });
    expect(paperListSchema.parse({ subject: "数学一", year: "2024", page: "2", rows: "500" })).toEqual({
      subject: "math1",
      year: 2024,
      page: 2,
      rows: 100,
    });
    expect(paperListSchema.parse({ subject: "", year: "" })).toEqual({ page: 1, rows: 20 });
    expect(paperQuerySchema.parse({ keyword: " 数学 " }).keyword).toBe("数学");
  });

  it("refuses what it cannot read, in Chinese", () => {
    const messages = (input: Record<string, unknown>) =>
      paperListSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];
    expect(messages({ subject: "专业课" })[0]).toMatch(/^科目不存在/);
    expect(messages({ subject: "化学" })[0]).toMatch(/^科目不存在/);
    expect(messages({ year: "1999" })).toEqual(["年份应为 2000–2100 之间的整数"]);
    expect(messages({ year: "abc" })).toEqual(["年份应为 2000–2100 之间的整数"]);
    expect(messages({ rows: "0" })).toEqual(["每页条数应为正整数"]);
    expect(paperIdSchema.safeParse({ id: "x" }).error?.issues[0]?.message).toBe("请指定真题");
    expect(paperCollectFormSchema.safeParse({ intent: "like" }).success).toBe(false);
  });

  it("recommends 8 by default, at most 100", () => {
    expect(paperRecommendSchema.parse({})).toEqual({ rows: 8 });
    expect(paperRecommendSchema.parse({ rows: "1000" })).toEqual({ rows: 100 });
  });
});
