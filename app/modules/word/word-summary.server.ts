// GET /api/Word/summary: how the user is doing — in the book (given or chosen; all books when neither) words learned,
// mastered and due today; today's new words and reviews; the streak of study days; and the last 90 study days for the
// heatmap (layoutHeatmap in word-heatmap.ts turns them into SVG geometry). Day counts come from word_study_days, one
// row per user and study day, not from the review log.
import { State } from "ts-fsrs";
import { db } from "~/db/client.server";
import { studyDayOf } from "~/modules/study-day/study-day";
import { bookProgress } from "./word-books.server";
import { readSettings, resolveBook, startedStates, type BookRef } from "./word-cards.server";
import { HEATMAP_DAYS, heatmapDays, streaksOf, type HeatmapDay, type Streak } from "./word-heatmap";
import { MASTERED_STABILITY_DAYS } from "~/modules/spaced-repetition/fsrs-scheduler";
import { countDueToday } from "./word-study.server";

export interface WordSummary {
  /** The book the first three numbers are for; null = all books (no book given or chosen). */
  book: BookRef | null;
  learned: number;
  mastered: number;
  dueToday: number;
  today: { studyDay: string; newWords: number; reviews: number };
  streak: Streak;
  heatmap: { from: string; to: string; days: HeatmapDay[]; total: number };
}

async function allBooksProgress(
  userId: number,
  dayEnd: number,
): Promise<{ learned: number; mastered: number; dueToday: number }> {
  const row = await db
    .selectFrom("word_cards")
    .select((eb) => [
      eb.fn.countAll<number>().as("learned"),
      eb.fn
        .sum<number>(
          eb
            .case()
            .when(
              eb.or([
                eb("retired", "=", 1),
                eb.and([eb("state", "=", State.Review), eb("stability", ">=", MASTERED_STABILITY_DAYS)]),
              ]),
            )
            .then(1)
            .else(0)
            .end(),
        )
        .as("mastered"),
      eb.fn
        .sum<number>(
          eb
            .case()
            .when(eb.and([eb("retired", "=", 0), eb("state", "in", [...startedStates]), eb("due", "<", dayEnd)]))
            .then(1)
            .else(0)
            .end(),
        )
        .as("due"),
    ])
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return { learned: Number(row?.learned ?? 0), mastered: Number(row?.mastered ?? 0), dueToday: Number(row?.due ?? 0) };
}

export async function getWordSummary(userId: number, bookId?: number, now: number = Date.now()): Promise<WordSummary> {
  const settings = await readSettings(userId);
  const book = bookId !== undefined || settings.bookId !== null ? await resolveBook(userId, bookId, settings) : null;
  const day = studyDayOf(now);
  const [numbers, studyRows] = await Promise.all([
    book
      ? Promise.all([bookProgress(userId, book.id), countDueToday(userId, book.id, day)]).then(
          ([progress, dueToday]) => ({ ...progress, dueToday }),
        )
      : allBooksProgress(userId, day.end),
    db
      .selectFrom("word_study_days")
      .select(["study_day", "new_words", "reviews"])
      .where("user_id", "=", userId)
      .where("study_day", "<=", day.index)
      .orderBy("study_day")
      .execute(),
  ]);
  const active = studyRows.filter((row) => row.new_words + row.reviews > 0);
  const counts = new Map(active.map((row) => [row.study_day, row.new_words + row.reviews]));
  const todayRow = studyRows.find((row) => row.study_day === day.index);
  const days = heatmapDays(counts, day.index, HEATMAP_DAYS);
  return {
    book,
    learned: numbers.learned,
    mastered: numbers.mastered,
    dueToday: numbers.dueToday,
    today: { studyDay: day.date, newWords: todayRow?.new_words ?? 0, reviews: todayRow?.reviews ?? 0 },
    streak: streaksOf(
      active.map((row) => row.study_day),
      day.index,
    ),
    heatmap: {
      from: days[0]?.date ?? day.date,
      to: day.date,
      days,
      total: days.reduce((sum, entry) => sum + entry.count, 0),
    },
  };
}
