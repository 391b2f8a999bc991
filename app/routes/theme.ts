// POST /theme: the theme switcher's form. Saves the choice in a cookie (so the server renders it without a flash)
// and, for a logged-in user, on the account too (so it follows them to a new device); returns to the page; works
// without JavaScript.
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { readFormEndpointForm } from "~/lib/page-form.server";
import { safeRedirect } from "~/lib/safe-redirect";
import { getOptionalUser } from "~/modules/auth/require-user.server";
import { setSavedTheme } from "~/modules/settings/user-settings.server";
import { themeCookie } from "~/modules/shell/theme-cookie.server";
import { parseThemeName } from "~/modules/shell/themes";

export function loader() {
  return redirect("/");
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await readFormEndpointForm(request);
  const theme = parseThemeName(form.get("theme"));
  const user = await getOptionalUser(request);
  if (user) await setSavedTheme(user.id, theme);
  return redirect(safeRedirect(form.get("redirectTo"), "/"), { headers: { "Set-Cookie": themeCookie(theme) } });
}
