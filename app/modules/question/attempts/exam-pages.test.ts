import { describe, expect, it } from "vitest";
import {
  clockOf,
  comparableAnswer,
  countdownMarkCrossed,
  dequeueAnswer,
  enqueueAnswer,
  examHrefs,
  examTargetOf,
  formAnswerOf,
  isAnswered,
  itemNumberOf,
  parseQueue,
  spokenSeconds,
} from "./exam-pages";

describe("exam pages", () => {
  it("reads ?q= as a page within range, junk as the first", () => {
    expect(itemNumberOf("3", 10)).toBe(3);
    expect(itemNumberOf("0", 10)).toBe(1);
    expect(itemNumberOf("99", 10)).toBe(10);
    expect(itemNumberOf("abc", 10)).toBe(1);
    expect(itemNumberOf(null, 10)).toBe(1);
    expect(itemNumberOf("1e9", 10)).toBe(1);
  });

  it("goes where the pressed button says, clamped to the pages", () => {
    expect(examTargetOf("next", 3, 5)).toEqual({ to: "item", q: 4 });
    expect(examTargetOf("next", 5, 5)).toEqual({ to: "item", q: 5 });
    expect(examTargetOf("prev", 1, 5)).toEqual({ to: "item", q: 1 });
    expect(examTargetOf("sheet", 2, 5)).toEqual({ to: "sheet" });
    expect(examTargetOf("confirm", 2, 5)).toEqual({ to: "confirm" });
    expect(examTargetOf("q4", 2, 5)).toEqual({ to: "item", q: 4 });
    expect(examTargetOf("<script>", 2, 5)).toEqual({ to: "item", q: 2 });
  });

  it("builds both trees' links", () => {
    expect(examHrefs("desktop").start(3)).toBe("/question/exam?setId=3");
    expect(examHrefs("mobile").item(7, 2)).toBe("/mobile/question/exam?attempt=7&q=2");
    expect(examHrefs("mobile").practice(3)).toBe("/mobile/question/list?setId=3");
    expect(examHrefs("mobile").pdf(3)).toBe("/mobile/question/examPdf?id=3");
    expect(examHrefs("desktop").wrongBook).toBe("/question/wrong");
  });

  it("reads a page's answers from its fields and compares them with what was shown", () => {
    const fields: Record<string, string[]> = {
      "a-1": ["B"],
      "a-2": ["C", "A"],
      "a-3-1": [" x "],
      "a-3-2": [""],
      "a-4": ["答案"],
    };
    const get = (name: string) => fields[name] ?? [];
    expect(formAnswerOf("single", 1, 0, get)).toBe("B");
    expect(formAnswerOf("multi", 2, 0, get)).toEqual(["C", "A"]);
    expect(formAnswerOf("fill", 3, 2, get)).toEqual([" x ", ""]);
    expect(formAnswerOf("subjective", 4, 0, get)).toEqual({ text: "答案" });
    expect(formAnswerOf("single", 9, 0, get)).toBeNull();
    expect(comparableAnswer("multi", ["C", "A"])).toBe(comparableAnswer("multi", ["A", "C"]));
    expect(comparableAnswer("multi", [])).toBe("null");
    expect(comparableAnswer("fill", ["", " "])).toBe("null");
    expect(comparableAnswer("fill", [" x ", ""])).toBe(comparableAnswer("fill", ["x", ""]));
    expect(comparableAnswer("subjective", { text: " " })).toBe("null");
    expect(comparableAnswer("single", "b")).toBe(comparableAnswer("single", "B"));
  });

  it("tells answered from unanswered", () => {
    expect(isAnswered(null)).toBe(false);
    expect(isAnswered(["", ""])).toBe(false);
    expect(isAnswered({ text: "  " })).toBe(false);
    expect(isAnswered("A")).toBe(true);
    expect(isAnswered(["", "2"])).toBe(true);
  });

  it("keeps the newest queued answer per question, and a newer one queued while the older was sent", () => {
    let queue = enqueueAnswer([], { attemptId: 1, questionId: 5, answer: "A", answeredAt: 100 });
    queue = enqueueAnswer(queue, { attemptId: 1, questionId: 5, answer: "B", answeredAt: 200 });
    queue = enqueueAnswer(queue, { attemptId: 1, questionId: 5, answer: "C", answeredAt: 150 });
    queue = enqueueAnswer(queue, { attemptId: 1, questionId: 6, answer: "D", answeredAt: 120 });
    expect(queue.map((entry) => entry.answer)).toEqual(["B", "D"]);
    const sent = queue[0]!;
    const newer = enqueueAnswer(queue, { attemptId: 1, questionId: 5, answer: "E", answeredAt: 300 });
    expect(dequeueAnswer(newer, sent).map((entry) => entry.answer)).toEqual(["D", "E"]);
    expect(dequeueAnswer(queue, sent).map((entry) => entry.answer)).toEqual(["D"]);
  });

  it("reads a stored queue, dropping junk", () => {
    expect(parseQueue(null)).toEqual([]);
    expect(parseQueue("{bad")).toEqual([]);
    expect(
      parseQueue(JSON.stringify([{ attemptId: 1, questionId: 2, answer: "A", answeredAt: 3 }, { attemptId: "x" }])),
    ).toHaveLength(1);
  });

  it("counts down politely", () => {
    expect(clockOf(3725)).toBe("1:02:05");
    expect(clockOf(65)).toBe("01:05");
    expect(clockOf(-3)).toBe("00:00");
    expect(spokenSeconds(65)).toBe("1 分 5 秒");
    expect(spokenSeconds(0)).toBe("0 秒");
    expect(countdownMarkCrossed(301, 300)).toBe(5);
    expect(countdownMarkCrossed(300, 299)).toBeNull();
    expect(countdownMarkCrossed(1801, 1799)).toBe(30);
    expect(countdownMarkCrossed(61, 60)).toBe(1);
  });
});
