// The streak, the run a day ends and the study goal (docs/decisions/0024).
import { describe, expect, it } from "vitest";
import { checkInStreak, goalMet, goalText, runEndingAt } from "./check-in-rules";

describe("checkInStreak", () => {
  it("counts consecutive days ending today", () => {
    expect(checkInStreak([10, 9, 8, 6], 10)).toBe(3);
  });
  it("still counts the run ending yesterday while today is not checked in", () => {
    expect(checkInStreak([9, 8, 7], 10)).toBe(3);
  });
  it("is 0 once a whole day was missed", () => {
    expect(checkInStreak([8, 7], 10)).toBe(0);
    expect(checkInStreak([], 10)).toBe(0);
  });
});

describe("runEndingAt", () => {
  it("is the length of the run that ends on the day, ignoring later days", () => {
    const days = new Set([1, 2, 3, 5, 6, 7, 8]);
    expect(runEndingAt(days, 3)).toBe(3);
    expect(runEndingAt(days, 7)).toBe(3);
    expect(runEndingAt(days, 8)).toBe(4);
    expect(runEndingAt(days, 4)).toBe(0);
  });
});

describe("goalMet", () => {
  it("compares the day's study with the goal in its unit", () => {
    expect(goalMet({ kind: "minutes", amount: 30 }, 29)).toBe(false);
    expect(goalMet({ kind: "minutes", amount: 30 }, 30)).toBe(true);
    expect(goalMet({ kind: "words", amount: 50 }, 51)).toBe(true);
  });
  it("never counts a goal of nothing as met", () => {
    expect(goalMet({ kind: "minutes", amount: 0 }, 100)).toBe(false);
  });
  it("says the goal in Chinese", () => {
    expect(goalText({ kind: "minutes", amount: 30 })).toBe("每天学习 30 分钟");
    expect(goalText({ kind: "words", amount: 50 })).toBe("每天学习 50 个单词");
  });
});
