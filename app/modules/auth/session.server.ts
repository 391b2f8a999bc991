// Sessions: a 256-bit random token handed to the client, stored only as its SHA-256. The browser carries it in the
// HttpOnly cookie `Authorization`; API clients send `Authorization: Bearer <token>`. One function resolves both.
import crypto from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { db } from "~/db/client.server";
import type { Database } from "~/db/schema";

export const SESSION_COOKIE = "Authorization";
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** last_seen_at is refreshed at most this often, so reads do not turn into a write per request. */
const TOUCH_INTERVAL_MS = 10 * 60 * 1000;

export interface AuthUser {
  id: number;
  sessionId: number;
  phoneNumber: string | null;
  nickname: string;
  avatar: string | null;
  isOrg: boolean;
  schoolId: number | null;
  schoolName: string | null;
}

function hashToken(token: string): string {
  return crypto.createHash("sha256").update(token).digest("hex");
}

function newToken(): string {
  return crypto.randomBytes(32).toString("base64url");
}

/** The token a request carries: the bearer header wins over the cookie. */
export function readToken(request: Request, cookies: Record<string, string | undefined>): string | null {
  const header = request.headers.get("authorization");
  if (header) {
    const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
    return match?.[1] ?? null;
  }
  const cookie = cookies[SESSION_COOKIE];
  if (!cookie) return null;
  // The spec's clients may store the cookie as "Bearer <token>".
  return cookie.replace(/^Bearer\s+/i, "") || null;
}

export async function createSession(userId: number, meta: { ip: string; userAgent: string }): Promise<string> {
  const token = newToken();
  const now = Date.now();
  await db
    .insertInto("sessions")
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      created_at: now,
      expires_at: now + SESSION_LIFETIME_MS,
      last_seen_at: now,
      ip: meta.ip,
      user_agent: meta.userAgent.slice(0, 400),
    })
    .execute();
  return token;
}

/** The user behind a token, or null when the token is unknown, expired, revoked or its user disabled. */
export async function findUserByToken(token: string): Promise<AuthUser | null> {
  const now = Date.now();
  const row = await db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .leftJoin("schools", "schools.id", "users.school_id")
    .select([
      "sessions.id as sessionId",
      "sessions.expires_at as expiresAt",
      "sessions.last_seen_at as lastSeenAt",
      "users.id as id",
      "users.phone_number as phoneNumber",
      "users.nickname as nickname",
      "users.avatar as avatar",
      "users.is_org as isOrg",
      "users.disabled as disabled",
      "users.school_id as schoolId",
      "schools.name as schoolName",
    ])
    .where("sessions.token_hash", "=", hashToken(token))
    .executeTakeFirst();
  if (!row || row.expiresAt <= now || row.disabled === 1) return null;
  if (now - row.lastSeenAt > TOUCH_INTERVAL_MS) {
    await db.updateTable("sessions").set({ last_seen_at: now }).where("id", "=", row.sessionId).execute();
  }
  return {
    id: row.id,
    sessionId: row.sessionId,
    phoneNumber: row.phoneNumber,
    nickname: row.nickname,
    avatar: row.avatar,
    isOrg: row.isOrg === 1,
    schoolId: row.schoolId,
    schoolName: row.schoolName,
  };
}

export async function revokeSession(sessionId: number): Promise<void> {
  await db.deleteFrom("sessions").where("id", "=", sessionId).execute();
}

/**
 * Revokes every session of a user, or every one but `keepSessionId` (their console sessions go with them), inside the
 * caller's transaction when given one. How many ended.
 */
export async function revokeUserSessions(
  userId: number,
  keepSessionId?: number,
  executor: Kysely<Database> | Transaction<Database> = db,
): Promise<number> {
  let query = executor.deleteFrom("sessions").where("user_id", "=", userId);
  if (keepSessionId !== undefined) query = query.where("id", "!=", keepSessionId);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}
