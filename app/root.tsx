import { MantineProvider } from "@mantine/core";
import mantineStyles from "@mantine/core/styles.css?url";
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteError } from "@remix-run/react";
import type { ReactNode } from "react";
import { ErrorPage } from "~/components/shared/error-page";
import { mantineTheme } from "~/components/shared/mantine-theme";
import { useNonce } from "~/lib/nonce";
import { describeRouteError } from "~/lib/route-error";
import appStyles from "~/styles/app.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: mantineStyles },
  { rel: "stylesheet", href: appStyles },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
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
  const { status, message } = describeRouteError(useRouteError());
  return <ErrorPage status={status} message={message} />;
}
