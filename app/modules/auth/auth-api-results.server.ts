// Result schemas (ApiEndpoint.result) of the accounts endpoints that more than one domain answers: a texted code's
// send (换绑手机 and 注销账号 answer it as login's sendSmsCode returns it). Server-only.
import { z } from "zod";
import { count } from "~/modules/api/result-schemas.server";

/** A code was texted: the id to send back with it, and the seconds before another may be asked for. */
export const smsCodeSentResult = z.object({ phoneCaptchaId: z.string(), resendInSeconds: count });
