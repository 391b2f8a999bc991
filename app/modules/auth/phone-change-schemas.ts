// The forms of 换绑手机, one schema each (server always, browser when JavaScript runs, and the API). Client-safe.
import { z } from "zod";
import "~/lib/validation/zod-messages";
import { smsCode, smsCodeId } from "./account-schemas";
import { phoneNumberSchema } from "./auth-schemas";

/** Step 1: the code texted to the current number. */
export const verifyOldPhoneSchema = z.object({ phoneCaptcha: smsCode, phoneCaptchaId: smsCodeId });
export type VerifyOldPhoneInput = z.infer<typeof verifyOldPhoneSchema>;

/** Step 2, 获取验证码: the new number. */
export const newPhoneSchema = z.object({ phoneNumber: phoneNumberSchema });

/** Step 2: the new number and the code texted to it. */
export const verifyNewPhoneSchema = z.object({
  phoneNumber: phoneNumberSchema,
  phoneCaptcha: smsCode,
  phoneCaptchaId: smsCodeId,
});
export type VerifyNewPhoneInput = z.infer<typeof verifyNewPhoneSchema>;
