// The study day and the exam date (docs/decisions/0008-vocabulary-scheduling.md), shared by everything that counts
// days of study: vocabulary cards, wrong-question cards (app/modules/spaced-repetition) and study records. A study day
// runs from 04:00 to 04:00 Asia/Shanghai (UTC+8 all year, no daylight saving), as Anki's day does: a student revising
// past midnight is still on "today". Days are numbered: index = floor((t + 4 h) / 24 h), so index × 24 h is midnight
// UTC of the study day's calendar date. Pure and client-safe.
import { SHANGHAI_OFFSET_MS } from "~/lib/shanghai-time";

export const DAY_MS = 86_400_000;
export const HOUR_MS = 3_600_000;
/** The hour (Asia/Shanghai) at which a new study day starts. */
const DAY_STARTS_AT_HOUR = 4;
/**
 * t + this shift is a UTC time whose calendar date is t's study day. ts-fsrs counts elapsed days by UTC calendar
 * dates, so the scheduler hands it shifted times and FSRS's days become our study days.
 */
export const STUDY_DAY_SHIFT_MS = SHANGHAI_OFFSET_MS - DAY_STARTS_AT_HOUR * HOUR_MS;

export interface StudyDay {
  /** Day number (days since 1970-01-01 as a study-day calendar date). */
  index: number;
  /** The calendar date, YYYY-MM-DD. */
  date: string;
  /** Epoch ms of its 04:00 Asia/Shanghai start (inclusive) and of the next day's start (exclusive). */
  start: number;
  end: number;
}

export function studyDayIndex(time: number): number {
  return Math.floor((time + STUDY_DAY_SHIFT_MS) / DAY_MS);
}

export function studyDayStart(index: number): number {
  return index * DAY_MS - STUDY_DAY_SHIFT_MS;
}

export function dateOfStudyDay(index: number): string {
  return new Date(index * DAY_MS).toISOString().slice(0, 10);
}

export function studyDayOf(time: number): StudyDay {
  const index = studyDayIndex(time);
  return { index, date: dateOfStudyDay(index), start: studyDayStart(index), end: studyDayStart(index + 1) };
}

/** The day number of a YYYY-MM-DD date, or null when it is not a real date in that form. */
export function studyDayOfDate(date: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = Date.UTC(year, month - 1, day);
  const back = new Date(utc);
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day) return null;
  return utc / DAY_MS;
}

/**
 * The national postgraduate exam of a year: the Saturday from 20 to 26 December (2023-12-23, 2024-12-21,
 * 2025-12-20 fit the rule).
 */
export function nationalExamDateOfYear(year: number): string {
  const weekday = new Date(Date.UTC(year, 11, 20)).getUTCDay();
  const day = 20 + ((6 - weekday + 7) % 7);
  return `${String(year).padStart(4, "0")}-12-${String(day)}`;
}

/** The next national exam as seen on the study day of `time`: this year's until its day has passed, then next year's. */
export function nextNationalExamDate(time: number): string {
  const today = studyDayIndex(time);
  const year = new Date(today * DAY_MS).getUTCFullYear();
  const thisYear = nationalExamDateOfYear(year);
  return today > (studyDayOfDate(thisYear) ?? 0) ? nationalExamDateOfYear(year + 1) : thisYear;
}

export interface ExamDate {
  date: string;
  /** True when the user has not set one (or theirs has passed) and the national exam's date applies. */
  isDefault: boolean;
}

/** The exam date that caps intervals: the user's own while it has not passed, else the next national exam. */
export function effectiveExamDate(saved: string | null | undefined, time: number): ExamDate {
  const savedDay = saved ? studyDayOfDate(saved) : null;
  if (saved && savedDay !== null && savedDay >= studyDayIndex(time)) return { date: saved, isDefault: false };
  return { date: nextNationalExamDate(time), isDefault: true };
}

/** Study days from today to `date` (0 on the day itself, negative once passed). */
export function daysUntil(date: string, time: number): number {
  const target = studyDayOfDate(date);
  if (target === null) throw new Error(`not a date: ${date}`);
  return target - studyDayIndex(time);
}
