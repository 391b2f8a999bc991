// Answering and flagging. Every answer is written by upsertAnswer, keyed (attempt, question), keeping the newest by the
// time the student gave it, so a queue of offline answers synced late, or two devices, never overwrite a later answer
// with an earlier one. Answer writes and submitting serialise on the attempt row (finishAttempt first UPDATEs it): on
// PostgreSQL a save waits for a submit in progress and then finds the attempt closed; SQLite runs one transaction at a
// time. No answer is stored after the marking that should have counted it.
import type { Kysely, Transaction } from "kysely";
import { db, dialect } from "~/db/client.server";
import { jsonList } from "~/db/json-column";
import type { AnswerOutcome, Database } from "~/db/schema";
import { DomainError } from "~/lib/domain-error";
import { shanghaiIsoMinute } from "~/lib/shanghai-time";
import type { QuestionKey } from "../bank/question-views";
import { loadQuestionKeys } from "../bank/question-views.server";
import { entersWrongBook, type Mark, type MarkingKey } from "../marking/question-marking";
import { enterWrongAnswers, wrongBookExamDate } from "../wrong-book/wrong-questions.server";
import { cachedExamTarget, rememberAnswerTarget, type QuestionShape } from "./answer-target-cache.server";
import { attemptMessages as m } from "./attempt-messages";
import {
  ANSWER_GRACE_MS,
  isOverdue,
  keptAnswerTime,
  leafMarkingKey,
  leafShares,
  markLeaf,
  revealedKeyOf,
  secondsLeft,
} from "./attempt-rules";
import { answerSchemaFor, type FlagQuestionInput, type SaveAnswerInput, type StoredAnswer } from "./attempt-schemas";
import type { SavedAnswer } from "./attempt-views";
import { findOwnAttempt, iso, isoOrNull, type AttemptRow } from "./attempt-structure.server";
import { finishAttempt } from "./attempt-finish.server";

const deadlineRefusal = (deadline: number | null) =>
  new DomainError(409, m.deadlinePassed(shanghaiIsoMinute(deadline ?? Date.now())));

/** The attempt and the question answered in it, with the question's shape in the set (answer-target-cache.server.ts). */
interface AnswerTarget extends QuestionShape {
  attempt: AttemptRow;
  questionId: number;
}

const hasId = (value: unknown): value is { id: string } =>
  typeof value === "object" && value !== null && typeof (value as { id: unknown }).id === "string";

/**
 * The student's attempt and one of its answerable questions: 404 for an attempt that is not theirs, or a question not
 * in its set; 400 for a group (its children are answered). An exam attempt's unchanging facts and the question's shape
 * come from this process's cache once seen (answer-target-cache.server.ts), so an exam save is then one statement; the
 * attempt is then taken as open, and the save's own WHERE finds out if it is not.
 */
async function answerTarget(userId: number, attemptId: number, questionId: number, now: number): Promise<AnswerTarget> {
  const cached = cachedExamTarget(userId, attemptId, questionId);
  // Past the deadline and its grace the attempt's real state decides the refusal (交卷 already, or submit it now).
  if (cached && isOverdue("in_progress", cached.facts.deadlineAt, now)) {
    return loadAnswerTarget(userId, attemptId, questionId);
  }
  if (cached) {
    const { facts, shape } = cached;
    const attempt = {
      id: attemptId,
      user_id: userId,
      set_id: facts.setId,
      mode: facts.mode,
      deadline_at: facts.deadlineAt,
      state: "in_progress",
    } as AttemptRow;
    return { attempt, questionId, ...shape };
  }
  const target = await loadAnswerTarget(userId, attemptId, questionId);
  const { attempt, questionId: _questionId, ...shape } = target;
  rememberAnswerTarget(
    attemptId,
    { userId, setId: attempt.set_id, mode: attempt.mode, deadlineAt: attempt.deadline_at },
    questionId,
    shape,
  );
  return target;
}

/** answerTarget from the database, in one query. */
async function loadAnswerTarget(userId: number, attemptId: number, questionId: number): Promise<AnswerTarget> {
  const row = await db
    .selectFrom("question_attempts as a")
    .leftJoin("questions as q", (join) => join.on("q.id", "=", questionId))
    .leftJoin("question_set_slots as s", (join) =>
      join
        .onRef("s.set_id", "=", "a.set_id")
        .on((eb) => eb("s.question_id", "=", eb.fn.coalesce("q.parent_id", "q.id"))),
    )
    .selectAll("a")
    .select([
      "q.kind",
      "q.options",
      "q.accepted_answers",
      "q.subject",
      "s.question_id as slot_question_id",
      "s.points as slot_points",
    ])
    .where("a.id", "=", attemptId)
    .where("a.user_id", "=", userId)
    .executeTakeFirst();
  if (!row) throw new DomainError(404, m.attemptNotFound);
  if (row.slot_question_id === null || row.kind === null || row.slot_points === null)
    throw new DomainError(404, m.questionNotInAttempt);
  if (row.kind === "group") throw new DomainError(400, m.answerGroup, { questionId: m.answerGroup });
  const { kind, options, accepted_answers, subject, slot_question_id, slot_points, ...attempt } = row;
  return {
    attempt,
    questionId,
    topId: slot_question_id,
    kind,
    optionIds: jsonList(options ?? "[]", hasId).map((option) => option.id),
    blankCount: jsonList(accepted_answers ?? "[]", Array.isArray).length,
    subject: subject ?? "",
    slotPoints: slot_points,
  };
}

/**
 * Refuses a write to an attempt that is no longer open: 409, submitting an overdue one at its deadline first. An
 * attempt the deadline closed (here or by the sweep, whichever came first) is refused for the deadline, as the exam
 * page says it: the student did not 交卷, time ran out.
 */
async function refuseClosed(attempt: AttemptRow, now: number): Promise<never> {
  if (isOverdue(attempt.state, attempt.deadline_at, now)) {
    await finishAttempt(attempt, "deadline", now);
    throw deadlineRefusal(attempt.deadline_at);
  }
  if (attempt.state === "in_progress" || attempt.finish_reason === "deadline")
    throw deadlineRefusal(attempt.deadline_at);
  throw new DomainError(409, m.alreadySubmitted);
}

/** Locks an open attempt for this transaction: zero rows when it is submitted or past its deadline and grace. */
function lockOpenAttempt(trx: Transaction<Database>, attempt: AttemptRow, now: number) {
  return trx
    .updateTable("question_attempts")
    .set({ updated_at: now })
    .where("id", "=", attempt.id)
    .where("user_id", "=", attempt.user_id)
    .where("state", "=", "in_progress")
    .where((eb) => eb.or([eb("deadline_at", "is", null), eb("deadline_at", ">=", now - ANSWER_GRACE_MS)]))
    .returning("id")
    .executeTakeFirst();
}

interface PracticeMark {
  key: QuestionKey;
  points: number;
  marking: MarkingKey;
  mark: Mark;
}

/** Practice: the question marked against its key at the points it carries in the set. */
async function practiceMark(target: AnswerTarget, answer: StoredAnswer): Promise<PracticeMark> {
  const top = (await loadQuestionKeys([target.topId])).get(target.topId);
  const key = top?.id === target.questionId ? top : top?.children.find((child) => child.id === target.questionId);
  if (!top || !key) throw new DomainError(404, m.questionNotInAttempt);
  const points = leafShares(target.slotPoints, top).get(target.questionId) ?? 0;
  const marking = leafMarkingKey(key, points);
  return { key, points, marking, mark: markLeaf(marking, answer, null) };
}

/** One answer as it is stored: practice marks it when it is written, an exam at 交卷. */
interface AnswerWrite {
  questionId: number;
  answerJson: string | null;
  answeredAt: number;
  outcome: AnswerOutcome | null;
  pointsAwarded: number | null;
  /** Practice shows the key as soon as a question is answered, so its first answer is its last. */
  firstIsFinal: boolean;
}

/**
 * The one write of an answer, in one statement: inserted or updated only while the attempt is open — `INSERT … SELECT
 * … FROM question_attempts WHERE open`, the attempt row share-locked on PostgreSQL so a submission (which updates that
 * row) waits for it or is waited for — and only over an older answer. False when nothing was written: the attempt is
 * closed, or a newer (or, with firstIsFinal, any) answer is there. An exam save runs it alone, one round trip instead
 * of four (BEGIN, lock, upsert, COMMIT): the exam's saves are the site's busiest writes (300 students, npm run bench
 * -- --exam); practice runs it inside the transaction that also fills the 错题本.
 */
async function upsertAnswer(
  executor: Kysely<Database> | Transaction<Database>,
  attempt: AttemptRow,
  write: AnswerWrite,
  now: number,
): Promise<boolean> {
  const open = executor
    .selectFrom("question_attempts")
    .select((eb) => [
      eb.cast<number>(eb.val(attempt.id), "integer").as("attempt_id"),
      eb.cast<number>(eb.val(write.questionId), "integer").as("question_id"),
      eb.cast<string | null>(eb.val(write.answerJson), "text").as("answer"),
      eb.cast<number>(eb.val(write.answeredAt), "bigint").as("answered_at"),
      eb.cast<number>(eb.val(now), "bigint").as("saved_at"),
      eb.cast<0>(eb.val(0), "integer").as("flagged"),
      eb.cast<AnswerOutcome | null>(eb.val(write.outcome), "text").as("outcome"),
      eb.cast<number | null>(eb.val(write.pointsAwarded), "integer").as("points_awarded"),
      eb.cast<null>(eb.val(null), "text").as("self_marks"),
    ])
    .where("id", "=", attempt.id)
    .where("user_id", "=", attempt.user_id)
    .where("state", "=", "in_progress")
    .where((eb) => eb.or([eb("deadline_at", "is", null), eb("deadline_at", ">=", now - ANSWER_GRACE_MS)]));
  const stored = await executor
    .insertInto("question_attempt_answers")
    .columns([
      "attempt_id",
      "question_id",
      "answer",
      "answered_at",
      "saved_at",
      "flagged",
      "outcome",
      "points_awarded",
      "self_marks",
    ])
    .expression(dialect === "postgres" ? open.forShare() : open)
    .onConflict((oc) => {
      const update = oc
        .columns(["attempt_id", "question_id"])
        .doUpdateSet((eb) => ({
          answer: eb.ref("excluded.answer"),
          answered_at: eb.ref("excluded.answered_at"),
          saved_at: eb.ref("excluded.saved_at"),
          outcome: eb.ref("excluded.outcome"),
          points_awarded: eb.ref("excluded.points_awarded"),
          self_marks: null,
        }))
        .whereRef("question_attempt_answers.answered_at", "<=", "excluded.answered_at");
      return write.firstIsFinal ? update.where("question_attempt_answers.answer", "is", null) : update;
    })
    .returning("question_id")
    .executeTakeFirst();
  return stored !== undefined;
}

/** An exam answer (nothing marked yet, nothing for the 错题本): the upsert alone, then why nothing was written. */
async function storeExamAnswer(attempt: AttemptRow, write: AnswerWrite, now: number) {
  if (await upsertAnswer(db, attempt, write, now)) return "stored" as const;
  const current = await db
    .selectFrom("question_attempts")
    .select(["state", "deadline_at"])
    .where("id", "=", attempt.id)
    .executeTakeFirstOrThrow();
  return current.state !== "in_progress" || isOverdue(current.state, current.deadline_at, now)
    ? ("closed" as const)
    : ("superseded" as const);
}

/**
 * Saves one answer. Kept when it is the newest by answeredAt (an older one arriving later is acknowledged with
 * `superseded` and changes nothing). Practice marks it at once and reveals the key; a practice answer, once given, is
 * final. Refused (409) once the attempt is submitted or past its deadline and grace.
 */
export async function saveAnswer(
  userId: number,
  input: SaveAnswerInput,
  now: number = Date.now(),
): Promise<SavedAnswer> {
  const target = await answerTarget(userId, input.id, input.questionId, now);
  const { attempt } = target;
  if (attempt.state !== "in_progress" || isOverdue(attempt.state, attempt.deadline_at, now))
    return refuseClosed(attempt, now);
  const parsed = answerSchemaFor(target).safeParse(input.answer);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? m.answerGroup;
    throw new DomainError(400, message, { answer: message });
  }
  const answer = parsed.data;
  const answerJson = answer === null ? null : JSON.stringify(answer);
  const answeredAt = keptAnswerTime(input.answeredAt, now);
  const practice = attempt.mode === "practice" && answer !== null ? await practiceMark(target, answer) : null;
  const wrong = practice !== null && entersWrongBook(practice.marking.kind, practice.mark, practice.points);
  const examDate = wrong ? await wrongBookExamDate(userId, now) : null;
  const write: AnswerWrite = {
    questionId: target.questionId,
    answerJson,
    answeredAt,
    outcome: practice?.mark.outcome ?? null,
    pointsAwarded: practice?.mark.points ?? null,
    firstIsFinal: attempt.mode === "practice",
  };

  const outcome =
    attempt.mode === "exam"
      ? await storeExamAnswer(attempt, write, now)
      : await db.transaction().execute(async (trx) => {
          if (!(await lockOpenAttempt(trx, attempt, now))) return "closed" as const;
          if (!(await upsertAnswer(trx, attempt, write, now))) {
            const existing = await trx
              .selectFrom("question_attempt_answers")
              .select("answer")
              .where("attempt_id", "=", attempt.id)
              .where("question_id", "=", target.questionId)
              .executeTakeFirst();
            if (attempt.mode === "practice" && existing?.answer !== null && existing?.answer !== undefined) {
              // The same answer posted again (a retry) is fine; another one is not.
              if (existing.answer === answerJson) return "repeated" as const;
              throw new DomainError(409, m.practiceAnswerLocked);
            }
            return "superseded" as const;
          }
          if (wrong && examDate !== null)
            await enterWrongAnswers(
              trx,
              userId,
              [{ questionId: target.questionId, subject: target.subject }],
              examDate,
              now,
            );
          return "stored" as const;
        });
  if (outcome === "closed") return refuseClosed(await findOwnAttempt(userId, attempt.id), now);
  return {
    questionId: target.questionId,
    savedAt: iso(now),
    answeredAt: iso(answeredAt),
    superseded: outcome === "superseded",
    deadline: isoOrNull(attempt.deadline_at),
    secondsLeft: secondsLeft(attempt.deadline_at, now),
    ...(practice && outcome !== "superseded"
      ? {
          marked: {
            outcome: practice.mark.outcome,
            outcomeLabel: m.outcomeLabels[practice.mark.outcome],
            pointsAwarded: practice.mark.points,
            ...(practice.mark.blanks ? { blanks: practice.mark.blanks } : {}),
            key: revealedKeyOf(practice.key, practice.points),
          },
        }
      : {}),
  };
}

/** Marks a question for review (标记) or clears the mark; its answer is left alone. Open attempts only. */
export async function flagQuestion(
  userId: number,
  input: FlagQuestionInput,
  now: number = Date.now(),
): Promise<{ questionId: number; flagged: boolean }> {
  const target = await answerTarget(userId, input.id, input.questionId, now);
  const { attempt } = target;
  if (attempt.state !== "in_progress" || isOverdue(attempt.state, attempt.deadline_at, now))
    return refuseClosed(attempt, now);
  const flagged = input.flagged ? 1 : 0;
  const open = await db.transaction().execute(async (trx) => {
    if (!(await lockOpenAttempt(trx, attempt, now))) return false;
    await trx
      .insertInto("question_attempt_answers")
      // answered_at 0: no answer yet, so any answer replaces this row's (empty) one.
      .values({
        attempt_id: attempt.id,
        question_id: target.questionId,
        answer: null,
        answered_at: 0,
        saved_at: now,
        flagged,
        outcome: null,
        points_awarded: null,
        self_marks: null,
      })
      .onConflict((oc) => oc.columns(["attempt_id", "question_id"]).doUpdateSet({ flagged }))
      .execute();
    return true;
  });
  if (!open) return refuseClosed(await findOwnAttempt(userId, attempt.id), now);
  return { questionId: target.questionId, flagged: input.flagged };
}
