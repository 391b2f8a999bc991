// The desktop default layout (spec section 2): header with navigation, the page, sidebar and footer, and the
// dialogs that live in the URL (?login, ?logout, ?tips, ?feedback) so the server can render them open.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData, useMatches, useRouteLoaderData } from "@remix-run/react";
import { FeedbackDialog } from "~/components/desktop/feedback-dialog";
import { IpGateDialog } from "~/components/desktop/ip-gate-dialog";
import { LoginDialog } from "~/components/desktop/login-dialog";
import { SiteFooter } from "~/components/desktop/site-footer";
import { SiteHeader } from "~/components/desktop/site-header";
import { SiteSidebar } from "~/components/desktop/site-sidebar";
import { LogoutDialog } from "~/components/shared/logout-dialog";
import { peekFlash } from "~/lib/flash.server";
import { loadLoginScreen, parseLoginMode } from "~/modules/auth/login-dialog.server";
import { getOptionalUser } from "~/modules/auth/require-user.server";
import { smsReplyOffer } from "~/modules/notifications/sms-reply.server";
import { getChosenBookId } from "~/modules/word/word-books.server";
import type { loader as rootLoader } from "~/root";

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const user = await getOptionalUser(request);
  const mode = user ? null : parseLoginMode(url.searchParams.get("login"));
  const flashed = (await peekFlash(request)).form;
  const loginScreen = mode ? await loadLoginScreen(mode, flashed) : null;
  const feedbackForm = flashed?.form === "feedback" ? flashed : undefined;
  // The vocabulary item goes to the chosen book's home when there is one (spec section 2): one indexed lookup.
  const hasChosenBook = user ? (await getChosenBookId(user.id)) !== null : false;
  return {
    hasChosenBook,
    loginScreen,
    showLogout: Boolean(user) && url.searchParams.has("logout"),
    showTips: !user && !mode && url.searchParams.has("tips"),
    feedback:
      !mode && url.searchParams.has("feedback")
        ? { values: feedbackForm?.values ?? {}, errors: feedbackForm?.errors ?? {}, smsReply: smsReplyOffer(user) }
        : null,
  };
}

export default function DesktopLayout() {
  const { loginScreen, showLogout, showTips, feedback, hasChosenBook } = useLoaderData<typeof loader>();
  const rootData = useRouteLoaderData<typeof rootLoader>("root");
  const user = rootData?.user ?? null;
  // The lecture layout (spec section 2): a page whose handle says { layout: "lecture" } gets the header and its own
  // side menu (components/desktop/lecture-menu.tsx), without the sidebar and the footer.
  const leafHandle = useMatches().at(-1)?.handle as { layout?: string } | undefined;
  const lecture = leafHandle?.layout === "lecture";
  return (
    <>
      {loginScreen ? <LoginDialog screen={loginScreen} /> : null}
      {showLogout ? <LogoutDialog /> : null}
      {showTips && !rootData?.access.allowed ? <IpGateDialog /> : null}
      {feedback ? (
        <FeedbackDialog values={feedback.values} errors={feedback.errors} smsReply={feedback.smsReply} />
      ) : null}
      <SiteHeader
        user={user}
        allowed={rootData?.access.allowed ?? false}
        theme={rootData?.theme ?? "default"}
        hasChosenBook={hasChosenBook}
      />
      <div className={lecture ? "site-body lecture-body" : "site-body"}>
        <Outlet />
      </div>
      {lecture ? null : <SiteSidebar hotline={rootData?.site.hotline ?? "400-807-5786"} />}
      {rootData && !lecture ? <SiteFooter site={rootData.site} /> : null}
    </>
  );
}
