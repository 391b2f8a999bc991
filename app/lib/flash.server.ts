// One-request messages carried across a redirect (post/redirect/get): the toast a no-JS user sees after logging in,
// and a failed form's messages and values so the page it returns to can show them. Signed, HttpOnly, short-lived.
import { createCookieSessionStorage, redirect } from "@remix-run/node";
import { getAppSecret } from "./app-secret.server";
import { cookiesAreSecure } from "./env.server";

type ToastKind = "success" | "error" | "info";

export interface Toast {
  kind: ToastKind;
  message: string;
}

export interface FlashedForm {
  /** Which form failed, e.g. "sms", "password", "register". */
  form: string;
  errors: Record<string, string>;
  /** Values to put back (never passwords or codes). */
  values: Record<string, string>;
  /** Registration refused off campus: show the campus-network limit dialog. */
  limitDialog?: boolean;
  /** Seconds before the typed phone may get another SMS (set right after a send). */
  waitSeconds?: number;
}

export interface Flash {
  toast?: Toast;
  form?: FlashedForm;
}

let storage: ReturnType<typeof createStorage> | undefined;

function createStorage() {
  return createCookieSessionStorage<Record<string, never>, Flash>({
    cookie: {
      name: "__flash",
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure: cookiesAreSecure(),
      secrets: [getAppSecret()],
      maxAge: 60,
    },
  });
}

function flashStorage() {
  storage ??= createStorage();
  return storage;
}

/** The Set-Cookie value that carries `flash` to the next request. */
export async function commitFlash(request: Request, flash: Flash): Promise<string> {
  const session = await flashStorage().getSession(request.headers.get("cookie"));
  if (flash.toast) session.flash("toast", flash.toast);
  if (flash.form) session.flash("form", flash.form);
  return flashStorage().commitSession(session);
}

/** Post/redirect/get with a toast: the redirect that carries `toast` to the page it leads to. */
export async function redirectWithToast(request: Request, to: string, toast: Toast): Promise<Response> {
  return redirect(to, { headers: { "Set-Cookie": await commitFlash(request, { toast }) } });
}

/** Reads (and so removes) the flash; `setCookie` must be sent when `hadFlash` so the browser forgets it. */
export async function readFlash(request: Request): Promise<{ flash: Flash; setCookie: string | null }> {
  const session = await flashStorage().getSession(request.headers.get("cookie"));
  const toast = session.get("toast");
  const form = session.get("form");
  if (!toast && !form) return { flash: {}, setCookie: null };
  return { flash: { toast, form }, setCookie: await flashStorage().commitSession(session) };
}

/** Reads the flash without consuming it (for loaders other than root's, which consumes it). */
export async function peekFlash(request: Request): Promise<Flash> {
  const session = await flashStorage().getSession(request.headers.get("cookie"));
  return { toast: session.get("toast"), form: session.get("form") };
}
