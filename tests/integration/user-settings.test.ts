// 学习设置 and 换绑手机 on SQLite and PostgreSQL (docs/decisions/0025): defaults for a user without a row, the settings'
// round trip through the service, the page action and /api/User/settings, the exam date shared with vocabulary, and
// the phone change — step 1 cannot be skipped, wrong codes and a taken number are refused, success revokes the other
// sessions, and afterwards the old number no longer logs in while the new one does.
import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { getAppSecret } from "~/lib/app-secret.server";
import { latestDevSmsCode } from "~/modules/auth/dev-inbox.server";
import { findUserByToken } from "~/modules/auth/session.server";
import { getPhoneChangeStep, PHONE_CHANGE_TTL_MS, verifyOldPhone } from "~/modules/auth/phone-change.server";
import { hashSmsCode, SMS_CODE_TTL_MS } from "~/modules/auth/sms-code.server";
import { submitSettingsPage } from "~/modules/settings/settings-pages.server";
import { savedThemeCookieAtLogin } from "~/modules/settings/theme-preference.server";
import { getNotificationPreferences, getStudyGoal, getUserSettings } from "~/modules/settings/user-settings.server";
import { dateOfStudyDay, nextNationalExamDate, studyDayIndex } from "~/modules/study-day/study-day";
import { submitPhoneChangePage } from "~/modules/user/phone-change-pages.server";
import { callApi } from "../support/api-client";
import { newUser, type TestUser } from "./course-fixtures";

let ipCounter = 0;
/** A fresh address per send, so the per-IP limit stays out of the way. */
function freshIp(): string {
  ipCounter += 1;
  return `127.1.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}

let phoneCounter = 0;
function freePhone(): string {
  phoneCounter += 1;
  return `136${String(process.pid % 10000).padStart(4, "0")}${String(phoneCounter).padStart(4, "0")}`;
}

const inDays = (days: number) => dateOfStudyDay(studyDayIndex(Date.now()) + days);

async function phoneOf(userId: number): Promise<string> {
  return (await db.selectFrom("users").select("phone_number").where("id", "=", userId).executeTakeFirstOrThrow())
    .phone_number!;
}

/** A second login of the same user (another device). */
async function secondSession(user: TestUser): Promise<string> {
  const { createSession } = await import("~/modules/auth/session.server");
  return createSession(user.id, { ip: "127.0.0.1", userAgent: "other device" });
}

/** A live login code for a phone, written directly (the send limits are login's business, not this test's). */
async function loginCodeFor(phoneNumber: string) {
  const captchaId = crypto.randomUUID();
  const code = "246810";
  const now = Date.now();
  await db
    .insertInto("sms_codes")
    .values({
      captcha_id: captchaId,
      phone_number: phoneNumber,
      code_hash: hashSmsCode(getAppSecret(), captchaId, phoneNumber, code),
      created_at: now,
      expires_at: now + SMS_CODE_TTL_MS,
      consumed_at: null,
    })
    .execute();
  return { phoneCaptchaId: captchaId, phoneCaptcha: code };
}

function pageRequest(path: string, token: string, fields: Record<string, string>): Request {
  return new Request(`http://localhost${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: `Authorization=${token}` },
    body: new URLSearchParams(fields).toString(),
  });
}

async function sendOldCode(token: string, phoneNumber: string) {
  const sent = await callApi("POST", "/api/User/modify-phone/send-old-code", { token, ip: freshIp() });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  return { phoneCaptchaId: sent.body.result.phoneCaptchaId as string, phoneCaptcha: latestDevSmsCode(phoneNumber)! };
}

async function passStepOne(user: TestUser) {
  const code = await sendOldCode(user.token, await phoneOf(user.id));
  const verified = await callApi("POST", "/api/User/modify-phone/verify-old", { token: user.token, body: code });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  expect(verified.body.msg).toBe("原手机号验证成功，请绑定新手机号");
}

async function sendNewCode(token: string, phoneNumber: string) {
  return callApi("POST", "/api/User/modify-phone/send-new-code", { token, ip: freshIp(), body: { phoneNumber } });
}

describe("study settings", () => {
  it("has the defaults for a user without a row", async () => {
    const user = await newUser();
    expect(await getStudyGoal(user.id)).toEqual({ kind: "minutes", amount: 30 });
    expect(await getNotificationPreferences(user.id)).toEqual({ order: true, live: true, square: true });
    const { status, body } = await callApi("GET", "/api/User/settings", { token: user.token });
    expect(status).toBe(200);
    expect(body.result).toMatchObject({
      studyGoal: { kind: "minutes", amount: 30 },
      notifications: { order: true, live: true, square: true },
      target: { school: null, major: null },
      theme: null,
      exam: { date: nextNationalExamDate(Date.now()), isDefault: true, saved: null },
    });
    expect(body.result.exam.daysLeft).toBeGreaterThanOrEqual(0);
  });

  it("saves every section through PUT /api/User/settings and reads it back", async () => {
    const user = await newUser();
    const examDate = inDays(100);
    const { status, body } = await callApi("PUT", "/api/User/settings", {
      token: user.token,
      body: {
        examDate,
        goalKind: "words",
        goalAmount: 80,
        targetSchool: " 浙江大学 ",
        targetMajor: "计算机科学与技术",
        notifyLive: false,
        theme: "purple",
      },
    });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.msg).toBe("已保存");
    expect(body.result).toMatchObject({
      studyGoal: { kind: "words", amount: 80 },
      notifications: { order: true, live: false, square: true },
      target: { school: "浙江大学", major: "计算机科学与技术" },
      theme: "purple",
      exam: { date: examDate, isDefault: false, saved: examDate, daysLeft: 100 },
    });
    expect(await getStudyGoal(user.id)).toEqual({ kind: "words", amount: 80 });
    expect(await getNotificationPreferences(user.id)).toEqual({ order: true, live: false, square: true });
    // A partial save keeps the rest; null clears a target.
    await callApi("PUT", "/api/User/settings", { token: user.token, body: { targetMajor: null, notifySquare: false } });
    const after = await getUserSettings(user.id);
    expect(after.target).toEqual({ school: "浙江大学", major: null });
    expect(after.notifications).toEqual({ order: true, live: false, square: false });
    expect(after.studyGoal).toEqual({ kind: "words", amount: 80 });
  });

  it.each([
    [{ goalKind: "minutes", goalAmount: 5 }, "goalAmount", "每日学习时长为 10–600 分钟的整数"],
    [{ goalKind: "minutes", goalAmount: 601 }, "goalAmount", "每日学习时长为 10–600 分钟的整数"],
    [{ goalKind: "words", goalAmount: 501 }, "goalAmount", "每日单词数为 5–500 个的整数"],
    [{ goalKind: "words", goalAmount: 12.5 }, "goalAmount", "每日单词数为 5–500 个的整数"],
    [{ targetSchool: "北" }, "targetSchool", "目标院校至少 2 个字"],
    [{ targetMajor: "专".repeat(41) }, "targetMajor", "目标专业最多 40 个字"],
    [{ examDate: inDays(-1) }, "examDate", "考试日期不能早于今天"],
    [{ examDate: "2026-02-30" }, "examDate", "请输入正确的考试日期，例如 2026-12-19"],
  ])("refuses %j (%s) and saves nothing of the call", async (input, field, message) => {
    const user = await newUser();
    const { status, body } = await callApi("PUT", "/api/User/settings", {
      token: user.token,
      body: { ...input, notifyOrder: false },
    });
    expect(status).toBe(400);
    expect(body.result.fieldErrors[field]).toBe(message);
    expect(await getNotificationPreferences(user.id)).toEqual({ order: true, live: true, square: true });
  });

  it("shares the exam date with vocabulary, both ways", async () => {
    const user = await newUser();
    const mine = inDays(200);
    await callApi("PUT", "/api/User/settings", { token: user.token, body: { examDate: mine } });
    const word = await callApi("GET", "/api/Word/settings", { token: user.token });
    expect(word.body.result).toMatchObject({ examDate: mine, savedExamDate: mine, daysToExam: 200 });
    const theirs = inDays(150);
    await callApi("PUT", "/api/Word/settings", { token: user.token, body: { examDate: theirs } });
    const settings = await callApi("GET", "/api/User/settings", { token: user.token });
    expect(settings.body.result.exam).toMatchObject({ date: theirs, saved: theirs, daysLeft: 150 });
    // Blank = back to the national exam, in both.
    await callApi("PUT", "/api/User/settings", { token: user.token, body: { examDate: "" } });
    expect((await callApi("GET", "/api/Word/settings", { token: user.token })).body.result).toMatchObject({
      savedExamDate: null,
      examDateIsDefault: true,
    });
  });

  it("page forms: a refused section keeps what was typed; a saved one redirects with 已保存 (and the theme sets its cookie)", async () => {
    const user = await newUser();
    const refused = (await submitSettingsPage(
      pageRequest("/user/seting", user.token, { intent: "goal", goalKind: "words", goalAmount: "9999" }),
    )) as unknown as {
      data: { intent: string; errors: Record<string, string>; values: Record<string, string> };
      init: { status: number };
    };
    expect(refused.init.status).toBe(400);
    expect(refused.data).toEqual({
      intent: "goal",
      errors: { goalAmount: "每日单词数为 5–500 个的整数" },
      values: { goalKind: "words", goalAmount: "9999" },
    });

    const saved = (await submitSettingsPage(
      pageRequest("/mobile/user/seting", user.token, { intent: "notify", notifyOrder: "on" }),
    )) as Response;
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe("/mobile/user/seting");
    expect(await getNotificationPreferences(user.id)).toEqual({ order: true, live: false, square: false });

    const themed = (await submitSettingsPage(
      pageRequest("/user/seting", user.token, { intent: "theme", theme: "red" }),
    )) as Response;
    expect(themed.status).toBe(302);
    expect(themed.headers.get("set-cookie")).toContain("theme=red");
    expect((await getUserSettings(user.id)).theme).toBe("red");
    // The saved theme follows the account: a login on a browser without a theme cookie gets it, one with a cookie keeps its own.
    expect(await savedThemeCookieAtLogin(new Request("http://localhost/"), user.token)).toMatch(/^theme=red;/);
    expect(
      await savedThemeCookieAtLogin(
        new Request("http://localhost/", { headers: { cookie: "theme=gray" } }),
        user.token,
      ),
    ).toBeNull();

    const target = (await submitSettingsPage(
      pageRequest("/user/seting", user.token, { intent: "target", targetSchool: "复旦大学", targetMajor: "" }),
    )) as Response;
    expect(target.status).toBe(302);
    expect((await getUserSettings(user.id)).target).toEqual({ school: "复旦大学", major: null });
  });
});

describe("换绑手机", () => {
  it("refuses an organisation account", async () => {
    const school = await db.selectFrom("schools").select("id").limit(1).executeTakeFirst();
    const now = Date.now();
    const org = await db
      .insertInto("users")
      .values({
        school_id: school?.id ?? null,
        phone_number: null,
        password_hash: null,
        nickname: "机构",
        avatar: null,
        is_org: 1,
        disabled: 0,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const { createSession } = await import("~/modules/auth/session.server");
    const token = await createSession(org.id, { ip: "127.0.0.1", userAgent: "vitest" });
    const { status, body } = await callApi("POST", "/api/User/modify-phone/send-old-code", { token, ip: freshIp() });
    expect(status).toBe(403);
    expect(body.msg).toBe("机构账号没有绑定手机号，以机构身份登录，无需换绑手机");
  });

  it("cannot skip step 1: sending to or verifying the new number first is refused", async () => {
    const user = await newUser();
    const send = await sendNewCode(user.token, freePhone());
    expect(send.status).toBe(409);
    expect(send.body.msg).toBe("请先验证原手机号（验证后 10 分钟内有效）");
    const phoneNumber = freePhone();
    const verify = await callApi("POST", "/api/User/modify-phone/verify-new", {
      token: user.token,
      body: { phoneNumber, ...(await loginCodeFor(phoneNumber)) },
    });
    expect(verify.status).toBe(409);
    expect(await phoneOf(user.id)).not.toBe(phoneNumber);
    // The page action refuses the same way.
    const page = (await submitPhoneChangePage(
      pageRequest("/user/modifyNumber", user.token, {
        intent: "verify-new",
        phoneNumber,
        phoneCaptcha: "123456",
        phoneCaptchaId: "x",
      }),
      { clientIp: freshIp() },
    )) as unknown as {
      data: { errors: Record<string, string> };
      init: { status: number };
    };
    expect(page.init.status).toBe(409);
    expect(page.data.errors[""]).toBe("请先验证原手机号（验证后 10 分钟内有效）");
  });

  it("refuses a wrong code for the old number", async () => {
    const user = await newUser();
    const code = await sendOldCode(user.token, await phoneOf(user.id));
    const wrong = code.phoneCaptcha === "000000" ? "000001" : "000000";
    const { status, body } = await callApi("POST", "/api/User/modify-phone/verify-old", {
      token: user.token,
      body: { ...code, phoneCaptcha: wrong },
    });
    expect(status).toBe(400);
    expect(body.result.fieldErrors.phoneCaptcha).toBe("短信验证码错误或已过期");
    expect((await sendNewCode(user.token, freePhone())).status).toBe(409);
  });

  it("refuses a number bound to another account, and the same number", async () => {
    const [user, other] = [await newUser(), await newUser()];
    await passStepOne(user);
    const taken = await sendNewCode(user.token, await phoneOf(other.id));
    expect(taken.status).toBe(409);
    expect(taken.body.result.fieldErrors.phoneNumber).toBe("该手机号已绑定其他账号");
    const same = await sendNewCode(user.token, await phoneOf(user.id));
    expect(same.status).toBe(400);
    expect(same.body.result.fieldErrors.phoneNumber).toBe("新手机号不能与原手机号相同");
    // Verifying with a code for the taken number (however obtained) is refused too.
    const otherPhone = await phoneOf(other.id);
    const verify = await callApi("POST", "/api/User/modify-phone/verify-new", {
      token: user.token,
      body: { phoneNumber: otherPhone, ...(await loginCodeFor(otherPhone)) },
    });
    expect(verify.status).toBe(409);
    expect(await phoneOf(user.id)).not.toBe(otherPhone);
  });

  it("refuses a wrong code for the new number", async () => {
    const user = await newUser();
    await passStepOne(user);
    const phoneNumber = freePhone();
    const sent = await sendNewCode(user.token, phoneNumber);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const code = latestDevSmsCode(phoneNumber)!;
    const { status, body } = await callApi("POST", "/api/User/modify-phone/verify-new", {
      token: user.token,
      body: {
        phoneNumber,
        phoneCaptchaId: sent.body.result.phoneCaptchaId,
        phoneCaptcha: code === "999999" ? "999998" : "999999",
      },
    });
    expect(status).toBe(400);
    expect(body.result.fieldErrors.phoneCaptcha).toBe("短信验证码错误或已过期");
    expect(await phoneOf(user.id)).not.toBe(phoneNumber);
  });

  it("binds step 1 to the session that passed it, for 10 minutes", async () => {
    const user = await newUser();
    await passStepOne(user);
    const other = await secondSession(user);
    expect((await sendNewCode(other, freePhone())).status).toBe(409);
    // Proven 11 minutes ago: expired.
    const auth = (await findUserByToken(user.token))!;
    const code = await loginCodeFor(await phoneOf(user.id));
    await verifyOldPhone(auth, code, Date.now() - PHONE_CHANGE_TTL_MS - 60_000);
    expect((await getPhoneChangeStep(auth)).step).toBe("old");
  });

  it("changes the number, keeps this session, ends the others; the old number no longer logs in, the new one does", async () => {
    const user = await newUser();
    const oldPhone = await phoneOf(user.id);
    const otherDevice = await secondSession(user);
    await passStepOne(user);
    const phoneNumber = freePhone();
    const sent = await sendNewCode(user.token, phoneNumber);
    expect(sent.status).toBe(200);
    const { status, body } = await callApi("POST", "/api/User/modify-phone/verify-new", {
      token: user.token,
      body: {
        phoneNumber,
        phoneCaptchaId: sent.body.result.phoneCaptchaId,
        phoneCaptcha: latestDevSmsCode(phoneNumber),
      },
    });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.msg).toBe("手机号已更换");
    expect(await phoneOf(user.id)).toBe(phoneNumber);
    expect(await findUserByToken(user.token)).not.toBeNull();
    expect(await findUserByToken(otherDevice)).toBeNull();
    expect(
      await db.selectFrom("phone_change_requests").select("user_id").where("user_id", "=", user.id).execute(),
    ).toEqual([]);

    const oldLogin = await callApi("POST", "/api/User/captcha-login", {
      ip: freshIp(),
      body: { phoneNumber: oldPhone, ...(await loginCodeFor(oldPhone)) },
    });
    expect(oldLogin.status).toBe(400);
    expect(oldLogin.body.msg).toBe("该手机号尚未注册");
    const newLogin = await callApi("POST", "/api/User/captcha-login", {
      ip: freshIp(),
      body: { phoneNumber, ...(await loginCodeFor(phoneNumber)) },
    });
    expect(newLogin.status).toBe(200);
    expect((await findUserByToken(newLogin.body.result.accessToken as string))?.id).toBe(user.id);
  });
});
