import { describe, expect, it } from "vitest";
import { attemptMessages as m } from "../attempts/attempt-messages";
import {
  pickPracticeQuestions,
  practiceChoiceSchema,
  practiceNumberOf,
  practiceQuestionHref,
  practiceTitle,
} from "./practice-rules";

describe("practiceChoiceSchema", () => {
  it("defaults to all questions, 10 of them, 刷题", () => {
    expect(practiceChoiceSchema.parse({ subject: "数学一" })).toEqual({
      subject: "math1",
      scope: "all",
      size: 10,
      view: "answer",
    });
    expect(practiceChoiceSchema.parse({ setId: "7", subject: "", point: "", difficulty: "" })).toEqual({
      setId: 7,
      scope: "all",
      size: 10,
      view: "answer",
    });
  });

  it("reads the form's strings and refuses junk with the Chinese messages", () => {
    expect(
      practiceChoiceSchema.parse({
        subject: "cs408",
        point: "cs-os",
        difficulty: "3",
        scope: "wrong",
        size: "30",
        view: "memorise",
      }),
    ).toMatchObject({
      subject: "cs408",
      point: "cs-os",
      difficulty: 3,
      scope: "wrong",
      size: 30,
      view: "memorise",
    });
    const bad = practiceChoiceSchema.safeParse({
      subject: "chemistry",
      point: "<x>",
      difficulty: "9",
      scope: "all-of-it",
      size: "15",
      view: "x",
      setId: "-1",
    });
    expect(bad.success).toBe(false);
    const messages = bad.success ? [] : bad.error.issues.map((issue) => issue.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        m.practiceSubjectMissing,
        m.practicePointInvalid,
        m.practiceDifficultyInvalid,
        m.practiceScopeInvalid,
        m.practiceSizeInvalid,
        m.practiceViewInvalid,
      ]),
    );
  });
});

describe("pickPracticeQuestions", () => {
  it("takes all when there are fewer than asked, in bank order, without repeats", () => {
    expect(pickPracticeQuestions([5, 3, 3, 9], 10)).toEqual([3, 5, 9]);
  });

  it("takes the size asked at random, then orders them as the bank does", () => {
    const candidates = Array.from({ length: 50 }, (_, index) => index + 1);
    let seed = 1;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return (seed - 1) / 2147483646;
    };
    const picked = pickPracticeQuestions(candidates, 10, random);
    expect(picked).toHaveLength(10);
    expect(new Set(picked).size).toBe(10);
    expect([...picked].sort((a, b) => a - b)).toEqual(picked);
    expect(picked).not.toEqual(candidates.slice(0, 10));
    expect(pickPracticeQuestions(candidates, 0)).toEqual([]);
  });
});

describe("practiceNumberOf", () => {
  it("is 1 for anything unreadable and at most the count", () => {
    expect(practiceNumberOf(null, 10)).toBe(1);
    expect(practiceNumberOf("abc", 10)).toBe(1);
    expect(practiceNumberOf("0", 10)).toBe(1);
    expect(practiceNumberOf("4", 10)).toBe(4);
    expect(practiceNumberOf("99999999", 10)).toBe(1);
    expect(practiceNumberOf("11", 10)).toBe(10);
  });
});

describe("titles and links", () => {
  it("names a practice by what it was chosen by", () => {
    expect(practiceTitle({ subjectName: "数学一", pointName: "极限", scope: "wrong", difficultyName: "较难" })).toBe(
      "数学一 · 极限 · 只做错题 · 较难 · 练习",
    );
    expect(practiceTitle({ subjectName: "政治", scope: "all" })).toBe("政治 · 练习");
  });

  it("links a question of an attempt, 背题 marked", () => {
    expect(practiceQuestionHref("/question/list", 3, 2, "answer")).toBe("/question/list?attempt=3&q=2");
    expect(practiceQuestionHref("/mobile/question/list", 3, 1, "memorise")).toBe(
      "/mobile/question/list?attempt=3&q=1&view=memorise",
    );
  });
});
