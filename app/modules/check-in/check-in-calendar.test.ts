// The 打卡 month grid: Monday-first weeks, padding, today and the months either side (docs/decisions/0024).
import { describe, expect, it } from "vitest";
import { studyDayIndex, studyDayOfDate } from "~/modules/study-day/study-day";
import { calendarMonth, monthOfDay, shiftMonth } from "./check-in-calendar";

const day = (date: string) => studyDayOfDate(date)!;

describe("calendarMonth", () => {
  it("lays November 2026 out Monday first: it starts on a Sunday, so six blanks, then 30 days in 6 rows", () => {
    const grid = calendarMonth("2026-11", day("2026-11-25"));
    expect(grid.label).toBe("2026年11月");
    expect(grid.weeks).toHaveLength(6);
    expect(grid.weeks.every((week) => week.length === 7)).toBe(true);
    expect(grid.weeks[0]!.slice(0, 6)).toEqual([null, null, null, null, null, null]);
    expect(grid.weeks[0]![6]).toMatchObject({ day: 1, date: "2026-11-01", weekday: 6 });
    const cells = grid.weeks.flat().filter((cell) => cell !== null);
    expect(cells.map((cell) => cell.day)).toEqual(Array.from({ length: 30 }, (_, index) => index + 1));
    expect(grid.weeks[5]![0]).toMatchObject({ date: "2026-11-30", weekday: 0 });
    expect(grid.weeks[5]!.slice(1)).toEqual([null, null, null, null, null, null]);
    expect(grid.firstDay).toBe(day("2026-11-01"));
    expect(grid.lastDay).toBe(day("2026-11-30"));
  });

  it("marks today and the days after it", () => {
    const cells = calendarMonth("2026-11", day("2026-11-25"))
      .weeks.flat()
      .filter((cell) => cell !== null);
    expect(cells.filter((cell) => cell.isToday).map((cell) => cell.date)).toEqual(["2026-11-25"]);
    expect(cells.filter((cell) => cell.isFuture).map((cell) => cell.day)).toEqual([26, 27, 28, 29, 30]);
  });

  it("has no blank row when a month starts on Monday and fills whole weeks (February 2027: Mon 1st, 28 days)", () => {
    const grid = calendarMonth("2027-02", day("2027-02-10"));
    expect(grid.weeks).toHaveLength(4);
    expect(grid.weeks.flat().every((cell) => cell !== null)).toBe(true);
  });

  it("counts leap days", () => {
    const cells = calendarMonth("2028-02", day("2028-02-10"))
      .weeks.flat()
      .filter((cell) => cell !== null);
    expect(cells.at(-1)?.date).toBe("2028-02-29");
  });

  it("links the previous month always and the next one only up to the current month", () => {
    const now = day("2026-11-25");
    expect(calendarMonth("2026-11", now)).toMatchObject({ previous: "2026-10", next: null });
    expect(calendarMonth("2026-10", now)).toMatchObject({ previous: "2026-09", next: "2026-11" });
    expect(calendarMonth("2026-01", now)).toMatchObject({ previous: "2025-12", next: "2026-02" });
    expect(calendarMonth("2020-01", now).previous).toBeNull();
  });
});

describe("months", () => {
  it("shifts across years", () => {
    expect(shiftMonth("2026-12", 1)).toBe("2027-01");
    expect(shiftMonth("2026-01", -1)).toBe("2025-12");
  });

  it("reads a study day's month by the 04:00 boundary", () => {
    // 1 December 03:59 in Beijing is still 30 November's study day.
    const before = Date.parse("2026-12-01T03:59:00+08:00");
    const after = Date.parse("2026-12-01T04:00:00+08:00");
    expect(monthOfDay(studyDayIndex(before))).toBe("2026-11");
    expect(monthOfDay(studyDayIndex(after))).toBe("2026-12");
  });
});
