import { describe, expect, it } from "vitest";
import {
  attachmentDisposition,
  decodeEntities,
  parseHtml,
  pdfFileName,
  richHtmlToBlocks,
  richHtmlToLine,
} from "./paper-pdf-rich-text";
import { renderRichText } from "../formats/question-rich-text.server";

/** The linear text of the maths runs of a source written as questions are (TeX between $). */
const mathOf = (source: string) =>
  richHtmlToBlocks(renderRichText(source))
    .flatMap((block) => block.runs)
    .filter((run) => run.math)
    .map((run) => run.text);

describe("maths as linear text", () => {
  it("writes fractions, powers, roots and indices readably", () => {
    expect(mathOf("$f(x)=\\frac{x^2+1}{\\sqrt{x}}$")).toEqual(["f(x) = (x²+1)/√x"]);
    expect(mathOf("$\\frac{1}{2}$")).toEqual(["1/2"]);
    expect(mathOf("$e^{-x^2}$")).toEqual(["e^(−x²)"]);
    expect(mathOf("$a_i^2$")).toEqual(["a_i²"]);
    expect(mathOf("$x_0$")).toEqual(["x₀"]);
    expect(mathOf("$\\sqrt[3]{2}$")).toEqual(["³√2"]);
    expect(mathOf("$f'(x)$")).toEqual(["f′(x)"]);
  });

  it("keeps limits of sums, integrals and limits tight, and accents on their base", () => {
    expect(mathOf("$\\lim_{x\\to 0}\\sum_{i=1}^n a_i$")).toEqual(["lim_(x→0) ∑_(i=1)ⁿa_i"]);
    expect(mathOf("$\\int_0^1 x\\,dx$")).toEqual(["∫₀¹x dx"]);
    expect(mathOf("$\\bar x$")).toEqual(["x\u0304"]);
  });

  it("writes a matrix row by row, and display maths as its own centred block", () => {
    const blocks = richHtmlToBlocks(renderRichText("前文\n\n$$\\begin{pmatrix}1&2\\\\3&4\\end{pmatrix}$$"));
    expect(blocks[1]).toEqual({ runs: [{ text: "(1, 2; 3, 4)", math: true }], indent: 0, display: true });
  });
});

describe("rich text as blocks", () => {
  it("keeps paragraphs, bold, lists, tables and code", () => {
    const html = renderRichText(
      "第一段 <strong>重点</strong>\n\n<ol><li>甲</li><li>乙</li></ol>\n\n<table><tr><th>a</th><th>b</th></tr><tr><td>1</td><td>2</td></tr></table>\n\n```\nint x;\n  y();\n```",
    );
    const blocks = richHtmlToBlocks(html);
    expect(blocks[0]!.runs).toEqual([{ text: "第一段 " }, { text: "重点", bold: true }]);
    expect(blocks.filter((block) => block.marker).map((block) => [block.marker, block.runs[0]!.text])).toEqual([
      ["1.", "甲"],
      ["2.", "乙"],
    ]);
    expect(blocks.some((block) => block.runs.map((run) => run.text).join("") === "1  │  2")).toBe(true);
    expect(blocks[blocks.length - 1]).toMatchObject({ code: true, runs: [{ text: "int x;\n  y();", mono: true }] });
  });

  it("reads entities and never throws on odd markup", () => {
    expect(decodeEntities("a &amp; b &lt;c&gt; &#x4e2d;&#25991; &bogus;")).toBe("a & b <c> 中文 &bogus;");
    expect(() => parseHtml("<p>unclosed <strong>bold</p></div> < 3 <br/>")).not.toThrow();
    expect(
      richHtmlToLine("<p>一</p><p>二</p>")
        .map((run) => run.text)
        .join(""),
    ).toBe("一 二");
  });
});

describe("the download's name", () => {
  it("keeps the Chinese title, drops characters file systems refuse, and encodes it per RFC 5987", () => {
    expect(pdfFileName('2026 考研数学（一）模拟卷/卷"一"', 4)).toBe("2026 考研数学（一）模拟卷 卷 一.pdf");
    expect(pdfFileName("///", 9)).toBe("试卷-9.pdf");
    const header = attachmentDisposition("数学(一).pdf", 4);
    expect(header).toBe(
      `attachment; filename="paper-4.pdf"; filename*=UTF-8''${encodeURIComponent("数学")}%28${encodeURIComponent("一")}%29.pdf`,
    );
  });
});
