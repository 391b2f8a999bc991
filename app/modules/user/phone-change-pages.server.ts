// 换绑手机 in both trees (/user/modifyNumber inside the centre's frame, /mobile/user/modifyNumber): the page's
// forms, told apart by `intent` — send-old / verify-old (step 1), send-new / verify-new (step 2), cancel. The
// 获取验证码 buttons post too, so the page works without JavaScript: the page comes back with the code id in a hidden
// field and the resend countdown, as login's does. Verifying a code redirects with a toast; a refusal re-renders the
// form with its message and what was typed (never the code).
import { data, type AppLoadContext } from "@remix-run/node";
import { isDomainError } from "~/lib/domain-error";
import { redirectWithToast } from "~/lib/flash.server";
import { readPageForm } from "~/lib/page-form.server";
import { treeOfPath } from "~/lib/site-tree";
import { fieldErrorsOf } from "~/lib/validation/zod-messages";
import {
  cancelPhoneChange,
  changePhone,
  getPhoneChangeStep,
  PHONE_CHANGE_TTL_MS,
  sendNewPhoneCode,
  sendOldPhoneCode,
  verifyOldPhone,
} from "~/modules/auth/phone-change.server";
import { phoneChangeMessages as m } from "~/modules/auth/phone-change-messages";
import { newPhoneSchema, verifyNewPhoneSchema, verifyOldPhoneSchema } from "~/modules/auth/phone-change-schemas";
import { requireUser } from "~/modules/auth/require-user.server";
import { smsResendWaitSeconds } from "~/modules/auth/sms-code.server";
import { centrePaths } from "~/modules/centre/centre-paths";
import { maskPhone } from "./user.server";

const phoneChangeIntents = ["send-old", "verify-old", "send-new", "verify-new", "cancel"] as const;
type PhoneChangeIntent = (typeof phoneChangeIntents)[number];

export interface PhoneChangeFormResult {
  intent: PhoneChangeIntent;
  errors: Record<string, string>;
  /** What to put back: the new number and the code id (never the code). */
  values: Record<string, string>;
  /** Seconds before another code may be sent to that number. */
  waitSeconds: number;
  /** A code was just sent (to this masked number). */
  sentTo: string | null;
}

export async function loadPhoneChangePage(request: Request) {
  const user = await requireUser(request);
  if (user.isOrg || !user.phoneNumber) {
    return {
      refused: user.isOrg ? m.orgRefused : m.noPhone,
      phone: null,
      step: "old" as const,
      minutesLeft: 0,
      waitSeconds: 0,
    };
  }
  const now = Date.now();
  const step = await getPhoneChangeStep(user, now);
  return {
    refused: null,
    phone: maskPhone(user.phoneNumber),
    step: step.step,
    /** Minutes left to bind the new number (step 2). */
    minutesLeft:
      step.step === "new"
        ? Math.max(1, Math.ceil((step.expiresAt - now) / 60_000))
        : Math.round(PHONE_CHANGE_TTL_MS / 60_000),
    /** The old number's resend countdown (step 1), rendered by the server. */
    waitSeconds: step.step === "old" ? await smsResendWaitSeconds(user.phoneNumber) : 0,
  };
}

const textOf = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

export async function submitPhoneChangePage(request: Request, context: Pick<AppLoadContext, "clientIp">) {
  const user = await requireUser(request);
  const form = await readPageForm(request);
  const url = new URL(request.url);
  const here = `${url.pathname}${url.search}`;
  const intent = textOf(form, "intent") as PhoneChangeIntent;
  const meta = { ip: context.clientIp };
  const values = {
    phoneNumber: textOf(form, "phoneNumber").trim().slice(0, 20),
    phoneCaptchaId: textOf(form, "phoneCaptchaId").slice(0, 100),
  };
  const answer = (
    result: Omit<PhoneChangeFormResult, "intent" | "sentTo"> & { sentTo?: string | null },
    status: number,
  ) => data<PhoneChangeFormResult>({ intent, sentTo: null, ...result }, { status });
  const fail = (errors: Record<string, string>, status = 400, keep: Record<string, string> = values) =>
    answer({ errors, values: keep, waitSeconds: 0 }, status);

  if (!(phoneChangeIntents as readonly string[]).includes(intent)) return fail({ "": m.intentInvalid });
  try {
    switch (intent) {
      case "send-old": {
        const sent = await sendOldPhoneCode(user, meta);
        return answer(
          {
            errors: {},
            values: { phoneCaptchaId: sent.captchaId },
            waitSeconds: sent.resendInSeconds,
            sentTo: maskPhone(user.phoneNumber),
          },
          200,
        );
      }
      case "verify-old": {
        const parsed = verifyOldPhoneSchema.safeParse({
          phoneCaptcha: textOf(form, "phoneCaptcha"),
          phoneCaptchaId: values.phoneCaptchaId,
        });
        if (!parsed.success) return fail(fieldErrorsOf(parsed.error));
        await verifyOldPhone(user, parsed.data);
        return redirectWithToast(request, here, { kind: "success", message: m.oldVerified });
      }
      case "send-new": {
        const parsed = newPhoneSchema.safeParse({ phoneNumber: values.phoneNumber });
        if (!parsed.success) return fail(fieldErrorsOf(parsed.error), 400, { phoneNumber: values.phoneNumber });
        const sent = await sendNewPhoneCode(user, parsed.data.phoneNumber, meta);
        return answer(
          {
            errors: {},
            values: { phoneNumber: parsed.data.phoneNumber, phoneCaptchaId: sent.captchaId },
            waitSeconds: sent.resendInSeconds,
            sentTo: maskPhone(parsed.data.phoneNumber),
          },
          200,
        );
      }
      case "verify-new": {
        const parsed = verifyNewPhoneSchema.safeParse({ ...values, phoneCaptcha: textOf(form, "phoneCaptcha") });
        if (!parsed.success) return fail(fieldErrorsOf(parsed.error));
        await changePhone(user, parsed.data);
        return redirectWithToast(request, centrePaths[treeOfPath(url.pathname)].center, {
          kind: "success",
          message: m.changed,
        });
      }
      case "cancel": {
        await cancelPhoneChange(user);
        return redirectWithToast(request, here, { kind: "info", message: m.cancelled });
      }
    }
  } catch (error) {
    if (!isDomainError(error)) throw error;
    const errors = error.fieldErrors ?? { "": error.message };
    // A wrong code: keep the code id, so the user may type the code again (its tries are limited).
    return answer({ errors, values, waitSeconds: Number(error.details?.retryAfterSeconds ?? 0) }, error.status);
  }
}
