import { describe, expect, it } from "vitest";
import { LADDER_OFFSETS, answersBefore, learnedDayOffset, logRowsPerUser, wordSeeders } from "./word-seeder";

describe("the heavy learner's year", () => {
  it("learns the book in order over the 365 days, about 13 words a day", () => {
    expect(learnedDayOffset(1)).toBe(0);
    expect(learnedDayOffset(4_801)).toBe(364);
    const perDay = new Map<number, number>();
    for (let position = 1; position <= 4_801; position += 1)
      perDay.set(learnedDayOffset(position), (perDay.get(learnedDayOffset(position)) ?? 0) + 1);
    expect(perDay.size).toBe(365);
    expect(Math.min(...perDay.values())).toBeGreaterThanOrEqual(13);
    expect(Math.max(...perDay.values())).toBeLessThanOrEqual(14);
  });

  it("reviews on the ladder 1, 3, 7, 15, 30, 60, 120, 240 days apart, before today only", () => {
    expect(LADDER_OFFSETS).toEqual([0, 1, 4, 11, 26, 56, 116, 236, 476]);
    expect(answersBefore(1)).toBe(1);
    expect(answersBefore(2)).toBe(2);
    expect(answersBefore(5)).toBe(3);
    expect(answersBefore(237)).toBe(8);
    expect(answersBefore(365)).toBe(8);
  });

  it("logs ~32,500 answers per user (the ADR's and the performance test's size)", () => {
    const rows = logRowsPerUser();
    expect(rows).toBeGreaterThan(31_000);
    expect(rows).toBeLessThan(34_000);
    expect(logRowsPerUser(10, 10)).toBe(
      [10, 9, 8, 7, 6, 5, 4, 3, 2, 1].reduce((sum, daysAgo) => sum + answersBefore(daysAgo), 0),
    );
  });

  it("estimates its rows from the sizes (two measured users + up to 18 seeded ones)", () => {
    const [cards, logs, days] = wordSeeders;
    expect(cards!.rows({ users: 200_000, visits: 0, sessions: 0 })).toBe(20 * 4_801);
    expect(cards!.rows({ users: 0, visits: 0, sessions: 0 })).toBe(2 * 4_801);
    expect(logs!.rows({ users: 0, visits: 0, sessions: 0 })).toBe(2 * logRowsPerUser());
    expect(days!.rows({ users: 5, visits: 0, sessions: 0 })).toBe(7 * 365);
  });
});
