// /course/order?courseId=N (立即购买) or ?from=cart (去结算): 确认订单, login required. 提交订单 posts here: the order is made
// once per the page's one-time token and the answer is a 303 to its pay page; a refused form re-renders with its messages
// and every field (the token too) kept.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { ConfirmOrderForm } from "~/components/shared/order/confirm-order-form";
import { loadConfirmPage, submitConfirmPage, type ConfirmFormResult } from "~/modules/order/confirm-page.server";
import { orderPageText } from "~/modules/order/order-pages";
import { pageMeta } from "~/modules/shell/page-meta";

export const loader = ({ request, context }: LoaderFunctionArgs) => loadConfirmPage(request, context);

export const action = ({ request, context }: ActionFunctionArgs) => submitConfirmPage(request, context);

export default function ConfirmOrderPage() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<ConfirmFormResult>();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  return (
    <main id="main-content" className="order-page">
      <h1>{orderPageText.confirm.title}</h1>
      <ConfirmOrderForm data={data} result={result} action={here} />
    </main>
  );
}

export const meta: MetaFunction<typeof loader> = () =>
  pageMeta(orderPageText.confirm.title, orderPageText.confirm.description, {
    noindex: true,
  });

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
