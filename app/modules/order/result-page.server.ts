// The result page (/course/order/result and its mobile twin), where WeChat Pay's H5 cashier returns.
import { isDomainError } from "~/lib/domain-error";
import { throwIfNotFound } from "~/lib/page-not-found.server";
import { treeOfRequest } from "~/lib/site-tree";
import { requireUser } from "~/modules/auth/require-user.server";
import { guideOf, summaryOf } from "./order-page-views.server";
import { myOrderOr404, orderNoOf } from "./order-page-requests.server";
import type { OrderView } from "./orders.server";
import { paymentConfigured } from "./payment-gateway.server";
import { confirmWithinLimit } from "./payment-confirm-limit.server";

/** Asks WeChat Pay (the H5 return and the QR page's 我已完成支付 say nothing about the payment) and shows the outcome. */
export async function loadResultPage(request: Request) {
  const user = await requireUser(request);
  const tree = treeOfRequest(request);
  const orderNo = orderNoOf(request);
  let order: OrderView;
  let problem: string | null = null;
  try {
    ({ order, limited: problem } = await confirmWithinLimit(user.id, orderNo));
  } catch (error) {
    if (!isDomainError(error)) throw error;
    throwIfNotFound(error);
    problem = error.message;
    order = await myOrderOr404(user.id, orderNo);
  }
  return {
    tree,
    order: summaryOf(order, tree),
    paid: order.status === "paid",
    payable: order.payable,
    configured: paymentConfigured(),
    problem,
    guide: guideOf("result", order, tree, Date.now()),
  };
}
