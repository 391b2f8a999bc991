import { MantineProvider } from "@mantine/core";
import mantineStyles from "@mantine/core/styles.css?url";
import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteError, useRouteLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { ErrorPage } from "~/components/shared/error-page";
import { IpGateTips } from "~/components/shared/ip-gate-tips";
import { Toast, type ToastData } from "~/components/shared/toast";
import { mantineTheme } from "~/components/shared/mantine-theme";
import { useNonce } from "~/lib/nonce";
import { describeRouteError } from "~/lib/route-error";
import { readFlash } from "~/lib/flash.server";
import { authMessages } from "~/modules/auth/auth-messages";
import { authenticateRequest } from "~/modules/auth/request-auth.server";
import { clearedSessionCookie } from "~/modules/auth/session-cookie.server";
import appStyles from "~/styles/app.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: mantineStyles },
  { rel: "stylesheet", href: appStyles },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const [auth, { flash, setCookie }] = await Promise.all([authenticateRequest(request), readFlash(request)]);
  const headers = new Headers();
  if (setCookie) headers.append("Set-Cookie", setCookie);
  let toast: ToastData | null = flash.toast ?? null;
  if (auth.staleToken) {
    // Spec section 8: a 401 clears the cookie and says so.
    headers.append("Set-Cookie", clearedSessionCookie());
    toast = { kind: "error", message: authMessages.sessionExpired };
  }
  const user = auth.user
    ? { nickname: auth.user.nickname, avatar: auth.user.avatar, isOrg: auth.user.isOrg, schoolName: auth.user.schoolName }
    : null;
  return data({ user, toast }, { headers });
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const rootData = useRouteLoaderData<typeof loader>("root");
  return (
    <html lang="zh-CN" data-mantine-color-scheme="light">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        <MantineProvider theme={mantineTheme} forceColorScheme="light" getStyleNonce={() => nonce}>
          {children}
          <Toast toast={rootData?.toast} />
        </MantineProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export const SITE_TITLE = "研途 — 高校优质考研课程库";
export const SITE_DESCRIPTION =
  "研途是面向高校师生的优质考研课程库：微课、历年真题与模拟考试、考研词汇、真题解析视频、考试资讯与经验分享，让考研备考更轻松。";
const SITE_KEYWORDS = "考研,考研课程,考研真题,考研英语词汇,真题解析,考研资讯,信息素养,图书馆数据库,高校图书馆";

export const meta: MetaFunction = () => [
  { title: SITE_TITLE },
  { name: "description", content: SITE_DESCRIPTION },
  { name: "keywords", content: SITE_KEYWORDS },
];

export function ErrorBoundary() {
  const { status, message, campusGate } = describeRouteError(useRouteError());
  return campusGate ? <IpGateTips /> : <ErrorPage status={status} message={message} />;
}
