// 交卷 and 估分 (self-marking subjective answers).
import { db } from "~/db/client.server";
import { DomainError } from "~/lib/domain-error";
import { grantExamFinished } from "~/modules/pinecone/pinecones.server";
import { entersWrongBook } from "../marking/question-marking";
import { enterWrongAnswers, wrongBookExamDate, type WrongAnswer } from "../wrong-book/wrong-questions.server";
import { attemptMessages as m } from "./attempt-messages";
import { markLeaf } from "./attempt-rules";
import type { SelfMarksInput } from "./attempt-schemas";
import type { AttemptView } from "./attempt-views";
import { findOwnAttempt, attemptStructure, markingKeyOfLeaf, storedAnswerOf } from "./attempt-structure.server";
import { finishAttempt, settled } from "./attempt-finish.server";
import { attemptView } from "./attempt-views.server";

/** 交卷: marks the attempt and answers the result. A repeated submit answers the same result. */
export async function submitAttempt(userId: number, attemptId: number, now: number = Date.now()): Promise<AttemptView> {
  const attempt = await settled(await findOwnAttempt(userId, attemptId), now);
  if (attempt.state === "in_progress") await finishAttempt(attempt, "user", now);
  // 松果 for a mock exam handed in, once per attempt (docs/decisions/0024).
  if (attempt.mode === "exam") await grantExamFinished(userId, attempt.id, now);
  return attemptView(await findOwnAttempt(userId, attemptId), now);
}

/**
 * 估分: the scoring points a student ticks as hit, per subjective question, score its answer (capped at its points).
 * After submitting (needs_marking) — and in practice as soon as the question is answered. When no subjective answer
 * awaits a mark any more, the attempt is finished; a self-mark under half the points puts the question in the book.
 */
export async function selfMarkAttempt(
  userId: number,
  input: SelfMarksInput,
  now: number = Date.now(),
): Promise<AttemptView> {
  const attempt = await settled(await findOwnAttempt(userId, input.id), now);
  if (attempt.state === "finished") throw new DomainError(409, m.alreadyMarked);
  if (attempt.state === "in_progress" && attempt.mode !== "practice") throw new DomainError(409, m.selfMarkNotOpen);
  const structure = await attemptStructure(attempt.set_id, true);
  const leaves = new Map(structure.leaves.map((leaf) => [leaf.questionId, leaf]));
  const rows = await db
    .selectFrom("question_attempt_answers")
    .selectAll()
    .where("attempt_id", "=", attempt.id)
    .execute();
  const byQuestion = new Map(rows.map((row) => [row.question_id, row]));
  const marks = input.marks.map(({ questionId, rubricIds }) => {
    const leaf = leaves.get(questionId);
    if (!leaf) throw new DomainError(404, m.questionNotInAttempt);
    const key = markingKeyOfLeaf(structure, leaf);
    if (key.kind !== "subjective")
      throw new DomainError(400, m.notSubjective(questionId), { marks: m.notSubjective(questionId) });
    const row = byQuestion.get(questionId);
    const answer = storedAnswerOf(row?.answer);
    if (!row || answer === null)
      throw new DomainError(400, m.notAnswered(questionId), { marks: m.notAnswered(questionId) });
    const known = new Set(key.rubric.map((point) => point.id));
    const unknown = rubricIds.find((id) => !known.has(id));
    if (unknown !== undefined)
      throw new DomainError(400, m.rubricUnknown(unknown), { marks: m.rubricUnknown(unknown) });
    const ticked = [...new Set(rubricIds)];
    return { leaf, row, key, ticked, mark: markLeaf(key, answer, ticked) };
  });
  const examDate = await wrongBookExamDate(userId, now);
  await db.transaction().execute(async (trx) => {
    const locked = await trx
      .updateTable("question_attempts")
      .set({ updated_at: now })
      .where("id", "=", attempt.id)
      .where("user_id", "=", userId)
      .where("state", "=", attempt.state)
      .returning("id")
      .executeTakeFirst();
    if (!locked) throw new DomainError(409, m.selfMarkNotOpen);
    const wrong: WrongAnswer[] = [];
    for (const { leaf, row, key, ticked, mark } of marks) {
      await trx
        .updateTable("question_attempt_answers")
        .set({ self_marks: JSON.stringify(ticked), outcome: mark.outcome, points_awarded: mark.points })
        .where("attempt_id", "=", attempt.id)
        .where("question_id", "=", leaf.questionId)
        .execute();
      // Only the first self-mark of an answer can put it in the book; changing the ticks later does not again.
      if (row.outcome === "pending" && entersWrongBook(key.kind, mark, leaf.points)) {
        wrong.push({
          questionId: leaf.questionId,
          subject: structure.subjects.get(leaf.questionId) ?? structure.set.subject,
        });
      }
    }
    if (attempt.state === "needs_marking") {
      const totals = await trx
        .selectFrom("question_attempt_answers")
        .select((eb) => [
          eb.fn.sum<number>("points_awarded").as("score"),
          eb.fn.sum<number>(eb.case().when("outcome", "=", "pending").then(1).else(0).end()).as("pending"),
        ])
        .where("attempt_id", "=", attempt.id)
        .executeTakeFirst();
      await trx
        .updateTable("question_attempts")
        .set({
          score: Number(totals?.score ?? 0),
          state: Number(totals?.pending ?? 0) > 0 ? "needs_marking" : "finished",
          updated_at: now,
        })
        .where("id", "=", attempt.id)
        .execute();
    }
    await enterWrongAnswers(trx, userId, wrong, examDate, now);
  });
  return attemptView(await findOwnAttempt(userId, attempt.id), now);
}
