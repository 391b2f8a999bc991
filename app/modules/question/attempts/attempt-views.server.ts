// Reading attempts: one, or a student's list of them.
import { db } from "~/db/client.server";
import type { AttemptMode, AttemptState, QuestionSetKind } from "~/db/schema";
import { fetchPage, type Page } from "~/modules/paging/paged-query";
import { questionSetKindNames } from "../bank/question-kinds";
import { questionSubjectName, type QuestionSubjectCode } from "../bank/question-subjects";
import { attemptMessages as m } from "./attempt-messages";
import { keyRevealed, leafMarkingKey, markLeaf, revealedKeyOf, secondsLeft, secondsPerQuestion } from "./attempt-rules";
import type { MyAttemptsInput } from "./attempt-schemas";
import { correctRates, setPercentile } from "./attempt-statistics.server";
import type { AttemptCard, AttemptLeaf, AttemptSetRef, AttemptView } from "./attempt-views";
import {
  findOwnAttempt,
  attemptStructure,
  iso,
  isoOrNull,
  storedAnswerOf,
  selfMarksOf,
  type AttemptRow,
  type AnswerRow,
  type StructureLeaf,
} from "./attempt-structure.server";
import { settled, settleOverdueAttempts } from "./attempt-finish.server";

/** The fields of an attempt a list shows (the view adds the clock, the counts and the questions). */
function attemptCardOf(
  row: Pick<
    AttemptRow,
    | "id"
    | "attempt_no"
    | "mode"
    | "timed"
    | "state"
    | "started_at"
    | "deadline_at"
    | "submitted_at"
    | "finish_reason"
    | "score"
    | "max_score"
  >,
  set: AttemptSetRef,
): AttemptCard {
  const mode = row.mode as AttemptMode;
  const state = row.state as AttemptState;
  return {
    id: row.id,
    attemptNo: row.attempt_no,
    set,
    mode,
    modeLabel: m.modeLabels[mode],
    timed: row.timed === 1,
    state,
    stateLabel: m.stateLabels[state],
    startedAt: iso(row.started_at),
    deadline: isoOrNull(row.deadline_at),
    submittedAt: isoOrNull(row.submitted_at),
    finishReason: row.finish_reason as AttemptCard["finishReason"],
    // No score is shown before the attempt is submitted.
    score: state === "in_progress" ? null : row.score,
    maxScore: row.max_score,
  };
}

function setRefOf(set: {
  id: number;
  title: string;
  kind: QuestionSetKind;
  subject: string;
  year: number | null;
  durationMinutes: number | null;
  examPaperId: number | null;
}): AttemptSetRef {
  return {
    id: set.id,
    title: set.title,
    kind: set.kind,
    kindName: questionSetKindNames[set.kind],
    // A set's subject is one of questionSubjects (question-sets.server.ts QuestionSetCard).
    subject: set.subject as QuestionSubjectCode,
    subjectName: questionSubjectName(set.subject),
    year: set.year,
    durationMinutes: set.durationMinutes,
    examPaperId: set.examPaperId,
  };
}

/** The student's attempt (another student's: 404), submitted first if overdue. Keys only as keyRevealed allows. */
export async function getAttempt(userId: number, attemptId: number, now: number = Date.now()): Promise<AttemptView> {
  return attemptView(await settled(await findOwnAttempt(userId, attemptId), now), now);
}

export async function attemptView(attempt: AttemptRow, now: number): Promise<AttemptView> {
  const final = attempt.state !== "in_progress";
  const structure = await attemptStructure(attempt.set_id, final || attempt.mode === "practice");
  const rows = await db
    .selectFrom("question_attempt_answers")
    .selectAll()
    .where("attempt_id", "=", attempt.id)
    .execute();
  const byQuestion = new Map(rows.map((row) => [row.question_id, row]));
  const leafIds = structure.leaves.map((leaf) => leaf.questionId);
  const [rates, percentile] = await Promise.all([
    final ? correctRates(leafIds) : null,
    attempt.state === "finished" && attempt.score !== null ? setPercentile(attempt.set_id, attempt.score) : null,
  ]);
  const seconds = final
    ? secondsPerQuestion(
        attempt.started_at,
        rows
          .filter((row) => row.answer !== null)
          .map((row) => ({ questionId: row.question_id, answeredAt: row.answered_at })),
      )
    : null;

  const leafView = (leaf: StructureLeaf, row: AnswerRow | undefined): AttemptLeaf => {
    const answer = storedAnswerOf(row?.answer);
    const answered = answer !== null;
    const view: AttemptLeaf = {
      questionId: leaf.questionId,
      label: leaf.label,
      kind: leaf.kind,
      points: leaf.points,
      answer,
      answeredAt: answered && row ? iso(row.answered_at) : null,
      flagged: row?.flagged === 1,
    };
    const key = structure.leafKeys.get(leaf.questionId);
    if (!keyRevealed(attempt.mode, attempt.state, answered) || !key) return view;
    const selfMarks = selfMarksOf(row?.self_marks);
    const mark = markLeaf(leafMarkingKey(key, leaf.points), answer, selfMarks);
    const outcome = row?.outcome ?? mark.outcome;
    return {
      ...view,
      outcome,
      outcomeLabel: m.outcomeLabels[outcome],
      pointsAwarded: row?.points_awarded ?? mark.points,
      ...(mark.blanks ? { blanks: mark.blanks } : {}),
      ...(leaf.kind === "subjective" ? { selfMarks } : {}),
      key: revealedKeyOf(key, leaf.points),
      ...(final
        ? {
            correctRate: rates?.get(leaf.questionId) ?? { rate: null, answered: 0 },
            seconds: seconds?.get(leaf.questionId) ?? null,
          }
        : {}),
    };
  };

  const sections = structure.set.sections.map((section, sectionIndex) => {
    const items = section.slots.map((slot) => {
      const leaves = structure.leaves
        .filter((leaf) => leaf.topId === slot.question.id)
        .map((leaf) => leafView(leaf, byQuestion.get(leaf.questionId)));
      const groupKey = slot.question.children.length > 0 ? structure.topKeys.get(slot.question.id) : undefined;
      return {
        position: slot.position,
        points: slot.points,
        question: slot.question,
        ...(final && groupKey ? { explanationHtml: groupKey.explanationHtml } : {}),
        leaves,
      };
    });
    const score = final
      ? structure.leaves
          .filter((leaf) => leaf.sectionIndex === sectionIndex)
          .reduce((sum, leaf) => sum + (byQuestion.get(leaf.questionId)?.points_awarded ?? 0), 0)
      : null;
    return { title: section.title, instructions: section.instructions, points: section.points, score, items };
  });

  const leafRows = structure.leaves.map((leaf) => byQuestion.get(leaf.questionId));
  return {
    ...attemptCardOf(attempt, setRefOf(structure.set)),
    secondsLeft: attempt.state === "in_progress" ? secondsLeft(attempt.deadline_at, now) : null,
    serverTime: iso(now),
    finishReasonLabel: attempt.finish_reason ? m.finishReasonLabels[attempt.finish_reason] : null,
    leafCount: structure.leaves.length,
    answeredCount: leafRows.filter((row) => storedAnswerOf(row?.answer) !== null).length,
    flaggedCount: leafRows.filter((row) => row?.flagged === 1).length,
    pendingCount: final ? leafRows.filter((row) => row?.outcome === "pending").length : 0,
    percentile,
    sections,
  };
}

/**
 * The student's attempts, newest first, optionally on one set or of some kinds of set (overdue ones are submitted
 * first, so the list never shows an attempt whose time is up as in progress).
 */
export async function listMyAttempts(
  userId: number,
  input: MyAttemptsInput & { kinds?: readonly QuestionSetKind[] },
  now: number = Date.now(),
): Promise<Page<AttemptCard>> {
  await settleOverdueAttempts(userId, now);
  let filtered = db
    .selectFrom("question_attempts as a")
    .innerJoin("question_sets as s", "s.id", "a.set_id")
    .where("a.user_id", "=", userId);
  if (input.setId !== undefined) filtered = filtered.where("a.set_id", "=", input.setId);
  if (input.kinds) filtered = filtered.where("s.kind", "in", [...input.kinds]);
  const ordered = filtered
    .select([
      "a.id",
      "a.attempt_no",
      "a.mode",
      "a.timed",
      "a.state",
      "a.started_at",
      "a.deadline_at",
      "a.submitted_at",
      "a.finish_reason",
      "a.score",
      "a.max_score",
      "s.id as set_id",
      "s.title",
      "s.kind",
      "s.subject",
      "s.year",
      "s.duration_minutes",
      "s.exam_paper_id",
    ])
    .orderBy("a.started_at", "desc")
    .orderBy("a.id", "desc");
  return fetchPage(input, filtered, ordered, (rows) =>
    rows.map((row) =>
      attemptCardOf(
        row,
        setRefOf({
          id: row.set_id,
          title: row.title,
          kind: row.kind,
          subject: row.subject,
          year: row.year,
          durationMinutes: row.duration_minutes,
          examPaperId: row.exam_paper_id,
        }),
      ),
    ),
  );
}
