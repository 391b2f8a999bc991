import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { defaultDraftDefaults } from "./question-document-schema";
import { formatOfFile, formatOfFileName, readQuestionFile } from "./question-file";

const fixture = (name: string) => fs.readFileSync(path.join("tests/fixtures/questions", name), "utf8");

const good = {
  format: "yantu-questions",
  version: 1,
  bank: { code: "bank-x", name: "测试题库", shelf: "public", subject: "math1" },
  knowledgePoints: [
    { subject: "math1", points: [{ code: "x-calc", name: "高等数学", children: [{ code: "x-limit", name: "极限" }] }] },
  ],
  questions: [
    {
      code: "q-single",
      kind: "single",
      stem: "$1+1=$",
      options: [
        { id: "A", content: "1" },
        { id: "B", content: "2", isCorrect: true },
      ],
      points: 5,
      difficulty: 1,
      knowledgePoints: ["x-limit"],
      source: { paper: "paper-math1-2025", number: 3 },
    },
    { kind: "fill", stem: "$\\lim_{x\\to0}\\frac{\\sin 2x}{x}=$____", answers: [["2"]], explanation: "等价无穷小。" },
    {
      kind: "subjective",
      stem: "求极值。",
      referenceAnswer: "……",
      rubric: [
        { text: "求导", points: 4 },
        { text: "结论", points: 6 },
      ],
    },
    {
      kind: "group",
      stem: "阅读材料，回答问题。",
      difficulty: 4,
      knowledgePoints: ["x-calc"],
      source: { paper: "paper-math1-2025", number: 20 },
      children: [
        {
          kind: "single",
          stem: "小题一",
          options: [
            { id: "A", content: "是", isCorrect: true },
            { id: "B", content: "否" },
          ],
          points: 2,
        },
        {
          kind: "subjective",
          stem: "小题二",
          referenceAnswer: "答",
          rubric: [{ id: "a", text: "要点", points: 3 }],
          points: 3,
          difficulty: 2,
        },
      ],
    },
    {
      kind: "group",
      group: "matching",
      stem: "七选五：__1__ __2__",
      options: [
        { id: "A", content: "选项一" },
        { id: "B", content: "选项二" },
        { id: "C", content: "选项三" },
      ],
      children: [
        { kind: "single", stem: "第 1 空", answer: "C", points: 2 },
        { kind: "single", stem: "第 2 空", answer: "a", points: 2 },
      ],
    },
  ],
};

describe("the JSON format", () => {
  it("reads a document into drafts with defaults, inheritance and hundredths", () => {
    const file = readQuestionFile(JSON.stringify(good, null, 2), "json", defaultDraftDefaults);
    expect(file.problems).toEqual([]);
    expect(file.bank?.code).toBe("bank-x");
    expect(file.pointTrees[0]?.points[0]?.children[0]?.code).toBe("x-limit");
    const [single, fill, subjective, passage, matching] = file.drafts.map((entry) => entry.draft);
    expect(single).toMatchObject({
      code: "q-single",
      points: 500,
      difficulty: 1,
      source: { kind: "paper", paperCode: "paper-math1-2025", number: 3 },
    });
    expect(fill).toMatchObject({
      code: null,
      points: 100,
      difficulty: 3,
      answers: [["2"]],
      source: { kind: "mock" },
      knowledgePoints: [],
    });
    expect(subjective).toMatchObject({
      points: 1000,
      rubric: [
        { id: "1", points: 400 },
        { id: "2", points: 600 },
      ],
    });
    expect(passage).toMatchObject({ kind: "group", groupMode: "passage", points: 500 });
    expect(passage?.children.map((child) => [child.difficulty, child.knowledgePoints, child.source])).toEqual([
      [4, ["x-calc"], { kind: "paper", paperCode: "paper-math1-2025", number: null }],
      [2, ["x-calc"], { kind: "paper", paperCode: "paper-math1-2025", number: null }],
    ]);
    expect(matching).toMatchObject({ kind: "group", groupMode: "matching", points: 400 });
    expect(matching?.options.every((option) => !option.isCorrect)).toBe(true);
    expect(matching?.children[0]?.options.filter((option) => option.isCorrect).map((option) => option.id)).toEqual([
      "C",
    ]);
    expect(matching?.children[1]?.options.filter((option) => option.isCorrect).map((option) => option.id)).toEqual([
      "A",
    ]);
    expect(matching?.children[1]?.options.map((option) => option.content)).toEqual(["选项一", "选项二", "选项三"]);
  });

  it("lists every bad item with the line of the bad field", () => {
    const text = `{
  "questions": [
    { "kind": "single", "stem": "两个正确", "options": [
      { "id": "A", "content": "1", "isCorrect": true },
      { "id": "B", "content": "2", "isCorrect": true } ] },
    { "kind": "multi", "stem": "只有一个正确", "options": [{ "id": "A", "content": "1", "isCorrect": true }, { "id": "B", "content": "2" }] },
    { "kind": "fill", "stem": "缺答案" },
    { "kind": "subjective", "stem": "要点不够", "referenceAnswer": "答", "points": 10,
      "rubric": [{ "text": "一", "points": 4 }] },
    { "kind": "single", "stem": "", "options": [{ "id": "B", "content": "x" }, { "id": "C", "content": "" }], "colour": "red" },
    { "kind": "group", "group": "matching", "stem": "七选五", "options": [{ "id": "A", "content": "一" }, { "id": "B", "content": "二" }],
      "children": [{ "kind": "single", "stem": "1", "answer": "A" }, { "kind": "single", "stem": "2", "answer": "A" },
        { "kind": "single", "stem": "3", "answer": "Z" }] },
    { "kind": "group", "stem": "分值不符", "points": 3, "children": [{ "kind": "fill", "stem": "x", "answers": [["1"]], "points": 2 }] },
    { "kind": "single", "stem": "分值", "points": 1.234, "difficulty": 9,
      "options": [{ "id": "A", "content": "1", "isCorrect": true }, { "id": "B", "content": "2" }] }
  ]
}`;
    const file = readQuestionFile(text, "json", defaultDraftDefaults);
    expect(file.drafts).toEqual([]);
    const lines = file.problems.map((problem) => `${problem.line} ${problem.message}`);
    expect(lines).toEqual([
      "3 单选题应恰有 1 个正确选项，实际 2 个",
      "6 多选题至少需要 2 个正确选项（只有一个正确选项请用单选题）",
      "7 填空题缺少答案（answers：每空一组可接受的写法）",
      "9 评分要点合计 4 分，少于本题的 10 分，无法得满分",
      "10 不认识的字段“colour”",
      "10 题干为空",
      "10 选项编号应为大写字母 A、B、C……并按顺序排列",
      "10 选项编号应为大写字母 A、B、C……并按顺序排列",
      "10 选项 B 的内容为空",
      "10 单选题应恰有 1 个正确选项，实际 0 个",
      "12 七选五的选项 A 被用了两次",
      "13 七选五的答案“Z”不是题组的选项",
      "14 题组分值 3 与小题分值之和 2 不一致",
      "15 分值应为非负数，最多两位小数，例如 2 或 0.5",
      "15 难度应为 1–5 的整数",
    ]);
  });

  it("checks each item's kind rules even where fields are missing", () => {
    const text = JSON.stringify({
      questions: [
        {
          kind: "single",
          stem: "",
          options: [
            { id: "B", content: "x" },
            { id: "C", content: "" },
          ],
        },
      ],
    });
    const messages = readQuestionFile(text, "json", defaultDraftDefaults).problems.map((problem) => problem.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        "题干为空",
        "选项编号应为大写字母 A、B、C……并按顺序排列",
        "选项 B 的内容为空",
        "单选题应恰有 1 个正确选项，实际 0 个",
      ]),
    );
  });

  it("reports a syntax error with its line, and a document without questions", () => {
    expect(
      readQuestionFile('{\n  "questions": [\n    {,}\n  ]\n}', "json", defaultDraftDefaults).problems[0],
    ).toMatchObject({ line: 3 });
    expect(readQuestionFile("[1]", "json", defaultDraftDefaults).problems[0]?.message).toContain("最外层应为对象");
    expect(readQuestionFile('{"questions": []}', "json", defaultDraftDefaults).problems[0]?.message).toBe(
      "questions 数组是空的",
    );
  });
});

describe("GIFT and Aiken through the same rules", () => {
  it("applies the item schema and the command's defaults", () => {
    const file = readQuestionFile("::a:: 选 {=一 ~二}\n\n::b:: 空 {}\n\n::c:: 多 {~%50%一 ~%50%二 ~三}", "gift", {
      points: 200,
      difficulty: 2,
      knowledgePoints: ["kp"],
    });
    expect(file.problems).toEqual([{ line: 3, message: "答案部分 { } 是空的：GIFT 的问答题请用 JSON 格式导入主观题" }]);
    expect(
      file.drafts.map((entry) => [
        entry.draft.title,
        entry.draft.kind,
        entry.draft.points,
        entry.draft.difficulty,
        entry.draft.knowledgePoints,
      ]),
    ).toEqual([
      ["a", "single", 200, 2, ["kp"]],
      ["c", "multi", 200, 2, ["kp"]],
    ]);
  });

  it("guesses the format from the file name", () => {
    expect(formatOfFileName("bank.GIFT")).toBe("gift");
    expect(formatOfFileName("x.json")).toBe("json");
    expect(formatOfFileName("x.aiken")).toBe("aiken");
    expect(formatOfFileName("x.txt")).toBeNull();
    expect(formatOfFileName("export.XML")).toBe("moodle-xml");
  });

  it("reads a .txt by its text: Moodle names its GIFT exports .txt, and Aiken files are .txt too", () => {
    expect(formatOfFile("questions-历史-20261201.txt", fixture("moodle-gift-export.txt"))).toBe("gift");
    expect(formatOfFile("aiken.txt", fixture("plain-aiken.txt"))).toBe("aiken");
    expect(formatOfFile("bank.txt", fixture("moodle-export.xml"))).toBe("moodle-xml");
    expect(formatOfFile("bank.txt", JSON.stringify(good))).toBe("json");
    expect(formatOfFile("notes.txt", "随便写的几行字\n没有题目")).toBeNull();
  });

  it("reads Moodle's GIFT export of a category: tags, tolerances and one refused partial answer", () => {
    const file = readQuestionFile(fixture("moodle-gift-export.txt"), "gift", defaultDraftDefaults);
    expect(file.drafts.map(({ draft }) => [draft.title, draft.kind, draft.answers])).toEqual([
      ["年份", "fill", [["1822", "1822±2"]]],
      ["颜色", "single", []],
      ["首都", "fill", [["paris", "巴黎"]]],
    ]);
    expect(file.drafts[1]?.draft.options.map((option) => option.content)).toEqual(["blue", "red"]);
    expect(file.problems).toEqual([{ line: 27, message: expect.stringContaining("%50%") }]);
  });

  it("refuses a file with no question in it instead of importing nothing", () => {
    for (const [text, format] of [
      [fixture("comments-only.gift"), "gift"],
      ["", "aiken"],
      [
        '<?xml version="1.0"?>\n<quiz>\n  <question type="category"><category><text>x</text></category></question>\n</quiz>',
        "moodle-xml",
      ],
    ] as const) {
      expect(readQuestionFile(text, format, defaultDraftDefaults).problems).toEqual([
        { line: 1, message: "文件里没有题目（只有空行或注释）" },
      ]);
    }
  });
});
