// The theme follows the account (docs/decisions/0025): the cookie stays the truth for rendering, the account keeps
// the last choice made while logged in, and a login on a browser without a theme cookie gets the saved one.
import { findUserByToken } from "~/modules/auth/session.server";
import { themeCookie, themeOfRequest } from "~/modules/shell/theme-cookie.server";
import { getSavedTheme } from "./user-settings.server";

/** At login: the Set-Cookie for the account's saved theme, or null (the browser has a theme, or none was saved). */
export async function savedThemeCookieAtLogin(request: Request, token: string): Promise<string | null> {
  if (themeOfRequest(request)) return null;
  const user = await findUserByToken(token);
  const theme = user ? await getSavedTheme(user.id) : null;
  return theme ? themeCookie(theme) : null;
}
