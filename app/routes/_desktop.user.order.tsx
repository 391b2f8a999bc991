// /user/order: 我的订单 (login required): tabs (?tab=), pages (?page=), 继续支付, 取消订单 (?cancel=<orderNo>
// asks to confirm) and 申请退款 (?refund=<orderNo> opens its form): components/shared/order/my-orders-view.tsx. The
// forms post here (post/redirect/get; a refused refund re-renders with its reason kept).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { MyOrdersView } from "~/components/shared/order/my-orders-view";
import { loadMyOrdersPage, submitMyOrdersPage, type RefundFormResult } from "~/modules/order/my-orders-page.server";
import { orderPageText } from "~/modules/order/order-pages";
import { pageMeta } from "~/modules/shell/page-meta";

export const loader = ({ request }: LoaderFunctionArgs) => loadMyOrdersPage(request);

export const action = ({ request }: ActionFunctionArgs) => submitMyOrdersPage(request);

export default function MyOrdersPage() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<RefundFormResult>();
  return (
    <main id="main-content" className="order-page">
      <h1>{orderPageText.myOrders.title}</h1>
      <MyOrdersView data={data} result={result} />
    </main>
  );
}

export const meta: MetaFunction<typeof loader> = () =>
  pageMeta(orderPageText.myOrders.title, orderPageText.myOrders.description, {
    noindex: true,
  });

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
