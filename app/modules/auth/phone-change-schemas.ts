// The forms of 换绑手机, one schema each (server always, browser when JavaScript runs, and the API). Client-safe.
import { z } from "zod";
import "~/lib/validation/zod-messages";
import { authMessages as m } from "./auth-messages";
import { phoneNumberSchema } from "./auth-schemas";

const smsCode = z
  .string({ required_error: m.smsCodeRequired, invalid_type_error: m.smsCodeRequired })
  .trim()
  .min(1, m.smsCodeRequired)
  .regex(/^\d{6}$/, "短信验证码为 6 位数字");

const smsCodeId = z
  .string({ required_error: "请先获取短信验证码", invalid_type_error: "请先获取短信验证码" })
  .trim()
  .min(1, "请先获取短信验证码")
  .max(100, "请重新获取短信验证码");

/** Step 1: the code texted to the current number. */
export const verifyOldPhoneSchema = z.object({ phoneCaptcha: smsCode, phoneCaptchaId: smsCodeId });
export type VerifyOldPhoneInput = z.infer<typeof verifyOldPhoneSchema>;

/** Step 2, 获取验证码: the new number. */
export const newPhoneSchema = z.object({ phoneNumber: phoneNumberSchema });

/** Step 2: the new number and the code texted to it. */
export const verifyNewPhoneSchema = z.object({ phoneNumber: phoneNumberSchema, phoneCaptcha: smsCode, phoneCaptchaId: smsCodeId });
export type VerifyNewPhoneInput = z.infer<typeof verifyNewPhoneSchema>;
