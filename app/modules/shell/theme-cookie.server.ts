// The theme cookie (the truth for rendering: root's loader reads it, so the server paints the right colours at once).
// Set by the header's switcher (POST /theme), the settings page, and at login from the account's saved choice.
import { parse, serialize } from "cookie";
import { parseThemeName, THEME_COOKIE, type ThemeName } from "./themes";

export function themeCookie(theme: ThemeName): string {
  return serialize(THEME_COOKIE, theme, { path: "/", maxAge: 365 * 24 * 3600, sameSite: "lax" });
}

/** The theme the request's cookie names, or null when it carries none. */
export function themeOfRequest(request: Request): ThemeName | null {
  const value = parse(request.headers.get("cookie") ?? "")[THEME_COOKIE];
  return value ? parseThemeName(value) : null;
}
