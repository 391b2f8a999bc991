// /mobile/question/order?bankId=N: buying a question bank on the phone, through the same 确认订单 as courses.
import type { MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { MobileBlankLayout } from "~/components/mobile/mobile-blank-layout";
import { ConfirmOrderForm } from "~/components/shared/order/confirm-order-form";
import { orderPageText } from "~/modules/order/order-pages";
import type { ConfirmFormResult } from "~/modules/order/confirm-page.server";
import { practicePaths } from "~/modules/question/practice/practice-paths";
import { pageMeta } from "~/modules/shell/page-meta";
import type { loader } from "./_desktop.question.order";

export { loader, action } from "./_desktop.question.order";

export default function MobileQuestionOrderPage() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<ConfirmFormResult>();
  const location = useLocation();
  return (
    <MobileBlankLayout
      backHref={practicePaths.mobile.tkzyShelf}
      title={orderPageText.questionOrder.title}
      titleIsHeading
    >
      <div className="order-page order-page--mobile">
        <ConfirmOrderForm data={data} result={result} action={`${location.pathname}${location.search}`} />
      </div>
    </MobileBlankLayout>
  );
}

export const meta: MetaFunction<typeof loader> = () =>
  pageMeta(orderPageText.questionOrder.title, orderPageText.questionOrder.description, { noindex: true });

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
