// Paying an order through WeChat Pay (docs/decisions/0020-orders-and-payment.md): payment attempts, each with its own
// out_trade_no; what a verified transaction or refund does to the order, in one transaction and once per
// notification; the sweep that closes unpaid orders (closing the trade at WeChat Pay first, so a payment that won the
// race makes the order paid instead of lost). The protocol is modules/payment's.
import { randomInt } from "node:crypto";
import type { Transaction } from "kysely";
import { db } from "~/db/client.server";
import type { Database, PaymentChannel } from "~/db/schema";
import { DomainError } from "~/lib/domain-error";
import type { JsapiPayParams } from "~/modules/payment/wechat-pay-signature";
import type { RefundState, TransactionState } from "~/modules/payment/wechat-pay-types";
import { WechatPayError } from "~/modules/payment/wechat-pay-types";
import { notifyOrderClosed, notifyOrderPaid, notifyRefund } from "~/modules/notifications/order-notifications.server";
import { orderMessages as m } from "./order-messages";
import { newOutRefundNo, newOutTradeNo } from "./order-rules";
import {
  findMyOrderRow,
  getMyOrder,
  grantOrder,
  learntPercentOf,
  markCancelled,
  refundRefusalMessage,
  revokeOrder,
  type OrderView,
} from "./orders.server";
import { paymentGateway, type PaymentGateway } from "./payment-gateway.server";

const cryptoRandom = () => randomInt(0, 1_000_000) / 1_000_000;
/** WeChat Pay needs time_expire at least a minute after ordering. */
const MIN_PAY_WINDOW_MS = 60_000;
/** Close a trade no sooner than 5 minutes after ordering it (WeChat Pay's rule); before that time_expire guards it. */
const CLOSE_AFTER_MS = 5 * 60_000;

function requireGateway(): PaymentGateway {
  const gateway = paymentGateway();
  if (!gateway) throw new DomainError(503, m.paymentNotConfigured);
  return gateway;
}

function unavailable(error: unknown): never {
  if (error instanceof WechatPayError) throw new DomainError(503, m.paymentUnavailable);
  throw error;
}

/** An order's open payment attempts (not paid, not closed), newest first. */
function openAttemptsOf(orderId: number) {
  return db
    .selectFrom("payment_attempts")
    .select(["id", "out_trade_no", "channel", "pay_url", "created_at", "expires_at"])
    .where("order_id", "=", orderId)
    .where("state", "=", "created")
    .orderBy("id", "desc")
    .execute();
}

/** Marks an attempt closed here (once: only while it is open). */
async function markAttemptClosed(attemptId: number, now: number): Promise<void> {
  await db
    .updateTable("payment_attempts")
    .set({ state: "closed", closed_at: now })
    .where("id", "=", attemptId)
    .where("state", "=", "created")
    .execute();
}

export interface PaymentStart {
  orderNo: string;
  outTradeNo: string;
  channel: PaymentChannel;
  amountFen: number;
  expiresAt: string;
  /** Native: the code_url to draw as a QR code (never a link). */
  codeUrl?: string;
  /** H5: where the phone goes (the caller adds redirect_url). */
  h5Url?: string;
  /** JSAPI: what WeixinJSBridge's getBrandWCPayRequest takes. */
  jsapi?: JsapiPayParams;
}

export interface StartPaymentOptions {
  channel: PaymentChannel;
  clientIp: string;
  openid?: string;
  h5Type?: "Wap" | "iOS" | "Android";
  /** 重新生成二维码: a new attempt even when the open one is still valid. */
  renew?: boolean;
  now?: number;
}

/**
 * Starts (or reuses) a payment attempt. A Native attempt still open is reused unless `renew` (its code_url lives 2 h,
 * longer than an order); H5 links live 5 minutes, so H5 always starts a new attempt. Open attempts being replaced are
 * closed at WeChat Pay first; one found paid there pays the order instead.
 */
export async function startPayment(
  userId: number,
  orderNo: string,
  options: StartPaymentOptions,
): Promise<PaymentStart> {
  const now = options.now ?? Date.now();
  // The order first: another's or an unknown one is a 404 whether or not payment is open.
  const order = await findMyOrderRow(userId, orderNo);
  const gateway = requireGateway();
  if (order.status === "paid")
    throw new DomainError(409, m.orderPaidAlready, undefined, undefined, "order_paid_already");
  if (order.status !== "pending" || order.expires_at - now < MIN_PAY_WINDOW_MS)
    throw new DomainError(409, m.orderNotPayable);
  if (options.channel === "jsapi" && !options.openid)
    throw new DomainError(400, m.jsapiNeedsOpenid, { openid: m.jsapiNeedsOpenid });

  const open = await openAttemptsOf(order.id);
  const reusable = open.find(
    (attempt) => attempt.channel === "native" && options.channel === "native" && attempt.pay_url && !options.renew,
  );
  if (reusable) {
    return {
      orderNo,
      outTradeNo: reusable.out_trade_no,
      channel: "native",
      amountFen: order.payable_fen,
      expiresAt: new Date(reusable.expires_at).toISOString(),
      codeUrl: reusable.pay_url!,
    };
  }
  for (const attempt of open) {
    if ((await closeAttempt(gateway, attempt, now)) === "paid")
      throw new DomainError(409, m.orderPaidAlready, undefined, undefined, "order_paid_already");
  }

  const outTradeNo = newOutTradeNo(orderNo, cryptoRandom);
  // The row exists before WeChat Pay hears of the trade, so a notification for it always finds it.
  const attempt = await db
    .insertInto("payment_attempts")
    .values({
      order_id: order.id,
      out_trade_no: outTradeNo,
      channel: options.channel,
      amount_fen: order.payable_fen,
      state: "created",
      created_at: now,
      expires_at: order.expires_at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const description = await orderDescription(order.id);
  const prepay = {
    outTradeNo,
    description,
    amountFen: order.payable_fen,
    timeExpire: new Date(order.expires_at),
    attach: orderNo,
  };
  const start: PaymentStart = {
    orderNo,
    outTradeNo,
    channel: options.channel,
    amountFen: order.payable_fen,
    expiresAt: new Date(order.expires_at).toISOString(),
  };
  try {
    if (options.channel === "native") {
      start.codeUrl = (await gateway.client.createNative(prepay)).codeUrl;
    } else if (options.channel === "h5") {
      start.h5Url = (
        await gateway.client.createH5({ ...prepay, payerClientIp: options.clientIp, h5Type: options.h5Type ?? "Wap" })
      ).h5Url;
    } else {
      start.jsapi = { ...(await gateway.client.createJsapi({ ...prepay, openid: options.openid! })).jsapi };
    }
  } catch (error) {
    await markAttemptClosed(attempt.id, now);
    unavailable(error);
  }
  await db
    .updateTable("payment_attempts")
    .set({ pay_url: start.codeUrl ?? start.h5Url ?? null })
    .where("id", "=", attempt.id)
    .execute();
  return start;
}

async function orderDescription(orderId: number): Promise<string> {
  const lines = await db
    .selectFrom("order_lines")
    .select("title")
    .where("order_id", "=", orderId)
    .orderBy("id")
    .execute();
  const first = lines[0]?.title ?? "研途课程";
  const text = lines.length > 1 ? `${first} 等 ${lines.length} 门课程` : first;
  // description: at most 127 characters.
  return [...`研途-${text}`].slice(0, 127).join("");
}

/**
 * Closes one open attempt at WeChat Pay, then here. "paid" when WeChat Pay says the trade was paid meanwhile (the
 * payment is applied from a query). Attempts younger than 5 minutes are closed here only: their time_expire is the
 * order's, so WeChat Pay refuses payment after it anyway, and a late success still arrives and is applied.
 */
async function closeAttempt(
  gateway: PaymentGateway,
  attempt: { id: number; out_trade_no: string; created_at: number },
  now: number,
): Promise<"closed" | "paid"> {
  if (now - attempt.created_at >= CLOSE_AFTER_MS) {
    let outcome: "closed" | "already-paid";
    try {
      outcome = await gateway.client.closeTransaction(attempt.out_trade_no);
    } catch (error) {
      // A trade WeChat Pay never heard of (the prepay call failed) is closed already.
      if (!(error instanceof WechatPayError && error.code === "ORDER_NOT_EXIST")) unavailable(error);
      outcome = "closed";
    }
    if (outcome === "already-paid") {
      const state = await gateway.client.queryTransaction(attempt.out_trade_no).catch(unavailable);
      if (state?.tradeState === "SUCCESS" && (await applyTransaction(gateway, state, null, now)) !== "refused") {
        // Paid while we were closing it: the payment wins, and a person sees that it came at the last moment.
        await db
          .updateTable("orders")
          .set({ flag_reason: "关闭时发现已支付，已按已支付处理" })
          .where("id", "in", db.selectFrom("payment_attempts").select("order_id").where("id", "=", attempt.id))
          .where("flag_reason", "is", null)
          .execute();
        return "paid";
      }
    }
  }
  await markAttemptClosed(attempt.id, now);
  return "closed";
}

export type ApplyOutcome = "applied" | "duplicate" | "ignored" | "refused";

/**
 * A verified transaction (from a notification or a query): in one database transaction, and once per notification id.
 * The amount must be the attempt's, which is the order's payable amount; anything else is refused and changes
 * nothing. SUCCESS marks the attempt paid and — when the order is pending, closed or cancelled — the order paid with its
 * enrolments (a payment after close or cancel is flagged for a person). A second paid attempt of a paid order is
 * refunded automatically (after the commit).
 */
export async function applyTransaction(
  gateway: PaymentGateway,
  state: TransactionState,
  notificationId: string | null,
  now: number = Date.now(),
): Promise<ApplyOutcome> {
  if (state.mchid !== gateway.config.mchid || state.appid !== gateway.config.appid) return "refused";
  const outcome = await db
    .transaction()
    .execute(async (trx): Promise<{ outcome: ApplyOutcome; refundId?: number; paidOrderId?: number }> => {
      if (
        notificationId !== null &&
        !(await recordNotification(trx, notificationId, "TRANSACTION.SUCCESS", state.outTradeNo, now))
      ) {
        return { outcome: "duplicate" };
      }
      const attempt = await trx
        .selectFrom("payment_attempts as a")
        .innerJoin("orders as o", "o.id", "a.order_id")
        .select([
          "a.id",
          "a.state",
          "a.amount_fen",
          "o.id as order_id",
          "o.user_id",
          "o.status",
          "o.payable_fen",
          "o.order_no",
        ])
        .where("a.out_trade_no", "=", state.outTradeNo)
        .executeTakeFirst();
      if (!attempt) return { outcome: "ignored" };
      if (
        state.amountTotalFen !== attempt.amount_fen ||
        state.amountTotalFen !== attempt.payable_fen ||
        (state.currency ?? "CNY") !== "CNY"
      ) {
        throw new AmountMismatch();
      }
      if (state.tradeState !== "SUCCESS") return { outcome: "ignored" };
      const newlyPaid = await trx
        .updateTable("payment_attempts")
        .set({ state: "success", paid_at: now, transaction_id: state.transactionId ?? null })
        .where("id", "=", attempt.id)
        .where("state", "!=", "success")
        .executeTakeFirst();
      if (Number(newlyPaid.numUpdatedRows) === 0) return { outcome: "ignored" };
      const late = attempt.status === "closed" || attempt.status === "cancelled";
      const paid = await trx
        .updateTable("orders")
        .set({
          status: "paid",
          paid_at: now,
          updated_at: now,
          ...(late ? { flag_reason: "订单关闭或取消后收到支付，已按已支付处理" } : {}),
        })
        .where("id", "=", attempt.order_id)
        .where("status", "in", ["pending", "closed", "cancelled"])
        .executeTakeFirst();
      if (Number(paid.numUpdatedRows) > 0) {
        await grantOrder(trx, attempt.order_id, attempt.user_id, now);
        return { outcome: "applied", paidOrderId: attempt.order_id };
      }
      // The order was paid by another attempt: this payment is a duplicate and goes back to the payer.
      await trx
        .updateTable("orders")
        .set({ flag_reason: "同一订单收到两笔支付，已自动退回后一笔", updated_at: now })
        .where("id", "=", attempt.order_id)
        .execute();
      const refund = await trx
        .insertInto("order_refunds")
        .values({
          order_id: attempt.order_id,
          attempt_id: attempt.id,
          out_refund_no: newOutRefundNo(attempt.order_no, cryptoRandom),
          amount_fen: attempt.amount_fen,
          reason: "重复支付退款",
          origin: "duplicate",
          status: "requested",
          created_at: now,
          updated_at: now,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return { outcome: "applied", refundId: refund.id };
    })
    .catch((error: unknown) => {
      if (error instanceof AmountMismatch)
        return { outcome: "refused" as ApplyOutcome, refundId: undefined, paidOrderId: undefined };
      throw error;
    });
  // 消息: after the commit (idempotent by the order number; never fails the payment).
  if (outcome.paidOrderId !== undefined) await notifyOrderPaid(outcome.paidOrderId, now);
  if (outcome.refundId !== undefined) await sendRefund(gateway, outcome.refundId, now).catch(() => undefined);
  return outcome.outcome;
}

class AmountMismatch extends Error {}

/** Keeps a notification's id; false when it was applied before (the duplicate changes nothing). */
async function recordNotification(
  trx: Transaction<Database>,
  id: string,
  eventType: string,
  reference: string,
  now: number,
): Promise<boolean> {
  const inserted = await trx
    .insertInto("payment_notifications")
    .values({ id, event_type: eventType, reference, outcome: "applied", received_at: now })
    .onConflict((oc) => oc.column("id").doNothing())
    .returning("id")
    .executeTakeFirst();
  return inserted !== undefined;
}

/** A verified refund state (notification or query): the refund's status; a student's refund that succeeded ends the order and its access. */
export async function applyRefund(
  state: RefundState,
  notificationId: string | null,
  now: number = Date.now(),
): Promise<ApplyOutcome> {
  // 消息 after the commit: a refund that succeeded, or a student's refund that was refused.
  let told = null as { refundId: number; outcome: "success" | "refused" } | null;
  const applied = await db.transaction().execute(async (trx): Promise<ApplyOutcome> => {
    if (
      notificationId !== null &&
      !(await recordNotification(trx, notificationId, `REFUND.${state.status}`, state.outRefundNo, now))
    ) {
      return "duplicate";
    }
    const refund = await trx
      .selectFrom("order_refunds as r")
      .innerJoin("orders as o", "o.id", "r.order_id")
      .select([
        "r.id",
        "r.status",
        "r.origin",
        "r.amount_fen",
        "o.id as order_id",
        "o.user_id",
        "o.status as order_status",
      ])
      .where("r.out_refund_no", "=", state.outRefundNo)
      .executeTakeFirst();
    if (!refund) return "ignored";
    if (state.refundFen !== refund.amount_fen) return "refused";
    const status =
      state.status === "SUCCESS"
        ? "success"
        : state.status === "PROCESSING"
          ? "processing"
          : state.status === "CLOSED"
            ? "closed"
            : "abnormal";
    const changed = await trx
      .updateTable("order_refunds")
      .set({ status, refund_id: state.refundId ?? null, updated_at: now })
      .where("id", "=", refund.id)
      .where("status", "not in", ["success", "closed", status])
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) > 0 && status === "success") told = { refundId: refund.id, outcome: "success" };
    if (Number(changed.numUpdatedRows) === 0 || refund.origin !== "student") return "applied";
    if (status === "success") {
      const ended = await trx
        .updateTable("orders")
        .set({ status: "refunded", updated_at: now })
        .where("id", "=", refund.order_id)
        .where("status", "=", "refunding")
        .executeTakeFirst();
      if (Number(ended.numUpdatedRows) > 0) await revokeOrder(trx, refund.order_id, refund.user_id);
    } else if (status === "closed" || status === "abnormal") {
      told = { refundId: refund.id, outcome: "refused" };
      await trx
        .updateTable("orders")
        .set({
          status: "paid",
          flag_reason: status === "closed" ? "退款被关闭，需人工处理" : "退款异常，需人工处理",
          updated_at: now,
        })
        .where("id", "=", refund.order_id)
        .where("status", "=", "refunding")
        .execute();
    }
    return "applied";
  });
  if (told) await notifyRefund(told.refundId, told.outcome, now);
  return applied;
}

/** Sends a refund to WeChat Pay (again, with the same out_refund_no, when retried) and applies its answer. */
async function sendRefund(gateway: PaymentGateway, refundId: number, now: number): Promise<void> {
  const refund = await db
    .selectFrom("order_refunds as r")
    .innerJoin("payment_attempts as a", "a.id", "r.attempt_id")
    .select(["r.out_refund_no", "r.amount_fen", "r.reason", "r.status", "a.out_trade_no", "a.amount_fen as total_fen"])
    .where("r.id", "=", refundId)
    .executeTakeFirstOrThrow();
  if (refund.status !== "requested" && refund.status !== "processing") return;
  try {
    const state = await gateway.client.refund({
      outTradeNo: refund.out_trade_no,
      outRefundNo: refund.out_refund_no,
      reason: refund.reason,
      refundFen: refund.amount_fen,
      totalFen: refund.total_fen,
    });
    await applyRefund(state, null, now);
  } catch (error) {
    // A definite refusal (4xx with WeChat's code) will not succeed on retry: the order goes back to paid, flagged.
    if (
      error instanceof WechatPayError &&
      error.status >= 400 &&
      error.status < 500 &&
      error.code !== "FREQUENCY_LIMITED"
    ) {
      await applyRefund(
        {
          outRefundNo: refund.out_refund_no,
          outTradeNo: refund.out_trade_no,
          status: "ABNORMAL",
          refundFen: refund.amount_fen,
        },
        null,
        now,
      );
      return;
    }
    throw error;
  }
}

/** 我已完成支付 / the H5 return page: asks WeChat Pay about each open attempt and applies a payment it reports. */
export async function confirmPayment(userId: number, orderNo: string, now: number = Date.now()): Promise<OrderView> {
  const order = await findMyOrderRow(userId, orderNo);
  if (order.status === "pending" || order.status === "closed" || order.status === "cancelled") {
    const gateway = paymentGateway();
    if (gateway) {
      for (const attempt of (await openAttemptsOf(order.id)).slice(0, 5)) {
        const state = await gateway.client.queryTransaction(attempt.out_trade_no).catch(unavailable);
        if (state?.tradeState === "SUCCESS") await applyTransaction(gateway, state, null, now);
      }
    }
  }
  return getMyOrder(userId, orderNo, now);
}

/** 取消订单: the open trades are closed at WeChat Pay first; a payment that got there first keeps the order paid. */
export async function cancelOrder(userId: number, orderNo: string, now: number = Date.now()): Promise<OrderView> {
  const order = await findMyOrderRow(userId, orderNo);
  if (order.status !== "pending") throw new DomainError(409, m.orderNotCancellable);
  const gateway = paymentGateway();
  if (gateway) {
    for (const attempt of await openAttemptsOf(order.id)) {
      if ((await closeAttempt(gateway, attempt, now)) === "paid")
        throw new DomainError(409, m.orderPaidAlready, undefined, undefined, "order_paid_already");
    }
  }
  if (!(await markCancelled(userId, orderNo, now))) throw new DomainError(409, m.orderNotCancellable);
  return getMyOrder(userId, orderNo, now);
}

/** 申请退款: by the rule on the confirm page; the whole order, back the way it was paid. */
export async function requestRefund(
  userId: number,
  orderNo: string,
  reason: string,
  now: number = Date.now(),
): Promise<OrderView> {
  const order = await findMyOrderRow(userId, orderNo);
  const gateway = requireGateway();
  const refusal = refundRefusalMessage(
    { status: order.status, paidAt: order.paid_at },
    await learntPercentOf(order.id, userId),
    now,
  );
  if (refusal) throw new DomainError(409, refusal);
  const refundId = await db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable("orders")
      .set({ status: "refunding", updated_at: now })
      .where("id", "=", order.id)
      .where("user_id", "=", userId)
      .where("status", "=", "paid")
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 0) throw new DomainError(409, m.refundNotPaid);
    const paidAttempt = await trx
      .selectFrom("payment_attempts")
      .select(["id", "amount_fen"])
      .where("order_id", "=", order.id)
      .where("state", "=", "success")
      .orderBy("paid_at")
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const inserted = await trx
      .insertInto("order_refunds")
      .values({
        order_id: order.id,
        attempt_id: paidAttempt.id,
        out_refund_no: newOutRefundNo(orderNo, cryptoRandom),
        amount_fen: order.payable_fen,
        reason,
        origin: "student",
        status: "requested",
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return inserted.id;
  });
  // Sent after the commit; a network failure leaves it requested and the sweep sends it again (same out_refund_no).
  await sendRefund(gateway, refundId, now).catch(() => undefined);
  return getMyOrder(userId, orderNo, now);
}

export interface SweepReport {
  closed: number;
  paidMeanwhile: number;
  refundsSent: number;
}

/**
 * Every minute: closes pending orders past their expiry (each open trade closed at WeChat Pay first — a trade paid
 * meanwhile makes the order paid), and sends again refunds that are still requested or processing.
 */
export async function sweepOrders(now: number = Date.now(), limit = 100): Promise<SweepReport> {
  const report: SweepReport = { closed: 0, paidMeanwhile: 0, refundsSent: 0 };
  const gateway = paymentGateway();
  const expired = await db
    .selectFrom("orders")
    .select(["id", "order_no", "user_id"])
    .where("status", "=", "pending")
    .where("expires_at", "<=", now)
    .orderBy("expires_at")
    .limit(limit)
    .execute();
  for (const order of expired) {
    let paid = false;
    if (gateway) {
      const open = await openAttemptsOf(order.id);
      try {
        for (const attempt of open) if ((await closeAttempt(gateway, attempt, now)) === "paid") paid = true;
      } catch {
        continue; // WeChat Pay unreachable: try again next sweep rather than close an order that may be paid.
      }
    }
    if (paid) {
      report.paidMeanwhile += 1;
      continue;
    }
    const closed = await db
      .updateTable("orders")
      .set({ status: "closed", closed_at: now, updated_at: now })
      .where("id", "=", order.id)
      .where("status", "=", "pending")
      .executeTakeFirst();
    report.closed += Number(closed.numUpdatedRows);
    if (Number(closed.numUpdatedRows) > 0) await notifyOrderClosed(order.id, now);
  }
  if (gateway) {
    const pendingRefunds = await db
      .selectFrom("order_refunds")
      .select(["id", "status", "out_refund_no"])
      .where("status", "in", ["requested", "processing"])
      .where("updated_at", "<=", now - 60_000)
      .orderBy("id")
      .limit(limit)
      .execute();
    for (const refund of pendingRefunds) {
      try {
        if (refund.status === "requested") await sendRefund(gateway, refund.id, now);
        else {
          const state = await gateway.client.queryRefund(refund.out_refund_no);
          if (state) await applyRefund(state, null, now);
        }
        report.refundsSent += 1;
      } catch {
        // Next sweep.
      }
    }
  }
  return report;
}
