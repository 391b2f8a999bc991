// The hot paths with a heavy user, on SQLite and PostgreSQL: someone who has studied the whole 4,801-word book over a
// year (a card for every word, ~36,000 review-log rows, a study day every day). The next card (learning and review
// queues) and the answer must stay under 10 ms server time at p95 (the budget). Measured on the services the
// pages call, and through the API dispatcher (session lookup included) for reference. Numbers are printed.
import { sql, type Insertable } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import type { WordCardTable, WordReviewLogTable } from "~/db/schema";
import { createSession } from "~/modules/auth/session.server";
import { studyDayOf } from "~/modules/study-day/study-day";
import { answerWord, nextLearnCard, nextReviewCard } from "~/modules/word/word-study.server";
import { seedWordBooks } from "~/seed/words-seed.server";
import { callApi } from "../support/api-client";

const DAY = 86_400_000;
const BUDGET_MS = 10;
const RUNS = 200;
const WARMUP = 20;
/** Answers use up due cards: the year-long learner has enough for three rounds. */
const ANSWER_ROUNDS = 3;
const dialect = process.env.DB_TARGET === "postgres" ? "postgres" : "sqlite";

let userId: number;
let token: string;
let bookId: number;
let logRows = 0;

/** A deterministic pseudo-random sequence (the same user on every run). */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

async function insertBatches<T>(rows: T[], size: number, insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

beforeAll(async () => {
  await seedWordBooks(db);
  bookId = (
    await db.selectFrom("word_books").select("id").where("code", "=", "kaoyan-syllabus").executeTakeFirstOrThrow()
  ).id;
  const now = Date.now();
  userId = (
    await db
      .insertInto("users")
      .values({
        school_id: null,
        phone_number: `1330${String(process.pid % 10000).padStart(4, "0")}999`,
        password_hash: null,
        nickname: "学霸",
        avatar: null,
        is_org: 0,
        disabled: 0,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow()
  ).id;
  token = await createSession(userId, { ip: "127.0.0.1", userAgent: "vitest" });
  // Some other users' cards in the same tables, so the user's rows are not the whole index.
  const entries = await db
    .selectFrom("word_book_entries")
    .select(["word_id", "position"])
    .where("book_id", "=", bookId)
    .orderBy("position")
    .execute();
  const rand = random(42);
  const today = studyDayOf(now);
  const firstDay = today.index - 365;

  const cards: Array<Insertable<WordCardTable>> = [];
  const logs: Array<Insertable<WordReviewLogTable>> = [];
  const dayCounts = new Map<number, { new_words: number; reviews: number }>();
  const intervals = [1, 3, 7, 15, 30, 60, 120, 240];
  entries.forEach((entry, index) => {
    // About 13 new words a day for the first 365 days; then reviews on a growing ladder of intervals.
    const learnedDay = firstDay + Math.floor((index * 365) / entries.length);
    const reviewTimes: number[] = [];
    let day = learnedDay;
    for (const interval of [0, ...intervals]) {
      day += interval;
      if (day >= today.index) break;
      reviewTimes.push(today.start - (today.index - day) * DAY + Math.floor(rand() * 14 * 3_600_000));
    }
    const last = reviewTimes.at(-1) ?? today.start - DAY;
    const nextInterval = intervals[Math.min(reviewTimes.length - 1, intervals.length - 1)] ?? 1;
    const roll = rand();
    // ~20% due today (a backlog: some overdue by days), ~1% relearning due now, ~3% retired; the rest due later.
    const state = roll < 0.01 ? 3 : 2;
    const due =
      roll < 0.2
        ? now - Math.floor(rand() * 3 * DAY)
        : Math.max(last + nextInterval * DAY, today.end + Math.floor(rand() * 60 * DAY));
    cards.push({
      user_id: userId,
      book_id: bookId,
      word_id: entry.word_id,
      state,
      due,
      stability: nextInterval * (0.8 + rand() * 0.6),
      difficulty: 1 + rand() * 9,
      elapsed_days: nextInterval,
      scheduled_days: nextInterval,
      learning_steps: 0,
      reps: reviewTimes.length,
      lapses: roll < 0.2 ? 1 : 0,
      last_review: last,
      retired: roll > 0.97 ? 1 : 0,
      created_at: reviewTimes[0] ?? last,
      updated_at: last,
    });
    reviewTimes.forEach((time, reps) => {
      const studyDay = studyDayOf(time).index;
      const counts = dayCounts.get(studyDay) ?? { new_words: 0, reviews: 0 };
      if (reps === 0) counts.new_words += 1;
      else counts.reviews += 1;
      dayCounts.set(studyDay, counts);
      logs.push({
        user_id: userId,
        book_id: bookId,
        word_id: entry.word_id,
        card_id: 0,
        reps,
        rating: rand() < 0.1 ? 1 : 3,
        state: reps === 0 ? 0 : 2,
        due: time,
        stability: 1 + reps * 3,
        difficulty: 5,
        elapsed_days: intervals[reps - 1] ?? 0,
        last_elapsed_days: intervals[reps - 2] ?? 0,
        scheduled_days: intervals[reps] ?? 1,
        learning_steps: 0,
        reviewed_at: time,
        study_day: studyDay,
      });
    });
  });

  await insertBatches(cards, 250, (batch) => db.insertInto("word_cards").values(batch).execute());
  const cardIds = new Map(
    (await db.selectFrom("word_cards").select(["id", "word_id"]).where("user_id", "=", userId).execute()).map((row) => [
      row.word_id,
      row.id,
    ]),
  );
  for (const log of logs) log.card_id = cardIds.get(log.word_id) ?? 0;
  await insertBatches(logs, 250, (batch) => db.insertInto("word_review_logs").values(batch).execute());
  logRows = logs.length;
  await insertBatches(
    [...dayCounts].map(([study_day, counts]) => ({ user_id: userId, study_day, ...counts })),
    500,
    (batch) => db.insertInto("word_study_days").values(batch).execute(),
  );
  await db
    .insertInto("word_settings")
    .values({
      user_id: userId,
      book_id: bookId,
      daily_new_words: 20,
      exam_date: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await db
    .insertInto("word_user_books")
    .values({ user_id: userId, book_id: bookId, new_position: entries.length, created_at: now, updated_at: now })
    .execute();
  // PostgreSQL's autovacuum vacuums and analyses tables after a load like this within a minute; do it now, so the
  // timings are of the steady state rather than of autovacuum running alongside.
  if (dialect === "postgres") {
    for (const table of ["word_cards", "word_review_logs", "word_study_days", "word_book_entries", "words"]) {
      await sql`vacuum analyze ${sql.table(table)}`.execute(db);
    }
    // And write out what the suites before it left dirty, so the answers' commits do not wait behind that flush.
    await sql`checkpoint`.execute(db);
  }
}, 180_000);

function p95(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)] ?? Number.NaN;
}

/** p95 of `runs` timed calls after a warm-up. */
async function measure(
  name: string,
  runs: number,
  operation: (i: number) => Promise<unknown>,
  offset = 0,
): Promise<number> {
  for (let i = 0; i < WARMUP; i += 1) await operation(offset + i);
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await operation(offset + WARMUP + i);
    samples.push(performance.now() - started);
  }
  const result = p95(samples);
  const median = [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)] ?? 0;
  console.log(
    `[words perf ${dialect}] ${name}: p95 ${result.toFixed(2)} ms, median ${median.toFixed(2)} ms over ${runs} runs`,
  );
  return result;
}

/**
 * The budget check: a round over budget is measured again (up to five rounds, half a second apart) before failing, so
 * a burst of load from other processes on a shared machine (the CI runs three test projects at once) does not fail the
 * suite, while a missing index (slow every round) does.
 */
async function withinBudget(name: string, operation: (i: number) => Promise<unknown>, rounds = 5): Promise<number> {
  let best = Number.POSITIVE_INFINITY;
  for (let round = 0; round < rounds && best >= BUDGET_MS; round += 1) {
    if (round > 0) await new Promise((resolve) => setTimeout(resolve, 500));
    best = Math.min(best, await measure(name, RUNS, operation, round * (RUNS + WARMUP)));
  }
  return best;
}

describe(`a year-long learner of the whole book (${dialect})`, () => {
  it("has the data the budget is about", async () => {
    const cards = await db
      .selectFrom("word_cards")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("user_id", "=", userId)
      .executeTakeFirstOrThrow();
    expect(Number(cards.n)).toBe(4801);
    expect(logRows).toBeGreaterThan(30_000);
    console.log(`[words perf ${dialect}] user with ${cards.n} cards and ${logRows} review-log rows`);
  });

  it(`gets the next learning card in under ${BUDGET_MS} ms (p95)`, async () => {
    const value = await withinBudget("nextLearnCard", () => nextLearnCard(userId));
    expect(value).toBeLessThan(BUDGET_MS);
  });

  it(`gets the next review card in under ${BUDGET_MS} ms (p95)`, async () => {
    const first = await nextReviewCard(userId);
    expect(first.status).toBe("card");
    const value = await withinBudget("nextReviewCard", () => nextReviewCard(userId));
    expect(value).toBeLessThan(BUDGET_MS);
  });

  async function dueCards(count: number) {
    // The cards to answer, as the review page would get them (fetched outside the timing).
    const due = await db
      .selectFrom("word_cards")
      .select(["word_id", "reps"])
      .where("user_id", "=", userId)
      .where("book_id", "=", bookId)
      .where("retired", "=", 0)
      .where("state", "=", 2)
      .where("due", "<", Date.now())
      .orderBy("due")
      .limit(count)
      .execute();
    expect(due.length).toBe(count);
    return due;
  }

  it(`answers in under ${BUDGET_MS} ms (p95)`, async () => {
    const due = await dueCards(ANSWER_ROUNDS * (RUNS + WARMUP));
    const value = await withinBudget(
      "answerWord",
      (i) => {
        const card = due[i];
        if (!card) throw new Error("ran out of due cards");
        return answerWord(userId, { wordId: card.word_id, bookId, reps: card.reps }, i % 5 === 0 ? "notKnow" : "know");
      },
      ANSWER_ROUNDS,
    );
    expect(value).toBeLessThan(BUDGET_MS);
  });

  it("through the API (session lookup and envelope included), for reference", async () => {
    await measure("GET /api/Word/nextReviewWordOfOneDay", 100, async () => {
      const { status } = await callApi("GET", "/api/Word/nextReviewWordOfOneDay", { token, timedOnly: true });
      if (status !== 200) throw new Error(`status ${status}`);
    });
    await measure("GET /api/Book/study", 100, async () => {
      const { status } = await callApi("GET", "/api/Book/study", { token, timedOnly: true });
      if (status !== 200) throw new Error(`status ${status}`);
    });
    const due = await dueCards(60 + WARMUP);
    await measure("POST /api/Word/KnowWord", 60, async (i) => {
      const card = due[i];
      if (!card) throw new Error("ran out of due cards");
      const { status } = await callApi("POST", "/api/Word/KnowWord", {
        timedOnly: true,
        token,
        body: { wordId: card.word_id, bookId, reps: card.reps },
      });
      if (status !== 200) throw new Error(`status ${status}`);
    });
  });
});
