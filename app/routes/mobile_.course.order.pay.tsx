// /mobile/course/order/pay?orderNo=: pay an order (login required; another student's order is a 404): components/shared/order/pay-view.tsx
// (desktop: the Native QR code; phone: 微信支付 by H5, or inside WeChat the QR code for another device). A paid order goes
// to the result page. The forms post here (post/redirect/get); ?check=pending puts 我已完成支付's message first.
import type { MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { MobileBlankLayout } from "~/components/mobile/mobile-blank-layout";
import { PayView } from "~/components/shared/order/pay-view";
import { orderPageText, orderPaths } from "~/modules/order/order-pages";
import { pageMeta } from "~/modules/shell/page-meta";
import type { loader } from "./_desktop.course.order.pay";

export { loader, action } from "./_desktop.course.order.pay";

export default function MobilePayPage() {
  const data = useLoaderData<typeof loader>();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  return (
    <MobileBlankLayout backHref={orderPaths.mobile.myOrders()} title={orderPageText.pay.title} titleIsHeading>
      <div className="order-page order-page--mobile">
        <PayView data={data} action={here} />
      </div>
    </MobileBlankLayout>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(
    data?.notice ? `${data.notice} · ${orderPageText.pay.title}` : orderPageText.pay.title,
    orderPageText.pay.description,
    { noindex: true },
  );

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
