// The 打卡 month calendar (docs/decisions/0024-check-ins-and-pinecones.md): a month's weeks, Monday first, each day
// with its study day number, whether it is today or still ahead. Months are YYYY-MM; a study day's calendar date is
// its month's. Pure and client-safe.
import { DAY_MS, dateOfStudyDay, studyDayOfDate } from "~/modules/study-day/study-day";

/** 一 … 日: the calendar's columns. */
export const WEEKDAY_NAMES = ["一", "二", "三", "四", "五", "六", "日"] as const;
export const WEEKDAY_FULL_NAMES = ["星期一", "星期二", "星期三", "星期四", "星期五", "星期六", "星期日"] as const;

/** The earliest month the calendar goes back to. */
export const FIRST_MONTH = "2020-01";

interface CalendarDay {
  /** 1 … 31 */
  day: number;
  /** YYYY-MM-DD */
  date: string;
  dayIndex: number;
  /** 0 = Monday … 6 = Sunday */
  weekday: number;
  isToday: boolean;
  isFuture: boolean;
}

export interface CalendarMonth {
  /** YYYY-MM */
  month: string;
  /** 2026年11月 */
  label: string;
  firstDay: number;
  lastDay: number;
  /** Rows of seven; null where the week runs into another month. */
  weeks: (CalendarDay | null)[][];
  /** The months either side; null past the first month or after the current one. */
  previous: string | null;
  next: string | null;
}

/** The month (YYYY-MM) of a study day. */
export const monthOfDay = (dayIndex: number) => dateOfStudyDay(dayIndex).slice(0, 7);

/** The month before or after, YYYY-MM. */
export function shiftMonth(month: string, by: number): string {
  const [year, number] = month.split("-").map(Number) as [number, number];
  const shifted = new Date(Date.UTC(year, number - 1 + by, 1));
  return `${String(shifted.getUTCFullYear()).padStart(4, "0")}-${String(shifted.getUTCMonth() + 1).padStart(2, "0")}`;
}

export const monthLabel = (month: string) => `${Number(month.slice(0, 4))}年${Number(month.slice(5, 7))}月`;

/** The month's grid as seen on study day `today`. */
export function calendarMonth(month: string, today: number): CalendarMonth {
  const firstDay = studyDayOfDate(`${month}-01`);
  if (firstDay === null) throw new Error(`not a month: ${month}`);
  const nextFirst = studyDayOfDate(`${shiftMonth(month, 1)}-01`)!;
  const lastDay = nextFirst - 1;
  const weekdayOf = (dayIndex: number) => (new Date(dayIndex * DAY_MS).getUTCDay() + 6) % 7;
  const cells: (CalendarDay | null)[] = Array.from({ length: weekdayOf(firstDay) }, () => null);
  for (let dayIndex = firstDay; dayIndex <= lastDay; dayIndex += 1) {
    cells.push({
      day: dayIndex - firstDay + 1,
      date: dateOfStudyDay(dayIndex),
      dayIndex,
      weekday: weekdayOf(dayIndex),
      isToday: dayIndex === today,
      isFuture: dayIndex > today,
    });
  }
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks = Array.from({ length: cells.length / 7 }, (_, row) => cells.slice(row * 7, row * 7 + 7));
  const current = monthOfDay(today);
  const previous = shiftMonth(month, -1);
  const next = shiftMonth(month, 1);
  return {
    month,
    label: monthLabel(month),
    firstDay,
    lastDay,
    weeks,
    previous: previous >= FIRST_MONTH ? previous : null,
    next: next <= current ? next : null,
  };
}
