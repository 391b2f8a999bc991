// /course/my/plubic (公开课): free courses the student has studied (the spec's spelling), with progress — docs/decisions/0010.
// The page, meta and error message are shared by the three tabs (my-course-list.tsx).
import { useLoaderData } from "@remix-run/react";
import { MyCoursesTabError, MyCoursesTabPage, myCoursesTabMeta } from "~/components/shared/course/my-course-list";
import { myCoursesTabLoader } from "~/modules/course/course-pages.server";

export const loader = myCoursesTabLoader("plubic");

export default function MyCoursesTab() {
  const data = useLoaderData<typeof loader>();
  return <MyCoursesTabPage tab="plubic" data={data} />;
}

export const meta = myCoursesTabMeta("plubic");

export const ErrorBoundary = MyCoursesTabError;
