// The order's rules that need no database (docs/decisions/0020-orders-and-payment.md): states and what a student may
// do in each, the tabs of 我的订单, the refund rule, and the numbers we give WeChat Pay. Client-safe.
import { shanghaiClock, shanghaiIsoDay, shanghaiMonthDayMinute } from "~/lib/shanghai-time";
import type { OrderStatus, RefundStatus } from "~/db/schema";

/** Most items a cart (and so one order) holds. */
export const CART_LIMIT = 50;

export const orderStatusLabels: Record<OrderStatus, string> = {
  pending: "待支付",
  paid: "已支付",
  cancelled: "已取消",
  closed: "已关闭",
  refunding: "退款中",
  refunded: "已退款",
};

export const refundStatusLabels: Record<RefundStatus, string> = {
  requested: "已申请",
  processing: "退款处理中",
  success: "已退款",
  closed: "退款关闭",
  abnormal: "退款异常",
};

/** 我的订单's tabs (spec: 全部 / 待支付 / 已支付 / 已关闭 / 退款) and the states each shows. */
export const orderTabs = [
  { code: "all", name: "全部", statuses: null },
  { code: "pending", name: "待支付", statuses: ["pending"] },
  { code: "paid", name: "已支付", statuses: ["paid"] },
  { code: "closed", name: "已关闭", statuses: ["closed", "cancelled"] },
  { code: "refund", name: "退款", statuses: ["refunding", "refunded"] },
] as const satisfies ReadonlyArray<{ code: string; name: string; statuses: readonly OrderStatus[] | null }>;

export type OrderTab = (typeof orderTabs)[number]["code"];

export function statusesOfTab(tab: OrderTab): readonly OrderStatus[] | null {
  return orderTabs.find((candidate) => candidate.code === tab)?.statuses ?? null;
}

/** An order can be paid while it is pending and not past its expiry. */
export function isPayable(order: { status: OrderStatus; expiresAt: number }, now: number): boolean {
  return order.status === "pending" && order.expiresAt > now;
}

export function isCancellable(order: { status: OrderStatus }): boolean {
  return order.status === "pending";
}

// The refund rule written on the confirm page (购买须知): digital content is exempt from 7-day no-reason returns
// (消费者权益保护法 art. 25), so the exemption must be agreed at purchase and our own rule stated: within 7 days of
// payment and before a fifth of the course is learnt, a refund is granted without questions; platform faults are
// handled by the support desk whatever the time.
export const REFUND_WINDOW_DAYS = 7;
export const REFUND_MAX_LEARNT_PERCENT = 20;

export type RefundRefusal = "not-paid" | "window-passed" | "too-much-learnt";

export function refundRefusal(
  order: { status: OrderStatus; paidAt: number | null },
  learntPercent: number,
  now: number,
): RefundRefusal | null {
  if (order.status !== "paid" || order.paidAt === null) return "not-paid";
  if (now - order.paidAt > REFUND_WINDOW_DAYS * 86_400_000) return "window-passed";
  if (learntPercent >= REFUND_MAX_LEARNT_PERCENT) return "too-much-learnt";
  return null;
}

const randomDigits = (count: number, random: () => number) =>
  Array.from({ length: count }, () => Math.floor(random() * 10)).join("");

const TRADE_ALPHABET = "0123456789ABCDEFGHJKLMNPQRSTUVWXYZ";
const randomTradeChars = (count: number, random: () => number) =>
  Array.from({ length: count }, () => TRADE_ALPHABET[Math.floor(random() * TRADE_ALPHABET.length)]).join("");

/** YT + the Beijing date + 10 random digits, e.g. YT202611251234567890 (20 characters). */
export function newOrderNo(now: number, random: () => number): string {
  return `YT${shanghaiIsoDay(now).replaceAll("-", "")}${randomDigits(10, random)}`;
}

/**
 * A payment attempt's out_trade_no: the order number, `P` and 6 random characters (27 of WeChat Pay's 6–32
 * `[0-9A-Za-z_-|*]`). Every attempt has its own, so a new QR code or another channel never reuses one.
 */
export function newOutTradeNo(orderNo: string, random: () => number): string {
  return `${orderNo}P${randomTradeChars(6, random)}`;
}

/** A refund's out_refund_no (kept and reused on retry). */
export function newOutRefundNo(orderNo: string, random: () => number): string {
  return `${orderNo}R${randomTradeChars(6, random)}`;
}

export const OUT_TRADE_NO_PATTERN = /^[0-9A-Za-z_\-|*]{6,32}$/;

/** The absolute deadline a payment page states, in Beijing time: "20:30" today, "11月26日 20:30" another day. */
export function beijingDeadline(at: number, now: number): string {
  return shanghaiIsoDay(at) === shanghaiIsoDay(now) ? shanghaiClock(at) : shanghaiMonthDayMinute(at);
}
