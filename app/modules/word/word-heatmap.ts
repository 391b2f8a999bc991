// The study heatmap of the summary page: the last 90 study days as an SVG grid (a column per week, Monday on top),
// laid out here so the page only draws rects. Every cell has a text label (date and count) for its <title>, and the
// legend names the levels, so nothing is told by colour alone. Pure and client-safe.
import { DAY_MS, dateOfStudyDay, studyDayOfDate } from "~/modules/study-day/study-day";
import { heatmapText as t } from "./word-messages";

export const HEATMAP_DAYS = 90;

export interface HeatmapDay {
  /** Study day, YYYY-MM-DD. */
  date: string;
  /** Answers that day (new words and reviews). */
  count: number;
}

/** Upper bounds of levels 1–3; level 4 is anything above. Level 0 = no study. */
const HEATMAP_LEVELS = [19, 49, 99] as const;

export function heatmapLevel(count: number): 0 | 1 | 2 | 3 | 4 {
  if (count <= 0) return 0;
  if (count <= HEATMAP_LEVELS[0]) return 1;
  if (count <= HEATMAP_LEVELS[1]) return 2;
  if (count <= HEATMAP_LEVELS[2]) return 3;
  return 4;
}

export const heatmapLegend = [
  { level: 0, label: t.legendNone },
  { level: 1, label: t.legendRange(1, HEATMAP_LEVELS[0]) },
  { level: 2, label: t.legendRange(HEATMAP_LEVELS[0] + 1, HEATMAP_LEVELS[1]) },
  { level: 3, label: t.legendRange(HEATMAP_LEVELS[1] + 1, HEATMAP_LEVELS[2]) },
  { level: 4, label: t.legendAbove(HEATMAP_LEVELS[2] + 1) },
] as const;

/** `length` consecutive days ending on study day `lastIndex`, oldest first, zeros where `counts` has nothing. */
export function heatmapDays(
  counts: ReadonlyMap<number, number>,
  lastIndex: number,
  length = HEATMAP_DAYS,
): HeatmapDay[] {
  return Array.from({ length }, (_, i) => {
    const index = lastIndex - length + 1 + i;
    return { date: dateOfStudyDay(index), count: counts.get(index) ?? 0 };
  });
}

interface HeatmapCell {
  date: string;
  count: number;
  level: 0 | 1 | 2 | 3 | 4;
  x: number;
  y: number;
  /** "3月1日 周六：学习 35 次" — for the cell's <title>. */
  label: string;
}

export interface HeatmapLayout {
  width: number;
  height: number;
  cellSize: number;
  cells: HeatmapCell[];
  monthLabels: Array<{ x: number; y: number; text: string }>;
  weekdayLabels: Array<{ x: number; y: number; text: string }>;
  /** For the SVG's <title>/<desc> (aria). */
  title: string;
  description: string;
}

export function heatmapCellLabel(day: HeatmapDay): string {
  const date = new Date(`${day.date}T00:00:00Z`);
  const when = t.day(date.getUTCMonth() + 1, date.getUTCDate(), t.weekdays[date.getUTCDay()] ?? "");
  return day.count > 0 ? t.studied(when, day.count) : t.idle(when);
}

export function layoutHeatmap(
  days: readonly HeatmapDay[],
  options: { cellSize?: number; gap?: number } = {},
): HeatmapLayout {
  const cellSize = options.cellSize ?? 12;
  const gap = options.gap ?? 3;
  const step = cellSize + gap;
  const left = 28;
  const top = 16;
  const first = days[0];
  // Monday = row 0 … Sunday = row 6.
  const rowOf = (date: string) => (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
  const firstIndex = first ? (studyDayOfDate(first.date) ?? 0) : 0;
  const firstRow = first ? rowOf(first.date) : 0;
  const cells: HeatmapCell[] = [];
  const monthLabels: HeatmapLayout["monthLabels"] = [];
  let lastMonth = -1;
  for (const day of days) {
    const index = studyDayOfDate(day.date) ?? firstIndex;
    const column = Math.floor((index - firstIndex + firstRow) / 7);
    const row = rowOf(day.date);
    const x = left + column * step;
    cells.push({
      date: day.date,
      count: day.count,
      level: heatmapLevel(day.count),
      x,
      y: top + row * step,
      label: heatmapCellLabel(day),
    });
    const month = new Date(index * DAY_MS).getUTCMonth();
    if (month !== lastMonth && (row === 0 || cells.length === 1)) {
      monthLabels.push({ x, y: top - 4, text: t.month(month + 1) });
      lastMonth = month;
    }
  }
  const columns = cells.length === 0 ? 0 : Math.floor((cells.length - 1 + firstRow) / 7) + 1;
  const total = days.reduce((sum, day) => sum + day.count, 0);
  const studied = days.filter((day) => day.count > 0).length;
  return {
    width: left + columns * step,
    height: top + 7 * step,
    cellSize,
    cells,
    monthLabels,
    weekdayLabels: [
      { x: 0, y: top + cellSize - 2, text: t.rowLabels[0] },
      { x: 0, y: top + 2 * step + cellSize - 2, text: t.rowLabels[1] },
      { x: 0, y: top + 4 * step + cellSize - 2, text: t.rowLabels[2] },
    ],
    title: t.title(days.length),
    description: first ? t.description(first.date, days.at(-1)?.date ?? first.date, studied, total) : t.empty,
  };
}

export interface Streak {
  /** Consecutive study days up to today (or up to yesterday while today is still empty). */
  current: number;
  longest: number;
  /** Days with any study. */
  totalDays: number;
}

/** Streaks from the day numbers the user studied on. */
export function streaksOf(studyDays: readonly number[], today: number): Streak {
  const days = [...new Set(studyDays)].sort((a, b) => a - b);
  let longest = 0;
  let run = 0;
  let previous: number | null = null;
  for (const day of days) {
    run = previous !== null && day === previous + 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
    previous = day;
  }
  const have = new Set(days);
  let current = 0;
  let cursor = have.has(today) ? today : today - 1;
  while (have.has(cursor)) {
    current += 1;
    cursor -= 1;
  }
  return { current, longest, totalDays: days.length };
}
