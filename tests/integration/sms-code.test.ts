// SMS codes end to end on the real database: life cycle (5 minutes, single use, 5 tries, bound to the phone), the
// send limits (per phone 60 s / hour / 24 h, per IP) checked before the provider is called, and the endpoint.
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "~/db/client.server";
import { DomainError } from "~/lib/domain-error";
import { closeRateLimitStores } from "~/modules/rate-limit/rate-limit.server";
import { clearDevInbox, readDevInbox } from "~/modules/auth/dev-inbox.server";
import { consumeSmsCode, sendSmsCode, SMS_SEND_LIMITS, smsResendWaitSeconds } from "~/modules/auth/sms-code.server";

const PER_IP = SMS_SEND_LIMITS.perIpHour.points;
import { setSmsProviderForTests, SMS_SEND_FAILED_MESSAGE, type SmsProvider } from "~/modules/auth/sms-provider.server";
import { callApi } from "../support/api-client";
import { domainErrorOf } from "../support/domain-error";

// A provider that remembers what it was asked to send.
const sent: Array<{ phoneNumber: string; code: string }> = [];
let failNext = false;
const recordingProvider: SmsProvider = {
  name: "recording",
  async send(phoneNumber, code) {
    sent.push({ phoneNumber, code });
    if (failNext) {
      failNext = false;
      throw new DomainError(503, SMS_SEND_FAILED_MESSAGE);
    }
  },
};
const lastCodeFor = (phoneNumber: string) => sent.filter((entry) => entry.phoneNumber === phoneNumber).at(-1)?.code;

// Fresh phone numbers and IPs per test, so limits from one test never leak into the next.
let counter = 0;
const nextPhone = () => `139${String(10_000_000 + ++counter * 37).padStart(8, "0")}`;
const nextIp = () => `10.9.${Math.floor(counter / 250)}.${(counter % 250) + 1}`;

const T0 = new Date("2026-03-02T01:00:00Z").getTime();
const at = (ms: number) => vi.setSystemTime(T0 + ms);

const invalid = {
  status: 400,
  message: "短信验证码错误或已过期",
  fieldErrors: { phoneCaptcha: "短信验证码错误或已过期" },
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  at(0);
  setSmsProviderForTests(recordingProvider);
  counter += 1;
});
afterEach(() => {
  vi.useRealTimers();
  setSmsProviderForTests(null);
});
afterAll(() => closeRateLimitStores());

describe("sending", () => {
  it("sends a 6-digit code and returns a captcha id and the 60 s resend wait", async () => {
    const phone = nextPhone();
    const result = await sendSmsCode(phone, { ip: nextIp() });
    expect(result.captchaId).toMatch(/^[0-9a-f-]{36}$/);
    expect(result.resendInSeconds).toBe(60);
    expect(lastCodeFor(phone)).toMatch(/^\d{6}$/);
  });

  it("stores only a hash of the code, bound to the phone, expiring in 5 minutes", async () => {
    const phone = nextPhone();
    const { captchaId } = await sendSmsCode(phone, { ip: nextIp() });
    const row = await db
      .selectFrom("sms_codes")
      .selectAll()
      .where("captcha_id", "=", captchaId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      phone_number: phone,
      attempts: 0,
      created_at: T0,
      expires_at: T0 + 5 * 60_000,
      consumed_at: null,
    });
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(lastCodeFor(phone));
  });

  it("with the console provider, logs the code and lists it in the dev inbox, newest first", async () => {
    setSmsProviderForTests(null); // the configured one: SMS_PROVIDER unset → console
    clearDevInbox();
    const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
    const first = nextPhone();
    const second = nextPhone();
    await sendSmsCode(first, { ip: nextIp() });
    await sendSmsCode(second, { ip: nextIp() });
    const inbox = readDevInbox();
    expect(inbox.sms.map((entry) => entry.phoneNumber)).toEqual([second, first]);
    expect(inbox.sms[0]).toEqual({
      phoneNumber: second,
      code: expect.stringMatching(/^\d{6}$/),
      at: new Date(T0).toISOString(),
    });
    expect(log).toHaveBeenCalledWith(expect.stringContaining(inbox.sms[0]!.code));
    log.mockRestore();
  });
});

describe("consuming", () => {
  it("accepts the right code once", async () => {
    const phone = nextPhone();
    const { captchaId } = await sendSmsCode(phone, { ip: nextIp() });
    const code = lastCodeFor(phone)!;
    await expect(consumeSmsCode({ phoneNumber: phone, captchaId, code })).resolves.toBeUndefined();
    expect(await domainErrorOf(consumeSmsCode({ phoneNumber: phone, captchaId, code }))).toMatchObject(invalid);
  });

  it("is valid for 5 minutes and no longer", async () => {
    const phone = nextPhone();
    const { captchaId } = await sendSmsCode(phone, { ip: nextIp() });
    at(5 * 60_000 - 1);
    await expect(consumeSmsCode({ phoneNumber: phone, captchaId, code: lastCodeFor(phone)! })).resolves.toBeUndefined();

    at(10 * 60_000);
    const other = nextPhone();
    const second = await sendSmsCode(other, { ip: nextIp() });
    at(15 * 60_000);
    expect(
      await domainErrorOf(
        consumeSmsCode({ phoneNumber: other, captchaId: second.captchaId, code: lastCodeFor(other)! }),
      ),
    ).toMatchObject(invalid);
  });

  it("dies after 5 wrong tries, even for the right code", async () => {
    const phone = nextPhone();
    const { captchaId } = await sendSmsCode(phone, { ip: nextIp() });
    const code = lastCodeFor(phone)!;
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) {
      expect(await domainErrorOf(consumeSmsCode({ phoneNumber: phone, captchaId, code: wrong }))).toMatchObject(
        invalid,
      );
    }
    expect(await domainErrorOf(consumeSmsCode({ phoneNumber: phone, captchaId, code }))).toMatchObject(invalid);
  });

  it("still accepts the right code on the 5th try", async () => {
    const phone = nextPhone();
    const { captchaId } = await sendSmsCode(phone, { ip: nextIp() });
    const code = lastCodeFor(phone)!;
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 4; i++) await domainErrorOf(consumeSmsCode({ phoneNumber: phone, captchaId, code: wrong }));
    await expect(consumeSmsCode({ phoneNumber: phone, captchaId, code })).resolves.toBeUndefined();
  });

  it("never lets parallel guesses exceed 5 checks", async () => {
    const phone = nextPhone();
    const { captchaId } = await sendSmsCode(phone, { ip: nextIp() });
    const code = lastCodeFor(phone)!;
    const guesses = Array.from({ length: 12 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, "0"));
    await Promise.allSettled(guesses.map((guess) => consumeSmsCode({ phoneNumber: phone, captchaId, code: guess })));
    const row = await db
      .selectFrom("sms_codes")
      .select("attempts")
      .where("captcha_id", "=", captchaId)
      .executeTakeFirstOrThrow();
    expect(row.attempts).toBe(5);
    expect(await domainErrorOf(consumeSmsCode({ phoneNumber: phone, captchaId, code }))).toMatchObject(invalid);
  });

  it("refuses a code for another phone (which counts as a try)", async () => {
    const phone = nextPhone();
    const intruder = nextPhone();
    const { captchaId } = await sendSmsCode(phone, { ip: nextIp() });
    const code = lastCodeFor(phone)!;
    expect(await domainErrorOf(consumeSmsCode({ phoneNumber: intruder, captchaId, code }))).toMatchObject(invalid);
    await expect(consumeSmsCode({ phoneNumber: phone, captchaId, code })).resolves.toBeUndefined();
  });

  it("refuses unknown ids, empty and malformed codes", async () => {
    const phone = nextPhone();
    const { captchaId } = await sendSmsCode(phone, { ip: nextIp() });
    for (const attempt of [
      { phoneNumber: phone, captchaId: "no-such-id", code: lastCodeFor(phone)! },
      { phoneNumber: phone, captchaId: "", code: lastCodeFor(phone)! },
      { phoneNumber: phone, captchaId: "x".repeat(500), code: lastCodeFor(phone)! },
      { phoneNumber: phone, captchaId, code: "" },
      { phoneNumber: phone, captchaId, code: "12ab56" },
    ]) {
      expect(await domainErrorOf(consumeSmsCode(attempt))).toMatchObject(invalid);
    }
  });

  it("a new code supersedes the phone's earlier one", async () => {
    const phone = nextPhone();
    const ip = nextIp();
    const first = await sendSmsCode(phone, { ip });
    const firstCode = lastCodeFor(phone)!;
    at(61_000);
    const second = await sendSmsCode(phone, { ip });
    expect(
      await domainErrorOf(consumeSmsCode({ phoneNumber: phone, captchaId: first.captchaId, code: firstCode })),
    ).toMatchObject(invalid);
    await expect(
      consumeSmsCode({ phoneNumber: phone, captchaId: second.captchaId, code: lastCodeFor(phone)! }),
    ).resolves.toBeUndefined();
  });

  it("kills the code when the provider fails, and reports 503", async () => {
    const phone = nextPhone();
    failNext = true;
    const error = await domainErrorOf(sendSmsCode(phone, { ip: nextIp() }));
    expect(error).toMatchObject({ status: 503, message: "短信发送失败，请稍后再试" });
    const row = await db
      .selectFrom("sms_codes")
      .select("consumed_at")
      .where("phone_number", "=", phone)
      .executeTakeFirstOrThrow();
    expect(row.consumed_at).not.toBeNull();
  });
});

describe("send limits", () => {
  it("one send per phone per 60 s, with the seconds left", async () => {
    const phone = nextPhone();
    const ip = nextIp();
    await sendSmsCode(phone, { ip });
    expect(await smsResendWaitSeconds(phone)).toBe(60);

    at(1_000);
    const calls = sent.length;
    const error = await domainErrorOf(sendSmsCode(phone, { ip }));
    expect(error).toMatchObject({
      status: 429,
      message: "发送过于频繁，请 59 秒后再试",
      details: { retryAfterSeconds: 59 },
    });
    expect(sent.length).toBe(calls); // the provider was not called

    at(30_000);
    expect(await smsResendWaitSeconds(phone)).toBe(30);
    at(59_001);
    expect((await domainErrorOf(sendSmsCode(phone, { ip }))).message).toBe("发送过于频繁，请 1 秒后再试");
    at(60_000);
    expect(await smsResendWaitSeconds(phone)).toBe(0);
    await expect(sendSmsCode(phone, { ip })).resolves.toMatchObject({ resendInSeconds: 60 });
  });

  it("5 per phone per hour, then 10 per 24 hours, always naming the longest wait", async () => {
    const phone = nextPhone();
    const ip = nextIp();
    for (let i = 0; i < 4; i++) {
      at(i * 60_000);
      await sendSmsCode(phone, { ip });
    }
    at(4 * 60_000);
    // The 5th send uses up the hour: the countdown it returns is the rest of the hour, not 60 s.
    expect(await sendSmsCode(phone, { ip })).toMatchObject({ resendInSeconds: 3600 - 240 });

    at(5 * 60_000);
    const calls = sent.length;
    const hourly = await domainErrorOf(sendSmsCode(phone, { ip }));
    expect(hourly).toMatchObject({
      status: 429,
      message: "该手机号 1 小时内最多获取 5 次验证码，请 55 分钟后再试",
      details: { retryAfterSeconds: 3300 },
    });
    expect(await smsResendWaitSeconds(phone)).toBe(3300);
    expect(sent.length).toBe(calls);

    for (let i = 0; i < 5; i++) {
      at(3_600_000 + i * 60_000);
      await sendSmsCode(phone, { ip });
    }
    at(3_600_000 + 5 * 60_000);
    const daily = await domainErrorOf(sendSmsCode(phone, { ip }));
    expect(daily).toMatchObject({
      status: 429,
      message: "该手机号 24 小时内最多获取 10 次验证码，请 23 小时后再试",
      details: { retryAfterSeconds: 86_400 - 3_900 },
    });

    at(86_400_000);
    await expect(sendSmsCode(phone, { ip })).resolves.toMatchObject({ resendInSeconds: 60 });
  });

  it(`${PER_IP} sends per IP per hour, whatever the phones; a refused send costs the phone nothing`, async () => {
    const ip = nextIp();
    for (let i = 0; i < PER_IP; i++) await sendSmsCode(nextPhone(), { ip });
    const phone = nextPhone();
    const calls = sent.length;
    const error = await domainErrorOf(sendSmsCode(phone, { ip }));
    expect(error).toMatchObject({
      status: 429,
      message: "当前网络获取验证码过于频繁，请 1 小时后再试",
      details: { retryAfterSeconds: 3600 },
    });
    expect(sent.length).toBe(calls);
    expect(await smsResendWaitSeconds(phone)).toBe(0);
    await expect(sendSmsCode(phone, { ip: nextIp() })).resolves.toBeTruthy();
  });

  it("parallel sends for one phone: exactly one goes out", async () => {
    const phone = nextPhone();
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) => sendSmsCode(phone, { ip: `10.77.${counter}.${i}` })),
    );
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    expect(sent.filter((entry) => entry.phoneNumber === phone)).toHaveLength(1);
    // The refused ones did not eat into the phone's hourly allowance: four more sends this hour still go out.
    for (let i = 1; i <= 4; i++) {
      at(i * 60_000);
      await sendSmsCode(phone, { ip: nextIp() });
    }
    expect(sent.filter((entry) => entry.phoneNumber === phone)).toHaveLength(5);
  });
});

describe("GET /api/System/send-captcha", () => {
  it("returns the captcha id as result", async () => {
    const phone = nextPhone();
    const { status, body } = await callApi("GET", `/api/System/send-captcha?phoneNumber=${phone}`, { ip: nextIp() });
    expect(status).toBe(200);
    expect(body).toEqual({ code: 200, msg: "验证码已发送", result: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    await expect(
      consumeSmsCode({ phoneNumber: phone, captchaId: body.result, code: lastCodeFor(phone)! }),
    ).resolves.toBeUndefined();
  });

  it.each([
    ["", "请输入手机号"],
    ["?phoneNumber=", "请输入手机号"],
    ["?phoneNumber=12345", "请输入正确的手机号"],
    ["?phoneNumber=23800138000", "请输入正确的手机号"],
    ["?phoneNumber=1380013800a", "请输入正确的手机号"],
  ])("answers %j with 400 %s and sends nothing", async (query, message) => {
    const calls = sent.length;
    const { status, body } = await callApi("GET", `/api/System/send-captcha${query}`, { ip: nextIp() });
    expect(status).toBe(400);
    expect(body).toEqual({ code: 400, msg: message, result: { fieldErrors: { phoneNumber: message } } });
    expect(sent.length).toBe(calls);
  });

  it("answers a second send within 60 s with 429 and retryAfterSeconds", async () => {
    const phone = nextPhone();
    const ip = nextIp();
    await callApi("GET", `/api/System/send-captcha?phoneNumber=${phone}`, { ip });
    at(15_000);
    const { status, body } = await callApi("GET", `/api/System/send-captcha?phoneNumber=${phone}`, { ip });
    expect(status).toBe(429);
    expect(body).toEqual({ code: 429, msg: "发送过于频繁，请 45 秒后再试", result: { retryAfterSeconds: 45 } });
  });

  it("answers a provider failure with 503", async () => {
    failNext = true;
    const { status, body } = await callApi("GET", `/api/System/send-captcha?phoneNumber=${nextPhone()}`, {
      ip: nextIp(),
    });
    expect(status).toBe(503);
    expect(body).toEqual({ code: 503, msg: "短信发送失败，请稍后再试", result: null });
  });

  it("counts per client IP as the server resolved it", async () => {
    const ip = nextIp();
    for (let i = 0; i < PER_IP; i++) {
      expect((await callApi("GET", `/api/System/send-captcha?phoneNumber=${nextPhone()}`, { ip })).status).toBe(200);
    }
    const { status, body } = await callApi("GET", `/api/System/send-captcha?phoneNumber=${nextPhone()}`, { ip });
    expect(status).toBe(429);
    expect(body.msg).toBe("当前网络获取验证码过于频繁，请 1 小时后再试");
  });
});
