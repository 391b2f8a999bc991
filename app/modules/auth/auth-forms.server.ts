// The page side of the accounts forms, shared by the desktop dialog's action route and the mobile login pages:
// parse a submitted form with its schema, call the service, and say what happened in terms a page can render
// (a toast and a token, or per-field messages plus the values to put back). Passwords are never put back.
import type { z } from "zod";
import { isDomainError } from "~/lib/domain-error";
import { fieldErrorsOf } from "~/lib/validation/zod-messages";
import {
  orgLoginSchema,
  passwordLoginSchema,
  passwordResetSchema,
  registerSchema,
  smsLoginSchema,
} from "./account-schemas";
import {
  loginAsOrganisation,
  loginWithPassword,
  loginWithSms,
  register,
  resetPassword,
  type RequestMeta,
} from "./account.server";
import { authMessages } from "./auth-messages";
import { phoneNumberSchema } from "./auth-schemas";
import { sendSmsCode } from "./sms-code.server";

const authFormKinds = ["sms", "password", "org", "register", "reset"] as const;
export type AuthFormKind = (typeof authFormKinds)[number];

export function isAuthFormKind(value: unknown): value is AuthFormKind {
  return typeof value === "string" && (authFormKinds as readonly string[]).includes(value);
}

export type AuthFormOutcome =
  | { ok: true; kind: AuthFormKind; token: string | null; toast: string }
  | {
      ok: false;
      kind: AuthFormKind;
      status: number;
      errors: Record<string, string>;
      values: Record<string, string>;
      /** Registration refused off campus: show the campus-network limit dialog. */
      limitDialog: boolean;
    };

const SECRET_FIELDS = new Set(["password", "password1", "password2", "oldPassword", "orgCode", "captcha"]);

/** The submitted text fields worth putting back into the form. */
function keptValues(formData: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of formData.entries()) {
    if (typeof value === "string" && !SECRET_FIELDS.has(key) && !key.startsWith("_") && key !== "redirectTo") {
      values[key] = value.slice(0, 200);
    }
  }
  return values;
}

function formFields(formData: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of formData.entries()) if (typeof value === "string") fields[key] = value;
  return fields;
}

async function run<S extends z.ZodTypeAny>(
  kind: AuthFormKind,
  schema: S,
  formData: FormData,
  act: (input: z.output<S>) => Promise<{ token: string | null; toast: string }>,
): Promise<AuthFormOutcome> {
  const failure = (status: number, errors: Record<string, string>, limitDialog = false): AuthFormOutcome => ({
    ok: false,
    kind,
    status,
    errors,
    values: keptValues(formData),
    limitDialog,
  });
  const parsed = schema.safeParse(formFields(formData));
  if (!parsed.success) return failure(400, fieldErrorsOf(parsed.error));
  try {
    return { ok: true, kind, ...(await act(parsed.data)) };
  } catch (error) {
    if (!isDomainError(error)) throw error;
    return failure(error.status, error.fieldErrors ?? { "": error.message }, error.details?.limitDialog === true);
  }
}

export async function submitAuthForm(
  kind: AuthFormKind,
  formData: FormData,
  meta: RequestMeta,
): Promise<AuthFormOutcome> {
  switch (kind) {
    case "sms":
      return run(kind, smsLoginSchema, formData, async (input) => ({
        token: await loginWithSms(input, meta),
        toast: authMessages.loginSuccess,
      }));
    case "password":
      return run(kind, passwordLoginSchema, formData, async (input) => ({
        token: await loginWithPassword(input, meta),
        toast: authMessages.loginSuccess,
      }));
    case "org":
      return run(kind, orgLoginSchema, formData, async (input) => ({
        token: await loginAsOrganisation(input, meta),
        toast: authMessages.loginSuccess,
      }));
    case "register":
      return run(kind, registerSchema, formData, async (input) => ({
        token: await register(input, meta),
        toast: authMessages.registerSuccess,
      }));
    case "reset":
      return run(kind, passwordResetSchema, formData, async (input) => {
        await resetPassword(input);
        return { token: null, toast: authMessages.resetSuccess };
      });
  }
}

export type SendCodeOutcome =
  | { ok: true; captchaId: string; waitSeconds: number; phoneNumber: string }
  | { ok: false; errors: Record<string, string>; values: Record<string, string> };

/** The "获取验证码" button of a form without JavaScript: sends the code and keeps everything typed so far. */
export async function sendCodeFromForm(formData: FormData, meta: RequestMeta): Promise<SendCodeOutcome> {
  const values = keptValues(formData);
  const phone = phoneNumberSchema.safeParse(values.phoneNumber ?? "");
  if (!phone.success) return { ok: false, errors: { phoneNumber: phone.error.issues[0]?.message ?? "" }, values };
  try {
    const sent = await sendSmsCode(phone.data, { ip: meta.ip });
    return { ok: true, captchaId: sent.captchaId, waitSeconds: sent.resendInSeconds, phoneNumber: phone.data };
  } catch (error) {
    if (!isDomainError(error)) throw error;
    return { ok: false, errors: error.fieldErrors ?? { phoneNumber: error.message }, values };
  }
}
