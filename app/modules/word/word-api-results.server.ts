// The answers of /api/Book and /api/Word (ApiEndpoint.result): the shapes of word-cards.server.ts (BookRef,
// StudyCard, CardState), word-entry.ts (WordEntry) and the services' results, as JSON. The handlers' return types are
// checked against these, and the contract check validates every answer the tests see. Server-only.
import { z } from "zod";
import { count, isoDate, isoDateTime, pageResultOf, rowId } from "~/modules/api/result-schemas.server";

/** A 1-based place in a book. */
const place = z.number().int().positive();
const cardStateName = z.enum(["new", "learning", "review", "relearning"]);

const bookRef = z.object({ id: rowId, name: z.string(), wordCount: count });

export const bookSummary = bookRef.extend({
  description: z.string(),
  source: z.string(),
  chosen: z.boolean(),
  learned: count,
  mastered: count,
});

export const bookList = z.object({ chosenBookId: rowId.nullable(), books: z.array(bookSummary) });

const studyCard = z.object({
  wordId: rowId,
  bookId: rowId,
  position: place,
  word: z.string(),
  phonetic: z.string(),
  state: cardStateName,
  stateLabel: z.string(),
  reps: count,
  due: isoDateTime.nullable(),
  collected: z.boolean(),
});

export const nextCard = z.object({
  book: bookRef,
  status: z.enum(["card", "waiting", "quotaReached", "bookFinished", "noneDue"]),
  card: studyCard.nullable(),
  waitUntil: isoDateTime.nullable(),
  progress: z.object({
    studyDay: isoDate,
    newToday: count,
    dailyNewWords: count,
    reviewedToday: count,
    dueToday: count,
  }),
});

export const studyPlanAndNext = z.object({
  plan: z.object({
    book: bookRef,
    studyDay: isoDate,
    dailyNewWords: count,
    newToday: count,
    newLeft: count,
    dueToday: count,
    reviewedToday: count,
    learned: count,
    mastered: count,
    unstarted: count,
    examDate: isoDate,
    examDateIsDefault: z.boolean(),
    daysToExam: count,
  }),
  next: nextCard,
});

const cardState = z.object({
  state: cardStateName,
  stateLabel: z.string(),
  reps: count,
  lapses: count,
  due: isoDateTime.nullable(),
  dueDay: isoDate.nullable(),
  lastReview: isoDateTime.nullable(),
  scheduledDays: count,
  stability: z.number().nonnegative(),
  difficulty: z.number().nonnegative(),
  retired: z.boolean(),
  mastered: z.boolean(),
});

const wordEntry = z.object({
  id: rowId,
  word: z.string(),
  phonetic: z.string(),
  translations: z.array(z.string()),
  definitions: z.array(z.string()),
  inflections: z.array(z.object({ code: z.string(), label: z.string(), word: z.string() })),
  formOf: z.object({ lemma: z.string(), labels: z.array(z.string()) }).nullable(),
  tags: z.array(z.object({ code: z.string(), label: z.string() })),
  collins: z.number().int().min(1).max(5).nullable(),
  oxford: z.boolean(),
});

export const answerResult = z.object({
  bookId: rowId,
  answer: z.enum(["know", "notKnow", "easy"]),
  word: wordEntry.extend({ collected: z.boolean() }),
  card: cardState,
});

export const dueList = pageResultOf(studyCard.extend({ due: isoDateTime })).extend({ book: bookRef });

export const collectedWords = pageResultOf(
  z.object({
    wordId: rowId,
    word: z.string(),
    phonetic: z.string(),
    translations: z.array(z.string()),
    collectedAt: isoDateTime,
  }),
);

export const collectState = z.object({ wordId: rowId, collected: z.boolean() });

export const lookedUpWord = wordEntry.extend({ collected: z.boolean(), lookups: count });

export const wordDetail = lookedUpWord.extend({
  book: bookRef.extend({ position: place }).nullable(),
  card: cardState.nullable(),
  books: z.array(z.object({ id: rowId, name: z.string(), position: place })),
});

export const wordSummary = z.object({
  book: bookRef.nullable(),
  learned: count,
  mastered: count,
  dueToday: count,
  today: z.object({ studyDay: isoDate, newWords: count, reviews: count }),
  streak: z.object({ current: count, longest: count, totalDays: count }),
  heatmap: z.object({
    from: isoDate,
    to: isoDate,
    days: z.array(z.object({ date: isoDate, count })),
    total: count,
  }),
});

export const restarted = z.object({ book: bookRef, cleared: count });

export const wordSettings = z.object({
  dailyNewWords: count,
  examDate: isoDate,
  examDateIsDefault: z.boolean(),
  savedExamDate: isoDate.nullable(),
  defaultExamDate: isoDate,
  daysToExam: count,
  bookId: rowId.nullable(),
});
