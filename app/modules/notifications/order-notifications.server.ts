// The order side's notifications (docs/decisions/0023-notifications.md): payments.server.ts calls these after the
// change they report has committed — an order paid, an unpaid order closed by the sweep, a refund that succeeded or was
// refused. Each is idempotent (the dedupe key names the order or the refund) and never fails the payment path: an
// error is logged, and the payment stays applied.
import { db } from "~/db/client.server";
import {
  orderClosedNotice,
  orderPaidNotice,
  refundRefusedNotice,
  refundSucceededNotice,
  type NotificationInput,
  type OrderEvent,
} from "./notification-events";
import { notify } from "./notifications.server";

async function orderEventOf(orderId: number): Promise<(OrderEvent & { userId: number }) | null> {
  const order = await db
    .selectFrom("orders")
    .select(["user_id", "order_no", "payable_fen"])
    .where("id", "=", orderId)
    .executeTakeFirst();
  if (!order) return null;
  const lines = await db
    .selectFrom("order_lines")
    .select("title")
    .where("order_id", "=", orderId)
    .orderBy("id")
    .execute();
  return {
    userId: order.user_id,
    orderNo: order.order_no,
    firstTitle: lines[0]?.title ?? "研途课程",
    lines: lines.length,
    amountFen: order.payable_fen,
  };
}

async function tell(
  build: () => Promise<{ userId: number; input: NotificationInput } | null>,
  now: number,
): Promise<void> {
  try {
    const event = await build();
    if (event) await notify(event.userId, event.input, now);
  } catch (error) {
    console.error(
      `[notifications] order notification failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/** 支付成功 (order:paid:<orderNo>). */
export function notifyOrderPaid(orderId: number, now: number = Date.now()): Promise<void> {
  return tell(async () => {
    const order = await orderEventOf(orderId);
    return order ? { userId: order.userId, input: orderPaidNotice(order) } : null;
  }, now);
}

/** 订单已关闭: unpaid past its time, closed by the sweep (order:closed:<orderNo>). */
export function notifyOrderClosed(orderId: number, now: number = Date.now()): Promise<void> {
  return tell(async () => {
    const order = await orderEventOf(orderId);
    return order ? { userId: order.userId, input: orderClosedNotice(order) } : null;
  }, now);
}

/** 退款成功 / 退款未成功 (refund:success|refused:<outRefundNo>). */
export function notifyRefund(
  refundId: number,
  outcome: "success" | "refused",
  now: number = Date.now(),
): Promise<void> {
  return tell(async () => {
    const refund = await db
      .selectFrom("order_refunds")
      .select(["order_id", "out_refund_no", "amount_fen", "origin"])
      .where("id", "=", refundId)
      .executeTakeFirst();
    if (!refund) return null;
    const order = await orderEventOf(refund.order_id);
    if (!order) return null;
    const event = {
      ...order,
      outRefundNo: refund.out_refund_no,
      refundFen: refund.amount_fen,
      origin: refund.origin as "student" | "duplicate" | "late",
    };
    return {
      userId: order.userId,
      input: outcome === "success" ? refundSucceededNotice(event) : refundRefusedNotice(event),
    };
  }, now);
}
