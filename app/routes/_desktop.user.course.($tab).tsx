// /user/course (一对一辅导), /user/course/plubic (公开课), /user/course/zyk (资源库): 我的课程 inside the centre —
// the my-courses service and list of /course/my (docs/decisions/0010), each course with the student's progress.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { MyCourseList } from "~/components/shared/course/my-course-list";
import { loadCentreCoursePage } from "~/modules/centre/centre-pages.server";
import { centrePaths, centreText } from "~/modules/centre/centre-paths";
import { myCourseTabs } from "~/modules/course/course-config";
import { pageMeta } from "~/modules/shell/page-meta";

export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  loadCentreCoursePage(request, context, params.tab);

const tabPath = (code: string) =>
  code === "oneCoach" ? centrePaths.desktop.course : `${centrePaths.desktop.course}/${code}`;

export default function CentreCoursePage() {
  const data = useLoaderData<typeof loader>();
  return (
    <main id="main-content" className="centre-page course-page">
      <h1>{centreText.course.title}</h1>
      <nav className="tab-links" aria-label="课程分类">
        {myCourseTabs.map((tab) => (
          <Link key={tab.code} to={tabPath(tab.code)} aria-current={tab.code === data.tab ? "page" : undefined}>
            {tab.name}
          </Link>
        ))}
      </nav>
      <h2 className="visually-hidden">{myCourseTabs.find((tab) => tab.code === data.tab)?.name}</h2>
      <MyCourseList data={data} path={tabPath(data.tab)} />
    </main>
  );
}

export const meta: MetaFunction = () =>
  pageMeta(centreText.course.title, centreText.course.description, { noindex: true });

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
