// Field schemas shared by the accounts forms and the /api/System SMS and captcha endpoints. Client-safe: zod only,
// no server imports, so the browser can validate with the same rules.
import { z } from "zod";

const PHONE_REQUIRED_MESSAGE = "请输入手机号";
const PHONE_INVALID_MESSAGE = "请输入正确的手机号";

/** A mainland China mobile number: 11 digits, 1 then 3–9. Surrounding spaces are ignored. */
const PHONE_NUMBER_PATTERN = /^1[3-9]\d{9}$/;

export const phoneNumberSchema = z
  .string({ required_error: PHONE_REQUIRED_MESSAGE, invalid_type_error: PHONE_INVALID_MESSAGE })
  .trim()
  .min(1, PHONE_REQUIRED_MESSAGE)
  .regex(PHONE_NUMBER_PATTERN, PHONE_INVALID_MESSAGE);

/** Input of GET /api/System/send-captcha. */
export const sendSmsCodeSchema = z.object({ phoneNumber: phoneNumberSchema });
