import { describe, expect, it } from "vitest";
import {
  shanghaiClock,
  shanghaiDate,
  shanghaiIsoDay,
  shanghaiIsoMinute,
  shanghaiMonthDayMinute,
  shanghaiPaddedMonthDayMinute,
  shanghaiRfc3339,
  shanghaiSlashMinute,
  shanghaiSlashSecond,
} from "./shanghai-time";

describe("Beijing time", () => {
  it("gives the day in Beijing time, from epoch ms or ISO text", () => {
    // 16:30 UTC on 2 March is already 3 March in Beijing.
    expect(shanghaiDate(Date.UTC(2026, 2, 2, 16, 30))).toBe("2026年3月3日");
    expect(shanghaiDate("2026-03-02T15:59:00.000Z")).toBe("2026年3月2日");
    expect(shanghaiIsoDay("2026-03-04T17:00:00.000Z")).toBe("2026-03-05");
  });

  it("writes each shape the pages use", () => {
    const at = "2026-12-31T16:05:07.900Z"; // 2027-01-01 00:05:07 in Beijing
    expect(shanghaiIsoMinute(at)).toBe("2027-01-01 00:05");
    expect(shanghaiClock("2026-12-20T03:30:00.000Z")).toBe("11:30");
    expect(shanghaiSlashMinute(at)).toBe("2027/01/01 00:05");
    expect(shanghaiSlashSecond(at)).toBe("2027/01/01 00:05:07");
    expect(shanghaiMonthDayMinute(at)).toBe("1月1日 00:05");
    expect(shanghaiPaddedMonthDayMinute(at)).toBe("01月01日 00:05");
    expect(shanghaiRfc3339(Date.parse(at))).toBe("2027-01-01T00:05:07+08:00");
  });

  it("matches what Intl writes for Asia/Shanghai (the formatters it replaced), over a year", () => {
    const zone = { timeZone: "Asia/Shanghai" } as const;
    const minute = { hour: "2-digit", minute: "2-digit", hour12: false } as const;
    const slashMinute = new Intl.DateTimeFormat("zh-CN", {
      ...zone,
      ...minute,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    const slashSecond = new Intl.DateTimeFormat("zh-CN", {
      ...zone,
      ...minute,
      second: "2-digit",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    const monthDay = new Intl.DateTimeFormat("zh-CN", { ...zone, ...minute, month: "long", day: "numeric" });
    const longDay = new Intl.DateTimeFormat("zh-CN", { ...zone, year: "numeric", month: "long", day: "numeric" });
    const padded = new Intl.DateTimeFormat("en-GB", { ...zone, month: "numeric", day: "numeric", ...minute });
    const paddedText = (time: number) => {
      const parts = Object.fromEntries(padded.formatToParts(time).map((part) => [part.type, part.value]));
      return `${parts.month}月${parts.day}日 ${parts.hour}:${parts.minute}`;
    };
    const start = Date.UTC(2026, 0, 1);
    for (let time = start; time < start + 366 * 86_400_000; time += 97 * 60_000 + 1_234) {
      expect(shanghaiSlashMinute(time)).toBe(slashMinute.format(time));
      expect(shanghaiSlashSecond(time)).toBe(slashSecond.format(time));
      expect(shanghaiMonthDayMinute(time)).toBe(monthDay.format(time));
      expect(shanghaiDate(time)).toBe(longDay.format(time));
      expect(shanghaiPaddedMonthDayMinute(time)).toBe(paddedText(time));
      expect(shanghaiIsoMinute(time)).toBe(new Date(time + 8 * 3_600_000).toISOString().slice(0, 16).replace("T", " "));
    }
  });

  it("is empty for nothing or a non-date", () => {
    for (const format of [shanghaiDate, shanghaiIsoMinute, shanghaiClock, shanghaiSlashMinute]) {
      expect(format(null)).toBe("");
      expect(format(undefined)).toBe("");
      expect(format("")).toBe("");
      expect(format("not a date")).toBe("");
    }
  });
});
