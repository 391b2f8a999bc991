// Console sessions (issue 25; docs/decisions/0044) on SQLite and PostgreSQL: a site session is a console session only
// after the second factor, ends after 8 hours without a console request (the site session lives on), is listed with
// its address and browser, and all of a user's end at once but the current one; logging out of the site ends it too.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { createSession, findUserByToken, revokeSession } from "~/modules/auth/session.server";
import {
  CONSOLE_IDLE_MS,
  consoleSessionState,
  endConsoleSessions,
  listConsoleSessions,
  openConsoleSession,
} from "~/modules/console/console-sessions.server";
import { newUser, seedDemo } from "./course-fixtures";

const T0 = Date.parse("2026-11-28T10:00:00+08:00");
const HOUR = 3_600_000;

async function siteSession(userId: number, ip: string) {
  const token = await createSession(userId, { ip, userAgent: `browser ${ip}` });
  return (await findUserByToken(token))!.sessionId;
}

beforeAll(async () => {
  await seedDemo();
});

describe("console sessions", () => {
  it("begin with the second factor and end after 8 hours idle, each request restarting the clock", async () => {
    const user = await newUser("演示大学");
    const sessionId = await siteSession(user.id, "10.0.0.1");
    expect(await consoleSessionState(sessionId, T0)).toBe("none");
    await openConsoleSession({ id: sessionId, userId: user.id }, T0);
    expect(await consoleSessionState(sessionId, T0 + 7 * HOUR)).toBe("active");
    // Seen at T0 + 7 h: still active 7 hours later, 15 hours after it began.
    expect(await consoleSessionState(sessionId, T0 + 14 * HOUR)).toBe("active");
    expect(await consoleSessionState(sessionId, T0 + 14 * HOUR + CONSOLE_IDLE_MS + 1)).toBe("expired");
    expect(await consoleSessionState(sessionId, T0 + 23 * HOUR)).toBe("none");
    // The site session itself is untouched.
    expect(await db.selectFrom("sessions").select("id").where("id", "=", sessionId).executeTakeFirst()).toBeDefined();
  });

  it("are listed with address and browser, and all end at once but the current one", async () => {
    const user = await newUser("演示大学");
    const other = await newUser("演示大学");
    const [a, b, c] = [
      await siteSession(user.id, "10.0.0.1"),
      await siteSession(user.id, "10.0.0.2"),
      await siteSession(other.id, "10.0.0.3"),
    ];
    await openConsoleSession({ id: a, userId: user.id }, T0);
    await openConsoleSession({ id: b, userId: user.id }, T0 + 1000);
    await openConsoleSession({ id: c, userId: other.id }, T0);
    const listed = await listConsoleSessions(user.id, T0 + 2000);
    expect(listed.map((session) => [session.sessionId, session.ip, session.userAgent])).toEqual([
      [b, "10.0.0.2", "browser 10.0.0.2"],
      [a, "10.0.0.1", "browser 10.0.0.1"],
    ]);
    expect(await endConsoleSessions(user.id, b)).toBe(1);
    expect(await consoleSessionState(a, T0 + 3000)).toBe("none");
    expect(await consoleSessionState(b, T0 + 3000)).toBe("active");
    expect(await consoleSessionState(c, T0 + 3000)).toBe("active");
  });

  it("end with the site session (logging out)", async () => {
    const user = await newUser("演示大学");
    const sessionId = await siteSession(user.id, "10.0.0.9");
    await openConsoleSession({ id: sessionId, userId: user.id }, T0);
    await revokeSession(sessionId);
    expect(await consoleSessionState(sessionId, T0 + 1000)).toBe("none");
  });
});
