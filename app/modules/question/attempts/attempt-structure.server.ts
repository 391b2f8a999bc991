// The attempt engine: a student answers a question set as a mock exam (模考: keys after 交卷) or as practice (刷题: each
// question marked as soon as it is answered), timed or not, in steps — attempt-start, attempt-answers, attempt-finish
// (marking and closing, at 交卷 or the deadline), attempt-submit (交卷 and 估分) and attempt-views (reading). This file
// holds what every step reads: the attempt's rows and the set it answers. Ownership is in every WHERE clause: another
// student's attempt is not found (404). Marking is question-marking.ts; the wrong-question book is
// wrong-questions.server.ts.
import type { Selectable } from "kysely";
import { db } from "~/db/client.server";
import { jsonList } from "~/db/json-column";
import type { QuestionAttemptAnswerTable, QuestionAttemptTable, QuestionKind } from "~/db/schema";
import { DomainError } from "~/lib/domain-error";
import { getQuestionSet, type QuestionSetDetail } from "../bank/question-sets.server";
import type { QuestionKey } from "../bank/question-views";
import { loadQuestionKeys } from "../bank/question-views.server";
import type { MarkingKey } from "../marking/question-marking";
import { attemptMessages as m } from "./attempt-messages";
import { leafMarkingKey } from "./attempt-rules";
import type { StoredAnswer } from "./attempt-schemas";

export type AttemptRow = Selectable<QuestionAttemptTable>;
export type AnswerRow = Selectable<QuestionAttemptAnswerTable>;

export const iso = (time: number) => new Date(time).toISOString();
export const isoOrNull = (time: number | null) => (time === null ? null : iso(time));

export function storedAnswerOf(text: string | null | undefined): StoredAnswer {
  if (text === null || text === undefined) return null;
  try {
    return JSON.parse(text) as StoredAnswer;
  } catch {
    return null;
  }
}

export const selfMarksOf = (text: string | null | undefined): string[] | null =>
  text === null || text === undefined ? null : jsonList(text, (value): value is string => typeof value === "string");

export interface StructureLeaf {
  questionId: number;
  /** The slot's top-level question (the question itself, or its group). */
  topId: number;
  sectionIndex: number;
  label: string;
  kind: QuestionKind;
  /** Hundredths it carries in the set. */
  points: number;
}

export interface AttemptStructure {
  set: QuestionSetDetail;
  leaves: StructureLeaf[];
  /** Keys by top-level and by leaf id: loaded only when something may be revealed or marked. */
  topKeys: Map<number, QuestionKey>;
  leafKeys: Map<number, QuestionKey>;
  subjects: Map<number, string>;
}

export async function attemptStructure(setId: number, withKeys: boolean): Promise<AttemptStructure> {
  const set = await getQuestionSet(setId, { includeUnpublished: true });
  const leaves: StructureLeaf[] = [];
  set.sections.forEach((section, sectionIndex) => {
    for (const slot of section.slots) {
      const question = slot.question;
      if (question.children.length === 0) {
        leaves.push({
          questionId: question.id,
          topId: question.id,
          sectionIndex,
          label: String(slot.firstNumber),
          kind: question.kind,
          points: question.points,
        });
        continue;
      }
      question.children.forEach((child, index) => {
        const label = section.numbersChildren ? String(slot.firstNumber + index) : `${slot.firstNumber}(${index + 1})`;
        leaves.push({
          questionId: child.id,
          topId: question.id,
          sectionIndex,
          label,
          kind: child.kind,
          points: child.points,
        });
      });
    }
  });
  const topKeys = withKeys
    ? await loadQuestionKeys([...new Set(leaves.map((leaf) => leaf.topId))])
    : new Map<number, QuestionKey>();
  const leafKeys = new Map<number, QuestionKey>();
  for (const key of topKeys.values()) {
    if (key.children.length === 0) leafKeys.set(key.id, key);
    for (const child of key.children) leafKeys.set(child.id, child);
  }
  const subjects = new Map<number, string>();
  if (withKeys && leaves.length > 0) {
    const rows = await db
      .selectFrom("questions")
      .select(["id", "subject"])
      .where(
        "id",
        "in",
        leaves.map((leaf) => leaf.questionId),
      )
      .execute();
    for (const row of rows) subjects.set(row.id, row.subject);
  }
  return { set, leaves, topKeys, leafKeys, subjects };
}

export function markingKeyOfLeaf(structure: AttemptStructure, leaf: StructureLeaf): MarkingKey {
  const key = structure.leafKeys.get(leaf.questionId);
  if (!key) throw new Error(`no key for question ${leaf.questionId}`);
  return leafMarkingKey(key, leaf.points);
}

export async function findOwnAttempt(userId: number, attemptId: number): Promise<AttemptRow> {
  const row = await db
    .selectFrom("question_attempts")
    .selectAll()
    .where("id", "=", attemptId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!row) throw new DomainError(404, m.attemptNotFound);
  return row;
}
