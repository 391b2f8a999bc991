// /course/order/pay?orderNo=: pay an order (login required; another student's order is a 404): components/shared/order/pay-view.tsx
// (desktop: the Native QR code; phone: 微信支付 by H5, or inside WeChat the QR code for another device). A paid order goes
// to the result page. The forms post here (post/redirect/get); ?check=pending puts 我已完成支付's message first.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { PayView } from "~/components/shared/order/pay-view";
import { loadPayPage, submitPayPage } from "~/modules/order/pay-page.server";
import { orderPageText } from "~/modules/order/order-pages";
import { pageMeta } from "~/modules/shell/page-meta";

export const loader = ({ request, context }: LoaderFunctionArgs) => loadPayPage(request, context);

export const action = ({ request, context }: ActionFunctionArgs) => submitPayPage(request, context);

export default function PayPage() {
  const data = useLoaderData<typeof loader>();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  return (
    <main id="main-content" className="order-page">
      <h1>{orderPageText.pay.title}</h1>
      <PayView data={data} action={here} />
    </main>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(
    data?.notice ? `${data.notice} · ${orderPageText.pay.title}` : orderPageText.pay.title,
    orderPageText.pay.description,
    { noindex: true },
  );

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
