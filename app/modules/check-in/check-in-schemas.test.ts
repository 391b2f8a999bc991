// ?month= of the 打卡 page and GET /api/CheckIn/month (docs/decisions/0024).
import { describe, expect, it } from "vitest";
import { checkInMonthQuerySchema } from "./check-in-schemas";

describe("checkInMonthQuerySchema", () => {
  it("takes YYYY-MM from 2020-01, and blank as this month", () => {
    expect(checkInMonthQuerySchema.parse({ month: "2026-11" })).toEqual({ month: "2026-11" });
    expect(checkInMonthQuerySchema.parse({ month: "2020-01" })).toEqual({ month: "2020-01" });
    expect(checkInMonthQuerySchema.parse({ month: "" })).toEqual({ month: undefined });
    expect(checkInMonthQuerySchema.parse({})).toEqual({ month: undefined });
  });

  it("refuses other forms and earlier months with one Chinese message", () => {
    for (const month of ["2026-13", "2026-1", "2019-12", "202611", "2026-11-01"]) {
      const parsed = checkInMonthQuerySchema.safeParse({ month });
      expect(parsed.success, month).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe("月份格式应为 2026-11，且不早于 2020 年 1 月、不晚于本月");
    }
  });
});
