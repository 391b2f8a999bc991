// Studying a book: the next card to learn (/word/learning), the next card to review (/word/reviewWords), today's due
// list, answering (认识 / 不认识 / 太简单) and starting a book over. Rules in docs/decisions/0008:
//
// - Learning: learning steps that are due, then new words in book order while today's new-word quota lasts, then
//   (for a client that pins the card version) learning steps due within 20 minutes.
// - Reviewing: relearning/learning steps that are due and review cards due before the study day ends, earliest first.
// - An answer is accepted once per card version. The card row is read, scheduled by FSRS, and written back with a
//   conditional UPDATE whose WHERE repeats what was read (user, reps, state, retired, due window); a first answer is
//   an INSERT that the unique key (user, book, word) lets in only once. Zero rows written means someone else (another
//   tab, a retried post) answered first: 409, and nothing else is written. The log has its own unique key
//   (card, reps), so a rating can never be logged twice either.
import { sql, type Transaction } from "kysely";
import { State } from "ts-fsrs";
import { db } from "~/db/client.server";
import type { Database } from "~/db/schema";
import { DomainError } from "~/lib/domain-error";
import { shanghaiClock } from "~/lib/shanghai-time";
import type { Page } from "~/modules/paging/paged-query";
import { studyDayOf, type StudyDay } from "~/modules/study-day/study-day";
import {
  cardRowValues,
  reviewLogRowValues,
  toCardValues,
  type CardValues,
} from "~/modules/spaced-repetition/fsrs-scheduler";
import {
  cardColumns,
  examDateOf,
  findBook,
  isCollected,
  readSettings,
  requireEntry,
  resolveBook,
  settingsAndBook,
  startedStates,
  toCardState,
  toStudyCard,
  type BookRef,
  type CardState,
  type StudyCard,
} from "./word-cards.server";
import { toWordEntry, wordEntryColumns, type WordEntry } from "./word-entry";
import { wordMessages as m } from "./word-messages";
import { LEARN_AHEAD_MS, answerability, dueLimit, scheduleAnswer, type WordAnswer } from "./word-scheduler";
import type { Paging, WordAnswerInput } from "./word-schemas";

interface StudyProgress {
  /** Today's study day (04:00 Asia/Shanghai boundary), YYYY-MM-DD. */
  studyDay: string;
  /** New words learned today (all books) and the daily quota. */
  newToday: number;
  dailyNewWords: number;
  /** Answers today to cards already started (all books). */
  reviewedToday: number;
  /** Cards of this book due before the study day ends (not counting 太简单 ones). */
  dueToday: number;
}

type NextCardStatus =
  /** `card` is the one to show. */
  | "card"
  /** Nothing now; learning steps come due later today, the first at `waitUntil`. */
  | "waiting"
  /** Learning: today's new-word quota is used up. */
  | "quotaReached"
  /** Learning: every word of the book has been started. */
  | "bookFinished"
  /** Reviewing: nothing left to review today. */
  | "noneDue";

export interface NextCard {
  book: BookRef;
  status: NextCardStatus;
  card: StudyCard | null;
  waitUntil: string | null;
  progress: StudyProgress;
}

export interface AnswerResult {
  bookId: number;
  answer: WordAnswer;
  /** The back of the card: senses, definitions, inflections (shown after answering). */
  word: WordEntry & { collected: boolean };
  /** The card after the answer. */
  card: CardState;
}

export interface DueCard extends StudyCard {
  due: string;
}

/** The front of one card of the user's, joined with its word, place in the book and notebook flag. */
function frontQuery(userId: number, bookId: number) {
  return db
    .selectFrom("word_cards as c")
    .innerJoin("words as w", "w.id", "c.word_id")
    .innerJoin("word_book_entries as e", (join) =>
      join.onRef("e.book_id", "=", "c.book_id").onRef("e.word_id", "=", "c.word_id"),
    )
    .leftJoin("word_collects as wc", (join) => join.onRef("wc.word_id", "=", "c.word_id").on("wc.user_id", "=", userId))
    .select([
      "c.word_id",
      "c.state",
      "c.reps",
      "c.due",
      "e.position",
      "w.word",
      "w.phonetic",
      "wc.created_at as collected_at",
    ])
    .where("c.user_id", "=", userId)
    .where("c.book_id", "=", bookId)
    .where("c.retired", "=", 0);
}

type FrontRow = {
  word_id: number;
  state: number;
  reps: number;
  due: number;
  position: number;
  word: string;
  phonetic: string;
  collected_at: number | null;
};

const toFront = (bookId: number, row: FrontRow) =>
  toStudyCard(bookId, row, { state: row.state, reps: row.reps, due: row.due }, row.collected_at !== null);

async function firstDue(
  userId: number,
  bookId: number,
  states: readonly State[],
  before: number,
): Promise<FrontRow | undefined> {
  // The card first, from the queue index alone, then its front by key: joined after the LIMIT, so the planner never
  // joins the whole due queue with the dictionary to sort it (PostgreSQL did, once a year of reviews was ANALYZEd).
  const card = await db
    .selectFrom("word_cards")
    .select("word_id")
    .where("user_id", "=", userId)
    .where("book_id", "=", bookId)
    .where("retired", "=", 0)
    .where("state", "in", [...states])
    .where("due", "<", before)
    .orderBy("due")
    .limit(1)
    .executeTakeFirst();
  if (!card) return undefined;
  return frontQuery(userId, bookId)
    .where("c.word_id", "=", card.word_id)
    .where("c.state", "in", [...states])
    .where("c.due", "<", before)
    .executeTakeFirst();
}

async function dayCounts(userId: number, day: StudyDay): Promise<{ newWords: number; reviews: number }> {
  const row = await db
    .selectFrom("word_study_days")
    .select(["new_words", "reviews"])
    .where("user_id", "=", userId)
    .where("study_day", "=", day.index)
    .executeTakeFirst();
  return { newWords: row?.new_words ?? 0, reviews: row?.reviews ?? 0 };
}

/** Cards of the book due before the study day ends. */
export async function countDueToday(userId: number, bookId: number, day: StudyDay): Promise<number> {
  const row = await db
    .selectFrom("word_cards")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("user_id", "=", userId)
    .where("book_id", "=", bookId)
    .where("retired", "=", 0)
    .where("state", "in", [...startedStates])
    .where("due", "<", day.end)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

async function progressOf(
  userId: number,
  bookId: number,
  dailyNewWords: number,
  day: StudyDay,
): Promise<StudyProgress> {
  const [counts, dueToday] = await Promise.all([dayCounts(userId, day), countDueToday(userId, bookId, day)]);
  return { studyDay: day.date, newToday: counts.newWords, dailyNewWords, reviewedToday: counts.reviews, dueToday };
}

/** Entries searched per step for the next new word: a bounded range keeps both planners on index probes. */
const NEW_WORD_WINDOW = 64;

/**
 * The next word of the book no card exists for, searching from the user's cursor (every position up to it has a card)
 * a window at a time. When the search had to skip started words (answered out of order), the cursor moves past them.
 */
async function nextNewEntry(
  userId: number,
  book: BookRef,
): Promise<{ word_id: number; position: number; word: string; phonetic: string } | undefined> {
  const cursorRow = await db
    .selectFrom("word_user_books")
    .select("new_position")
    .where("user_id", "=", userId)
    .where("book_id", "=", book.id)
    .executeTakeFirst();
  const cursor = cursorRow?.new_position ?? 0;
  let entry: { word_id: number; position: number; word: string; phonetic: string } | undefined;
  let from = cursor;
  while (!entry && from < book.wordCount) {
    entry = await db
      .selectFrom("word_book_entries as e")
      .innerJoin("words as w", "w.id", "e.word_id")
      .select(["e.word_id", "e.position", "w.word", "w.phonetic"])
      .where("e.book_id", "=", book.id)
      .where("e.position", ">", from)
      .where("e.position", "<=", from + NEW_WORD_WINDOW)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom("word_cards as c")
              .select(sql.lit(1).as("one"))
              .where("c.user_id", "=", userId)
              .whereRef("c.book_id", "=", "e.book_id")
              .whereRef("c.word_id", "=", "e.word_id"),
          ),
        ),
      )
      .orderBy("e.position")
      .limit(1)
      .executeTakeFirst();
    if (!entry) from += NEW_WORD_WINDOW;
  }
  const reached = entry ? entry.position - 1 : Math.max(cursor, book.wordCount);
  if (cursorRow && reached > cursor) {
    await db
      .updateTable("word_user_books")
      .set({ new_position: reached })
      .where("user_id", "=", userId)
      .where("book_id", "=", book.id)
      .where("new_position", "=", cursor)
      .execute();
  }
  return entry;
}

function nextCard(
  book: BookRef,
  progress: StudyProgress,
  status: NextCardStatus,
  card: StudyCard | null,
  waitUntil: number | null = null,
): NextCard {
  return { book, status, card, waitUntil: waitUntil === null ? null : new Date(waitUntil).toISOString(), progress };
}

/**
 * The next card to learn in the book (default: the chosen one): a learning step that is due, else the next new word
 * while today's quota lasts, else a learning step due within LEARN_AHEAD_MS (answerable early with its `reps`).
 */
export async function nextLearnCard(userId: number, bookId?: number, now: number = Date.now()): Promise<NextCard> {
  const { settings, book } = await settingsAndBook(userId, bookId);
  const day = studyDayOf(now);
  // The earliest learning step of today tells whether one is due now, can be learned ahead, or is to be waited for.
  const [progress, step] = await Promise.all([
    progressOf(userId, book.id, settings.dailyNewWords, day),
    firstDue(userId, book.id, [State.Learning], day.end),
  ]);
  if (step && step.due <= now) return nextCard(book, progress, "card", toFront(book.id, step));

  const quotaLeft = progress.newToday < settings.dailyNewWords;
  if (quotaLeft) {
    const entry = await nextNewEntry(userId, book);
    if (entry)
      return nextCard(
        book,
        progress,
        "card",
        toStudyCard(book.id, entry, null, await isCollected(userId, entry.word_id)),
      );
  }
  if (step && step.due <= now + LEARN_AHEAD_MS) return nextCard(book, progress, "card", toFront(book.id, step));
  if (step) return nextCard(book, progress, "waiting", null, step.due);
  return nextCard(book, progress, quotaLeft ? "bookFinished" : "quotaReached", null);
}

/**
 * The next card to review today in the book (default: the chosen one), GET /api/Word/nextReviewWordOfOneDay: the
 * earliest of the learning/relearning steps due now and the review cards due today; else a step due within
 * LEARN_AHEAD_MS.
 */
export async function nextReviewCard(userId: number, bookId?: number, now: number = Date.now()): Promise<NextCard> {
  const { settings, book } = await settingsAndBook(userId, bookId);
  const day = studyDayOf(now);
  const [progress, step, review] = await Promise.all([
    progressOf(userId, book.id, settings.dailyNewWords, day),
    firstDue(userId, book.id, [State.Learning, State.Relearning], day.end),
    firstDue(userId, book.id, [State.Review], day.end),
  ]);
  const dueStep = step && step.due <= now ? step : undefined;
  const first = dueStep && review ? (dueStep.due <= review.due ? dueStep : review) : (dueStep ?? review);
  if (first) return nextCard(book, progress, "card", toFront(book.id, first));
  if (step && step.due <= now + LEARN_AHEAD_MS) return nextCard(book, progress, "card", toFront(book.id, step));
  if (step) return nextCard(book, progress, "waiting", null, step.due);
  return nextCard(book, progress, "noneDue", null);
}

/** GET /api/Word/review: the cards of the book due today, earliest first, a page at a time. */
export async function listDueToday(
  userId: number,
  input: Paging & { bookId?: number },
  now: number = Date.now(),
): Promise<Page<DueCard> & { book: BookRef }> {
  const book = await resolveBook(userId, input.bookId);
  const day = studyDayOf(now);
  const [total, rows] = await Promise.all([
    countDueToday(userId, book.id, day),
    frontQuery(userId, book.id)
      .where("c.state", "in", [...startedStates])
      .where("c.due", "<", day.end)
      .orderBy("c.due")
      .orderBy("c.word_id")
      .limit(input.rows)
      .offset((input.page - 1) * input.rows)
      .execute(),
  ]);
  return {
    book,
    page: input.page,
    rows: input.rows,
    total,
    items: rows.map((row) => ({ ...toFront(book.id, row), due: new Date(row.due).toISOString() })),
  };
}

/** "今天 09:30" for a time later today, else "3月12日" (Asia/Shanghai). */
export function formatDue(due: number, now: number): string {
  if (studyDayOf(due).index === studyDayOf(now).index) return m.dueLaterToday(shanghaiClock(due));
  const day = new Date(studyDayOf(due).index * 86_400_000);
  return m.dueOnDay(day.getUTCMonth() + 1, day.getUTCDate());
}

function isUniqueViolation(error: unknown): boolean {
  const text = error instanceof Error ? `${(error as { code?: string }).code ?? ""} ${error.message}` : "";
  return /UNIQUE constraint failed|23505|duplicate key/i.test(text);
}

const alreadyAnswered = () => new DomainError(409, m.alreadyAnswered);

/** The card as answered: read before the transaction, since the write below only goes through for this version. */
function readCard(userId: number, input: WordAnswerInput) {
  return db
    .selectFrom("word_cards")
    .select(cardColumns)
    .where("user_id", "=", userId)
    .where("book_id", "=", input.bookId)
    .where("word_id", "=", input.wordId)
    .executeTakeFirst();
}

async function writeAnswer(
  trx: Transaction<Database>,
  userId: number,
  input: WordAnswerInput,
  position: number,
  row: Awaited<ReturnType<typeof readCard>>,
  answer: WordAnswer,
  examDate: string,
  now: number,
): Promise<CardValues> {
  const current = row ? toCardValues(row) : null;
  const pinned = input.reps !== undefined;
  if (pinned && (current?.reps ?? 0) !== input.reps) throw alreadyAnswered();
  const ability = answerability(current, now, pinned);
  if (ability === "retired") throw new DomainError(409, m.retired);
  if (ability === "notDue" && current) throw new DomainError(409, m.notDue(formatDue(current.due, now)));

  const { card, log } = scheduleAnswer(current, answer, now, examDate);
  const values = { ...cardRowValues(card), updated_at: now };
  let cardId: number;
  if (!row) {
    const inserted = await trx
      .insertInto("word_cards")
      .values({ ...values, user_id: userId, book_id: input.bookId, word_id: input.wordId, created_at: now })
      .onConflict((oc) => oc.columns(["user_id", "book_id", "word_id"]).doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!inserted) throw alreadyAnswered();
    cardId = inserted.id;
  } else {
    // The guard: only the version we read, by its owner, still answerable. Zero rows = answered meanwhile.
    const updated = await trx
      .updateTable("word_cards")
      .set(values)
      .where("id", "=", row.id)
      .where("user_id", "=", userId)
      .where("reps", "=", row.reps)
      .where("state", "=", row.state)
      .where("retired", "=", 0)
      .where("due", "<", dueLimit(row.state as State, now, pinned))
      .returning("id")
      .executeTakeFirst();
    if (!updated) throw alreadyAnswered();
    cardId = row.id;
  }

  const day = studyDayOf(log.reviewedAt);
  await trx
    .insertInto("word_review_logs")
    .values({
      user_id: userId,
      book_id: input.bookId,
      word_id: input.wordId,
      card_id: cardId,
      reps: current?.reps ?? 0,
      ...reviewLogRowValues(log),
    })
    .execute();

  const isNew = current === null;
  await trx
    .insertInto("word_study_days")
    .values({
      user_id: userId,
      study_day: day.index,
      new_words: isNew ? 1 : 0,
      reviews: isNew ? 0 : 1,
      last_answer_at: log.reviewedAt,
    })
    .onConflict((oc) =>
      oc.columns(["user_id", "study_day"]).doUpdateSet((eb) => ({
        new_words: eb(eb.ref("word_study_days.new_words"), "+", eb.ref("excluded.new_words")),
        reviews: eb(eb.ref("word_study_days.reviews"), "+", eb.ref("excluded.reviews")),
        // The latest answer of the day (学习记录 shows it); an answer arriving out of order keeps the later one.
        last_answer_at: eb
          .case()
          .when(eb.ref("word_study_days.last_answer_at"), "is", null)
          .then(eb.ref("excluded.last_answer_at"))
          .when(eb.ref("excluded.last_answer_at"), ">", eb.ref("word_study_days.last_answer_at"))
          .then(eb.ref("excluded.last_answer_at"))
          .else(eb.ref("word_study_days.last_answer_at"))
          .end(),
      })),
    )
    .execute();

  if (isNew) {
    // Advance the new-word cursor when this was the next word in order.
    await trx
      .insertInto("word_user_books")
      .values({
        user_id: userId,
        book_id: input.bookId,
        new_position: position === 1 ? 1 : 0,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) =>
        oc.columns(["user_id", "book_id"]).doUpdateSet((eb) => ({
          new_position: eb
            .case()
            .when(eb.ref("word_user_books.new_position"), "=", position - 1)
            .then(position)
            .else(eb.ref("word_user_books.new_position"))
            .end(),
          updated_at: now,
        })),
      )
      .execute();
  }
  return card;
}

/**
 * Answers a card: 认识 (know → Good), 不认识 (notKnow → Again) or 太简单 (easy → Easy, retired). Throws 404 for an
 * unknown book or word or a word of another book, 409 when the card was already answered (double submission, stale
 * `reps`), is not due yet or was retired.
 */
export async function answerWord(
  userId: number,
  input: WordAnswerInput,
  answer: WordAnswer,
  now: number = Date.now(),
): Promise<AnswerResult> {
  // Everything the answer reads, in one round trip (the entry is only shown if the answer goes in); the card too, as
  // the write is guarded by the version read (a second answer meanwhile finds no row to update: 已作答).
  const [{ position }, settings, word, collected, row] = await Promise.all([
    requireEntry(input.bookId, input.wordId),
    readSettings(userId),
    db.selectFrom("words").select(wordEntryColumns).where("id", "=", input.wordId).executeTakeFirst(),
    isCollected(userId, input.wordId),
    readCard(userId, input),
  ]);
  if (!word) throw new DomainError(404, m.wordNotFound);
  const examDate = examDateOf(settings, now).date;
  let card: CardValues;
  try {
    card = await db
      .transaction()
      .execute((trx) => writeAnswer(trx, userId, input, position, row, answer, examDate, now));
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyAnswered();
    throw error;
  }
  return { bookId: input.bookId, answer, word: { ...toWordEntry(word), collected }, card: toCardState(card) };
}

/** POST /api/Word/restartStudyWord: forgets the user's cards of the book (the review log and day counts stay). */
export async function restartBook(
  userId: number,
  bookId: number,
  now: number = Date.now(),
): Promise<{ book: BookRef; cleared: number }> {
  const book = await findBook(bookId);
  const cleared = await db.transaction().execute(async (trx) => {
    const deleted = await trx
      .deleteFrom("word_cards")
      .where("user_id", "=", userId)
      .where("book_id", "=", book.id)
      .executeTakeFirst();
    await trx
      .updateTable("word_user_books")
      .set({ new_position: 0, updated_at: now })
      .where("user_id", "=", userId)
      .where("book_id", "=", book.id)
      .execute();
    return Number(deleted.numDeletedRows);
  });
  return { book, cleared };
}
