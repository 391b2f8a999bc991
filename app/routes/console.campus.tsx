// /console/campus: 校园网 — a school's campus network ranges (one textarea, saved whole) and 测试地址 (a GET form);
// the operator picks the school with ?school= (issue 25; docs/decisions/0046).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { CampusView } from "~/components/desktop/console/campus-views";
import { ConsoleSchoolSwitcher } from "~/components/desktop/console/console-school-switcher";
import { loadCampusPage, submitCampusPage } from "~/modules/console/campus-pages.server";
import { pageMeta } from "~/modules/shell/page-meta";

export const loader = ({ request, context }: LoaderFunctionArgs) => loadCampusPage(request, context);

export const action = ({ request, context }: ActionFunctionArgs) => submitCampusPage(request, context);

export default function ConsoleCampusPage() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <main id="main-content">
      <h1>校园网</h1>
      <ConsoleSchoolSwitcher schools={data.schools} current={data.school} />
      <CampusView data={data} result={result} />
    </main>
  );
}

export const meta: MetaFunction = () => pageMeta("校园网 - 控制台", "学校的校园网 IP 段与地址测试", { noindex: true });

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
