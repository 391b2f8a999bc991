// /Training/student/{id}/assignments: my batch's 作业 (issue 27) — due times, my state, where to do each — and the next
// lectures.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { StudentAssignmentsView } from "~/components/shared/training/assignment-views";
import { loadStudentAssignments } from "~/modules/training/assignments/assignment-pages.server";
import { pageMeta } from "~/modules/shell/page-meta";

export const loader = ({ request, params }: LoaderFunctionArgs) => loadStudentAssignments(request, params);

export default function StudentAssignmentsPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <>
      <h1>作业</h1>
      <StudentAssignmentsView data={data} />
    </>
  );
}

export const meta: MetaFunction = () => pageMeta("作业 - 我的班级", "班级布置的作业与完成情况", { noindex: true });

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
