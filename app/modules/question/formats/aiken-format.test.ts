import { describe, expect, it } from "vitest";
import { parseAiken } from "./aiken-format";
import { renderRichText } from "./question-rich-text.server";

describe("Aiken", () => {
  it("reads single choices with A. or A) options", () => {
    const text =
      "\uFEFF栈的特点是\nA. 先进先出\nB. 后进先出\nC) 随机存取\nANSWER: B\n\n队列的特点是？\n第二行题干\nA. 先进先出\nB. 后进先出\nanswer：a\n";
    const { items, problems } = parseAiken(text);
    expect(problems).toEqual([]);
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({
      line: 1,
      item: {
        kind: "single",
        stem: "栈的特点是",
        options: [
          { id: "A", content: "先进先出", isCorrect: false },
          { id: "B", content: "后进先出", isCorrect: true },
          { id: "C", content: "随机存取", isCorrect: false },
        ],
      },
    });
    expect(items[1]).toMatchObject({ line: 7, item: { stem: "队列的特点是？\n第二行题干" } });
    expect(items[1]?.item.options?.[0]?.isCorrect).toBe(true);
  });

  it("reports each bad question with its line and goes on", () => {
    const text = [
      "没有选项的题", // 1
      "ANSWER: A", // 2
      "",
      "选项乱序", // 4
      "A. 一",
      "C. 三", // 6
      "ANSWER: A",
      "",
      "答案不存在", // 9
      "A. 一",
      "B. 二",
      "ANSWER: D", // 12
      "",
      "缺答案", // 14
      "A. 一",
      "B. 二",
      "", // 17
      "好题",
      "A. 对",
      "B. 错",
      "ANSWER: A",
    ].join("\n");
    const { items, problems } = parseAiken(text);
    expect(items.map((item) => item.line)).toEqual([18]);
    expect(problems).toEqual([
      { line: 2, message: "没有选项（每个选项一行，形如 A. 内容 或 A) 内容）" },
      { line: 6, message: "选项应为 B，这里是 C" },
      { line: 12, message: "答案 D 不是本题的选项" },
      { line: 17, message: "缺少答案行（形如 ANSWER: B）" },
    ]);
  });

  it("keeps plain text as typed: angle brackets, ampersands and dollars are not markup", () => {
    const { items, problems } = parseAiken("Which tag is <b> & costs $5?\nA) <x> one\nB) a`b`\nANSWER: A\n");
    expect(problems).toEqual([]);
    const [option, other] = items[0]?.item.options ?? [];
    expect(renderRichText(option?.content ?? "")).toContain("&lt;x&gt; one");
    expect(renderRichText(other?.content ?? "")).not.toContain("<code>");
    const stem = renderRichText(items[0]?.item.stem ?? "");
    expect(stem).toContain("&lt;b&gt; &amp; costs $5?");
    expect(stem).not.toContain("<math");
  });
});
