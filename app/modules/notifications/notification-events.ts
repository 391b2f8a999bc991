// What each event tells the user: the title, body, link and dedupe key of an order paid, an unpaid order closed by the
// sweep, a refund that succeeded or was closed, a booked live about to start. Pure and client-safe; the dedupe key is
// the event's identity, so the same event notifies once however often it is applied (a notification retried by WeChat
// Pay, a sweep run by two processes).
import { shanghaiMonthDayMinute } from "~/lib/shanghai-time";
import type { NotificationKind } from "~/db/schema";
import { orderPaths } from "~/modules/order/order-pages";

export interface NotificationInput {
  kind: NotificationKind;
  title: string;
  body: string;
  /** A site path in its desktop form, or null. */
  link: string | null;
  dedupeKey: string;
}

/** ¥199.00 */
export function yuanText(fen: number): string {
  return `¥${(fen / 100).toFixed(2)}`;
}

const myOrder = (orderNo: string) => orderPaths.desktop.result(orderNo);
const myOrders = orderPaths.desktop.myOrders();

export interface OrderEvent {
  orderNo: string;
  /** The first line's title, and how many lines the order has. */
  firstTitle: string;
  lines: number;
  amountFen: number;
}

const what = (order: OrderEvent) =>
  order.lines > 1 ? `「${order.firstTitle}」等 ${order.lines} 件商品` : `「${order.firstTitle}」`;

export const orderPaidNotice = (order: OrderEvent): NotificationInput => ({
  kind: "order",
  title: "支付成功",
  body: `订单 ${order.orderNo}（${what(order)}）已支付 ${yuanText(order.amountFen)}，现在就可以开始学习了。`,
  link: myOrder(order.orderNo),
  dedupeKey: `order:paid:${order.orderNo}`,
});

export const orderClosedNotice = (order: OrderEvent): NotificationInput => ({
  kind: "order",
  title: "订单已关闭",
  body: `订单 ${order.orderNo}（${what(order)}）超时未支付，已自动关闭。如仍需购买，请重新下单。`,
  link: myOrders,
  dedupeKey: `order:closed:${order.orderNo}`,
});

export interface RefundEvent extends OrderEvent {
  outRefundNo: string;
  refundFen: number;
  /** student: the student asked; duplicate / late: money sent back that the order did not need. */
  origin: "student" | "duplicate" | "late";
}

export const refundSucceededNotice = (refund: RefundEvent): NotificationInput => ({
  kind: "order",
  title: "退款成功",
  body:
    refund.origin === "student"
      ? `订单 ${refund.orderNo}（${what(refund)}）的退款 ${yuanText(refund.refundFen)} 已原路退回，课程学习权限已收回。`
      : `订单 ${refund.orderNo} 多支付的 ${yuanText(refund.refundFen)} 已原路退回。`,
  link: myOrders,
  dedupeKey: `refund:success:${refund.outRefundNo}`,
});

export const refundRefusedNotice = (refund: RefundEvent): NotificationInput => ({
  kind: "order",
  title: "退款未成功",
  body: `订单 ${refund.orderNo}（${what(refund)}）的退款 ${yuanText(refund.refundFen)} 未能完成，订单恢复为已支付，客服会尽快与您联系处理。`,
  link: myOrders,
  dedupeKey: `refund:refused:${refund.outRefundNo}`,
});

export interface LiveEvent {
  id: number;
  title: string;
  startsAt: number;
}

/** A booked live's reminder: before the start "将于 … 开播", after it (a late run) "正在直播". */
export const liveReminderNotice = (live: LiveEvent, now: number): NotificationInput => ({
  kind: "live",
  title: now < live.startsAt ? "直播即将开始" : "直播已开始",
  body:
    now < live.startsAt
      ? `您预约的直播「${live.title}」将于 ${shanghaiMonthDayMinute(live.startsAt)} 开播，不要错过。`
      : `您预约的直播「${live.title}」正在直播，点击进入观看。`,
  link: `/livePlayback?id=${live.id}`,
  dedupeKey: `live:${live.id}`,
});

/** Reminders go out this long before a booked live starts. */
export const LIVE_REMINDER_LEAD_MS = 15 * 60_000;

/** Whether a booked live's reminder is due: from 15 minutes before its start until it ends. */
export function isReminderDue(live: { startsAt: number; endsAt: number }, now: number): boolean {
  return now >= live.startsAt - LIVE_REMINDER_LEAD_MS && now < live.endsAt;
}

/** Notifications (and system notices) are kept this long. */
export const NOTIFICATION_RETENTION_MS = 180 * 86_400_000;
/** A new account receives the system notices still in effect that were published at most this long before it. */
export const NOTICE_BACKDATE_MS = 30 * 86_400_000;
