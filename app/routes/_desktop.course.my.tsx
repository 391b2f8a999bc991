// /course/my: "my courses" (login needed; guests go to /login/passLogin and come back). The tabs are links to the
// child pages oneCoach (一对一辅导), plubic (公开课) and zyk (资源库) — docs/decisions/0010 says what each holds.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { NavLink, Outlet } from "@remix-run/react";
import { coursePagesText } from "~/components/shared/course/course-pages-text";
import { myCourseTabs } from "~/modules/course/course-config";
import { loadMyCoursesLayout } from "~/modules/course/course-pages.server";
import { pageMeta } from "~/modules/shell/page-meta";

export const loader = ({ request }: LoaderFunctionArgs) => loadMyCoursesLayout(request);

export default function MyCoursesLayout() {
  return (
    <main id="main-content" className="course-page">
      <h1 style={{ margin: "0 0 16px", fontSize: 26 }}>{coursePagesText.my.title}</h1>
      <nav className="tab-links" aria-label="课程分类">
        {myCourseTabs.map((tab) => (
          <NavLink key={tab.code} to={`/course/my/${tab.code}`}>
            {tab.name}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </main>
  );
}

export const meta: MetaFunction = () => pageMeta(coursePagesText.my.title, coursePagesText.my.description);

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
