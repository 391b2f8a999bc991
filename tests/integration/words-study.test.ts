// The study services over time, on SQLite and PostgreSQL, with the clock passed in: the learning queue (steps, the daily
// quota, learning ahead), the 04:00 study day, reviews and relapses, the exam-date cap, the new-word cursor, a finished
// book, and the import/seed of books.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { studyDayOf } from "~/modules/study-day/study-day";
import { chooseBook, getStudyPlan } from "~/modules/word/word-books.server";
import { readWordCsv } from "~/modules/word/word-csv.server";
import { importWordBooks } from "~/modules/word/word-import.server";
import { updateWordSettings } from "~/modules/word/word-settings.server";
import { answerWord, nextLearnCard, nextReviewCard, restartBook } from "~/modules/word/word-study.server";
import { getWordSummary } from "~/modules/word/word-summary.server";
import { seedWordBooks } from "~/seed/words-seed.server";
import { domainErrorOf } from "../support/domain-error";

const MINUTE = 60_000;
const DAY = 86_400_000;
const shanghai = (text: string) => Date.parse(`${text}+08:00`);

let userCounter = 0;
async function newUser(): Promise<number> {
  userCounter += 1;
  const now = Date.now();
  const row = await db
    .insertInto("users")
    .values({
      school_id: null,
      phone_number: `135${String(process.pid % 10000).padStart(4, "0")}${String(userCounter).padStart(4, "0")}`,
      password_hash: null,
      nickname: `学习者${userCounter}`,
      avatar: null,
      is_org: 0,
      disabled: 0,
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

let oxford: number;
let syllabus: number;

beforeAll(async () => {
  await seedWordBooks(db);
  const rows = await db.selectFrom("word_books").select(["id", "code"]).execute();
  oxford = rows.find((row) => row.code === "kaoyan-oxford-3000")?.id as number;
  syllabus = rows.find((row) => row.code === "kaoyan-syllabus")?.id as number;
});

async function positionOf(bookId: number, position: number): Promise<number> {
  const row = await db
    .selectFrom("word_book_entries")
    .select("word_id")
    .where("book_id", "=", bookId)
    .where("position", "=", position)
    .executeTakeFirstOrThrow();
  return row.word_id;
}

describe("the learning queue", () => {
  it("interleaves learning steps with new words, stops new words at the quota, and learns ahead only with a pinned version", async () => {
    const user = await newUser();
    const t0 = shanghai("2025-03-10T09:00:00");
    await updateWordSettings(user, { dailyNewWords: 3 }, t0);
    await chooseBook(user, oxford, t0);

    const first = await nextLearnCard(user, undefined, t0);
    expect(first).toMatchObject({
      status: "card",
      card: { position: 1, state: "new", reps: 0 },
      progress: { newToday: 0, dailyNewWords: 3, studyDay: "2025-03-10" },
    });
    const w1 = first.card?.wordId as number;
    await answerWord(user, { wordId: w1, bookId: oxford, reps: 0 }, "know", t0);

    const second = await nextLearnCard(user, undefined, t0 + 1000);
    expect(second.card).toMatchObject({ position: 2, state: "new" });
    const w2 = second.card?.wordId as number;
    const failed = await answerWord(user, { wordId: w2, bookId: oxford, reps: 0 }, "notKnow", t0 + 1000);
    expect(failed.card).toMatchObject({ state: "learning", reps: 1 });

    // One minute later the failed word is due again and comes before the third new word.
    const back = await nextLearnCard(user, undefined, t0 + MINUTE + 1000);
    expect(back.card).toMatchObject({ wordId: w2, state: "learning", reps: 1 });
    await answerWord(user, { wordId: w2, bookId: oxford, reps: 1 }, "know", t0 + MINUTE + 1000);

    const third = await nextLearnCard(user, undefined, t0 + 2 * MINUTE);
    expect(third.card).toMatchObject({ position: 3, state: "new" });
    await answerWord(user, { wordId: third.card?.wordId as number, bookId: oxford, reps: 0 }, "know", t0 + 2 * MINUTE);

    // Quota reached: no fourth new word; the learning step due soonest is offered ahead of time.
    const ahead = await nextLearnCard(user, undefined, t0 + 3 * MINUTE);
    expect(ahead.progress.newToday).toBe(3);
    expect(ahead.card).toMatchObject({ wordId: w1, state: "learning", reps: 1 });
    // Without the version it is not due yet; with it, it may be answered early.
    const early = await domainErrorOf(answerWord(user, { wordId: w1, bookId: oxford }, "know", t0 + 3 * MINUTE));
    expect(early.status).toBe(409);
    expect(early.message).toBe("这个单词还没到复习时间（下次复习：今天 09:10），请先学习其他单词");
    const graduated = await answerWord(user, { wordId: w1, bookId: oxford, reps: 1 }, "know", t0 + 3 * MINUTE);
    expect(graduated.card.state).toBe("review");

    // The other two graduate too; then the day's learning is done.
    for (const wordId of [w2, third.card?.wordId as number]) {
      await answerWord(user, { wordId, bookId: oxford, reps: 2 - (wordId === w2 ? 0 : 1) }, "know", t0 + 30 * MINUTE);
    }
    const done = await nextLearnCard(user, undefined, t0 + 31 * MINUTE);
    expect(done).toMatchObject({ status: "quotaReached", card: null });

    // The next study day brings new words again.
    const tomorrow = await nextLearnCard(user, undefined, shanghai("2025-03-11T07:00:00"));
    expect(tomorrow).toMatchObject({
      status: "card",
      card: { position: 4 },
      progress: { newToday: 0, studyDay: "2025-03-11" },
    });
  });

  it("offers a pending learning step ahead of time, then reports the quota reached", async () => {
    const user = await newUser();
    const t0 = shanghai("2025-03-10T09:00:00");
    await updateWordSettings(user, { dailyNewWords: 1 }, t0);
    const card = (await nextLearnCard(user, oxford, t0)).card;
    await answerWord(user, { wordId: card?.wordId as number, bookId: oxford, reps: 0 }, "know", t0);
    // Its next step is at 09:10, within the 20 minutes a pinned answer may run ahead: offered in both queues.
    expect((await nextLearnCard(user, oxford, t0 + MINUTE)).card).toMatchObject({ wordId: card?.wordId, reps: 1 });
    expect((await nextReviewCard(user, oxford, t0 + MINUTE)).card).toMatchObject({ wordId: card?.wordId, reps: 1 });
    await answerWord(user, { wordId: card?.wordId as number, bookId: oxford, reps: 1 }, "know", t0 + 10 * MINUTE);
    expect(await nextLearnCard(user, oxford, t0 + 11 * MINUTE)).toMatchObject({
      status: "quotaReached",
      card: null,
      waitUntil: null,
    });
    expect(await nextReviewCard(user, oxford, t0 + 11 * MINUTE)).toMatchObject({ status: "noneDue", card: null });
  });
});

describe("the 04:00 study day", () => {
  it("counts an answer at 03:50 for the day before and one at 04:10 for the new day", async () => {
    const user = await newUser();
    const late = shanghai("2025-03-11T03:50:00");
    const early = shanghai("2025-03-11T04:10:00");
    await answerWord(user, { wordId: await positionOf(syllabus, 1), bookId: syllabus }, "know", late);
    await answerWord(user, { wordId: await positionOf(syllabus, 2), bookId: syllabus }, "know", early);
    const days = await db
      .selectFrom("word_study_days")
      .select(["study_day", "new_words"])
      .where("user_id", "=", user)
      .orderBy("study_day")
      .execute();
    expect(days.map((day) => [day.study_day, day.new_words])).toEqual([
      [studyDayOf(late).index, 1],
      [studyDayOf(late).index + 1, 1],
    ]);
    expect(studyDayOf(late).date).toBe("2025-03-10");
    const plan = await getStudyPlan(user, syllabus, shanghai("2025-03-11T12:00:00"));
    expect(plan).toMatchObject({ studyDay: "2025-03-11", newToday: 1, learned: 2 });
    const summary = await getWordSummary(user, syllabus, shanghai("2025-03-11T12:00:00"));
    expect(summary.streak).toEqual({ current: 2, longest: 2, totalDays: 2 });
    expect(summary.heatmap.days.slice(-2)).toEqual([
      { date: "2025-03-10", count: 1 },
      { date: "2025-03-11", count: 1 },
    ]);
    // Before 04:00 on the 12th, "today" is still the 11th; a day without study keeps the streak until it ends.
    expect((await getWordSummary(user, syllabus, shanghai("2025-03-12T03:00:00"))).streak.current).toBe(2);
    expect((await getWordSummary(user, syllabus, shanghai("2025-03-13T05:00:00"))).streak.current).toBe(0);
  });
});

describe("reviews", () => {
  it("brings a graduated word back on its day, relearns a lapse, and refuses it before it is due", async () => {
    const user = await newUser();
    const t0 = shanghai("2025-04-01T20:00:00");
    const wordId = await positionOf(oxford, 10);
    await answerWord(user, { wordId, bookId: oxford, reps: 0 }, "know", t0);
    const graduated = await answerWord(user, { wordId, bookId: oxford, reps: 1 }, "know", t0 + 10 * MINUTE);
    expect(graduated.card.state).toBe("review");
    const dueAt = Date.parse(graduated.card.due as string);
    expect(dueAt - t0).toBeGreaterThanOrEqual(DAY);

    expect((await nextReviewCard(user, oxford, t0 + 20 * MINUTE)).status).toBe("noneDue");
    const notYet = await domainErrorOf(answerWord(user, { wordId, bookId: oxford, reps: 2 }, "know", t0 + 20 * MINUTE));
    expect(notYet.status).toBe(409);
    expect(notYet.message).toMatch(/下次复习：\d+月\d+日/);

    // Due later on its study day: it is offered from the day's start (04:00).
    const dayStart = studyDayOf(dueAt).start;
    const review = await nextReviewCard(user, oxford, dayStart + MINUTE);
    expect(review).toMatchObject({
      status: "card",
      card: { wordId, state: "review", reps: 2 },
      progress: { dueToday: 1 },
    });
    const lapse = await answerWord(user, { wordId, bookId: oxford, reps: 2 }, "notKnow", dayStart + MINUTE);
    expect(lapse.card).toMatchObject({ state: "relearning", lapses: 1, reps: 3 });
    const waiting = await nextReviewCard(user, oxford, dayStart + 2 * MINUTE);
    // Within 20 minutes: offered ahead.
    expect(waiting.card).toMatchObject({ wordId, state: "relearning" });
    const relearned = await answerWord(user, { wordId, bookId: oxford, reps: 3 }, "know", dayStart + 11 * MINUTE);
    expect(relearned.card.state).toBe("review");
    const plan = await getStudyPlan(user, oxford, dayStart + 12 * MINUTE);
    expect(plan).toMatchObject({ dueToday: 0, reviewedToday: 2 });
    const logs = await db
      .selectFrom("word_review_logs")
      .select(["reps", "rating", "state"])
      .where("user_id", "=", user)
      .orderBy("reps")
      .execute();
    expect(logs).toEqual([
      { reps: 0, rating: 3, state: 0 },
      { reps: 1, rating: 3, state: 1 },
      { reps: 2, rating: 1, state: 2 },
      { reps: 3, rating: 3, state: 3 },
    ]);
  });

  it("never schedules past the user's exam date", async () => {
    const user = await newUser();
    const t0 = shanghai("2025-05-01T21:00:00");
    await updateWordSettings(user, { examDate: "2025-05-08" }, t0);
    const wordId = await positionOf(oxford, 20);
    let result = await answerWord(user, { wordId, bookId: oxford, reps: 0 }, "know", t0);
    let at = t0 + 10 * MINUTE;
    for (let reps = 1; reps < 8; reps += 1) {
      result = await answerWord(user, { wordId, bookId: oxford, reps }, "know", at);
      const dueDay = studyDayOf(Date.parse(result.card.due as string)).date;
      if (studyDayOf(at).date < "2025-05-08") expect(dueDay <= "2025-05-08").toBe(true);
      at = Math.max(Date.parse(result.card.due as string), at + MINUTE);
    }
    // Without a saved date the national exam (2025-12-20) caps it.
    const other = await newUser();
    const late = shanghai("2025-12-18T10:00:00");
    await answerWord(other, { wordId, bookId: oxford, reps: 0 }, "easy", late);
    const card = await db
      .selectFrom("word_cards")
      .select(["due", "retired"])
      .where("user_id", "=", other)
      .executeTakeFirstOrThrow();
    expect(studyDayOf(card.due).date <= "2025-12-20").toBe(true);
    expect(card.retired).toBe(1);
  });
});

describe("the new-word cursor", () => {
  it("walks the book in order even after words were answered out of order", async () => {
    const user = await newUser();
    const t0 = shanghai("2025-06-01T10:00:00");
    await updateWordSettings(user, { dailyNewWords: 200 }, t0);
    await answerWord(user, { wordId: await positionOf(syllabus, 5), bookId: syllabus }, "know", t0);
    await answerWord(user, { wordId: await positionOf(syllabus, 6), bookId: syllabus }, "know", t0);
    for (let position = 1; position <= 4; position += 1) {
      const next = await nextLearnCard(user, syllabus, t0 + position * 1000);
      expect(next.card?.position).toBe(position);
      await answerWord(
        user,
        { wordId: next.card?.wordId as number, bookId: syllabus, reps: 0 },
        "notKnow",
        t0 + position * 1000,
      );
    }
    const cursor = async () =>
      (
        await db
          .selectFrom("word_user_books")
          .select("new_position")
          .where("user_id", "=", user)
          .where("book_id", "=", syllabus)
          .executeTakeFirstOrThrow()
      ).new_position;
    expect(await cursor()).toBe(4);
    // Learning steps first (all four failed words are due a minute later); then the new word skips 5 and 6.
    const later = t0 + 30 * MINUTE;
    for (let i = 0; i < 6; i += 1) {
      const next = await nextLearnCard(user, syllabus, later);
      if (next.card?.state === "new") break;
      await answerWord(
        user,
        { wordId: next.card?.wordId as number, bookId: syllabus, reps: next.card?.reps },
        "easy",
        later,
      );
    }
    const next = await nextLearnCard(user, syllabus, later);
    expect(next.card).toMatchObject({ position: 7, state: "new" });
    expect(await cursor()).toBe(6);
  });

  it("reports a finished book, and restart starts it over", async () => {
    const user = await newUser();
    const t0 = shanghai("2025-06-02T10:00:00");
    const csv = "word,translation\r\nalpha,n. 第一个希腊字母\r\nomega,n. 最后一个希腊字母\r\n";
    const { records } = readWordCsv(csv);
    const imported = await importWordBooks(db, records, [
      {
        code: null,
        name: `希腊字母 ${user}`,
        description: "",
        source: "test",
        sourceHash: "x",
        sortOrder: 100,
        headwords: ["alpha", "omega"],
      },
    ]);
    const bookId = imported.books[0]?.id as number;
    for (const position of [1, 2]) {
      const next = await nextLearnCard(user, bookId, t0);
      expect(next.card?.position).toBe(position);
      await answerWord(user, { wordId: next.card?.wordId as number, bookId, reps: 0 }, "easy", t0);
    }
    expect(await nextLearnCard(user, bookId, t0 + 1000)).toMatchObject({ status: "bookFinished", card: null });
    expect((await getStudyPlan(user, bookId, t0 + 1000)).unstarted).toBe(0);
    const restarted = await restartBook(user, bookId, t0 + 2000);
    expect(restarted.cleared).toBe(2);
    expect((await nextLearnCard(user, bookId, t0 + 3000)).card).toMatchObject({ position: 1, state: "new" });
  });
});
