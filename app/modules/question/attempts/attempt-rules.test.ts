import { describe, expect, it } from "vitest";
import {
  ANSWER_CLOCK_AHEAD_MS,
  ANSWER_GRACE_MS,
  acceptsAnswers,
  attemptDeadline,
  isOverdue,
  keptAnswerTime,
  keyRevealed,
  leafMarkingKey,
  leafShares,
  markLeaf,
  PERCENTILE_MIN_OTHERS,
  percentileRank,
  revealedKeyOf,
  secondsLeft,
  secondsPerQuestion,
} from "./attempt-rules";
import type { QuestionKey } from "../bank/question-views";

const START = Date.parse("2025-12-20T00:30:00Z");
const MINUTE = 60_000;

const essay: QuestionKey = {
  id: 7,
  kind: "subjective",
  points: 1000,
  options: [],
  correctOptionIds: [],
  acceptedAnswers: [],
  caseSensitive: false,
  referenceHtml: "<p>参考答案</p>",
  rubric: [
    { id: "a", text: "论点", points: 400 },
    { id: "b", text: "论据", points: 400 },
    { id: "c", text: "结构", points: 400 },
  ],
  explanationHtml: "<p>解析</p>",
  children: [],
};

describe("the deadline and the grace for answers in flight", () => {
  it("is the start plus the set's duration when timed, none otherwise", () => {
    expect(attemptDeadline(START, true, 180)).toBe(START + 180 * MINUTE);
    expect(attemptDeadline(START, false, 180)).toBeNull();
    expect(attemptDeadline(START, true, null)).toBeNull();
  });

  it("takes answers until the deadline plus the grace, and the attempt is overdue after that", () => {
    const deadline = START + 180 * MINUTE;
    expect(ANSWER_GRACE_MS).toBe(5_000);
    expect(acceptsAnswers(deadline, deadline)).toBe(true);
    expect(acceptsAnswers(deadline, deadline + ANSWER_GRACE_MS)).toBe(true);
    expect(acceptsAnswers(deadline, deadline + ANSWER_GRACE_MS + 1)).toBe(false);
    expect(acceptsAnswers(null, deadline * 2)).toBe(true);
    expect(isOverdue("in_progress", deadline, deadline + ANSWER_GRACE_MS + 1)).toBe(true);
    expect(isOverdue("in_progress", deadline, deadline + 1)).toBe(false);
    expect(isOverdue("finished", deadline, deadline * 2)).toBe(false);
    expect(isOverdue("in_progress", null, deadline * 2)).toBe(false);
  });

  it("counts whole seconds left, never below zero", () => {
    const deadline = START + 10 * MINUTE;
    expect(secondsLeft(deadline, START)).toBe(600);
    expect(secondsLeft(deadline, deadline - 1_500)).toBe(2);
    expect(secondsLeft(deadline, deadline + 60_000)).toBe(0);
    expect(secondsLeft(null, START)).toBeNull();
  });
});

describe("the answer time kept", () => {
  it("is the client's, the server's when absent, and never far ahead of the server", () => {
    expect(keptAnswerTime(START - 30_000, START)).toBe(START - 30_000);
    expect(keptAnswerTime(undefined, START)).toBe(START);
    expect(keptAnswerTime(START + 60_000, START)).toBe(START + 60_000);
    expect(keptAnswerTime(START + 3_600_000, START)).toBe(START + ANSWER_CLOCK_AHEAD_MS);
  });
});

describe("points in a set", () => {
  it("gives a single question its slot's points and shares a group's over its children by their own points", () => {
    expect([...leafShares(300, { id: 1, children: [] })]).toEqual([[1, 300]]);
    expect([
      ...leafShares(1000, {
        id: 1,
        children: [
          { id: 2, points: 50 },
          { id: 3, points: 50 },
          { id: 4, points: 100 },
        ],
      }),
    ]).toEqual([
      [2, 250],
      [3, 250],
      [4, 500],
    ]);
    const shares = leafShares(100, {
      id: 1,
      children: [
        { id: 2, points: 1 },
        { id: 3, points: 1 },
        { id: 4, points: 1 },
      ],
    });
    expect([...shares.values()].reduce((a, b) => a + b, 0)).toBe(100);
  });

  it("scales a subjective question's scoring points to the points it carries, so ticking all still gives full marks", () => {
    const half = leafMarkingKey(essay, 500);
    expect(half.kind === "subjective" && half.rubric.map((point) => point.points)).toEqual([200, 200, 200]);
    expect(markLeaf(half, { text: "…" }, ["a", "b", "c"])).toEqual({ outcome: "right", points: 500 });
    expect(markLeaf(half, { text: "…" }, ["a"])).toEqual({ outcome: "partial", points: 200 });
    const same = leafMarkingKey(essay, 1000);
    expect(same.kind === "subjective" && same.rubric).toEqual(essay.rubric);
  });
});

describe("marking a saved answer", () => {
  it("leaves a blank subjective answer unanswered instead of waiting for self-marks", () => {
    const key = leafMarkingKey(essay, 1000);
    expect(markLeaf(key, null, null)).toEqual({ outcome: "unanswered", points: 0 });
    expect(markLeaf(key, { text: "我的作文" }, null)).toEqual({ outcome: "pending", points: 0 });
    expect(markLeaf(key, { text: "我的作文" }, ["a", "b", "c"])).toEqual({ outcome: "right", points: 1000 });
  });
});

describe("when a key may be shown", () => {
  it("shows nothing in an exam before it is submitted, everything after; practice shows each answered question", () => {
    expect(keyRevealed("exam", "in_progress", true)).toBe(false);
    expect(keyRevealed("exam", "needs_marking", false)).toBe(true);
    expect(keyRevealed("exam", "finished", false)).toBe(true);
    expect(keyRevealed("practice", "in_progress", false)).toBe(false);
    expect(keyRevealed("practice", "in_progress", true)).toBe(true);
  });

  it("reveals options with isCorrect (the spec's shape), the answers and the explanation", () => {
    const single: QuestionKey = {
      ...essay,
      kind: "single",
      points: 100,
      options: [
        { id: "A", html: "<p>甲</p>", isCorrect: false },
        { id: "B", html: "<p>乙</p>", isCorrect: true },
      ],
      correctOptionIds: ["B"],
      rubric: [],
    };
    expect(revealedKeyOf(single, 100)).toEqual({
      options: [
        { id: "A", content: "<p>甲</p>", isCorrect: false },
        { id: "B", content: "<p>乙</p>", isCorrect: true },
      ],
      correctOptionIds: ["B"],
      acceptedAnswers: [],
      referenceHtml: "<p>参考答案</p>",
      rubric: [],
      explanationHtml: "<p>解析</p>",
    });
  });
});

describe("time per question", () => {
  it("counts from the answer before it (or the start), in the order answers were given", () => {
    const seconds = secondsPerQuestion(START, [
      { questionId: 2, answeredAt: START + 90_000 },
      { questionId: 1, answeredAt: START + 30_000 },
      { questionId: 3, answeredAt: START + 150_000 },
    ]);
    expect(Object.fromEntries(seconds)).toEqual({ 1: 30, 2: 60, 3: 60 });
  });

  it("never counts backwards when a clock disagreed", () => {
    expect(Object.fromEntries(secondsPerQuestion(START, [{ questionId: 1, answeredAt: START - 5_000 }]))).toEqual({
      1: 0,
    });
  });
});

describe("the percentile on a set", () => {
  it("is the share scoring less, ties counted half, with the cohort", () => {
    expect(percentileRank(10, 1, 11)).toEqual({ percentile: 95.5, cohort: 11 });
    expect(percentileRank(0, 1, 11)).toEqual({ percentile: 4.5, cohort: 11 });
    expect(percentileRank(3, 2, 12)).toEqual({ percentile: 33.3, cohort: 12 });
    expect(percentileRank(0, 0, 0)).toBeNull();
  });

  it("is not given until PERCENTILE_MIN_OTHERS other attempts are finished (never 超过了 50% of a cohort of one)", () => {
    expect(PERCENTILE_MIN_OTHERS).toBe(10);
    expect(percentileRank(0, 1, 1)).toEqual({ percentile: null, cohort: 1 });
    expect(percentileRank(9, 1, PERCENTILE_MIN_OTHERS)).toEqual({ percentile: null, cohort: PERCENTILE_MIN_OTHERS });
    expect(percentileRank(9, 2, PERCENTILE_MIN_OTHERS + 1)?.percentile).toBe(90.9);
  });
});
