// /Training/teacher/{id}/lectures: 讲座 as a batch's teachers run it (issue 27) — the schedule (upcoming first, then
// past) with how many students viewed each, and the form that schedules, edits (?edit={lectureId}) and deletes one.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { TeacherLecturesView } from "~/components/shared/training/lecture-views";
import { loadTeacherLectures, submitTeacherLectures } from "~/modules/training/lectures/lecture-pages.server";
import { pageMeta } from "~/modules/shell/page-meta";

export const loader = ({ request, params }: LoaderFunctionArgs) => loadTeacherLectures(request, params);

export const action = ({ request, params }: ActionFunctionArgs) => submitTeacherLectures(request, params);

export default function TeacherLecturesPage() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { pathname } = useLocation();
  return (
    <>
      <h1>讲座</h1>
      <TeacherLecturesView data={data} result={result} path={pathname} />
    </>
  );
}

export const meta: MetaFunction = () =>
  pageMeta("讲座 - 班级管理", "安排班级的讲座：时间、主讲、教室或直播、课件", { noindex: true });

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
