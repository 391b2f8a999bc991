// Route glue shared by every accounts screen: the desktop dialog's action route (/auth/<form>) answers with
// post/redirect/get and a flash; the full login pages (/login/passLogin, /mobile/login/*) answer failures in place.
import { data, redirect, type AppLoadContext } from "@remix-run/node";
import { commitFlash } from "~/lib/flash.server";
import { readFormEndpointForm, readPageForm } from "~/lib/page-form.server";
import { safeRedirect } from "~/lib/safe-redirect";
import { authMessages } from "./auth-messages";
import { isAuthFormKind, sendCodeFromForm, submitAuthForm, type AuthFormKind } from "./auth-forms.server";
import { loadLoginScreen, type LoginMode } from "./login-dialog.server";
import { requireAnonymous } from "./require-user.server";
import { sessionCookie } from "./session-cookie.server";
import { authenticateRequest } from "./request-auth.server";
import { revokeSession } from "./session.server";
import { clearedSessionCookie } from "./session-cookie.server";
import { savedThemeCookieAtLogin } from "~/modules/settings/theme-preference.server";

/** After a login: the session cookie, and the account's saved theme when this browser has none. */
async function appendLoginCookies(headers: Headers, request: Request, token: string): Promise<void> {
  headers.append("Set-Cookie", sessionCookie(token));
  const theme = await savedThemeCookieAtLogin(request, token);
  if (theme) headers.append("Set-Cookie", theme);
}

const metaOf = (request: Request, context: AppLoadContext) => ({
  ip: context.clientIp,
  userAgent: request.headers.get("user-agent") ?? "",
});

function withoutParams(path: string, names: string[]): string {
  const url = new URL(path, "http://yantu.invalid");
  for (const name of names) url.searchParams.delete(name);
  return `${url.pathname}${url.search}${url.hash}`;
}

function withParam(path: string, name: string, value: string): string {
  const url = new URL(path, "http://yantu.invalid");
  url.searchParams.set(name, value);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** POST /auth/<form> from the desktop dialog: always redirects back, carrying the outcome in the flash. */
export async function handleDialogPost(form: string | undefined, request: Request, context: AppLoadContext) {
  const formData = await readFormEndpointForm(request);
  const back = safeRedirect(formData.get("redirectTo"), "/");
  const meta = metaOf(request, context);

  if (form === "logout") return logout(request, safeRedirect(formData.get("redirectTo"), "/"));

  if (form === "send-code") {
    const mode = new URL(back, "http://yantu.invalid").searchParams.get("login") ?? "sms";
    const sent = await sendCodeFromForm(formData, meta);
    const cookie = await commitFlash(request, {
      form: sent.ok
        ? {
            form: mode,
            errors: {},
            values: { ...sentValues(formData), phoneCaptchaId: sent.captchaId },
            waitSeconds: sent.waitSeconds,
          }
        : { form: mode, errors: sent.errors, values: sent.values },
      toast: sent.ok ? { kind: "success", message: authMessages.smsSent } : undefined,
    });
    return redirect(back, { headers: { "Set-Cookie": cookie } });
  }

  if (!isAuthFormKind(form)) throw new Response("Not Found", { status: 404 });
  const outcome = await submitAuthForm(form, formData, meta);
  if (!outcome.ok) {
    const cookie = await commitFlash(request, {
      form: { form, errors: outcome.errors, values: outcome.values, limitDialog: outcome.limitDialog },
    });
    return redirect(back, { headers: { "Set-Cookie": cookie } });
  }
  const headers = new Headers();
  headers.append("Set-Cookie", await commitFlash(request, { toast: { kind: "success", message: outcome.toast } }));
  if (outcome.token) await appendLoginCookies(headers, request, outcome.token);
  // After a reset the user logs in with the new password; after a login the dialog closes.
  const destination = outcome.token ? withoutParams(back, ["login"]) : withParam(back, "login", "password");
  return redirect(destination, { headers });
}

function sentValues(formData: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of ["phoneNumber", "schoolId"]) {
    const value = formData.get(name);
    if (typeof value === "string") values[name] = value;
  }
  return values;
}

async function logout(request: Request, destination: string) {
  const { user } = await authenticateRequest(request);
  if (user) await revokeSession(user.sessionId);
  const headers = new Headers();
  headers.append("Set-Cookie", clearedSessionCookie());
  headers.append(
    "Set-Cookie",
    await commitFlash(request, { toast: { kind: "success", message: authMessages.logoutSuccess } }),
  );
  return redirect(destination, { headers });
}

/** Loader of a full login page: a logged-in visitor goes back at once; otherwise the screen's data. */
export async function loadLoginPage(mode: LoginMode, request: Request, fallback: string) {
  const target = safeRedirect(new URL(request.url).searchParams.get("redirect"), fallback);
  await requireAnonymous(request, target);
  return { screen: await loadLoginScreen(mode, undefined), redirectTo: target };
}

export interface LoginPageActionData {
  values: Record<string, string>;
  errors: Record<string, string>;
  waitSeconds: number;
  limitDialog: boolean;
  sent: boolean;
}

/**
 * Action of a full login page: success redirects to the page's `redirect` target with the toast; failure
 * (and the no-JS send-code button) re-renders the page with the messages and what was typed.
 */
export async function handleLoginPagePost(
  kind: AuthFormKind,
  request: Request,
  context: AppLoadContext,
  options: { fallback: string; afterReset: string },
) {
  const formData = await readPageForm(request);
  const meta = metaOf(request, context);
  if (formData.get("_intent") === "send-code") {
    const sent = await sendCodeFromForm(formData, meta);
    const result: LoginPageActionData = sent.ok
      ? {
          values: { ...sentValues(formData), phoneCaptchaId: sent.captchaId },
          errors: {},
          waitSeconds: sent.waitSeconds,
          limitDialog: false,
          sent: true,
        }
      : { values: sent.values, errors: sent.errors, waitSeconds: 0, limitDialog: false, sent: false };
    return data(result, { status: sent.ok ? 200 : 400 });
  }
  const outcome = await submitAuthForm(kind, formData, meta);
  if (!outcome.ok) {
    const result: LoginPageActionData = {
      values: outcome.values,
      errors: outcome.errors,
      waitSeconds: 0,
      limitDialog: outcome.limitDialog,
      sent: false,
    };
    return data(result, { status: outcome.status });
  }
  const headers = new Headers();
  headers.append("Set-Cookie", await commitFlash(request, { toast: { kind: "success", message: outcome.toast } }));
  if (outcome.token) await appendLoginCookies(headers, request, outcome.token);
  const target = outcome.token
    ? safeRedirect(formData.get("redirectTo") ?? new URL(request.url).searchParams.get("redirect"), options.fallback)
    : options.afterReset;
  return redirect(target, { headers });
}
