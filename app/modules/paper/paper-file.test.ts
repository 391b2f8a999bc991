import { describe, expect, it } from "vitest";
import { sniffPaperFile } from "./paper-file";

const bytes = (...values: Array<number | string>) =>
  new Uint8Array(values.flatMap((value) => (typeof value === "string" ? [...Buffer.from(value, "latin1")] : [value])));

describe("sniffPaperFile", () => {
  it("accepts what starts with %PDF-, whatever it is called", () => {
    expect(sniffPaperFile(bytes("%PDF-1.7\n%âãÏÓ\n"))).toEqual({ ok: true });
  });

  it("names what was chosen instead of a PDF", () => {
    expect(sniffPaperFile(bytes(0x89, "PNG\r\n", 0x1a, "\n", 0, 0))).toEqual({
      ok: false,
      what: "文件内容是 PNG 图片",
    });
    expect(sniffPaperFile(bytes(0xff, 0xd8, 0xff, 0xe0))).toEqual({ ok: false, what: "文件内容是 JPEG 图片" });
    expect(sniffPaperFile(bytes("PK", 3, 4, "word/"))).toMatchObject({ what: expect.stringContaining("Word") });
    expect(sniffPaperFile(bytes())).toEqual({ ok: false, what: "文件是空的" });
    // A PDF header late in the file (after junk) is not a PDF either.
    expect(sniffPaperFile(bytes(" %PDF-1.4"))).toEqual({ ok: false, what: "文件开头不是 %PDF-" });
    expect(sniffPaperFile(bytes("%PDF"))).toEqual({ ok: false, what: "文件开头不是 %PDF-" });
  });
});
