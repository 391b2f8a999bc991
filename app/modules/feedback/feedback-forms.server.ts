// The page side of the feedback form, shared by the desktop dialog's action route (/feedback, post/redirect/get with a
// flash) and the mobile page (/mobile/user/feedback, failures answered in place): parse the submitted form with the
// schema, call the service, and say what happened in terms a page can render.
import { data, redirect, type AppLoadContext } from "@remix-run/node";
import { commitFlash } from "~/lib/flash.server";
import { isDomainError } from "~/lib/domain-error";
import { readFormEndpointForm, readPageForm } from "~/lib/page-form.server";
import { safeRedirect } from "~/lib/safe-redirect";
import { hrefWith } from "~/lib/url-state";
import { fieldErrorsOf } from "~/lib/validation/zod-messages";
import { getOptionalUser } from "~/modules/auth/require-user.server";
import {
  FEEDBACK_CONTACT_MAX,
  FEEDBACK_SUGGESTION_MAX,
  feedbackFields,
  feedbackMessages,
  feedbackSchema,
} from "./feedback-schemas";
import { submitFeedback } from "./feedback.server";
import { honeypotMessages, isSpam } from "~/lib/honeypot.server";

/**
 * The flash `form` name of the desktop dialog, and its URL parameter. The desktop layout's loader opens the dialog
 * when the parameter is present, with the values and messages of a flashed form of this name.
 */
const FEEDBACK_FORM = "feedback";
const FEEDBACK_PARAM = "feedback";

export interface FeedbackFormState {
  values: Record<string, string>;
  errors: Record<string, string>;
}

export type FeedbackFormOutcome = { ok: true } | ({ ok: false; status: number } & FeedbackFormState);

const KEEP_AT_MOST: Record<string, number> = {
  phone: FEEDBACK_CONTACT_MAX,
  suggestion: FEEDBACK_SUGGESTION_MAX,
  type: 1,
  smsReply: 2,
};

/** What was typed, trimmed to what the fields accept (the flash cookie must stay small). */
function keptValues(formData: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of feedbackFields) {
    const value = formData.get(name);
    if (typeof value === "string") values[name] = value.slice(0, KEEP_AT_MOST[name]);
  }
  return values;
}

async function submitFeedbackForm(
  request: Request,
  context: AppLoadContext,
  formData: FormData,
): Promise<FeedbackFormOutcome> {
  const fields = Object.fromEntries(feedbackFields.map((name) => [name, String(formData.get(name) ?? "")]));
  const failure = (status: number, errors: Record<string, string>): FeedbackFormOutcome => ({
    ok: false,
    status,
    errors,
    values: keptValues(formData),
  });
  if (isSpam(formData)) return failure(400, { "": honeypotMessages.refused });
  const parsed = feedbackSchema.safeParse(fields);
  if (!parsed.success) return failure(400, fieldErrorsOf(parsed.error));
  try {
    await submitFeedback(parsed.data, {
      user: await getOptionalUser(request),
      ip: context.clientIp,
      userAgent: request.headers.get("user-agent") ?? "",
    });
    return { ok: true };
  } catch (error) {
    if (!isDomainError(error)) throw error;
    return failure(error.status, error.fieldErrors ?? { "": error.message });
  }
}

const BASE = "http://yantu.invalid";

/** `path` with the dialog's parameter set ("1") or removed (null). */
function withDialog(path: string, value: string | null): string {
  return hrefWith(new URL(path, BASE), { [FEEDBACK_PARAM]: value });
}

/**
 * POST /feedback from the desktop dialog: always redirects back to the page it was on (`redirectTo`). Success: the
 * toast 提交成功 and the dialog closed. Failure: the dialog open again with the messages and what was typed.
 */
export async function handleFeedbackDialogPost(request: Request, context: AppLoadContext) {
  const formData = await readFormEndpointForm(request);
  const back = safeRedirect(formData.get("redirectTo"), "/");
  const outcome = await submitFeedbackForm(request, context, formData);
  if (!outcome.ok) {
    const cookie = await commitFlash(request, {
      form: { form: FEEDBACK_FORM, errors: outcome.errors, values: outcome.values },
    });
    return redirect(withDialog(back, "1"), { headers: { "Set-Cookie": cookie } });
  }
  const cookie = await commitFlash(request, { toast: { kind: "success", message: feedbackMessages.success } });
  return redirect(withDialog(back, null), { headers: { "Set-Cookie": cookie } });
}

/** Where the mobile page goes back to: its `redirect` query, a same-site path, default /mobile/. */
export function feedbackPageTarget(request: Request): string {
  return safeRedirect(new URL(request.url).searchParams.get("redirect"), "/mobile/");
}

/**
 * Action of the mobile page: success redirects to the page's `redirect` target with the toast; failure re-renders the
 * page with the messages and what was typed.
 */
export async function handleFeedbackPagePost(request: Request, context: AppLoadContext) {
  const formData = await readPageForm(request);
  const outcome = await submitFeedbackForm(request, context, formData);
  if (!outcome.ok)
    return data<FeedbackFormState>({ values: outcome.values, errors: outcome.errors }, { status: outcome.status });
  const cookie = await commitFlash(request, { toast: { kind: "success", message: feedbackMessages.success } });
  return redirect(safeRedirect(formData.get("redirectTo"), feedbackPageTarget(request)), {
    headers: { "Set-Cookie": cookie },
  });
}
