// /course/my/zyk (资源库): every course the student's own school licenses, with progress — docs/decisions/0010.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useRouteError } from "@remix-run/react";
import { MyCourseList } from "~/components/shared/course/my-course-list";
import { coursePagesText } from "~/components/shared/course/course-pages-text";
import { NOT_FOUND_MESSAGE, SERVER_ERROR_MESSAGE } from "~/components/shared/error-page";
import { describeRouteError } from "~/lib/route-error";
import { loadMyCoursesPage } from "~/modules/course/course-pages.server";
import { pageMeta } from "~/modules/shell/page-meta";

export const loader = ({ request, context }: LoaderFunctionArgs) => loadMyCoursesPage(request, context, "zyk");

export default function MyCoursesTab() {
  const data = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="my-courses-tab">
      <h2 id="my-courses-tab" className="visually-hidden">
        资源库
      </h2>
      <MyCourseList data={data} path="/course/my/zyk" />
    </section>
  );
}

export const meta: MetaFunction = () => pageMeta(`资源库 · ${coursePagesText.my.title}`, coursePagesText.my.description);

/** Inside the layout's <main>: the message only. */
export function ErrorBoundary() {
  const { status, message } = describeRouteError(useRouteError());
  return (
    <p className="course-notice" role="alert">
      {status === 404 ? NOT_FOUND_MESSAGE : message || SERVER_ERROR_MESSAGE}
    </p>
  );
}
