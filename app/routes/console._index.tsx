// /console: 概览 — who is signed in, in which role, the sections they may use, a warning when recovery codes run low.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ConsoleHomeView } from "~/components/desktop/console/console-account-views";
import { loadConsoleHomePage } from "~/modules/console/console-account-pages.server";
import { pageMeta } from "~/modules/shell/page-meta";

export const loader = ({ request, context }: LoaderFunctionArgs) => loadConsoleHomePage(request, context);

export default function ConsoleHomePage() {
  const data = useLoaderData<typeof loader>();
  return (
    <main id="main-content">
      <h1>控制台概览</h1>
      <ConsoleHomeView data={data} />
    </main>
  );
}

export const meta: MetaFunction = () =>
  pageMeta("控制台", "研途控制台：学校图书馆与运营人员的管理页面", { noindex: true });

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
