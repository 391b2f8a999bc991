// Question files uploaded in the console (issue 26; docs/decisions/0048-question-import-console.md): upload → preview
// → commit, all or nothing. The upload keeps the file's text (migration 0029) so the preview, drawn from the very
// checks the import makes (question-import.server.ts), and the commit read the same bytes; nothing reaches the bank
// until the commit, which re-checks (the bank may have changed since) and writes in one transaction. An upload is
// its uploader's alone: every query names the user in its WHERE, so another user's id answers 404.
import type { Kysely, Transaction } from "kysely";
import { db } from "~/db/client.server";
import type { Database } from "~/db/schema";
import { DomainError } from "~/lib/domain-error";
import type { ImportProblem } from "./gift-format";
import { defaultDraftDefaults } from "./question-document-schema";
import { formatOfFile, questionFileFormats, readQuestionFile, type QuestionFileFormat } from "./question-file";
import {
  checkQuestionFile,
  importQuestionFile,
  previewsOf,
  type QuestionImportWritten,
  type QuestionPreview,
} from "./question-import.server";
import { questionMessages as m } from "../bank/question-messages";
import { questionSubjects } from "../bank/question-subjects";

export const MAX_QUESTION_FILE_MB = 5;
export const MAX_QUESTION_FILE_BYTES = MAX_QUESTION_FILE_MB * 1024 * 1024;
/** An upload nobody committed or discarded is removed after this long. */
const UPLOAD_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** The preview lists at most this many problems (the rest are counted): a wrong file can have thousands. */
const SHOWN_PROBLEMS = 200;

export interface BankChoice {
  code: string;
  name: string;
  subjectName: string;
  published: boolean;
}

/** Every bank, published or not, for the upload form's choice (the operator may fill a bank before publishing it). */
export async function listBankChoices(): Promise<BankChoice[]> {
  const rows = await db
    .selectFrom("question_banks")
    .select(["code", "name", "subject", "published"])
    .orderBy("subject")
    .orderBy("sort_order")
    .orderBy("id")
    .execute();
  const subjectNames = new Map<string, string>(questionSubjects.map((subject) => [subject.code, subject.name]));
  // A bank without a code (made by hand, never by an import) cannot be named by one.
  return rows
    .flatMap((row) => (row.code === null ? [] : [{ ...row, code: row.code }]))
    .map((row) => ({
      code: row.code,
      name: row.name,
      subjectName: subjectNames.get(row.subject) ?? row.subject,
      published: row.published === 1,
    }));
}

export interface StageInput {
  userId: number;
  bankCode: string;
  fileName: string;
  bytes: Uint8Array;
  /** Chosen on the form; null: by the file's name, else by its text. */
  format: QuestionFileFormat | null;
  now?: number;
}

/** Keeps an uploaded file for its preview; refuses (nothing kept) a file too large, not UTF-8 or of no known format. */
export async function stageQuestionFile(input: StageInput): Promise<number> {
  const now = input.now ?? Date.now();
  if (input.bytes.byteLength === 0) throw new DomainError(400, m.uploadEmpty, { file: m.uploadEmpty });
  if (input.bytes.byteLength > MAX_QUESTION_FILE_BYTES) {
    const message = m.uploadTooLarge(MAX_QUESTION_FILE_MB);
    throw new DomainError(413, message, { file: message });
  }
  // A NUL byte means a binary file (a picture, a Word document) whatever its name: say so before "not UTF-8".
  if (input.bytes.includes(0)) throw new DomainError(415, m.uploadNotText, { file: m.uploadNotText });
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(input.bytes);
  } catch {
    throw new DomainError(415, m.fileNotUtf8, { file: m.fileNotUtf8 });
  }
  const format = input.format ?? formatOfFile(input.fileName, text);
  if (!format) {
    const message = m.uploadFormatUnknown(input.fileName);
    throw new DomainError(415, message, { format: message });
  }
  return db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom("question_import_uploads")
      .where("created_at", "<", now - UPLOAD_LIFETIME_MS)
      .execute();
    const { id } = await trx
      .insertInto("question_import_uploads")
      .values({
        user_id: input.userId,
        bank_code: input.bankCode,
        file_name: input.fileName.slice(0, 200),
        format,
        body: text,
        created_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return id;
  });
}

async function uploadOf(executor: Kysely<Database> | Transaction<Database>, userId: number, uploadId: number) {
  const row = await executor
    .selectFrom("question_import_uploads")
    .selectAll()
    .where("id", "=", uploadId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!row) throw new DomainError(404, m.uploadNotFound);
  return row;
}

const formatOfRow = (format: string): QuestionFileFormat =>
  (questionFileFormats as readonly string[]).includes(format) ? (format as QuestionFileFormat) : "json";

export interface QuestionUploadPreview {
  id: number;
  bankCode: string;
  fileName: string;
  format: QuestionFileFormat;
  uploadedAt: number;
  /** Top-level questions ready to write (none are written while any problem is listed). */
  questionCount: number;
  questions: QuestionPreview[];
  problems: ImportProblem[];
  /** Problems beyond SHOWN_PROBLEMS. */
  moreProblems: number;
}

/** An upload as the import would see it now: every question rendered, or every problem with its line. */
export async function previewQuestionUpload(userId: number, uploadId: number): Promise<QuestionUploadPreview> {
  const row = await uploadOf(db, userId, uploadId);
  const format = formatOfRow(row.format);
  const file = readQuestionFile(row.body, format, defaultDraftDefaults);
  const check = await checkQuestionFile(db, { bankCode: row.bank_code, file });
  const base = {
    id: row.id,
    bankCode: row.bank_code,
    fileName: row.file_name,
    format,
    uploadedAt: row.created_at,
  };
  if (!check.ok)
    return {
      ...base,
      questionCount: file.drafts.length,
      questions: [],
      problems: check.problems.slice(0, SHOWN_PROBLEMS),
      moreProblems: Math.max(0, check.problems.length - SHOWN_PROBLEMS),
    };
  const questions = previewsOf(check.checked);
  return { ...base, questionCount: questions.length, questions, problems: [], moreProblems: 0 };
}

export type QuestionUploadCommit =
  | (QuestionImportWritten & { bankCode: string; fileName: string })
  | { ok: false; problems: ImportProblem[] };

/**
 * Writes an upload into its bank, all or nothing, and removes the upload in the same transaction; `onWritten` adds
 * the caller's record (the console's audit row) to it. A file with problems writes nothing and stays for its preview.
 */
export async function commitQuestionUpload(
  userId: number,
  uploadId: number,
  onWritten: (
    trx: Transaction<Database>,
    written: QuestionImportWritten,
    upload: { fileName: string; format: QuestionFileFormat },
  ) => Promise<void>,
  now = Date.now(),
): Promise<QuestionUploadCommit> {
  const row = await uploadOf(db, userId, uploadId);
  const format = formatOfRow(row.format);
  const file = readQuestionFile(row.body, format, defaultDraftDefaults);
  const outcome = await importQuestionFile(db, {
    bankCode: row.bank_code,
    file,
    now,
    onWritten: async (trx, written) => {
      // Two commits of one upload (a double click, two tabs): the second finds no row and writes nothing.
      const removed = await trx
        .deleteFrom("question_import_uploads")
        .where("id", "=", uploadId)
        .where("user_id", "=", userId)
        .executeTakeFirst();
      if (Number(removed.numDeletedRows) !== 1) throw new DomainError(404, m.uploadNotFound);
      await onWritten(trx, written, { fileName: row.file_name, format });
    },
  });
  if (!outcome.ok) return outcome;
  return { ...outcome, bankCode: row.bank_code, fileName: row.file_name };
}

/** Drops an upload without importing it. */
export async function discardQuestionUpload(userId: number, uploadId: number): Promise<void> {
  const removed = await db
    .deleteFrom("question_import_uploads")
    .where("id", "=", uploadId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (Number(removed.numDeletedRows) !== 1) throw new DomainError(404, m.uploadNotFound);
}
