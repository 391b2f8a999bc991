// /Training/student/{id}/lectures: my batch's 讲座 (issue 27) — upcoming first, then past, each linking to its page;
// the schedule as an iCalendar file for my calendar.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { StudentLecturesView } from "~/components/shared/training/lecture-views";
import { loadStudentLectures } from "~/modules/training/lectures/lecture-pages.server";
import { pageMeta } from "~/modules/shell/page-meta";

export const loader = ({ request, params }: LoaderFunctionArgs) => loadStudentLectures(request, params);

export default function StudentLecturesPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <>
      <h1>讲座</h1>
      <StudentLecturesView data={data} />
    </>
  );
}

export const meta: MetaFunction = () => pageMeta("讲座 - 我的班级", "班级的讲座安排", { noindex: true });

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
