// The sensitive-word lists (docs/decisions/0029-moderation.md): the site's own (school_id 0, seeded, maintained by the
// platform) and each school's additions, which its organisation account adds and removes. A school's check uses both.
// The check flags text for its moderator (the queue shows the words found); it never changes what the author wrote.
import type { Kysely, Transaction } from "kysely";
import { db } from "~/db/client.server";
import type { Database } from "~/db/schema";
import { DomainError } from "~/lib/domain-error";
import { recordConsoleChange, type ConsoleActor } from "~/modules/console/console-audit.server";
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

/** The site's list, oldest first (the operator's console). */
export async function listSiteWords(): Promise<SensitiveWord[]> {
  const rows = await db
    .selectFrom("sensitive_words")
    .select(["id", "word", "created_at"])
    .where("school_id", "=", SITE_WORD_LIST)
    .orderBy("id")
    .execute();
  return rows.map((row) => ({ id: row.id, word: row.word, site: true, createdAt: Number(row.created_at) }));
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

/**
 * Adds a word to a school's list (or, with SITE_WORD_LIST, to the site's: the seed, scripts, the operator's console).
 * From the console (`actor`), with its audit row in the same transaction.
 */
export async function addSensitiveWord(
  schoolId: number,
  raw: string,
  byUserId: number | null,
  now: number = Date.now(),
  actor?: ConsoleActor,
): Promise<SensitiveWord> {
  const word = cleanWord(raw);
  const existing = await db
    .selectFrom("sensitive_words")
    .select("id")
    .where("school_id", "in", [SITE_WORD_LIST, schoolId])
    .where("word", "=", word)
    .executeTakeFirst();
  if (existing) throw new DomainError(409, m.wordExists, { word: m.wordExists });
  const row = await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto("sensitive_words")
      .values({ school_id: schoolId, word, created_by_user_id: byUserId, created_at: now })
      .onConflict((conflict) => conflict.columns(["school_id", "word"]).doNothing())
      .returning(["id", "created_at"])
      .executeTakeFirst();
    if (inserted && actor) await auditWord(trx, actor, schoolId, "sensitive-word.add", inserted.id, null, word, now);
    return inserted;
  });
  if (!row) throw new DomainError(409, m.wordExists, { word: m.wordExists });
  return { id: row.id, word, site: schoolId === SITE_WORD_LIST, createdAt: Number(row.created_at) };
}

/** A word's change in the console's audit log (the site's list: no school). */
function auditWord(
  trx: Transaction<Database>,
  actor: ConsoleActor,
  schoolId: number,
  action: string,
  wordId: number,
  before: string | null,
  after: string | null,
  now: number,
) {
  return recordConsoleChange(
    trx,
    actor,
    {
      schoolId: schoolId === SITE_WORD_LIST ? null : schoolId,
      action,
      targetType: "sensitive_word",
      targetId: wordId,
      before: before === null ? null : { word: before },
      after: after === null ? null : { word: after },
    },
    now,
  );
}

/**
 * Removes a word of `schoolId`'s list (SITE_WORD_LIST: the site's, which only the operator's console asks for); a
 * school cannot change the site's list. From the console (`actor`), with its audit row in the same transaction.
 */
export async function removeSensitiveWord(
  schoolId: number,
  wordId: number,
  actor?: ConsoleActor,
  now: number = Date.now(),
): Promise<void> {
  const row = await db
    .selectFrom("sensitive_words")
    .select(["school_id", "word"])
    .where("id", "=", wordId)
    .executeTakeFirst();
  const notFound = schoolId === SITE_WORD_LIST ? m.siteWordNotFound : m.wordNotFound;
  if (!row) throw new DomainError(404, notFound);
  if (Number(row.school_id) === SITE_WORD_LIST && schoolId !== SITE_WORD_LIST)
    throw new DomainError(403, m.siteWordReadOnly);
  await db.transaction().execute(async (trx) => {
    const result = await trx
      .deleteFrom("sensitive_words")
      .where("id", "=", wordId)
      .where("school_id", "=", schoolId)
      .executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw new DomainError(404, notFound);
    if (actor) await auditWord(trx, actor, schoolId, "sensitive-word.remove", wordId, row.word, null, now);
  });
}
