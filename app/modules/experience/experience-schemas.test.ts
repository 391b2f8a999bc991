import { describe, expect, it } from "vitest";
import { experienceListSchema, parseExperienceListQuery } from "./experience-schemas";

describe("the experience list's query", () => {
  it("reads the page's parameters (senior → seniorId), with 最新 by default", () => {
    const { input, errors } = parseExperienceListQuery(
      new URLSearchParams("category=数学&senior=3&sort=最热&page=2"),
      12,
    );
    expect(errors).toEqual([]);
    expect(input).toEqual({ page: 2, rows: 12, category: "math", seniorId: 3, sort: "hot" });
    expect(parseExperienceListQuery(new URLSearchParams(""), 10).input).toMatchObject({
      page: 1,
      rows: 10,
      sort: "new",
    });
  });

  it("drops each bad value with its message and keeps the rest", () => {
    const { input, errors } = parseExperienceListQuery(
      new URLSearchParams("category=化学&senior=x&sort=hot&page=-1"),
      12,
    );
    expect(input).toEqual({ page: 1, rows: 12, sort: "hot" });
    expect(errors).toHaveLength(3);
    expect(errors[0]).toContain("分类不存在");
  });

  it("clamps rows to 100 for the API", () => {
    expect(experienceListSchema.parse({ rows: "500" }).rows).toBe(100);
  });
});
