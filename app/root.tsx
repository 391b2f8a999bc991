import { MantineProvider } from "@mantine/core";
import mantineStyles from "@mantine/core/styles.css?url";
import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Links, Meta, Outlet, Scripts, useMatches, useRouteError, useRouteLoaderData } from "@remix-run/react";
import { parse as parseCookies } from "cookie";
import type { ReactNode } from "react";
import { ErrorPage } from "~/components/shared/error-page";
import { IpGateTips } from "~/components/shared/ip-gate-tips";
import { mantineHeadCss } from "~/components/shared/mantine-head-styles";
import { mantineThemeFor } from "~/components/shared/mantine-theme";
import { ClientShell, OfflineNotice, SCRIPTS_PENDING_SCRIPT } from "~/components/shared/client-shell";
import { HoneypotFieldsProvider } from "~/components/shared/honeypot-fields";
import { Toast, type ToastData } from "~/components/shared/toast";
import { VisitBeacon } from "~/components/shared/visit-beacon";
import { readFlash } from "~/lib/flash.server";
import { honeypotInputProps } from "~/lib/honeypot.server";
import { useNonce } from "~/lib/nonce";
import { describeRouteError } from "~/lib/route-error";
import { authMessages } from "~/modules/auth/auth-messages";
import { hasCampusAccess } from "~/modules/auth/campus-gate.server";
import { pendingTotal } from "~/modules/moderation/moderation-centre.server";
import { moderatorOf } from "~/modules/moderation/require-moderator.server";
import { unreadCount } from "~/modules/notifications/notifications.server";
import { authenticateRequest } from "~/modules/auth/request-auth.server";
import { clearedSessionCookie } from "~/modules/auth/session-cookie.server";
import { getSiteConfig } from "~/modules/shell/site-config.server";
import { recordPageView } from "~/modules/visit/visit-log.server";
import { parseThemeName, THEME_COOKIE } from "~/modules/shell/themes";
import appStyles from "~/styles/app.css?url";
import { SITE_DESCRIPTION, SITE_KEYWORDS, SITE_TITLE } from "~/modules/shell/page-meta";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: mantineStyles },
  { rel: "stylesheet", href: appStyles },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [auth, { flash, setCookie }] = await Promise.all([authenticateRequest(request), readFlash(request)]);
  // The header's and the 我的 tab's unread count of 消息: one indexed count, only for a logged-in user. A school's
  // organisation account also gets its pending moderation count (one count per queue source; docs/decisions/0031).
  const moderator = moderatorOf(auth.user);
  const [access, unreadNotifications, pendingModeration] = await Promise.all([
    hasCampusAccess(auth.user, context.clientIp),
    auth.user ? unreadCount(auth.user.id) : Promise.resolve(0),
    moderator ? pendingTotal(moderator.schoolId) : Promise.resolve(null),
  ]);
  const headers = new Headers();
  if (setCookie) headers.append("Set-Cookie", setCookie);
  let toast: ToastData | null = flash.toast ?? null;
  if (auth.staleToken) {
    // Spec section 8: a 401 clears the cookie and says so.
    headers.append("Set-Cookie", clearedSessionCookie());
    toast = { kind: "error", message: authMessages.sessionExpired };
  }
  const visitViewId = recordPageView(request, context, auth.user);
  const user = auth.user
    ? {
        nickname: auth.user.nickname,
        avatar: auth.user.avatar,
        isOrg: auth.user.isOrg,
        schoolName: auth.user.schoolName,
        unreadNotifications,
        pendingModeration,
      }
    : null;
  return data(
    {
      user,
      toast,
      theme: parseThemeName(parseCookies(request.headers.get("cookie") ?? "")[THEME_COOKIE]),
      access: { allowed: access.allowed, campusSchool: access.campusSchool?.name ?? null },
      site: getSiteConfig(),
      visitViewId,
      // Server-rendered into the public forms, so the honeypot works without JavaScript (docs/decisions/0041).
      honeypotInputProps: honeypotInputProps(),
    },
    { headers },
  );
}

/** What a route's `handle` may say to the document around it. */
interface PageHandle {
  /** false: the page is sent without any script (it needs none; see api.docs.tsx). */
  scripts?: boolean;
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const rootData = useRouteLoaderData<typeof loader>("root");
  const theme = rootData?.theme ?? "default";
  // A page whose route says `handle.scripts === false` (reference pages that need none) ships no script at all: no
  // hydration data doubling its HTML, no bundle.
  const withScripts = !useMatches().some((match) => (match.handle as PageHandle | undefined)?.scripts === false);
  return (
    <html lang="zh-CN" data-mantine-color-scheme="light" data-theme={theme}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
        {/* Mantine's theme variables and breakpoint classes, here rather than where MantineProvider would put them (a
            <style> in <body> is not conforming HTML); after Mantine's stylesheet, whose defaults they override. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: CSS generated from our own Mantine theme, not from input */}
        <style nonce={nonce} dangerouslySetInnerHTML={{ __html: mantineHeadCss(mantineThemeFor(theme)) }} />
        {/* Marks the document while its scripts are expected (the carousel's shape); it hides nothing. */}
        {withScripts ? (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of ours, allowed by the CSP nonce
          <script nonce={nonce} dangerouslySetInnerHTML={{ __html: SCRIPTS_PENDING_SCRIPT }} />
        ) : null}
      </head>
      <body>
        {/* The spec's loading screen, shown only while nothing else of the page has arrived (CSS: :last-child). */}
        <div className="loading-screen" aria-hidden="true">
          研途 · 加载中…
        </div>
        <a href="#main-content" className="skip-link">
          跳到主要内容
        </a>
        <MantineProvider
          theme={mantineThemeFor(theme)}
          forceColorScheme="light"
          getStyleNonce={() => nonce}
          withCssVariables={false}
          withGlobalClasses={false}
        >
          {/* Notices sit in the page's flow above it: nothing fixed may cover the page's controls. */}
          <Toast toast={rootData?.toast} />
          <OfflineNotice />
          <HoneypotFieldsProvider value={rootData?.honeypotInputProps ?? null}>{children}</HoneypotFieldsProvider>
          <ClientShell theme={theme} />
          <VisitBeacon viewId={rootData?.visitViewId} />
        </MantineProvider>
        {withScripts ? <Scripts nonce={nonce} /> : null}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export const meta: MetaFunction = () => [
  { title: SITE_TITLE },
  { name: "description", content: SITE_DESCRIPTION },
  { name: "keywords", content: SITE_KEYWORDS },
];

export function ErrorBoundary() {
  const { status, message, campusGate } = describeRouteError(useRouteError());
  return campusGate ? <IpGateTips /> : <ErrorPage status={status} message={message} />;
}
