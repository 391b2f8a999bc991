// /mobile/course/order/result?orderNo=: 支付结果 (login required), where the H5 cashier returns and 我已完成支付 leads. The loader asks
// WeChat Pay (the return itself says nothing about the payment): components/shared/order/result-view.tsx.
import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { MobileBlankLayout } from "~/components/mobile/mobile-blank-layout";
import { ResultView, resultHeading } from "~/components/shared/order/result-view";
import { orderPageText, orderPaths } from "~/modules/order/order-pages";
import { pageMeta } from "~/modules/shell/page-meta";
import type { loader } from "./_desktop.course.order.result";

export { loader } from "./_desktop.course.order.result";

export default function MobilePayResultPage() {
  const data = useLoaderData<typeof loader>();

  return (
    <MobileBlankLayout backHref={orderPaths.mobile.myOrders()} title={orderPageText.result.title}>
      <div className="order-page order-page--mobile">
        <ResultView data={data} />
      </div>
    </MobileBlankLayout>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(resultHeading(data), orderPageText.result.description, {
    noindex: true,
  });

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
