import { describe, expect, it } from "vitest";
import { safeRedirect } from "./safe-redirect";

describe("safeRedirect", () => {
  it.each([
    ["/user/center", "/user/center"],
    ["/course?type=2#top", "/course?type=2#top"],
    ["/mobile/", "/mobile/"],
    ["/a/../b", "/b"],
  ])("keeps the same-site path %s", (target, expected) => {
    expect(safeRedirect(target)).toBe(expected);
  });

  it.each([
    "//evil.example",
    "/\\evil.example",
    "https://evil.example",
    "http://evil.example/path",
    "evil.example",
    "javascript:alert(1)",
    "/\t/evil.example",
    "",
    null,
    undefined,
  ])("sends %s home", (target) => {
    expect(safeRedirect(target as string | null | undefined)).toBe("/");
  });

  it("uses the given fallback", () => {
    expect(safeRedirect("//evil.example", "/mobile/")).toBe("/mobile/");
  });
});
