// A word's page (/word/wordDetail, GET /api/Word/detail) and looking a word up (wordClick): the dictionary entry with
// the user's notebook flag, lookups and card state.
import { sql } from "kysely";
import { db } from "~/db/client.server";
import { DomainError } from "~/lib/domain-error";
import { toCardValues } from "~/modules/spaced-repetition/fsrs-scheduler";
import {
  cardColumns,
  findBook,
  isCollected,
  readSettings,
  requireEntry,
  toCardState,
  type BookRef,
  type CardState,
} from "./word-cards.server";
import { toWordEntry, wordEntryColumns, type WordEntry } from "./word-entry";
import { wordMessages as m } from "./word-messages";
import type { WordClickInput } from "./word-schemas";

export interface WordDetail extends WordEntry {
  collected: boolean;
  /** How often the user looked the word up. */
  lookups: number;
  /** The book the card state is for: the one asked for, else the chosen one when it lists the word; null otherwise. */
  book: (BookRef & { position: number }) | null;
  /** The user's card in that book (state "new" when not started); null without a book. */
  card: CardState | null;
  /** Every book that lists the word. */
  books: Array<{ id: number; name: string; position: number }>;
}

async function lookupCount(userId: number, wordId: number): Promise<number> {
  const row = await db
    .selectFrom("word_lookups")
    .select("lookups")
    .where("user_id", "=", userId)
    .where("word_id", "=", wordId)
    .executeTakeFirst();
  return row?.lookups ?? 0;
}

/** GET /api/Word/detail. 404 for an unknown word, or a book that does not list it. */
export async function getWordDetail(userId: number, wordId: number, bookId?: number): Promise<WordDetail> {
  const row = await db.selectFrom("words").select(wordEntryColumns).where("id", "=", wordId).executeTakeFirst();
  if (!row) throw new DomainError(404, m.wordNotFound);
  const books = await db
    .selectFrom("word_book_entries as e")
    .innerJoin("word_books as b", "b.id", "e.book_id")
    .select(["b.id", "b.name", "e.position"])
    .where("e.word_id", "=", wordId)
    .orderBy("b.sort_order")
    .orderBy("b.id")
    .execute();

  let context: { id: number; position: number } | null = null;
  if (bookId !== undefined) {
    const { position } = await requireEntry(bookId, wordId);
    context = { id: bookId, position };
  } else {
    const chosen = (await readSettings(userId)).bookId;
    const listed = books.find((book) => book.id === chosen);
    if (listed) context = { id: listed.id, position: listed.position };
  }

  let book: WordDetail["book"] = null;
  let card: CardState | null = null;
  if (context) {
    const [ref, cardRow] = await Promise.all([
      findBook(context.id),
      db
        .selectFrom("word_cards")
        .select(cardColumns)
        .where("user_id", "=", userId)
        .where("book_id", "=", context.id)
        .where("word_id", "=", wordId)
        .executeTakeFirst(),
    ]);
    book = { ...ref, position: context.position };
    card = toCardState(cardRow ? toCardValues(cardRow) : null);
  }
  const [collected, lookups] = await Promise.all([isCollected(userId, wordId), lookupCount(userId, wordId)]);
  return { ...toWordEntry(row), collected, lookups, book, card, books };
}

/** The dictionary row by id, or by headword (exact first, then ignoring case); 404 when there is none. */
async function wordRowFor(input: WordClickInput) {
  if (input.wordId !== undefined) {
    const row = await db.selectFrom("words").select(wordEntryColumns).where("id", "=", input.wordId).executeTakeFirst();
    if (!row) throw new DomainError(404, m.wordNotFound);
    return row;
  }
  const text = input.word ?? "";
  const row =
    (await db.selectFrom("words").select(wordEntryColumns).where("word", "=", text).executeTakeFirst()) ??
    (await db
      .selectFrom("words")
      .select(wordEntryColumns)
      .where(sql<string>`lower(word)`, "=", text.toLowerCase())
      .orderBy("id")
      .limit(1)
      .executeTakeFirst());
  if (!row) throw new DomainError(404, m.lookupNotFound(text));
  return row;
}

/**
 * wordClick: looks a word up by id or by headword (exact first, then ignoring case), counts the lookup and returns the
 * entry. 404 when the dictionary has no such word.
 */
export async function lookUpWord(
  userId: number,
  input: WordClickInput,
  now: number = Date.now(),
): Promise<WordEntry & { collected: boolean; lookups: number }> {
  const row = await wordRowFor(input);
  const counted = await db
    .insertInto("word_lookups")
    .values({ user_id: userId, word_id: row.id, lookups: 1, first_at: now, last_at: now })
    .onConflict((oc) =>
      oc.columns(["user_id", "word_id"]).doUpdateSet((eb) => ({
        lookups: eb(eb.ref("word_lookups.lookups"), "+", 1),
        last_at: now,
      })),
    )
    .returning("lookups")
    .executeTakeFirstOrThrow();
  return { ...toWordEntry(row), collected: await isCollected(userId, row.id), lookups: counted.lookups };
}
