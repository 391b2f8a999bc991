// The console's frame (issue 25; docs/decisions/0045-console-frame.md) on SQLite and PostgreSQL: the one access rule
// for pages (requireConsoleUser: guest → login, student → 403, no factor → enrolment, no console session → sign-in)
// and the API (auth "console": 401, 403 naming the missing step), the sign-in and enrolment pages' actions (a wrong
// code refused with its message, a right one opening the console session with one audit row; recovery codes shown
// once), the sessions page ending sessions, the audit log as each role may read it, and the demo console accounts.
import { Secret, TOTP } from "otpauth";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { findUserByToken } from "~/modules/auth/session.server";
import {
  loadConsoleAuditPage,
  loadConsoleHomePage,
  submitConsoleSessionsPage,
} from "~/modules/console/console-account-pages.server";
import { consoleMessages as m } from "~/modules/console/console-messages";
import { grantOperatorByPhone, commandLineActor } from "~/modules/console/console-roles.server";
import { consoleSessionState } from "~/modules/console/console-sessions.server";
import {
  loadConsoleEnrolPage,
  loadConsoleSignInPage,
  submitConsoleEnrolPage,
  submitConsoleSignInPage,
} from "~/modules/console/console-sign-in-pages.server";
import { confirmEnrolment, startEnrolment } from "~/modules/console/second-factor.server";
import { secondFactorMessages } from "~/modules/console/second-factor-messages";
import { DEMO_CONSOLE_TOTP_SECRET, demoConsoleAccounts } from "~/seed/console-accounts";
import { callApi } from "../support/api-client";
import { loginDemo, newUser, schoolId, seedDemo, type TestUser } from "./course-fixtures";

const CONTEXT = { clientIp: "10.9.8.7" };
const STEP = 30_000;
const codeAt = (secret: string, timestamp: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" }).generate({ timestamp });

function page(path: string, token: string | null, form?: Record<string, string>): Request {
  const headers = new Headers(token ? { cookie: `Authorization=${token}` } : {});
  if (!form) return new Request(`http://localhost${path}`, { headers });
  headers.set("content-type", "application/x-www-form-urlencoded");
  return new Request(`http://localhost${path}`, { method: "POST", headers, body: new URLSearchParams(form) });
}

/** What a loader or action threw or returned: a Response (redirect, data()) or a plain value. */
async function outcome(run: () => Promise<unknown>): Promise<{ status: number; location: string | null; body: any }> {
  let value: unknown;
  try {
    value = await run();
  } catch (thrown) {
    value = thrown;
  }
  if (value instanceof Response) {
    const text = value.status >= 300 && value.status < 400 ? "" : await value.text();
    return { status: value.status, location: value.headers.get("location"), body: text ? JSON.parse(text) : null };
  }
  if (
    value &&
    typeof value === "object" &&
    "type" in value &&
    (value as { type: string }).type === "DataWithResponseInit"
  ) {
    const { data, init } = value as unknown as { data: unknown; init: { status?: number } | null };
    return { status: init?.status ?? 200, location: null, body: data };
  }
  if (value instanceof Error) throw value;
  return { status: 200, location: null, body: value };
}

/** A new administrator of 演示大学 with a bound authenticator (enrolled a minute ago). */
async function schoolAdmin(): Promise<TestUser & { secret: string; recoveryCodes: string[] }> {
  const user = await newUser("演示大学");
  await db
    .insertInto("console_roles")
    .values({ user_id: user.id, role: "school_admin", school_id: user.schoolId, granted_by: null, created_at: 1 })
    .execute();
  const before = Date.now() - 2 * STEP;
  const { secret } = await startEnrolment(user.id, "t", before);
  const { recoveryCodes } = await confirmEnrolment(
    { userId: user.id, label: "t", ip: "10.0.0.1" },
    codeAt(secret, before),
    before,
  );
  return { ...user, secret, recoveryCodes };
}

beforeAll(async () => {
  await seedDemo();
});

describe("requireConsoleUser on the pages", () => {
  it("sends a guest to log in, answers a student 403, an administrator without a factor to enrolment, and one without a console session to the second factor", async () => {
    const guest = await outcome(() => loadConsoleHomePage(page("/console/audit?before=9", null), CONTEXT));
    expect(guest.status).toBe(302);
    expect(guest.location).toBe(`/login/passLogin?redirect=${encodeURIComponent("/console/audit?before=9")}`);

    const student = await newUser("演示大学");
    const refused = await outcome(() => loadConsoleHomePage(page("/console", student.token), CONTEXT));
    expect(refused).toMatchObject({ status: 403, body: { message: m.notConsoleUser } });

    const org = await newUser("北京大学");
    await db.updateTable("users").set({ is_org: 1 }).where("id", "=", org.id).execute();
    const enrol = await outcome(() => loadConsoleHomePage(page("/console/audit", org.token), CONTEXT));
    expect(enrol).toMatchObject({
      status: 302,
      location: `/console/enrol?redirect=${encodeURIComponent("/console/audit")}`,
    });

    const admin = await schoolAdmin();
    const signIn = await outcome(() => loadConsoleHomePage(page("/console", admin.token), CONTEXT));
    expect(signIn).toMatchObject({
      status: 302,
      location: `/console/signIn?redirect=${encodeURIComponent("/console")}`,
    });
  });

  it("lets the administrator in after a right code, once: the code replayed, a wrong one and a malformed one are refused with their message", async () => {
    const admin = await schoolAdmin();
    const back = encodeURIComponent("/console/audit");
    expect(
      await outcome(() => loadConsoleSignInPage(page(`/console/signIn?redirect=${back}`, admin.token), CONTEXT)),
    ).toMatchObject({
      status: 200,
      body: { recoveryCodesLeft: 10 },
    });

    const malformed = await outcome(() =>
      submitConsoleSignInPage(page(`/console/signIn?redirect=${back}`, admin.token, { code: "12ab" }), CONTEXT),
    );
    expect(malformed).toMatchObject({
      status: 400,
      body: { errors: { code: "请输入验证器中的 6 位数字，或一个恢复码（如 ABCDE-FGHJK）" } },
    });
    const wrongCode = codeAt(admin.secret, Date.now() + 10 * STEP);
    const wrong = await outcome(() =>
      submitConsoleSignInPage(page(`/console/signIn?redirect=${back}`, admin.token, { code: wrongCode }), CONTEXT),
    );
    expect(wrong).toMatchObject({ status: 400, body: { errors: { code: secondFactorMessages.wrongCode } } });

    const code = codeAt(admin.secret, Date.now());
    const passed = await outcome(() =>
      submitConsoleSignInPage(page(`/console/signIn?redirect=${back}`, admin.token, { code }), CONTEXT),
    );
    expect(passed).toMatchObject({ status: 302, location: "/console/audit" });
    const sessionId = (await findUserByToken(admin.token))!.sessionId;
    expect(await consoleSessionState(sessionId)).toBe("active");

    // The console opens; the sign-in page now sends the user on; the same code in another session is refused.
    expect(await outcome(() => loadConsoleHomePage(page("/console", admin.token), CONTEXT))).toMatchObject({
      status: 200,
      body: { roleText: "演示大学管理员", recoveryCodesLeft: 10 },
    });
    expect(await outcome(() => loadConsoleSignInPage(page("/console/signIn", admin.token), CONTEXT))).toMatchObject({
      status: 302,
      location: "/console",
    });
    const other = await loginDemoToken(admin.id);
    const replayed = await outcome(() => submitConsoleSignInPage(page("/console/signIn", other, { code }), CONTEXT));
    expect(replayed).toMatchObject({ status: 400, body: { errors: { code: secondFactorMessages.wrongCode } } });

    const rows = await db
      .selectFrom("console_audit_log")
      .select(["action", "school_id", "ip", "after_json"])
      .where("actor_user_id", "=", admin.id)
      .where("action", "=", "console.sign-in")
      .execute();
    expect(rows).toEqual([
      { action: "console.sign-in", school_id: admin.schoolId, ip: CONTEXT.clientIp, after_json: '{"via":"totp"}' },
    ]);
  });

  it("accepts a recovery code once, and never sends the user outside the console after it", async () => {
    const admin = await schoolAdmin();
    const recovery = admin.recoveryCodes[0]!;
    const passed = await outcome(() =>
      submitConsoleSignInPage(
        page("/console/signIn?redirect=https%3A%2F%2Fevil.example", admin.token, { code: recovery }),
        CONTEXT,
      ),
    );
    expect(passed).toMatchObject({ status: 302, location: "/console" });
    const other = await loginDemoToken(admin.id);
    const again = await outcome(() =>
      submitConsoleSignInPage(page("/console/signIn", other, { code: recovery }), CONTEXT),
    );
    expect(again.status).toBe(400);
    expect(await outcome(() => loadConsoleHomePage(page("/console", admin.token), CONTEXT))).toMatchObject({
      body: { recoveryCodesLeft: 9 },
    });
  });
});

async function loginDemoToken(userId: number): Promise<string> {
  const { createSession } = await import("~/modules/auth/session.server");
  return createSession(userId, { ip: "10.0.0.2", userAgent: "another browser" });
}

describe("enrolment page", () => {
  it("keeps one QR code across reloads, refuses a wrong first code, then shows ten recovery codes once and opens the console", async () => {
    const org = await newUser("复旦大学");
    await db.updateTable("users").set({ is_org: 1 }).where("id", "=", org.id).execute();
    const first = await outcome(() => loadConsoleEnrolPage(page("/console/enrol", org.token), CONTEXT));
    const again = await outcome(() => loadConsoleEnrolPage(page("/console/enrol", org.token), CONTEXT));
    expect(first.body.enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(again.body.enrolment.secret).toBe(first.body.enrolment.secret);
    expect(first.body.enrolment.qrSvg).toContain("<svg");

    const wrong = await outcome(() =>
      submitConsoleEnrolPage(page("/console/enrol", org.token, { code: "12345" }), CONTEXT),
    );
    expect(wrong).toMatchObject({ status: 400, body: { errors: { code: "请输入验证器中显示的 6 位数字" } } });

    const done = await outcome(() =>
      submitConsoleEnrolPage(
        page("/console/enrol?redirect=%2Fconsole%2Faudit", org.token, {
          code: codeAt(first.body.enrolment.secret, Date.now()),
        }),
        CONTEXT,
      ),
    );
    expect(done.status).toBe(200);
    expect(done.body.done).toBe(true);
    expect(done.body.next).toBe("/console/audit");
    expect(done.body.recoveryCodes).toHaveLength(10);
    // The loader of the same (no-JavaScript) answer no longer shows a secret, and the console is open.
    expect(await outcome(() => loadConsoleEnrolPage(page("/console/enrol", org.token), CONTEXT))).toMatchObject({
      body: { enrolment: null },
    });
    expect(await outcome(() => loadConsoleHomePage(page("/console", org.token), CONTEXT))).toMatchObject({
      body: { roleText: "复旦大学管理员" },
    });
  });
});

describe("the console API", () => {
  it("answers a guest 401, a student 403, an administrator 403 until the second factor, then the caller and its menu", async () => {
    expect((await callApi("GET", "/api/console/me")).status).toBe(401);
    const student = await newUser("演示大学");
    expect((await callApi("GET", "/api/console/me", { token: student.token })).body).toMatchObject({
      code: 403,
      msg: m.notConsoleUser,
    });
    expect(
      (await callApi("POST", "/api/console/sign-in", { token: student.token, body: { code: "123456" } })).status,
    ).toBe(403);

    const admin = await schoolAdmin();
    expect((await callApi("GET", "/api/console/me", { token: admin.token })).body).toMatchObject({
      code: 403,
      msg: m.signInFirst,
    });
    const bad = await callApi("POST", "/api/console/sign-in", { token: admin.token, body: { code: "abc" } });
    expect(bad.status).toBe(400);
    const signed = await callApi("POST", "/api/console/sign-in", {
      token: admin.token,
      body: { code: codeAt(admin.secret, Date.now()) },
    });
    expect(signed.body).toMatchObject({ code: 200, msg: m.signedIn, result: { usedRecoveryCode: false } });
    const me = await callApi("GET", "/api/console/me", { token: admin.token });
    expect(me.body.result).toMatchObject({
      operator: false,
      adminSchoolId: admin.schoolId,
      roleText: "演示大学管理员",
    });
    expect(me.body.result.menu.map((item: { path: string }) => item.path)).toContain("/console/audit");
  });

  it("lists and ends console sessions, each end with its audit row", async () => {
    const admin = await schoolAdmin();
    const other = await loginDemoToken(admin.id);
    const now = Date.now();
    expect(
      (await callApi("POST", "/api/console/sign-in", { token: admin.token, body: { code: codeAt(admin.secret, now) } }))
        .status,
    ).toBe(200);
    expect(
      (
        await callApi("POST", "/api/console/sign-in", {
          token: other,
          body: { code: codeAt(admin.secret, now + STEP) },
        })
      ).status,
    ).toBe(200);
    const listed = await callApi("GET", "/api/console/sessions", { token: admin.token });
    expect(listed.body.result.items).toHaveLength(2);
    expect(listed.body.result.items.filter((item: { current: boolean }) => item.current)).toHaveLength(1);

    const ended = await callApi("POST", "/api/console/sessions/end", { token: admin.token, body: { scope: "others" } });
    expect(ended.body).toMatchObject({ code: 200, result: { ended: 1 } });
    expect((await callApi("GET", "/api/console/me", { token: other })).status).toBe(403);
    expect((await callApi("GET", "/api/console/me", { token: admin.token })).status).toBe(200);

    // The page's 退出所有控制台登录: this one too, back to the site, the site login kept.
    const all = await outcome(() =>
      submitConsoleSessionsPage(page("/console/sessions", admin.token, { scope: "all" }), CONTEXT),
    );
    expect(all).toMatchObject({ status: 302, location: "/" });
    expect((await callApi("GET", "/api/console/me", { token: admin.token })).body.msg).toBe(m.signInFirst);
    expect(await findUserByToken(admin.token)).not.toBeNull();
    const ends = await db
      .selectFrom("console_audit_log")
      .select("after_json")
      .where("actor_user_id", "=", admin.id)
      .where("action", "=", "console.sessions-end")
      .orderBy("id")
      .execute();
    expect(ends.map((row) => JSON.parse(row.after_json!))).toEqual([
      { scope: "others", ended: 1 },
      { scope: "all", ended: 1 },
    ]);
  });

  it("shows the audit log to a school's administrators for their school only, and to the operator for every school", async () => {
    const demoAdmin = await schoolAdmin();
    const now = Date.now();
    await callApi("POST", "/api/console/sign-in", {
      token: demoAdmin.token,
      body: { code: codeAt(demoAdmin.secret, now) },
    });
    const fudan = await newUser("复旦大学");
    await db.updateTable("users").set({ is_org: 1 }).where("id", "=", fudan.id).execute();
    const { secret } = await startEnrolment(fudan.id, "f", now - 2 * STEP);
    await confirmEnrolment(
      { userId: fudan.id, label: "f", ip: "10.3.0.1" },
      codeAt(secret, now - 2 * STEP),
      now - 2 * STEP,
    );
    await callApi("POST", "/api/console/sign-in", { token: fudan.token, body: { code: codeAt(secret, now) } });

    const demoSchool = await schoolId("演示大学");
    const seen = (await callApi("GET", "/api/console/audit?limit=100", { token: demoAdmin.token })).body.result
      .items as Array<{
      schoolId: number | null;
    }>;
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((entry) => entry.schoolId === demoSchool)).toBe(true);

    const operator = await newUser("演示大学");
    const phone = (
      await db.selectFrom("users").select("phone_number").where("id", "=", operator.id).executeTakeFirstOrThrow()
    ).phone_number!;
    await grantOperatorByPhone(phone, commandLineActor);
    const { secret: operatorSecret } = await startEnrolment(operator.id, "o", now - 2 * STEP);
    await confirmEnrolment(
      { userId: operator.id, label: "o", ip: "10.0.0.3" },
      codeAt(operatorSecret, now - 2 * STEP),
      now - 2 * STEP,
    );
    await callApi("POST", "/api/console/sign-in", {
      token: operator.token,
      body: { code: codeAt(operatorSecret, now) },
    });
    const all = (await callApi("GET", "/api/console/audit?limit=100", { token: operator.token })).body.result
      .items as Array<{
      schoolId: number | null;
    }>;
    const fudanSchool = await schoolId("复旦大学");
    expect(all.some((entry) => entry.schoolId === fudanSchool)).toBe(true);
    expect(all.some((entry) => entry.schoolId === null)).toBe(true);

    // The page: paged by ?before=, a malformed one back to the first page.
    const firstPage = await outcome(() =>
      loadConsoleAuditPage(page("/console/audit?limit=1", operator.token), CONTEXT),
    );
    expect(firstPage.body.entries).toHaveLength(1);
    expect(firstPage.body.nextBefore).toBe(firstPage.body.entries[0].id);
    expect(
      await outcome(() => loadConsoleAuditPage(page("/console/audit?before=abc", operator.token), CONTEXT)),
    ).toMatchObject({
      status: 302,
      location: "/console/audit",
    });
  });
});

describe("the demo console accounts", () => {
  it("are an operator and 演示大学's library staff, each with the demo authenticator bound", async () => {
    for (const account of demoConsoleAccounts) {
      const user = await loginDemo(account.phoneNumber);
      const code = codeAt(DEMO_CONSOLE_TOTP_SECRET, Date.now());
      const signed = await callApi("POST", "/api/console/sign-in", { token: user.token, body: { code } });
      expect(signed.status).toBe(200);
      const me = (await callApi("GET", "/api/console/me", { token: user.token })).body.result;
      expect(me.operator).toBe(account.role === "operator");
    }
  });
});
