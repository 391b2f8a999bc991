import { describe, expect, it } from "vitest";
import {
  addYears,
  bucketCount,
  bucketsOf,
  changePercent,
  changeText,
  comparisonOf,
  isCalendarDay,
  mondayOf,
  monthsAndDays,
} from "./usage-periods";
import { usageMonthSchema, usagePeriodSchema } from "./usage-report-schemas";

describe("days and weeks", () => {
  it("knows real calendar days", () => {
    expect(isCalendarDay("2024-02-29")).toBe(true);
    expect(isCalendarDay("2025-02-29")).toBe(false);
    expect(isCalendarDay("2025-13-01")).toBe(false);
    expect(isCalendarDay("1999-12-31")).toBe(false);
    expect(isCalendarDay("2025-1-1")).toBe(false);
    expect(isCalendarDay("junk")).toBe(false);
  });

  it("starts a week on Monday", () => {
    expect(mondayOf("2025-10-06")).toBe("2025-10-06"); // a Monday
    expect(mondayOf("2025-10-12")).toBe("2025-10-06"); // its Sunday
    expect(mondayOf("2025-01-01")).toBe("2024-12-30"); // a Wednesday: the week began the year before
  });

  it("cuts the period's first and last week and month to the period", () => {
    const weeks = bucketsOf({ from: "2025-10-01", to: "2025-10-14" }, "week");
    expect(weeks.map((week) => [week.key, week.from, week.to])).toEqual([
      ["2025-09-29", "2025-10-01", "2025-10-05"],
      ["2025-10-06", "2025-10-06", "2025-10-12"],
      ["2025-10-13", "2025-10-13", "2025-10-14"],
    ]);
    expect(weeks[0]!.label).toBe("2025-10-01 至 2025-10-05");
    const months = bucketsOf({ from: "2024-01-15", to: "2024-03-02" }, "month");
    expect(months.map((month) => [month.key, month.from, month.to])).toEqual([
      ["2024-01", "2024-01-15", "2024-01-31"],
      ["2024-02", "2024-02-01", "2024-02-29"],
      ["2024-03", "2024-03-01", "2024-03-02"],
    ]);
    expect(bucketsOf({ from: "2025-10-30", to: "2025-11-02" }, "day").map((day) => day.key)).toEqual([
      "2025-10-30",
      "2025-10-31",
      "2025-11-01",
      "2025-11-02",
    ]);
  });

  it("counts buckets without building them, as building them would", () => {
    for (const [from, to] of [
      ["2025-10-01", "2025-10-14"],
      ["2024-01-15", "2026-03-02"],
      ["2025-12-29", "2026-01-04"],
    ] as const)
      for (const granularity of ["day", "week", "month"] as const)
        expect(bucketCount({ from, to }, granularity)).toBe(bucketsOf({ from, to }, granularity).length);
  });

  it("splits a period into whole months and the days at its edges", () => {
    expect(monthsAndDays({ from: "2025-01-01", to: "2025-12-31" })).toEqual({
      months: Array.from({ length: 12 }, (_, index) => `2025-${String(index + 1).padStart(2, "0")}`),
      days: [],
    });
    expect(monthsAndDays({ from: "2025-01-15", to: "2025-03-20" })).toEqual({
      months: ["2025-02"],
      days: [
        { from: "2025-01-15", to: "2025-01-31" },
        { from: "2025-03-01", to: "2025-03-20" },
      ],
    });
    expect(monthsAndDays({ from: "2025-10-03", to: "2025-10-09" })).toEqual({
      months: [],
      days: [{ from: "2025-10-03", to: "2025-10-09" }],
    });
  });
});

describe("the period compared with", () => {
  it("is by default the period just before, of the same length", () => {
    expect(comparisonOf({ from: "2025-10-01", to: "2025-10-31" }, "previous")).toEqual({
      from: "2025-08-31",
      to: "2025-09-30",
    });
    expect(comparisonOf({ from: "2025-03-01", to: "2025-03-07" }, "previous")).toEqual({
      from: "2025-02-22",
      to: "2025-02-28",
    });
  });

  it("is the same days a year before, 29 February becoming the 28th", () => {
    expect(comparisonOf({ from: "2024-02-29", to: "2024-03-31" }, "year")).toEqual({
      from: "2023-02-28",
      to: "2023-03-31",
    });
    expect(addYears("2025-10-01", 3)).toBe("2028-10-01");
  });

  it("starts where the user says, with the period's length", () => {
    expect(comparisonOf({ from: "2025-10-01", to: "2025-10-10" }, "custom", "2024-05-01")).toEqual({
      from: "2024-05-01",
      to: "2024-05-10",
    });
  });

  it("gives the change in % with one decimal, and words when nothing came before", () => {
    expect(changePercent(150, 100)).toBe(50);
    expect(changePercent(1, 3)).toBe(-66.7);
    expect(changePercent(5, 0)).toBeNull();
    expect(changeText(150, 100)).toBe("+50%");
    expect(changeText(1, 3)).toBe("−66.7%");
    expect(changeText(7, 7)).toBe("0%");
    expect(changeText(5, 0)).toBe("新增");
    expect(changeText(0, 0)).toBe("—");
  });
});

describe("the period form", () => {
  const schema = usagePeriodSchema("2025-11-15");
  const form = (values: Record<string, string>) => ({
    from: "2025-10-01",
    to: "2025-10-31",
    granularity: "day",
    compare: "previous",
    cfrom: "",
    ...values,
  });
  const errorsOf = (values: Record<string, string>) => {
    const result = schema.safeParse(form(values));
    return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
  };

  it("takes a good period", () => {
    expect(schema.parse(form({ cfrom: "2020-01-01" }))).toEqual({
      from: "2025-10-01",
      to: "2025-10-31",
      granularity: "day",
      compare: "previous",
      cfrom: undefined,
    });
    expect(schema.parse(form({ compare: "custom", cfrom: "2024-10-01" })).cfrom).toBe("2024-10-01");
  });

  it("refuses junk, month 13, an end before the start, the future and more than three years, in Chinese", () => {
    expect(errorsOf({ from: "junk" })).toEqual({ from: expect.stringContaining("有效的日期") });
    expect(errorsOf({ to: "2025-13-01" })).toEqual({ to: expect.stringContaining("有效的日期") });
    expect(errorsOf({ from: "" })).toEqual({ from: "请选择开始日期" });
    expect(errorsOf({ from: "2025-10-31", to: "2025-10-01" })).toEqual({ to: "结束日期不能早于开始日期" });
    expect(errorsOf({ to: "2025-11-16" })).toEqual({ to: "结束日期不能晚于今天（2025-11-15）" });
    expect(errorsOf({ from: "2022-10-01", to: "2025-10-01", granularity: "month" })).toEqual({
      to: "统计期最长 3 年，请缩短日期范围",
    });
    expect(errorsOf({ from: "2022-10-02", to: "2025-10-01", granularity: "month" })).toEqual({});
    expect(errorsOf({ granularity: "hour", compare: "x" })).toEqual({
      granularity: "请选择按日、按周或按月",
      compare: expect.stringContaining("对比方式"),
    });
    expect(errorsOf({ compare: "custom" })).toEqual({ cfrom: "自定义对比时请选择对比期的开始日期" });
    expect(errorsOf({ compare: "custom", cfrom: "2025-11-01" })).toEqual({ cfrom: "对比期不能晚于今天结束" });
  });

  it("keeps a series readable: at most 92 days or 106 weeks (any three years by month)", () => {
    expect(errorsOf({ from: "2025-01-01", to: "2025-04-02" })).toEqual({});
    expect(errorsOf({ from: "2025-01-01", to: "2025-04-03" })).toEqual({
      granularity: expect.stringContaining("按日最多显示 92 个点"),
    });
    expect(errorsOf({ from: "2024-01-01", to: "2025-10-31", granularity: "week" })).toEqual({});
  });

  it("takes a month from 2000-01 to this month", () => {
    const month = usageMonthSchema("2025-11");
    expect(month.safeParse("2025-10").success).toBe(true);
    expect(month.safeParse("2025-11").success).toBe(true);
    for (const bad of ["2025-13", "2025-12", "1999-12", "2025-1", "junk", ""])
      expect(month.safeParse(bad).success, bad).toBe(false);
  });
});
