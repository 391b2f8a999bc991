// How long a student studied, from what the site already records (docs/decisions/0022): nothing logs "minutes", so
// time is read off activity. Pure and client-safe.
// - Answers (a word reviewed, a question answered): each counts the gap since the previous answer when that gap is at
//   most ANSWER_IDLE_MS (the student was working through a run), else ANSWER_ALONE_MS (the first of a run: reading
//   and answering one item). A pause longer than the idle limit is a break, not study.
// - Videos: a video's latest viewing session counts its span (first to latest beacon), at most the video's length.
//   video_progress keeps one row per video, so only the latest session of each video is known.
// Each piece counts on the study day (04:00 Asia/Shanghai) it ends on.
import { DAY_MS, studyDayIndex } from "~/modules/study-day/study-day";

export const ANSWER_IDLE_MS = 2 * 60_000;
export const ANSWER_ALONE_MS = 30_000;

export interface VideoSession {
  startedAt: number;
  endedAt: number;
  durationSeconds: number;
}

/** Milliseconds of study per study day index. */
export function studyMsByDay(answerTimes: readonly number[], sessions: readonly VideoSession[]): Map<number, number> {
  const byDay = new Map<number, number>();
  const add = (time: number, ms: number) => {
    const day = studyDayIndex(time);
    byDay.set(day, (byDay.get(day) ?? 0) + ms);
  };
  const sorted = [...answerTimes].sort((a, b) => a - b);
  sorted.forEach((time, index) => {
    const gap = index === 0 ? Infinity : time - sorted[index - 1]!;
    add(time, gap <= ANSWER_IDLE_MS ? gap : ANSWER_ALONE_MS);
  });
  for (const session of sessions) {
    const span = Math.min(Math.max(0, session.endedAt - session.startedAt), session.durationSeconds * 1000);
    add(session.endedAt, span);
  }
  return byDay;
}

/** Whole minutes, rounded to the nearest (a day with 20 s of study shows 0). */
export const minutesOf = (ms: number) => Math.round(ms / 60_000);

/**
 * Consecutive study days ending today — or yesterday, while today has no study yet (the streak is still alive until
 * today ends). `days` are study day indexes in any order, duplicates allowed.
 */
export function streakOf(days: Iterable<number>, today: number): number {
  const set = new Set(days);
  let day = set.has(today) ? today : today - 1;
  let streak = 0;
  while (set.has(day)) {
    streak += 1;
    day -= 1;
  }
  return streak;
}

/** The Monday (as a study day index) of the week of `day`; weeks run Monday to Sunday. */
export function weekStartOf(day: number): number {
  // Day 0 (1970-01-01) was a Thursday.
  const weekday = new Date(day * DAY_MS).getUTCDay();
  return day - ((weekday + 6) % 7);
}
