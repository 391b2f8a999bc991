// /console/courses: 课程管理 — every course, drafts too, the latest change first, with 新建课程.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CourseEditorListView } from "~/components/desktop/console/course-editor-views";
import { loadCourseEditorList } from "~/modules/console/course-editor-pages.server";
import { pageMeta } from "~/modules/shell/page-meta";

export const loader = ({ request, context }: LoaderFunctionArgs) => loadCourseEditorList(request, context);

export default function ConsoleCoursesPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <main id="main-content">
      <h1>课程管理</h1>
      <CourseEditorListView data={data} />
    </main>
  );
}

export const meta: MetaFunction = () =>
  pageMeta("课程管理 - 控制台", "运营人员编辑课程信息和目录、预览、发布和下架课程", { noindex: true });

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
