// /console/operators: 运营人员 — the site's operators, 添加 by a registered user's phone number, 移除 (never oneself, so
// never the last one) (issue 25; docs/decisions/0044).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { OperatorsView } from "~/components/desktop/console/schools-views";
import { loadOperatorsPage, submitOperatorsPage } from "~/modules/console/schools-pages.server";
import { pageMeta } from "~/modules/shell/page-meta";

export const loader = ({ request, context }: LoaderFunctionArgs) => loadOperatorsPage(request, context);

export const action = ({ request, context }: ActionFunctionArgs) => submitOperatorsPage(request, context);

export default function ConsoleOperatorsPage() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <main id="main-content">
      <h1>运营人员</h1>
      <OperatorsView data={data} result={result} />
    </main>
  );
}

export const meta: MetaFunction = () => pageMeta("运营人员 - 控制台", "运营人员名单", { noindex: true });

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
