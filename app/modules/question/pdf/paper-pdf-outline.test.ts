import { describe, expect, it } from "vitest";
import { answerEntriesOf, outlineOf } from "./paper-pdf-outline";
import type { PublicQuestion, QuestionKey } from "../bank/question-views";

const question = (id: number, kind: PublicQuestion["kind"], children: PublicQuestion[] = []): PublicQuestion => ({
  id,
  code: null,
  kind,
  groupMode: children.length ? "passage" : null,
  title: "",
  stemHtml: `<p>题 ${id}</p>`,
  options: [],
  blankCount: 0,
  rubricCount: 0,
  points: 200,
  difficulty: 3,
  knowledgePoints: [],
  source: { kind: "mock", label: "模拟", paperId: null, number: null },
  children,
});
const key = (id: number, kind: QuestionKey["kind"], extra: Partial<QuestionKey> = {}): QuestionKey => ({
  id,
  kind,
  points: 200,
  options: [],
  correctOptionIds: [],
  acceptedAnswers: [],
  caseSensitive: false,
  referenceHtml: "",
  rubric: [],
  explanationHtml: "",
  children: [],
  ...extra,
});

const sections = [
  {
    title: "一、完形填空",
    instructions: "",
    numbersChildren: true,
    points: 400,
    slots: [
      {
        firstNumber: 1,
        points: 400,
        question: question(10, "group", [question(11, "single"), question(12, "single")]),
      },
    ],
  },
  {
    title: "二、选择题",
    instructions: "",
    numbersChildren: true,
    points: 250,
    slots: [{ firstNumber: 3, points: 250, question: question(20, "multi") }],
  },
  {
    title: "三、分析题",
    instructions: "",
    numbersChildren: false,
    points: 1000,
    slots: [
      {
        firstNumber: 4,
        points: 1000,
        question: question(30, "group", [question(31, "subjective"), question(32, "fill")]),
      },
    ],
  },
];

describe("a set numbered for print", () => {
  it("numbers a group's children, or the group itself with (1) (2) when the section says so", () => {
    const outline = outlineOf(sections);
    expect(outline.map((section) => section.pointsLabel)).toEqual(["共 4 分", "共 2.5 分", "共 10 分"]);
    expect(outline[0]!.items[0]!.group!.label).toBe("第 1–2 题（4 分）");
    expect(outline[0]!.items[0]!.leaves.map((leaf) => leaf.label)).toEqual(["1.", "2."]);
    expect(outline[1]!.items[0]).toMatchObject({ group: null, leaves: [{ label: "3." }] });
    expect(outline[2]!.items[0]!.group!.label).toBe("4.（10 分）");
    expect(outline[2]!.items[0]!.leaves.map((leaf) => leaf.label)).toEqual(["4(1)", "4(2)"]);
  });

  it("gives each numbered question its answer, reference answer, scoring points and explanation", () => {
    const keys = new Map([
      [
        10,
        key(10, "group", {
          children: [
            key(11, "single", { correctOptionIds: ["B"] }),
            key(12, "single", { correctOptionIds: ["D"], explanationHtml: "<p>因为</p>" }),
          ],
        }),
      ],
      [20, key(20, "multi", { correctOptionIds: ["A", "C"] })],
      [
        30,
        key(30, "group", {
          explanationHtml: "<p>材料解读</p>",
          children: [
            key(31, "subjective", {
              referenceHtml: "<p>要点</p>",
              rubric: [{ id: "r1", text: "答出矛盾", points: 250 }],
            }),
            key(32, "fill", { acceptedAnswers: [["1/2", "0.5"], ["3"]] }),
          ],
        }),
      ],
    ]);
    const entries = answerEntriesOf(outlineOf(sections), keys);
    expect(entries.map((entry) => [entry.label, entry.answer])).toEqual([
      ["1.", "B"],
      ["2.", "D"],
      ["3.", "AC"],
      ["4.（10 分）", ""],
      ["4(1)", "见参考答案"],
      ["4(2)", "1/2（或 0.5）；3"],
    ]);
    expect(entries[4]).toMatchObject({
      referenceHtml: "<p>要点</p>",
      rubric: [{ text: "答出矛盾", points: "2.5 分" }],
    });
    expect(entries[1]!.explanationHtml).toBe("<p>因为</p>");
  });
});
