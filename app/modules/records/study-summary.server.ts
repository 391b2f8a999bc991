// The summary above 学习记录 (docs/decisions/0022): this week's study time, the streak, this week's words, questions
// and videos, and the minutes of each of the last 30 study days. Read off the activity the site records (study-time.ts
// says how); every query filters by user_id through an index on (user_id, time).
import { sql } from "kysely";
import { db } from "~/db/client.server";
import {
  DAY_MS,
  dateOfStudyDay,
  STUDY_DAY_SHIFT_MS,
  studyDayIndex,
  studyDayStart,
} from "~/modules/study-day/study-day";
import { ANSWER_ALONE_MS, ANSWER_IDLE_MS, minutesOf, streakOf, studyMsByDay, weekStartOf } from "./study-time";

const CHART_DAYS = 30;
/** How far back the streak looks (a longer streak shows as this many days). */
const STREAK_LOOKBACK_DAYS = 400;

export interface StudySummary {
  /** This week (Monday to today) in minutes. */
  weekMinutes: number;
  /** Consecutive study days ending today (or yesterday while today is empty). */
  streakDays: number;
  studiedToday: boolean;
  week: { newWords: number; reviews: number; questions: number; videos: number };
  /** The last 30 study days, oldest first: the date (YYYY-MM-DD) and minutes. */
  days: { date: string; minutes: number }[];
}

/** The study day number of a time column, as SQL (integer division: times are positive epoch ms). */
const dayOf = (column: string) =>
  sql<number>`(${sql.ref(column)} + ${sql.lit(STUDY_DAY_SHIFT_MS)}) / ${sql.lit(DAY_MS)}`;

/**
 * The answers' study time per day (study-time.ts's rule: the gap since the previous answer when ≤ ANSWER_IDLE_MS, else
 * ANSWER_ALONE_MS), computed in the database with LAG over the user's answers of the window — words and questions
 * merged — so a heavy learner's thousands of answers become ≤ 30 rows instead of crossing to the app; and this week's
 * questions answered. The first answer of the window counts as the first of a run, as studyMsByDay counts it.
 */
async function answerMsByDay(
  userId: number,
  since: number,
  weekSince: number,
): Promise<{ days: { day: number; ms: number }[]; weekQuestions: number }> {
  const answers = db
    .selectFrom("word_review_logs")
    .select([sql<number>`reviewed_at`.as("at"), sql<number>`0`.as("question")])
    .where("user_id", "=", userId)
    .where("reviewed_at", ">=", since)
    .unionAll(
      db
        .selectFrom("question_attempt_answers as q")
        .innerJoin("question_attempts as a", "a.id", "q.attempt_id")
        .select([sql<number>`q.saved_at`.as("at"), sql<number>`1`.as("question")])
        .where("a.user_id", "=", userId)
        .where("q.saved_at", ">=", since)
        .where("q.answer", "is not", null),
    );
  const gaps = db
    .selectFrom(answers.as("x"))
    .select(["x.at", "x.question", sql<number | null>`x.at - lag(x.at) over (order by x.at)`.as("gap")]);
  const rows = await db
    .selectFrom(gaps.as("g"))
    .select([
      dayOf("g.at").as("day"),
      sql<number>`sum(case when g.gap is null or g.gap > ${sql.lit(ANSWER_IDLE_MS)} then ${sql.lit(ANSWER_ALONE_MS)} else g.gap end)`.as(
        "ms",
      ),
      sql<number>`sum(case when g.question = 1 and g.at >= ${weekSince} then 1 else 0 end)`.as("week_questions"),
    ])
    .groupBy(dayOf("g.at"))
    .execute();
  return {
    days: rows.map((row) => ({ day: Number(row.day), ms: Number(row.ms) })),
    weekQuestions: rows.reduce((sum, row) => sum + Number(row.week_questions), 0),
  };
}

export async function getStudySummary(userId: number, now: number = Date.now()): Promise<StudySummary> {
  const today = studyDayIndex(now);
  const firstDay = today - (CHART_DAYS - 1);
  const since = studyDayStart(firstDay);
  const weekStart = weekStartOf(today);
  const weekSince = studyDayStart(weekStart);
  const streakSince = studyDayStart(today - STREAK_LOOKBACK_DAYS);

  const [answerDays, sessions, wordWeek, streakDays] = await Promise.all([
    answerMsByDay(userId, since, weekSince),
    db
      .selectFrom("video_progress")
      .select(["session_started_at", "updated_at", "duration_seconds"])
      .where("user_id", "=", userId)
      .where("updated_at", ">=", since)
      .execute(),
    db
      .selectFrom("word_study_days")
      .select((eb) => [eb.fn.sum<number>("new_words").as("new_words"), eb.fn.sum<number>("reviews").as("reviews")])
      .where("user_id", "=", userId)
      .where("study_day", ">=", weekStart)
      .executeTakeFirst(),
    // Every study day of the lookback, of any kind: words, videos, answers.
    db
      .selectFrom("word_study_days")
      .select("study_day as day")
      .where("user_id", "=", userId)
      .where("study_day", ">=", today - STREAK_LOOKBACK_DAYS)
      .union(
        db
          .selectFrom("video_progress")
          .select(dayOf("updated_at").as("day"))
          .where("user_id", "=", userId)
          .where("updated_at", ">=", streakSince),
      )
      .union(
        db
          .selectFrom("question_attempts")
          .select(dayOf("updated_at").as("day"))
          .where("user_id", "=", userId)
          .where("updated_at", ">=", streakSince),
      )
      .execute(),
  ]);

  const ms = studyMsByDay(
    [],
    sessions.map((row) => ({
      startedAt: Number(row.session_started_at),
      endedAt: Number(row.updated_at),
      durationSeconds: Number(row.duration_seconds),
    })),
  );
  for (const row of answerDays.days) ms.set(row.day, (ms.get(row.day) ?? 0) + row.ms);
  const days = Array.from({ length: CHART_DAYS }, (_, index) => {
    const day = firstDay + index;
    return { date: dateOfStudyDay(day), minutes: minutesOf(ms.get(day) ?? 0) };
  });
  // The week is the sum of its days as the chart shows them, so the two never disagree.
  let weekMinutes = 0;
  for (let day = weekStart; day <= today; day += 1) weekMinutes += minutesOf(ms.get(day) ?? 0);
  const dayNumbers = streakDays.map((row) => Number(row.day));
  return {
    weekMinutes,
    streakDays: streakOf(dayNumbers, today),
    studiedToday: dayNumbers.includes(today),
    week: {
      newWords: Number(wordWeek?.new_words ?? 0),
      reviews: Number(wordWeek?.reviews ?? 0),
      questions: answerDays.weekQuestions,
      videos: sessions.filter((row) => Number(row.updated_at) >= weekSince).length,
    },
    days,
  };
}
