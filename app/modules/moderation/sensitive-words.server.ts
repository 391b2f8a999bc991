// The sensitive-word lists (docs/decisions/0029-moderation.md): the site's own (school_id 0, seeded, maintained by the
// platform) and each school's additions, which its organisation account adds and removes. A school's check uses both.
// The check flags text for its moderator (the queue shows the words found); it never changes what the author wrote.
import type { Kysely, Transaction } from "kysely";
import { db } from "~/db/client.server";
import type { Database } from "~/db/schema";
import { DomainError } from "~/lib/domain-error";
import { moderationMessages as m, SENSITIVE_WORD_MAX_LENGTH } from "./moderation-messages";
import { findSensitiveWords, foldForMatching } from "./sensitive-words";

type Executor = Kysely<Database> | Transaction<Database>;

export const SITE_WORD_LIST = 0;

export interface SensitiveWord {
  id: number;
  word: string;
  /** true: the site's list (read-only for a school). */
  site: boolean;
  createdAt: number;
}

/** The words a school's check uses: the site's list and the school's own. */
async function wordsForSchool(schoolId: number | null, executor: Executor = db): Promise<string[]> {
  const schools = schoolId ? [SITE_WORD_LIST, schoolId] : [SITE_WORD_LIST];
  const rows = await executor
    .selectFrom("sensitive_words")
    .select("word")
    .where("school_id", "in", schools)
    .orderBy("id")
    .execute();
  return rows.map((row) => row.word);
}

/** The sensitive words found in these texts (title, body, …) by the author's school's check; [] when clean. */
export async function checkSensitiveText(
  schoolId: number | null,
  texts: readonly string[],
  executor: Executor = db,
): Promise<string[]> {
  const words = await wordsForSchool(schoolId, executor);
  return findSensitiveWords(texts.join("\n"), words);
}

/** Both lists as a school's moderator sees them: the site's words first, then the school's own, oldest first. */
export async function listSensitiveWords(schoolId: number): Promise<SensitiveWord[]> {
  const rows = await db
    .selectFrom("sensitive_words")
    .select(["id", "word", "school_id", "created_at"])
    .where("school_id", "in", [SITE_WORD_LIST, schoolId])
    .orderBy("school_id")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    word: row.word,
    site: Number(row.school_id) === SITE_WORD_LIST,
    createdAt: Number(row.created_at),
  }));
}

function cleanWord(raw: string): string {
  const word = raw.normalize("NFKC").trim();
  if (!foldForMatching(word)) throw new DomainError(400, m.wordRequired, { word: m.wordRequired });
  if ([...word].length > SENSITIVE_WORD_MAX_LENGTH) throw new DomainError(400, m.wordTooLong, { word: m.wordTooLong });
  return word;
}

/** Adds a word to a school's list (or, with SITE_WORD_LIST, to the site's, for the seed and scripts). */
export async function addSensitiveWord(
  schoolId: number,
  raw: string,
  byUserId: number | null,
  now: number = Date.now(),
): Promise<SensitiveWord> {
  const word = cleanWord(raw);
  const existing = await db
    .selectFrom("sensitive_words")
    .select("id")
    .where("school_id", "in", [SITE_WORD_LIST, schoolId])
    .where("word", "=", word)
    .executeTakeFirst();
  if (existing) throw new DomainError(409, m.wordExists, { word: m.wordExists });
  const row = await db
    .insertInto("sensitive_words")
    .values({ school_id: schoolId, word, created_by_user_id: byUserId, created_at: now })
    .onConflict((conflict) => conflict.columns(["school_id", "word"]).doNothing())
    .returning(["id", "created_at"])
    .executeTakeFirst();
  if (!row) throw new DomainError(409, m.wordExists, { word: m.wordExists });
  return { id: row.id, word, site: schoolId === SITE_WORD_LIST, createdAt: Number(row.created_at) };
}

/** Removes one of the school's own words; the site's list cannot be changed by a school. */
export async function removeSensitiveWord(schoolId: number, wordId: number): Promise<void> {
  const row = await db.selectFrom("sensitive_words").select(["school_id"]).where("id", "=", wordId).executeTakeFirst();
  if (!row) throw new DomainError(404, m.wordNotFound);
  if (Number(row.school_id) === SITE_WORD_LIST) throw new DomainError(403, m.siteWordReadOnly);
  const result = await db
    .deleteFrom("sensitive_words")
    .where("id", "=", wordId)
    .where("school_id", "=", schoolId)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw new DomainError(404, m.wordNotFound);
}
