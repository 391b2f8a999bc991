import { createLimiter, formatWait } from "~/modules/rate-limit/rate-limit.server";
import { orderMessages as m } from "./order-messages";
import { getMyOrder, type OrderView } from "./orders.server";
import { confirmPayment } from "./payments.server";

// 我已完成支付 and the result page ask WeChat Pay (a query per open attempt): a dozen a minute per student is plenty
// for a person and keeps a script from spending the merchant's query quota.
const confirmLimiter = createLimiter({ name: "order-confirm-user-60s", points: 12, durationSeconds: 60 });

/** confirmPayment within the limit; past it the order as it is here, and the message saying when to ask again. */
export async function confirmWithinLimit(
  userId: number,
  orderNo: string,
): Promise<{ order: OrderView; limited: string | null }> {
  const state = await confirmLimiter.consume(String(userId));
  if (!state.allowed)
    return {
      order: await getMyOrder(userId, orderNo),
      limited: m.confirmTooOften(formatWait(state.retryAfterSeconds)),
    };
  return { order: await confirmPayment(userId, orderNo), limited: null };
}
