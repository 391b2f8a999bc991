// Writing questions into a bank: the import command, the seed and (later) an editor all come through here. All or
// nothing: every draft of the file is checked against the database (the bank, knowledge points, source papers, codes
// already taken) and rendered (TeX → MathML, sanitised HTML) before anything is written; any problem returns the
// whole list with line numbers and writes nothing, and the writing itself is one transaction.
import type { Insertable, Kysely, Transaction } from "kysely";
import type { Database, QuestionTable } from "~/db/schema";
import type { ImportProblem } from "./gift-format";
import { knowledgeTreeProblems, saveKnowledgeTrees, treeCodes } from "../bank/knowledge-points.server";
import {
  defaultDraftDefaults,
  issueMessage,
  questionItemSchema,
  type BankInfo,
  type PointTree,
  type QuestionDraft,
  type QuestionItem,
} from "./question-document-schema";
import type { FileDraft, QuestionFile } from "./question-file";
import { questionMessages as m } from "../bank/question-messages";
import { RichTextError, renderRichText } from "./question-rich-text.server";

export interface QuestionImportInput {
  bankCode: string;
  file: QuestionFile;
  /** The seed's rule: a draft whose code is already stored is left as it is (idempotent). The command refuses it. */
  skipExisting?: boolean;
  now?: number;
}

export interface QuestionImportWritten {
  ok: true;
  bankId: number;
  bankCreated: boolean;
  /** Top-level questions written, and the answerable ones among them and their children (groups not counted). */
  questions: number;
  leaves: number;
  skipped: number;
  pointsAdded: number;
  questionIds: number[];
}

export type QuestionImportOutcome = QuestionImportWritten | { ok: false; problems: ImportProblem[] };

type Path = Array<string | number>;
type Row = Omit<Insertable<QuestionTable>, "bank_id" | "parent_id" | "position" | "created_at" | "updated_at">;

interface Prepared {
  row: Row;
  pointCodes: string[];
  children: Prepared[];
}

const draftsOf = (draft: QuestionDraft): QuestionDraft[] => [draft, ...draft.children];

/** Renders a draft's rich text and builds its row; rendering problems go to `problems` with their lines. */
function prepare(
  draft: QuestionDraft,
  subject: string,
  papers: Map<string, number>,
  at: (path: Path) => number,
  problems: ImportProblem[],
): Prepared {
  const render = (source: string, path: Path) => {
    try {
      return renderRichText(source);
    } catch (error) {
      if (!(error instanceof RichTextError)) throw error;
      problems.push({ line: at(path), message: error.message });
      return "";
    }
  };
  const row: Row = {
    code: draft.code,
    subject,
    kind: draft.kind,
    group_mode: draft.groupMode,
    title: draft.title,
    stem_source: draft.stem,
    stem_html: render(draft.stem, ["stem"]),
    options: JSON.stringify(
      draft.options.map((option, index) => ({
        id: option.id,
        content: option.content,
        html: render(option.content, ["options", index, "content"]),
        isCorrect: option.isCorrect,
      })),
    ),
    accepted_answers: JSON.stringify(draft.answers),
    case_sensitive: draft.caseSensitive ? 1 : 0,
    reference_source: draft.referenceAnswer,
    reference_html: render(draft.referenceAnswer, ["referenceAnswer"]),
    rubric: JSON.stringify(draft.rubric),
    explanation_source: draft.explanation,
    explanation_html: render(draft.explanation, ["explanation"]),
    points: draft.points,
    difficulty: draft.difficulty,
    source_kind: draft.source.kind,
    source_paper_id: draft.source.kind === "paper" ? (papers.get(draft.source.paperCode) ?? null) : null,
    source_number: draft.source.kind === "paper" ? draft.source.number : null,
  };
  return {
    row,
    pointCodes: draft.knowledgePoints,
    // A 7选5 child's options are the group's, rendered again per child: their problems are the group's lines.
    children: draft.children.map((child, index) =>
      prepare(child, subject, papers, (path) => at(["children", index, ...path]), problems),
    ),
  };
}

interface Bank {
  id: number | null;
  subject: string;
  create: BankInfo | null;
}

async function resolveBank(
  db: Kysely<Database>,
  bankCode: string,
  fileBank: BankInfo | null,
  problems: ImportProblem[],
): Promise<Bank | null> {
  const stored = await db
    .selectFrom("question_banks")
    .select(["id", "subject"])
    .where("code", "=", bankCode)
    .executeTakeFirst();
  if (fileBank && fileBank.code !== bankCode) {
    problems.push({ line: 1, message: m.bankMismatch(fileBank.code, bankCode) });
    return null;
  }
  if (stored) return { id: stored.id, subject: stored.subject, create: null };
  if (!fileBank) {
    problems.push({ line: 1, message: m.bankMissingInFile(bankCode) });
    return null;
  }
  return { id: null, subject: fileBank.subject, create: fileBank };
}

/** A file checked against the database: every question rendered and ready to write. */
export interface CheckedQuestionFile {
  bank: Bank;
  prepared: Prepared[];
  pointCodes: string[];
  skipped: number;
}

export type QuestionFileCheck = { ok: true; checked: CheckedQuestionFile } | { ok: false; problems: ImportProblem[] };

/** What a checked question looks like once written: its kind, points and rendered HTML (the console's preview). */
interface QuestionLeafPreview {
  kind: QuestionDraft["kind"];
  title: string;
  points: number;
  stemHtml: string;
  options: Array<{ id: string; html: string; isCorrect: boolean }>;
  acceptedAnswers: string[][];
  referenceHtml: string;
  rubric: Array<{ text: string; points: number }>;
  explanationHtml: string;
}

/** A question and its children (a group's; a child has none of its own). */
export interface QuestionPreview extends QuestionLeafPreview {
  children: QuestionLeafPreview[];
}

function leafPreviewOf({ row }: Prepared): QuestionLeafPreview {
  return {
    kind: row.kind,
    title: row.title ?? "",
    points: row.points ?? 0,
    stemHtml: row.stem_html ?? "",
    options: (JSON.parse(row.options ?? "[]") as Array<{ id: string; html: string; isCorrect: boolean }>).map(
      ({ id, html, isCorrect }) => ({ id, html, isCorrect }),
    ),
    acceptedAnswers: JSON.parse(row.accepted_answers ?? "[]") as string[][],
    referenceHtml: row.reference_html ?? "",
    rubric: (JSON.parse(row.rubric ?? "[]") as Array<{ text: string; points: number }>).map(({ text, points }) => ({
      text,
      points,
    })),
    explanationHtml: row.explanation_html ?? "",
  };
}

/** The preview of each question a check prepared, in file order. */
export function previewsOf(checked: CheckedQuestionFile): QuestionPreview[] {
  return checked.prepared.map((question) => ({
    ...leafPreviewOf(question),
    children: question.children.map(leafPreviewOf),
  }));
}

/** Checks a read file against the database (bank, points, papers, codes, TeX) without writing anything. */
export async function checkQuestionFile(
  db: Kysely<Database>,
  input: Omit<QuestionImportInput, "now">,
): Promise<QuestionFileCheck> {
  const { file } = input;
  const problems: ImportProblem[] = [...file.problems];
  const bank = await resolveBank(db, input.bankCode, file.bank, problems);
  if (!bank) return { ok: false, problems: problems.sort((a, b) => a.line - b.line) };

  for (const problem of await knowledgeTreeProblems(db, file.pointTrees, bank.subject)) {
    problems.push({ line: file.pointTreeLines[problem.tree] ?? 1, message: problem.message });
  }

  // Codes: unique within the file; already stored → skipped (seed) or refused (command).
  const all = file.drafts.flatMap((entry) => draftsOf(entry.draft).map((draft) => ({ entry, draft })));
  const codes = all.flatMap(({ draft }) => (draft.code ? [draft.code] : []));
  const taken = new Set(
    codes.length
      ? (await db.selectFrom("questions").select("code").where("code", "in", codes).execute()).map((row) => row.code)
      : [],
  );
  const firstLine = new Map<string, number>();
  const drafts: FileDraft[] = [];
  let skipped = 0;
  for (const entry of file.drafts) {
    if (input.skipExisting && entry.draft.code && taken.has(entry.draft.code)) {
      skipped += 1;
      continue;
    }
    drafts.push(entry);
    draftsOf(entry.draft).forEach((draft, index) => {
      if (!draft.code) return;
      const line = index === 0 ? entry.line : entry.lineOf(["children", index - 1]);
      const seen = firstLine.get(draft.code);
      if (seen !== undefined) problems.push({ line, message: m.codeDuplicate(draft.code, seen) });
      else firstLine.set(draft.code, line);
      if (taken.has(draft.code)) problems.push({ line, message: m.codeTaken(draft.code) });
    });
  }

  // Knowledge points: in the file's trees, or stored under the bank's subject.
  const pointCodes = [
    ...new Set(drafts.flatMap((entry) => draftsOf(entry.draft).flatMap((draft) => draft.knowledgePoints))),
  ];
  const inFile = new Set(treeCodes(file.pointTrees));
  const storedPoints = pointCodes.length
    ? new Map(
        (
          await db.selectFrom("knowledge_points").select(["code", "subject"]).where("code", "in", pointCodes).execute()
        ).map((row) => [row.code, row.subject]),
      )
    : new Map<string, string>();
  // Source papers by code.
  const paperCodes = [
    ...new Set(
      drafts.flatMap((entry) =>
        draftsOf(entry.draft).flatMap((draft) => (draft.source.kind === "paper" ? [draft.source.paperCode] : [])),
      ),
    ),
  ];
  const papers = new Map(
    paperCodes.length
      ? (await db.selectFrom("exam_papers").select(["id", "code"]).where("code", "in", paperCodes).execute()).flatMap(
          (row) => (row.code ? [[row.code, row.id] as const] : []),
        )
      : [],
  );

  const prepared: Prepared[] = [];
  for (const entry of drafts) {
    draftsOf(entry.draft).forEach((draft, index) => {
      const at = (path: Path) => entry.lineOf(index === 0 ? path : ["children", index - 1, ...path]);
      for (const code of draft.knowledgePoints) {
        const subject = storedPoints.get(code);
        if (subject === undefined && !inFile.has(code))
          problems.push({ line: at(["knowledgePoints"]), message: m.knowledgePointUnknown(code) });
        else if (subject !== undefined && subject !== bank.subject)
          problems.push({ line: at(["knowledgePoints"]), message: m.knowledgePointSubject(code, subject) });
      }
      if (draft.source.kind === "paper" && !papers.has(draft.source.paperCode)) {
        problems.push({ line: at(["source"]), message: m.sourcePaperUnknown(draft.source.paperCode) });
      }
    });
    prepared.push(prepare(entry.draft, bank.subject, papers, entry.lineOf, problems));
  }
  if (problems.length > 0) return { ok: false, problems: problems.sort((a, b) => a.line - b.line) };
  return { ok: true, checked: { bank, prepared, pointCodes, skipped } };
}

/**
 * Checks a read file against the database and writes it in one transaction, or returns every problem. `onWritten`
 * runs inside that transaction (the console's audit row), so the questions and their record land together.
 */
export async function importQuestionFile(
  db: Kysely<Database>,
  input: QuestionImportInput & {
    onWritten?: (trx: Transaction<Database>, outcome: QuestionImportWritten) => Promise<void>;
  },
): Promise<QuestionImportOutcome> {
  const now = input.now ?? Date.now();
  const check = await checkQuestionFile(db, input);
  if (!check.ok) return check;
  const { bank, prepared, pointCodes, skipped } = check.checked;
  const { file } = input;

  return db.transaction().execute(async (trx) => {
    let bankId = bank.id;
    if (bankId === null && bank.create) {
      const created = bank.create;
      bankId = (
        await trx
          .insertInto("question_banks")
          .values({
            code: created.code,
            shelf: created.shelf,
            subject: created.subject,
            name: created.name,
            description: created.description,
            school: created.school,
            major: created.major,
            sort_order: 100,
            published: 1,
            created_at: now,
            updated_at: now,
          })
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id;
    }
    if (bankId === null) throw new Error("bank not resolved");
    const { added } = await saveKnowledgeTrees(trx, file.pointTrees, now);
    const pointIds = new Map(
      pointCodes.length
        ? (
            await trx.selectFrom("knowledge_points").select(["id", "code"]).where("code", "in", pointCodes).execute()
          ).map((row) => [row.code, row.id])
        : [],
    );
    const questionIds: number[] = [];
    let leaves = 0;
    const insert = async (question: Prepared, parentId: number | null, position: number): Promise<number> => {
      const { id } = await trx
        .insertInto("questions")
        .values({ ...question.row, bank_id: bankId, parent_id: parentId, position, created_at: now, updated_at: now })
        .returning("id")
        .executeTakeFirstOrThrow();
      const links = [...new Set(question.pointCodes)].flatMap((code) => {
        const pointId = pointIds.get(code);
        return pointId === undefined ? [] : [{ question_id: id, point_id: pointId }];
      });
      if (links.length) await trx.insertInto("question_knowledge_points").values(links).execute();
      if (question.row.kind !== "group") leaves += 1;
      return id;
    };
    for (const question of prepared) {
      const id = await insert(question, null, 0);
      questionIds.push(id);
      for (const [index, child] of question.children.entries()) await insert(child, id, index + 1);
    }
    const written: QuestionImportWritten = {
      ok: true as const,
      bankId,
      bankCreated: bank.create !== null,
      questions: prepared.length,
      leaves,
      skipped,
      pointsAdded: added,
      questionIds,
    };
    await input.onWritten?.(trx, written);
    return written;
  });
}

/**
 * Questions given as items of the JSON format (an editor, the seed, tests) as the file the import reads: each item
 * checked by the same schema, its index (from 1) standing for its line.
 */
export function questionFileOfItems(
  items: readonly QuestionItem[],
  pointTrees: readonly PointTree[] = [],
): QuestionFile {
  const schema = questionItemSchema(defaultDraftDefaults);
  const file: QuestionFile = {
    bank: null,
    pointTrees: [...pointTrees],
    pointTreeLines: pointTrees.map(() => 1),
    drafts: [],
    problems: [],
  };
  items.forEach((item, index) => {
    const line = index + 1;
    const parsed = schema.safeParse(item);
    if (parsed.success) file.drafts.push({ line, lineOf: () => line, draft: parsed.data });
    else for (const issue of parsed.error.issues) file.problems.push({ line, message: issueMessage(issue) });
  });
  return file;
}

/** Adds questions to a bank (all or nothing, as the import); problems name the item by its position (1, 2, …). */
export async function createQuestions(
  db: Kysely<Database>,
  bankCode: string,
  items: readonly QuestionItem[],
  now?: number,
): Promise<QuestionImportOutcome> {
  return importQuestionFile(db, { bankCode, file: questionFileOfItems(items), now });
}
