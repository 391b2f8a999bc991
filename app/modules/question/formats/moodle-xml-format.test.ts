import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseMoodleXml } from "./moodle-xml-format";
import { renderRichText } from "./question-rich-text.server";

const fixture = (name: string) => fs.readFileSync(path.join("tests/fixtures/questions", name), "utf8");

describe("Moodle XML", () => {
  const { items, problems } = parseMoodleXml(fixture("moodle-export.xml"));
  const byTitle = new Map(items.map((entry) => [entry.item.title, entry]));

  it("maps each question type it carries to ours, with the line of its <question>", () => {
    expect(items.map((entry) => [entry.line, entry.item.title, entry.item.kind])).toEqual([
      [15, "重要极限", "single"],
      [58, "质数", "multi"],
      [86, "连续", "single"],
      [112, "首都", "fill"],
      [139, "年份", "fill"],
      [166, "论述", "subjective"],
    ]);
  });

  it("keeps TeX as TeX, a lone dollar as a dollar, paragraphs as paragraphs, and the grade, code and feedback", () => {
    const limit = byTitle.get("重要极限")?.item;
    expect(limit).toMatchObject({ code: "m1-limit-101", points: "2" });
    expect(limit?.stem).toBe("极限 $\\lim_{x\\to0}\\frac{\\sin x}{x}$ 等于\n\n（单价 \\$5 的书不算公式）");
    const html = renderRichText(limit?.stem ?? "");
    expect(html).toContain("<math");
    expect(html).toContain("$5");
    expect(limit?.options?.map((option) => [option.content, option.isCorrect])).toEqual([
      ["$1$", true],
      ["0", false],
      ["$\\infty$", false],
    ]);
    expect(limit?.explanation).toBe("用等价无穷小 $\\sin x\\sim x$。\n\nA：第一个重要极限");
  });

  it("reads plain_text as typed, weights as which options are right, and true/false as 正确/错误", () => {
    const primes = byTitle.get("质数")?.item;
    expect(primes?.options?.map((option) => option.isCorrect)).toEqual([true, true, false, false]);
    expect(renderRichText(primes?.options?.[3]?.content ?? "")).toContain("a &lt; b &amp; 9");
    expect(byTitle.get("连续")?.item.options).toEqual([
      { id: "A", content: "正确", isCorrect: true },
      { id: "B", content: "错误", isCorrect: false },
    ]);
  });

  it("makes short answers and numericals fill-ins (numerical with its tolerance) and essays subjective", () => {
    expect(byTitle.get("首都")?.item.answers).toEqual([["Paris", "巴黎"]]);
    expect(byTitle.get("首都")?.item.caseSensitive).toBeUndefined();
    expect(byTitle.get("年份")?.item).toMatchObject({ answers: [["1822±2"]], explanation: "正好" });
    expect(byTitle.get("论述")?.item).toMatchObject({
      kind: "subjective",
      points: "10",
      referenceAnswer: "要点：连接函数与导数；<strong>举例</strong>。",
      rubric: [{ text: "按参考答案评分", points: "10" }],
    });
  });

  it("refuses what it cannot carry, each with its line and reason, and passes over categories and descriptions", () => {
    expect(problems).toEqual([
      { line: 190, message: expect.stringContaining("匹配题不受支持") },
      { line: 216, message: expect.stringContaining("50%") },
      { line: 234, message: expect.stringContaining("图片") },
      { line: 249, message: expect.stringContaining("ddwtos") },
    ]);
  });

  it("names the line of an XML error, and refuses a DOCTYPE and a file that is not a quiz", () => {
    expect(parseMoodleXml('<quiz>\n<question type="essay">\n</quiz>').problems).toEqual([
      { line: 3, message: expect.stringContaining("XML 格式错误") },
    ]);
    const bomb = '<?xml version="1.0"?>\n<!DOCTYPE quiz [<!ENTITY a "aaaa">]>\n<quiz>&a;</quiz>';
    expect(parseMoodleXml(bomb).problems).toEqual([{ line: 2, message: expect.stringContaining("DOCTYPE") }]);
    expect(parseMoodleXml("<html><body/></html>").problems).toEqual([
      { line: 1, message: expect.stringContaining("<quiz>") },
    ]);
  });
});
