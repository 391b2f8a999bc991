// /console/courses/new and /console/courses/{id}: 新建课程 and 编辑课程 — the course's facts and its catalogue
// (chapters, sections, videos from 视频库) beside its preview as students will see it, published or unpublished.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { CourseEditorView } from "~/components/desktop/console/course-editor-views";
import { loadCourseEditor, submitCourseEditor } from "~/modules/console/course-editor-pages.server";
import { pageMeta } from "~/modules/shell/page-meta";

export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  loadCourseEditor(request, context, params.id);

export const action = ({ request, context, params }: ActionFunctionArgs) =>
  submitCourseEditor(request, context, params.id);

export default function ConsoleCourseEditorPage() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <main id="main-content">
      <h1>{data.course ? `编辑课程：${data.course.title}` : "新建课程"}</h1>
      <CourseEditorView data={data} result={result} />
    </main>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(`${data?.course ? "编辑课程" : "新建课程"} - 控制台`, "运营人员编辑课程信息和目录、预览、发布和下架课程", {
    noindex: true,
  });

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
