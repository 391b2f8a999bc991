// /Training/teacher/{id}: 学习概况 (issue 27) — each active student's progress from what the site records, who has
// fallen behind (?days=, ?behind=1), 50 a page, and the whole list as CSV or XLSX.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { OverviewView } from "~/components/shared/training/batches/batch-views";
import { loadOverviewPage } from "~/modules/training/batches/batch-pages.server";
import { pageMeta } from "~/modules/shell/page-meta";

export const loader = ({ request, params }: LoaderFunctionArgs) => loadOverviewPage(request, params);

export default function TeacherOverviewPage() {
  const data = useLoaderData<typeof loader>();
  return <OverviewView data={data} />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(`学习概况 - ${data?.batch.name ?? "班级"}`, "班级学员的学习情况", { noindex: true });

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
