// /Training/student/{id}/lectures/{lectureId}: one lecture of my batch (issue 27) — time, teacher, room or its live,
// its materials; opening it records my view; 收藏 / 取消收藏.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { StudentLectureView } from "~/components/shared/training/lecture-views";
import { loadStudentLecture, submitStudentLecture } from "~/modules/training/lectures/lecture-pages.server";
import { pageMeta } from "~/modules/shell/page-meta";

export const loader = ({ request, params }: LoaderFunctionArgs) => loadStudentLecture(request, params);

export const action = ({ request, params }: ActionFunctionArgs) => submitStudentLecture(request, params);

export default function StudentLecturePage() {
  const data = useLoaderData<typeof loader>();
  return (
    <>
      <h1>{data.lecture.title}</h1>
      <StudentLectureView data={data} />
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(`${data?.lecture.title ?? "讲座"} - 我的班级`, "班级讲座的时间、地点与课件", { noindex: true });

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
