// The rules of an attempt that need no database: its deadline and the grace for answers in flight, which answer time
// is kept, a slot's points shared over a group's children, a leaf's marking key at the points it carries, when a key
// may be shown and what of it, the time spent per question, and the percentile on a set. Pure and client-safe.
import type { AttemptMode, AttemptState } from "~/db/schema";
import type { Percentile, RevealedKey } from "./attempt-views";
import { markAnswer, type Mark, type MarkingKey } from "../marking/question-marking";
import { sharePoints } from "../marking/question-points";
import { markingKeyOf, type QuestionKey } from "../bank/question-views";

/**
 * Answers that arrive up to this long after the deadline are still saved: a save sent a moment before the end can
 * spend a few seconds on a campus network. Past it, the attempt is submitted (at the deadline) and answers refused.
 */
export const ANSWER_GRACE_MS = 5_000;

/**
 * How far ahead of the server's clock a client's answer time may be. A later time is stored as now + this: a phone
 * whose clock runs far ahead cannot write an answer no later answer from another device could replace.
 */
export const ANSWER_CLOCK_AHEAD_MS = 2 * 60_000;

/** The server's deadline of an attempt started at `startedAt`: null when untimed. */
export function attemptDeadline(startedAt: number, timed: boolean, durationMinutes: number | null): number | null {
  if (!timed || durationMinutes === null) return null;
  return startedAt + durationMinutes * 60_000;
}

/** Whether answers are still taken: no deadline, or not more than the grace past it. */
export function acceptsAnswers(deadline: number | null, now: number): boolean {
  return deadline === null || now <= deadline + ANSWER_GRACE_MS;
}

/** Whether an in-progress attempt is overdue: it is to be submitted at its deadline before anything else is done. */
export function isOverdue(state: AttemptState, deadline: number | null, now: number): boolean {
  return state === "in_progress" && !acceptsAnswers(deadline, now);
}

/** Whole seconds left until the deadline (0 once passed); null when untimed. */
export function secondsLeft(deadline: number | null, now: number): number | null {
  return deadline === null ? null : Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** The answer time kept: the client's, but never more than ANSWER_CLOCK_AHEAD_MS ahead of the server (absent: now). */
export function keptAnswerTime(answeredAt: number | undefined, now: number): number {
  if (answeredAt === undefined) return now;
  return Math.min(answeredAt, now + ANSWER_CLOCK_AHEAD_MS);
}

/**
 * The points each answerable question of a slot carries: the slot's own for a single question, or shared over a
 * group's children in proportion to their own points (exact integers that add up to the slot's).
 */
export function leafShares(
  slotPoints: number,
  question: { id: number; children: ReadonlyArray<{ id: number; points: number }> },
): Map<number, number> {
  if (question.children.length === 0) return new Map([[question.id, slotPoints]]);
  const shares = sharePoints(
    slotPoints,
    question.children.map((child) => child.points),
  );
  return new Map(question.children.map((child, index) => [child.id, shares[index] ?? 0]));
}

/**
 * The marking key of a leaf at the points it carries in a set. Scoring points of a subjective question are scaled by
 * the same ratio (a 10-point 作文 counted as 5 halves every scoring point), so ticking them all still gives full marks.
 */
export function leafMarkingKey(key: QuestionKey, points: number): MarkingKey {
  const marking = markingKeyOf(key, points);
  if (marking.kind !== "subjective" || points === key.points || key.points === 0) return marking;
  const rubricTotal = marking.rubric.reduce((sum, point) => sum + point.points, 0);
  const scaledTotal = Math.round((rubricTotal * points) / key.points);
  const scaled = sharePoints(
    scaledTotal,
    marking.rubric.map((point) => point.points),
  );
  return { ...marking, rubric: marking.rubric.map((point, index) => ({ ...point, points: scaled[index] ?? 0 })) };
}

/**
 * Marks one saved answer (null: none). A subjective question left blank is unanswered — nothing to self-mark — rather
 * than pending, so an attempt waits for self-marks only where something was written.
 */
export function markLeaf(key: MarkingKey, answer: unknown, selfMarks: readonly string[] | null): Mark {
  if (answer === null || answer === undefined) return { outcome: "unanswered", points: 0 };
  return markAnswer(key, answer, selfMarks);
}

/** What is shown of a question's key once its answer is final: options with isCorrect, the answers, the explanation. */
export function revealedKeyOf(key: QuestionKey, points: number): RevealedKey {
  const marking = leafMarkingKey(key, points);
  return {
    options: key.options.map((option) => ({ id: option.id, content: option.html, isCorrect: option.isCorrect })),
    correctOptionIds: key.correctOptionIds,
    acceptedAnswers: key.acceptedAnswers,
    referenceHtml: key.referenceHtml,
    rubric: marking.kind === "subjective" ? [...marking.rubric] : [],
    explanationHtml: key.explanationHtml,
  };
}

/**
 * Whether a question's key (right answer, isCorrect, reference answer, explanation) may be shown: once the attempt is
 * submitted, or in practice (刷题) once that question has been answered.
 */
export function keyRevealed(mode: AttemptMode, state: AttemptState, answered: boolean): boolean {
  return state !== "in_progress" || (mode === "practice" && answered);
}

/**
 * Seconds spent on each answered question, as well as saved answers can tell: from the answer given before it (or
 * the start) to its own answer time. A question answered, left and changed later counts the stretch before its last
 * change; unanswered questions have none.
 */
export function secondsPerQuestion(
  startedAt: number,
  answers: ReadonlyArray<{ questionId: number; answeredAt: number }>,
): Map<number, number> {
  const ordered = [...answers].sort((a, b) => a.answeredAt - b.answeredAt || a.questionId - b.questionId);
  const seconds = new Map<number, number>();
  let previous = startedAt;
  for (const answer of ordered) {
    const at = Math.max(answer.answeredAt, previous);
    seconds.set(answer.questionId, Math.round((at - previous) / 1000));
    previous = at;
  }
  return seconds;
}

/**
 * A rank means something only against enough others: with fewer than this many other finished attempts on the set,
 * no percentile is given (the first student to hand in would otherwise "beat 50%" of a cohort of one).
 */
export const PERCENTILE_MIN_OTHERS = 10;

/** The percentile rank of a score among `cohort` finished attempts, `below` of them lower and `equal` the same. */
export function percentileRank(below: number, equal: number, cohort: number): Percentile | null {
  if (cohort <= 0) return null;
  if (cohort - 1 < PERCENTILE_MIN_OTHERS) return { percentile: null, cohort };
  return { percentile: Math.round(((below + equal / 2) / cohort) * 1000) / 10, cohort };
}
