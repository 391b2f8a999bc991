// One zod schema per accounts form, used by the server (always) and by @mantine/form in the browser (when
// JavaScript runs). Field names are the spec's (section 3). Client-safe: no server imports here.
import { z } from "zod";
import "~/lib/validation/zod-messages";
import { authMessages as m } from "./auth-messages";
import { phoneNumberSchema } from "./auth-schemas";

const required = (message: string) =>
  z.string({ required_error: message, invalid_type_error: message }).trim().min(1, message);

const positiveId = (message: string) =>
  z.coerce.number({ invalid_type_error: message, required_error: message }).int(message).positive(message);

/** The spec's composition rule: at least 8 characters with upper- and lower-case letters, digits and a symbol. */
export function meetsPasswordComposition(password: string): boolean {
  return (
    password.length >= 8 &&
    /[a-z]/.test(password) &&
    /[A-Z]/.test(password) &&
    /\d/.test(password) &&
    /[^A-Za-z0-9\s]/.test(password)
  );
}

const newPassword = (requiredMessage: string) =>
  z
    .string({ required_error: requiredMessage, invalid_type_error: requiredMessage })
    .min(1, requiredMessage)
    .max(64, m.passwordTooLong)
    .refine(meetsPasswordComposition, m.passwordRule);

/** A texted code (6 digits) and the id its send returned: every form that takes one (login, register, 换绑手机). */
export const smsCode = z
  .string({ required_error: m.smsCodeRequired, invalid_type_error: m.smsCodeRequired })
  .trim()
  .min(1, m.smsCodeRequired)
  .regex(/^\d{6}$/, "短信验证码为 6 位数字");

export const smsCodeId = z
  .string({ required_error: "请先获取短信验证码", invalid_type_error: "请先获取短信验证码" })
  .trim()
  .min(1, "请先获取短信验证码");

export const smsLoginSchema = z.object({
  phoneNumber: phoneNumberSchema,
  phoneCaptcha: smsCode,
  phoneCaptchaId: smsCodeId,
});

export const passwordLoginSchema = z.object({
  phoneNumber: phoneNumberSchema,
  password: required(m.passwordRequired).max(64, m.passwordTooLong),
  captcha: required(m.imageCaptchaRequired),
  captchaId: z.string({ required_error: "请刷新图形验证码" }).trim().min(1, "请刷新图形验证码"),
});

export const orgLoginSchema = z.object({
  orgId: positiveId(m.orgRequired),
  orgCode: required(m.orgCodeRequired).max(64, "机构注册码过长"),
});

export const registerSchema = z.object({
  schoolId: positiveId(m.schoolRequired),
  phoneNumber: phoneNumberSchema,
  password: newPassword(m.passwordRequired),
  phoneCaptcha: smsCode,
  phoneCaptchaId: smsCodeId,
});

export const passwordResetSchema = z
  .object({
    phoneNumber: phoneNumberSchema,
    phoneCaptcha: smsCode,
    phoneCaptchaId: smsCodeId,
    password1: newPassword(m.newPasswordRequired),
    password2: z
      .string({ required_error: m.confirmPasswordRequired, invalid_type_error: m.confirmPasswordRequired })
      .min(1, m.confirmPasswordRequired),
  })
  .refine((value) => value.password1 === value.password2, { message: m.passwordMismatch, path: ["password2"] });

export const passwordModifySchema = z
  .object({
    oldPassword: required(m.oldPasswordRequired),
    password1: newPassword(m.newPasswordRequired),
    password2: z
      .string({ required_error: m.confirmPasswordRequired, invalid_type_error: m.confirmPasswordRequired })
      .min(1, m.confirmPasswordRequired),
  })
  .refine((value) => value.password1 === value.password2, { message: m.passwordMismatch, path: ["password2"] })
  .refine((value) => value.password1 !== value.oldPassword, { message: m.passwordSameAsOld, path: ["password1"] });

export const editInfoSchema = z.object({
  nickname: z
    .string({ invalid_type_error: m.nicknameRequired })
    .trim()
    .min(1, m.nicknameRequired)
    .max(20, m.nicknameTooLong)
    .optional(),
  avatar: z
    .string()
    .regex(/^\/uploads\/[A-Za-z0-9_-]+\.(png|jpg|gif|webp)$/, "头像地址无效，请重新上传")
    .nullable()
    .optional(),
});

export type SmsLoginInput = z.infer<typeof smsLoginSchema>;
export type PasswordLoginInput = z.infer<typeof passwordLoginSchema>;
export type OrgLoginInput = z.infer<typeof orgLoginSchema>;
export type RegisterInput = z.infer<typeof registerSchema>;
export type PasswordResetInput = z.infer<typeof passwordResetSchema>;
export type PasswordModifyInput = z.infer<typeof passwordModifySchema>;
export type EditInfoInput = z.infer<typeof editInfoSchema>;
