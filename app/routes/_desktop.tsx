// The desktop default layout: header, page, and the dialogs that live in the URL (login, logout).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { LoginDialog } from "~/components/desktop/login-dialog";
import { LogoutDialog } from "~/components/shared/logout-dialog";
import { SiteHeader } from "~/components/desktop/site-header";
import { peekFlash } from "~/lib/flash.server";
import { loadLoginScreen, parseLoginMode } from "~/modules/auth/login-dialog.server";
import { getOptionalUser } from "~/modules/auth/require-user.server";
import type { loader as rootLoader } from "~/root";

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const user = await getOptionalUser(request);
  const mode = user ? null : parseLoginMode(url.searchParams.get("login"));
  const loginScreen = mode ? await loadLoginScreen(mode, (await peekFlash(request)).form) : null;
  return { loginScreen, showLogout: Boolean(user) && url.searchParams.has("logout") };
}

export default function DesktopLayout() {
  const { loginScreen, showLogout } = useLoaderData<typeof loader>();
  const rootData = useRouteLoaderData<typeof rootLoader>("root");
  return (
    <>
      {loginScreen ? <LoginDialog screen={loginScreen} /> : null}
      {showLogout ? <LogoutDialog /> : null}
      <SiteHeader user={rootData?.user ?? null} />
      <Outlet />
    </>
  );
}
