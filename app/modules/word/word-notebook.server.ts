// The notebook (生词本): words a user put aside, newest first, over all books. Setting the flag is idempotent (a
// repeated post changes nothing), so there is no toggle a double submission could undo.
import { db } from "~/db/client.server";
import { DomainError } from "~/lib/domain-error";
import { wordMessages as m } from "./word-messages";
import type { Paging } from "./word-schemas";
import type { Page } from "~/modules/paging/paged-query";

export interface CollectedWord {
  wordId: number;
  word: string;
  phonetic: string;
  /** Chinese sense lines. */
  translations: string[];
  collectedAt: string;
}

function senseLines(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((line): line is string => typeof line === "string") : [];
  } catch {
    return [];
  }
}

/** GET /api/Word/collect: a page of the notebook, newest first. */
export async function listCollected(userId: number, paging: Paging): Promise<Page<CollectedWord>> {
  const [countRow, rows] = await Promise.all([
    db
      .selectFrom("word_collects")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("user_id", "=", userId)
      .executeTakeFirst(),
    db
      .selectFrom("word_collects as wc")
      .innerJoin("words as w", "w.id", "wc.word_id")
      .select(["wc.word_id", "wc.created_at", "w.word", "w.phonetic", "w.translation"])
      .where("wc.user_id", "=", userId)
      .orderBy("wc.created_at", "desc")
      .orderBy("wc.word_id", "desc")
      .limit(paging.rows)
      .offset((paging.page - 1) * paging.rows)
      .execute(),
  ]);
  return {
    page: paging.page,
    rows: paging.rows,
    total: Number(countRow?.count ?? 0),
    items: rows.map((row) => ({
      wordId: row.word_id,
      word: row.word,
      phonetic: row.phonetic,
      translations: senseLines(row.translation),
      collectedAt: new Date(row.created_at).toISOString(),
    })),
  };
}

/** POST /api/Word/collect: puts the word in the notebook (collected = true) or takes it out. 404 for an unknown word. */
export async function setCollected(
  userId: number,
  wordId: number,
  collected: boolean,
  now: number = Date.now(),
): Promise<{ wordId: number; collected: boolean }> {
  const word = await db.selectFrom("words").select("id").where("id", "=", wordId).executeTakeFirst();
  if (!word) throw new DomainError(404, m.wordNotFound);
  if (collected) {
    await db
      .insertInto("word_collects")
      .values({ user_id: userId, word_id: wordId, created_at: now })
      .onConflict((oc) => oc.columns(["user_id", "word_id"]).doNothing())
      .execute();
  } else {
    await db.deleteFrom("word_collects").where("user_id", "=", userId).where("word_id", "=", wordId).execute();
  }
  return { wordId, collected };
}

/**
 * GET /api/Word/nextCollectWordId: the word after `wordId` in the notebook's order (newest first), the first one when
 * `wordId` is absent or no longer in the notebook, null after the last.
 */
export async function nextCollectedWordId(userId: number, afterWordId?: number): Promise<number | null> {
  const current =
    afterWordId === undefined
      ? undefined
      : await db
          .selectFrom("word_collects")
          .select(["created_at", "word_id"])
          .where("user_id", "=", userId)
          .where("word_id", "=", afterWordId)
          .executeTakeFirst();
  let query = db.selectFrom("word_collects").select("word_id").where("user_id", "=", userId);
  if (current) {
    query = query.where((eb) =>
      eb.or([
        eb("created_at", "<", current.created_at),
        eb.and([eb("created_at", "=", current.created_at), eb("word_id", "<", current.word_id)]),
      ]),
    );
  }
  const next = await query.orderBy("created_at", "desc").orderBy("word_id", "desc").limit(1).executeTakeFirst();
  return next?.word_id ?? null;
}
