// The console's second factor (issue 25; docs/decisions/0044-console-roles-and-audit.md): TOTP (RFC 6238: SHA-1,
// 6 digits, 30-second steps, one step of drift either way) with the `otpauth` library, and ten one-time recovery
// codes. The secret is kept encrypted (AES-256-GCM under a key derived from the app secret: a copy of the database
// alone opens nothing); a recovery code is kept only as its HMAC. A code is accepted once: the step it belongs to is
// remembered and a code of that step or an earlier one is refused, so a code seen over a shoulder or replayed from a
// log is useless. Wrong codes are counted per user (5 in 15 minutes), like the site's password logins.
import crypto from "node:crypto";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";
import { db } from "~/db/client.server";
import { getAppSecret } from "~/lib/app-secret.server";
import { DomainError } from "~/lib/domain-error";
import { createLimiter, formatWait } from "~/modules/rate-limit/rate-limit.server";
import { recordConsoleChange, type ConsoleActor } from "./console-audit.server";
import { secondFactorMessages as m } from "./second-factor-messages";

const ISSUER = "研途";
const PERIOD_SECONDS = 30;
const RECOVERY_CODE_COUNT = 10;

const failures = createLimiter({ name: "console-totp-fail", points: 5, durationSeconds: 15 * 60 });

function key(purpose: string): Buffer {
  return Buffer.from(crypto.hkdfSync("sha256", getAppSecret(), "yantu-console", purpose, 32));
}

function seal(plain: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv("aes-256-gcm", key("totp-secret"), iv);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString("base64url")).join(".");
}

function open(sealed: string): string {
  const [iv, tag, body] = sealed.split(".").map((part) => Buffer.from(part, "base64url"));
  const decipher = crypto.createDecipheriv("aes-256-gcm", key("totp-secret"), iv!);
  decipher.setAuthTag(tag!);
  return Buffer.concat([decipher.update(body!), decipher.final()]).toString("utf8");
}

const recoveryHash = (code: string) =>
  crypto.createHmac("sha256", key("recovery-code")).update(code.replace(/[\s-]/g, "").toUpperCase()).digest("hex");

function totpOf(secretBase32: string, label: string): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: "SHA1",
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** Ten codes of ten characters from an alphabet without look-alikes (no 0/O, 1/I/L), shown as XXXXX-XXXXX. */
function newRecoveryCodes(): string[] {
  const alphabet = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from(crypto.randomBytes(10), (byte) => alphabet[byte % alphabet.length]).join("");
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

export interface Enrolment {
  /** otpauth://totp/… for an authenticator app, drawn as a QR code. */
  uri: string;
  qrSvg: string;
  /** The secret in base32, for typing in by hand. */
  secret: string;
}

/** Whether the user has a confirmed second factor. */
export async function hasSecondFactor(userId: number): Promise<boolean> {
  const row = await db
    .selectFrom("console_second_factors")
    .select("confirmed_at")
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row?.confirmed_at != null;
}

/**
 * The enrolment to show: the unconfirmed secret already made (so reloading the page keeps the QR code that was
 * scanned), or a new one when there is none or `fresh` asks for it (换一个二维码). A user with a confirmed factor cannot
 * start over here (an operator resets it).
 */
export async function startEnrolment(
  userId: number,
  label: string,
  now: number = Date.now(),
  options: { fresh?: boolean } = {},
): Promise<Enrolment> {
  const row = await db
    .selectFrom("console_second_factors")
    .select(["secret_sealed", "confirmed_at"])
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (row?.confirmed_at != null) throw new DomainError(409, m.alreadyEnrolled);
  let secret = row && !options.fresh ? open(row.secret_sealed) : null;
  if (secret === null) {
    secret = new Secret({ size: 20 }).base32;
    const sealed = seal(secret);
    await db
      .insertInto("console_second_factors")
      .values({ user_id: userId, secret_sealed: sealed, confirmed_at: null, last_step: 0, created_at: now })
      .onConflict((oc) => oc.column("user_id").doUpdateSet({ secret_sealed: sealed, last_step: 0, created_at: now }))
      .execute();
  }
  const uri = totpOf(secret, label).toString();
  return { uri, qrSvg: await QRCode.toString(uri, { type: "svg", margin: 1, errorCorrectionLevel: "M" }), secret };
}

async function refuseWrongCode(userId: number): Promise<never> {
  const state = await failures.consume(String(userId));
  if (!state.allowed) throw new DomainError(429, m.tooManyAttempts(formatWait(state.retryAfterSeconds)));
  throw new DomainError(400, m.wrongCode, { code: m.wrongCode });
}

async function assertNotLocked(userId: number): Promise<void> {
  const state = await failures.peek(String(userId));
  if (state.remaining <= 0) throw new DomainError(429, m.tooManyAttempts(formatWait(state.retryAfterSeconds)));
}

/**
 * Accepts a TOTP code once: the step it matched must be later than the last accepted one, checked and recorded in
 * one UPDATE, so two requests with the same code cannot both pass.
 */
async function acceptTotp(userId: number, sealed: string, label: string, code: string, now: number): Promise<boolean> {
  const totp = totpOf(open(sealed), label);
  const delta = totp.validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return false;
  const step = Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
  const updated = await db
    .updateTable("console_second_factors")
    .set({ last_step: step })
    .where("user_id", "=", userId)
    .where("last_step", "<", step)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/**
 * Confirms enrolment with a code from the authenticator: the factor is on, and ten recovery codes are made — returned
 * here once, kept only hashed. Written to the audit log with the actor.
 */
export async function confirmEnrolment(
  actor: ConsoleActor & { userId: number },
  code: string,
  now: number = Date.now(),
): Promise<{ recoveryCodes: string[] }> {
  const userId = actor.userId;
  await assertNotLocked(userId);
  const row = await db
    .selectFrom("console_second_factors")
    .select(["secret_sealed", "confirmed_at"])
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!row) throw new DomainError(409, m.enrolFirst);
  if (row.confirmed_at !== null) throw new DomainError(409, m.alreadyEnrolled);
  if (!(await acceptTotp(userId, row.secret_sealed, actor.label, code.trim(), now))) return refuseWrongCode(userId);
  const recoveryCodes = newRecoveryCodes();
  await db.transaction().execute(async (trx) => {
    await trx.updateTable("console_second_factors").set({ confirmed_at: now }).where("user_id", "=", userId).execute();
    await trx.deleteFrom("console_recovery_codes").where("user_id", "=", userId).execute();
    await trx
      .insertInto("console_recovery_codes")
      .values(recoveryCodes.map((recovery) => ({ user_id: userId, code_hash: recoveryHash(recovery), used_at: null })))
      .execute();
    await recordConsoleChange(
      trx,
      actor,
      {
        schoolId: null,
        action: "second-factor.enrol",
        targetType: "user",
        targetId: userId,
        before: null,
        after: { recoveryCodes: RECOVERY_CODE_COUNT },
      },
      now,
    );
  });
  await failures.reset(String(userId));
  return { recoveryCodes };
}

/**
 * Checks a code at console sign-in: a TOTP code (once), or an unused recovery code (then used up). Wrong codes count
 * towards the limit; past it every code is refused until the window ends.
 */
export async function verifySecondFactor(
  userId: number,
  label: string,
  code: string,
  now: number = Date.now(),
): Promise<{ usedRecoveryCode: boolean }> {
  await assertNotLocked(userId);
  const row = await db
    .selectFrom("console_second_factors")
    .select(["secret_sealed", "confirmed_at"])
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!row || row.confirmed_at === null) throw new DomainError(409, m.enrolFirst);
  const entered = code.trim();
  if (/^\d{6}$/.test(entered)) {
    if (await acceptTotp(userId, row.secret_sealed, label, entered, now)) {
      await failures.reset(String(userId));
      return { usedRecoveryCode: false };
    }
    return refuseWrongCode(userId);
  }
  const used = await db
    .updateTable("console_recovery_codes")
    .set({ used_at: now })
    .where("user_id", "=", userId)
    .where("code_hash", "=", recoveryHash(entered))
    .where("used_at", "is", null)
    .executeTakeFirst();
  if (Number(used.numUpdatedRows) !== 1) return refuseWrongCode(userId);
  await failures.reset(String(userId));
  return { usedRecoveryCode: true };
}

/** The row of a confirmed factor with a known secret: the demo seed's console accounts (app/seed/console-seed.server.ts). */
export function confirmedSecondFactorRow(userId: number, secretBase32: string, now: number) {
  return { user_id: userId, secret_sealed: seal(secretBase32), confirmed_at: now, last_step: 0, created_at: now };
}

/** How many recovery codes the user has left. */
export async function recoveryCodesLeft(userId: number): Promise<number> {
  const row = await db
    .selectFrom("console_recovery_codes")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("user_id", "=", userId)
    .where("used_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
