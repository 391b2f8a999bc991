import { describe, expect, it } from "vitest";
import { studyDayOfDate } from "~/modules/study-day/study-day";
import { HEATMAP_DAYS, heatmapCellLabel, heatmapDays, heatmapLevel, layoutHeatmap, streaksOf } from "./word-heatmap";

const day = (date: string) => studyDayOfDate(date) as number;

describe("heatmap days", () => {
  it("are 90 consecutive study days ending today, zeros filled in", () => {
    const days = heatmapDays(
      new Map([
        [day("2025-03-10"), 12],
        [day("2024-12-11"), 3],
      ]),
      day("2025-03-10"),
    );
    expect(days).toHaveLength(HEATMAP_DAYS);
    expect(days[0]).toEqual({ date: "2024-12-11", count: 3 });
    expect(days.at(-1)).toEqual({ date: "2025-03-10", count: 12 });
    expect(days.filter((entry) => entry.count > 0)).toHaveLength(2);
  });

  it("have levels by count, named in the legend", () => {
    expect([0, 1, 19, 20, 49, 50, 99, 100, 500].map(heatmapLevel)).toEqual([0, 1, 1, 2, 2, 3, 3, 4, 4]);
  });

  it("label every cell in words (no information by colour alone)", () => {
    expect(heatmapCellLabel({ date: "2025-03-01", count: 35 })).toBe("3月1日 周六：学习 35 次");
    expect(heatmapCellLabel({ date: "2025-03-02", count: 0 })).toBe("3月2日 周日：未学习");
  });
});

describe("heatmap layout", () => {
  it("puts a week per column, Monday on top, and labels months", () => {
    // 2025-03-03 is a Monday.
    const days = heatmapDays(new Map([[day("2025-03-05"), 60]]), day("2025-03-16"), 14);
    const layout = layoutHeatmap(days, { cellSize: 10, gap: 2 });
    expect(layout.cells).toHaveLength(14);
    const monday = layout.cells.find((cell) => cell.date === "2025-03-03");
    const sunday = layout.cells.find((cell) => cell.date === "2025-03-09");
    const nextMonday = layout.cells.find((cell) => cell.date === "2025-03-10");
    expect(monday?.y).toBe(sunday ? sunday.y - 6 * 12 : NaN);
    expect(monday?.x).toBe(sunday?.x);
    expect(nextMonday?.x).toBe((monday?.x ?? 0) + 12);
    expect(layout.cells.find((cell) => cell.date === "2025-03-05")).toMatchObject({
      count: 60,
      level: 3,
      label: "3月5日 周三：学习 60 次",
    });
    expect(layout.width).toBe(28 + 2 * 12);
    expect(layout.monthLabels).toEqual([{ x: 28, y: 12, text: "3月" }]);
    expect(layout.title).toBe("最近 14 天学习记录");
    expect(layout.description).toBe("2025-03-03 至 2025-03-16，共学习 1 天、60 次");
  });

  it("starts mid-week when the first day is not a Monday", () => {
    const layout = layoutHeatmap(heatmapDays(new Map(), day("2025-03-10"), HEATMAP_DAYS));
    const columns = new Set(layout.cells.map((cell) => cell.x));
    expect(columns.size).toBeGreaterThanOrEqual(13);
    expect(columns.size).toBeLessThanOrEqual(14);
    expect(layout.monthLabels.map((label) => label.text)).toEqual(["12月", "1月", "2月", "3月"]);
  });
});

describe("streaks", () => {
  const today = day("2025-03-10");
  it("count consecutive days up to today, or yesterday while today is empty", () => {
    expect(streaksOf([today - 2, today - 1, today], today)).toEqual({ current: 3, longest: 3, totalDays: 3 });
    expect(streaksOf([today - 2, today - 1], today)).toEqual({ current: 2, longest: 2, totalDays: 2 });
    expect(streaksOf([today - 3, today - 2], today)).toEqual({ current: 0, longest: 2, totalDays: 2 });
    expect(streaksOf([today - 10, today - 9, today - 8, today - 7, today], today)).toEqual({
      current: 1,
      longest: 4,
      totalDays: 5,
    });
    expect(streaksOf([], today)).toEqual({ current: 0, longest: 0, totalDays: 0 });
  });
});
