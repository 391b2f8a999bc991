// /course/my/zyk (资源库): every course the student's own school licenses, with progress — docs/decisions/0010.
// The page, meta and error message are shared by the three tabs (my-course-list.tsx).
import { useLoaderData } from "@remix-run/react";
import { MyCoursesTabError, MyCoursesTabPage, myCoursesTabMeta } from "~/components/shared/course/my-course-list";
import { myCoursesTabLoader } from "~/modules/course/course-pages.server";

export const loader = myCoursesTabLoader("zyk");

export default function MyCoursesTab() {
  const data = useLoaderData<typeof loader>();
  return <MyCoursesTabPage tab="zyk" data={data} />;
}

export const meta = myCoursesTabMeta("zyk");

export const ErrorBoundary = MyCoursesTabError;
