// The browser's copy of the session token: the HttpOnly cookie `Authorization` (spec section 3).
import { serialize } from "cookie";
import { cookiesAreSecure } from "~/lib/env.server";
import { SESSION_COOKIE, SESSION_LIFETIME_MS } from "./session.server";

export function sessionCookie(token: string): string {
  return serialize(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: "lax",
    secure: cookiesAreSecure(),
    path: "/",
    maxAge: Math.floor(SESSION_LIFETIME_MS / 1000),
  });
}

export function clearedSessionCookie(): string {
  return serialize(SESSION_COOKIE, "", {
    httpOnly: true,
    sameSite: "lax",
    secure: cookiesAreSecure(),
    path: "/",
    maxAge: 0,
  });
}
