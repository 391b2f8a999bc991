// 我的订单 (/user/order, /mobile/user/order).
import { data } from "@remix-run/node";
import { isDomainError } from "~/lib/domain-error";
import { redirectWithToast } from "~/lib/flash.server";
import { readPageForm } from "~/lib/page-form.server";
import { treeOfRequest } from "~/lib/site-tree";
import { requireUser } from "~/modules/auth/require-user.server";
import { orderMessages as m } from "./order-messages";
import { guideOf, summaryOf } from "./order-page-views.server";
import { cancelAskedOf, toastRefusal } from "./order-page-requests.server";
import { tabOf } from "./order-pages";
import { refundStatusLabels } from "./order-rules";
import { myOrdersSchema, orderNoSchema, refundRequestSchema } from "./order-schemas";
import { listMyOrders } from "./orders.server";
import { paymentConfigured } from "./payment-gateway.server";
import { cancelOrder, requestRefund } from "./payments.server";

const MY_ORDER_ROWS = 10;

export interface RefundFormResult {
  refund: { orderNo: string; reason: string; error: string };
}

/**
 * 我的订单 by tab (?tab=), a page at a time; ?refund=<orderNo> opens that order's refund form, ?cancel=<orderNo>
 * 取消订单's confirmation. Each card has its guide (继续支付 only while WeChat Pay can take it).
 */
export async function loadMyOrdersPage(request: Request) {
  const user = await requireUser(request);
  const tree = treeOfRequest(request);
  const url = new URL(request.url);
  const parsed = myOrdersSchema.safeParse({
    tab: url.searchParams.get("tab") ?? undefined,
    page: url.searchParams.get("page") ?? undefined,
    rows: MY_ORDER_ROWS,
  });
  const input = parsed.success
    ? parsed.data
    : myOrdersSchema.parse({
        tab: tabOf(url.searchParams.get("tab")),
        rows: MY_ORDER_ROWS,
      });
  const now = Date.now();
  const page = await listMyOrders(user.id, input, now);
  const refundOpen = url.searchParams.get("refund");
  return {
    tree,
    tab: input.tab,
    error: parsed.success ? null : (parsed.error.issues[0]?.message ?? null),
    page: page.page,
    rows: page.rows,
    total: page.total,
    refundOpen: page.items.some((order) => order.orderNo === refundOpen && order.status === "paid") ? refundOpen : null,
    payConfigured: paymentConfigured(),
    ...(await cancelAskedOf(request, user.id, tree)),
    orders: page.items.map((order) => ({
      ...summaryOf(order, tree),
      guide: guideOf("card", order, tree, now),
      payable: order.payable,
      cancellable: order.cancellable,
      refundable: order.status === "paid",
      invoice: order.invoice,
      refunds: order.refunds.map((refund) => ({
        outRefundNo: refund.outRefundNo,
        amountFen: refund.amountFen,
        reason: refund.reason,
        statusLabel: refundStatusLabels[refund.status],
        createdAt: refund.createdAt,
      })),
    })),
  };
}

/** 确认取消 (intent cancel) and 申请退款 (intent refund, with a reason): back to the list with the toast. */
export async function submitMyOrdersPage(request: Request) {
  const user = await requireUser(request);
  const url = new URL(request.url);
  const form = await readPageForm(request);
  const intent = form.get("intent");
  const orderNoValue = form.get("orderNo");
  url.searchParams.delete("refund");
  url.searchParams.delete("cancel");
  const back = `${url.pathname}${url.search}`;
  if (intent === "refund") {
    const reasonValue = form.get("reason");
    const reason = typeof reasonValue === "string" ? reasonValue.slice(0, 400) : "";
    const parsed = refundRequestSchema.safeParse({
      orderNo: orderNoValue ?? undefined,
      reason,
    });
    const orderNo = typeof orderNoValue === "string" ? orderNoValue : "";
    if (!parsed.success) {
      return data<RefundFormResult>(
        {
          refund: {
            orderNo,
            reason,
            error: parsed.error.issues[0]?.message ?? m.refundReasonRequired,
          },
        },
        { status: 400 },
      );
    }
    try {
      await requestRefund(user.id, parsed.data.orderNo, parsed.data.reason);
    } catch (error) {
      if (isDomainError(error) && error.status < 500 && error.status !== 404) {
        return data<RefundFormResult>({ refund: { orderNo, reason, error: error.message } }, { status: error.status });
      }
      return toastRefusal(request, back, error);
    }
    return redirectWithToast(request, back, {
      kind: "success",
      message: m.refundRequested,
    });
  }
  const parsed = orderNoSchema.safeParse({
    orderNo: orderNoValue ?? undefined,
  });
  if (intent !== "cancel" || !parsed.success)
    return redirectWithToast(request, back, {
      kind: "error",
      message: m.orderNoInvalid,
    });
  try {
    await cancelOrder(user.id, parsed.data.orderNo);
  } catch (error) {
    return toastRefusal(request, back, error);
  }
  return redirectWithToast(request, back, {
    kind: "success",
    message: m.orderCancelled,
  });
}
