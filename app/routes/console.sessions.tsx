// /console/sessions: 登录设备 — this user's console sessions; 退出其他控制台登录, 退出所有控制台登录 (the frame's
// 退出控制台 posts here too).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ConsoleSessionsView } from "~/components/desktop/console/console-account-views";
import { loadConsoleSessionsPage, submitConsoleSessionsPage } from "~/modules/console/console-account-pages.server";
import { pageMeta } from "~/modules/shell/page-meta";

export const loader = ({ request, context }: LoaderFunctionArgs) => loadConsoleSessionsPage(request, context);

export const action = ({ request, context }: ActionFunctionArgs) => submitConsoleSessionsPage(request, context);

export default function ConsoleSessionsPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <main id="main-content">
      <h1>登录设备</h1>
      <ConsoleSessionsView data={data} />
    </main>
  );
}

export const meta: MetaFunction = () => pageMeta("登录设备 - 控制台", "控制台的登录设备与退出登录", { noindex: true });

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
