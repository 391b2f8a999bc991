// The body of every /mobile/login/* page: reads the route's loader and action data and renders the login page in
// the mobile blank layout. Links between the screens keep the `redirect` target.
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import type { LoginPageActionData } from "~/modules/auth/auth-routes.server";
import type { LoginMode, LoginScreenData } from "~/modules/auth/login-dialog.server";
import { LoginPage } from "../shared/auth/login-page";
import { MobileBlankLayout } from "./mobile-blank-layout";

const mobileLoginPaths: Record<LoginMode, string> = {
  sms: "/mobile/login",
  password: "/mobile/login/passLogin",
  org: "/mobile/login/orgLogin",
  register: "/mobile/login/register",
  reset: "/mobile/login/reset",
};

export function MobileLoginScreen({ title }: { title: string }) {
  const { screen, redirectTo } = useLoaderData<{ screen: LoginScreenData; redirectTo: string }>();
  const actionData = useActionData<LoginPageActionData>();
  const location = useLocation();
  const suffix = redirectTo !== "/mobile/" ? `?redirect=${encodeURIComponent(redirectTo)}` : "";
  return (
    <MobileBlankLayout backHref="/mobile/" title={title}>
      <LoginPage
        legalBase="/mobile/legal"
        screen={screen}
        redirectTo={redirectTo}
        actionData={actionData}
        action={`${location.pathname}${location.search}`}
        hrefFor={(mode) => `${mobileLoginPaths[mode]}${suffix}`}
      />
    </MobileBlankLayout>
  );
}
