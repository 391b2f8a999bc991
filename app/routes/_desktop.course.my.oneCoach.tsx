// /course/my/oneCoach (一对一辅导): one-to-one coaching courses the student is enrolled in, with progress — docs/decisions/0010.
// The page, meta and error message are shared by the three tabs (my-course-list.tsx).
import { useLoaderData } from "@remix-run/react";
import { MyCoursesTabError, MyCoursesTabPage, myCoursesTabMeta } from "~/components/shared/course/my-course-list";
import { myCoursesTabLoader } from "~/modules/course/course-pages.server";

export const loader = myCoursesTabLoader("oneCoach");

export default function MyCoursesTab() {
  const data = useLoaderData<typeof loader>();
  return <MyCoursesTabPage tab="oneCoach" data={data} />;
}

export const meta = myCoursesTabMeta("oneCoach");

export const ErrorBoundary = MyCoursesTabError;
