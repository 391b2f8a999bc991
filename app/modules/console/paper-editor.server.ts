// 真题管理 (issue 26): the operator enters the national past papers — their facts, their structure (题型, 题量, 分值)
// and their PDF — as drafts, previews them as students will see them, publishes and unpublishes them; one set of rules
// for the console page and /api/console/papers, one audit row per change in the change's transaction. A save names the
// version it was opened at (the paper's updated_at): a save over someone else's newer facts is refused (409) with
// nothing lost. Publishing, unpublishing and a new PDF leave the version alone, so an editor open meanwhile can still
// save. Unpublishing only hides the paper (its student page answers 404): favourites, practice records and orders that
// name it stay, and publishing it again keeps its first publication time.
import type { Selectable, Transaction } from "kysely";
import { db } from "~/db/client.server";
import type { Database } from "~/db/schema";
import { DomainError } from "~/lib/domain-error";
import type { PaperSubjectCode } from "~/modules/paper/paper-schemas";
import { parseStructure, type PaperPart } from "~/modules/paper/paper-structure";
import { readPaperPdf, removePaperPdf, writePaperPdf } from "~/modules/paper/paper-file.server";
import { fetchPage, type Page } from "~/modules/paging/paged-query";
import { subjectName } from "~/modules/subjects/subjects";
import { recordConsoleChange } from "./console-audit.server";
import { paperEditorMessages as m, type PaperState } from "./paper-editor-messages";
import type { PaperEditorListInput, PaperInput } from "./paper-editor-schemas";
import type { ConsoleUser } from "./require-console-user.server";
import { requireOperator } from "./school-scope.server";

export interface EditorPaperItem {
  id: number;
  title: string;
  subject: PaperSubjectCode;
  subjectName: string;
  examYear: number;
  state: PaperState;
  /** Pages of its PDF; null: no PDF yet. */
  pageCount: number | null;
  /** Epoch ms of the first publication; null for a paper never published. */
  publishedAt: number | null;
  /** Epoch ms of the last change of its facts: the version a save names. */
  updatedAt: number;
  viewCount: number;
}

export interface EditorPaper extends EditorPaperItem {
  durationMinutes: number;
  totalScore: number;
  structure: PaperPart[];
  description: string;
  /** The PDF's media key (papers/….pdf); null without one. */
  fileKey: string | null;
  likeCount: number;
  collectCount: number;
  createdAt: number;
}

const paperColumns = [
  "id",
  "title",
  "subject",
  "exam_year",
  "duration_minutes",
  "total_score",
  "structure",
  "description",
  "file_key",
  "page_count",
  "published",
  "published_at",
  "view_count",
  "like_count",
  "collect_count",
  "created_at",
  "updated_at",
] as const;

const itemColumns = [
  "id",
  "title",
  "subject",
  "exam_year",
  "page_count",
  "published",
  "published_at",
  "updated_at",
  "view_count",
] as const;

type PaperRow = Pick<Selectable<Database["exam_papers"]>, (typeof paperColumns)[number]>;

function toItem(row: Pick<PaperRow, (typeof itemColumns)[number]>): EditorPaperItem {
  return {
    id: row.id,
    title: row.title,
    // Written only through paperSchema (or the seed), both with paper subjects' codes.
    subject: row.subject as PaperSubjectCode,
    subjectName: subjectName(row.subject),
    examYear: Number(row.exam_year),
    state: Number(row.published) === 1 ? "published" : "draft",
    pageCount: row.page_count === null ? null : Number(row.page_count),
    publishedAt: row.published_at === null ? null : Number(row.published_at),
    updatedAt: Number(row.updated_at),
    viewCount: Number(row.view_count),
  };
}

function toPaper(row: PaperRow): EditorPaper {
  return {
    ...toItem(row),
    durationMinutes: Number(row.duration_minutes),
    totalScore: Number(row.total_score),
    structure: parseStructure(row.structure),
    description: row.description,
    fileKey: row.file_key,
    likeCount: Number(row.like_count),
    collectCount: Number(row.collect_count),
    createdAt: Number(row.created_at),
  };
}

const notFound = () => new DomainError(404, m.notFound);

/** Every paper, drafts included, the latest change first. */
export async function listEditorPapers(
  caller: ConsoleUser,
  input: PaperEditorListInput,
): Promise<Page<EditorPaperItem>> {
  requireOperator(caller.access);
  let base = db.selectFrom("exam_papers");
  if (input.state) base = base.where("published", "=", input.state === "published" ? 1 : 0);
  const ordered = base.select(itemColumns).orderBy("updated_at", "desc").orderBy("id", "desc");
  return fetchPage(input, base, ordered, (rows) => rows.map(toItem));
}

/** One paper as stored, whatever its state (another: 404). */
export async function getEditorPaper(caller: ConsoleUser, id: number): Promise<EditorPaper> {
  requireOperator(caller.access);
  const row = await db.selectFrom("exam_papers").select(paperColumns).where("id", "=", id).executeTakeFirst();
  if (!row) throw notFound();
  return toPaper(row);
}

/** The row's columns for a paper's facts (structure as the stored JSON). */
const columnsOf = (input: PaperInput) => ({
  subject: input.subject,
  exam_year: input.examYear,
  title: input.title,
  description: input.description,
  duration_minutes: input.durationMinutes,
  total_score: input.totalScore,
  structure: JSON.stringify(input.structure),
});

/** What the audit log keeps of a paper's facts, field by field as the form names them. */
const factsOf = (
  paper: Pick<
    EditorPaper,
    "title" | "subject" | "examYear" | "durationMinutes" | "totalScore" | "description" | "structure"
  >,
) => ({
  subject: paper.subject,
  examYear: paper.examYear,
  title: paper.title,
  durationMinutes: paper.durationMinutes,
  totalScore: paper.totalScore,
  structure: paper.structure,
  description: paper.description,
});

const duplicateOf = (input: Pick<PaperInput, "subject" | "examYear">) => {
  const message = m.duplicate(subjectName(input.subject), input.examYear);
  return new DomainError(409, message, { examYear: message });
};

/** Another paper of this subject and year (the table's unique pair), read first so the form can say which field. */
async function refuseDuplicate(
  trx: Transaction<Database>,
  input: Pick<PaperInput, "subject" | "examYear">,
  exceptId: number | null,
) {
  let query = trx
    .selectFrom("exam_papers")
    .select("id")
    .where("subject", "=", input.subject)
    .where("exam_year", "=", input.examYear);
  if (exceptId !== null) query = query.where("id", "!=", exceptId);
  if (await query.executeTakeFirst()) throw duplicateOf(input);
}

/** Two saves of the same subject and year at once: the unique pair refuses the second, said the same way. */
const isUniqueViolation = (error: unknown) =>
  /UNIQUE constraint failed|23505|duplicate key/i.test(
    error instanceof Error ? `${error.message} ${String((error as { code?: unknown }).code)}` : "",
  );

/** A new paper, a draft until it is published. */
export async function createPaper(
  caller: ConsoleUser,
  input: PaperInput,
  now: number = Date.now(),
): Promise<EditorPaper> {
  requireOperator(caller.access);
  try {
    const id = await db.transaction().execute(async (trx) => {
      await refuseDuplicate(trx, input, null);
      const created = await trx
        .insertInto("exam_papers")
        .values({
          code: null,
          ...columnsOf(input),
          file_key: null,
          page_count: null,
          published: 0,
          published_at: null,
          view_count: 0,
          like_count: 0,
          collect_count: 0,
          created_at: now,
          updated_at: now,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await recordConsoleChange(
        trx,
        caller.actor,
        {
          schoolId: null,
          action: "paper.create",
          targetType: "exam_paper",
          targetId: created.id,
          before: null,
          after: factsOf(input),
        },
        now,
      );
      return created.id;
    });
    return getEditorPaper(caller, id);
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateOf(input);
    throw error;
  }
}

/**
 * Saves a paper's new facts over the version it was opened at. Unchanged facts write nothing (no audit row either); a
 * version older than the stored one is refused (409, the typed text kept by the caller). A published paper changes
 * for students at once.
 */
export async function updatePaper(
  caller: ConsoleUser,
  id: number,
  version: number,
  input: PaperInput,
  now: number = Date.now(),
): Promise<{ paper: EditorPaper; changed: boolean }> {
  requireOperator(caller.access);
  try {
    const changed = await db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom("exam_papers").select(paperColumns).where("id", "=", id).executeTakeFirst();
      if (!row) throw notFound();
      if (Number(row.updated_at) !== version) throw new DomainError(409, m.changedMeanwhile);
      const was = factsOf(toPaper(row));
      const will = factsOf(input);
      const fields = (Object.keys(will) as Array<keyof typeof will>).filter(
        (field) => JSON.stringify(was[field]) !== JSON.stringify(will[field]),
      );
      if (fields.length === 0) return false;
      if (fields.includes("subject") || fields.includes("examYear")) await refuseDuplicate(trx, input, id);
      // A new version even when two saves fall in one millisecond.
      const updatedAt = Math.max(now, version + 1);
      const updated = await trx
        .updateTable("exam_papers")
        .set({ ...columnsOf(input), updated_at: updatedAt })
        .where("id", "=", id)
        .where("updated_at", "=", version)
        .executeTakeFirst();
      // Another save committed between the read and this write (PostgreSQL re-checks the version under the row's lock).
      if (Number(updated.numUpdatedRows) !== 1) throw new DomainError(409, m.changedMeanwhile);
      await recordConsoleChange(
        trx,
        caller.actor,
        {
          schoolId: null,
          action: "paper.update",
          targetType: "exam_paper",
          targetId: id,
          before: Object.fromEntries(fields.map((field) => [field, was[field]])),
          after: Object.fromEntries(fields.map((field) => [field, will[field]])),
        },
        updatedAt,
      );
      return true;
    });
    return { paper: await getEditorPaper(caller, id), changed };
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateOf(input);
    throw error;
  }
}

/**
 * Publishes (true) or unpublishes (false) a paper. Its facts' version is untouched. Already in that state: 409 with
 * the reason, nothing written. Nothing students recorded about it is touched either way.
 */
export async function setPaperPublished(
  caller: ConsoleUser,
  id: number,
  publish: boolean,
  now: number = Date.now(),
): Promise<EditorPaper> {
  requireOperator(caller.access);
  await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom("exam_papers")
      .select(["id", "title", "published", "published_at"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!before) throw notFound();
    const alreadyInState = new DomainError(409, publish ? m.publishedAlready : m.unpublishedAlready);
    if ((Number(before.published) === 1) === publish) throw alreadyInState;
    const publishedAt = before.published_at === null ? now : Number(before.published_at);
    const updated = await trx
      .updateTable("exam_papers")
      .set({ published: publish ? 1 : 0, published_at: publish ? publishedAt : before.published_at })
      .where("id", "=", id)
      .where("published", "=", publish ? 0 : 1)
      .executeTakeFirst();
    // The same change committed by someone else between the read and this write.
    if (Number(updated.numUpdatedRows) !== 1) throw alreadyInState;
    await recordConsoleChange(
      trx,
      caller.actor,
      {
        schoolId: null,
        action: publish ? "paper.publish" : "paper.unpublish",
        targetType: "exam_paper",
        targetId: id,
        before: { title: before.title, published: !publish },
        after: { title: before.title, published: publish, publishedAt: publish ? publishedAt : null },
      },
      now,
    );
  });
  return getEditorPaper(caller, id);
}

/**
 * The paper's PDF, new or replacing the one it had: checked (paper-file.server.ts) before anything is written, then
 * stored under a new key with its page count; the replaced file is removed once the row names the new one. A published
 * paper's students see the new page count at once.
 */
export async function storePaperFile(
  caller: ConsoleUser,
  id: number,
  file: File | null,
  now: number = Date.now(),
): Promise<EditorPaper> {
  requireOperator(caller.access);
  const before = await getEditorPaper(caller, id);
  const pdf = await readPaperPdf(file);
  const key = await writePaperPdf(pdf.bytes);
  try {
    await db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable("exam_papers")
        .set({ file_key: key, page_count: pdf.pageCount })
        .where("id", "=", id)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) throw notFound();
      await recordConsoleChange(
        trx,
        caller.actor,
        {
          schoolId: null,
          action: "paper.file",
          targetType: "exam_paper",
          targetId: id,
          before: { title: before.title, fileKey: before.fileKey, pageCount: before.pageCount },
          after: { title: before.title, fileKey: key, pageCount: pdf.pageCount, bytes: pdf.bytes.byteLength },
        },
        now,
      );
    });
  } catch (error) {
    // The row does not name the new file: it must not stay behind.
    await removePaperPdf(key);
    throw error;
  }
  if (before.fileKey && before.fileKey !== key) await removePaperPdf(before.fileKey);
  return getEditorPaper(caller, id);
}
