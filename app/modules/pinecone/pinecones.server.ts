// The 松果 ledger (docs/decisions/0024-check-ins-and-pinecones.md): every grant and spend is a signed row of
// pinecone_entries, the balance is their sum, and each row's source key is unique per user — a double submit, a
// retried request or two concurrent calls with the same key make one entry (INSERT … ON CONFLICT DO NOTHING: the
// database decides, not a look before the insert).
//
// A spend is a conditional INSERT … SELECT … WHERE balance >= amount, so it never takes the balance below zero. On
// SQLite the statement is atomic (one writer at a time). On PostgreSQL, under READ COMMITTED, two such statements could
// each read the sum without the other's row, so the spend first locks the user's row (SELECT … FOR UPDATE on users):
// spends of one user queue, and each one's INSERT reads a sum that includes the spends committed before it.
import { sql, type Kysely, type Transaction } from "kysely";
import { db, dialect } from "~/db/client.server";
import type { Database, PineconeReason } from "~/db/schema";
import { DomainError } from "~/lib/domain-error";
import { fetchPage, type Page } from "~/modules/paging/paged-query";
import type { Paging } from "~/modules/paging/paging-schemas";
import { pineconeMessages as m } from "./pinecone-messages";
import { EXAM_PINECONES, pineconeEntryTitle, pineconeKeys, SECTION_PINECONES } from "./pinecone-rules";

type Executor = Kysely<Database> | Transaction<Database>;

export interface PineconeGrant {
  amount: number;
  reason: Exclude<PineconeReason, "spend">;
  sourceKey: string;
}

/**
 * Credits a grant once per (user, source key). True when this call made the entry, false when the key was there
 * already. Pass the caller's transaction to make the grant part of the change that earns it.
 */
export async function grantPinecones(
  executor: Executor,
  userId: number,
  grant: PineconeGrant,
  now: number = Date.now(),
): Promise<boolean> {
  if (!Number.isInteger(grant.amount) || grant.amount <= 0)
    throw new Error(`a grant is a positive integer: ${grant.amount}`);
  const inserted = await executor
    .insertInto("pinecone_entries")
    .values({
      user_id: userId,
      amount: grant.amount,
      reason: grant.reason,
      source_key: grant.sourceKey,
      created_at: now,
    })
    .onConflict((oc) => oc.columns(["user_id", "source_key"]).doNothing())
    .returning("id")
    .executeTakeFirst();
  return inserted !== undefined;
}

async function balanceIn(executor: Executor, userId: number): Promise<number> {
  const row = await executor
    .selectFrom("pinecone_entries")
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("amount"), sql<number>`0`).as("balance"))
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return Number(row?.balance ?? 0);
}

/** The balance: the sum of the ledger (never negative: spends are conditional). */
export function getPineconeBalance(userId: number): Promise<number> {
  return balanceIn(db, userId);
}

export interface PineconeSpend {
  entryId: number;
  /** How many 松果 the entry took (positive). */
  amount: number;
  /** The balance after it. */
  balance: number;
  /** True when the key had been spent before: nothing was taken again. */
  repeated: boolean;
}

/**
 * Spends `amount` 松果 under `sourceKey` (for the orders' capped discount: e.g. order:<orderNo>). Atomic: it is taken
 * only when the balance covers it, and two concurrent spends that together exceed the balance cannot both pass. The
 * same key again answers the first spend without taking more. Not enough: DomainError 409 松果余额不足.
 */
export async function spendPinecones(
  userId: number,
  amount: number,
  sourceKey: string,
  now: number = Date.now(),
): Promise<PineconeSpend> {
  if (!Number.isInteger(amount) || amount <= 0)
    throw new DomainError(400, m.amountInvalid, { amount: m.amountInvalid });
  if (!sourceKey) throw new DomainError(400, m.sourceKeyInvalid, { sourceKey: m.sourceKeyInvalid });
  return db.transaction().execute(async (trx) => {
    if (dialect === "postgres") await sql`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`.execute(trx);
    const inserted = await sql<{ id: number }>`
      INSERT INTO pinecone_entries (user_id, amount, reason, source_key, created_at)
      SELECT ${userId}, ${-amount}, 'spend', ${sourceKey}, ${now}
      WHERE (SELECT COALESCE(SUM(amount), 0) FROM pinecone_entries WHERE user_id = ${userId}) >= ${amount}
      ON CONFLICT (user_id, source_key) DO NOTHING
      RETURNING id`.execute(trx);
    const entryId = inserted.rows[0]?.id;
    if (entryId !== undefined)
      return { entryId: Number(entryId), amount, balance: await balanceIn(trx, userId), repeated: false };
    // Nothing inserted: the key was spent before (answer that spend), or the balance does not cover it.
    const earlier = await trx
      .selectFrom("pinecone_entries")
      .select(["id", "amount", "reason"])
      .where("user_id", "=", userId)
      .where("source_key", "=", sourceKey)
      .executeTakeFirst();
    if (earlier && earlier.reason === "spend") {
      return { entryId: earlier.id, amount: -earlier.amount, balance: await balanceIn(trx, userId), repeated: true };
    }
    throw new DomainError(409, m.notEnough);
  });
}

export interface PineconeEntry {
  id: number;
  amount: number;
  reason: PineconeReason;
  /** The reason in Chinese. */
  title: string;
  /** ISO time. */
  createdAt: string;
}

/** The ledger, newest first, through (user_id, created_at, id). */
export async function listPineconeEntries(userId: number, paging: Paging): Promise<Page<PineconeEntry>> {
  const filtered = db.selectFrom("pinecone_entries").where("user_id", "=", userId);
  return fetchPage(
    paging,
    filtered,
    filtered
      .select(["id", "amount", "reason", "source_key", "created_at"])
      .orderBy("created_at", "desc")
      .orderBy("id", "desc"),
    (rows) =>
      rows.map((row) => ({
        id: row.id,
        amount: row.amount,
        reason: row.reason,
        title: pineconeEntryTitle(row.reason, row.source_key),
        createdAt: new Date(Number(row.created_at)).toISOString(),
      })),
  );
}

/** A course video became learnt (course/progress.server.ts, in its transaction): +2 once per video. */
export function grantSectionFinished(
  executor: Executor,
  userId: number,
  videoId: number,
  now: number = Date.now(),
): Promise<boolean> {
  return grantPinecones(
    executor,
    userId,
    { amount: SECTION_PINECONES, reason: "section", sourceKey: pineconeKeys.section(videoId) },
    now,
  );
}

/** A mock exam was handed in (question/attempts/attempt-submit.server.ts submitAttempt): +10 once per attempt. */
export function grantExamFinished(userId: number, attemptId: number, now: number = Date.now()): Promise<boolean> {
  return grantPinecones(
    db,
    userId,
    { amount: EXAM_PINECONES, reason: "exam", sourceKey: pineconeKeys.exam(attemptId) },
    now,
  );
}
