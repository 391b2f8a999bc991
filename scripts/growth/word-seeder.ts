// Growth data for vocabulary (issue 7): heavy learners who have studied the whole 4,801-word 考研英语大纲词汇 and
// reviewed every day for a year — the state the issue's 10 ms budget is about (and tests/integration/
// words-performance.test.ts builds in-process). The heavy learners are the users the bench's vocabulary targets act
// as — the demo student 13800000001 (next-card targets) and the answer target's student 13800000006 — whose demo
// history is replaced, plus HEAVY_GROWTH_USERS seeded users, so the user's rows are not the whole index.
//
// Per user and book entry (position p of 4,801), the same shape as the performance test: the word is learned on day
// firstDay + ⌊(p−1)·365/4801⌋ (about 13 a day over the last 365 study days), then reviewed on a growing ladder of
// intervals (1, 3, 7, 15, 30, 60, 120, 240 days) up to yesterday — one log row per answer, ~6.8 per card, ~32,500 per
// user, reviews on every day of the year. The card is in Review (1 % relearning), ~20 % due today (a backlog of up to
// three days; learned at least one answer earlier), ~3 % retired (太简单), the rest due later but never after the exam
// day. Day counts are summed from the log, so they match it. Set-based like the other seeders (integer hashing of
// (user ordinal, position, step), same data on both dialects): one INSERT … SELECT per user and table.
//
// Register with: `...wordSeeders` in scripts/growth/seeders.ts (and its import).
import { sql, type Kysely } from "kysely";
import type { Database } from "~/db/schema";
import {
  DAY_MS,
  HOUR_MS,
  STUDY_DAY_SHIFT_MS,
  effectiveExamDate,
  studyDayOf,
  studyDayOfDate,
  studyDayStart,
} from "~/modules/study-day/study-day";
import { DEMO_WORD_BOOK_CODE, DEMO_WORD_STUDENT_PHONE } from "~/seed/demo-word-history.server";
import { ANSWER_STUDENT } from "../bench/answer-preparation";
import type { GrowthSizes, SeedContext, Seeder } from "./seed-context";
import { hashSql, valuesCte } from "./sql-fragments";

/** The users the bench's vocabulary targets log in as: they get the heavy state in place of their demo history. */
const MEASURED_WORD_USERS = [DEMO_WORD_STUDENT_PHONE, ANSWER_STUDENT.phoneNumber] as const;
/** Seeded (growth) users who get the same state, so the tables hold other heavy users' rows too. */
const HEAVY_GROWTH_USERS = 18;
/** Study days of history before today. */
const HISTORY_DAYS = 365;
/** The review ladder: days after learning of each answer (0 = the first), from intervals 1, 3, 7, 15, 30, 60, 120, 240. */
const LADDER_INTERVALS = [1, 3, 7, 15, 30, 60, 120, 240] as const;
export const LADDER_OFFSETS: readonly number[] = LADDER_INTERVALS.reduce<number[]>(
  (offsets, interval) => {
    offsets.push(offsets.at(-1)! + interval);
    return offsets;
  },
  [0],
);
/** The book the heavy learners studied (all 4,801 words). */
const SYLLABUS_WORDS = 4_801;
/** Per mille of cards: due today (backlog), relearning (of those), retired. */
const DUE_TODAY_PERMILLE = 200;
const RELEARNING_PERMILLE = 10;
const RETIRED_FROM_PERMILLE = 970;
/** Answers happen between 18:00 and 24:00 Asia/Shanghai (14 h to 20 h after the 04:00 day start). */
const SESSION_START_MS = 14 * HOUR_MS;
const SESSION_SPAN_MS = 6 * HOUR_MS;
/** Keeps the hash input (user ordinal, position, step) unique: positions < 8192, steps < 16. */
const POSITION_SLOTS = 8_192;
const STEP_SLOTS = 16;

/** The study day (relative to the first of the history, 0 … days−1) on which the word at `position` is learned. */
export function learnedDayOffset(
  position: number,
  words: number = SYLLABUS_WORDS,
  days: number = HISTORY_DAYS,
): number {
  return Math.floor(((position - 1) * days) / words);
}

/** Answers (first + reviews) a word learned `daysAgo` study days before today has had: ladder steps before today. */
export function answersBefore(daysAgo: number): number {
  return LADDER_OFFSETS.filter((offset) => offset < daysAgo).length;
}

/** Log rows for one heavy learner of a `words`-word book (what the SQL inserts; for the row estimate and tests). */
export function logRowsPerUser(words: number = SYLLABUS_WORDS, days: number = HISTORY_DAYS): number {
  let rows = 0;
  for (let position = 1; position <= words; position += 1)
    rows += answersBefore(days - learnedDayOffset(position, words, days));
  return rows;
}

/** SQL: the larger / smaller of two expressions (CASE, so both dialects read it alike). */
const greatest = (a: string, b: string) => `(CASE WHEN ${a} > ${b} THEN ${a} ELSE ${b} END)`;
const least = (a: string, b: string) => `(CASE WHEN ${a} < ${b} THEN ${a} ELSE ${b} END)`;

/** SQL: picks values[i] for the number of ladder steps before today `count` (1 … steps). */
function byStepCount(count: string, values: readonly number[]): string {
  return `(CASE ${values.map((value, index) => `WHEN ${count} = ${index + 1} THEN ${value}`).join(" ")} ELSE ${values.at(-1)} END)`;
}

interface HeavyPlan {
  bookId: number;
  now: number;
  /** Today's study day index and the first of the history. */
  today: number;
  todayEnd: number;
  firstDay: number;
  /** No due time after this (the exam day's start; at least tomorrow). */
  dueCap: number;
}

/** The hash input of a user's card (BIGINT: PostgreSQL would multiply an INTEGER by the smaller hash multipliers in
 *  32 bits and overflow). */
const keySql = (ordinal: number) => `CAST(${ordinal} * ${POSITION_SLOTS} + e.position AS BIGINT)`;

/** Epoch ms of an answer on study day `day` (an SQL expression), varied by a hash of `key`. */
const answerTime = (day: string, key: string) =>
  `(CAST(${day} AS BIGINT) * ${DAY_MS} - ${STUDY_DAY_SHIFT_MS} + ${SESSION_START_MS} + ${hashSql(key, 5)} % ${SESSION_SPAN_MS})`;

function cardsStatement(plan: HeavyPlan, userId: number, ordinal: number): string {
  const key = keySql(ordinal);
  const h = (field: number) => hashSql(key, field);
  const learned = `(${plan.firstDay} + (e.position - 1) * ${HISTORY_DAYS} / ${SYLLABUS_WORDS})`;
  const daysAgo = `(${plan.today} - ${learned})`;
  const steps = `(${LADDER_OFFSETS.map((offset) => `CASE WHEN ${daysAgo} > ${offset} THEN 1 ELSE 0 END`).join(" + ")})`;
  const lastDay = `(${learned} + ${byStepCount(steps, LADDER_OFFSETS)})`;
  const interval = byStepCount(steps, LADDER_INTERVALS);
  const lastTime = answerTime(lastDay, `${key} * ${STEP_SLOTS} + ${steps} - 1`);
  const firstTime = answerTime(learned, `${key} * ${STEP_SLOTS}`);
  const roll = `(${h(0)} % 1000)`;
  const dueToday = greatest(`${lastTime} + 600000`, `${plan.now} - ${h(1)} % ${3 * DAY_MS}`);
  const dueLater = least(
    greatest(`${lastTime} + CAST(${interval} AS BIGINT) * ${DAY_MS}`, `${plan.todayEnd} + ${h(1)} % ${60 * DAY_MS}`),
    String(plan.dueCap),
  );
  return `
    INSERT INTO word_cards (user_id, book_id, word_id, state, due, stability, difficulty, elapsed_days, scheduled_days,
      learning_steps, reps, lapses, last_review, retired, created_at, updated_at)
    SELECT ${userId}, e.book_id, e.word_id,
      CASE WHEN ${roll} < ${RELEARNING_PERMILLE} THEN 3 ELSE 2 END,
      CASE WHEN ${roll} < ${DUE_TODAY_PERMILLE} THEN ${dueToday} ELSE ${dueLater} END,
      ${interval} * (0.8 + (${h(2)} % 600) / 1000.0),
      1 + (${h(3)} % 9000) / 1000.0,
      ${interval}, ${interval}, 0, ${steps},
      CASE WHEN ${roll} < ${DUE_TODAY_PERMILLE} THEN 1 ELSE 0 END,
      ${lastTime},
      CASE WHEN ${roll} >= ${RETIRED_FROM_PERMILLE} THEN 1 ELSE 0 END,
      ${firstTime}, ${lastTime}
    FROM word_book_entries e
    WHERE e.book_id = ${plan.bookId}`;
}

function logsStatement(plan: HeavyPlan, userId: number, ordinal: number): string {
  const key = keySql(ordinal);
  const learned = `(${plan.firstDay} + (e.position - 1) * ${HISTORY_DAYS} / ${SYLLABUS_WORDS})`;
  const ladder = LADDER_OFFSETS.map((offset, step) => [
    offset,
    step === 0 ? 0 : LADDER_INTERVALS[step - 1]!,
    step < 2 ? 0 : LADDER_INTERVALS[step - 2]!,
    LADDER_INTERVALS[Math.min(step, LADDER_INTERVALS.length - 1)]!,
  ]);
  const day = `(${learned} + ladder.offset_days)`;
  const time = answerTime(day, `${key} * ${STEP_SLOTS} + ladder.k`);
  return `
    WITH ${valuesCte("ladder", ["offset_days", "elapsed", "last_elapsed", "scheduled"], ladder)}
    INSERT INTO word_review_logs (user_id, book_id, word_id, card_id, reps, rating, state, due, stability, difficulty,
      elapsed_days, last_elapsed_days, scheduled_days, learning_steps, reviewed_at, study_day)
    SELECT ${userId}, e.book_id, e.word_id, c.id, ladder.k,
      CASE WHEN ${hashSql(`${key} * ${STEP_SLOTS} + ladder.k`, 6)} % 10 = 0 THEN 1 ELSE 3 END,
      CASE WHEN ladder.k = 0 THEN 0 ELSE 2 END,
      ${time}, 1 + ladder.k * 3, 5, ladder.elapsed, ladder.last_elapsed, ladder.scheduled, 0, ${time}, ${day}
    FROM word_book_entries e
      CROSS JOIN ladder
      INNER JOIN word_cards c ON c.user_id = ${userId} AND c.book_id = e.book_id AND c.word_id = e.word_id
    WHERE e.book_id = ${plan.bookId} AND ${day} < ${plan.today}`;
}

function studyDaysStatement(userId: number): string {
  return `
    INSERT INTO word_study_days (user_id, study_day, new_words, reviews, last_answer_at)
    SELECT user_id, study_day, SUM(CASE WHEN reps = 0 THEN 1 ELSE 0 END), SUM(CASE WHEN reps > 0 THEN 1 ELSE 0 END), MAX(reviewed_at)
    FROM word_review_logs
    WHERE user_id = ${userId}
    GROUP BY user_id, study_day`;
}

/** The heavy learners: the measured users (by phone) first, then the latest seeded users. Ordinal = place in the list. */
async function heavyUsers(db: Kysely<Database>, extra: number): Promise<number[]> {
  const measured = await db
    .selectFrom("users")
    .select(["id", "phone_number"])
    .where("phone_number", "in", [...MEASURED_WORD_USERS])
    .execute();
  const ids = MEASURED_WORD_USERS.map((phone) => measured.find((row) => row.phone_number === phone)?.id).filter(
    (id): id is number => id !== undefined,
  );
  if (ids.length !== MEASURED_WORD_USERS.length)
    throw new Error(`the demo students ${MEASURED_WORD_USERS.join(", ")} are missing`);
  if (extra > 0) {
    const others = await db
      .selectFrom("users")
      .select("id")
      .where("is_org", "=", 0)
      .where("phone_number", "not like", "138%")
      .orderBy("id", "desc")
      .limit(extra)
      .execute();
    ids.push(...others.map((row) => row.id));
  }
  return ids;
}

async function planFor(context: SeedContext): Promise<HeavyPlan> {
  const book = await context.db
    .selectFrom("word_books")
    .select(["id", "word_count"])
    .where("code", "=", DEMO_WORD_BOOK_CODE)
    .executeTakeFirst();
  if (!book) throw new Error(`no word book ${DEMO_WORD_BOOK_CODE}: the demo data must be loaded first`);
  if (book.word_count !== SYLLABUS_WORDS)
    throw new Error(`${DEMO_WORD_BOOK_CODE} has ${book.word_count} words, expected ${SYLLABUS_WORDS}`);
  const today = studyDayOf(context.now);
  const examDay = studyDayOfDate(effectiveExamDate(null, context.now).date) ?? today.index + 30;
  return {
    bookId: book.id,
    now: context.now,
    today: today.index,
    todayEnd: today.end,
    firstDay: today.index - HISTORY_DAYS,
    dueCap: Math.max(studyDayStart(examDay), today.end + DAY_MS),
  };
}

const extraUsers = (sizes: GrowthSizes) => Math.min(HEAVY_GROWTH_USERS, sizes.users);
const heavyCount = (sizes: GrowthSizes) => MEASURED_WORD_USERS.length + extraUsers(sizes);

/** Runs one statement per heavy learner, logging progress. */
async function perUser(
  context: SeedContext,
  label: string,
  run: (plan: HeavyPlan, userId: number, ordinal: number) => Promise<void>,
) {
  const plan = await planFor(context);
  const users = await heavyUsers(context.db, extraUsers(context.sizes));
  const started = performance.now();
  for (const [ordinal, userId] of users.entries()) await run(plan, userId, ordinal);
  context.log(`${label}: ${users.length} users (${((performance.now() - started) / 1000).toFixed(1)} s)`);
}

function wordSeedersFor(): Seeder[] {
  return [
    {
      table: "word_cards",
      name: "word cards (whole book, heavy learners)",
      rows: (sizes) => heavyCount(sizes) * SYLLABUS_WORDS,
      seed: (context) =>
        perUser(context, "word cards", async (plan, userId, ordinal) => {
          // The measured users' demo history (and the answers of a bench on the demo data) make way for the year.
          for (const table of [
            "word_review_logs",
            "word_study_days",
            "word_cards",
            "word_user_books",
            "word_settings",
          ] as const) {
            await context.db.deleteFrom(table).where("user_id", "=", userId).execute();
          }
          const historyStart = studyDayStart(plan.firstDay);
          await context.db
            .insertInto("word_settings")
            .values({
              user_id: userId,
              book_id: plan.bookId,
              daily_new_words: 20,
              exam_date: null,
              created_at: historyStart,
              updated_at: historyStart,
            })
            .execute();
          await context.db
            .insertInto("word_user_books")
            .values({
              user_id: userId,
              book_id: plan.bookId,
              new_position: SYLLABUS_WORDS,
              created_at: historyStart,
              updated_at: plan.now,
            })
            .execute();
          await sql.raw(cardsStatement(plan, userId, ordinal)).execute(context.db);
        }),
    },
    {
      table: "word_review_logs",
      name: "word review logs (a year of daily reviews)",
      rows: (sizes) => heavyCount(sizes) * logRowsPerUser(),
      seed: (context) =>
        perUser(context, "word review logs", (plan, userId, ordinal) =>
          sql
            .raw(logsStatement(plan, userId, ordinal))
            .execute(context.db)
            .then(() => undefined),
        ),
    },
    {
      table: "word_study_days",
      name: "word study days",
      rows: (sizes) => heavyCount(sizes) * HISTORY_DAYS,
      seed: (context) =>
        perUser(context, "word study days", (_plan, userId) =>
          sql
            .raw(studyDaysStatement(userId))
            .execute(context.db)
            .then(() => undefined),
        ),
    },
  ];
}

/** Two measured heavy learners + HEAVY_GROWTH_USERS seeded ones: ~96,000 cards, ~650,000 log rows. */
export const wordSeeders: readonly Seeder[] = wordSeedersFor();
