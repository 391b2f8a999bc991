// POST /theme: the theme switcher's form. Saves the choice in a cookie (so the server renders it without a flash)
// and returns to the page; works without JavaScript.
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { serialize } from "cookie";
import { readFormEndpointForm } from "~/lib/page-form.server";
import { safeRedirect } from "~/lib/safe-redirect";
import { parseThemeName, THEME_COOKIE } from "~/modules/shell/themes";

export function loader() {
  return redirect("/");
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await readFormEndpointForm(request);
  const theme = parseThemeName(form.get("theme"));
  return redirect(safeRedirect(form.get("redirectTo"), "/"), {
    headers: {
      "Set-Cookie": serialize(THEME_COOKIE, theme, { path: "/", maxAge: 365 * 24 * 3600, sameSite: "lax" }),
    },
  });
}
