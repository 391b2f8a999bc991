// /course/detail?id=N: a course — introduction, teachers, catalogue (试看, progress), 开始学习 / 继续学习, the viewer's
// progress, and like / collect as post forms (intent like|unlike|collect|uncollect; a guest is sent to the login
// dialog on this page). Unknown or unpublished course: 404 with 课程不存在或已下架.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useRouteError } from "@remix-run/react";
import { CourseDetailView, courseDetailMeta } from "~/components/shared/course/course-detail";
import { CourseNotFound } from "~/components/shared/course/course-not-found";
import { ErrorPage } from "~/components/shared/error-page";
import { IpGateTips } from "~/components/shared/ip-gate-tips";
import { describeRouteError } from "~/lib/route-error";
import { loadCourseDetailPage, submitCourseDetailPage } from "~/modules/course/course-pages.server";
import { loadPurchaseOffer, submitPurchaseForm } from "~/modules/order/purchase-offer-page.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const page = await loadCourseDetailPage(request, context);
  return { ...page, purchase: await loadPurchaseOffer(request, context, page.course.id) };
}

// 加入购物车 and 推荐图书馆购买 are the order module's; like and collect the course page's own.
export const action = async ({ request, context }: ActionFunctionArgs) =>
  (await submitPurchaseForm(request.clone(), context)) ?? submitCourseDetailPage(request);

export default function CourseDetailPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <main id="main-content" className="course-page">
      <CourseDetailView data={data} tree="desktop" />
    </main>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => courseDetailMeta(data);

export function ErrorBoundary() {
  const { status, message, campusGate } = describeRouteError(useRouteError());
  if (campusGate) return <IpGateTips />;
  return status === 404 && message ? (
    <CourseNotFound message={message} />
  ) : (
    <ErrorPage status={status} message={message} />
  );
}
