// The checkout load (issue 15): N students check out at once against the built app and the fake WeChat Pay — add to
// cart, the confirm form sent twice at once, a Native payment — then every student pays, WeChat Pay's notifications
// arrive shuffled and duplicated while half the students press 我已完成支付, racing them. Counted afterwards, in the
// database: every order paid exactly once, one enrolment per order, one applied notification per payment, none lost
// (every notification answered 204 in the end), no refund. The app runs with NODE_ENV=test: production refuses the
// fake's address.
import crypto from "node:crypto";
import net from "node:net";
import { createDatabase, parseDatabaseUrl } from "~/db/client.server";
import { startFakeWechatPay, type FakeWechatPay } from "../../tests/support/fake-wechat-pay";
import { startServer, type ServerProcess } from "../../tests/support/server-process";
import { createBuyers, type BenchStudent } from "./bench-students";
import { percentile } from "./statistics";

export interface CheckoutLoadOptions {
  databaseUrl: string;
  buyers: number;
  /** Copies of each payment notification WeChat Pay sends (same id). */
  duplicates: number;
  log?: (line: string) => void;
}

export interface CheckoutLoadReport {
  buyers: number;
  duplicates: number;
  checkoutMs: { p50: number; p95: number; max: number };
  /** Wall time from the first notification released until every one was answered. */
  settleMs: number;
  ordersPaid: number;
  ordersNotPaid: number;
  /** Orders with more than one successful payment attempt. */
  paidTwice: number;
  enrolments: number;
  notificationsApplied: number;
  notificationsSent: number;
  notificationsUndelivered: number;
  doubleSubmitsMerged: number;
  refunds: number;
  failures: string[];
}

/** Off every demo campus, so nothing is licensed to the buyers (TRUST_PROXY=loopback reads it). */
const BUYER_IP = "198.51.100.77";

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function runCheckoutLoad(options: CheckoutLoadOptions): Promise<CheckoutLoadReport> {
  const log = options.log ?? (() => undefined);
  const port = await freePort();
  const notifyUrl = `http://127.0.0.1:${port}/api/Tenpay/notify`;
  let fake: FakeWechatPay | undefined;
  let server: ServerProcess | undefined;
  try {
    fake = await startFakeWechatPay({ notifyUrl, retryScheduleMs: [200, 400, 800, 1600, 3200] });
    server = await startServer({
      databaseUrl: options.databaseUrl,
      env: { ...fake.env, NODE_ENV: "test", PORT: String(port), TRUST_PROXY: "loopback", SEED_ON_START: "true" },
    });
    const students = await createBuyers(options.databaseUrl, options.buyers);
    const courses = await paidCourses(options.databaseUrl);
    log(
      `checkout: ${students.length} buyers, ${courses.length} paid courses, ${options.duplicates} copies of each notification`,
    );
    const baseUrl = server.baseUrl;
    const call = async (student: BenchStudent, method: string, path: string, body?: unknown) => {
      const response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: {
          cookie: `Authorization=${student.token}`,
          "x-forwarded-for": BUYER_IP,
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const json = (await response.json()) as { code: number; msg: string; result: Record<string, unknown> | null };
      if (json.code !== 200) throw new Error(`${method} ${path}: ${json.code} ${json.msg}`);
      return json.result!;
    };

    const failures: string[] = [];
    const checkoutTimes: number[] = [];
    let merged = 0;
    // Everyone checks out at once.
    const checkouts = await Promise.all(
      students.map(async (student, index) => {
        const courseId = courses[index % courses.length]!;
        const started = performance.now();
        try {
          await call(student, "POST", "/api/ShoppingCart", { id: courseId });
          const token = crypto.randomBytes(16).toString("hex");
          const form = { courseIds: [courseId], token, agree: true };
          const [a, b] = await Promise.all([
            call(student, "POST", "/api/Order/create-from-course", form),
            call(student, "POST", "/api/Order/create-from-course", form),
          ]);
          if (a.orderNo !== b.orderNo) failures.push(`${student.phoneNumber}: a double submit made two orders`);
          else merged += 1;
          const pay = await call(student, "POST", "/api/Tenpay/transactions", {
            orderNo: a.orderNo,
            channel: "native",
          });
          checkoutTimes.push(performance.now() - started);
          return { student, orderNo: String(a.orderNo), outTradeNo: String(pay.outTradeNo) };
        } catch (error) {
          failures.push(`${student.phoneNumber}: ${error instanceof Error ? error.message : String(error)}`);
          return null;
        }
      }),
    );
    const started = checkouts.filter((checkout) => checkout !== null);

    // Everyone pays; WeChat Pay holds the notifications, then sends them shuffled while half the buyers ask.
    for (const checkout of started) await fake.pay(checkout.outTradeNo, { hold: true, duplicate: options.duplicates });
    const settleStart = performance.now();
    const released = fake.releaseHeld("shuffle");
    const confirms = started
      .filter((_, index) => index % 2 === 0)
      .map((checkout) =>
        call(checkout.student, "POST", `/api/Order/${checkout.orderNo}/confirm-payment`).catch((error: unknown) =>
          failures.push(`confirm ${checkout.orderNo}: ${String(error)}`),
        ),
      );
    await Promise.all([released, ...confirms]);
    await fake.idle();
    const settleMs = performance.now() - settleStart;

    const counts = await countOutcome(
      options.databaseUrl,
      started.map((checkout) => checkout.orderNo),
    );
    const paymentDeliveries = fake.deliveries.filter((delivery) => delivery.eventType === "TRANSACTION.SUCCESS");
    const undelivered = paymentDeliveries.filter(
      (delivery) => delivery.attempts.at(-1)?.status !== 204 && delivery.attempts.at(-1)?.status !== 200,
    );
    const sorted = [...checkoutTimes].sort((x, y) => x - y);
    const report: CheckoutLoadReport = {
      buyers: students.length,
      duplicates: options.duplicates,
      checkoutMs: {
        p50: round(percentile(sorted, 50)),
        p95: round(percentile(sorted, 95)),
        max: round(sorted.at(-1) ?? 0),
      },
      settleMs: round(settleMs),
      ...counts,
      notificationsSent: paymentDeliveries.length,
      notificationsUndelivered: undelivered.length,
      doubleSubmitsMerged: merged,
      failures,
    };
    if (report.ordersPaid !== students.length)
      failures.push(`${students.length - report.ordersPaid} order(s) not paid`);
    if (report.paidTwice > 0) failures.push(`${report.paidTwice} order(s) paid twice`);
    if (report.enrolments !== report.ordersPaid)
      failures.push(`${report.enrolments} enrolments for ${report.ordersPaid} paid orders`);
    if (report.notificationsApplied > report.ordersPaid)
      failures.push(`${report.notificationsApplied} notifications applied for ${report.ordersPaid} payments`);
    if (report.notificationsUndelivered > 0)
      failures.push(`${report.notificationsUndelivered} notification(s) never acknowledged`);
    if (report.refunds > 0) failures.push(`${report.refunds} refund(s) made`);
    return report;
  } finally {
    await server?.stop();
    await fake?.close();
  }
}

const round = (value: number) => Math.round(value * 10) / 10;

async function paidCourses(databaseUrl: string): Promise<number[]> {
  const db = createDatabase(parseDatabaseUrl(databaseUrl));
  try {
    const rows = await db
      .selectFrom("courses")
      .select("id")
      .where("published", "=", 1)
      .where("price_fen", ">", 0)
      .where("type", "!=", 3)
      .orderBy("id")
      .execute();
    return rows.map((row) => row.id);
  } finally {
    await db.destroy();
  }
}

async function countOutcome(databaseUrl: string, orderNos: string[]) {
  const db = createDatabase(parseDatabaseUrl(databaseUrl));
  try {
    const orders =
      orderNos.length === 0
        ? []
        : await db.selectFrom("orders").select(["id", "user_id", "status"]).where("order_no", "in", orderNos).execute();
    const ids = orders.map((order) => order.id);
    const users = orders.map((order) => order.user_id);
    const [attempts, enrolments, notifications, refunds] = await Promise.all([
      ids.length === 0
        ? []
        : db
            .selectFrom("payment_attempts")
            .select(["order_id", (eb) => eb.fn.countAll<number>().as("paid")])
            .where("order_id", "in", ids)
            .where("state", "=", "success")
            .groupBy("order_id")
            .execute(),
      users.length === 0
        ? []
        : db
            .selectFrom("course_enrolments")
            .select("user_id")
            .where("user_id", "in", users)
            .where("source", "=", "order")
            .execute(),
      db.selectFrom("payment_notifications").select("id").where("event_type", "=", "TRANSACTION.SUCCESS").execute(),
      ids.length === 0 ? [] : db.selectFrom("order_refunds").select("id").where("order_id", "in", ids).execute(),
    ]);
    return {
      ordersPaid: orders.filter((order) => order.status === "paid").length,
      ordersNotPaid: orders.filter((order) => order.status !== "paid").length,
      paidTwice: attempts.filter((row) => Number(row.paid) > 1).length,
      enrolments: enrolments.length,
      notificationsApplied: notifications.length,
      refunds: refunds.length,
    };
  } finally {
    await db.destroy();
  }
}
