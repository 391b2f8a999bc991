import { describe, expect, it } from "vitest";
import { contentPaths } from "~/modules/content/content-paths";
import { experienceListHref } from "./experience-list-href";

describe("experienceListHref", () => {
  it("leaves the defaults out and keeps a stable order", () => {
    const base = { category: null, senior: null, sort: "new", page: 1 };
    expect(experienceListHref(contentPaths.desktop, base)).toBe("/square/experience");
    expect(experienceListHref(contentPaths.desktop, { ...base, category: "math", sort: "hot", page: 3 })).toBe(
      "/square/experience?category=math&sort=hot&page=3",
    );
    expect(experienceListHref(contentPaths.mobile, { ...base, senior: 4, page: 2 })).toBe(
      "/mobile/news/more?senior=4&page=2",
    );
  });
});
