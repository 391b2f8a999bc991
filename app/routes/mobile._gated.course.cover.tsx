// /mobile/course/cover?id=N: a course on a phone — cover, facts, 开始学习 / 继续学习 to the mobile player, like and
// collect (a guest goes to /mobile/login and comes back), progress, introduction, teachers, catalogue.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useRouteError } from "@remix-run/react";
import { CourseDetailView, courseDetailMeta } from "~/components/shared/course/course-detail";
import { CourseNotFound } from "~/components/shared/course/course-not-found";
import { ErrorPage } from "~/components/shared/error-page";
import { IpGateTips } from "~/components/shared/ip-gate-tips";
import { describeRouteError } from "~/lib/route-error";
import { loadCourseDetailPage, submitCourseDetailPage } from "~/modules/course/course-pages.server";
import { loadPurchaseOffer, submitPurchaseForm } from "~/modules/order/purchase-offer-page.server";
import { videoPaths } from "~/modules/video/video-paths";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const page = await loadCourseDetailPage(request, context);
  return { ...page, purchase: await loadPurchaseOffer(request, context, page.course.id) };
}

// 加入购物车 and 推荐图书馆购买 are the order module's; like and collect the course page's own.
export const action = async ({ request, context }: ActionFunctionArgs) =>
  (await submitPurchaseForm(request.clone(), context)) ?? submitCourseDetailPage(request);

export default function MobileCourseCoverPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <main id="main-content" className="course-page course-page--mobile">
      <p style={{ margin: "0 0 8px" }}>
        <Link to={videoPaths.mobile.courses} style={{ display: "inline-flex", alignItems: "center", minHeight: 44 }}>
          ‹ 全部课程
        </Link>
      </p>
      <CourseDetailView data={data} tree="mobile" />
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
