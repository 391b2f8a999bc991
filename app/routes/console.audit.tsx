// /console/audit: 操作记录 — the audit log as this user may read it (the operator everything, a school's
// administrators their school), newest first, ?before= for older rows.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ConsoleAuditView } from "~/components/desktop/console/console-account-views";
import { loadConsoleAuditPage } from "~/modules/console/console-account-pages.server";
import { pageMeta } from "~/modules/shell/page-meta";

export const loader = ({ request, context }: LoaderFunctionArgs) => loadConsoleAuditPage(request, context);

export default function ConsoleAuditPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <main id="main-content">
      <h1>操作记录</h1>
      <ConsoleAuditView data={data} />
    </main>
  );
}

export const meta: MetaFunction = () => pageMeta("操作记录 - 控制台", "控制台的操作记录", { noindex: true });

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
