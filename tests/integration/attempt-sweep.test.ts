// The overdue-attempt sweeper (app/modules/question/attempts/attempt-sweeper.server.ts) on SQLite and PostgreSQL: one
// run submits an overdue timed attempt at its deadline with what was saved (reason "deadline"), wrong answers entered
// into the 错题本; attempts still open, within the grace or untimed are left alone; two sweeps at once finish an attempt
// once; a backlog is worked off in batches; and the scheduler runs it on its interval until stopped.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { ANSWER_GRACE_MS } from "~/modules/question/attempts/attempt-rules";
import { startAttemptSweeper, sweepOverdueAttempts } from "~/modules/question/attempts/attempt-sweeper.server";
import { saveAnswer } from "~/modules/question/attempts/attempt-answers.server";
import { startAttempt } from "~/modules/question/attempts/attempt-start.server";
import { getAttempt } from "~/modules/question/attempts/attempt-views.server";
import { newUser } from "./course-fixtures";
import { loadQuestionFixture, MOCK_MINUTES, type QuestionFixture } from "./question-fixtures";

const MINUTE = 60_000;
const HOUR = 3_600_000;

let f: QuestionFixture;

beforeAll(async () => {
  f = await loadQuestionFixture();
});

const attemptRow = (id: number) =>
  db.selectFrom("question_attempts").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

/** Every in-progress attempt of this file is submitted, so each test counts only its own. */
async function sweepAll(now: number) {
  await sweepOverdueAttempts({ now, maxBatches: 1_000 });
}

/** A timed mock exam started at `start` with att-s1 answered wrong (A; B is right) and att-s2 right (A). */
async function answeredExam(start: number) {
  const user = await newUser();
  const { id } = await startAttempt(user.id, { setId: f.mockSetId, mode: "exam", timed: true }, start);
  await saveAnswer(
    user.id,
    { id, questionId: f.q["att-s1"]!, answer: "A", answeredAt: start + MINUTE },
    start + MINUTE,
  );
  await saveAnswer(
    user.id,
    { id, questionId: f.q["att-s2"]!, answer: "A", answeredAt: start + 2 * MINUTE },
    start + 2 * MINUTE,
  );
  return { user, id, deadline: start + MOCK_MINUTES * MINUTE };
}

describe("a sweep", () => {
  it("submits an overdue attempt at its deadline with what was saved, and puts its wrong answers in the book", async () => {
    const start = Date.parse("2026-03-02T09:00:00+08:00");
    await sweepAll(start);
    const { user, id, deadline } = await answeredExam(start);
    const now = deadline + 2 * HOUR;

    expect(await sweepOverdueAttempts({ now })).toBe(1);
    expect(await attemptRow(id)).toMatchObject({
      state: "finished",
      finish_reason: "deadline",
      submitted_at: deadline,
      score: 200,
    });
    const cards = await db
      .selectFrom("question_cards")
      .select(["question_id", "reps", "lapses"])
      .where("user_id", "=", user.id)
      .execute();
    expect(cards).toEqual([{ question_id: f.q["att-s1"]!, reps: 1, lapses: 0 }]);
    // The result reads as one submitted at the deadline, with the saved answers marked.
    const view = await getAttempt(user.id, id, now);
    expect(view).toMatchObject({
      state: "finished",
      finishReason: "deadline",
      submittedAt: new Date(deadline).toISOString(),
      score: 200,
    });
    // Nothing left to do.
    expect(await sweepOverdueAttempts({ now })).toBe(0);
  });

  it("leaves attempts still open, within the grace, untimed or already submitted alone", async () => {
    const start = Date.parse("2026-03-03T09:00:00+08:00");
    await sweepAll(start);
    const within = await answeredExam(start);
    const later = await answeredExam(start + 10 * MINUTE);
    const untimedUser = await newUser();
    const untimed = await startAttempt(untimedUser.id, { setId: f.mockSetId, mode: "exam", timed: false }, start);
    const now = within.deadline + ANSWER_GRACE_MS;

    expect(await sweepOverdueAttempts({ now })).toBe(0);
    for (const attempt of [within.id, later.id, untimed.id])
      expect(await attemptRow(attempt)).toMatchObject({ state: "in_progress", submitted_at: null });
    // A moment past the grace, the first one goes; the untimed one never does.
    expect(await sweepOverdueAttempts({ now: now + 1 })).toBe(1);
    expect(await attemptRow(within.id)).toMatchObject({ state: "finished", submitted_at: within.deadline });
    expect(await sweepOverdueAttempts({ now: later.deadline + 365 * 24 * HOUR })).toBe(1);
    expect(await attemptRow(untimed.id)).toMatchObject({ state: "in_progress" });
  });

  it("finishes an attempt once when two sweeps run at once", async () => {
    const start = Date.parse("2026-03-04T09:00:00+08:00");
    await sweepAll(start);
    const { user, id, deadline } = await answeredExam(start);
    const now = deadline + HOUR;

    const counts = await Promise.all([
      sweepOverdueAttempts({ now }),
      sweepOverdueAttempts({ now }),
      sweepOverdueAttempts({ now }),
    ]);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(await attemptRow(id)).toMatchObject({
      state: "finished",
      finish_reason: "deadline",
      submitted_at: deadline,
      score: 200,
    });
    // Marked once: one review of the wrong question (a second marking would log another and lapse the card).
    const logs = await db
      .selectFrom("question_review_logs")
      .select(["question_id"])
      .where("user_id", "=", user.id)
      .execute();
    expect(logs).toEqual([{ question_id: f.q["att-s1"]! }]);
    const card = await db
      .selectFrom("question_cards")
      .select(["reps", "lapses"])
      .where("user_id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(card).toEqual({ reps: 1, lapses: 0 });
  });

  it("works off a backlog in batches, oldest deadline first", async () => {
    const start = Date.parse("2026-03-05T09:00:00+08:00");
    await sweepAll(start);
    const exams: Array<Awaited<ReturnType<typeof answeredExam>>> = [];
    for (let index = 0; index < 5; index += 1) exams.push(await answeredExam(start + index * MINUTE));
    const now = start + 2 * HOUR;

    expect(await sweepOverdueAttempts({ now, batchSize: 2, maxBatches: 1 })).toBe(2);
    const states = async () => Promise.all(exams.map(async (exam) => (await attemptRow(exam.id)).state));
    expect(await states()).toEqual(["finished", "finished", "in_progress", "in_progress", "in_progress"]);
    expect(await sweepOverdueAttempts({ now, batchSize: 2, maxBatches: 10 })).toBe(3);
    expect(await states()).toEqual(["finished", "finished", "finished", "finished", "finished"]);
  });
});

describe("the scheduler", () => {
  it("sweeps on its interval until stopped", async () => {
    await sweepAll(Date.now());
    // Started two hours ago by the real clock: overdue now.
    const { id, deadline } = await answeredExam(Date.now() - 2 * HOUR);
    const sweeper = startAttemptSweeper(50);
    try {
      for (let waited = 0; waited < 5_000 && (await attemptRow(id)).state === "in_progress"; waited += 50) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    } finally {
      await sweeper.stop();
    }
    expect(await attemptRow(id)).toMatchObject({
      state: "finished",
      finish_reason: "deadline",
      submitted_at: deadline,
    });
    // Stopped: a new overdue attempt stays as it is.
    const next = await answeredExam(Date.now() - 2 * HOUR);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await attemptRow(next.id)).toMatchObject({ state: "in_progress" });
  });
});
