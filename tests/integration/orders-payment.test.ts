// Paying orders against the fake WeChat Pay (tests/support/fake-wechat-pay), on SQLite and PostgreSQL: a Native
// payment notified and applied once (duplicates ×5 → one enrolment), forged or wrong notifications refused with
// nothing changed, 我已完成支付 by query, a payment racing the unpaid-order sweep, a payment after close, two paid
// attempts (the second refunded), a student's refund to the end (access removed), a refund WeChat Pay closes, and the
// day's trade bill reconciled. Notifications reach the real handler over HTTP, as raw bytes.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { isDomainError } from "~/lib/domain-error";
import { loadAccessContext } from "~/modules/access/content-access.server";
import { isEnrolled } from "~/modules/course/course-access.server";
import { createOrder, getMyOrder } from "~/modules/order/orders.server";
import { configurePaymentGateway, paymentGateway } from "~/modules/order/payment-gateway.server";
import { handlePaymentNotification } from "~/modules/order/payment-notify.server";
import { cancelOrder, confirmPayment, requestRefund, startPayment, sweepOrders } from "~/modules/order/payments.server";
import { reconcileBill, reconcileDay } from "~/modules/order/reconciliation.server";
import { readWechatPayConfig } from "~/modules/payment/wechat-pay-config.server";
import { startFakeWechatPay, type FakeWechatPay } from "../support/fake-wechat-pay";
import { course, newUser, seedDemo, viewerOfUser, type TestUser } from "./course-fixtures";

let fake: FakeWechatPay;
let notifyServer: http.Server;
let courseA: number;
let courseB: number;

beforeAll(async () => {
  await seedDemo();
  courseA = (await course("demo-politics-01")).id;
  courseB = (await course("demo-english1-01")).id;
  // The app's notify route, served by the real handler (the raw body is what is verified).
  notifyServer = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
      const request = new Request(`http://127.0.0.1${req.url}`, {
        method: req.method,
        headers,
        body: Buffer.concat(chunks),
      });
      void handlePaymentNotification(request).then(async (response) => {
        res.writeHead(response.status, Object.fromEntries(response.headers));
        res.end(Buffer.from(await response.arrayBuffer()));
      });
    });
  });
  await new Promise<void>((resolve) => notifyServer.listen(0, "127.0.0.1", resolve));
  const notifyUrl = `http://127.0.0.1:${(notifyServer.address() as AddressInfo).port}/api/Tenpay/notify`;
  fake = await startFakeWechatPay({ notifyUrl, retryScheduleMs: [50, 50] });
  configurePaymentGateway(readWechatPayConfig({ ...fake.envFor(notifyUrl), NODE_ENV: "test" }));
});

afterAll(async () => {
  configurePaymentGateway(null);
  await fake?.close();
  await new Promise((resolve) => notifyServer?.close(resolve));
});

const shopper = async (user: TestUser, now = Date.now()) => {
  const context = await loadAccessContext(viewerOfUser(user), now);
  return { ...context, viewer: { ...context.viewer, userId: user.id } };
};

async function pendingOrder(user: TestUser, courseIds = [courseA]) {
  const { order } = await createOrder(await shopper(user), {
    courseIds,
    token: randomUUID().replaceAll("-", ""),
    agree: true,
    invoiceKind: "none",
  });
  return order;
}

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  return isDomainError(error) ? { status: error.status, message: error.message } : error;
};

const orderRow = (orderNo: string) =>
  db.selectFrom("orders").selectAll().where("order_no", "=", orderNo).executeTakeFirstOrThrow();
const enrolment = (user: TestUser, courseId: number) =>
  db
    .selectFrom("course_enrolments")
    .selectAll()
    .where("user_id", "=", user.id)
    .where("course_id", "=", courseId)
    .executeTakeFirst();

describe("a Native payment", () => {
  it("is applied once however often WeChat Pay notifies it: one paid order, one enrolment with a validity", async () => {
    const user = await newUser("复旦大学");
    const order = await pendingOrder(user);
    const start = await startPayment(user.id, order.orderNo, { channel: "native", clientIp: "198.51.100.7" });
    expect(start.codeUrl).toMatch(/^weixin:\/\/wxpay\//);
    expect(start.amountFen).toBe(19900);
    // The same open attempt is shown again until 重新生成二维码.
    expect(
      (await startPayment(user.id, order.orderNo, { channel: "native", clientIp: "198.51.100.7" })).outTradeNo,
    ).toBe(start.outTradeNo);

    const deliveries = await fake.pay(start.outTradeNo, { duplicate: 5 });
    await fake.idle();
    expect(deliveries.length).toBeGreaterThanOrEqual(1);
    for (const delivery of fake.deliveries.filter(
      (d) => d.eventType === "TRANSACTION.SUCCESS" && d.body.includes(deliveries[0]!.id),
    )) {
      expect(delivery.attempts.at(-1)?.status).toBe(204);
    }
    const paid = await getMyOrder(user.id, order.orderNo);
    expect(paid).toMatchObject({ status: "paid", payable: false, cancellable: false });
    const row = await enrolment(user, courseA);
    expect(row).toMatchObject({ source: "order" });
    expect(row!.expires_at! - Date.parse(paid.paidAt!)).toBe(365 * 86_400_000);
    expect(await isEnrolled(user.id, courseA)).toBe(true);
    const notifications = await db
      .selectFrom("payment_notifications")
      .selectAll()
      .where("reference", "=", start.outTradeNo)
      .execute();
    expect(notifications).toHaveLength(1);
    expect(
      await refusal(startPayment(user.id, order.orderNo, { channel: "native", clientIp: "198.51.100.7" })),
    ).toEqual({ status: 409, message: "订单已支付" });
  });

  it("refuses forged, stale, probing and mismatched notifications and changes nothing", async () => {
    const user = await newUser("复旦大学");
    const order = await pendingOrder(user);
    const start = await startPayment(user.id, order.orderNo, { channel: "native", clientIp: "198.51.100.7" });
    const cases = [
      { tamper: "byte" as const },
      { tamper: "whitespace" as const },
      { staleTimestamp: true },
      { unknownSerial: true },
      { signtest: true },
      { wrongAmount: true },
      { wrongMchid: true },
      { wrongAppid: true },
    ];
    // WeChat Pay's side is paid (as if its honest notification were lost); each forged copy must still be refused.
    const trade = fake.transactions.get(start.outTradeNo)!;
    Object.assign(trade, {
      tradeState: "SUCCESS",
      notificationId: randomUUID(),
      transactionId: "4200000000202611250000000001",
      successTime: `${new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 19)}+08:00`,
    });
    for (const misbehaviour of cases) {
      const [delivery] = await fake.resendPaymentNotification(start.outTradeNo, { ...misbehaviour, retry: false });
      await delivery!.done;
      const status = delivery!.attempts.at(-1)?.status ?? 0;
      expect([status, misbehaviour]).toEqual([expect.any(Number), misbehaviour]);
      expect(status === 200 || status === 204, JSON.stringify(misbehaviour)).toBe(false);
      expect(JSON.parse(delivery!.attempts.at(-1)!.responseBody)).toMatchObject({ code: "FAIL" });
    }
    expect((await orderRow(order.orderNo)).status).toBe("pending");
    expect(await enrolment(user, courseA)).toBeUndefined();
    expect(
      await db.selectFrom("payment_notifications").select("id").where("reference", "=", start.outTradeNo).execute(),
    ).toEqual([]);
    Object.assign(trade, {
      tradeState: "NOTPAY",
      notificationId: undefined,
      transactionId: undefined,
      successTime: undefined,
    });
  });

  it("is found by 我已完成支付 when the notification has not come, and the late notification then changes nothing", async () => {
    const user = await newUser("复旦大学");
    const order = await pendingOrder(user);
    const start = await startPayment(user.id, order.orderNo, { channel: "native", clientIp: "198.51.100.7" });
    expect((await confirmPayment(user.id, order.orderNo)).status).toBe("pending");
    await fake.pay(start.outTradeNo, { hold: true });
    expect((await confirmPayment(user.id, order.orderNo)).status).toBe("paid");
    const released = await fake.releaseHeld();
    await Promise.all(released.map((delivery) => delivery.done));
    expect(released.every((delivery) => delivery.attempts.at(-1)?.status === 204)).toBe(true);
    const enrolments = await db
      .selectFrom("course_enrolments")
      .select("course_id")
      .where("user_id", "=", user.id)
      .execute();
    expect(enrolments).toEqual([{ course_id: courseA }]);
  });
});

describe("closing unpaid orders", () => {
  it("closes the trade at WeChat Pay first; a payment made meanwhile wins and the order is paid", async () => {
    const user = await newUser("复旦大学");
    const order = await pendingOrder(user);
    const start = await startPayment(user.id, order.orderNo, { channel: "native", clientIp: "198.51.100.7" });
    await fake.pay(start.outTradeNo, { hold: true });
    const report = await sweepOrders(Date.parse(order.expiresAt) + 60_000);
    expect(report.paidMeanwhile).toBeGreaterThanOrEqual(1);
    expect((await getMyOrder(user.id, order.orderNo)).status).toBe("paid");
    expect((await orderRow(order.orderNo)).flag_reason).toBe("关闭时发现已支付，已按已支付处理");
    expect(await isEnrolled(user.id, courseA)).toBe(true);
    await Promise.all((await fake.releaseHeld()).map((delivery) => delivery.done));
  });

  it("closes an unpaid trade and the order; cancelling closes its trade too", async () => {
    const user = await newUser("复旦大学");
    const order = await pendingOrder(user);
    const start = await startPayment(user.id, order.orderNo, { channel: "native", clientIp: "198.51.100.7" });
    await sweepOrders(Date.parse(order.expiresAt) + 60_000);
    expect((await getMyOrder(user.id, order.orderNo)).status).toBe("closed");
    expect(fake.transactions.get(start.outTradeNo)?.tradeState).toBe("CLOSED");

    const other = await pendingOrder(user, [courseB]);
    const otherStart = await startPayment(user.id, other.orderNo, {
      channel: "native",
      clientIp: "198.51.100.7",
      now: Date.now() - 6 * 60_000,
    });
    expect((await cancelOrder(user.id, other.orderNo)).status).toBe("cancelled");
    expect(fake.transactions.get(otherStart.outTradeNo)?.tradeState).toBe("CLOSED");
  });

  it("pays, and flags, an order whose payment arrives after it was closed", async () => {
    const user = await newUser("复旦大学");
    const order = await pendingOrder(user);
    const start = await startPayment(user.id, order.orderNo, { channel: "native", clientIp: "198.51.100.7" });
    // The sweep runs within 5 minutes of the attempt: closed here only (time_expire guards WeChat Pay's side).
    await db
      .updateTable("orders")
      .set({ expires_at: Date.now() - 1 })
      .where("order_no", "=", order.orderNo)
      .execute();
    await sweepOrders(Date.now());
    expect((await orderRow(order.orderNo)).status).toBe("closed");
    await fake.pay(start.outTradeNo, { ignoreExpiry: true });
    await fake.idle();
    const row = await orderRow(order.orderNo);
    expect(row.status).toBe("paid");
    expect(row.flag_reason).toContain("关闭或取消后收到支付");
    expect(await isEnrolled(user.id, courseA)).toBe(true);
  });
});

describe("two paid attempts", () => {
  it("keeps the first, refunds the second automatically and flags the order", async () => {
    const user = await newUser("复旦大学");
    const order = await pendingOrder(user);
    const first = await startPayment(user.id, order.orderNo, { channel: "native", clientIp: "198.51.100.7" });
    const second = await startPayment(user.id, order.orderNo, {
      channel: "native",
      clientIp: "198.51.100.7",
      renew: true,
    });
    expect(second.outTradeNo).not.toBe(first.outTradeNo);
    await fake.pay(first.outTradeNo, { ignoreExpiry: true });
    await fake.pay(second.outTradeNo, { ignoreExpiry: true });
    await fake.idle();
    const row = await orderRow(order.orderNo);
    expect(row.status).toBe("paid");
    expect(row.flag_reason).toContain("两笔支付");
    const refunds = await db.selectFrom("order_refunds").selectAll().where("order_id", "=", row.id).execute();
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ origin: "duplicate", amount_fen: 19900 });
    expect(fake.refunds.get(refunds[0]!.out_refund_no)?.outTradeNo).toBe(second.outTradeNo);
    await fake.completeRefund(refunds[0]!.out_refund_no, "SUCCESS");
    await fake.idle();
    expect((await orderRow(order.orderNo)).status).toBe("paid");
    expect(await isEnrolled(user.id, courseA)).toBe(true);
  });
});

describe("refunds", () => {
  async function paidOrder(user: TestUser) {
    const order = await pendingOrder(user);
    const start = await startPayment(user.id, order.orderNo, { channel: "h5", clientIp: "198.51.100.7" });
    expect(start.h5Url).toMatch(/^https?:\/\/.+prepay_id=/);
    await fake.pay(start.outTradeNo);
    await fake.idle();
    return order;
  }

  it("ends the order and the access when WeChat Pay confirms the refund", async () => {
    const user = await newUser("复旦大学");
    const order = await paidOrder(user);
    const refunding = await requestRefund(user.id, order.orderNo, "买错了课程");
    expect(refunding.status).toBe("refunding");
    expect(refunding.refunds).toMatchObject([{ amountFen: 19900, reason: "买错了课程" }]);
    const outRefundNo = refunding.refunds[0]!.outRefundNo;
    expect(fake.refunds.get(outRefundNo)).toMatchObject({ refundFen: 19900, status: "PROCESSING" });
    await fake.completeRefund(outRefundNo, "SUCCESS", { duplicate: 3 });
    await fake.idle();
    const refunded = await getMyOrder(user.id, order.orderNo);
    expect(refunded.status).toBe("refunded");
    expect(refunded.refunds[0]!.status).toBe("success");
    expect(await isEnrolled(user.id, courseA)).toBe(false);
    expect(await refusal(requestRefund(user.id, order.orderNo, "再退一次"))).toEqual({
      status: 409,
      message: "只有已支付的订单可以申请退款",
    });
  });

  it("goes back to paid, flagged, when WeChat Pay closes the refund; and follows the rule", async () => {
    const user = await newUser("复旦大学");
    const order = await paidOrder(user);
    const refunding = await requestRefund(user.id, order.orderNo, "不想学了");
    await fake.completeRefund(refunding.refunds[0]!.outRefundNo, "CLOSED");
    await fake.idle();
    const row = await orderRow(order.orderNo);
    expect(row.status).toBe("paid");
    expect(row.flag_reason).toContain("退款被关闭");
    expect(await isEnrolled(user.id, courseA)).toBe(true);

    const late = await newUser("复旦大学");
    const lateOrder = await paidOrder(late);
    expect(await refusal(requestRefund(late.id, lateOrder.orderNo, "太晚了", Date.now() + 8 * 86_400_000))).toEqual({
      status: 409,
      message: "已超过支付后 7 天的退款期限，如有问题请联系客服",
    });
    const videos = (await course("demo-politics-01")).video_count;
    await db
      .insertInto("course_progress")
      .values({
        user_id: late.id,
        course_id: courseA,
        last_video_id: 1,
        last_position_seconds: 0,
        learnt_count: Math.ceil(videos / 5),
        order_started_at: Date.now(),
        order_session: "test",
        order_seq: 1,
        first_watched_at: Date.now(),
        last_watched_at: Date.now(),
      })
      .execute();
    expect(await refusal(requestRefund(late.id, lateOrder.orderNo, "学了一些"))).toEqual({
      status: 409,
      message: "课程已学习 20% 及以上，不能在线退款，如有问题请联系客服",
    });
  });
});

describe("reconciliation", () => {
  it("finds nothing for a day whose payments match the bill, and names each kind of difference", async () => {
    const user = await newUser("复旦大学");
    const order = await pendingOrder(user, [courseB]);
    const start = await startPayment(user.id, order.orderNo, { channel: "native", clientIp: "198.51.100.7" });
    await fake.pay(start.outTradeNo);
    await fake.idle();
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const report = await reconcileDay(paymentGateway()!, today);
    expect(report.billPayments).toBeGreaterThanOrEqual(1);
    expect(report.differences.filter((difference) => difference.reference === start.outTradeNo)).toEqual([]);

    const rows = await paymentGateway()!.client.downloadTradeBill(today);
    const ours = rows.find((row) => row.outTradeNo === start.outTradeNo)!;
    const changed = await reconcileBill(today, [
      ...rows.filter((row) => row !== ours),
      { ...ours, totalFen: ours.totalFen + 1 },
      { ...ours, outTradeNo: "YT20990101000000000P000000", totalFen: 100 },
    ]);
    expect(changed.differences).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: "amount-differs", reference: start.outTradeNo, ours: 14900, theirs: 14901 }),
        expect.objectContaining({ kind: "missing-here", reference: "YT20990101000000000P000000", theirs: 100 }),
      ]),
    );
    const missing = await reconcileBill(
      today,
      rows.filter((row) => row !== ours),
    );
    expect(missing.differences).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: "missing-in-bill", reference: start.outTradeNo })]),
    );
  });
});
