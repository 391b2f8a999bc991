import { describe, expect, it } from "vitest";
import { safeRedirect } from "./safe-redirect";

describe("safeRedirect (remix-utils' check, then ours)", () => {
  it.each([
    ["/user/center", "/user/center"],
    ["/course?type=2#top", "/course?type=2#top"],
    ["/mobile/", "/mobile/"],
    ["/mobile/user?tab=1", "/mobile/user?tab=1"],
    ["  /user/center ", "/user/center"],
    ["/search?q=%E8%80%83%E7%A0%94", "/search?q=%E8%80%83%E7%A0%94"],
  ])("keeps the same-site path %s", (target, expected) => {
    expect(safeRedirect(target)).toBe(expected);
  });

  it.each([
    "//evil.example",
    "///evil.example",
    "/\\evil.example",
    "/\\/evil.example",
    "https://evil.example",
    "http://evil.example/path",
    "HTTPS://evil.example",
    "evil.example",
    "javascript:alert(1)",
    "/\t/evil.example",
    "/\n/evil.example",
    "/x\\..\\..\\evil.example",
    " //evil.example",
    "/a/../b", // remix-utils refuses any "..", even one that stays on the site
    "",
    null,
    undefined,
  ])("refuses %j", (target) => {
    expect(safeRedirect(target as string | null | undefined, "/fallback")).toBe("/fallback");
    expect(safeRedirect(target as string | null | undefined)).toBe("/");
  });

  it("refuses a File from a form", () => {
    expect(safeRedirect(new File(["/user"], "x.txt"))).toBe("/");
  });

  it("uses the given fallback, e.g. the mobile tree's home", () => {
    expect(safeRedirect("//evil.example", "/mobile/")).toBe("/mobile/");
    expect(safeRedirect(null, "/mobile/")).toBe("/mobile/");
  });
});
