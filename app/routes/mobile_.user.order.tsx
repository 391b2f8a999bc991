// /mobile/user/order: 我的订单 (login required): tabs (?tab=), pages (?page=), 继续支付, 取消订单 (?cancel=<orderNo>
// asks to confirm) and 申请退款 (?refund=<orderNo> opens its form): components/shared/order/my-orders-view.tsx. The
// forms post here (post/redirect/get; a refused refund re-renders with its reason kept).
import type { MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { MobileBlankLayout } from "~/components/mobile/mobile-blank-layout";
import { MyOrdersView } from "~/components/shared/order/my-orders-view";
import type { RefundFormResult } from "~/modules/order/my-orders-page.server";
import { orderPageText } from "~/modules/order/order-pages";
import { pageMeta } from "~/modules/shell/page-meta";
import type { loader } from "./_desktop.user.order";

export { loader, action } from "./_desktop.user.order";

export default function MobileMyOrdersPage() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<RefundFormResult>();
  return (
    <MobileBlankLayout backHref={"/mobile/user"} title={orderPageText.myOrders.title} titleIsHeading>
      <div className="order-page order-page--mobile">
        <MyOrdersView data={data} result={result} />
      </div>
    </MobileBlankLayout>
  );
}

export const meta: MetaFunction<typeof loader> = () =>
  pageMeta(orderPageText.myOrders.title, orderPageText.myOrders.description, {
    noindex: true,
  });

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
