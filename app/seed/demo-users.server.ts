// A demo account of a school (a student, a teacher, console staff): created with its password on the first seeding,
// left as it is when its phone number is there already, so seeding again never resets what a tester changed.
import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";
import { hashSecret } from "~/modules/auth/secret-hash.server";

export interface DemoAccount {
  phoneNumber: string;
  password: string;
  nickname: string;
  schoolName: string;
}

/** The account's user id (made now, or found) and its school's id. */
export async function ensureDemoUser(
  db: Kysely<Database>,
  account: DemoAccount,
  now: number,
): Promise<{ id: number; schoolId: number }> {
  const school = await db
    .selectFrom("schools")
    .select("id")
    .where("name", "=", account.schoolName)
    .executeTakeFirstOrThrow();
  const existing = await db
    .selectFrom("users")
    .select("id")
    .where("phone_number", "=", account.phoneNumber)
    .executeTakeFirst();
  if (existing) return { id: existing.id, schoolId: school.id };
  const created = await db
    .insertInto("users")
    .values({
      school_id: school.id,
      phone_number: account.phoneNumber,
      password_hash: await hashSecret(account.password),
      nickname: account.nickname,
      avatar: null,
      is_org: 0,
      disabled: 0,
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id: created.id, schoolId: school.id };
}
