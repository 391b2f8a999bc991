// The console frame's forms (issue 25): the second factor at sign-in and enrolment, ending console sessions, the audit
// log's paging. One schema per form, used by the server and, when JavaScript runs, by the form in the browser.
import { z } from "zod";

const secondFactorText = {
  codeRequired: "请输入验证码",
  codeFormat: "请输入验证器中的 6 位数字，或一个恢复码（如 ABCDE-FGHJK）",
  totpFormat: "请输入验证器中显示的 6 位数字",
} as const;

const RECOVERY_CODE = /^[2-9A-HJ-NP-Z]{5}-?[2-9A-HJ-NP-Z]{5}$/i;

/** 控制台验证: a TOTP code or a recovery code. */
export const consoleSignInSchema = z.object({
  code: z
    .string({ required_error: secondFactorText.codeRequired })
    .trim()
    .min(1, secondFactorText.codeRequired)
    .refine((value) => /^\d{6}$/.test(value) || RECOVERY_CODE.test(value), secondFactorText.codeFormat),
});

/** 绑定验证器: the first code from the new authenticator entry. */
export const consoleEnrolSchema = z.object({
  code: z
    .string({ required_error: secondFactorText.codeRequired })
    .trim()
    .min(1, secondFactorText.codeRequired)
    .regex(/^\d{6}$/, secondFactorText.totpFormat),
});

/** Starting enrolment over the API: `fresh` (true, "true", "1") asks for a new secret. */
export const startEnrolmentSchema = z.object({
  fresh: z.preprocess((value) => value === true || value === "true" || value === "1", z.boolean()),
});

/** 登录设备: end the other console sessions, or every one (this one too). */
export const endConsoleSessionsSchema = z.object({ scope: z.enum(["others", "all"]) });

/** 操作记录: newest first, `before` an id for the next page. */
export const auditPageSchema = z.object({
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});
