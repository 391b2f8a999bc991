// Every way in and out: registration on the campus network, SMS / password / organisation login, password reset and
// change. Each returns a fresh session token or throws a DomainError with the message to show. Failed logins are
// throttled per account and per address, with one generic message whether or not the phone exists.
import { db } from "~/db/client.server";
import { DomainError } from "~/lib/domain-error";
import { createLimiter } from "~/modules/rate-limit/rate-limit.server";
import { isIpInSchoolRanges } from "~/modules/school/school.server";
import type {
  OrgLoginInput,
  PasswordLoginInput,
  PasswordModifyInput,
  PasswordResetInput,
  RegisterInput,
  SmsLoginInput,
} from "./account-schemas";
import { authMessages as m } from "./auth-messages";
import { verifyImageCaptcha } from "./image-captcha.server";
import { assertStrongPassword } from "./password-strength.server";
import { hashSecret, verifySecret } from "./secret-hash.server";
import { createSession, revokeUserSessions, type AuthUser } from "./session.server";
import { consumeSmsCode } from "./sms-code.server";

export interface RequestMeta {
  ip: string;
  userAgent: string;
}

const FAILURE_WINDOW_SECONDS = 15 * 60;
const failuresByAccount = createLimiter({
  name: "login-fail-account",
  points: 10,
  durationSeconds: FAILURE_WINDOW_SECONDS,
});
const failuresByIp = createLimiter({ name: "login-fail-ip", points: 50, durationSeconds: FAILURE_WINDOW_SECONDS });

// Verifying against this keeps a login for an unknown phone as slow as one with a wrong password.
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => (dummyHash ??= hashSecret("not-a-real-password-Aa1!"));

async function assertNotThrottled(accountKey: string, ip: string) {
  const [account, address] = await Promise.all([failuresByAccount.peek(accountKey), failuresByIp.peek(ip)]);
  const blocked = [account, address].filter((state) => state.remaining <= 0);
  if (blocked.length > 0) {
    const seconds = Math.max(...blocked.map((state) => state.retryAfterSeconds), 60);
    throw new DomainError(429, m.tooManyFailures(Math.ceil(seconds / 60)), undefined, { retryAfterSeconds: seconds });
  }
}

async function recordFailure(accountKey: string, ip: string) {
  await Promise.all([failuresByAccount.consume(accountKey), failuresByIp.consume(ip)]);
}

function assertUsable(user: { disabled: number }) {
  if (user.disabled === 1) throw new DomainError(403, m.accountDisabled);
}

async function findUserByPhone(phoneNumber: string) {
  return db
    .selectFrom("users")
    .select(["id", "password_hash", "disabled", "is_org"])
    .where("phone_number", "=", phoneNumber)
    .executeTakeFirst();
}

export async function loginWithPassword(input: PasswordLoginInput, meta: RequestMeta): Promise<string> {
  const accountKey = `phone:${input.phoneNumber}`;
  await assertNotThrottled(accountKey, meta.ip);
  if (!(await verifyImageCaptcha(input.captchaId, input.captcha))) {
    throw new DomainError(400, m.badImageCaptcha, { captcha: m.badImageCaptcha });
  }
  const user = await findUserByPhone(input.phoneNumber);
  const passwordOk = await verifySecret(user?.password_hash ?? (await getDummyHash()), input.password);
  if (!user?.password_hash || !passwordOk) {
    await recordFailure(accountKey, meta.ip);
    throw new DomainError(400, m.badCredentials, { password: m.badCredentials });
  }
  assertUsable(user);
  await failuresByAccount.reset(accountKey);
  return createSession(user.id, meta);
}

export async function loginWithSms(input: SmsLoginInput, meta: RequestMeta): Promise<string> {
  const accountKey = `phone:${input.phoneNumber}`;
  await assertNotThrottled(accountKey, meta.ip);
  try {
    await consumeSmsCode({ phoneNumber: input.phoneNumber, captchaId: input.phoneCaptchaId, code: input.phoneCaptcha });
  } catch (error) {
    await recordFailure(accountKey, meta.ip);
    throw error;
  }
  const user = await findUserByPhone(input.phoneNumber);
  if (!user) throw new DomainError(400, m.phoneUnknown, { phoneNumber: m.phoneUnknown });
  assertUsable(user);
  await failuresByAccount.reset(accountKey);
  return createSession(user.id, meta);
}

export async function loginAsOrganisation(input: OrgLoginInput, meta: RequestMeta): Promise<string> {
  const accountKey = `org:${input.orgId}`;
  await assertNotThrottled(accountKey, meta.ip);
  const school = await db
    .selectFrom("schools")
    .select(["id", "name", "org_code_hash"])
    .where("id", "=", input.orgId)
    .executeTakeFirst();
  const codeOk = await verifySecret(school?.org_code_hash ?? (await getDummyHash()), input.orgCode);
  if (!school?.org_code_hash || !codeOk) {
    await recordFailure(accountKey, meta.ip);
    throw new DomainError(400, m.badOrgCode, { orgCode: m.badOrgCode });
  }
  await failuresByAccount.reset(accountKey);
  const userId = await findOrCreateOrgUser(school.id, school.name);
  return createSession(userId, meta);
}

async function findOrCreateOrgUser(schoolId: number, schoolName: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom("users")
      .select(["id", "disabled"])
      .where("school_id", "=", schoolId)
      .where("is_org", "=", 1)
      .orderBy("id")
      .executeTakeFirst();
    if (existing) {
      assertUsable(existing);
      return existing.id;
    }
    const now = Date.now();
    const created = await trx
      .insertInto("users")
      .values({
        school_id: schoolId,
        phone_number: null,
        password_hash: null,
        nickname: schoolName,
        avatar: null,
        is_org: 1,
        disabled: 0,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return created.id;
  });
}

function isUniqueViolation(error: unknown): boolean {
  const text = error instanceof Error ? `${(error as { code?: string }).code ?? ""} ${error.message}` : "";
  return /UNIQUE constraint failed|23505|duplicate key/i.test(text);
}

export async function register(input: RegisterInput, meta: RequestMeta): Promise<string> {
  const school = await db.selectFrom("schools").select("id").where("id", "=", input.schoolId).executeTakeFirst();
  if (!school) throw new DomainError(400, m.schoolUnknown, { schoolId: m.schoolUnknown });
  if (!(await isIpInSchoolRanges(school.id, meta.ip))) {
    throw new DomainError(403, m.campusOnly, undefined, { limitDialog: true, ip: meta.ip });
  }
  if (await findUserByPhone(input.phoneNumber)) {
    throw new DomainError(409, m.phoneTaken, { phoneNumber: m.phoneTaken });
  }
  assertStrongPassword(input.password, "password", { phoneNumber: input.phoneNumber });
  await consumeSmsCode({ phoneNumber: input.phoneNumber, captchaId: input.phoneCaptchaId, code: input.phoneCaptcha });
  const now = Date.now();
  let userId: number;
  try {
    const created = await db
      .insertInto("users")
      .values({
        school_id: school.id,
        phone_number: input.phoneNumber,
        password_hash: await hashSecret(input.password),
        nickname: `研友${input.phoneNumber.slice(-4)}`,
        avatar: null,
        is_org: 0,
        disabled: 0,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    userId = created.id;
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError(409, m.phoneTaken, { phoneNumber: m.phoneTaken });
    throw error;
  }
  return createSession(userId, meta);
}

/** Sets a new password after proving the phone; every session of that user ends. */
export async function resetPassword(input: PasswordResetInput): Promise<void> {
  const user = await findUserByPhone(input.phoneNumber);
  if (!user || user.is_org === 1) throw new DomainError(400, m.phoneUnknown, { phoneNumber: m.phoneUnknown });
  assertStrongPassword(input.password1, "password1", { phoneNumber: input.phoneNumber });
  await consumeSmsCode({ phoneNumber: input.phoneNumber, captchaId: input.phoneCaptchaId, code: input.phoneCaptcha });
  await db
    .updateTable("users")
    .set({ password_hash: await hashSecret(input.password1), updated_at: Date.now() })
    .where("id", "=", user.id)
    .execute();
  await revokeUserSessions(user.id);
}

/** Changes the password of the logged-in user; their other sessions end, this one stays. */
export async function modifyPassword(user: AuthUser, input: PasswordModifyInput, meta: RequestMeta): Promise<void> {
  if (user.isOrg) throw new DomainError(403, "机构账号不能修改密码");
  const accountKey = `user:${user.id}`;
  await assertNotThrottled(accountKey, meta.ip);
  const row = await db
    .selectFrom("users")
    .select(["password_hash"])
    .where("id", "=", user.id)
    .executeTakeFirstOrThrow();
  if (!row.password_hash || !(await verifySecret(row.password_hash, input.oldPassword))) {
    await recordFailure(accountKey, meta.ip);
    throw new DomainError(400, m.badOldPassword, { oldPassword: m.badOldPassword });
  }
  assertStrongPassword(input.password1, "password1", { phoneNumber: user.phoneNumber });
  await db
    .updateTable("users")
    .set({ password_hash: await hashSecret(input.password1), updated_at: Date.now() })
    .where("id", "=", user.id)
    .execute();
  await revokeUserSessions(user.id, user.sessionId);
}
