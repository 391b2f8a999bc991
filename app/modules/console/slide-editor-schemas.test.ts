import { describe, expect, it } from "vitest";
import { isSlideLink, slideSchema, slideWindowOf } from "./slide-editor-schemas";

describe("a slide's link", () => {
  it("is a path of the site or an https address, nothing else", () => {
    for (const link of ["/policy", "/course?type=2", "/mobile/", "https://yz.chsi.com.cn/"])
      expect(isSlideLink(link)).toBe(true);
    for (const link of [
      "//evil.example/x",
      "javascript:alert(1)",
      "http://a.example",
      "policy",
      "/a b",
      "/\\evil",
      "data:text/html,x",
    ])
      expect(isSlideLink(link)).toBe(false);
  });
});

describe("a slide's days", () => {
  const base = { title: "标题", alt: "五个字以上的说明", linkUrl: "/policy" };

  it("are Beijing days, both inclusive: from the first day's 00:00 to the 00:00 after the last", () => {
    const parsed = slideSchema.parse({ ...base, from: "2026-12-01", to: "2026-12-31" });
    expect(slideWindowOf(parsed)).toEqual({
      startsAt: Date.parse("2026-11-30T16:00:00Z"),
      endsAt: Date.parse("2026-12-31T16:00:00Z"),
    });
    expect(slideWindowOf(slideSchema.parse({ ...base, from: "", to: "" }))).toEqual({ startsAt: null, endsAt: null });
  });

  it("refuses a last day before the first and a day that does not exist", () => {
    const refused = slideSchema.safeParse({ ...base, from: "2026-12-10", to: "2026-12-09" });
    expect(refused.success ? [] : refused.error.issues.map((issue) => issue.path.join("."))).toEqual(["to"]);
    expect(slideSchema.safeParse({ ...base, from: "2026-02-30" }).success).toBe(false);
  });

  it("keeps a one-day slide", () => {
    expect(slideSchema.safeParse({ ...base, from: "2026-12-10", to: "2026-12-10" }).success).toBe(true);
  });
});
