// 换绑手机 (docs/decisions/0025-study-settings-and-phone-change.md): prove the current number with an SMS code, then
// prove the new one; the new number must be free; on success the phone changes and every other session ends. The
// step between the two lives on the server (phone_change_requests, bound to the session that proved the old number,
// 10 minutes), so step 2 cannot be posted without step 1, nor from another device. Codes and send limits are login's
// (sms-code.server.ts). Organisation accounts have no phone and are refused.
import { db } from "~/db/client.server";
import { DomainError } from "~/lib/domain-error";
import { phoneChangeMessages as m } from "./phone-change-messages";
import type { VerifyNewPhoneInput, VerifyOldPhoneInput } from "./phone-change-schemas";
import { revokeUserSessions, type AuthUser } from "./session.server";
import { consumeSmsCode, sendSmsCode } from "./sms-code.server";

/** How long a proven old number lets the user bind a new one. */
export const PHONE_CHANGE_TTL_MS = 10 * 60 * 1000;

export type PhoneChangeStep = { step: "old" } | { step: "new"; expiresAt: number };

/** The number a user may change: theirs, unless an organisation account (no phone). */
function currentPhoneOf(user: AuthUser): string {
  if (user.isOrg) throw new DomainError(403, m.orgRefused);
  if (!user.phoneNumber) throw new DomainError(400, m.noPhone);
  return user.phoneNumber;
}

/** Where this session is: "old" until the old number is proven here, then "new" until it expires. */
export async function getPhoneChangeStep(user: AuthUser, now: number = Date.now()): Promise<PhoneChangeStep> {
  const row = await db
    .selectFrom("phone_change_requests")
    .select("expires_at")
    .where("user_id", "=", user.id)
    .where("session_id", "=", user.sessionId)
    .where("expires_at", ">", now)
    .executeTakeFirst();
  return row ? { step: "new", expiresAt: Number(row.expires_at) } : { step: "old" };
}

async function requireNewStep(user: AuthUser, now: number): Promise<void> {
  if ((await getPhoneChangeStep(user, now)).step !== "new") throw new DomainError(409, m.stepOldRequired);
}

/** Step 1, 获取验证码: a code to the current number (login's send limits apply). */
export async function sendOldPhoneCode(user: AuthUser, meta: { ip: string }) {
  return sendSmsCode(currentPhoneOf(user), meta);
}

/** Step 1: checks the code sent to the current number and opens step 2 for this session. */
export async function verifyOldPhone(
  user: AuthUser,
  input: VerifyOldPhoneInput,
  now: number = Date.now(),
): Promise<Extract<PhoneChangeStep, { step: "new" }>> {
  const phoneNumber = currentPhoneOf(user);
  await consumeSmsCode({ phoneNumber, captchaId: input.phoneCaptchaId, code: input.phoneCaptcha });
  const expiresAt = now + PHONE_CHANGE_TTL_MS;
  await db
    .insertInto("phone_change_requests")
    .values({ user_id: user.id, session_id: user.sessionId, old_verified_at: now, expires_at: expiresAt })
    .onConflict((oc) =>
      oc.column("user_id").doUpdateSet({ session_id: user.sessionId, old_verified_at: now, expires_at: expiresAt }),
    )
    .execute();
  return { step: "new", expiresAt };
}

/** The new number is another than the current one and belongs to no account (checked before any code is sent). */
async function assertNewPhoneFree(user: AuthUser, phoneNumber: string): Promise<void> {
  if (phoneNumber === user.phoneNumber) throw new DomainError(400, m.sameAsOld, { phoneNumber: m.sameAsOld });
  const owner = await db.selectFrom("users").select("id").where("phone_number", "=", phoneNumber).executeTakeFirst();
  if (owner) throw new DomainError(409, m.phoneTaken, { phoneNumber: m.phoneTaken });
}

/** Step 2, 获取验证码: a code to the new number, once step 1 is done and the number is free. */
export async function sendNewPhoneCode(
  user: AuthUser,
  phoneNumber: string,
  meta: { ip: string },
  now: number = Date.now(),
) {
  currentPhoneOf(user);
  await requireNewStep(user, now);
  await assertNewPhoneFree(user, phoneNumber);
  return sendSmsCode(phoneNumber, meta);
}

function isUniqueViolation(error: unknown): boolean {
  const text = error instanceof Error ? `${(error as { code?: string }).code ?? ""} ${error.message}` : "";
  return /UNIQUE constraint failed|23505|duplicate key/i.test(text);
}

/**
 * Step 2: checks the code sent to the new number, then changes the phone, closes the request and ends every other
 * session of the user (this one stays). Refused without a live step 1 of this session, for a taken number, or a
 * wrong code.
 */
export async function changePhone(
  user: AuthUser,
  input: VerifyNewPhoneInput,
  now: number = Date.now(),
): Promise<{ phoneNumber: string }> {
  currentPhoneOf(user);
  await requireNewStep(user, now);
  await assertNewPhoneFree(user, input.phoneNumber);
  await consumeSmsCode({ phoneNumber: input.phoneNumber, captchaId: input.phoneCaptchaId, code: input.phoneCaptcha });
  try {
    await db.transaction().execute(async (trx) => {
      // Closing the request is the step's lock: of two racing submissions only one deletes the row.
      const closed = await trx
        .deleteFrom("phone_change_requests")
        .where("user_id", "=", user.id)
        .where("session_id", "=", user.sessionId)
        .where("expires_at", ">", now)
        .executeTakeFirst();
      if (Number(closed.numDeletedRows) !== 1) throw new DomainError(409, m.stepOldRequired);
      await trx
        .updateTable("users")
        .set({ phone_number: input.phoneNumber, updated_at: now })
        .where("id", "=", user.id)
        .execute();
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError(409, m.phoneTaken, { phoneNumber: m.phoneTaken });
    throw error;
  }
  await revokeUserSessions(user.id, user.sessionId);
  return { phoneNumber: input.phoneNumber };
}

/** 取消: forgets step 1 (the next change starts again with the old number). */
export async function cancelPhoneChange(user: AuthUser): Promise<void> {
  await db.deleteFrom("phone_change_requests").where("user_id", "=", user.id).execute();
}
