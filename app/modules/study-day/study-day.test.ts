import { describe, expect, it } from "vitest";
import {
  daysUntil,
  effectiveExamDate,
  nationalExamDateOfYear,
  nextNationalExamDate,
  studyDayOf,
  studyDayOfDate,
} from "./study-day";

/** Epoch ms of a wall-clock time in Asia/Shanghai. */
const shanghai = (text: string) => Date.parse(`${text}+08:00`);

describe("the study day (04:00 Asia/Shanghai)", () => {
  it("starts at 04:00 Shanghai time, not at midnight", () => {
    expect(studyDayOf(shanghai("2025-03-10T03:59:59.999")).date).toBe("2025-03-09");
    expect(studyDayOf(shanghai("2025-03-10T04:00:00.000")).date).toBe("2025-03-10");
    expect(studyDayOf(shanghai("2025-03-10T23:59:00")).date).toBe("2025-03-10");
    expect(studyDayOf(shanghai("2025-03-11T01:30:00")).date).toBe("2025-03-10");
  });

  it("gives the day's bounds in epoch ms", () => {
    const day = studyDayOf(shanghai("2025-03-10T12:00:00"));
    expect(day.start).toBe(shanghai("2025-03-10T04:00:00"));
    expect(day.end).toBe(shanghai("2025-03-11T04:00:00"));
    expect(studyDayOfDate("2025-03-10")).toBe(day.index);
  });

  it("crosses the year at 04:00 on 1 January", () => {
    expect(studyDayOf(shanghai("2026-01-01T02:00:00")).date).toBe("2025-12-31");
    expect(studyDayOf(shanghai("2026-01-01T04:00:00")).date).toBe("2026-01-01");
  });

  it("reads only real YYYY-MM-DD dates", () => {
    expect(studyDayOfDate("2025-02-29")).toBeNull();
    expect(studyDayOfDate("2024-02-29")).not.toBeNull();
    expect(studyDayOfDate("2025-2-1")).toBeNull();
    expect(studyDayOfDate("tomorrow")).toBeNull();
  });
});

describe("the exam date", () => {
  it("is the Saturday between 20 and 26 December", () => {
    expect(nationalExamDateOfYear(2023)).toBe("2023-12-23");
    expect(nationalExamDateOfYear(2024)).toBe("2024-12-21");
    expect(nationalExamDateOfYear(2025)).toBe("2025-12-20");
    expect(nationalExamDateOfYear(2026)).toBe("2026-12-26");
    expect(nationalExamDateOfYear(2027)).toBe("2027-12-25");
    for (let year = 2020; year < 2060; year += 1) {
      const date = nationalExamDateOfYear(year);
      expect(new Date(`${date}T00:00:00Z`).getUTCDay()).toBe(6);
      expect(Number(date.slice(8))).toBeGreaterThanOrEqual(20);
      expect(Number(date.slice(8))).toBeLessThanOrEqual(26);
    }
  });

  it("defaults to this year's exam until its day has passed, then next year's", () => {
    expect(nextNationalExamDate(shanghai("2025-03-01T10:00:00"))).toBe("2025-12-20");
    expect(nextNationalExamDate(shanghai("2025-12-20T20:00:00"))).toBe("2025-12-20");
    // 03:00 on the 21st still belongs to the 20th's study day.
    expect(nextNationalExamDate(shanghai("2025-12-21T03:00:00"))).toBe("2025-12-20");
    expect(nextNationalExamDate(shanghai("2025-12-21T04:00:00"))).toBe("2026-12-26");
  });

  it("uses the user's date while it has not passed", () => {
    const now = shanghai("2025-06-01T09:00:00");
    expect(effectiveExamDate("2025-12-27", now)).toEqual({ date: "2025-12-27", isDefault: false });
    expect(effectiveExamDate("2025-06-01", now)).toEqual({ date: "2025-06-01", isDefault: false });
    expect(effectiveExamDate("2025-05-31", now)).toEqual({ date: "2025-12-20", isDefault: true });
    expect(effectiveExamDate(null, now)).toEqual({ date: "2025-12-20", isDefault: true });
    expect(daysUntil("2025-12-20", now)).toBe(202);
    expect(daysUntil("2025-06-01", shanghai("2025-06-02T03:00:00"))).toBe(0);
  });
});
