import { describe, expect, it } from "vitest";
import { errorsByFile, findByteProblem } from "./html-conformance";

const utf8 = (text: string) => new TextEncoder().encode(text);
const concat = (...parts: Array<Uint8Array | number[]>) => Uint8Array.from(parts.flatMap((part) => [...part]));
const strictlyDecodes = (bytes: Uint8Array) => {
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
};

describe("findByteProblem", () => {
  it("passes clean UTF-8: ASCII, Chinese, an emoji, the largest code point", () => {
    const clean = utf8("<!DOCTYPE html><title>研途 — 考研</title>😀\u{10FFFF}");
    expect(findByteProblem(clean)).toBeNull();
    expect(findByteProblem(new Uint8Array())).toBeNull();
  });

  it("finds a NUL byte and says where, as React's padded view had one", () => {
    // A NUL is valid UTF-8: the decoder alone would let it through.
    const page = concat(utf8("<p>研途"), [0x00, 0x00], utf8("</p>"));
    expect(strictlyDecodes(page)).toBe(true);
    expect(findByteProblem(page)).toEqual({ offset: 9, problem: "NUL byte" });
  });

  it("finds a multibyte character cut short at the end of a chunk, and in the middle", () => {
    const 研 = utf8("研"); // e7 a0 94
    const atEnd = concat(utf8("<p>"), 研.slice(0, 2));
    expect(findByteProblem(atEnd)).toMatchObject({ offset: 3 });
    expect(findByteProblem(atEnd)?.problem).toContain("cut short by the end");
    const inMiddle = concat(utf8("<p>"), 研.slice(0, 2), utf8("</p>"));
    expect(findByteProblem(inMiddle)).toMatchObject({ offset: 3 });
    expect(findByteProblem(inMiddle)?.problem).toContain("0x3c is not a continuation byte");
  });

  it("finds overlong encodings, surrogates, code points beyond U+10FFFF and stray bytes", () => {
    const cases: Array<[number[], string]> = [
      [[0xc0, 0xaf], "overlong"], // "/" in two bytes
      [[0xe0, 0x80, 0xaf], "overlong"], // "/" in three bytes
      [[0xf0, 0x80, 0x80, 0xaf], "overlong"], // "/" in four bytes
      [[0xed, 0xa0, 0x80], "surrogate"], // U+D800
      [[0xf4, 0x90, 0x80, 0x80], "beyond U+10FFFF"], // U+110000
      [[0xa0], "continuation byte without a lead byte"],
      [[0xff], "never occurs"],
    ];
    for (const [bytes, why] of cases) {
      const page = concat(utf8("ok"), bytes, utf8("ok"));
      expect(strictlyDecodes(page), bytes.join(" ")).toBe(false);
      expect(findByteProblem(page), bytes.join(" ")).toMatchObject({ offset: 2 });
      expect(findByteProblem(page)?.problem, bytes.join(" ")).toContain(why);
    }
  });

  it("agrees with the strict decoder on every two-byte input", () => {
    const disagreements: string[] = [];
    for (let first = 0; first < 256; first++) {
      for (let second = 0; second < 256; second++) {
        const bytes = Uint8Array.of(first, second);
        const clean = strictlyDecodes(bytes) && first !== 0 && second !== 0;
        if ((findByteProblem(bytes) === null) !== clean) disagreements.push(`${first} ${second}`);
      }
    }
    expect(disagreements).toEqual([]);
  });
});

describe("errorsByFile", () => {
  const output = {
    messages: [
      { type: "info", url: "file:/tmp/x/001.html", message: "Trailing slash on void elements has no effect." },
      { type: "error", url: "file:/tmp/x/001.html", lastLine: 3, firstColumn: 7, message: "Stray start tag “script”." },
      {
        type: "error",
        subType: "fatal",
        url: "file:/tmp/x/001.html",
        lastLine: 3,
        message: "Cannot recover after last error.",
      },
      { type: "error", url: "file:/tmp/x/002.html", lastLine: 1, message: "A false positive." },
      { type: "non-document-error", url: "file:/tmp/x/003.html", message: "File not found." },
    ],
  };

  it("keeps the errors of each file, not the info messages, and marks fatal ones", () => {
    const errors = errorsByFile(output, []);
    expect(errors.get("001.html")).toEqual([
      { line: 3, column: 7, message: "Stray start tag “script”.", extract: undefined },
      { line: 3, column: undefined, message: "fatal: Cannot recover after last error.", extract: undefined },
    ]);
    expect(errors.get("003.html")?.[0]?.message).toBe("File not found.");
  });

  it("filters exactly the listed false positives", () => {
    expect(errorsByFile(output, ["A false positive."]).has("002.html")).toBe(false);
    expect(errorsByFile(output, ["A false positive"]).has("002.html")).toBe(true);
  });
});
