// /mobile/course/order?courseId=N (立即购买) or ?from=cart (去结算): 确认订单, login required. 提交订单 posts here: the order is made
// once per the page's one-time token and the answer is a 303 to its pay page; a refused form re-renders with its messages
// and every field (the token too) kept.
import type { MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { MobileBlankLayout } from "~/components/mobile/mobile-blank-layout";
import { ConfirmOrderForm } from "~/components/shared/order/confirm-order-form";
import type { ConfirmFormResult } from "~/modules/order/confirm-page.server";
import { orderPageText, orderPaths } from "~/modules/order/order-pages";
import { videoPaths } from "~/modules/video/video-paths";
import { pageMeta } from "~/modules/shell/page-meta";
import type { loader } from "./_desktop.course.order._index";

export { loader, action } from "./_desktop.course.order._index";

export default function MobileConfirmOrderPage() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<ConfirmFormResult>();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  return (
    <MobileBlankLayout
      backHref={data.fromCart ? orderPaths.mobile.cart : videoPaths.mobile.courses}
      title={orderPageText.confirm.title}
      titleIsHeading
    >
      <div className="order-page order-page--mobile">
        <ConfirmOrderForm data={data} result={result} action={here} />
      </div>
    </MobileBlankLayout>
  );
}

export const meta: MetaFunction<typeof loader> = () =>
  pageMeta(orderPageText.confirm.title, orderPageText.confirm.description, {
    noindex: true,
  });

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
