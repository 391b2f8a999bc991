// The console's 用户 section (issue 25): a school's users found by a phone number's last digits or a nickname,
// disabled and enabled, signed out everywhere; the school's staff (school_admin) and teachers named and removed through
// the role services of console-roles.server.ts. Every user is looked up with the school in the WHERE clause, so
// another school's user is "not found"; every change writes one audit row in its own transaction, a refused or empty
// one none. Phone numbers leave as their last four digits.
import { sql, type Transaction } from "kysely";
import { db } from "~/db/client.server";
import { containsPattern } from "~/db/like-pattern";
import type { Database } from "~/db/schema";
import { DomainError } from "~/lib/domain-error";
import { revokeUserSessions } from "~/modules/auth/session.server";
import { fetchPage, type Page } from "~/modules/paging/paged-query";
import type { ConsoleAccess } from "./console-access";
import { recordConsoleChange, type ConsoleActor } from "./console-audit.server";
import { consoleMessages } from "./console-messages";
import { grantSchoolRole, listSchoolRole, revokeSchoolRole, type SchoolStaffMember } from "./console-roles.server";
import { schoolAdminMessages as m } from "./school-admin-messages";
import type { MemberAccount, SchoolRoleCode } from "./school-users-schemas";
import { assertSchoolInScope } from "./school-scope.server";

const SCHOOL_USERS_PAGE_ROWS = 20;

export interface SchoolUserRow {
  userId: number;
  nickname: string;
  /** The phone number's last four digits. */
  phoneTail: string;
  disabled: boolean;
  registeredAt: number;
  /** Site sessions not yet expired: what 退出所有登录 would end. */
  activeSessions: number;
  /** The latest request of any session; null when the user has none. */
  lastSeenAt: number | null;
}

const phoneTail = (phone: string | null) => (phone ?? "").slice(-4);

/**
 * The school's users (not its organisation account, not erased accounts), newest first, 20 a page: all of them, or
 * those whose phone number ends with the digits typed or whose nickname contains the text.
 */
export async function searchSchoolUsers(
  access: ConsoleAccess,
  schoolId: number,
  input: { query?: string; page: number },
  now: number = Date.now(),
): Promise<Page<SchoolUserRow>> {
  await assertSchoolInScope(access, schoolId);
  let filtered = db
    .selectFrom("users as u")
    .where("u.school_id", "=", schoolId)
    .where("u.is_org", "=", 0)
    .where("u.deleted_at", "is", null);
  const query = input.query?.trim() ?? "";
  if (query !== "") {
    const nickname = sql<boolean>`u.nickname like ${containsPattern(query)} escape '\\'`;
    filtered = /^\d+$/.test(query)
      ? filtered.where((eb) => eb.or([eb("u.phone_number", "like", `%${query}`), nickname]))
      : filtered.where(nickname);
  }
  const ordered = filtered
    .select((eb) => [
      "u.id",
      "u.nickname",
      "u.phone_number",
      "u.disabled",
      "u.created_at",
      eb
        .selectFrom("sessions as s")
        .select(eb.fn.countAll<number>().as("n"))
        .whereRef("s.user_id", "=", "u.id")
        .where("s.expires_at", ">", now)
        .as("active_sessions"),
      eb
        .selectFrom("sessions as s")
        .select((inner) => inner.fn.max("s.last_seen_at").as("t"))
        .whereRef("s.user_id", "=", "u.id")
        .as("last_seen_at"),
    ])
    .orderBy("u.id", "desc");
  return fetchPage({ page: input.page, rows: SCHOOL_USERS_PAGE_ROWS }, filtered, ordered, (rows) =>
    rows.map((row) => ({
      userId: row.id,
      nickname: row.nickname,
      phoneTail: phoneTail(row.phone_number),
      disabled: row.disabled === 1,
      registeredAt: Number(row.created_at),
      activeSessions: Number(row.active_sessions ?? 0),
      lastSeenAt: row.last_seen_at === null ? null : Number(row.last_seen_at),
    })),
  );
}

/** A user of the school (the school in the WHERE clause), or 404. */
async function schoolUser(trx: Transaction<Database>, access: ConsoleAccess, schoolId: number, userId: number) {
  const user = await trx
    .selectFrom("users")
    .select(["id", "disabled"])
    .where("id", "=", userId)
    .where("school_id", "=", schoolId)
    .where("is_org", "=", 0)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  if (!user) throw new DomainError(404, consoleMessages.userNotInSchool);
  // An operator's account is the site's, not the school's: a school's administrators cannot lock it out.
  if (!access.operator) {
    const operator = await trx
      .selectFrom("console_roles")
      .select("id")
      .where("user_id", "=", userId)
      .where("role", "=", "operator")
      .executeTakeFirst();
    if (operator) throw new DomainError(403, m.operatorAccount);
  }
  return user;
}

/**
 * 停用 / 启用. Disabling ends every site session of the user at once (their console sessions go with them), and
 * login refuses a disabled account (账号已停用). Setting the state the user already has changes nothing and writes no
 * row. An administrator cannot disable itself.
 */
export async function setUserDisabled(
  access: ConsoleAccess,
  actor: ConsoleActor,
  schoolId: number,
  userId: number,
  disabled: boolean,
  now: number = Date.now(),
): Promise<{ changed: boolean; sessionsEnded: number }> {
  await assertSchoolInScope(access, schoolId);
  if (disabled && userId === access.userId) throw new DomainError(409, m.cannotDisableSelf);
  return db.transaction().execute(async (trx) => {
    const user = await schoolUser(trx, access, schoolId, userId);
    const unchanged = { changed: false, sessionsEnded: 0 };
    if ((user.disabled === 1) === disabled) return unchanged;
    // Conditional on the state read: of two administrators racing, one changes it and writes the row.
    const updated = await trx
      .updateTable("users")
      .set({ disabled: disabled ? 1 : 0, updated_at: now })
      .where("id", "=", userId)
      .where("school_id", "=", schoolId)
      .where("disabled", "=", user.disabled)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return unchanged;
    const sessionsEnded = disabled ? await revokeUserSessions(userId, undefined, trx) : 0;
    await recordConsoleChange(
      trx,
      actor,
      {
        schoolId,
        action: disabled ? "user.disable" : "user.enable",
        targetType: "user",
        targetId: userId,
        before: disabled ? { disabled: false, sessions: sessionsEnded } : { disabled: true },
        after: disabled ? { disabled: true, sessions: 0 } : { disabled: false },
      },
      now,
    );
    return { changed: true, sessionsEnded };
  });
}

/** 退出所有登录: ends every site session (and console session) of the user. None to end: no change, no row. */
export async function signUserOutEverywhere(
  access: ConsoleAccess,
  actor: ConsoleActor,
  schoolId: number,
  userId: number,
  now: number = Date.now(),
): Promise<{ sessionsEnded: number }> {
  await assertSchoolInScope(access, schoolId);
  return db.transaction().execute(async (trx) => {
    await schoolUser(trx, access, schoolId, userId);
    const sessionsEnded = await revokeUserSessions(userId, undefined, trx);
    if (sessionsEnded > 0)
      await recordConsoleChange(
        trx,
        actor,
        {
          schoolId,
          action: "user.sign_out",
          targetType: "user",
          targetId: userId,
          before: { sessions: sessionsEnded },
          after: { sessions: 0 },
        },
        now,
      );
    return { sessionsEnded };
  });
}

/** The school's staff (school_admin) or teachers, longest-serving first; phone numbers as their last four digits. */
export async function listRoleMembers(
  access: ConsoleAccess,
  schoolId: number,
  role: SchoolRoleCode,
): Promise<SchoolStaffMember[]> {
  await assertSchoolInScope(access, schoolId);
  return listSchoolRole(schoolId, role);
}

/**
 * 添加管理员 / 设为教师: an existing user of the school, by phone number or user id. Another school's user (or no user)
 * is "not a user of this school" (404), whichever way it was named. Naming someone who has the role already changes
 * nothing and writes no row.
 */
export async function addRoleMember(
  access: ConsoleAccess,
  actor: ConsoleActor,
  schoolId: number,
  role: SchoolRoleCode,
  account: MemberAccount,
  now: number = Date.now(),
): Promise<{ userId: number; granted: boolean }> {
  await assertSchoolInScope(access, schoolId);
  let lookup = db
    .selectFrom("users")
    .select("phone_number")
    .where("school_id", "=", schoolId)
    .where("is_org", "=", 0)
    .where("deleted_at", "is", null);
  lookup =
    "phoneNumber" in account
      ? lookup.where("phone_number", "=", account.phoneNumber)
      : lookup.where("id", "=", account.userId);
  const user = await lookup.executeTakeFirst();
  if (!user?.phone_number)
    throw new DomainError(404, consoleMessages.userNotInSchool, { account: consoleMessages.userNotInSchool });
  return grantSchoolRole(schoolId, { phoneNumber: user.phone_number, role }, actor, now);
}

/** 移除: the role row is found with the school in the WHERE clause (another school's: 404); one's own admin role stays. */
export async function removeRoleMember(
  access: ConsoleAccess,
  actor: ConsoleActor,
  schoolId: number,
  role: SchoolRoleCode,
  userId: number,
  now: number = Date.now(),
): Promise<void> {
  await assertSchoolInScope(access, schoolId);
  await revokeSchoolRole(schoolId, { userId, role }, actor, now);
}
