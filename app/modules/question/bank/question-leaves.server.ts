// Questions read by their own id, whether top-level (a question, or a whole group) or a child of a group (a 完形
// blank, a 阅读 question): the wrong-question book, favourites and notes hold such ids. A child comes with its group's
// passage (and a 7选5's shared options), since it cannot be answered without them. Built on question-views.server.ts.
import { db } from "~/db/client.server";
import type { QuestionGroupMode } from "~/db/schema";
import { DomainError } from "~/lib/domain-error";
import { attemptMessages as m } from "../attempts/attempt-messages";
import type { PublicOption, PublicQuestion, QuestionKey } from "./question-views";
import { loadPublicQuestions, loadQuestionKeys } from "./question-views.server";

/** The group a child question belongs to, as far as answering the child needs it. */
interface GroupContext {
  id: number;
  groupMode: QuestionGroupMode | null;
  title: string;
  stemHtml: string;
  options: PublicOption[];
}

export interface LeafQuestion {
  question: PublicQuestion;
  group: GroupContext | null;
}

interface LeafRef {
  id: number;
  parentId: number | null;
  subject: string;
  bankPublished: boolean;
}

/** Where these questions sit (their group, if any), their subject, and whether their bank is published. */
async function leafRefs(ids: readonly number[]): Promise<Map<number, LeafRef>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom("questions as q")
    .innerJoin("question_banks as b", "b.id", "q.bank_id")
    .select(["q.id", "q.parent_id", "q.subject", "b.published"])
    .where("q.id", "in", [...new Set(ids)])
    .execute();
  return new Map(
    rows.map((row) => [
      row.id,
      { id: row.id, parentId: row.parent_id, subject: row.subject, bankPublished: row.published === 1 },
    ]),
  );
}

/** A question (or a group's child) of a published bank; 404 otherwise. */
export async function requirePublishedQuestion(questionId: number): Promise<LeafRef> {
  const ref = (await leafRefs([questionId])).get(questionId);
  if (!ref?.bankPublished) throw new DomainError(404, m.questionNotFound);
  return ref;
}

const topIdOf = (ref: Pick<LeafRef, "id" | "parentId">) => ref.parentId ?? ref.id;

/** The public views of these questions by id, children with their group (ids not found are absent). */
export async function loadLeafQuestions(ids: readonly number[]): Promise<Map<number, LeafQuestion>> {
  const refs = await leafRefs(ids);
  const tops = await loadPublicQuestions([...refs.values()].map(topIdOf));
  const leaves = new Map<number, LeafQuestion>();
  for (const ref of refs.values()) {
    const top = tops.get(topIdOf(ref));
    if (!top) continue;
    if (ref.parentId === null) {
      leaves.set(ref.id, { question: top, group: null });
      continue;
    }
    const child = top.children.find((entry) => entry.id === ref.id);
    if (child) {
      leaves.set(ref.id, {
        question: child,
        group: { id: top.id, groupMode: top.groupMode, title: top.title, stemHtml: top.stemHtml, options: top.options },
      });
    }
  }
  return leaves;
}

/** The keys of these questions by id (server-side only: for marking and answers that are final). */
export async function loadLeafKeys(ids: readonly number[]): Promise<Map<number, QuestionKey>> {
  const refs = await leafRefs(ids);
  const tops = await loadQuestionKeys([...refs.values()].map(topIdOf));
  const keys = new Map<number, QuestionKey>();
  for (const ref of refs.values()) {
    const top = tops.get(topIdOf(ref));
    const key = ref.parentId === null ? top : top?.children.find((entry) => entry.id === ref.id);
    if (key) keys.set(ref.id, key);
  }
  return keys;
}
