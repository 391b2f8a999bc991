// What the console's service tests share: console access for a user or a fresh organisation account, an actor, a
// user's phone number, and the audit log counted and read from a point on.
import { db } from "~/db/client.server";
import type { ConsoleAccess } from "~/modules/console/console-access";
import type { ConsoleActor } from "~/modules/console/console-audit.server";
import { consoleAccessOf } from "~/modules/console/console-roles.server";

export const phoneOf = async (userId: number) =>
  (await db.selectFrom("users").select("phone_number").where("id", "=", userId).executeTakeFirstOrThrow())
    .phone_number!;

export const accessOf = (user: { id: number; schoolId: number | null }) =>
  consoleAccessOf({ id: user.id, isOrg: false, schoolId: user.schoolId });

export const actorOf = (access: ConsoleAccess): ConsoleActor => ({
  userId: access.userId,
  label: "测试",
  ip: "10.0.0.8",
});

export const auditCount = async () =>
  Number(
    (
      await db
        .selectFrom("console_audit_log")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

export const auditSince = (count: number) =>
  db.selectFrom("console_audit_log").selectAll().orderBy("id").offset(count).limit(1000).execute();

/** A new organisation account of `school` (its administrator by being one), and its console access. */
export async function orgAccount(school: number, name: string, at: number): Promise<ConsoleAccess> {
  const row = await db
    .insertInto("users")
    .values({
      school_id: school,
      phone_number: null,
      password_hash: null,
      nickname: name,
      avatar: null,
      is_org: 1,
      disabled: 0,
      created_at: at,
      updated_at: at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return consoleAccessOf({ id: row.id, isOrg: true, schoolId: school });
}
