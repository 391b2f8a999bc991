// Writes word books: dictionary entries (one per headword, shared between books) and each book's ordered entries, in
// one transaction with batched multi-row inserts. Used by the demo seed (the derived 考研 books) and by
// `npm run words:import` (any ECDICT-format CSV as a new book). Input comes from readWordCsv, already checked; a
// failure anywhere rolls everything back, so a book is either there with all its words or not at all.
import crypto from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";
import { DomainError } from "~/lib/domain-error";
import type { WordRecord } from "./word-csv.server";
import { wordMessages as m } from "./word-messages";

/** Rows per INSERT: words have 12 columns (6,000 parameters), entries 3 (6,000); both dialects allow far more. */
const WORD_BATCH = 500;
const ENTRY_BATCH = 2000;
const BOOK_NAME_MAX = 40;

export interface BookToImport {
  /** Stable key for seeded books; null for imported ones. */
  code: string | null;
  name: string;
  description: string;
  source: string;
  sourceHash: string;
  sortOrder: number;
  /** Headwords in study order; each must be among the records. */
  headwords: readonly string[];
}

export interface ImportOptions {
  /** Rewrite entries whose headword is already in the dictionary with this file's content (default: keep them). */
  updateExisting?: boolean;
  /** Called after each batch with the rows written so far and the total. */
  onProgress?: (done: number, total: number) => void;
}

export interface ImportResult {
  books: Array<{ id: number; code: string | null; name: string; wordCount: number }>;
  /** Headwords added to the dictionary. */
  newWords: number;
  /** Headwords the dictionary already had (kept as they were, or rewritten with updateExisting). */
  existingWords: number;
}

export function sha256Hex(content: string | Buffer): string {
  return crypto.createHash("sha256").update(content).digest("hex");
}

function wordValues(record: WordRecord, now: number) {
  return {
    word: record.word,
    phonetic: record.phonetic,
    translation: JSON.stringify(record.translations),
    definition: JSON.stringify(record.definitions),
    exchange: JSON.stringify(record.exchange),
    tags: JSON.stringify(record.tags),
    collins: record.collins,
    oxford: record.oxford ? (1 as const) : (0 as const),
    bnc: record.bnc,
    frq: record.frq,
    created_at: now,
    updated_at: now,
  };
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Checks a book name for the import command; returns the trimmed name or throws DomainError 400. */
export function checkBookName(name: string | undefined): string {
  const trimmed = (name ?? "").trim();
  if (!trimmed) throw new DomainError(400, m.bookNameMissing);
  if (trimmed.length > BOOK_NAME_MAX) throw new DomainError(400, m.bookNameTooLong);
  return trimmed;
}

/**
 * Adds the books and whatever dictionary entries they need, in one transaction. Throws DomainError 409 when a book's
 * name (or code) is taken; nothing is written then.
 */
export async function importWordBooks(
  db: Kysely<Database>,
  records: readonly WordRecord[],
  books: readonly BookToImport[],
  options: ImportOptions = {},
): Promise<ImportResult> {
  const byWord = new Map(records.map((record) => [record.word, record]));
  const needed = [...new Set(books.flatMap((book) => book.headwords))].map((word) => {
    const record = byWord.get(word);
    if (!record) throw new Error(`book word "${word}" is not among the records`);
    return record;
  });
  const total = needed.length + books.reduce((sum, book) => sum + book.headwords.length, 0);
  let done = 0;
  const progress = (rows: number) => {
    done += rows;
    options.onProgress?.(done, total);
  };

  return db.transaction().execute(async (trx) => {
    const names = books.map((book) => book.name);
    const codes = books.map((book) => book.code).filter((code): code is string => code !== null);
    const taken = await trx
      .selectFrom("word_books")
      .select(["name", "code"])
      .where((eb) => eb.or([eb("name", "in", names), ...(codes.length > 0 ? [eb("code", "in", codes)] : [])]))
      .executeTakeFirst();
    if (taken) {
      const clash = names.includes(taken.name) ? taken.name : books.find((book) => book.code === taken.code)?.name;
      throw new DomainError(409, m.bookNameTaken(clash ?? taken.name));
    }

    const now = Date.now();
    const ids = new Map<string, number>();
    let newWords = 0;
    let existingWords = 0;
    for (const batch of chunks(needed, WORD_BATCH)) {
      const existing = await trx
        .selectFrom("words")
        .select(["id", "word"])
        .where(
          "word",
          "in",
          batch.map((record) => record.word),
        )
        .execute();
      for (const row of existing) ids.set(row.word, row.id);
      existingWords += existing.length;
      const fresh = batch.filter((record) => !ids.has(record.word));
      if (fresh.length > 0) {
        const inserted = await trx
          .insertInto("words")
          .values(fresh.map((record) => wordValues(record, now)))
          .onConflict((oc) => oc.column("word").doNothing())
          .returning(["id", "word"])
          .execute();
        for (const row of inserted) ids.set(row.word, row.id);
        newWords += inserted.length;
      }
      if (options.updateExisting && existing.length > 0) {
        const stale = batch.filter((record) => existing.some((row) => row.word === record.word));
        await trx
          .insertInto("words")
          .values(stale.map((record) => wordValues(record, now)))
          .onConflict((oc) =>
            oc.column("word").doUpdateSet((eb) => ({
              phonetic: eb.ref("excluded.phonetic"),
              translation: eb.ref("excluded.translation"),
              definition: eb.ref("excluded.definition"),
              exchange: eb.ref("excluded.exchange"),
              tags: eb.ref("excluded.tags"),
              collins: eb.ref("excluded.collins"),
              oxford: eb.ref("excluded.oxford"),
              bnc: eb.ref("excluded.bnc"),
              frq: eb.ref("excluded.frq"),
              updated_at: eb.ref("excluded.updated_at"),
            })),
          )
          .execute();
      }
      // A row another writer added between our select and insert (ON CONFLICT DO NOTHING returned nothing for it).
      const missing = batch.filter((record) => !ids.has(record.word)).map((record) => record.word);
      if (missing.length > 0) {
        const late = await trx.selectFrom("words").select(["id", "word"]).where("word", "in", missing).execute();
        for (const row of late) ids.set(row.word, row.id);
        existingWords += late.length;
      }
      progress(batch.length);
    }

    const result: ImportResult["books"] = [];
    for (const book of books) {
      const row = await trx
        .insertInto("word_books")
        .values({
          code: book.code,
          name: book.name,
          description: book.description,
          source: book.source,
          source_hash: book.sourceHash,
          word_count: book.headwords.length,
          sort_order: book.sortOrder,
          created_at: now,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const entries = book.headwords.map((word, index) => {
        const wordId = ids.get(word);
        if (wordId === undefined) throw new Error(`no id for "${word}"`);
        return { book_id: row.id, word_id: wordId, position: index + 1 };
      });
      for (const batch of chunks(entries, ENTRY_BATCH)) {
        await trx.insertInto("word_book_entries").values(batch).execute();
        progress(batch.length);
      }
      result.push({ id: row.id, code: book.code, name: book.name, wordCount: book.headwords.length });
    }
    return { books: result, newWords, existingWords };
  });
}
