// /Training/student/{id}: 我的学习 (issue 27) — my own progress in the batch's measures, and my rank when the
// teacher turned the ranking on.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { StudentOverviewView } from "~/components/shared/training/batches/batch-views";
import { loadStudentOverview } from "~/modules/training/batches/batch-pages.server";
import { pageMeta } from "~/modules/shell/page-meta";

export const loader = ({ request, params }: LoaderFunctionArgs) => loadStudentOverview(request, params);

export default function StudentOverviewPage() {
  const data = useLoaderData<typeof loader>();
  return <StudentOverviewView data={data} />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(`我的学习 - ${data?.batch.name ?? "班级"}`, "我在班级里的学习情况", { noindex: true });

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
