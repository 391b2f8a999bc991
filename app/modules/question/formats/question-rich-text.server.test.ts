import { describe, expect, it } from "vitest";
import { RichTextError, renderRichText, renderTex, sanitiseRichHtml } from "./question-rich-text.server";

function errorOf(run: () => unknown): RichTextError {
  try {
    run();
  } catch (error) {
    if (error instanceof RichTextError) return error;
    throw error;
  }
  throw new Error("expected a RichTextError");
}

describe("TeX to MathML", () => {
  it("renders inline and display formulas as MathML", () => {
    expect(renderTex("\\frac{1}{2}", false)).toMatch(
      /^<math><mfrac><mn>1<\/mn><mn>2<\/mn><\/mfrac><\/math>$|^<math>.*<mfrac>/,
    );
    expect(renderTex("x^2", true)).toContain('display="block"');
  });

  it("refuses what it cannot read, in Chinese", () => {
    expect(errorOf(() => renderTex("\\frac{1}{", false)).message).toContain("无法解析");
    expect(errorOf(() => renderTex("  ", false)).message).toContain("公式是空的");
  });

  it("refuses links (\\href) and says why without the underlined excerpt", () => {
    const error = errorOf(() => renderTex("\\href{javascript:alert(1)}{x}", false));
    expect(error.message).toBe("公式“\\href{javascript:alert(1)}{x}”无法解析：Unsupported function name: \\href");
  });
});

describe("rich text", () => {
  it("lays out paragraphs and line breaks", () => {
    expect(renderRichText("第一段\n第二行\n\n第二段")).toBe("<p>第一段<br />第二行</p><p>第二段</p>");
    expect(renderRichText("   ")).toBe("");
  });

  it("keeps a fraction whole through the sanitiser: ln(1+1/x²) is not flattened to ln(1+1x²)", () => {
    const html = renderRichText("设 $f(x)=\\ln\\left(1+\\frac{1}{x^2}\\right)$，$\\dfrac{2x}{1+x^2}$");
    expect(html).toContain("<mfrac><mn>1</mn><msup><mi>x</mi><mn");
    // \dfrac: the fraction in display style, its mstyle and attributes kept.
    expect(html).toMatch(
      /<mstyle displaystyle="true"[^>]*><mfrac><mrow><mn>2<\/mn><mi>x<\/mi><\/mrow><mrow><mn>1<\/mn><mo>\+<\/mo><msup>/,
    );
    expect(html.match(/<mfrac>/g)).toHaveLength(2);
  });

  it("puts inline maths in the paragraph and display maths on its own", () => {
    const html = renderRichText("设 $f(x)=x^2$，求\n$$\\int_0^1 f(x)\\,\\mathrm{d}x$$\n的值。");
    expect(html).toMatch(/^<p>设 <math>.*<\/math>，求<\/p><math display="block"/);
    expect(html).toContain("<msubsup>");
    expect(html.endsWith("<p>的值。</p>")).toBe(true);
  });

  it("keeps a dollar sign written \\$ and code verbatim", () => {
    expect(renderRichText("价格 \\$5")).toBe("<p>价格 $5</p>");
    expect(renderRichText("用 `i < n` 判断")).toBe("<p>用 <code>i &lt; n</code> 判断</p>");
    expect(renderRichText("代码：\n```c\nint a = b < c;\n```\n完")).toBe(
      '<p>代码：</p><pre><code class="language-c">int a = b &lt; c;</code></pre><p>完</p>',
    );
  });

  it("keeps the allowed tags and drops the rest", () => {
    expect(renderRichText("<strong>注意</strong><script>alert(1)</script><img src=x onerror=alert(1)>")).toBe(
      "<p><strong>注意</strong></p>",
    );
    expect(renderRichText('<span onclick="x()">a</span> <a href="javascript:x">b</a>')).toBe("<p><span>a</span> b</p>");
    expect(renderRichText("<table><tr><td>1</td></tr></table>")).toBe("<table><tr><td>1</td></tr></table>");
  });

  it("keeps the MathML Temml writes, styles included, but not unsafe styles", () => {
    const html = renderRichText("$\\begin{pmatrix}1&2\\\\3&4\\end{pmatrix}$");
    expect(html).toContain("<mtable>");
    expect(html).toContain("padding-left:0em");
    expect(sanitiseRichHtml('<math><mi style="background:url(http://x)">x</mi></math>')).toBe(
      "<math><mi>x</mi></math>",
    );
    expect(sanitiseRichHtml('<math><mi style="position:fixed">x</mi></math>')).toBe("<math><mi>x</mi></math>");
  });

  it("says on which line a formula is broken or unclosed", () => {
    const broken = errorOf(() => renderRichText("第一行\n第二行 $\\frac{1}{$ 完"));
    expect(broken.line).toBe(2);
    expect(broken.message).toContain("无法解析");
    const unclosed = errorOf(() => renderRichText("a\n\nb $x+1\n\nc"));
    expect(unclosed.line).toBe(3);
    expect(unclosed.message).toContain("$ 没有配对");
    expect(errorOf(() => renderRichText("$$x")).message).toContain("$$ 没有配对");
    expect(errorOf(() => renderRichText("```\nint a;")).message).toContain("代码块");
  });
});
