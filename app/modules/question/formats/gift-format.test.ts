import { describe, expect, it } from "vitest";
import { parseGift, unescapeGift } from "./gift-format";

const sample = `// 高等数学：极限（注释行被忽略）
$CATEGORY: $course$/极限

// @code: gift-limit-1
// @kp: math1-limit
// @difficulty: 2
// @points: 5
::重要极限::[html]极限 $\\lim_\\{x\\to0\\}\\frac\\{\\sin x\\}\\{x\\}$ 的值是？{
  =1 # 第一个重要极限
  ~0
  ~$\\infty$ # 不是无穷大
  #### 用等价无穷小 $\\sin x\\sim x$。
}

::多选::下列是质数的有 {~%50%2 ~%50%3 ~%-100%4 ~%-100%9}

Moodle 的缺词题：巴黎是 {=法国 =France} 的首都。

::数值::$1+1\\=$ {#2}

::判断::地球是圆的。{T#再想想#对}

// @source: paper-math1-2025#17
// @kp: a, b，c
带冒号的题\\: 选 \\~ 号 {=A\\=B ~C}
`;

describe("GIFT", () => {
  const { items, problems } = parseGift(sample);

  it("reads every question without problems", () => {
    expect(problems).toEqual([]);
    expect(items.map((item) => [item.line, item.item.kind])).toEqual([
      [8, "single"],
      [15, "multi"],
      [17, "fill"],
      [19, "fill"],
      [21, "single"],
      [25, "single"],
    ]);
  });

  it("keeps titles, TeX (with its escaped braces), feedback and our @ comments", () => {
    const first = items[0]!.item;
    expect(first).toMatchObject({
      code: "gift-limit-1",
      title: "重要极限",
      stem: "极限 $\\lim_{x\\to0}\\frac{\\sin x}{x}$ 的值是？",
      knowledgePoints: ["math1-limit"],
      difficulty: 2,
      points: "5",
    });
    expect(first.options).toEqual([
      { id: "A", content: "1", isCorrect: true },
      { id: "B", content: "0", isCorrect: false },
      { id: "C", content: "$\\infty$", isCorrect: false },
    ]);
    expect(first.explanation).toBe("用等价无穷小 $\\sin x\\sim x$。\n\nA：第一个重要极限\n\nC：不是无穷大");
  });

  it("reads positive weights as a multiple choice, short answers and numbers as fill-ins", () => {
    expect(items[1]!.item.options?.filter((option) => option.isCorrect).map((option) => option.content)).toEqual([
      "2",
      "3",
    ]);
    expect(items[2]!.item).toMatchObject({
      stem: "Moodle 的缺词题：巴黎是 ____ 的首都。",
      answers: [["法国", "France"]],
    });
    expect(items[3]!.item).toMatchObject({ title: "数值", stem: "$1+1=$", answers: [["2"]] });
  });

  it("turns true/false into a single choice 正确/错误", () => {
    expect(items[4]!.item.options).toEqual([
      { id: "A", content: "正确", isCorrect: true },
      { id: "B", content: "错误", isCorrect: false },
    ]);
    expect(items[4]!.item.explanation).toBe("再想想\n\n对");
  });

  it("resolves escapes and reads @source and a list of points", () => {
    expect(items[5]!.item).toMatchObject({
      stem: "带冒号的题: 选 ~ 号",
      source: { paper: "paper-math1-2025", number: 17 },
      knowledgePoints: ["a", "b", "c"],
    });
    expect(items[5]!.item.options?.[0]).toEqual({ id: "A", content: "A=B", isCorrect: true });
    expect(unescapeGift("a\\nb \\\\ \\{")).toBe("a\nb \\ {");
  });
});

describe("GIFT problems", () => {
  it("lists every bad question with its line and keeps the good ones", () => {
    const text = [
      "::好题::1+1? {=2 ~3}", // 1
      "",
      "::问答::谈谈你的看法 {}", // 3
      "",
      "::匹配:: 配对 {=a -> 1 =b -> 2}", // 5
      "",
      "没有答案的说明文字", // 7
      "",
      "::区间:: 约等于 {#三点一}", // 9
      "",
      "// @difficulty: hard", // 11
      "// @colour: red", // 12
      "::没有对的:: 选 {~a ~b}", // 13
      "",
      "::未闭合:: 选 {=a ~b", // 15
      "",
      "::部分分:: 填 {=%50%x =y}", // 17
    ].join("\n");
    const { items, problems } = parseGift(text);
    expect(items.map((item) => item.item.title)).toEqual(["好题"]);
    expect(problems.map((problem) => problem.line)).toEqual([3, 5, 7, 9, 11, 12, 13, 15, 17]);
    expect(problems[0]?.message).toContain("JSON");
    expect(problems[1]?.message).toContain("匹配题");
    expect(problems[2]?.message).toContain("没有答案部分");
    expect(problems[3]?.message).toContain("应为一个数");
    expect(problems[4]?.message).toContain("@difficulty");
    expect(problems[5]?.message).toContain("@colour");
    expect(problems[6]?.message).toContain("没有正确答案");
    expect(problems[7]?.message).toContain("没有对应的 }");
    expect(problems[8]?.message).toContain("部分得分");
  });
});

describe("GIFT as Moodle writes it", () => {
  it("reads every right numerical answer with its tolerance, and refuses one worth part of the marks", () => {
    const text = [
      "::年份:: 哪一年? {#=1822:0#正好 =1822:2#差不多}", // 1
      "",
      "::区间:: 约等于 {#3.1:0.1}", // 3
      "",
      "::范围:: 介于 {#1..5}", // 5
      "",
      "::小数范围:: 介于 {#0.1..0.3####见讲义}", // 7
      "",
      "::部分:: 哪一年? {#=1822:0#ok =%50%1822:2#close}", // 9
      "",
      "::错答反馈:: 几? {#=7 ~%0%8#差一点}", // 11
    ].join("\n");
    const { items, problems } = parseGift(text);
    expect(items.map(({ item }) => [item.title, item.answers])).toEqual([
      ["年份", [["1822", "1822±2"]]],
      ["区间", [["3.1±0.1"]]],
      ["范围", [["3±2"]]],
      ["小数范围", [["0.2±0.1"]]],
      ["错答反馈", [["7"]]],
    ]);
    expect(items[0]?.item.explanation).toBe("正好\n\n差不多");
    expect(items[3]?.item.explanation).toBe("见讲义");
    expect(problems).toEqual([{ line: 9, message: expect.stringContaining("%50%") }]);
  });

  it("drops the format tags before options, accepted answers and feedback, not only before the stem", () => {
    const { items, problems } = parseGift(
      [
        "[html]天空是什么颜色? {=[plain]blue#[html]对 ~[plain]red}",
        "",
        "法国的首都是 {=[html]paris =[moodle]Paris}",
        "",
        "[markdown]地球是圆的 {T#[html]错#[plain]对####[html]常识}",
      ].join("\n"),
    );
    expect(problems).toEqual([]);
    expect(items[0]?.item.options?.map((option) => option.content)).toEqual(["blue", "red"]);
    expect(items[0]?.item.explanation).toBe("A：对");
    expect(items[1]?.item.answers).toEqual([["paris", "Paris"]]);
    expect(items[2]?.item.explanation).toBe("常识\n\n错\n\n对");
  });
});
