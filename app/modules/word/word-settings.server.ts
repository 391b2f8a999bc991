// The user's vocabulary settings: daily new-word quota (default 20, 0–200) and exam date (default: the next national
// exam, the Saturday between 20 and 26 December). The exam date caps every review interval
// (docs/decisions/0008-vocabulary-scheduling.md). GET/PUT /api/Word/settings; the settings form posts the same fields.
import { db } from "~/db/client.server";
import { DomainError } from "~/lib/domain-error";
import { daysUntil, nextNationalExamDate, studyDayIndex, studyDayOfDate } from "~/modules/study-day/study-day";
import { examDateOf, readSettings } from "./word-cards.server";
import { wordMessages as m } from "./word-messages";
import { DAILY_NEW_WORDS_DEFAULT, type WordSettingsInput } from "./word-schemas";

/** How far ahead an exam date may be set (in days). */
const EXAM_DATE_MAX_DAYS_AHEAD = 3 * 366;

export interface WordSettings {
  dailyNewWords: number;
  /** The exam date in force (YYYY-MM-DD). */
  examDate: string;
  /** True when examDate is the national exam's (nothing saved, or the saved date has passed). */
  examDateIsDefault: boolean;
  /** What the user saved; null = the national exam's. */
  savedExamDate: string | null;
  /** The next national exam. */
  defaultExamDate: string;
  daysToExam: number;
  /** The chosen book, if any. */
  bookId: number | null;
}

export async function getWordSettings(userId: number, now: number = Date.now()): Promise<WordSettings> {
  const settings = await readSettings(userId);
  const exam = examDateOf(settings, now);
  return {
    dailyNewWords: settings.dailyNewWords,
    examDate: exam.date,
    examDateIsDefault: exam.isDefault,
    savedExamDate: settings.savedExamDate,
    defaultExamDate: nextNationalExamDate(now),
    daysToExam: daysUntil(exam.date, now),
    bookId: settings.bookId,
  };
}

/** Checks an exam date against today: a real date, not before today's study day, at most three years ahead. */
export function examDateProblem(date: string, now: number): string | null {
  const day = studyDayOfDate(date);
  if (day === null) return m.examDateInvalid;
  const today = studyDayIndex(now);
  if (day < today) return m.examDateTooEarly;
  if (day - today > EXAM_DATE_MAX_DAYS_AHEAD) return m.examDateTooLate;
  return null;
}

/**
 * Saves the fields given (absent fields keep their value; examDate null = back to the national exam). Throws
 * DomainError 400 with per-field messages for an exam date in the past or too far ahead.
 */
export async function updateWordSettings(
  userId: number,
  input: WordSettingsInput,
  now: number = Date.now(),
): Promise<WordSettings> {
  if (input.examDate) {
    const problem = examDateProblem(input.examDate, now);
    if (problem) throw new DomainError(400, problem, { examDate: problem });
  }
  const changes = {
    ...(input.dailyNewWords !== undefined ? { daily_new_words: input.dailyNewWords } : {}),
    ...(input.examDate !== undefined ? { exam_date: input.examDate } : {}),
  };
  await db
    .insertInto("word_settings")
    .values({
      user_id: userId,
      book_id: null,
      daily_new_words: input.dailyNewWords ?? DAILY_NEW_WORDS_DEFAULT,
      exam_date: input.examDate ?? null,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.column("user_id").doUpdateSet({ ...changes, updated_at: now }))
    .execute();
  return getWordSettings(userId, now);
}
