// Marking one answer against its key, and a group as the sum of its children. Pure and client-safe: the server marks
// with it when an answer is final, and a practice page may show the same verdict.
//
// - single: right when the chosen option is the correct one;
// - multi: all or nothing (政治多选: one option too many, too few or wrong scores 0);
// - fill: each blank against its accepted forms (fill-answer-normalisation.ts); the points are shared equally over
//   the blanks, so two blanks of three right is partial;
// - subjective: self-marked — the points of the scoring points the student ticks as hit, capped at the question's
//   points; pending until they tick;
// - a group: its children marked one by one, points and outcome summed up.
import type { AnswerOutcome } from "~/db/schema";
import { fillAnswerMatches } from "./fill-answer-normalisation";
import { sharePoints } from "./question-points";

export interface RubricPoint {
  id: string;
  text: string;
  /** Hundredths. */
  points: number;
}

/** What marking needs of a leaf question; `points` is what it carries where it is answered (hundredths). */
export type MarkingKey =
  | { kind: "single" | "multi"; points: number; correctOptionIds: readonly string[] }
  | { kind: "fill"; points: number; blanks: ReadonlyArray<readonly string[]>; caseSensitive: boolean }
  | { kind: "subjective"; points: number; rubric: readonly RubricPoint[] };

export interface Mark {
  outcome: AnswerOutcome;
  /** Hundredths awarded (0 while pending). */
  points: number;
  /** Fill: which blanks were right, in order. */
  blanks?: boolean[];
}

const optionIdOf = (value: unknown): string =>
  typeof value === "string" ? value.normalize("NFKC").trim().toUpperCase() : "";

/** The options chosen, as a set of ids ("B", ["A","C"] or "AC" are all read). */
export function chosenOptionIds(answer: unknown): Set<string> {
  if (Array.isArray(answer)) return new Set(answer.map(optionIdOf).filter(Boolean));
  const text = optionIdOf(answer);
  if (/^[A-Z]+$/.test(text)) return new Set(text.split(""));
  return new Set(text ? [text] : []);
}

function markChoice(key: Extract<MarkingKey, { kind: "single" | "multi" }>, answer: unknown): Mark {
  const chosen = chosenOptionIds(answer);
  if (chosen.size === 0) return { outcome: "unanswered", points: 0 };
  const correct = new Set(key.correctOptionIds.map(optionIdOf));
  const right = chosen.size === correct.size && [...chosen].every((id) => correct.has(id));
  return right ? { outcome: "right", points: key.points } : { outcome: "wrong", points: 0 };
}

function markFill(key: Extract<MarkingKey, { kind: "fill" }>, answer: unknown): Mark {
  const given = Array.isArray(answer) ? answer : typeof answer === "string" ? [answer] : [];
  const texts = key.blanks.map((_, index) => {
    const value: unknown = given[index];
    return typeof value === "string" ? value : "";
  });
  if (texts.every((text) => text.trim() === "")) {
    return { outcome: "unanswered", points: 0, blanks: key.blanks.map(() => false) };
  }
  const blanks = key.blanks.map((forms, index) => fillAnswerMatches(texts[index] ?? "", forms, key.caseSensitive));
  const shares = sharePoints(
    key.points,
    key.blanks.map(() => 1),
  );
  const points = blanks.reduce((sum, right, index) => sum + (right ? (shares[index] ?? 0) : 0), 0);
  const rightCount = blanks.filter(Boolean).length;
  const outcome: AnswerOutcome = rightCount === blanks.length ? "right" : rightCount === 0 ? "wrong" : "partial";
  return { outcome, points, blanks };
}

function markSubjective(
  key: Extract<MarkingKey, { kind: "subjective" }>,
  selfMarks: readonly string[] | null | undefined,
): Mark {
  if (!selfMarks) return { outcome: "pending", points: 0 };
  const hit = new Set(selfMarks);
  const sum = key.rubric.reduce((total, point) => total + (hit.has(point.id) ? point.points : 0), 0);
  const points = Math.min(sum, key.points);
  const outcome: AnswerOutcome = points >= key.points ? "right" : points > 0 ? "partial" : "wrong";
  return { outcome, points };
}

/**
 * Marks one answer. `answer` is what was saved (any JSON; malformed counts as no answer); `selfMarks` are the rubric
 * ids a student ticked for a subjective question (null: not self-marked yet).
 */
export function markAnswer(key: MarkingKey, answer: unknown, selfMarks?: readonly string[] | null): Mark {
  switch (key.kind) {
    case "single":
    case "multi":
      return markChoice(key, answer);
    case "fill":
      return markFill(key, answer);
    case "subjective":
      return markSubjective(key, selfMarks);
  }
}

export interface GroupMark {
  outcome: AnswerOutcome;
  points: number;
  maxPoints: number;
  children: Mark[];
}

/** A group's children marked one by one, with their sum and an outcome for the whole group. */
export function markGroup(
  children: ReadonlyArray<{ key: MarkingKey; answer: unknown; selfMarks?: readonly string[] | null }>,
): GroupMark {
  const marks = children.map((child) => markAnswer(child.key, child.answer, child.selfMarks));
  const points = marks.reduce((sum, mark) => sum + mark.points, 0);
  const maxPoints = children.reduce((sum, child) => sum + child.key.points, 0);
  return { outcome: groupOutcome(marks, points, maxPoints), points, maxPoints, children: marks };
}

function groupOutcome(marks: readonly Mark[], points: number, maxPoints: number): AnswerOutcome {
  if (marks.length === 0 || marks.every((mark) => mark.outcome === "unanswered")) return "unanswered";
  if (marks.some((mark) => mark.outcome === "pending")) return "pending";
  if (marks.every((mark) => mark.outcome === "right")) return "right";
  if (points === 0 || maxPoints === 0) return "wrong";
  return "partial";
}

/**
 * Whether an answer puts its question into the wrong-question book (错题本): an objective question not wholly right
 * (wrong, or a fill with a blank wrong), a subjective one self-marked under half its points. Unanswered and pending
 * answers do not: nothing was answered wrong yet.
 */
export function entersWrongBook(kind: MarkingKey["kind"], mark: Mark, maxPoints: number): boolean {
  if (mark.outcome === "unanswered" || mark.outcome === "pending") return false;
  if (kind === "subjective") return mark.points * 2 < maxPoints;
  return mark.outcome !== "right";
}
