import { hasErrorCode, isDomainError } from "~/lib/domain-error";
import { redirectWithToast } from "~/lib/flash.server";
import type { PageContext } from "~/lib/load-context";
import { readPageForm } from "~/lib/page-form.server";
import { treeOfRequest } from "~/lib/site-tree";
import { requireUser } from "~/modules/auth/require-user.server";
import { orderMessages as m } from "./order-messages";
import { guideOf, summaryOf } from "./order-page-views.server";
import { cancelAskedOf, myOrderOr404, orderNoOf, see } from "./order-page-requests.server";
import { h5CashierUrl, isWechatBrowser, orderPaths } from "./order-pages";
import { beijingDeadline } from "./order-rules";
import { orderNoSchema } from "./order-schemas";
import { paymentConfigured } from "./payment-gateway.server";
import { confirmWithinLimit } from "./payment-confirm-limit.server";
import { qrSvg } from "./payment-qr.server";
import { cancelOrder, startPayment } from "./payments.server";

/**
 * The pay page (/course/order/pay and its mobile twin): the order, its deadline (absolute, Beijing time) and, while it
 * can be paid, the way to pay for this device — the Native QR code on desktop (and on a phone when asked, ?qr=1, or
 * inside WeChat, whose browser H5 pay refuses), the 微信支付 (H5) button on a phone. A paid order goes to the result page;
 * ?check=pending says that 我已完成支付 found nothing yet; ?cancel=<orderNo> opens 取消订单's confirmation. In every state the
 * guide says why and where to go (WeChat Pay off: the order is kept until its deadline, back to the course, 我的订单).
 */
export async function loadPayPage(request: Request, context: PageContext) {
  const user = await requireUser(request);
  const tree = treeOfRequest(request);
  const url = new URL(request.url);
  const orderNo = orderNoOf(request);
  const order = await myOrderOr404(user.id, orderNo);
  if (order.status === "paid") throw see(orderPaths[tree].result(orderNo));
  const now = Date.now();
  const wechat = isWechatBrowser(request.headers.get("user-agent"));
  const configured = paymentConfigured();
  const wantQr = tree === "desktop" || wechat || url.searchParams.get("qr") === "1";
  let qr: { svg: string } | null = null;
  let problem: string | null = null;
  if (order.payable && configured && wantQr) {
    try {
      const start = await startPayment(user.id, orderNo, {
        channel: "native",
        clientIp: context.clientIp,
        now,
      });
      if (start.codeUrl) qr = { svg: await qrSvg(start.codeUrl) };
    } catch (error) {
      if (hasErrorCode(error, "order_paid_already")) throw see(orderPaths[tree].result(orderNo));
      if (!isDomainError(error)) throw error;
      problem = error.message;
    }
  }
  return {
    tree,
    order: summaryOf(order, tree),
    payable: order.payable,
    cancellable: order.cancellable,
    configured,
    deadline: beijingDeadline(Date.parse(order.expiresAt), now),
    expiresAt: order.expiresAt,
    wechat,
    qr,
    problem,
    notice: url.searchParams.get("check") === "pending" ? m.paymentPending : null,
    guide: guideOf("pay", order, tree, now),
    ...(await cancelAskedOf(request, user.id, tree)),
  };
}

/**
 * The pay page's forms (intent): confirm (我已完成支付: asks WeChat Pay; paid → the result page, else back with the
 * message first), renew (重新生成二维码), cancel (确认取消 in 取消订单's confirmation → 我的订单), h5 (微信支付 on a phone: to WeChat Pay's cashier,
 * which comes back to the result page).
 */
export async function submitPayPage(request: Request, context: PageContext) {
  const user = await requireUser(request);
  const tree = treeOfRequest(request);
  const paths = orderPaths[tree];
  const form = await readPageForm(request);
  const parsed = orderNoSchema.safeParse({
    orderNo: form.get("orderNo") ?? new URL(request.url).searchParams.get("orderNo") ?? undefined,
  });
  if (!parsed.success)
    return redirectWithToast(request, paths.myOrders(), {
      kind: "error",
      message: m.orderNoInvalid,
    });
  const { orderNo } = parsed.data;
  const intent = form.get("intent");
  const qrKept: Record<string, string> =
    tree === "mobile" && new URL(request.url).searchParams.get("qr") === "1" ? { qr: "1" } : {};
  try {
    switch (intent) {
      case "confirm": {
        const { order, limited } = await confirmWithinLimit(user.id, orderNo);
        if (order.status === "paid") return see(paths.result(orderNo));
        if (limited) return redirectWithToast(request, paths.pay(orderNo, qrKept), { kind: "error", message: limited });
        return see(paths.pay(orderNo, { ...qrKept, check: "pending" }));
      }
      case "renew":
        await startPayment(user.id, orderNo, {
          channel: "native",
          clientIp: context.clientIp,
          renew: true,
        });
        return redirectWithToast(request, paths.pay(orderNo, qrKept), {
          kind: "success",
          message: m.codeRenewed,
        });
      case "cancel":
        await cancelOrder(user.id, orderNo);
        return redirectWithToast(request, paths.myOrders(), {
          kind: "success",
          message: m.orderCancelled,
        });
      case "h5": {
        const start = await startPayment(user.id, orderNo, {
          channel: "h5",
          clientIp: context.clientIp,
          h5Type: "Wap",
        });
        const back = new URL(paths.result(orderNo), new URL(request.url).origin).href;
        return see(h5CashierUrl(start.h5Url!, back));
      }
      default:
        return redirectWithToast(request, paths.pay(orderNo), {
          kind: "error",
          message: m.channelInvalid,
        });
    }
  } catch (error) {
    if (!isDomainError(error)) throw error;
    if (error.code === "order_paid_already") return see(paths.result(orderNo));
    if (error.status === 404)
      return redirectWithToast(request, paths.myOrders(), {
        kind: "error",
        message: error.message,
      });
    return redirectWithToast(request, paths.pay(orderNo, qrKept), {
      kind: "error",
      message: error.message,
    });
  }
}
