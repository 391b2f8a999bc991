// /console/usage: 使用统计 — a school's usage over a period: totals beside a second period, a chart and a table per
// measure, the splits (issue 28; docs/decisions/0056-usage-and-counter.md; the operator's ?school=).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ConsoleSchoolSwitcher } from "~/components/desktop/console/console-school-switcher";
import { UsageOverviewView, UsageReportFrame } from "~/components/desktop/console/usage-report-views";
import { pageMeta } from "~/modules/shell/page-meta";
import { loadUsageOverviewPage } from "~/modules/usage/usage-report-pages.server";

export const loader = ({ request, context }: LoaderFunctionArgs) => loadUsageOverviewPage(request, context);

export default function ConsoleUsagePage() {
  const data = useLoaderData<typeof loader>();
  return (
    <main id="main-content">
      <h1>使用统计</h1>
      <ConsoleSchoolSwitcher schools={data.schools} current={data.school} />
      <UsageReportFrame data={data} />
      <UsageOverviewView data={data} />
    </main>
  );
}

export const meta: MetaFunction = () =>
  pageMeta("使用统计 - 控制台", "学校控制台：访问、学习与下载的使用统计", { noindex: true });

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
