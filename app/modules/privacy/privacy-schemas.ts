// The forms of 我的数据, one schema each (server always, the browser when JavaScript runs, and the API). Client-safe.
import { z } from "zod";
import { isTicked } from "~/lib/validation/input-fields";
import "~/lib/validation/zod-messages";
import { privacyMessages as m } from "./privacy-messages";

/** 确认注销: the code texted to the account's phone, and the box that says the consequences were read. */
export const deleteAccountSchema = z.object({
  phoneCaptcha: z
    .string({ required_error: m.deletionCodeRequired, invalid_type_error: m.deletionCodeRequired })
    .trim()
    .min(1, m.deletionCodeRequired)
    .regex(/^\d{6}$/, "短信验证码为 6 位数字"),
  phoneCaptchaId: z
    .string({ required_error: m.deletionCodeMissing, invalid_type_error: m.deletionCodeMissing })
    .trim()
    .min(1, m.deletionCodeMissing)
    .max(100, m.deletionCodeMissing),
  confirm: z.preprocess(isTicked, z.literal(true, { errorMap: () => ({ message: m.deletionConfirmRequired }) })),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;
