// The rules of 打卡 (docs/decisions/0024-check-ins-and-pinecones.md): the streak, the run a day ends, and whether a
// day's study met the goal set in 学习设置. Pure and client-safe.
import { streakOf } from "~/modules/records/study-time";

export interface StudyGoal {
  kind: "minutes" | "words";
  amount: number;
}

/** How far back a streak is looked for (a longer one shows as this many days). */
export const STREAK_LOOKBACK_DAYS = 400;
/** How many past study days the automatic check-in settles (today included): the study-time summary's window. */
export const AUTO_CHECK_IN_DAYS = 30;

/** Consecutive check-in days ending today — or yesterday, while today is not checked in yet. */
export const checkInStreak = (days: Iterable<number>, today: number) => streakOf(days, today);

/** The length of the run of consecutive check-in days that ends on `day` (0 when `day` is not one). */
export function runEndingAt(days: ReadonlySet<number>, day: number): number {
  let length = 0;
  while (days.has(day - length)) length += 1;
  return length;
}

/** Whether a day's study — in the goal's unit: minutes studied, or words learnt and reviewed — meets the goal. */
export const goalMet = (goal: StudyGoal, studied: number) => goal.amount > 0 && studied >= goal.amount;

/** 每天学习 30 分钟 / 每天学习 50 个单词 */
export const goalText = (goal: StudyGoal) =>
  goal.kind === "minutes" ? `每天学习 ${goal.amount} 分钟` : `每天学习 ${goal.amount} 个单词`;
