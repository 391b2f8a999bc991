import { describe, expect, it } from "vitest";
import { hotNewsSchema, newsListSchema, newsReactionFormSchema } from "./news-schemas";

describe("newsListSchema", () => {
  it("defaults to page 1 of 20, every category", () => {
    expect(newsListSchema.parse({})).toEqual({ page: 1, rows: 20, category: undefined, keyword: undefined });
  });

  it("reads a category by code or name and clamps rows to 100", () => {
    expect(newsListSchema.parse({ category: "备考指导", rows: "500", page: "3" })).toMatchObject({
      category: "guide",
      rows: 100,
      page: 3,
    });
    expect(newsListSchema.parse({ category: "", keyword: "  调剂 " })).toMatchObject({
      category: undefined,
      keyword: "调剂",
    });
  });

  it("names what is wrong in Chinese", () => {
    const messages = (input: Record<string, unknown>) =>
      newsListSchema.safeParse(input).error?.issues.map((issue) => issue.message);
    expect(messages({ category: "sports" })).toEqual([
      "资讯分类不存在（可选：政策解读、招生信息、考试安排、备考指导）",
    ]);
    expect(messages({ page: "0" })).toEqual(["页码应为正整数"]);
    expect(messages({ rows: "x" })).toEqual(["每页条数应为正整数"]);
    expect(messages({ keyword: "字".repeat(41) })).toEqual(["关键词最多 40 个字"]);
  });
});

describe("hot and reactions", () => {
  it("hot lists are 8 long by default", () => {
    expect(hotNewsSchema.parse({})).toEqual({ page: 1, rows: 8 });
  });

  it("a reaction needs an article and one of four intents", () => {
    expect(newsReactionFormSchema.parse({ id: "7", intent: "collect" })).toEqual({ id: 7, intent: "collect" });
    expect(newsReactionFormSchema.safeParse({ id: "7", intent: "share" }).error?.issues[0]?.message).toBe(
      "请选择点赞、取消点赞、收藏或取消收藏",
    );
    expect(newsReactionFormSchema.safeParse({ intent: "like" }).error?.issues[0]?.message).toBe("请指定资讯");
  });
});
