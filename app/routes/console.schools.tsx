// /console/schools: 学校 — the operator's list of schools with their counts, 新建学校, 修改名称 and the organisation
// code (a new one shown once, in the action's answer), with links to each school's 校园网 and 授权 (issue 25).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { SchoolsView } from "~/components/desktop/console/schools-views";
import { loadSchoolsPage, submitSchoolsPage } from "~/modules/console/schools-pages.server";
import { pageMeta } from "~/modules/shell/page-meta";

export const loader = ({ request, context }: LoaderFunctionArgs) => loadSchoolsPage(request, context);

export const action = ({ request, context }: ActionFunctionArgs) => submitSchoolsPage(request, context);

export default function ConsoleSchoolsPage() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <main id="main-content">
      <h1>学校</h1>
      <SchoolsView data={data} result={result} />
    </main>
  );
}

export const meta: MetaFunction = () => pageMeta("学校 - 控制台", "运营人员管理学校", { noindex: true });

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
