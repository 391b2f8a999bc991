// Who may use the console, as rows (issue 25; docs/decisions/0044-console-roles-and-audit.md): a site operator, a
// school's administrators (its organisation account always, and the staff it names), a school's teachers. Every
// grant and removal writes its audit row in its own transaction; a school's roles are looked up with the school in the
// WHERE clause, so another school's user or row is "not found", never touched.
import { sql } from "kysely";
import { db } from "~/db/client.server";
import type { ConsoleRole } from "~/db/schema";
import { DomainError } from "~/lib/domain-error";
import type { AuthUser } from "~/modules/auth/session.server";
import { recordConsoleChange, type ConsoleActor } from "./console-audit.server";
import type { ConsoleAccess } from "./console-access";
import { consoleMessages as m } from "./console-messages";

/** What the console lets this user do. A role row for another school than the user's own counts for nothing. */
export async function consoleAccessOf(user: Pick<AuthUser, "id" | "isOrg" | "schoolId">): Promise<ConsoleAccess> {
  const rows = await db
    .selectFrom("console_roles")
    .select(["role", "school_id"])
    .where("user_id", "=", user.id)
    .execute();
  const ofOwnSchool = (role: ConsoleRole) =>
    user.schoolId !== null && rows.some((row) => row.role === role && row.school_id === user.schoolId)
      ? user.schoolId
      : null;
  return {
    userId: user.id,
    operator: rows.some((row) => row.role === "operator"),
    adminSchoolId: user.isOrg && user.schoolId !== null ? user.schoolId : ofOwnSchool("school_admin"),
    teacherSchoolId: ofOwnSchool("teacher"),
  };
}

/** For services: the access of a console user, or 403 for anyone else. */
export function requireConsoleAccess(access: ConsoleAccess): ConsoleAccess {
  if (!access.operator && access.adminSchoolId === null) throw new DomainError(403, m.notConsoleUser);
  return access;
}

/** The command line as an actor (npm run console:operator). */
export const commandLineActor: ConsoleActor = { userId: null, label: m.commandLine, ip: "127.0.0.1" };

/**
 * Makes the user with this phone number an operator (the first operator comes from the command line, never from a
 * default password). Granting it again changes nothing and writes no row.
 */
export async function grantOperatorByPhone(
  phoneNumber: string,
  actor: ConsoleActor,
  now: number = Date.now(),
): Promise<{ userId: number; granted: boolean }> {
  const user = await db
    .selectFrom("users")
    .select(["id"])
    .where("phone_number", "=", phoneNumber)
    .where("is_org", "=", 0)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  if (!user) throw new DomainError(404, m.userNotFound);
  const granted = await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto("console_roles")
      .values({ user_id: user.id, role: "operator", school_id: null, granted_by: actor.userId, created_at: now })
      .onConflict((oc) => oc.columns(["user_id", "role"]).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return false;
    await recordConsoleChange(
      trx,
      actor,
      {
        schoolId: null,
        action: "role.grant",
        targetType: "user",
        targetId: user.id,
        before: null,
        after: { role: "operator" },
      },
      now,
    );
    return true;
  });
  return { userId: user.id, granted };
}

type SchoolRole = Extract<ConsoleRole, "school_admin" | "teacher">;

/**
 * Names an existing user of the school its administrator (or a teacher). The user is looked up in that school: a
 * phone number of another school's user is "not a user of this school", whoever asks.
 */
export async function grantSchoolRole(
  schoolId: number,
  input: { phoneNumber: string; role: SchoolRole },
  actor: ConsoleActor,
  now: number = Date.now(),
): Promise<{ userId: number; granted: boolean }> {
  const user = await db
    .selectFrom("users")
    .select(["id"])
    .where("phone_number", "=", input.phoneNumber)
    .where("school_id", "=", schoolId)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  if (!user) throw new DomainError(404, m.userNotInSchool, { phoneNumber: m.userNotInSchool });
  const granted = await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto("console_roles")
      .values({ user_id: user.id, role: input.role, school_id: schoolId, granted_by: actor.userId, created_at: now })
      .onConflict((oc) => oc.columns(["user_id", "role"]).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return false;
    await recordConsoleChange(
      trx,
      actor,
      {
        schoolId,
        action: "role.grant",
        targetType: "user",
        targetId: user.id,
        before: null,
        after: { role: input.role },
      },
      now,
    );
    return true;
  });
  return { userId: user.id, granted };
}

/** Removes a school role; the row is found with the school in the WHERE clause (another school's row: 404). */
export async function revokeSchoolRole(
  schoolId: number,
  input: { userId: number; role: SchoolRole },
  actor: ConsoleActor,
  now: number = Date.now(),
): Promise<void> {
  if (input.role === "school_admin" && input.userId === actor.userId) throw new DomainError(409, m.cannotRemoveSelf);
  await db.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom("console_roles")
      .where("user_id", "=", input.userId)
      .where("role", "=", input.role)
      .where("school_id", "=", schoolId)
      .executeTakeFirst();
    if (Number(removed.numDeletedRows) === 0) throw new DomainError(404, m.roleNotFound);
    await recordConsoleChange(
      trx,
      actor,
      {
        schoolId,
        action: "role.revoke",
        targetType: "user",
        targetId: input.userId,
        before: { role: input.role },
        after: null,
      },
      now,
    );
  });
}

export interface SchoolStaffMember {
  userId: number;
  nickname: string;
  /** The phone number's last four digits: enough to tell staff apart, not a list of numbers. */
  phoneTail: string;
  since: number;
}

/** A school's staff (school_admin) or teachers, longest-serving first. */
export async function listSchoolRole(schoolId: number, role: SchoolRole): Promise<SchoolStaffMember[]> {
  const rows = await db
    .selectFrom("console_roles as r")
    .innerJoin("users as u", "u.id", "r.user_id")
    .select(["u.id", "u.nickname", "u.phone_number", "r.created_at"])
    .where("r.school_id", "=", schoolId)
    .where("r.role", "=", role)
    .where("u.school_id", "=", schoolId)
    .orderBy("r.created_at")
    .orderBy(sql`u.id`)
    .execute();
  return rows.map((row) => ({
    userId: row.id,
    nickname: row.nickname,
    phoneTail: (row.phone_number ?? "").slice(-4),
    since: Number(row.created_at),
  }));
}

export interface OperatorMember {
  userId: number;
  nickname: string;
  /** The phone number's last four digits only (0044). */
  phoneTail: string;
  since: number;
}

/** The site's operators, longest-serving first. */
export async function listOperators(): Promise<OperatorMember[]> {
  const rows = await db
    .selectFrom("console_roles as r")
    .innerJoin("users as u", "u.id", "r.user_id")
    .select(["u.id", "u.nickname", "u.phone_number", "r.created_at"])
    .where("r.role", "=", "operator")
    .orderBy("r.created_at")
    .orderBy(sql`u.id`)
    .execute();
  return rows.map((row) => ({
    userId: row.id,
    nickname: row.nickname,
    phoneTail: (row.phone_number ?? "").slice(-4),
    since: Number(row.created_at),
  }));
}

/**
 * Ends a user's operator role, with its audit row. Never the caller's own (so an operator cannot lock the site out by
 * mistake), and never the last one: counted again inside the transaction, so two operators removing each other at
 * once cannot leave none. Not an operator: 404.
 */
export async function revokeOperator(userId: number, actor: ConsoleActor, now: number = Date.now()): Promise<void> {
  if (userId === actor.userId) throw new DomainError(409, m.cannotRevokeSelf);
  await db.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom("console_roles")
      .where("user_id", "=", userId)
      .where("role", "=", "operator")
      .executeTakeFirst();
    if (Number(removed.numDeletedRows) === 0) throw new DomainError(404, m.roleNotFound);
    const left = await trx
      .selectFrom("console_roles")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("role", "=", "operator")
      .executeTakeFirstOrThrow();
    if (Number(left.n) === 0) throw new DomainError(409, m.lastOperator);
    await recordConsoleChange(
      trx,
      actor,
      {
        schoolId: null,
        action: "role.revoke",
        targetType: "user",
        targetId: userId,
        before: { role: "operator" },
        after: null,
      },
      now,
    );
  });
}
