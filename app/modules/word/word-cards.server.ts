// What the vocabulary services share: the shapes pages and the API receive (cards, book references), turning rows
// into them, and the lookups every call starts with (the book, the word's place in it, the user's settings). Ownership
// is always part of the WHERE clause: every card query names the user.
import type { Selectable } from "kysely";
import { State } from "ts-fsrs";
import { db } from "~/db/client.server";
import type { WordBookTable, WordCardTable, WordSettingsTable } from "~/db/schema";
import { DomainError } from "~/lib/domain-error";
import { effectiveExamDate, studyDayOf, type ExamDate } from "~/modules/study-day/study-day";
import { cardStateLabels, wordMessages as m } from "./word-messages";
import {
  cardStateName,
  fsrsCardColumns,
  isMastered,
  type CardStateName,
  type CardValues,
} from "~/modules/spaced-repetition/fsrs-scheduler";
import { DAILY_NEW_WORDS_DEFAULT } from "./word-schemas";

export type CardRow = Selectable<WordCardTable>;

export interface BookRef {
  id: number;
  name: string;
  wordCount: number;
}

/** A card's FSRS state as the detail page and an answer's result show it. Times are ISO strings (UTC). */
export interface CardState {
  state: CardStateName;
  /** 未学, 学习中, 复习中, 重新学习. */
  stateLabel: string;
  reps: number;
  lapses: number;
  /** When it is next due; null for a word not yet learned. */
  due: string | null;
  /** The study day (YYYY-MM-DD, 04:00 Asia/Shanghai) it is due on. */
  dueDay: string | null;
  lastReview: string | null;
  scheduledDays: number;
  stability: number;
  difficulty: number;
  /** Marked 太简单: never scheduled again. */
  retired: boolean;
  mastered: boolean;
}

/** The front of a card: what the study and review pages show before the answer (no meanings). */
export interface StudyCard {
  wordId: number;
  bookId: number;
  /** Place in the book (1-based). */
  position: number;
  word: string;
  /** IPA, without slashes. */
  phonetic: string;
  state: CardStateName;
  stateLabel: string;
  /** Send back with the answer (0 for a new word): the answer then applies to this version of the card only. */
  reps: number;
  due: string | null;
  collected: boolean;
}

export const cardColumns = ["id", ...fsrsCardColumns] as const;

const iso = (time: number | null) => (time === null ? null : new Date(time).toISOString());

export function toCardState(card: CardValues | null): CardState {
  if (!card) {
    return {
      state: "new",
      stateLabel: cardStateLabels.new,
      reps: 0,
      lapses: 0,
      due: null,
      dueDay: null,
      lastReview: null,
      scheduledDays: 0,
      stability: 0,
      difficulty: 0,
      retired: false,
      mastered: false,
    };
  }
  const name = cardStateName(card.state);
  return {
    state: name,
    stateLabel: cardStateLabels[name],
    reps: card.reps,
    lapses: card.lapses,
    due: iso(card.due),
    dueDay: studyDayOf(card.due).date,
    lastReview: iso(card.lastReview),
    scheduledDays: card.scheduledDays,
    stability: Math.round(card.stability * 100) / 100,
    difficulty: Math.round(card.difficulty * 100) / 100,
    retired: card.retired === 1,
    mastered: isMastered(card),
  };
}

export function toStudyCard(
  bookId: number,
  entry: { word_id: number; position: number; word: string; phonetic: string },
  card: Pick<CardRow, "state" | "reps" | "due"> | null,
  collected: boolean,
): StudyCard {
  const name = card ? cardStateName(card.state as State) : "new";
  return {
    wordId: entry.word_id,
    bookId,
    position: entry.position,
    word: entry.word,
    phonetic: entry.phonetic,
    state: name,
    stateLabel: cardStateLabels[name],
    reps: card?.reps ?? 0,
    due: card ? iso(card.due) : null,
    collected,
  };
}

function toBookRef(row: Pick<Selectable<WordBookTable>, "id" | "name" | "word_count">): BookRef {
  return { id: row.id, name: row.name, wordCount: row.word_count };
}

export interface UserWordSettings {
  bookId: number | null;
  dailyNewWords: number;
  /** What the user saved (null = the national exam). */
  savedExamDate: string | null;
}

export async function readSettings(userId: number): Promise<UserWordSettings> {
  const row: Pick<Selectable<WordSettingsTable>, "book_id" | "daily_new_words" | "exam_date"> | undefined = await db
    .selectFrom("word_settings")
    .select(["book_id", "daily_new_words", "exam_date"])
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return {
    bookId: row?.book_id ?? null,
    dailyNewWords: row?.daily_new_words ?? DAILY_NEW_WORDS_DEFAULT,
    savedExamDate: row?.exam_date ?? null,
  };
}

export function examDateOf(settings: UserWordSettings, now: number): ExamDate {
  return effectiveExamDate(settings.savedExamDate, now);
}

export async function findBook(bookId: number): Promise<BookRef> {
  const row = await db
    .selectFrom("word_books")
    .select(["id", "name", "word_count"])
    .where("id", "=", bookId)
    .executeTakeFirst();
  if (!row) throw new DomainError(404, m.bookNotFound);
  return toBookRef(row);
}

/** The given book, or the user's chosen one; 404 for an unknown book, 409 when none is given or chosen. */
export async function resolveBook(
  userId: number,
  bookId: number | undefined,
  settings?: UserWordSettings,
): Promise<BookRef> {
  if (bookId !== undefined) return findBook(bookId);
  const chosen = (settings ?? (await readSettings(userId))).bookId;
  if (chosen === null) throw new DomainError(409, m.noBookChosen, undefined, undefined, "no_book_chosen");
  return findBook(chosen);
}

/**
 * The user's settings and the book to work in (the given one, else the chosen one), in one round trip: the settings
 * row joined with its chosen book, and the given book looked up alongside. Errors as resolveBook.
 */
export async function settingsAndBook(
  userId: number,
  bookId: number | undefined,
): Promise<{ settings: UserWordSettings; book: BookRef }> {
  const [row, given] = await Promise.all([
    db
      .selectFrom("word_settings as s")
      .leftJoin("word_books as b", "b.id", "s.book_id")
      .select(["s.book_id", "s.daily_new_words", "s.exam_date", "b.name", "b.word_count"])
      .where("s.user_id", "=", userId)
      .executeTakeFirst(),
    bookId !== undefined ? findBook(bookId) : null,
  ]);
  const settings: UserWordSettings = {
    bookId: row?.book_id ?? null,
    dailyNewWords: row?.daily_new_words ?? DAILY_NEW_WORDS_DEFAULT,
    savedExamDate: row?.exam_date ?? null,
  };
  if (given) return { settings, book: given };
  if (!row || row.book_id === null || row.name === null || row.word_count === null)
    throw new DomainError(409, m.noBookChosen, undefined, undefined, "no_book_chosen");
  return { settings, book: { id: row.book_id, name: row.name, wordCount: row.word_count } };
}

/**
 * The word's place in the book. Throws 404 with what is wrong: the book does not exist, the word does not exist, or
 * the word is in another book.
 */
export async function requireEntry(bookId: number, wordId: number): Promise<{ position: number }> {
  const entry = await db
    .selectFrom("word_book_entries")
    .select("position")
    .where("book_id", "=", bookId)
    .where("word_id", "=", wordId)
    .executeTakeFirst();
  if (entry) return entry;
  const book = await db.selectFrom("word_books").select("id").where("id", "=", bookId).executeTakeFirst();
  if (!book) throw new DomainError(404, m.bookNotFound);
  const word = await db.selectFrom("words").select("id").where("id", "=", wordId).executeTakeFirst();
  if (!word) throw new DomainError(404, m.wordNotFound);
  throw new DomainError(404, m.wordNotInBook);
}

export async function isCollected(userId: number, wordId: number): Promise<boolean> {
  const row = await db
    .selectFrom("word_collects")
    .select("word_id")
    .where("user_id", "=", userId)
    .where("word_id", "=", wordId)
    .executeTakeFirst();
  return row !== undefined;
}

/** States a card can be due in (New never has a row). */
export const startedStates = [State.Learning, State.Review, State.Relearning] as const;
