// /question/order?bankId=N: buying a question bank the school has not licensed (issue 14), through the same 确认订单 as
// courses — the order, its one-time token, 购买须知 and invoice are the order module's; login required.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { ConfirmOrderForm } from "~/components/shared/order/confirm-order-form";
import { orderPageText } from "~/modules/order/order-pages";
import { loadConfirmPage, submitConfirmPage, type ConfirmFormResult } from "~/modules/order/confirm-page.server";
import { pageMeta } from "~/modules/shell/page-meta";

export const loader = ({ request, context }: LoaderFunctionArgs) => loadConfirmPage(request, context);

export const action = ({ request, context }: ActionFunctionArgs) => submitConfirmPage(request, context);

export default function QuestionOrderPage() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<ConfirmFormResult>();
  const location = useLocation();
  return (
    <main id="main-content" className="order-page">
      <h1>{orderPageText.questionOrder.title}</h1>
      <ConfirmOrderForm data={data} result={result} action={`${location.pathname}${location.search}`} />
    </main>
  );
}

export const meta: MetaFunction<typeof loader> = () =>
  pageMeta(orderPageText.questionOrder.title, orderPageText.questionOrder.description, { noindex: true });

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
