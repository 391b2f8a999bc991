// What an exam answer save needs to know that never changes, kept per process so that the save is one statement
// (issue 14's budget: p95 ≤ 10 ms of server time; docs/decisions/0017-question-bank.md). Both facts are
// immutable once written: an attempt's owner, set, mode and deadline are fixed when it starts (nothing updates them),
// and questions and a set's slots are only ever inserted (imports add new rows; sets are built once). What does change
// — the attempt's state, the answer already stored — is never cached: the save's INSERT … SELECT checks it.
// quick-lru (MIT, a small, well-kept least-recently-used map) bounds the memory.
import QuickLRU from "quick-lru";
import type { AttemptMode, QuestionKind } from "~/db/schema";

/** An attempt's unchanging facts. */
export interface AttemptFacts {
  userId: number;
  setId: number;
  mode: AttemptMode;
  deadlineAt: number | null;
}

/** A question as answered within a set: what validates an answer and where it counts. */
export interface QuestionShape {
  topId: number;
  kind: QuestionKind;
  optionIds: string[];
  blankCount: number;
  subject: string;
  slotPoints: number;
}

// 300 students in an exam need 300 attempts and the paper's ~50 questions; the bounds leave room for many more.
const attempts = new QuickLRU<number, AttemptFacts>({ maxSize: 20_000 });
const shapes = new QuickLRU<string, QuestionShape>({ maxSize: 20_000 });

const shapeKey = (setId: number, questionId: number) => `${setId}:${questionId}`;

/** Only exam attempts are kept: practice saves read the attempt's state in their transaction anyway. */
export function rememberAnswerTarget(
  attemptId: number,
  facts: AttemptFacts,
  questionId: number,
  shape: QuestionShape,
): void {
  if (facts.mode === "exam") attempts.set(attemptId, facts);
  shapes.set(shapeKey(facts.setId, questionId), shape);
}

/** The cached target of an exam save by this user, or undefined (then the database is asked, which also 404s). */
export function cachedExamTarget(
  userId: number,
  attemptId: number,
  questionId: number,
): { facts: AttemptFacts; shape: QuestionShape } | undefined {
  const facts = attempts.get(attemptId);
  if (!facts || facts.userId !== userId) return undefined;
  const shape = shapes.get(shapeKey(facts.setId, questionId));
  return shape ? { facts, shape } : undefined;
}
