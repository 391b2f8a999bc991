// /course (the navigation links to /course?type=2): the micro-course list with filters from the conditions (subject,
// tag, price), sort 最热 / 最新, a keyword and pages — all query parameters, so every choice is a link. Behind the
// campus gate (the _gated layout shows the tips otherwise).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CourseListView } from "~/components/shared/course/course-list";
import { coursePagesText } from "~/components/shared/course/course-pages-text";
import { loadCourseListPage } from "~/modules/course/course-pages.server";
import { pageMeta } from "~/modules/shell/page-meta";
import { videoPaths } from "~/modules/video/video-paths";

export const loader = ({ request, context }: LoaderFunctionArgs) => loadCourseListPage(request, context);

export default function CourseListPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <main id="main-content" className="course-page">
      <h1 style={{ margin: "0 0 16px", fontSize: 26 }}>{coursePagesText.list.title}</h1>
      <CourseListView data={data} path="/course" courseHref={videoPaths.desktop.course} />
    </main>
  );
}

export const meta: MetaFunction = () => pageMeta(coursePagesText.list.title, coursePagesText.list.description);

export { GatedRouteErrorBoundary as ErrorBoundary } from "~/components/shared/ip-gate-tips";
