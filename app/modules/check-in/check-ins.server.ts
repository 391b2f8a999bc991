// 打卡 (docs/decisions/0024-check-ins-and-pinecones.md): one check-in per user and study day (04:00 Asia/Shanghai),
// by hand or automatically when the day's study goal (学习设置) was met; +5 松果 with each, and a bonus when a run of
// consecutive days reaches 7, 30 or 100. The primary key (user_id, day_index) makes a double submit or two concurrent
// posts one check-in; the check-in and its 松果 are written in one transaction, and the ledger's unique source key
// makes the 松果 once even so.
//
// Automatic credit is settled when it is looked at — the 打卡 and 松果 pages, GET /api/CheckIn/month, POST
// /api/CheckIn, GET /api/Pinecone/balance — not on every answer or beacon: the study time of a day is read off the
// activity the site records (records/study-summary.server.ts) and a day's goal can only be judged as a whole. The
// settlement looks at the study days after the latest check-in, up to 30 days back, oldest first, so a day that met the
// goal is credited whenever the student next looks, runs only grow forward, and lowering the goal later does not
// rewrite days already behind a check-in.
import { db } from "~/db/client.server";
import type { CheckInSource } from "~/db/schema";
import { pineconeKeys, CHECK_IN_PINECONES, milestonesReached } from "~/modules/pinecone/pinecone-rules";
import { getPineconeBalance, grantPinecones } from "~/modules/pinecone/pinecones.server";
import { getStudySummary } from "~/modules/records/study-summary.server";
import { getStudyGoal } from "~/modules/settings/user-settings.server";
import { dateOfStudyDay, studyDayIndex, studyDayOfDate } from "~/modules/study-day/study-day";
import { calendarMonth, type CalendarMonth } from "./check-in-calendar";
import {
  AUTO_CHECK_IN_DAYS,
  checkInStreak,
  goalMet,
  runEndingAt,
  STREAK_LOOKBACK_DAYS,
  type StudyGoal,
} from "./check-in-rules";

interface CheckInOutcome {
  /** True when this call made the check-in; false when the day had one already. */
  created: boolean;
  /** 松果 this call earned (the check-in and any streak bonus). */
  earned: number;
}

async function checkInDaysSince(userId: number, since: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom("check_ins")
    .select("day_index")
    .where("user_id", "=", userId)
    .where("day_index", ">=", since)
    .execute();
  return new Set(rows.map((row) => Number(row.day_index)));
}

/** The streak bonuses of the run that ends on `day`, each once per run (its key names the run's first day). */
async function grantStreakBonuses(userId: number, day: number, now: number): Promise<number> {
  const days = await checkInDaysSince(userId, day - STREAK_LOOKBACK_DAYS);
  const run = runEndingAt(days, day);
  let earned = 0;
  for (const milestone of milestonesReached(run)) {
    const key = pineconeKeys.streak(milestone.days, day - run + 1);
    if (await grantPinecones(db, userId, { amount: milestone.amount, reason: "streak", sourceKey: key }, now))
      earned += milestone.amount;
  }
  return earned;
}

/** Checks in one study day: the row and its 松果 together, then the run's bonuses (read after both committed). */
async function checkInDay(userId: number, day: number, source: CheckInSource, now: number): Promise<CheckInOutcome> {
  const created = await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto("check_ins")
      .values({ user_id: userId, day_index: day, source, created_at: now })
      .onConflict((oc) => oc.columns(["user_id", "day_index"]).doNothing())
      .returning("day_index")
      .executeTakeFirst();
    if (!inserted) return false;
    await grantPinecones(
      trx,
      userId,
      { amount: CHECK_IN_PINECONES, reason: "check_in", sourceKey: pineconeKeys.checkIn(day) },
      now,
    );
    return true;
  });
  if (!created) return { created: false, earned: 0 };
  return { created: true, earned: CHECK_IN_PINECONES + (await grantStreakBonuses(userId, day, now)) };
}

/** What was studied on each of the last 30 study days, in the goal's unit (minutes, or words learnt + reviewed). */
async function studiedByDay(userId: number, goal: StudyGoal, now: number): Promise<Map<number, number>> {
  const today = studyDayIndex(now);
  if (goal.kind === "minutes") {
    const summary = await getStudySummary(userId, now);
    return new Map(summary.days.map((entry) => [studyDayOfDate(entry.date)!, entry.minutes]));
  }
  const rows = await db
    .selectFrom("word_study_days")
    .select(["study_day", "new_words", "reviews"])
    .where("user_id", "=", userId)
    .where("study_day", ">", today - AUTO_CHECK_IN_DAYS)
    .execute();
  return new Map(rows.map((row) => [Number(row.study_day), Number(row.new_words) + Number(row.reviews)]));
}

export interface GoalProgress {
  goal: StudyGoal;
  /** Today's study in the goal's unit. */
  today: number;
  met: boolean;
}

/**
 * Credits the automatic check-ins due: each study day after the latest check-in (up to 30 days back, today included)
 * whose study met the goal, oldest first. Answers today's progress towards the goal.
 */
export async function settleAutoCheckIns(userId: number, now: number = Date.now()): Promise<GoalProgress> {
  const today = studyDayIndex(now);
  const [goal, latest] = await Promise.all([
    getStudyGoal(userId),
    db
      .selectFrom("check_ins")
      .select("day_index")
      .where("user_id", "=", userId)
      .orderBy("day_index", "desc")
      .limit(1)
      .executeTakeFirst(),
  ]);
  const studied = await studiedByDay(userId, goal, now);
  const from = Math.max(today - AUTO_CHECK_IN_DAYS + 1, latest ? Number(latest.day_index) + 1 : -Infinity);
  for (let day = from; day <= today; day += 1) {
    if (goalMet(goal, studied.get(day) ?? 0)) await checkInDay(userId, day, "auto", now);
  }
  const todayAmount = studied.get(today) ?? 0;
  return { goal, today: todayAmount, met: goalMet(goal, todayAmount) };
}

export interface CheckInResult extends CheckInOutcome {
  date: string;
  streak: number;
  balance: number;
}

/** 打卡 (today, by hand). Automatic credit due is settled first, so earlier days keep their order. */
export async function checkIn(userId: number, now: number = Date.now()): Promise<CheckInResult> {
  await settleAutoCheckIns(userId, now);
  const today = studyDayIndex(now);
  const outcome = await checkInDay(userId, today, "manual", now);
  const [days, balance] = await Promise.all([
    checkInDaysSince(userId, today - STREAK_LOOKBACK_DAYS),
    getPineconeBalance(userId),
  ]);
  return { ...outcome, date: dateOfStudyDay(today), streak: checkInStreak(days, today), balance };
}

interface CheckInDay {
  date: string;
  source: CheckInSource;
}

export interface CheckInOverview {
  today: { date: string; checkedIn: CheckInSource | null };
  /** Consecutive check-in days ending today (or yesterday while today is open). */
  streak: number;
  /** Check-ins in all. */
  total: number;
  progress: GoalProgress;
  calendar: CalendarMonth;
  /** The month's check-ins, by date. */
  days: CheckInDay[];
}

/** The 打卡 page and GET /api/CheckIn/month: automatic credit settled, then the month's check-ins and the streak. */
export async function getCheckInOverview(
  userId: number,
  month: string,
  now: number = Date.now(),
): Promise<CheckInOverview> {
  const progress = await settleAutoCheckIns(userId, now);
  const today = studyDayIndex(now);
  const calendar = calendarMonth(month, today);
  const [monthRows, recent, total] = await Promise.all([
    db
      .selectFrom("check_ins")
      .select(["day_index", "source"])
      .where("user_id", "=", userId)
      .where("day_index", ">=", calendar.firstDay)
      .where("day_index", "<=", calendar.lastDay)
      .orderBy("day_index")
      .execute(),
    checkInDaysSince(userId, today - STREAK_LOOKBACK_DAYS),
    db
      .selectFrom("check_ins")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("user_id", "=", userId)
      .executeTakeFirst(),
  ]);
  const todayRow = await db
    .selectFrom("check_ins")
    .select("source")
    .where("user_id", "=", userId)
    .where("day_index", "=", today)
    .executeTakeFirst();
  return {
    today: { date: dateOfStudyDay(today), checkedIn: todayRow?.source ?? null },
    streak: checkInStreak(recent, today),
    total: Number(total?.count ?? 0),
    progress,
    calendar,
    days: monthRows.map((row) => ({ date: dateOfStudyDay(Number(row.day_index)), source: row.source })),
  };
}
