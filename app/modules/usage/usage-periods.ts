// The console's usage reports' periods (docs/decisions/0056-usage-and-counter.md, "The console's reports"): Beijing
// days as YYYY-MM-DD, a period's buckets by day, Monday-based week or month, the comparison period, the change in %, and
// how a period splits into whole months (read from the monthly rows) and the days at its edges. Pure and client-safe.
import { lastDayOfMonth } from "./counter-reports";

export type UsageGranularity = "day" | "week" | "month";
export type UsageComparison = "previous" | "year" | "custom";

export interface UsagePeriod {
  from: string;
  to: string;
}

export interface UsageBucket {
  /** The bucket's key: the day, the week's Monday, or YYYY-MM. */
  key: string;
  /** Its first and last day inside the period (a week or month at the period's edge is cut to it). */
  from: string;
  to: string;
  label: string;
  /** A short label for a chart's axis: 10-01, 10-06 (a week's first day), 2025-10. */
  short: string;
}

const DAY_MS = 86_400_000;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Most buckets a series may have: a chart and its table stay readable (and the page light). */
// Three years (the longest period) starting mid-month touch 37 months.
export const MAX_BUCKETS: Record<UsageGranularity, number> = { day: 92, week: 106, month: 37 };
/** A real calendar day (2025-02-29 is not), as YYYY-MM-DD. */
export function isCalendarDay(value: string): boolean {
  const match = DAY_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 2000 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

const utcOf = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayOfUtc = (time: number) => new Date(time).toISOString().slice(0, 10);

export function addDays(day: string, days: number): string {
  return dayOfUtc(utcOf(day) + days * DAY_MS);
}

/** Days from `from` to `to`, both included. */
function daysIn(period: UsagePeriod): number {
  return Math.round((utcOf(period.to) - utcOf(period.from)) / DAY_MS) + 1;
}

/** The same day `years` earlier or later; 29 February becomes 28 February in a common year. */
export function addYears(day: string, years: number): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const target = year + years;
  const last = new Date(Date.UTC(target, month, 0)).getUTCDate();
  return `${target}-${String(month).padStart(2, "0")}-${String(Math.min(date, last)).padStart(2, "0")}`;
}

/** The Monday of the week a day falls in (weeks run Monday to Sunday, as in China). */
export function mondayOf(day: string): string {
  const weekday = new Date(utcOf(day)).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

export const monthOf = (day: string) => day.slice(0, 7);

/** The period's buckets in order, each cut to the period. */
export function bucketsOf(period: UsagePeriod, granularity: UsageGranularity): UsageBucket[] {
  const buckets: UsageBucket[] = [];
  let start = period.from;
  while (start <= period.to) {
    const key = granularity === "day" ? start : granularity === "week" ? mondayOf(start) : monthOf(start);
    const end =
      granularity === "day" ? start : granularity === "week" ? addDays(key, 6) : lastDayOfMonth(monthOf(start));
    // Cut to the period (strings: YYYY-MM-DD compares as dates).
    const to = [end, period.to].sort()[0]!;
    const label = granularity === "day" ? start : granularity === "month" ? key : `${start} 至 ${to}`;
    buckets.push({ key, from: start, to, label, short: granularity === "month" ? key : start.slice(5) });
    start = addDays(to, 1);
  }
  return buckets;
}

/** The bucket key of a day. */
export function bucketKeyOf(day: string, granularity: UsageGranularity): string {
  return granularity === "day" ? day : granularity === "week" ? mondayOf(day) : monthOf(day);
}

/** How many buckets a period would have, without building them. */
export function bucketCount(period: UsagePeriod, granularity: UsageGranularity): number {
  if (granularity === "day") return daysIn(period);
  if (granularity === "week")
    return Math.round((utcOf(mondayOf(period.to)) - utcOf(mondayOf(period.from))) / (7 * DAY_MS)) + 1;
  const [fy, fm] = period.from.split("-").map(Number) as [number, number];
  const [ty, tm] = period.to.split("-").map(Number) as [number, number];
  return (ty - fy) * 12 + (tm - fm) + 1;
}

/** The period compared with: the one just before, of the same length; the same days a year earlier; or from `start`. */
export function comparisonOf(period: UsagePeriod, comparison: UsageComparison, start?: string): UsagePeriod {
  const length = daysIn(period);
  if (comparison === "year") return { from: addYears(period.from, -1), to: addYears(period.to, -1) };
  if (comparison === "custom" && start) return { from: start, to: addDays(start, length - 1) };
  return { from: addDays(period.from, -length), to: addDays(period.from, -1) };
}

/** The change from `before` to `now` in %, one decimal; null when there was nothing before. */
export function changePercent(now: number, before: number): number | null {
  if (before === 0) return null;
  return Math.round(((now - before) / before) * 1000) / 10;
}

/** The change as text: +12.5%, −3%, 0%, or 新增 / — when nothing came before. */
export function changeText(now: number, before: number): string {
  const change = changePercent(now, before);
  if (change === null) return now > 0 ? "新增" : "—";
  if (change === 0) return "0%";
  return `${change > 0 ? "+" : "−"}${Math.abs(change)}%`;
}

/**
 * A period as the whole months inside it (read from monthly rows) and the days outside them (read day by day): a
 * year from 1 January is twelve months and no days; 15 January to 20 March is February, and two runs of days.
 */
export function monthsAndDays(period: UsagePeriod): { months: string[]; days: UsagePeriod[] } {
  const months: string[] = [];
  const days: UsagePeriod[] = [];
  for (const bucket of bucketsOf(period, "month")) {
    if (bucket.from === `${bucket.key}-01` && bucket.to === lastDayOfMonth(bucket.key)) months.push(bucket.key);
    else days.push({ from: bucket.from, to: bucket.to });
  }
  return { months, days };
}

/** The month before YYYY-MM. */
export function previousMonth(month: string): string {
  return monthOf(addDays(`${month}-01`, -1));
}

/** A month's first and last day. */
export function periodOfMonth(month: string): UsagePeriod {
  return { from: `${month}-01`, to: lastDayOfMonth(month) };
}
