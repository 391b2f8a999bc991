// /Training/teacher/{id}/assignments: 作业 as a batch's teachers run it (issue 27) — 布置 (course videos chosen by GET
// with ?course=, a word target, or a practice or mock set), each student's state and score, 提醒未完成, 删除.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { TeacherAssignmentsView } from "~/components/shared/training/assignment-views";
import {
  loadTeacherAssignments,
  submitTeacherAssignments,
} from "~/modules/training/assignments/assignment-pages.server";
import { pageMeta } from "~/modules/shell/page-meta";

export const loader = ({ request, params }: LoaderFunctionArgs) => loadTeacherAssignments(request, params);

export const action = ({ request, params }: ActionFunctionArgs) => submitTeacherAssignments(request, params);

export default function TeacherAssignmentsPage() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { pathname } = useLocation();
  return (
    <>
      <h1>作业</h1>
      <TeacherAssignmentsView data={data} result={result} path={pathname} />
    </>
  );
}

export const meta: MetaFunction = () =>
  pageMeta("作业 - 班级管理", "布置视频、单词或试卷作业，查看学员完成情况", { noindex: true });

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
