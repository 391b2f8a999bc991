import { describe, expect, it } from "vitest";
import { chosenOptionIds, entersWrongBook, markAnswer, markGroup, type MarkingKey } from "./question-marking";

const single: MarkingKey = { kind: "single", points: 100, correctOptionIds: ["B"] };
const multi: MarkingKey = { kind: "multi", points: 200, correctOptionIds: ["A", "C", "D"] };
const fill: MarkingKey = { kind: "fill", points: 500, blanks: [["1/2"], ["e^{2}", "e^2"]], caseSensitive: false };
const essay: MarkingKey = {
  kind: "subjective",
  points: 1000,
  rubric: [
    { id: "1", text: "写出导数", points: 300 },
    { id: "2", text: "求出驻点", points: 300 },
    { id: "3", text: "判断极值", points: 600 },
  ],
};

describe("reading the chosen options", () => {
  it("accepts a letter, a list or a run of letters, in any width or case", () => {
    expect([...chosenOptionIds("b")]).toEqual(["B"]);
    expect([...chosenOptionIds(["Ａ", "c"])]).toEqual(["A", "C"]);
    expect([...chosenOptionIds("ACD")]).toEqual(["A", "C", "D"]);
    expect(chosenOptionIds(null).size).toBe(0);
    expect(chosenOptionIds({ a: 1 }).size).toBe(0);
  });
});

describe("marking a single choice", () => {
  it("is right only for the correct option", () => {
    expect(markAnswer(single, "B")).toEqual({ outcome: "right", points: 100 });
    expect(markAnswer(single, "b")).toEqual({ outcome: "right", points: 100 });
    expect(markAnswer(single, "A")).toEqual({ outcome: "wrong", points: 0 });
    expect(markAnswer(single, ["A", "B"])).toEqual({ outcome: "wrong", points: 0 });
    expect(markAnswer(single, "")).toEqual({ outcome: "unanswered", points: 0 });
    expect(markAnswer(single, null)).toEqual({ outcome: "unanswered", points: 0 });
  });
});

describe("marking a multiple choice", () => {
  it("is all or nothing", () => {
    expect(markAnswer(multi, ["D", "A", "C"])).toEqual({ outcome: "right", points: 200 });
    expect(markAnswer(multi, ["A", "C"])).toEqual({ outcome: "wrong", points: 0 });
    expect(markAnswer(multi, ["A", "B", "C", "D"])).toEqual({ outcome: "wrong", points: 0 });
    expect(markAnswer(multi, [])).toEqual({ outcome: "unanswered", points: 0 });
  });
});

describe("marking a fill-in", () => {
  it("marks each blank and shares the points", () => {
    expect(markAnswer(fill, ["0.5", "e^2"])).toEqual({ outcome: "right", points: 500, blanks: [true, true] });
    expect(markAnswer(fill, ["１／２", "e^3"])).toEqual({ outcome: "partial", points: 250, blanks: [true, false] });
    expect(markAnswer(fill, ["2", ""])).toEqual({ outcome: "wrong", points: 0, blanks: [false, false] });
    expect(markAnswer(fill, ["", " "])).toEqual({ outcome: "unanswered", points: 0, blanks: [false, false] });
    expect(markAnswer(fill, "garbage")).toMatchObject({ outcome: "wrong" });
  });

  it("gives the odd hundredth to the earlier blank", () => {
    const three: MarkingKey = { kind: "fill", points: 100, blanks: [["a"], ["b"], ["c"]], caseSensitive: false };
    expect(markAnswer(three, ["a", "x", "x"]).points).toBe(34);
    expect(markAnswer(three, ["x", "b", "c"]).points).toBe(66);
  });
});

describe("self-marking a subjective question", () => {
  it("is pending until the student ticks, then sums the points hit, capped", () => {
    expect(markAnswer(essay, { text: "……" })).toEqual({ outcome: "pending", points: 0 });
    expect(markAnswer(essay, { text: "……" }, [])).toEqual({ outcome: "wrong", points: 0 });
    expect(markAnswer(essay, { text: "……" }, ["1", "2"])).toEqual({ outcome: "partial", points: 600 });
    expect(markAnswer(essay, null, ["1", "2", "3"])).toEqual({ outcome: "right", points: 1000 });
    expect(markAnswer(essay, null, ["1", "1", "9"])).toEqual({ outcome: "partial", points: 300 });
  });
});

describe("marking a group", () => {
  it("sums its children", () => {
    const result = markGroup([
      { key: single, answer: "B" },
      { key: single, answer: "C" },
      { key: single, answer: null },
    ]);
    expect(result).toMatchObject({ outcome: "partial", points: 100, maxPoints: 300 });
    expect(result.children.map((mark) => mark.outcome)).toEqual(["right", "wrong", "unanswered"]);
    expect(markGroup([{ key: single, answer: null }]).outcome).toBe("unanswered");
    expect(
      markGroup([
        { key: single, answer: "B" },
        { key: essay, answer: null },
      ]).outcome,
    ).toBe("pending");
    expect(markGroup([{ key: single, answer: "B" }]).outcome).toBe("right");
    expect(markGroup([{ key: single, answer: "A" }]).outcome).toBe("wrong");
  });
});

describe("the wrong-question book", () => {
  it("takes objective questions not wholly right and subjective ones under half", () => {
    expect(entersWrongBook("single", { outcome: "wrong", points: 0 }, 100)).toBe(true);
    expect(entersWrongBook("fill", { outcome: "partial", points: 250 }, 500)).toBe(true);
    expect(entersWrongBook("single", { outcome: "right", points: 100 }, 100)).toBe(false);
    expect(entersWrongBook("single", { outcome: "unanswered", points: 0 }, 100)).toBe(false);
    expect(entersWrongBook("subjective", { outcome: "partial", points: 400 }, 1000)).toBe(true);
    expect(entersWrongBook("subjective", { outcome: "partial", points: 500 }, 1000)).toBe(false);
    expect(entersWrongBook("subjective", { outcome: "pending", points: 0 }, 1000)).toBe(false);
  });
});
