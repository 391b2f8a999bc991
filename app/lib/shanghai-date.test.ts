import { describe, expect, it } from "vitest";
import { shanghaiDate } from "./shanghai-date";

describe("shanghaiDate", () => {
  it("gives the day in Beijing time, from epoch ms or ISO text", () => {
    // 16:30 UTC on 2 March is already 3 March in Beijing.
    expect(shanghaiDate(Date.UTC(2026, 2, 2, 16, 30))).toBe("2026年3月3日");
    expect(shanghaiDate("2026-03-02T15:59:00.000Z")).toBe("2026年3月2日");
  });

  it("is empty for nothing or a non-date", () => {
    expect(shanghaiDate(null)).toBe("");
    expect(shanghaiDate(undefined)).toBe("");
    expect(shanghaiDate("")).toBe("");
    expect(shanghaiDate("not a date")).toBe("");
  });
});
