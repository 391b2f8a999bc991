import { describe, expect, it } from "vitest";
import {
  answerSchemaFor,
  saveAnswerSchema,
  selfMarksSchema,
  startAttemptSchema,
  wrongQuestionListSchema,
} from "./attempt-schemas";

const choice = { optionIds: ["A", "B", "C", "D"], blankCount: 0 };
const parse = (shape: Parameters<typeof answerSchemaFor>[0], value: unknown) => answerSchemaFor(shape).safeParse(value);
const stored = (shape: Parameters<typeof answerSchemaFor>[0], value: unknown) => {
  const result = parse(shape, value);
  if (!result.success) throw new Error(result.error.issues[0]?.message);
  return result.data;
};
const refusal = (shape: Parameters<typeof answerSchemaFor>[0], value: unknown) => {
  const result = parse(shape, value);
  return result.success ? null : result.error.issues[0]?.message;
};

describe("answer shapes by kind", () => {
  it("single: one of the question's options, in any width or case; blank clears", () => {
    const single = { kind: "single" as const, ...choice };
    expect(stored(single, "b")).toBe("B");
    expect(stored(single, "Ｃ")).toBe("C");
    expect(stored(single, ["D"])).toBe("D");
    expect(stored(single, null)).toBeNull();
    expect(stored(single, "")).toBeNull();
    expect(refusal(single, "E")).toBe("单选题请选择一个选项（A、B、C、D）");
    expect(refusal(single, ["A", "B"])).toBe("单选题请选择一个选项（A、B、C、D）");
    expect(refusal(single, 2)).toBe("单选题请选择一个选项（A、B、C、D）");
  });

  it("multi: options as a list or a run of letters, stored sorted without repeats", () => {
    const multi = { kind: "multi" as const, ...choice };
    expect(stored(multi, ["C", "a", "C"])).toEqual(["A", "C"]);
    expect(stored(multi, "DB")).toEqual(["B", "D"]);
    expect(stored(multi, "A,C")).toEqual(["A", "C"]);
    expect(stored(multi, [])).toBeNull();
    expect(refusal(multi, ["A", "X"])).toBe("多选题请选择一个或多个选项（A、B、C、D）");
    expect(refusal(multi, { A: true })).toBe("多选题请选择一个或多个选项（A、B、C、D）");
  });

  it("fill: one string per blank, padded to the number of blanks; all blank clears", () => {
    const fill = { kind: "fill" as const, optionIds: [], blankCount: 2 };
    expect(stored(fill, ["1/2", " e^2 "])).toEqual(["1/2", "e^2"]);
    expect(stored(fill, ["1/2"])).toEqual(["1/2", ""]);
    expect(stored(fill, "0.5")).toEqual(["0.5", ""]);
    expect(stored(fill, ["", " "])).toBeNull();
    expect(refusal(fill, ["1", "2", "3"])).toBe("填空题请按空的顺序填写，共 2 个空，每空最多 500 个字");
    expect(refusal(fill, [1, 2])).toBe("填空题请按空的顺序填写，共 2 个空，每空最多 500 个字");
    expect(refusal(fill, ["x".repeat(501)])).toBe("填空题请按空的顺序填写，共 2 个空，每空最多 500 个字");
  });

  it("subjective: text, or {text}; stored as {text}", () => {
    const subjective = { kind: "subjective" as const, optionIds: [], blankCount: 0 };
    expect(stored(subjective, "答：……")).toEqual({ text: "答：……" });
    expect(stored(subjective, { text: "答" })).toEqual({ text: "答" });
    expect(stored(subjective, "  ")).toBeNull();
    expect(refusal(subjective, { text: 3 })).toBe("主观题请填写作答内容（最多 20000 个字）");
    expect(refusal(subjective, "x".repeat(20_001))).toBe("主观题请填写作答内容（最多 20000 个字）");
  });

  it("a group is answered through its children", () => {
    expect(refusal({ kind: "group", optionIds: [], blankCount: 0 }, "A")).toBe("题组请逐个作答其中的小题");
  });
});

describe("call inputs", () => {
  it("starts on a set or a paper, exam by default, untimed unless asked", () => {
    expect(startAttemptSchema.parse({ setId: "3" })).toEqual({ setId: 3, mode: "exam", timed: false });
    expect(startAttemptSchema.parse({ paperId: 9, mode: "practice", timed: "on" })).toEqual({
      paperId: 9,
      mode: "practice",
      timed: true,
    });
    const missing = startAttemptSchema.safeParse({ mode: "exam" });
    expect(missing.success ? null : missing.error.issues[0]?.message).toBe(
      "请指定要作答的试卷（setId）或真题（paperId）",
    );
    const mode = startAttemptSchema.safeParse({ setId: 1, mode: "speed" });
    expect(mode.success ? null : mode.error.issues[0]?.message).toBe("作答模式应为 exam（模考）或 practice（刷题）");
  });

  it("reads the answer time as epoch ms or ISO text", () => {
    expect(
      saveAnswerSchema.parse({ id: 1, questionId: 2, answer: "A", answeredAt: 1_766_000_000_000 }).answeredAt,
    ).toBe(1_766_000_000_000);
    expect(saveAnswerSchema.parse({ id: 1, questionId: 2, answer: "A", answeredAt: "1766000000000" }).answeredAt).toBe(
      1_766_000_000_000,
    );
    expect(
      saveAnswerSchema.parse({ id: 1, questionId: 2, answer: "A", answeredAt: "2025-12-20T01:00:00Z" }).answeredAt,
    ).toBe(Date.parse("2025-12-20T01:00:00Z"));
    expect(saveAnswerSchema.parse({ id: 1, questionId: 2, answer: "A" }).answeredAt).toBeUndefined();
    const bad = saveAnswerSchema.safeParse({ id: 1, questionId: 2, answer: "A", answeredAt: "yesterday" });
    expect(bad.success ? null : bad.error.issues[0]?.message).toBe("作答时间应为毫秒时间戳或 ISO 时间");
  });

  it("takes self-marks as rubric ids per question", () => {
    expect(selfMarksSchema.parse({ id: "4", marks: [{ questionId: 5, rubricIds: ["1", "3"] }] })).toEqual({
      id: 4,
      marks: [{ questionId: 5, rubricIds: ["1", "3"] }],
    });
    const empty = selfMarksSchema.safeParse({ id: 4, marks: [] });
    expect(empty.success ? null : empty.error.issues[0]?.message).toBe(
      "评分应为每道主观题勾选的评分要点：[{questionId, rubricIds}]",
    );
  });

  it("lists the wrong-question book whole or only what is due, by subject code or name", () => {
    expect(wrongQuestionListSchema.parse({})).toMatchObject({ page: 1, rows: 20, due: false });
    expect(wrongQuestionListSchema.parse({ due: "1", subject: "数学一", point: "math-limits" })).toMatchObject({
      due: true,
      subject: "math1",
      point: "math-limits",
    });
  });
});
