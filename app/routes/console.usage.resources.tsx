// /console/usage/resources: 使用统计 · 资源排行 — a school's most used courses, videos, papers, question banks and
// downloads over a period, with their titles (issue 28; docs/decisions/0056-usage-and-counter.md).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ConsoleSchoolSwitcher } from "~/components/desktop/console/console-school-switcher";
import { UsageReportFrame, UsageResourcesView } from "~/components/desktop/console/usage-report-views";
import { pageMeta } from "~/modules/shell/page-meta";
import { loadUsageResourcesPage } from "~/modules/usage/usage-report-pages.server";

export const loader = ({ request, context }: LoaderFunctionArgs) => loadUsageResourcesPage(request, context);

export default function ConsoleUsageResourcesPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <main id="main-content">
      <h1>使用统计 · 资源排行</h1>
      <ConsoleSchoolSwitcher schools={data.schools} current={data.school} />
      <UsageReportFrame data={data} />
      <UsageResourcesView data={data} />
    </main>
  );
}

export const meta: MetaFunction = () =>
  pageMeta("资源排行 - 使用统计 - 控制台", "学校控制台：使用最多的课程、视频、真题、题库与下载", { noindex: true });

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
