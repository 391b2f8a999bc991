// /mobile/course (the 课程 tab): the course list for phones — subjects as a sideways row of links, the other filters
// in a <details>, compact cards, page links. Behind the campus gate like /course; the same loader.
import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CourseListView } from "~/components/shared/course/course-list";
import { coursePagesText } from "~/components/shared/course/course-pages-text";
import { pageMeta } from "~/modules/shell/page-meta";
import { videoPaths } from "~/modules/video/video-paths";
import type { loader } from "./_desktop._gated.course._index";

export { loader } from "./_desktop._gated.course._index";

export default function MobileCourseListPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <main id="main-content" className="course-page course-page--mobile">
      <h1 style={{ margin: "0 0 10px", fontSize: 21 }}>{coursePagesText.list.title}</h1>
      <CourseListView data={data} path="/mobile/course" courseHref={videoPaths.mobile.course} compact />
    </main>
  );
}

export const meta: MetaFunction = () => pageMeta(coursePagesText.list.title, coursePagesText.list.description);

export { GatedRouteErrorBoundary as ErrorBoundary } from "~/components/shared/ip-gate-tips";
