// The reading of pdfinfo's and pdftotext's output, and soffice's arguments (material-tools.server.ts).
import { describe, expect, it } from "vitest";
import { commandAvailable, parsePdfInfo, sofficeArgs, splitPageTexts } from "./material-tools.server";

const run = (code: number | null, stdout: string, stderr = "") => ({ code, stdout, stderr, timedOut: false });

describe("parsePdfInfo", () => {
  it("reads the page count", () => {
    expect(parsePdfInfo(run(0, "Title: x\nPages:          12\nEncrypted:      no\n"))).toEqual({
      ok: true,
      info: { pages: 12 },
    });
  });
  it("tells a password from a damaged file", () => {
    expect(parsePdfInfo(run(1, "", "Command Line Error: Incorrect password\n"))).toMatchObject({
      ok: false,
      reason: "password",
    });
    expect(parsePdfInfo(run(1, "", "Syntax Error: Couldn't find trailer dictionary\n"))).toMatchObject({
      ok: false,
      reason: "damaged",
    });
  });
});

describe("splitPageTexts", () => {
  it("splits at form feeds, trims, and pads missing pages", () => {
    expect(splitPageTexts("第一页  \n\n\n\n正文\f第二页\f", 3)).toEqual(["第一页\n\n正文", "第二页", ""]);
  });
});

describe("soffice and the tools", () => {
  it("gives each run its own profile", () => {
    const args = sofficeArgs("/tmp/a/input.pptx", "/tmp/a/out", "/tmp/a/profile");
    expect(args[0]).toBe("-env:UserInstallation=file:///tmp/a/profile");
    expect(args).toContain("--headless");
    expect(args.slice(-4)).toEqual(["pdf", "--outdir", "/tmp/a/out", "/tmp/a/input.pptx"]);
  });
  it("says a missing program is missing", async () => {
    expect(await commandAvailable("yantu-no-such-program", "--version")).toBe(false);
  });
});
