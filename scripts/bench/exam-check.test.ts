import { describe, expect, it } from "vitest";
import { answerFor, compareAnswers, newestAcknowledged, timeLeftProblem, type AnswerableLeaf } from "./exam-check";
import { seededRandom } from "./exam-load";
import { serverTimingMs } from "./exam-student";

describe("compareAnswers", () => {
  const acks = [
    { questionId: 1, answeredAt: 1_000, answer: "A" },
    { questionId: 1, answeredAt: 3_000, answer: "C" },
    { questionId: 1, answeredAt: 2_000, answer: "B" },
    { questionId: 2, answeredAt: 1_500, answer: ["A", "B"] },
  ];

  it("takes the newest acknowledged answer per question by answeredAt, whatever order they were acknowledged in", () => {
    expect([...newestAcknowledged(acks).values()].map((ack) => ack.answer)).toEqual(["C", ["A", "B"]]);
  });

  it("counts each question present when the newest acknowledged answer, or a newer one, is stored", () => {
    expect(
      compareAnswers(acks, [
        { questionId: 1, answeredAt: 3_000, answer: "C" },
        { questionId: 2, answeredAt: 9_000, answer: ["D"] },
        { questionId: 3, answeredAt: null, answer: null },
      ]),
    ).toEqual({ expected: 2, present: 2, newerThanAcknowledged: 1, lost: [] });
  });

  it("reports a question lost when it is missing, older, or holds another answer at that time", () => {
    const missing = compareAnswers(acks, [{ questionId: 1, answeredAt: 3_000, answer: "C" }]);
    expect(missing).toMatchObject({ expected: 2, present: 1, lost: [{ questionId: 2, stored: null }] });
    const older = compareAnswers(acks, [
      { questionId: 1, answeredAt: 2_000, answer: "B" },
      { questionId: 2, answeredAt: 1_500, answer: ["A"] },
    ]);
    expect(older.lost.map((lost) => lost.questionId)).toEqual([1, 2]);
  });
});

describe("timeLeftProblem", () => {
  const deadline = "2026-11-25T12:00:00.000Z";
  const at = (iso: string) => Date.parse(iso);

  it("accepts the deadline it was started with and the whole seconds left to it", () => {
    expect(
      timeLeftProblem(
        { deadline, secondsLeft: 600, serverTime: "2026-11-25T11:50:00.000Z" },
        deadline,
        at("2026-11-25T11:50:00.300Z"),
      ),
    ).toBeNull();
    expect(timeLeftProblem({ deadline, secondsLeft: 601 }, deadline, at("2026-11-25T11:49:59.500Z"))).toBeNull();
  });

  it("refuses a moved deadline, seconds that do not match the server's clock, or a clock far from the client's", () => {
    expect(
      timeLeftProblem({ deadline: "2026-11-25T12:00:05.000Z", secondsLeft: 605 }, deadline, at("2026-11-25T11:50:00Z")),
    ).toMatch(/^deadline/);
    expect(
      timeLeftProblem(
        { deadline, secondsLeft: 700, serverTime: "2026-11-25T11:50:00.000Z" },
        deadline,
        at("2026-11-25T11:50:00Z"),
      ),
    ).toMatch(/the deadline means 600 s/);
    expect(timeLeftProblem({ deadline, secondsLeft: 700 }, deadline, at("2026-11-25T11:50:00Z"))).toMatch(
      /600\.0 s to the deadline/,
    );
    expect(timeLeftProblem({ deadline, secondsLeft: null }, deadline, at("2026-11-25T11:50:00Z"))).toBe(
      "no time left reported",
    );
  });
});

describe("answerFor", () => {
  const leaf = (kind: AnswerableLeaf["kind"]): AnswerableLeaf => ({
    questionId: 1,
    kind,
    optionIds: kind === "single" || kind === "multi" ? ["A", "B", "C", "D"] : [],
    blankCount: kind === "fill" ? 2 : 0,
  });

  it("answers in the shape the server stores, so the read-back compares as it is", () => {
    const random = seededRandom(7);
    for (let index = 0; index < 50; index += 1) {
      expect(["A", "B", "C", "D"]).toContain(answerFor(leaf("single"), random, index));
      const multi = answerFor(leaf("multi"), random, index) as string[];
      expect(multi.length).toBeGreaterThan(0);
      expect(multi).toEqual([...new Set(multi)].sort());
      const fill = answerFor(leaf("fill"), random, index) as string[];
      expect(fill).toHaveLength(2);
      expect(fill.every((blank) => blank === blank.trim() && blank !== "")).toBe(true);
    }
    expect(answerFor(leaf("subjective"), random, 3)).toEqual({ text: "第 3 次作答：解题思路与步骤如下。" });
  });
});

describe("serverTimingMs", () => {
  it("reads the app entry's duration", () => {
    expect(serverTimingMs("app;dur=3.42")).toBe(3.42);
    expect(serverTimingMs('db;dur=1, app;desc="x";dur=12')).toBe(12);
    expect(serverTimingMs("db;dur=1")).toBeNull();
    expect(serverTimingMs(null)).toBeNull();
  });
});
