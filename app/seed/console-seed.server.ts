// The demo console accounts (app/seed/console-accounts.ts): users of 演示大学 with their console role and the demo
// TOTP secret bound. Idempotent: an account, role or factor already there is left as it is.
import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";
import { hashSecret } from "~/modules/auth/secret-hash.server";
import { confirmedSecondFactorRow } from "~/modules/console/second-factor.server";
import { DEMO_CONSOLE_TOTP_SECRET, demoConsoleAccounts } from "./console-accounts";

export async function seedDemoConsoleAccounts(db: Kysely<Database>, now: number): Promise<void> {
  for (const account of demoConsoleAccounts) {
    const school = await db
      .selectFrom("schools")
      .select("id")
      .where("name", "=", account.schoolName)
      .executeTakeFirstOrThrow();
    let user = await db
      .selectFrom("users")
      .select("id")
      .where("phone_number", "=", account.phoneNumber)
      .executeTakeFirst();
    if (!user) {
      user = await db
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
    }
    await db
      .insertInto("console_roles")
      .values({
        user_id: user.id,
        role: account.role,
        school_id: account.role === "operator" ? null : school.id,
        granted_by: null,
        created_at: now,
      })
      .onConflict((oc) => oc.columns(["user_id", "role"]).doNothing())
      .execute();
    await db
      .insertInto("console_second_factors")
      .values(confirmedSecondFactorRow(user.id, DEMO_CONSOLE_TOTP_SECRET, now))
      .onConflict((oc) => oc.column("user_id").doNothing())
      .execute();
  }
}
