// For tests that act through the console's pages without going through its sign-in: gives the user behind `token`
// a bound authenticator (the demo secret) and makes this login a console session, as passing the second factor does.
// The way in itself is tested in tests/integration/console-frame.test.ts and tests/e2e/console.test.ts.
import { db } from "~/db/client.server";
import { findUserByToken } from "~/modules/auth/session.server";
import { openConsoleSession } from "~/modules/console/console-sessions.server";
import { confirmedSecondFactorRow } from "~/modules/console/second-factor.server";
import { DEMO_CONSOLE_TOTP_SECRET } from "~/seed/console-accounts";

export async function asConsoleSession(token: string, now: number = Date.now()): Promise<void> {
  const user = await findUserByToken(token);
  if (!user) throw new Error("asConsoleSession: the token has no session");
  await db
    .insertInto("console_second_factors")
    .values(confirmedSecondFactorRow(user.id, DEMO_CONSOLE_TOTP_SECRET, now))
    .onConflict((oc) => oc.column("user_id").doNothing())
    .execute();
  await openConsoleSession({ id: user.sessionId, userId: user.id }, now);
}
