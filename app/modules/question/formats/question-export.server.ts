// A bank written out in the JSON interchange format (docs/question-format.md): the bank, its subject's knowledge-point
// tree and every question with its children, as sources (TeX and rich text as written, never the rendered HTML), so
// importing the file elsewhere rebuilds the same bank. `npm run questions:export` writes it to a file.
import type { Kysely, Selectable } from "kysely";
import { jsonList } from "~/db/json-column";
import type { Database, QuestionTable } from "~/db/schema";
import { DomainError } from "~/lib/domain-error";
import {
  QUESTION_FORMAT,
  QUESTION_FORMAT_VERSION,
  type BankInfo,
  type PointNode,
  type PointTree,
  type QuestionItem,
} from "./question-document-schema";
import { questionMessages as m } from "../bank/question-messages";
import { POINTS_SCALE } from "../marking/question-points";

export interface QuestionExportDocument {
  format: typeof QUESTION_FORMAT;
  version: typeof QUESTION_FORMAT_VERSION;
  bank: BankInfo;
  knowledgePoints: PointTree[];
  questions: QuestionItem[];
}

type Row = Selectable<QuestionTable>;

interface StoredOption {
  id: string;
  content: string;
  isCorrect: boolean;
}
const isOption = (value: unknown): value is StoredOption =>
  typeof value === "object" && value !== null && typeof (value as StoredOption).id === "string";
const isForms = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((form) => typeof form === "string");
const isRubric = (value: unknown): value is { id: string; text: string; points: number } =>
  typeof value === "object" && value !== null && typeof (value as { text?: unknown }).text === "string";

const pointsOut = (hundredths: number) => hundredths / POINTS_SCALE;

export async function exportQuestionBank(db: Kysely<Database>, bankCode: string): Promise<QuestionExportDocument> {
  const bank = await db.selectFrom("question_banks").selectAll().where("code", "=", bankCode).executeTakeFirst();
  if (!bank?.code) throw new DomainError(404, m.bankCodeNotFound(bankCode));
  const [rows, points, links, papers] = await Promise.all([
    db.selectFrom("questions").selectAll().where("bank_id", "=", bank.id).orderBy("id").execute(),
    db
      .selectFrom("knowledge_points")
      .select(["id", "code", "name", "parent_id", "position"])
      .where("subject", "=", bank.subject)
      .execute(),
    db
      .selectFrom("question_knowledge_points as l")
      .innerJoin("questions as q", "q.id", "l.question_id")
      .innerJoin("knowledge_points as p", "p.id", "l.point_id")
      .select(["l.question_id", "p.code", "p.path"])
      .where("q.bank_id", "=", bank.id)
      .orderBy("p.path")
      .execute(),
    db.selectFrom("exam_papers").select(["id", "code"]).execute(),
  ]);
  const paperCodes = new Map(papers.map((paper) => [paper.id, paper.code]));
  const pointCodes = new Map<number, string[]>();
  for (const link of links) pointCodes.set(link.question_id, [...(pointCodes.get(link.question_id) ?? []), link.code]);
  const children = new Map<number, Row[]>();
  for (const row of rows)
    if (row.parent_id !== null) children.set(row.parent_id, [...(children.get(row.parent_id) ?? []), row]);
  for (const list of children.values()) list.sort((a, b) => a.position - b.position);

  const sourceOf = (row: Row): QuestionItem["source"] => {
    const code = row.source_paper_id === null ? null : paperCodes.get(row.source_paper_id);
    if (row.source_kind !== "paper" || !code) return "模拟";
    return row.source_number === null ? { paper: code } : { paper: code, number: row.source_number };
  };

  const item = (row: Row, parent: Row | null): QuestionItem => {
    const options = jsonList(row.options, isOption);
    const out: QuestionItem = { kind: row.kind, stem: row.stem_source };
    if (row.code) out.code = row.code;
    if (row.title) out.title = row.title;
    if (parent?.group_mode === "matching") {
      out.answer = options.find((option) => option.isCorrect)?.id ?? "";
    } else if (row.kind === "single" || row.kind === "multi") {
      out.options = options.map((option) => ({
        id: option.id,
        content: option.content,
        isCorrect: option.isCorrect === true,
      }));
    } else if (row.kind === "group" && row.group_mode === "matching") {
      out.group = "matching";
      out.options = options.map((option) => ({ id: option.id, content: option.content }));
    } else if (row.kind === "group") {
      out.group = "passage";
    }
    if (row.kind === "fill") {
      out.answers = jsonList(row.accepted_answers, isForms);
      if (row.case_sensitive === 1) out.caseSensitive = true;
    }
    if (row.kind === "subjective") {
      out.referenceAnswer = row.reference_source;
      out.rubric = jsonList(row.rubric, isRubric).map((point) => ({
        id: point.id,
        text: point.text,
        points: pointsOut(point.points),
      }));
    }
    if (row.explanation_source) out.explanation = row.explanation_source;
    if (row.kind !== "group") out.points = pointsOut(row.points);
    out.difficulty = row.difficulty;
    out.knowledgePoints = pointCodes.get(row.id) ?? [];
    // A child's source is written only where it differs from what it inherits (its group's paper, without a number).
    const source = sourceOf(row);
    const parentSource = parent ? sourceOf(parent) : undefined;
    const inherited = typeof parentSource === "object" ? { paper: parentSource.paper } : parentSource;
    if (!parent || JSON.stringify(source) !== JSON.stringify(inherited)) out.source = source;
    if (row.kind === "group") out.children = (children.get(row.id) ?? []).map((child) => item(child, row));
    return out;
  };

  const byParent = new Map<number | null, typeof points>();
  for (const point of points) byParent.set(point.parent_id, [...(byParent.get(point.parent_id) ?? []), point]);
  const tree = (parent: number | null): PointNode[] =>
    (byParent.get(parent) ?? [])
      .sort((a, b) => a.position - b.position || a.id - b.id)
      .map((point) => ({ code: point.code, name: point.name, children: tree(point.id) }));
  const roots = tree(null);

  return {
    format: QUESTION_FORMAT,
    version: QUESTION_FORMAT_VERSION,
    bank: {
      code: bank.code,
      name: bank.name,
      shelf: bank.shelf,
      subject: bank.subject,
      description: bank.description,
      school: bank.school,
      major: bank.major,
    },
    knowledgePoints: roots.length ? [{ subject: bank.subject, points: roots }] : [],
    questions: rows.filter((row) => row.parent_id === null).map((row) => item(row, null)),
  };
}
