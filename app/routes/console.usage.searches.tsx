// /console/usage/searches: 使用统计 · 搜索词 — a school's searches over a period: the most searched keywords and those
// that found nothing (issue 28; docs/decisions/0056-usage-and-counter.md).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ConsoleSchoolSwitcher } from "~/components/desktop/console/console-school-switcher";
import { UsageReportFrame, UsageSearchesView } from "~/components/desktop/console/usage-report-views";
import { pageMeta } from "~/modules/shell/page-meta";
import { loadUsageSearchesPage } from "~/modules/usage/usage-report-pages.server";

export const loader = ({ request, context }: LoaderFunctionArgs) => loadUsageSearchesPage(request, context);

export default function ConsoleUsageSearchesPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <main id="main-content">
      <h1>使用统计 · 搜索词</h1>
      <ConsoleSchoolSwitcher schools={data.schools} current={data.school} />
      <UsageReportFrame data={data} />
      <UsageSearchesView data={data} />
    </main>
  );
}

export const meta: MetaFunction = () =>
  pageMeta("搜索词 - 使用统计 - 控制台", "学校控制台：热门搜索词与没有结果的搜索词", { noindex: true });

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
