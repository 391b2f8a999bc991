import { describe, expect, it } from "vitest";
import { studyDayIndex, studyDayOfDate, studyDayStart } from "~/modules/study-day/study-day";
import { ANSWER_ALONE_MS, minutesOf, streakOf, studyMsByDay, weekStartOf } from "./study-time";

const day = (date: string) => studyDayOfDate(date)!;
const at = (date: string, minutes: number) => studyDayStart(day(date)) + minutes * 60_000;

describe("studyMsByDay", () => {
  it("counts the gaps of a run of answers, a lone answer as 30 s, and a long pause as a break", () => {
    // 09:00 run: answers 0, 10 s, 40 s later (gaps 10 s and 30 s); then 10 minutes idle; then one answer.
    const start = at("2025-03-10", 300);
    const times = [start + 40_000, start, start + 10_000, start + 640_000];
    const ms = studyMsByDay(times, []);
    expect(ms.get(day("2025-03-10"))).toBe(ANSWER_ALONE_MS + 10_000 + 30_000 + ANSWER_ALONE_MS);
  });

  it("puts an answer before 04:00 Asia/Shanghai on the previous study day", () => {
    const early = Date.parse("2025-03-10T19:30:00Z"); // 03:30 on the 11th in Shanghai: still the 10th's study day
    const late = Date.parse("2025-03-10T20:30:00Z"); // 04:30: the 11th
    const ms = studyMsByDay([early, late], []);
    expect(ms.get(day("2025-03-10"))).toBe(ANSWER_ALONE_MS);
    expect(ms.get(day("2025-03-11"))).toBe(ANSWER_ALONE_MS);
  });

  it("counts a video session's span, at most the video's length, on the day it ends", () => {
    const end = at("2025-03-12", 600);
    const ms = studyMsByDay(
      [],
      [
        { startedAt: end - 5 * 60_000, endedAt: end, durationSeconds: 3600 },
        { startedAt: end - 90 * 60_000, endedAt: end, durationSeconds: 1200 },
        { startedAt: end + 60_000, endedAt: end, durationSeconds: 1200 },
      ],
    );
    expect(ms.get(day("2025-03-12"))).toBe(5 * 60_000 + 20 * 60_000);
    expect(minutesOf(ms.get(day("2025-03-12"))!)).toBe(25);
  });
});

describe("streakOf", () => {
  const today = studyDayIndex(Date.parse("2025-03-12T04:00:00Z"));
  it("counts consecutive days back from today, or from yesterday while today is empty", () => {
    expect(streakOf([today, today - 1, today - 2, today - 4], today)).toBe(3);
    expect(streakOf([today - 1, today - 2], today)).toBe(2);
    expect(streakOf([today - 2, today - 3], today)).toBe(0);
    expect(streakOf([], today)).toBe(0);
    expect(streakOf([today, today, today - 1], today)).toBe(2);
  });
});

describe("weekStartOf", () => {
  it("is the Monday of the week", () => {
    expect(weekStartOf(day("2025-03-12"))).toBe(day("2025-03-10")); // a Wednesday
    expect(weekStartOf(day("2025-03-10"))).toBe(day("2025-03-10")); // a Monday
    expect(weekStartOf(day("2025-03-16"))).toBe(day("2025-03-10")); // a Sunday
  });
});
