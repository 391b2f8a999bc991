// The console's second factor (issue 25; docs/decisions/0044) on SQLite and PostgreSQL: enrolment (the otpauth URI
// and its QR code, confirmed by a code, ten recovery codes shown once, one audit row), sign-in codes accepted once —
// the same code replayed, an earlier step, a code outside the one-step drift, a wrong one are refused —, recovery
// codes used up, the limit of five wrong codes, and a secret that is stored sealed.
import { Secret, TOTP } from "otpauth";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import {
  confirmEnrolment,
  hasSecondFactor,
  recoveryCodesLeft,
  startEnrolment,
  verifySecondFactor,
} from "~/modules/console/second-factor.server";
import { domainErrorOf } from "../support/domain-error";
import { newUser, seedDemo } from "./course-fixtures";

const T0 = Date.parse("2026-11-28T10:00:00+08:00");
const STEP = 30_000;
const codeAt = (secret: string, timestamp: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" }).generate({ timestamp });

async function enrolled(now = T0) {
  const user = await newUser("演示大学");
  const actor = { userId: user.id, label: `admin${user.id}`, ip: "10.0.0.8" };
  const enrolment = await startEnrolment(user.id, actor.label, now);
  const { recoveryCodes } = await confirmEnrolment(actor, codeAt(enrolment.secret, now), now);
  return { user, actor, secret: enrolment.secret, recoveryCodes };
}

beforeAll(async () => {
  await seedDemo();
});

describe("enrolment", () => {
  it("shows the secret as an otpauth URI and a QR code, keeps it sealed, and is confirmed by a code from it", async () => {
    const user = await newUser("演示大学");
    const actor = { userId: user.id, label: "admin@演示大学", ip: "10.0.0.8" };
    const enrolment = await startEnrolment(user.id, actor.label, T0);
    expect(enrolment.uri).toMatch(/^otpauth:\/\/totp\/.+\?.*secret=[A-Z2-7]+/);
    expect(enrolment.uri).toContain("issuer=%E7%A0%94%E9%80%94");
    expect(enrolment.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    const stored = await db
      .selectFrom("console_second_factors")
      .selectAll()
      .where("user_id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(stored.secret_sealed).not.toContain(enrolment.secret);
    expect(stored.confirmed_at).toBeNull();
    expect(await hasSecondFactor(user.id)).toBe(false);

    expect(await domainErrorOf(confirmEnrolment(actor, "000000", T0))).toMatchObject({ status: 400 });
    const before = await db.selectFrom("console_audit_log").select("id").execute();
    const { recoveryCodes } = await confirmEnrolment(actor, codeAt(enrolment.secret, T0), T0);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}$/);
    expect(await hasSecondFactor(user.id)).toBe(true);
    expect(await recoveryCodesLeft(user.id)).toBe(10);
    const hashes = await db
      .selectFrom("console_recovery_codes")
      .select("code_hash")
      .where("user_id", "=", user.id)
      .execute();
    expect(hashes.map((row) => row.code_hash)).not.toContain(recoveryCodes[0]);
    const rows = await db
      .selectFrom("console_audit_log")
      .selectAll()
      .where("target_id", "=", String(user.id))
      .execute();
    expect(rows.length).toBe(1);
    expect(rows[0]).toMatchObject({ action: "second-factor.enrol", actor_user_id: user.id, ip: "10.0.0.8" });
    expect((await db.selectFrom("console_audit_log").select("id").execute()).length).toBe(before.length + 1);

    expect(await domainErrorOf(startEnrolment(user.id, actor.label, T0))).toMatchObject({
      status: 409,
      message: "已绑定验证器；如需更换，请联系运营人员重置",
    });
  });

  it("cannot be confirmed or used before it is started", async () => {
    const user = await newUser("演示大学");
    const actor = { userId: user.id, label: "x", ip: "10.0.0.8" };
    expect(await domainErrorOf(confirmEnrolment(actor, "123456", T0))).toMatchObject({
      status: 409,
      message: "请先绑定验证器",
    });
    expect(await domainErrorOf(verifySecondFactor(user.id, "x", "123456", T0))).toMatchObject({ status: 409 });
  });
});

describe("sign-in codes", () => {
  it("accepts a code once: the same code again, or one of an earlier step, is refused", async () => {
    const { user, actor, secret } = await enrolled();
    const now = T0 + 10 * STEP;
    expect(await verifySecondFactor(user.id, actor.label, codeAt(secret, now), now)).toEqual({
      usedRecoveryCode: false,
    });
    expect(
      await domainErrorOf(verifySecondFactor(user.id, actor.label, codeAt(secret, now), now + 1000)),
    ).toMatchObject({ status: 400, message: expect.stringContaining("验证码不正确，或已使用过") });
    expect(
      (await domainErrorOf(verifySecondFactor(user.id, actor.label, codeAt(secret, now - STEP), now + 1000))).status,
    ).toBe(400);
    // The next step's code is good (one step of drift), and then so is nothing older.
    expect(await verifySecondFactor(user.id, actor.label, codeAt(secret, now + STEP), now + 2000)).toEqual({
      usedRecoveryCode: false,
    });
  });

  it("refuses a code outside one step of drift, and a wrong code", async () => {
    const { user, actor, secret } = await enrolled();
    const now = T0 + 100 * STEP;
    expect(
      (await domainErrorOf(verifySecondFactor(user.id, actor.label, codeAt(secret, now - 3 * STEP), now))).status,
    ).toBe(400);
    expect(
      (await domainErrorOf(verifySecondFactor(user.id, actor.label, codeAt(secret, now + 3 * STEP), now))).status,
    ).toBe(400);
  });

  it("lets two requests with the same code pass only once", async () => {
    const { user, actor, secret } = await enrolled();
    const now = T0 + 200 * STEP;
    const code = codeAt(secret, now);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 4 }, () => verifySecondFactor(user.id, actor.label, code, now)),
    );
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
  });

  it("takes a recovery code once, whatever its case and dash", async () => {
    const { user, actor, recoveryCodes } = await enrolled();
    const code = recoveryCodes[3]!;
    expect(await verifySecondFactor(user.id, actor.label, code.replace("-", "").toLowerCase(), T0 + STEP)).toEqual({
      usedRecoveryCode: true,
    });
    expect(await recoveryCodesLeft(user.id)).toBe(9);
    expect((await domainErrorOf(verifySecondFactor(user.id, actor.label, code, T0 + STEP))).status).toBe(400);
  });

  it("refuses every code after five wrong ones, the right one too", async () => {
    const { user, actor, secret } = await enrolled();
    const now = T0 + 300 * STEP;
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await domainErrorOf(verifySecondFactor(user.id, actor.label, "000000", now))).status).toBe(400);
    expect(await domainErrorOf(verifySecondFactor(user.id, actor.label, "000000", now))).toMatchObject({
      status: 429,
      message: expect.stringMatching(/^验证码错误次数过多，请 \d+ 分钟后再试$/),
    });
    expect((await domainErrorOf(verifySecondFactor(user.id, actor.label, codeAt(secret, now), now))).status).toBe(429);
  });
});
