// The follows forms and queries: 关注 / 取消关注, the tabs of 我的关注, the 学长学姐 filter (a bad value named, the rest kept).
import { describe, expect, it } from "vitest";
import { parseListQueryLeniently } from "~/modules/paging/lenient-list-query";
import { followFormSchema, followTabOf, seniorDirectorySchema } from "./follow-schemas";

describe("followFormSchema", () => {
  it("takes a senior and a direction", () => {
    expect(followFormSchema.parse({ seniorId: "7", intent: "follow" })).toEqual({ seniorId: 7, intent: "follow" });
    expect(followFormSchema.parse({ seniorId: 7, intent: "unfollow" })).toEqual({ seniorId: 7, intent: "unfollow" });
  });

  it("names what is wrong in Chinese", () => {
    expect(followFormSchema.safeParse({ seniorId: "", intent: "follow" }).error?.issues[0]?.message).toBe(
      "请选择要关注的学长学姐",
    );
    expect(followFormSchema.safeParse({ seniorId: "x", intent: "follow" }).error?.issues[0]?.message).toBe(
      "请选择要关注的学长学姐",
    );
    expect(followFormSchema.safeParse({ seniorId: "3", intent: "like" }).error?.issues[0]?.message).toBe(
      "请选择关注或取消关注",
    );
  });
});

describe("followTabOf", () => {
  it("defaults to the seniors and refuses unknown tabs", () => {
    expect(followTabOf(null)).toBe("seniors");
    expect(followTabOf("")).toBe("seniors");
    expect(followTabOf("posts")).toBe("posts");
    expect(followTabOf("nope")).toBeNull();
  });
});

describe("seniorDirectorySchema", () => {
  const parse = (query: string) =>
    parseListQueryLeniently(
      seniorDirectorySchema,
      new URLSearchParams(query),
      { school: "school", category: "category", year: "year", page: "page" },
      { rows: 20 },
    );

  it("reads school, category (code or name), year and page", () => {
    expect(parse("school=清华大学&category=数学&year=2025&page=2").input).toEqual({
      school: "清华大学",
      category: "math",
      year: 2025,
      page: 2,
      rows: 20,
    });
    expect(parse("school=&category=&year=").input).toEqual({ page: 1, rows: 20 });
  });

  it("drops a bad value with its message and keeps the rest", () => {
    const { input, errors } = parse("school=北京大学&category=nope&year=1999");
    expect(input).toEqual({ school: "北京大学", page: 1, rows: 20 });
    expect(errors).toEqual([
      "分类不存在（可选：备考规划、政治、英语、数学、专业课、复试）",
      "年份应为 2000 到 2100 之间的整数",
    ]);
  });
});
