// SMS verification codes: 6 digits from the CSPRNG, valid 5 minutes, single use, dead after 5 checks, bound to the
// phone they were sent to. Sending is limited per phone (1 per 60 s, 5 per hour, 10 per 24 h) and per client IP
// (20 per hour), all checked before the provider is called.
//
// Stored hashed: HMAC-SHA256 under the app secret over (captcha id, phone, code). Why keyed and not a plain SHA-256:
// a 6-digit code has only 10^6 values, so anyone holding a database copy could brute-force any unkeyed hash (salted
// or not) in a fraction of a second; with the key outside the database (APP_SECRET or the generated secret file) a
// leaked table reveals nothing. Binding the captcha id and phone into the MAC means a row can only ever match its
// own phone and id, and equal codes never look alike. A slow hash (argon2) would add nothing for a secret this small
// and short-lived: the real protection is the 5-minute life, the 5-try limit and the send limits.
import crypto from "node:crypto";
import { db } from "~/db/client.server";
import { getAppSecret } from "~/lib/app-secret.server";
import { DomainError } from "~/lib/domain-error";
import { createLimiter, formatWait, type LimitState } from "~/modules/rate-limit/rate-limit.server";
import { getSmsProvider } from "./sms-provider.server";

export const SMS_CODE_LENGTH = 6;
export const SMS_CODE_TTL_MS = 5 * 60 * 1000;
const SMS_CODE_MAX_ATTEMPTS = 5;
/** The spec's resend countdown. */
const SMS_RESEND_SECONDS = 60;
/** Rows are kept this long after expiry (for support questions), then pruned. */
const SMS_CODE_RETENTION_MS = 24 * 60 * 60 * 1000;

const SMS_CODE_INVALID_MESSAGE = "短信验证码错误或已过期";

interface SendLimit {
  limiter: ReturnType<typeof createLimiter>;
  scope: "phone" | "ip";
  message: (retryAfterSeconds: number) => string;
}

export const SMS_SEND_LIMITS = {
  perPhoneMinute: { points: 1, durationSeconds: SMS_RESEND_SECONDS },
  perPhoneHour: { points: 5, durationSeconds: 60 * 60 },
  perPhoneDay: { points: 10, durationSeconds: 24 * 60 * 60 },
  // Generous: a whole campus may share one address behind NAT.
  perIpHour: { points: 60, durationSeconds: 60 * 60 },
} as const;

const limits: SendLimit[] = [
  {
    limiter: createLimiter({ name: "sms-send-phone-60s", ...SMS_SEND_LIMITS.perPhoneMinute }),
    scope: "phone",
    message: (s) => `发送过于频繁，请 ${s} 秒后再试`,
  },
  {
    limiter: createLimiter({ name: "sms-send-phone-1h", ...SMS_SEND_LIMITS.perPhoneHour }),
    scope: "phone",
    message: (s) =>
      `该手机号 1 小时内最多获取 ${SMS_SEND_LIMITS.perPhoneHour.points} 次验证码，请 ${formatWait(s)}后再试`,
  },
  {
    limiter: createLimiter({ name: "sms-send-phone-24h", ...SMS_SEND_LIMITS.perPhoneDay }),
    scope: "phone",
    message: (s) =>
      `该手机号 24 小时内最多获取 ${SMS_SEND_LIMITS.perPhoneDay.points} 次验证码，请 ${formatWait(s)}后再试`,
  },
  {
    limiter: createLimiter({ name: "sms-send-ip-1h", ...SMS_SEND_LIMITS.perIpHour }),
    scope: "ip",
    message: (s) => `当前网络获取验证码过于频繁，请 ${formatWait(s)}后再试`,
  },
];

/** A fresh code: SMS_CODE_LENGTH decimal digits, uniformly from the CSPRNG (leading zeros kept). */
export function generateSmsCode(): string {
  return crypto
    .randomInt(0, 10 ** SMS_CODE_LENGTH)
    .toString()
    .padStart(SMS_CODE_LENGTH, "0");
}

/** HMAC-SHA256 (hex) of a code bound to its captcha id and phone. NUL separators keep the fields apart. */
export function hashSmsCode(secret: string, captchaId: string, phoneNumber: string, code: string): string {
  return crypto
    .createHmac("sha256", secret)
    .update(`sms-code\0${captchaId}\0${phoneNumber}\0${code}`, "utf8")
    .digest("hex");
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && left.length > 0 && crypto.timingSafeEqual(left, right);
}

function keyFor(limit: SendLimit, phoneNumber: string, ip: string): string {
  return limit.scope === "phone" ? phoneNumber : ip || "unknown";
}

function refuse(blocked: Array<{ limit: SendLimit; state: LimitState }>): never {
  // The longest wait is the honest answer: after a shorter one the next limit would still say no.
  const worst = blocked.reduce((a, b) => (b.state.retryAfterSeconds > a.state.retryAfterSeconds ? b : a));
  const seconds = Math.max(worst.state.retryAfterSeconds, 1);
  throw new DomainError(429, worst.limit.message(seconds), undefined, { retryAfterSeconds: seconds });
}

/**
 * Sends a new code to a (validated) phone number and returns the id the client sends back with the code.
 * Throws DomainError 429 when a send limit is reached (details.retryAfterSeconds), 503 when the provider fails.
 */
export async function sendSmsCode(
  phoneNumber: string,
  { ip }: { ip: string },
): Promise<{ captchaId: string; resendInSeconds: number }> {
  // 1. Every limit is looked at before any is counted, so a refused send does not eat into the other windows.
  const before = await Promise.all(limits.map((limit) => limit.limiter.peek(keyFor(limit, phoneNumber, ip))));
  const blockedBefore = limits.flatMap((limit, i) => (before[i]!.remaining <= 0 ? [{ limit, state: before[i]! }] : []));
  if (blockedBefore.length > 0) refuse(blockedBefore);

  // 2. Count the send, tightest limit first. Requests racing past the peek are settled here: the losers are refused
  //    by the 60 s limit and stop there, so a burst (a double click) does not use up the hour's or the day's sends.
  const counted: LimitState[] = [];
  for (const limit of limits) {
    const result = await limit.limiter.consume(keyFor(limit, phoneNumber, ip));
    if (!result.allowed) refuse([{ limit, state: result }]);
    counted.push(result);
  }

  // 3. Store the new code; it supersedes any live one for this phone.
  const now = Date.now();
  const captchaId = crypto.randomUUID();
  const code = generateSmsCode();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("sms_codes")
      .set({ consumed_at: now })
      .where("phone_number", "=", phoneNumber)
      .where("consumed_at", "is", null)
      .execute();
    await trx
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
  });
  await db
    .deleteFrom("sms_codes")
    .where("expires_at", "<", now - SMS_CODE_RETENTION_MS)
    .execute();

  // 4. Only now talk to the provider. If it fails the code is killed; the send still counts against the limits.
  try {
    await getSmsProvider().send(phoneNumber, code);
  } catch (error) {
    await db.updateTable("sms_codes").set({ consumed_at: Date.now() }).where("captcha_id", "=", captchaId).execute();
    throw error;
  }

  const phoneStates = limits.flatMap((limit, i) => (limit.scope === "phone" ? [counted[i]!] : []));
  return { captchaId, resendInSeconds: Math.max(0, ...phoneStates.map((state) => state.retryAfterSeconds)) };
}

/** Seconds until this phone may be sent a code again (0 = now), e.g. to render the countdown on the server. */
export async function smsResendWaitSeconds(phoneNumber: string): Promise<number> {
  const phoneLimits = limits.filter((limit) => limit.scope === "phone");
  const states = await Promise.all(phoneLimits.map((limit) => limit.limiter.peek(phoneNumber)));
  return Math.max(0, ...states.filter((state) => state.remaining <= 0).map((state) => state.retryAfterSeconds));
}

function invalidCode(): DomainError {
  return new DomainError(400, SMS_CODE_INVALID_MESSAGE, { phoneCaptcha: SMS_CODE_INVALID_MESSAGE });
}

/**
 * Uses up a code. Resolves when `code` is the live code sent to `phoneNumber` under `captchaId`; otherwise throws
 * DomainError 400 短信验证码错误或已过期 (wrong, expired, used, superseded, another phone's, or its 5 tries spent).
 */
export async function consumeSmsCode({
  phoneNumber,
  captchaId,
  code,
}: {
  phoneNumber: string;
  captchaId: string;
  code: string;
}): Promise<void> {
  if (typeof captchaId !== "string" || captchaId.length === 0 || captchaId.length > 100) throw invalidCode();
  const now = Date.now();
  // Take one try first, atomically: concurrent guesses can never get more than SMS_CODE_MAX_ATTEMPTS checks.
  const claimed = await db
    .updateTable("sms_codes")
    .set((eb) => ({ attempts: eb("attempts", "+", 1) }))
    .where("captcha_id", "=", captchaId)
    .where("consumed_at", "is", null)
    .where("expires_at", ">", now)
    .where("attempts", "<", SMS_CODE_MAX_ATTEMPTS)
    .returning(["id", "phone_number", "code_hash"])
    .executeTakeFirst();
  if (!claimed) throw invalidCode();

  const candidate = typeof code === "string" ? code.trim() : "";
  const matches =
    claimed.phone_number === phoneNumber &&
    /^\d+$/.test(candidate) &&
    sameHash(claimed.code_hash, hashSmsCode(getAppSecret(), captchaId, phoneNumber, candidate));
  if (!matches) throw invalidCode();

  // Right code: use it up, unless a concurrent request did so first.
  const used = await db
    .updateTable("sms_codes")
    .set({ consumed_at: now })
    .where("id", "=", claimed.id)
    .where("consumed_at", "is", null)
    .executeTakeFirst();
  if (Number(used.numUpdatedRows) !== 1) throw invalidCode();
}
