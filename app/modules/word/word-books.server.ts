// Word books: the list with the user's progress in each (GET /api/Book), choosing one (PUT /api/Book) and today's
// plan in a book (GET /api/Book/study). The navigation rule "vocabulary goes to /word/wordBook when a book is chosen,
// else to /word" reads `chosenBookId` from listBooks or getChosenBookId.
import { db } from "~/db/client.server";
import { daysUntil, studyDayOf } from "~/modules/study-day/study-day";
import { examDateOf, findBook, readSettings, settingsAndBook, type BookRef } from "./word-cards.server";
import { MASTERED_STABILITY_DAYS } from "~/modules/spaced-repetition/fsrs-scheduler";
import { DAILY_NEW_WORDS_DEFAULT } from "./word-schemas";
import { countDueToday } from "./word-study.server";

export interface BookProgress {
  /** Words started (a card exists). */
  learned: number;
  /** Words retired as 太简单 or reviewed with a stability of 21 days or more. */
  mastered: number;
}

export interface BookSummary extends BookRef, BookProgress {
  description: string;
  source: string;
  chosen: boolean;
}

export interface BookList {
  chosenBookId: number | null;
  books: BookSummary[];
}

export interface StudyPlan {
  book: BookRef;
  /** Today's study day (starts 04:00 Asia/Shanghai), YYYY-MM-DD. */
  studyDay: string;
  dailyNewWords: number;
  /** New words learned today (all books), and how many more today's plan offers in this book. */
  newToday: number;
  newLeft: number;
  /** Cards of this book due before the study day ends. */
  dueToday: number;
  /** Answers today to words already started (all books). */
  reviewedToday: number;
  learned: number;
  mastered: number;
  /** Words of the book not started yet. */
  unstarted: number;
  examDate: string;
  examDateIsDefault: boolean;
  daysToExam: number;
}

/** The user's progress in every book they have cards in, by book id (one grouped scan of their cards). */
async function progressByBook(userId: number, bookId?: number): Promise<Map<number, BookProgress>> {
  let query = db
    .selectFrom("word_cards")
    .select((eb) => [
      "book_id",
      eb.fn.countAll<number>().as("learned"),
      eb.fn
        .sum<number>(
          eb
            .case()
            .when(
              eb.or([
                eb("retired", "=", 1),
                eb.and([eb("state", "=", 2), eb("stability", ">=", MASTERED_STABILITY_DAYS)]),
              ]),
            )
            .then(1)
            .else(0)
            .end(),
        )
        .as("mastered"),
    ])
    .where("user_id", "=", userId)
    .groupBy("book_id");
  if (bookId !== undefined) query = query.where("book_id", "=", bookId);
  const rows = await query.execute();
  return new Map(
    rows.map((row) => [row.book_id, { learned: Number(row.learned), mastered: Number(row.mastered ?? 0) }]),
  );
}

export async function bookProgress(userId: number, bookId: number): Promise<BookProgress> {
  return (await progressByBook(userId, bookId)).get(bookId) ?? { learned: 0, mastered: 0 };
}

/** GET /api/Book: every book in order, with the user's progress and which one is chosen. */
export async function listBooks(userId: number): Promise<BookList> {
  const [books, settings, progress] = await Promise.all([
    db
      .selectFrom("word_books")
      .select(["id", "name", "description", "source", "word_count"])
      .orderBy("sort_order")
      .orderBy("id")
      .execute(),
    readSettings(userId),
    progressByBook(userId),
  ]);
  return {
    chosenBookId: settings.bookId,
    books: books.map((book) => ({
      id: book.id,
      name: book.name,
      wordCount: book.word_count,
      description: book.description,
      source: book.source,
      chosen: book.id === settings.bookId,
      ...(progress.get(book.id) ?? { learned: 0, mastered: 0 }),
    })),
  };
}

/** The chosen book's id, or null (the vocabulary menu item goes to /word then). */
export async function getChosenBookId(userId: number): Promise<number | null> {
  return (await readSettings(userId)).bookId;
}

/** PUT /api/Book: chooses a book (404 for an unknown one). Progress in every book is kept. */
export async function chooseBook(userId: number, bookId: number, now: number = Date.now()): Promise<BookSummary> {
  const book = await findBook(bookId);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("word_settings")
      .values({
        user_id: userId,
        book_id: book.id,
        daily_new_words: DAILY_NEW_WORDS_DEFAULT,
        exam_date: null,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.column("user_id").doUpdateSet({ book_id: book.id, updated_at: now }))
      .execute();
    await trx
      .insertInto("word_user_books")
      .values({ user_id: userId, book_id: book.id, new_position: 0, created_at: now, updated_at: now })
      .onConflict((oc) => oc.columns(["user_id", "book_id"]).doNothing())
      .execute();
  });
  const row = await db
    .selectFrom("word_books")
    .select(["description", "source"])
    .where("id", "=", book.id)
    .executeTakeFirstOrThrow();
  return {
    ...book,
    description: row.description,
    source: row.source,
    chosen: true,
    ...(await bookProgress(userId, book.id)),
  };
}

/** GET /api/Book/study: today's plan in the book (default: the chosen one; 409 when none is chosen). */
export async function getStudyPlan(userId: number, bookId?: number, now: number = Date.now()): Promise<StudyPlan> {
  const { settings, book } = await settingsAndBook(userId, bookId);
  const day = studyDayOf(now);
  const [progress, dueToday, dayRow] = await Promise.all([
    bookProgress(userId, book.id),
    countDueToday(userId, book.id, day),
    db
      .selectFrom("word_study_days")
      .select(["new_words", "reviews"])
      .where("user_id", "=", userId)
      .where("study_day", "=", day.index)
      .executeTakeFirst(),
  ]);
  const newToday = dayRow?.new_words ?? 0;
  const unstarted = Math.max(0, book.wordCount - progress.learned);
  const exam = examDateOf(settings, now);
  return {
    book,
    studyDay: day.date,
    dailyNewWords: settings.dailyNewWords,
    newToday,
    newLeft: Math.min(unstarted, Math.max(0, settings.dailyNewWords - newToday)),
    dueToday,
    reviewedToday: dayRow?.reviews ?? 0,
    learned: progress.learned,
    mastered: progress.mastered,
    unstarted,
    examDate: exam.date,
    examDateIsDefault: exam.isDefault,
    daysToExam: daysUntil(exam.date, now),
  };
}
