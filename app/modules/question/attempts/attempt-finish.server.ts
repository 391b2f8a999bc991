// Marking and closing an attempt. The deadline is the server's (started_at + the set's duration). Answers are taken
// until it, plus ANSWER_GRACE_MS for requests in flight; past that the attempt is submitted *at the deadline* with what
// was saved, lazily — the first read or write that finds it overdue submits it before doing anything else, or the
// sweeper (attempt-sweeper.server.ts) does — and later answers are refused.
import { db } from "~/db/client.server";
import type { AttemptFinishReason } from "~/db/schema";
import { entersWrongBook } from "../marking/question-marking";
import { enterWrongAnswers, wrongBookExamDate, type WrongAnswer } from "../wrong-book/wrong-questions.server";
import { ANSWER_GRACE_MS, isOverdue, markLeaf } from "./attempt-rules";
import {
  findOwnAttempt,
  attemptStructure,
  markingKeyOfLeaf,
  storedAnswerOf,
  selfMarksOf,
  type AttemptRow,
} from "./attempt-structure.server";

/** Answer rows written per statement when an attempt is marked (well under both databases' parameter limits). */
const MARK_BATCH = 200;

/** The attempt, submitted at its deadline first if it is overdue. */
export async function settled(attempt: AttemptRow, now: number): Promise<AttemptRow> {
  if (!isOverdue(attempt.state, attempt.deadline_at, now)) return attempt;
  await finishAttempt(attempt, "deadline", now);
  return findOwnAttempt(attempt.user_id, attempt.id);
}

/** Submits every overdue attempt of a student (before a list shows them). */
export async function settleOverdueAttempts(userId: number, now: number): Promise<void> {
  const overdue = await db
    .selectFrom("question_attempts")
    .selectAll()
    .where("user_id", "=", userId)
    .where("state", "=", "in_progress")
    .where("deadline_at", "<", now - ANSWER_GRACE_MS)
    .execute();
  for (const attempt of overdue) await finishAttempt(attempt, "deadline", now);
}

/**
 * Marks and closes an open attempt: every answerable question marked (unanswered ones too, so statistics see them),
 * the score, needs_marking while subjective answers await self-marks, and wrong answers into the 错题本. `deadline`
 * submits at the deadline with what was saved; a submit that finds the attempt closed already does nothing.
 */
export async function finishAttempt(attempt: AttemptRow, reason: AttemptFinishReason, now: number): Promise<boolean> {
  const structure = await attemptStructure(attempt.set_id, true);
  const examDate = await wrongBookExamDate(attempt.user_id, now);
  const deadline = attempt.deadline_at ?? now;
  const submittedAt = reason === "deadline" ? deadline : Math.min(now, deadline);
  return db.transaction().execute(async (trx) => {
    const locked = await trx
      .updateTable("question_attempts")
      .set({ updated_at: now })
      .where("id", "=", attempt.id)
      .where("user_id", "=", attempt.user_id)
      .where("state", "=", "in_progress")
      .returning("id")
      .executeTakeFirst();
    if (!locked) return false;
    const rows = await trx
      .selectFrom("question_attempt_answers")
      .selectAll()
      .where("attempt_id", "=", attempt.id)
      .execute();
    const byQuestion = new Map(rows.map((row) => [row.question_id, row]));
    const marked = structure.leaves.map((leaf) => {
      const row = byQuestion.get(leaf.questionId);
      const key = markingKeyOfLeaf(structure, leaf);
      return { leaf, row, key, mark: markLeaf(key, storedAnswerOf(row?.answer), selfMarksOf(row?.self_marks)) };
    });
    for (let start = 0; start < marked.length; start += MARK_BATCH) {
      await trx
        .insertInto("question_attempt_answers")
        .values(
          marked.slice(start, start + MARK_BATCH).map(({ leaf, mark }) => ({
            attempt_id: attempt.id,
            question_id: leaf.questionId,
            answer: null,
            answered_at: 0,
            saved_at: now,
            flagged: 0,
            outcome: mark.outcome,
            points_awarded: mark.points,
            self_marks: null,
          })),
        )
        .onConflict((oc) =>
          oc.columns(["attempt_id", "question_id"]).doUpdateSet((eb) => ({
            outcome: eb.ref("excluded.outcome"),
            points_awarded: eb.ref("excluded.points_awarded"),
          })),
        )
        .execute();
    }
    const pending = marked.some(({ mark }) => mark.outcome === "pending");
    await trx
      .updateTable("question_attempts")
      .set({
        state: pending ? "needs_marking" : "finished",
        submitted_at: submittedAt,
        finish_reason: reason,
        score: marked.reduce((sum, { mark }) => sum + mark.points, 0),
        updated_at: now,
      })
      .where("id", "=", attempt.id)
      .execute();
    // In practice a question marked when answered went into the book then.
    const wrong: WrongAnswer[] = marked
      .filter(({ row, key, mark, leaf }) => !row?.outcome && entersWrongBook(key.kind, mark, leaf.points))
      .map(({ leaf }) => ({
        questionId: leaf.questionId,
        subject: structure.subjects.get(leaf.questionId) ?? structure.set.subject,
      }));
    await enterWrongAnswers(trx, attempt.user_id, wrong, examDate, now);
    return true;
  });
}

/**
 * Submits an attempt at its deadline if it is overdue (the sweeper, attempt-sweeper.server.ts). True when this call
 * finished it; false when it was not overdue or another request or process finished it first.
 */
export async function submitOverdueAttempt(attempt: AttemptRow, now: number = Date.now()): Promise<boolean> {
  if (!isOverdue(attempt.state, attempt.deadline_at, now)) return false;
  return finishAttempt(attempt, "deadline", now);
}
