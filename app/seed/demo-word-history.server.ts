// The demo student's vocabulary history, so the demo (and the audit, which logs in as this student) shows a chosen
// book, a real heatmap, cards due for review and a non-empty notebook: 研友小林 (13800000001) has chosen 考研英语大纲词汇
// and studied it on most evenings of the last five weeks. The answers are scheduled by the same FSRS code the study
// service uses (word-scheduler.ts) and written as the service writes them: cards, the append-only review log, the
// per-day counts and the new-word cursor. Idempotent: a student who already has vocabulary settings or history is
// left alone (so a restart of the book, which keeps the log, is not undone by seeding again).
import type { Kysely } from "kysely";
import { State } from "ts-fsrs";
import type { Database } from "~/db/schema";
import { effectiveExamDate, studyDayIndex, studyDayStart } from "~/modules/study-day/study-day";
import {
  cardRowValues,
  reviewLogRowValues,
  type CardValues,
  type ReviewLogValues,
} from "~/modules/spaced-repetition/fsrs-scheduler";
import { scheduleAnswer, type WordAnswer } from "~/modules/word/word-scheduler";
import { DAILY_NEW_WORDS_DEFAULT } from "~/modules/word/word-schemas";

export const DEMO_WORD_STUDENT_PHONE = "13800000001";
export const DEMO_WORD_BOOK_CODE = "kaoyan-syllabus";

/**
 * New words learned per study day, oldest first, ending yesterday; 0 = a day off (no study at all). Five weeks with
 * gaps, ending in an eight-day streak.
 */
const NEW_WORDS_PER_DAY = [
  3, 2, 0, 4, 3, 0, 0, 5, 3, 2, 0, 2, 4, 0, 0, 3, 2, 4, 0, 6, 2, 0, 0, 3, 4, 0, 2, 3, 4, 2, 3, 6, 4, 3, 2,
];

/** Words of the notebook: the ones forgotten most, and a few more. */
const NOTEBOOK_SIZE = 12;
/** The evening session starts at 20:30 Asia/Shanghai (16.5 h after the 04:00 start of the study day). */
const SESSION_OFFSET_MS = 16.5 * 3_600_000;
const BATCH = 100;

/** A small deterministic PRNG (mulberry32), so every seeded demo has the same history shape. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

interface SimulatedCard {
  wordId: number;
  position: number;
  card: CardValues | null;
  firstAt: number;
  logs: Array<{ reps: number; log: ReviewLogValues }>;
}

function answer(
  sim: SimulatedCard,
  choice: WordAnswer,
  at: number,
  days: Map<number, { newWords: number; reviews: number; lastAt: number }>,
) {
  const result = scheduleAnswer(sim.card, choice, at, effectiveExamDate(null, at).date);
  const day = studyDayIndex(result.log.reviewedAt);
  const counts = days.get(day) ?? { newWords: 0, reviews: 0, lastAt: 0 };
  counts.lastAt = Math.max(counts.lastAt, result.log.reviewedAt);
  if (sim.card === null) counts.newWords += 1;
  else counts.reviews += 1;
  days.set(day, counts);
  sim.logs.push({ reps: sim.card?.reps ?? 0, log: result.log });
  sim.card = result.card;
}

/** Learning steps answered as they come due in the same session (at most a few tries). */
function finishSteps(
  sim: SimulatedCard,
  next: () => number,
  days: Map<number, { newWords: number; reviews: number; lastAt: number }>,
) {
  for (let tries = 0; tries < 4 && sim.card && sim.card.retired === 0; tries++) {
    if (sim.card.state !== State.Learning && sim.card.state !== State.Relearning) break;
    answer(sim, next() < 0.88 ? "know" : "notKnow", sim.card.due + 5_000, days);
  }
}

export async function seedDemoWordHistory(db: Kysely<Database>, now: number = Date.now()): Promise<void> {
  const [user, book] = await Promise.all([
    db.selectFrom("users").select("id").where("phone_number", "=", DEMO_WORD_STUDENT_PHONE).executeTakeFirst(),
    db.selectFrom("word_books").select(["id", "word_count"]).where("code", "=", DEMO_WORD_BOOK_CODE).executeTakeFirst(),
  ]);
  if (!user || !book) return;
  const [settings, logged] = await Promise.all([
    db.selectFrom("word_settings").select("user_id").where("user_id", "=", user.id).executeTakeFirst(),
    db.selectFrom("word_review_logs").select("id").where("user_id", "=", user.id).limit(1).executeTakeFirst(),
  ]);
  if (settings || logged) return;

  const totalNew = NEW_WORDS_PER_DAY.reduce((sum, count) => sum + count, 0);
  const entries = await db
    .selectFrom("word_book_entries")
    .select(["word_id", "position"])
    .where("book_id", "=", book.id)
    .where("position", "<=", totalNew)
    .orderBy("position")
    .execute();

  const next = random(20_261_219);
  const today = studyDayIndex(now);
  const firstDay = today - NEW_WORDS_PER_DAY.length;
  const days = new Map<number, { newWords: number; reviews: number; lastAt: number }>();
  const cards: SimulatedCard[] = [];
  let entryIndex = 0;

  for (const [offset, newWords] of NEW_WORDS_PER_DAY.entries()) {
    if (newWords === 0) continue;
    const day = firstDay + offset;
    const dayEnd = studyDayStart(day + 1);
    let at = studyDayStart(day) + SESSION_OFFSET_MS;
    // Reviews first: every started card due before the day ends, earliest first.
    const due = cards
      .filter((sim) => sim.card && sim.card.retired === 0 && sim.card.due < dayEnd)
      .sort((a, b) => (a.card?.due ?? 0) - (b.card?.due ?? 0));
    for (const sim of due) {
      at += 15_000 + Math.floor(next() * 20_000);
      answer(sim, next() < 0.84 ? "know" : "notKnow", Math.max(at, sim.card?.lastReview ?? at), days);
      finishSteps(sim, next, days);
    }
    // Then today's new words in book order, each through its learning steps.
    for (let count = 0; count < newWords && entryIndex < entries.length; count++) {
      const entry = entries[entryIndex++]!;
      at += 25_000 + Math.floor(next() * 30_000);
      const sim: SimulatedCard = { wordId: entry.word_id, position: entry.position, card: null, firstAt: at, logs: [] };
      const roll = next();
      answer(sim, roll < 0.07 ? "easy" : roll < 0.75 ? "know" : "notKnow", at, days);
      finishSteps(sim, next, days);
      cards.push(sim);
    }
  }
  if (cards.length === 0) return;

  const historyStart = cards[0]!.firstAt;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("word_settings")
      .values({
        user_id: user.id,
        book_id: book.id,
        daily_new_words: DAILY_NEW_WORDS_DEFAULT,
        exam_date: null,
        created_at: historyStart,
        updated_at: historyStart,
      })
      .execute();
    await trx
      .insertInto("word_user_books")
      .values({
        user_id: user.id,
        book_id: book.id,
        new_position: cards.length,
        created_at: historyStart,
        updated_at: now,
      })
      .execute();

    const cardIds = new Map<number, number>();
    for (let index = 0; index < cards.length; index += BATCH) {
      const rows = cards.slice(index, index + BATCH).map((sim) => {
        const card = sim.card!;
        return {
          user_id: user.id,
          book_id: book.id,
          word_id: sim.wordId,
          ...cardRowValues(card),
          created_at: sim.firstAt,
          updated_at: card.lastReview ?? sim.firstAt,
        };
      });
      const inserted = await trx.insertInto("word_cards").values(rows).returning(["id", "word_id"]).execute();
      for (const row of inserted) cardIds.set(row.word_id, row.id);
    }

    const logs = cards.flatMap((sim) =>
      sim.logs.map(({ reps, log }) => ({
        user_id: user.id,
        book_id: book.id,
        word_id: sim.wordId,
        card_id: cardIds.get(sim.wordId)!,
        reps,
        ...reviewLogRowValues(log),
      })),
    );
    for (let index = 0; index < logs.length; index += BATCH) {
      await trx
        .insertInto("word_review_logs")
        .values(logs.slice(index, index + BATCH))
        .execute();
    }

    await trx
      .insertInto("word_study_days")
      .values(
        [...days].map(([studyDay, counts]) => ({
          user_id: user.id,
          study_day: studyDay,
          new_words: counts.newWords,
          reviews: counts.reviews,
          last_answer_at: counts.lastAt,
        })),
      )
      .execute();

    // The notebook: the words forgotten most (then the earliest learned), put aside when they were first studied.
    const notebook = [...cards]
      .filter((sim) => sim.card?.retired === 0)
      .sort((a, b) => (b.card?.lapses ?? 0) - (a.card?.lapses ?? 0) || a.position - b.position)
      .slice(0, NOTEBOOK_SIZE);
    await trx
      .insertInto("word_collects")
      .values(notebook.map((sim) => ({ user_id: user.id, word_id: sim.wordId, created_at: sim.firstAt })))
      .execute();
    await trx
      .insertInto("word_lookups")
      .values(
        notebook.slice(0, 4).map((sim, index) => ({
          user_id: user.id,
          word_id: sim.wordId,
          lookups: index + 1,
          first_at: sim.firstAt,
          last_at: sim.firstAt,
        })),
      )
      .execute();
  });
}
