// Questions read by id into the two views of question-views.ts: the public view (for answering; no keys) and the key
// (for marking and for showing once an answer is final). Both read top-level questions with their children in
// order, their knowledge points and their source paper, in a fixed number of queries whatever the count.
import type { Selectable } from "kysely";
import { db } from "~/db/client.server";
import { jsonList } from "~/db/json-column";
import type { QuestionTable } from "~/db/schema";
import type { RubricPoint } from "../marking/question-marking";
import { sourceKindNames } from "./question-kinds";
import type { KeyOption, KnowledgePointRef, PublicQuestion, QuestionKey, QuestionSourceView } from "./question-views";

type QuestionRow = Selectable<QuestionTable>;

interface StoredOption {
  id: string;
  content: string;
  html: string;
  isCorrect: boolean;
}

const isStoredOption = (value: unknown): value is StoredOption =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as StoredOption).id === "string" &&
  typeof (value as StoredOption).html === "string";
const isFormList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((form) => typeof form === "string");
const isRubricPoint = (value: unknown): value is RubricPoint =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as RubricPoint).id === "string" &&
  typeof (value as RubricPoint).text === "string" &&
  typeof (value as RubricPoint).points === "number";

/** Top-level rows by id and their children, children in order. */
async function rowsWithChildren(
  ids: readonly number[],
): Promise<{ top: Map<number, QuestionRow>; children: Map<number, QuestionRow[]> }> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return { top: new Map(), children: new Map() };
  const [topRows, childRows] = await Promise.all([
    db.selectFrom("questions").selectAll().where("id", "in", unique).execute(),
    db
      .selectFrom("questions")
      .selectAll()
      .where("parent_id", "in", unique)
      .orderBy("parent_id")
      .orderBy("position")
      .execute(),
  ]);
  const children = new Map<number, QuestionRow[]>();
  for (const row of childRows) {
    if (row.parent_id === null) continue;
    children.set(row.parent_id, [...(children.get(row.parent_id) ?? []), row]);
  }
  return { top: new Map(topRows.map((row) => [row.id, row])), children };
}

async function pointsOf(questionIds: number[]): Promise<Map<number, KnowledgePointRef[]>> {
  const map = new Map<number, KnowledgePointRef[]>();
  if (questionIds.length === 0) return map;
  const rows = await db
    .selectFrom("question_knowledge_points as l")
    .innerJoin("knowledge_points as p", "p.id", "l.point_id")
    .select(["l.question_id", "p.code", "p.name"])
    .where("l.question_id", "in", questionIds)
    .orderBy("p.path")
    .execute();
  for (const row of rows)
    map.set(row.question_id, [...(map.get(row.question_id) ?? []), { code: row.code, name: row.name }]);
  return map;
}

async function papersOf(rows: QuestionRow[]): Promise<Map<number, string>> {
  const ids = [...new Set(rows.flatMap((row) => (row.source_paper_id === null ? [] : [row.source_paper_id])))];
  if (ids.length === 0) return new Map();
  const papers = await db.selectFrom("exam_papers").select(["id", "title"]).where("id", "in", ids).execute();
  return new Map(papers.map((paper) => [paper.id, paper.title]));
}

function sourceOf(row: QuestionRow, papers: Map<number, string>): QuestionSourceView {
  if (row.source_kind !== "paper") return { kind: "mock", label: sourceKindNames.mock, paperId: null, number: null };
  const title = row.source_paper_id === null ? undefined : papers.get(row.source_paper_id);
  const label = title
    ? `${title}${row.source_number === null ? "" : `第 ${row.source_number} 题`}`
    : sourceKindNames.paper;
  return { kind: "paper", label, paperId: row.source_paper_id, number: row.source_number };
}

/** The public views of these top-level questions, by id (ids not found are absent). */
export async function loadPublicQuestions(ids: readonly number[]): Promise<Map<number, PublicQuestion>> {
  const { top, children } = await rowsWithChildren(ids);
  const all = [...top.values(), ...[...children.values()].flat()];
  const [points, papers] = await Promise.all([pointsOf(all.map((row) => row.id)), papersOf(all)]);
  const view = (row: QuestionRow): PublicQuestion => ({
    id: row.id,
    code: row.code,
    kind: row.kind,
    groupMode: row.group_mode,
    title: row.title,
    stemHtml: row.stem_html,
    options: jsonList(row.options, isStoredOption).map((option) => ({ id: option.id, html: option.html })),
    blankCount: jsonList(row.accepted_answers, isFormList).length,
    rubricCount: jsonList(row.rubric, isRubricPoint).length,
    points: row.points,
    difficulty: row.difficulty,
    knowledgePoints: points.get(row.id) ?? [],
    source: sourceOf(row, papers),
    children: (children.get(row.id) ?? []).map(view),
  });
  return new Map([...top.values()].map((row) => [row.id, view(row)]));
}

/** The keys of these top-level questions, by id: server-side only, for marking and for answers that are final. */
export async function loadQuestionKeys(ids: readonly number[]): Promise<Map<number, QuestionKey>> {
  const { top, children } = await rowsWithChildren(ids);
  const key = (row: QuestionRow): QuestionKey => {
    const options: KeyOption[] = jsonList(row.options, isStoredOption).map((option) => ({
      id: option.id,
      html: option.html,
      isCorrect: option.isCorrect === true,
    }));
    return {
      id: row.id,
      kind: row.kind,
      points: row.points,
      options,
      correctOptionIds: options.filter((option) => option.isCorrect).map((option) => option.id),
      acceptedAnswers: jsonList(row.accepted_answers, isFormList),
      caseSensitive: row.case_sensitive === 1,
      referenceHtml: row.reference_html,
      rubric: jsonList(row.rubric, isRubricPoint),
      explanationHtml: row.explanation_html,
      children: (children.get(row.id) ?? []).map(key),
    };
  };
  return new Map([...top.values()].map((row) => [row.id, key(row)]));
}
