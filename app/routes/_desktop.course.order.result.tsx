// /course/order/result?orderNo=: 支付结果 (login required), where the H5 cashier returns and 我已完成支付 leads. The loader asks
// WeChat Pay (the return itself says nothing about the payment): components/shared/order/result-view.tsx.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ResultView, resultHeading } from "~/components/shared/order/result-view";
import { loadResultPage } from "~/modules/order/result-page.server";
import { orderPageText } from "~/modules/order/order-pages";
import { pageMeta } from "~/modules/shell/page-meta";

export const loader = ({ request }: LoaderFunctionArgs) => loadResultPage(request);

export default function PayResultPage() {
  const data = useLoaderData<typeof loader>();

  return (
    <main id="main-content" className="order-page">
      <ResultView data={data} />
    </main>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(resultHeading(data), orderPageText.result.description, {
    noindex: true,
  });

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
