// Guards for pages: the user or a redirect to the right login screen, with a way back to where they were.
import { redirect } from "@remix-run/node";
import { authenticateRequest } from "./request-auth.server";
import type { AuthUser } from "./session.server";
import { isMobilePath } from "~/lib/site-tree";
import { hrefWith } from "~/lib/url-state";

export function loginUrlFor(request: Request): string {
  const url = new URL(request.url);
  const back = `${url.pathname}${url.search}`;
  const isMobile = isMobilePath(url.pathname);
  return `${isMobile ? "/mobile/login" : "/login/passLogin"}?redirect=${encodeURIComponent(back)}`;
}

/**
 * Where a guest is asked to log in from a page's own action (like, collect, a refused video) and comes back: on desktop
 * the login dialog over this very page (?login=sms), on mobile the login page with `redirect`.
 */
export function loginPromptUrlFor(request: Request): string {
  const url = new URL(request.url);
  return isMobilePath(url.pathname) ? loginUrlFor(request) : hrefWith(url, { login: "sms" });
}

export async function getOptionalUser(request: Request): Promise<AuthUser | null> {
  return (await authenticateRequest(request)).user;
}

/** The logged-in user, or a redirect to the login page of the request's tree (desktop or mobile). */
export async function requireUser(request: Request): Promise<AuthUser> {
  const user = await getOptionalUser(request);
  if (!user) throw redirect(loginUrlFor(request));
  return user;
}

/** For the login screens themselves: a logged-in visitor goes straight back. */
export async function requireAnonymous(request: Request, destination: string): Promise<void> {
  if (await getOptionalUser(request)) throw redirect(destination);
}
