// The demo console accounts (app/seed/console-accounts.ts): users of 演示大学 with their console role and the demo
// TOTP secret bound. Idempotent: an account, role or factor already there is left as it is.
import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";
import { confirmedSecondFactorRow } from "~/modules/console/second-factor.server";
import { DEMO_CONSOLE_TOTP_SECRET, demoConsoleAccounts } from "./console-accounts";
import { ensureDemoUser } from "./demo-users.server";

export async function seedDemoConsoleAccounts(db: Kysely<Database>, now: number): Promise<void> {
  for (const account of demoConsoleAccounts) {
    const user = await ensureDemoUser(db, account, now);
    await db
      .insertInto("console_roles")
      .values({
        user_id: user.id,
        role: account.role,
        school_id: account.role === "operator" ? null : user.schoolId,
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
