// The summary above 学习记录 (docs/decisions/0022): this week's study time, the streak, this week's words, questions
// and videos, and the minutes of each of the last 30 study days. Read off the activity the site records (study-time.ts
// says how); every query filters by user_id through an index on (user_id, time).
import { sql } from "kysely";
import { db } from "~/db/client.server";
import { DAY_MS, dateOfStudyDay, STUDY_DAY_SHIFT_MS, studyDayIndex, studyDayStart } from "~/modules/study-day/study-day";
import { minutesOf, streakOf, studyMsByDay, weekStartOf } from "./study-time";

export const CHART_DAYS = 30;
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
const dayOf = (column: string) => sql<number>`(${sql.ref(column)} + ${sql.lit(STUDY_DAY_SHIFT_MS)}) / ${sql.lit(DAY_MS)}`;

export async function getStudySummary(userId: number, now: number = Date.now()): Promise<StudySummary> {
  const today = studyDayIndex(now);
  const firstDay = today - (CHART_DAYS - 1);
  const since = studyDayStart(firstDay);
  const weekStart = weekStartOf(today);
  const weekSince = studyDayStart(weekStart);
  const streakSince = studyDayStart(today - STREAK_LOOKBACK_DAYS);

  const [wordTimes, answerTimes, sessions, wordWeek, streakDays] = await Promise.all([
    db.selectFrom("word_review_logs").select("reviewed_at as at").where("user_id", "=", userId).where("reviewed_at", ">=", since).execute(),
    db
      .selectFrom("question_attempt_answers as q")
      .innerJoin("question_attempts as a", "a.id", "q.attempt_id")
      .select("q.saved_at as at")
      .where("a.user_id", "=", userId)
      .where("q.saved_at", ">=", since)
      .where("q.answer", "is not", null)
      .execute(),
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
      .union(db.selectFrom("video_progress").select(dayOf("updated_at").as("day")).where("user_id", "=", userId).where("updated_at", ">=", streakSince))
      .union(db.selectFrom("question_attempts").select(dayOf("updated_at").as("day")).where("user_id", "=", userId).where("updated_at", ">=", streakSince))
      .execute(),
  ]);

  const answers = [...wordTimes, ...answerTimes].map((row) => Number(row.at));
  const ms = studyMsByDay(
    answers,
    sessions.map((row) => ({ startedAt: Number(row.session_started_at), endedAt: Number(row.updated_at), durationSeconds: Number(row.duration_seconds) })),
  );
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
      questions: answerTimes.filter((row) => Number(row.at) >= weekSince).length,
      videos: sessions.filter((row) => Number(row.updated_at) >= weekSince).length,
    },
    days,
  };
}
