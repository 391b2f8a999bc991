// Every /api/User endpoint and the upload, through the real dispatcher, on SQLite and PostgreSQL.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { devCaptchaAnswer, latestDevSmsCode } from "~/modules/auth/dev-inbox.server";
import { hashSecret } from "~/modules/auth/secret-hash.server";
import { seedDemo } from "./course-fixtures";
import { callApi } from "../support/api-client";

const OFF_CAMPUS_IP = "198.51.100.7";
const GOOD_PASSWORD = "Kaoyan#Study2026";
let schoolId: number;
let phoneCounter = 0;
let ipCounter = 0;

/** A fresh phone number per call, so send limits (one per phone per minute) never collide between tests. */
function newPhone(): string {
  phoneCounter += 1;
  return `139${String(Date.now() % 10000).padStart(4, "0")}${String(phoneCounter).padStart(4, "0")}`;
}

/** A fresh campus address per call (127.x.y.z is 演示大学's), so per-IP limits stay out of the way. */
function campusIp(): string {
  ipCounter += 1;
  return `127.0.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}

async function smsCodeFor(phoneNumber: string, ip = campusIp()) {
  const { body } = await callApi("GET", `/api/System/send-captcha?phoneNumber=${phoneNumber}`, { ip });
  expect(body.code).toBe(200);
  const code = latestDevSmsCode(phoneNumber);
  expect(code).toMatch(/^\d{6}$/);
  return { phoneCaptchaId: body.result as string, phoneCaptcha: code as string };
}

async function registerUser(phoneNumber = newPhone(), password = GOOD_PASSWORD) {
  const ip = campusIp();
  const sms = await smsCodeFor(phoneNumber, ip);
  const { status, body } = await callApi("POST", "/api/User/register", {
    body: { schoolId, phoneNumber, password, ...sms },
    ip,
  });
  expect(status, JSON.stringify(body)).toBe(200);
  return { phoneNumber, token: body.result as string };
}

async function imageCaptcha() {
  const { body } = await callApi("GET", "/api/System/image-captcha");
  return { captchaId: body.result.captchaId as string, captcha: devCaptchaAnswer(body.result.captchaId) as string };
}

beforeAll(async () => {
  await seedDemo();
  const school = await db.selectFrom("schools").select("id").where("name", "=", "演示大学").executeTakeFirstOrThrow();
  schoolId = school.id;
});

describe("POST /api/User/register", () => {
  it("registers on the campus network and returns the token as result", async () => {
    const { token } = await registerUser();
    expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const info = await callApi("GET", "/api/User/info", { token });
    expect(info.status).toBe(200);
    expect(info.body.result).toMatchObject({ isOrg: false, schoolName: "演示大学" });
  });

  it("says 注册并登录成功！ and sets the HttpOnly cookie", async () => {
    const phoneNumber = newPhone();
    const ip = campusIp();
    const sms = await smsCodeFor(phoneNumber, ip);
    const { body, headers } = await callApi("POST", "/api/User/register", {
      body: { schoolId, phoneNumber, password: GOOD_PASSWORD, ...sms },
      ip,
    });
    expect(body.msg).toBe("注册并登录成功！");
    expect(headers.get("set-cookie")).toMatch(/^Authorization=[^;]+;.*HttpOnly/i);
  });

  it("refuses registration off the campus network with the limit dialog flag", async () => {
    const phoneNumber = newPhone();
    const sms = await smsCodeFor(phoneNumber, OFF_CAMPUS_IP);
    const { status, body } = await callApi("POST", "/api/User/register", {
      body: { schoolId, phoneNumber, password: GOOD_PASSWORD, ...sms },
      ip: OFF_CAMPUS_IP,
    });
    expect(status).toBe(403);
    expect(body.msg).toContain("校园网");
    expect(body.result).toMatchObject({ limitDialog: true });
  });

  it("refuses a second account for the same phone", async () => {
    const { phoneNumber } = await registerUser();
    const { status, body } = await callApi("POST", "/api/User/register", {
      body: { schoolId, phoneNumber, password: GOOD_PASSWORD, phoneCaptcha: "123456", phoneCaptchaId: "x" },
      ip: campusIp(),
    });
    expect(status).toBe(409);
    expect(body.result.fieldErrors.phoneNumber).toBe("该手机号已注册，请直接登录");
  });

  it.each([
    [{}, "schoolId", "请选择学校"],
    [{ schoolId: "1" }, "phoneNumber", "请输入手机号"],
    [{ schoolId: "1", phoneNumber: "12345" }, "phoneNumber", "请输入正确的手机号"],
    [{ schoolId: "1", phoneNumber: "13912345678" }, "password", "请输入密码"],
    [
      { schoolId: "1", phoneNumber: "13912345678", password: "abcdefgh" },
      "password",
      "密码至少 8 位，且须同时包含大写字母、小写字母、数字和特殊符号",
    ],
    [{ schoolId: "1", phoneNumber: "13912345678", password: GOOD_PASSWORD }, "phoneCaptcha", "请输入短信验证码"],
  ])("validates %j → %s: %s", async (input, field, message) => {
    const { status, body } = await callApi("POST", "/api/User/register", { body: input });
    expect(status).toBe(400);
    expect(body.result.fieldErrors[field]).toBe(message);
    expect(body.msg).toBe(message);
  });

  it("rejects a common password that passes the composition rule", async () => {
    const phoneNumber = newPhone();
    const ip = campusIp();
    const sms = await smsCodeFor(phoneNumber, ip);
    const { status, body } = await callApi("POST", "/api/User/register", {
      body: { schoolId, phoneNumber, password: "P@ssw0rd", ...sms },
      ip,
    });
    expect(status).toBe(400);
    expect(body.result.fieldErrors.password).toBe("这个密码太常见，容易被猜到，请换一个");
  });
});

describe("POST /api/User/captcha-login", () => {
  it("refuses a wrong code with the field message", async () => {
    const phoneNumber = newPhone();
    const ip = campusIp();
    const sms = await smsCodeFor(phoneNumber, ip);
    const wrong = sms.phoneCaptcha === "000000" ? "111111" : "000000";
    const { status, body } = await callApi("POST", "/api/User/captcha-login", {
      body: { phoneNumber, phoneCaptchaId: sms.phoneCaptchaId, phoneCaptcha: wrong },
      ip,
    });
    expect(status).toBe(400);
    expect(body.result.fieldErrors.phoneCaptcha).toBe("短信验证码错误或已过期");
  });

  it("logs in an existing user with the code sent to their phone", async () => {
    // Registered directly in the database so the phone's send window is still free.
    const phoneNumber = newPhone();
    const now = Date.now();
    await db
      .insertInto("users")
      .values({
        school_id: schoolId,
        phone_number: phoneNumber,
        password_hash: null,
        nickname: "短信用户",
        avatar: null,
        is_org: 0,
        disabled: 0,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const sms = await smsCodeFor(phoneNumber);
    const { status, body } = await callApi("POST", "/api/User/captcha-login", { body: { phoneNumber, ...sms } });
    expect(status).toBe(200);
    expect(body.msg).toBe("登录成功！");
    expect(body.result.accessToken).toEqual(expect.any(String));
    const again = await callApi("POST", "/api/User/captcha-login", { body: { phoneNumber, ...sms } });
    expect(again.status).toBe(400); // single use
  });

  it("tells an unregistered phone to register, after the code proves the phone", async () => {
    const phoneNumber = newPhone();
    const sms = await smsCodeFor(phoneNumber);
    const { status, body } = await callApi("POST", "/api/User/captcha-login", { body: { phoneNumber, ...sms } });
    expect(status).toBe(400);
    expect(body.result.fieldErrors.phoneNumber).toBe("该手机号尚未注册");
  });
});

describe("POST /api/User/password-login", () => {
  it("logs in with phone, password and the image captcha", async () => {
    const { phoneNumber } = await registerUser();
    const { status, body } = await callApi("POST", "/api/User/password-login", {
      body: { phoneNumber, password: GOOD_PASSWORD, ...(await imageCaptcha()) },
    });
    expect(status).toBe(200);
    expect(body.result.accessToken).toEqual(expect.any(String));
  });

  it("gives one generic message for a wrong password and for an unknown phone", async () => {
    const { phoneNumber } = await registerUser();
    const wrong = await callApi("POST", "/api/User/password-login", {
      body: { phoneNumber, password: "Wrong#Pass2026", ...(await imageCaptcha()) },
      ip: campusIp(),
    });
    const unknown = await callApi("POST", "/api/User/password-login", {
      body: { phoneNumber: newPhone(), password: "Wrong#Pass2026", ...(await imageCaptcha()) },
      ip: campusIp(),
    });
    expect(wrong.status).toBe(400);
    expect(unknown.status).toBe(400);
    expect(wrong.body.msg).toBe("手机号或密码错误");
    expect(unknown.body.msg).toBe(wrong.body.msg);
  });

  it("refuses a wrong image captcha and never accepts it twice", async () => {
    const { phoneNumber } = await registerUser();
    const captcha = await imageCaptcha();
    const bad = await callApi("POST", "/api/User/password-login", {
      body: { phoneNumber, password: GOOD_PASSWORD, captchaId: captcha.captchaId, captcha: "ZZZZ" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.result.fieldErrors.captcha).toBe("图形验证码错误或已过期，请重新输入");
    const reuse = await callApi("POST", "/api/User/password-login", {
      body: { phoneNumber, password: GOOD_PASSWORD, ...captcha },
    });
    expect(reuse.status).toBe(400);
  });

  it("accepts the captcha answer in any letter case", async () => {
    const { phoneNumber } = await registerUser();
    const captcha = await imageCaptcha();
    const { status } = await callApi("POST", "/api/User/password-login", {
      body: {
        phoneNumber,
        password: GOOD_PASSWORD,
        captchaId: captcha.captchaId,
        captcha: captcha.captcha.toLowerCase(),
      },
    });
    expect(status).toBe(200);
  });

  it("throttles an account after 10 failures, with the same answer for unknown phones", async () => {
    const { phoneNumber } = await registerUser();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const { status } = await callApi("POST", "/api/User/password-login", {
        body: { phoneNumber, password: "Wrong#Pass2026", ...(await imageCaptcha()) },
        ip: campusIp(),
      });
      expect(status).toBe(400);
    }
    const blocked = await callApi("POST", "/api/User/password-login", {
      body: { phoneNumber, password: GOOD_PASSWORD, ...(await imageCaptcha()) },
      ip: campusIp(),
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body.msg).toMatch(/登录失败次数过多，请 \d+ 分钟后再试/);
  });

  it("validates in the spec's order", async () => {
    const { body } = await callApi("POST", "/api/User/password-login", { body: {} });
    expect(body.code).toBe(400);
    expect(body.msg).toBe("请输入手机号");
    expect(body.result.fieldErrors).toMatchObject({ password: "请输入密码", captcha: "请输入图形验证码" });
  });
});

describe("POST /api/User/org-login", () => {
  it("logs in as the school's organisation account", async () => {
    const { status, body } = await callApi("POST", "/api/User/org-login", {
      body: { orgId: schoolId, orgCode: "YT-DEMO-2026" },
    });
    expect(status).toBe(200);
    const info = await callApi("GET", "/api/User/info", { token: body.result.accessToken });
    expect(info.body.result).toMatchObject({ isOrg: true, schoolName: "演示大学", phoneNumber: null });
    const again = await callApi("POST", "/api/User/org-login", { body: { orgId: schoolId, orgCode: "YT-DEMO-2026" } });
    const infoAgain = await callApi("GET", "/api/User/info", { token: again.body.result.accessToken });
    expect(infoAgain.body.result.id).toBe(info.body.result.id);
  });

  it("refuses a wrong code and validates its fields", async () => {
    const wrong = await callApi("POST", "/api/User/org-login", {
      body: { orgId: schoolId, orgCode: "nope" },
      ip: campusIp(),
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toBe("机构或机构注册码错误");
    const empty = await callApi("POST", "/api/User/org-login", { body: {} });
    expect(empty.body.result.fieldErrors).toEqual({ orgId: "请选择机构", orgCode: "请输入机构注册码" });
  });
});

describe("password reset and change", () => {
  it("resets with an SMS code, says 重置成功！ and ends every session", async () => {
    const phoneNumber = newPhone();
    const now = Date.now();
    // Created directly (no SMS send) so the reset's send is this phone's first of the minute.
    await db
      .insertInto("users")
      .values({
        school_id: schoolId,
        phone_number: phoneNumber,
        password_hash: await hashSecret(GOOD_PASSWORD),
        nickname: "重置用户",
        avatar: null,
        is_org: 0,
        disabled: 0,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const before = await callApi("POST", "/api/User/password-login", {
      body: { phoneNumber, password: GOOD_PASSWORD, ...(await imageCaptcha()) },
    });
    const oldToken = before.body.result.accessToken as string;
    const sms = await smsCodeFor(phoneNumber);
    const mismatch = await callApi("POST", "/api/User/password-reset", {
      body: { phoneNumber, ...sms, password1: "Fresh#Start2027", password2: "Other#Pass2026" },
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.result.fieldErrors.password2).toBe("两次输入的新密码不一致");
    const { status, body } = await callApi("POST", "/api/User/password-reset", {
      body: { phoneNumber, ...sms, password1: "Fresh#Start2027", password2: "Fresh#Start2027" },
    });
    expect(status).toBe(200);
    expect(body.msg).toBe("重置成功！");
    expect((await callApi("GET", "/api/User/info", { token: oldToken })).status).toBe(401);
    const login = await callApi("POST", "/api/User/password-login", {
      body: { phoneNumber, password: "Fresh#Start2027", ...(await imageCaptcha()) },
    });
    expect(login.status).toBe(200);
  });

  it("changes the password, ending the other sessions and keeping this one", async () => {
    const { phoneNumber, token } = await registerUser();
    const second = await callApi("POST", "/api/User/password-login", {
      body: { phoneNumber, password: GOOD_PASSWORD, ...(await imageCaptcha()) },
    });
    const otherToken = second.body.result.accessToken as string;
    const changed = await callApi("POST", "/api/User/password-modify", {
      token,
      body: { oldPassword: GOOD_PASSWORD, password1: "Another#Pass2027", password2: "Another#Pass2027" },
    });
    expect(changed.status).toBe(200);
    expect((await callApi("GET", "/api/User/info", { token })).status).toBe(200);
    const stale = await callApi("GET", "/api/User/info", { token: otherToken });
    expect(stale.status).toBe(401);
    expect(stale.body.msg).toBe("登录已失效，请重新登录！");
  });

  it("refuses a wrong old password", async () => {
    const { token } = await registerUser();
    const { status, body } = await callApi("POST", "/api/User/password-modify", {
      token,
      body: { oldPassword: "Wrong#Pass2026", password1: "Another#Pass2027", password2: "Another#Pass2027" },
    });
    expect(status).toBe(400);
    expect(body.result.fieldErrors.oldPassword).toBe("原密码错误");
  });
});

describe("user info, edit and upload", () => {
  it("needs a token", async () => {
    const { status, body } = await callApi("GET", "/api/User/info");
    expect(status).toBe(401);
    expect(body.code).toBe(401);
  });

  it("clears the cookie for an unknown token", async () => {
    const { status, headers } = await callApi("GET", "/api/User/info", { token: "not-a-real-token" });
    expect(status).toBe(401);
    expect(headers.get("set-cookie")).toMatch(/Authorization=;.*Max-Age=0/i);
  });

  it("masks the phone number", async () => {
    const { token, phoneNumber } = await registerUser();
    const { body } = await callApi("GET", "/api/User/info", { token });
    expect(body.result.phoneNumber).toBe(`${phoneNumber.slice(0, 3)}****${phoneNumber.slice(7)}`);
  });

  it("edits the nickname and validates it", async () => {
    const { token } = await registerUser();
    const ok = await callApi("POST", "/api/User/edit-info", { token, body: { nickname: "上岸的小周" } });
    expect(ok.body.result.nickname).toBe("上岸的小周");
    const bad = await callApi("POST", "/api/User/edit-info", { token, body: { nickname: "字".repeat(21) } });
    expect(bad.status).toBe(400);
    expect(bad.body.result.fieldErrors.nickname).toBe("昵称最多 20 个字");
  });

  it("uploads a PNG by content and refuses other files", async () => {
    const { token } = await registerUser();
    // A real 1×1 PNG: uploads are decoded and re-encoded (docs/decisions/0033), so the bytes must be an image.
    const png = new Uint8Array(
      Buffer.from(
        "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
        "base64",
      ),
    );
    const form = new FormData();
    form.set("file", new File([png], "avatar.txt", { type: "text/plain" }));
    const ok = await callApi("POST", "/api/System/upload", { token, rawBody: form });
    expect(ok.status).toBe(200);
    expect(ok.body.result.url).toMatch(/^\/uploads\/[A-Za-z0-9_-]+\.png$/);

    const fake = new FormData();
    fake.set("file", new File([new TextEncoder().encode("<svg></svg>")], "evil.png", { type: "image/png" }));
    const refused = await callApi("POST", "/api/System/upload", { token, rawBody: fake });
    expect(refused.status).toBe(415);

    // A PNG's first bytes and nothing that decodes.
    const signatureOnly = new FormData();
    signatureOnly.set(
      "file",
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])], "broken.png", {
        type: "image/png",
      }),
    );
    const broken = await callApi("POST", "/api/System/upload", { token, rawBody: signatureOnly });
    expect(broken.status).toBe(415);
    expect(broken.body.msg).toBe("图片已损坏或无法读取，请换一张");

    const big = new FormData();
    const bytes = new Uint8Array(2 * 1024 * 1024 + 10);
    bytes.set(png);
    big.set("file", new File([bytes], "big.png"));
    const tooBig = await callApi("POST", "/api/System/upload", { token, rawBody: big });
    expect(tooBig.status).toBe(413);

    const anonymous = await callApi("POST", "/api/System/upload", { rawBody: form });
    expect(anonymous.status).toBe(401);
  });

  it("logs out by revoking the token", async () => {
    const { token } = await registerUser();
    const out = await callApi("POST", "/api/User/logout", { token });
    expect(out.body.msg).toBe("退出成功！");
    expect((await callApi("GET", "/api/User/info", { token })).status).toBe(401);
  });
});

describe("school info", () => {
  it("finds the school by the account, else by the campus network", async () => {
    const onCampus = await callApi("GET", "/api/System/school-info", { ip: "192.0.2.5" });
    expect(onCampus.body.result).toMatchObject({ isIpInRange: true, schoolName: "演示大学", source: "ip" });
    const offCampus = await callApi("GET", "/api/System/school-info", { ip: OFF_CAMPUS_IP });
    expect(offCampus.body.result).toMatchObject({ isIpInRange: false, schoolName: null, source: null });
    const { token } = await registerUser();
    const byAccount = await callApi("GET", "/api/System/school-info", { ip: OFF_CAMPUS_IP, token });
    expect(byAccount.body.result).toMatchObject({ isIpInRange: false, schoolName: "演示大学", source: "account" });
    const settings = await callApi("GET", "/api/System/special-info", { ip: "192.0.2.5" });
    expect(settings.body.result).toMatchObject({
      browseWithoutLogin: true,
      registrationOpen: true,
      orgLoginEnabled: true,
    });
  });
});
