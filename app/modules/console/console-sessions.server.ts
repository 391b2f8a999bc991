// Console sessions (issue 25; docs/decisions/0044): a site session becomes a console session when its user passes the
// second factor, and stops being one after 8 hours without a console request (the site session itself lives on).
// A user's console sessions are listed with their address and browser, and can all be ended at once.
import type { Kysely } from "kysely";
import { db } from "~/db/client.server";
import type { Database } from "~/db/schema";

export const CONSOLE_IDLE_MS = 8 * 60 * 60 * 1000;
/** seen_at is written at most this often, so console reads do not each become a write. */
const TOUCH_INTERVAL_MS = 60 * 1000;

/** After the second factor: this site session is a console session from now. */
export async function openConsoleSession(
  session: { id: number; userId: number },
  now: number = Date.now(),
  trx: Kysely<Database> = db,
) {
  await trx
    .insertInto("console_sessions")
    .values({ session_id: session.id, user_id: session.userId, verified_at: now, seen_at: now })
    .onConflict((oc) => oc.column("session_id").doUpdateSet({ verified_at: now, seen_at: now }))
    .execute();
}

/**
 * Whether this site session is a live console session: "active" (and its idle clock restarted), "expired" (8 hours
 * idle: ended now, the second factor is asked again) or "none".
 */
export async function consoleSessionState(
  sessionId: number,
  now: number = Date.now(),
): Promise<"active" | "expired" | "none"> {
  const row = await db
    .selectFrom("console_sessions")
    .select("seen_at")
    .where("session_id", "=", sessionId)
    .executeTakeFirst();
  if (!row) return "none";
  const seenAt = Number(row.seen_at);
  if (now - seenAt > CONSOLE_IDLE_MS) {
    await db.deleteFrom("console_sessions").where("session_id", "=", sessionId).execute();
    return "expired";
  }
  if (now - seenAt > TOUCH_INTERVAL_MS)
    await db.updateTable("console_sessions").set({ seen_at: now }).where("session_id", "=", sessionId).execute();
  return "active";
}

export interface ConsoleSessionView {
  sessionId: number;
  ip: string;
  userAgent: string;
  verifiedAt: number;
  seenAt: number;
}

/** A user's console sessions, the latest active first. */
export async function listConsoleSessions(userId: number, now: number = Date.now()): Promise<ConsoleSessionView[]> {
  const rows = await db
    .selectFrom("console_sessions as c")
    .innerJoin("sessions as s", "s.id", "c.session_id")
    .select(["c.session_id", "s.ip", "s.user_agent", "c.verified_at", "c.seen_at"])
    .where("c.user_id", "=", userId)
    .where("c.seen_at", ">=", now - CONSOLE_IDLE_MS)
    .orderBy("c.seen_at", "desc")
    .execute();
  return rows.map((row) => ({
    sessionId: row.session_id,
    ip: row.ip,
    userAgent: row.user_agent,
    verifiedAt: Number(row.verified_at),
    seenAt: Number(row.seen_at),
  }));
}

/** 退出所有控制台登录: ends every console session of the user (but `keep`), asking the second factor again. */
export async function endConsoleSessions(userId: number, keep?: number, trx: Kysely<Database> = db): Promise<number> {
  let query = trx.deleteFrom("console_sessions").where("user_id", "=", userId);
  if (keep !== undefined) query = query.where("session_id", "!=", keep);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}
