// 消息 on SQLite and PostgreSQL (docs/decisions/0023-notifications.md): notify once per event however often (and however
// concurrently) it is called, a muted kind not stored, the list by tab and page, 标为已读 on one's own only (another's
// id is not found), 全部标为已读 with the notices not yet delivered, system notices reaching users lazily, the 180-day
// sweep; orders paid, closed by the sweep and refunded through the real payment path telling the student once; 预约直播
// and its reminder 15 minutes before the start; the JSON API's four endpoints in the envelope.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { isDomainError } from "~/lib/domain-error";
import {
  bookLive,
  cancelLiveBooking,
  isLiveBooked,
  remindBookedLives,
} from "~/modules/notifications/live-bookings.server";
import {
  deliverSystemNotices,
  listNotifications,
  markAllRead,
  markRead,
  notify,
  publishSystemNotice,
  sweepOldNotifications,
  unreadCount,
} from "~/modules/notifications/notifications.server";
import { configurePaymentGateway, type PaymentGateway } from "~/modules/order/payment-gateway.server";
import { applyRefund, applyTransaction, sweepOrders } from "~/modules/order/payments.server";
import { setNotificationPreferences } from "~/modules/settings/user-settings.server";
import { callApi } from "../support/api-client";
import { newUser, type TestUser } from "./course-fixtures";

const MINUTE = 60_000;
const DAY = 86_400_000;

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  return isDomainError(error) ? { status: error.status, message: error.message } : error;
};

const rowsOf = (user: TestUser) =>
  db.selectFrom("notifications").selectAll().where("user_id", "=", user.id).orderBy("id").execute();

const event = (key: string, kind: "order" | "live" | "square" | "system" = "order") => ({
  kind,
  title: `标题 ${key}`,
  body: `内容 ${key}`,
  link: "/user/order",
  dedupeKey: key,
});

/** The settings page's 消息提醒: which kinds the user receives. */
const receive = (user: TestUser, kinds: { order?: boolean; live?: boolean; square?: boolean }) =>
  setNotificationPreferences(user.id, {
    notifyOrder: kinds.order ?? true,
    notifyLive: kinds.live ?? true,
    notifySquare: kinds.square ?? true,
  });

beforeAll(() => {
  configurePaymentGateway(null);
});

describe("notify", () => {
  it("stores one notification per event, even when called twice at once", async () => {
    const user = await newUser();
    const outcomes = await Promise.all([
      notify(user.id, event("order:paid:A")),
      notify(user.id, event("order:paid:A")),
    ]);
    expect(outcomes.sort()).toEqual(["duplicate", "stored"]);
    expect(await notify(user.id, event("order:paid:A"))).toBe("duplicate");
    expect(await rowsOf(user)).toHaveLength(1);
    // The same key for another user is another notification.
    const other = await newUser();
    expect(await notify(other.id, event("order:paid:A"))).toBe("stored");
  });

  it("does not store a kind the user muted in their settings; system notices always go through", async () => {
    const user = await newUser();
    await receive(user, { order: false, square: false });
    expect(await notify(user.id, event("order:paid:M"))).toBe("muted");
    expect(await notify(user.id, event("square:reply:1", "square"))).toBe("muted");
    expect(await notify(user.id, event("live:1", "live"))).toBe("stored");
    expect(await notify(user.id, event("system:x", "system"))).toBe("stored");
    expect((await rowsOf(user)).map((row) => row.kind)).toEqual(["live", "system"]);
    // Unmuted again: the next event is told.
    await receive(user, { square: false });
    expect(await notify(user.id, event("order:paid:M"))).toBe("stored");
  });

  it("refuses a link that is not a path of this site", async () => {
    const user = await newUser();
    await expect(notify(user.id, { ...event("x"), link: "https://evil.example/" })).rejects.toThrow(
      /path of this site/,
    );
  });
});

describe("the list, 标为已读 and 全部标为已读", () => {
  it("lists newest first by tab and page, marks one's own as read, and finds another's id not there", async () => {
    const user = await newUser();
    const t0 = Date.now() - 10 * MINUTE;
    for (let i = 0; i < 23; i += 1) await notify(user.id, event(`order:paid:${i}`), t0 + i * 1000);
    await notify(user.id, event("live:9", "live"), t0 + 60_000);
    const first = await listNotifications(user.id, { tab: "all", page: 1, rows: 20 });
    expect(first).toMatchObject({ page: 1, rows: 20, total: 24 });
    expect(first.items[0]).toMatchObject({
      kind: "live",
      kindName: "直播",
      title: "标题 live:9",
      read: false,
      readAt: null,
      link: "/user/order",
    });
    expect(first.items[1]!.title).toBe("标题 order:paid:22");
    expect((await listNotifications(user.id, { tab: "all", page: 2, rows: 20 })).items).toHaveLength(4);
    expect((await listNotifications(user.id, { tab: "live", page: 1, rows: 20 })).total).toBe(1);
    expect((await listNotifications(user.id, { tab: "square", page: 1, rows: 20 })).total).toBe(0);
    expect(await unreadCount(user.id)).toBe(24);

    const target = first.items[0]!;
    expect(await markRead(user.id, target.id)).toBe("read");
    expect(await markRead(user.id, target.id)).toBe("already");
    expect(await unreadCount(user.id)).toBe(23);
    const unread = await listNotifications(user.id, { tab: "unread", page: 1, rows: 20 });
    expect(unread.total).toBe(23);
    expect(unread.items.some((item) => item.id === target.id)).toBe(false);

    // Another user's id: not found, and nothing changes.
    const stranger = await newUser();
    const theirs = first.items[1]!;
    expect(await refusal(markRead(stranger.id, theirs.id))).toEqual({ status: 404, message: "消息不存在或已过期" });
    expect(await refusal(markRead(user.id, 2_000_000_000))).toEqual({ status: 404, message: "消息不存在或已过期" });
    expect(
      (await listNotifications(user.id, { tab: "unread", page: 1, rows: 100 })).items.some(
        (item) => item.id === theirs.id,
      ),
    ).toBe(true);

    expect(await markAllRead(user.id)).toBe(23);
    expect(await unreadCount(user.id)).toBe(0);
    expect(await markAllRead(user.id)).toBe(0);
  });
});

describe("system notices", () => {
  it("reach each user lazily: counted before their copy exists, copied once, only while in effect and recent", async () => {
    const now = Date.now();
    const user = await newUser();
    const current = await publishSystemNotice({
      title: "系统维护通知",
      body: "今晚 23:00 起维护一小时。",
      link: "/",
      publishedAt: now - DAY,
      expiresAt: now + DAY,
    });
    await publishSystemNotice({
      title: "已过期",
      body: "旧的通知。",
      link: null,
      publishedAt: now - 5 * DAY,
      expiresAt: now - DAY,
    });
    await publishSystemNotice({
      title: "太旧了",
      body: "账号创建前很久发布的通知。",
      link: null,
      publishedAt: now - 40 * DAY,
      expiresAt: null,
    });
    await publishSystemNotice({
      title: "尚未发布",
      body: "明天发布。",
      link: null,
      publishedAt: now + DAY,
      expiresAt: null,
    });
    expect(await db.selectFrom("notifications").select("id").where("user_id", "=", user.id).execute()).toEqual([]);
    expect(await unreadCount(user.id, now)).toBe(1);

    // Two looks at once make one copy.
    await Promise.all([
      deliverSystemNotices(user.id, now),
      listNotifications(user.id, { tab: "system", page: 1, rows: 20 }, now),
    ]);
    const list = await listNotifications(user.id, { tab: "system", page: 1, rows: 20 }, now);
    expect(list.items).toEqual([
      expect.objectContaining({
        kind: "system",
        kindName: "系统通知",
        title: "系统维护通知",
        link: "/",
        createdAt: new Date(now - DAY).toISOString(),
        read: false,
      }),
    ]);
    expect((await rowsOf(user)).map((row) => row.dedupe_key)).toEqual([`system:${current}`]);
    expect(await unreadCount(user.id, now)).toBe(1);

    // 全部标为已读 includes a notice published since, not yet copied.
    await publishSystemNotice({
      title: "新功能上线",
      body: "消息中心上线了。",
      link: "/user/news",
      publishedAt: now,
      expiresAt: null,
    });
    expect(await unreadCount(user.id, now + 1)).toBe(2);
    expect(await markAllRead(user.id, now + 1)).toBe(2);
    expect(await unreadCount(user.id, now + 1)).toBe(0);
    // The notices are everyone's: out of the way of the other tests' counts.
    await db.deleteFrom("system_notices").execute();
  });
});

describe("the 180-day sweep", () => {
  it("deletes notifications older than 180 days and keeps the rest", async () => {
    const user = await newUser();
    const now = Date.now();
    await notify(user.id, event("old"), now - 181 * DAY);
    await notify(user.id, event("edge"), now - 179 * DAY);
    await notify(user.id, event("new"), now);
    expect(await sweepOldNotifications(now)).toBeGreaterThanOrEqual(1);
    expect((await rowsOf(user)).map((row) => row.dedupe_key)).toEqual(["edge", "new"]);
  });
});

describe("orders through the payment path", () => {
  const gateway = {
    config: { mchid: "1900000001", appid: "wx00000000000000aa" },
    client: {},
  } as unknown as PaymentGateway;
  let serial = 0;

  async function pendingOrder(user: TestUser, expiresAt = Date.now() + 30 * MINUTE) {
    serial += 1;
    const now = Date.now();
    const orderNo = `YT20261125${String(process.pid % 10_000).padStart(4, "0")}${String(serial).padStart(6, "0")}`;
    const order = await db
      .insertInto("orders")
      .values({
        order_no: orderNo,
        user_id: user.id,
        status: "pending",
        total_fen: 19900,
        payable_fen: 19900,
        client_token: `notify-test-${orderNo}`,
        terms_accepted_at: now,
        invoice_kind: "none",
        invoice_title: null,
        invoice_tax_no: null,
        invoice_state: "none",
        created_at: now,
        expires_at: expiresAt,
        paid_at: null,
        closed_at: null,
        flag_reason: null,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const attempt = await db
      .insertInto("payment_attempts")
      .values({
        order_id: order.id,
        out_trade_no: `${orderNo}A1`,
        channel: "native",
        amount_fen: 19900,
        state: "created",
        created_at: now,
        expires_at: expiresAt,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return { id: order.id, orderNo, outTradeNo: `${orderNo}A1`, attemptId: attempt.id };
  }

  const paidState = (outTradeNo: string) => ({
    outTradeNo,
    transactionId: `4200${outTradeNo}`,
    tradeState: "SUCCESS" as const,
    amountTotalFen: 19900,
    currency: "CNY",
    mchid: gateway.config.mchid,
    appid: gateway.config.appid,
  });

  it("tells the student once that an order was paid, however often WeChat Pay notifies it", async () => {
    const user = await newUser();
    const order = await pendingOrder(user);
    expect(await applyTransaction(gateway, paidState(order.outTradeNo), "n-1")).toBe("applied");
    expect(await applyTransaction(gateway, paidState(order.outTradeNo), "n-1")).toBe("duplicate");
    expect(await applyTransaction(gateway, paidState(order.outTradeNo), "n-2")).toBe("ignored");
    const rows = await rowsOf(user);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: "order",
      title: "支付成功",
      dedupe_key: `order:paid:${order.orderNo}`,
      link: `/course/order/result?orderNo=${order.orderNo}`,
      read_at: null,
    });
    expect(rows[0]!.body).toContain("已支付 ¥199.00");
  });

  it("tells the student when the sweep closes an unpaid order, and not when they muted orders", async () => {
    const user = await newUser();
    const muted = await newUser();
    await receive(muted, { order: false });
    const expiresAt = Date.now() - MINUTE;
    const order = await pendingOrder(user, expiresAt);
    await pendingOrder(muted, expiresAt);
    const report = await sweepOrders(Date.now());
    expect(report.closed).toBeGreaterThanOrEqual(2);
    await sweepOrders(Date.now());
    expect((await rowsOf(user)).map((row) => [row.title, row.dedupe_key])).toEqual([
      ["订单已关闭", `order:closed:${order.orderNo}`],
    ]);
    expect(await rowsOf(muted)).toEqual([]);
  });

  it("tells the student a refund succeeded (once), or that it was closed", async () => {
    const user = await newUser();
    for (const [status, title] of [
      ["SUCCESS", "退款成功"],
      ["CLOSED", "退款未成功"],
    ] as const) {
      const order = await pendingOrder(user);
      await applyTransaction(gateway, paidState(order.outTradeNo), null);
      const now = Date.now();
      await db.updateTable("orders").set({ status: "refunding" }).where("id", "=", order.id).execute();
      const outRefundNo = `${order.orderNo}R1`;
      await db
        .insertInto("order_refunds")
        .values({
          order_id: order.id,
          attempt_id: order.attemptId,
          out_refund_no: outRefundNo,
          amount_fen: 19900,
          reason: "买错了",
          origin: "student",
          status: "processing",
          created_at: now,
          updated_at: now,
        })
        .execute();
      const state = { outRefundNo, outTradeNo: order.outTradeNo, status, refundFen: 19900 };
      expect(await applyRefund(state, `r-${outRefundNo}`)).toBe("applied");
      expect(await applyRefund(state, `r-${outRefundNo}`)).toBe("duplicate");
      expect(await applyRefund(state, null)).toBe("applied");
      const told = (await rowsOf(user)).filter(
        (row) => row.dedupe_key.startsWith("refund:") && row.dedupe_key.endsWith(outRefundNo),
      );
      expect(told.map((row) => row.title)).toEqual([title]);
      expect(
        (await db.selectFrom("orders").select("status").where("id", "=", order.id).executeTakeFirstOrThrow()).status,
      ).toBe(status === "SUCCESS" ? "refunded" : "paid");
    }
  });
});

describe("预约直播 and its reminder", () => {
  let serial = 0;
  async function newLive(startsAt: number, minutes = 60) {
    serial += 1;
    const now = Date.now();
    const row = await db
      .insertInto("lives")
      .values({
        code: `notify-live-${process.pid}-${serial}`,
        title: `提醒测试直播 ${serial}`,
        teacher: "许清和",
        subject: "politics",
        introduction: "",
        cover_key: null,
        starts_at: startsAt,
        ends_at: startsAt + minutes * MINUTE,
        stream_key: null,
        playback_key: null,
        playback_duration: null,
        free: 1,
        published: 1,
        view_count: 0,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return row.id;
  }

  it("books a live before its start only, once, and cancels", async () => {
    const user = await newUser();
    const now = Date.now();
    const upcoming = await newLive(now + DAY);
    const started = await newLive(now - MINUTE);
    expect(await bookLive(user.id, upcoming, now)).toBe("booked");
    expect(await bookLive(user.id, upcoming, now)).toBe("already");
    expect(await isLiveBooked(user.id, upcoming)).toBe(true);
    expect(await refusal(bookLive(user.id, started, now))).toEqual({
      status: 409,
      message: "直播已开始或已结束，无需预约",
    });
    expect(await refusal(bookLive(user.id, 2_000_000_000, now))).toEqual({
      status: 404,
      message: "直播不存在或已下架",
    });
    expect(await cancelLiveBooking(user.id, upcoming)).toBe(true);
    expect(await cancelLiveBooking(user.id, upcoming)).toBe(false);
    expect(await isLiveBooked(user.id, upcoming)).toBe(false);
  });

  it("reminds each booking from 15 minutes before the start, once, and respects a muted 直播", async () => {
    const base = Date.now() + 2 * DAY;
    const startsAt = base + 60 * MINUTE;
    const liveId = await newLive(startsAt);
    const [a, b, quiet] = [await newUser(), await newUser(), await newUser()];
    await receive(quiet, { live: false });
    for (const user of [a, b, quiet]) await bookLive(user.id, liveId, base);

    expect(await remindBookedLives(startsAt - 15 * MINUTE - 1000)).toBe(0);
    expect(await rowsOf(a)).toEqual([]);
    const at = startsAt - 15 * MINUTE;
    const [first, second] = await Promise.all([remindBookedLives(at), remindBookedLives(at)]);
    expect(first + second).toBe(2);
    expect(await remindBookedLives(at + MINUTE)).toBe(0);
    for (const user of [a, b]) {
      const rows = await rowsOf(user);
      expect(rows.map((row) => [row.kind, row.title, row.dedupe_key, row.link])).toEqual([
        ["live", "直播即将开始", `live:${liveId}`, `/livePlayback?id=${liveId}`],
      ]);
      expect(rows[0]!.body).toContain("提醒测试直播");
    }
    expect(await rowsOf(quiet)).toEqual([]);
    const reminded = await db.selectFrom("live_bookings").select("reminded_at").where("live_id", "=", liveId).execute();
    expect(reminded.every((row) => row.reminded_at === at)).toBe(true);
  });
});

describe("the JSON API", () => {
  it("pages, counts, marks one (404 for another's) and marks all, in the envelope", async () => {
    const user = await newUser();
    const stranger = await newUser();
    await notify(user.id, event("order:paid:API1"));
    await notify(user.id, { ...event("live:API", "live"), link: "/livePlayback?id=5" });
    const mine = await rowsOf(user);

    expect((await callApi("GET", "/api/Notification/unread-count")).body).toMatchObject({ code: 401 });
    const count = await callApi("GET", "/api/Notification/unread-count", { token: user.token });
    expect(count.status).toBe(200);
    expect(count.body).toMatchObject({ code: 200, result: { count: 2 } });

    const page = await callApi("GET", "/api/Notification/page-query?tab=live&page=1&rows=10", { token: user.token });
    expect(page.body.code).toBe(200);
    expect(page.body.result).toMatchObject({ page: 1, rows: 10, total: 1 });
    expect(page.body.result.items[0]).toMatchObject({
      kind: "live",
      link: "/livePlayback?id=5",
      mobileLink: "/mobile/livePlayback?id=5",
      read: false,
    });
    expect((await callApi("GET", "/api/Notification/page-query?tab=spam", { token: user.token })).body.code).toBe(400);

    const theirs = await callApi("POST", `/api/Notification/${mine[0]!.id}/read`, { token: stranger.token });
    expect(theirs.status).toBe(404);
    expect(theirs.body).toMatchObject({ code: 404, msg: "消息不存在或已过期" });
    const read = await callApi("POST", `/api/Notification/${mine[0]!.id}/read`, { token: user.token });
    expect(read.body).toMatchObject({ code: 200, msg: "已标为已读", result: { unread: 1 } });

    const all = await callApi("POST", "/api/Notification/read-all", { token: user.token });
    expect(all.body).toMatchObject({ code: 200, msg: "已全部标为已读", result: { marked: 1, unread: 0 } });
    expect((await callApi("GET", "/api/Notification/unread-count", { token: user.token })).body.result).toEqual({
      count: 0,
    });
  });
});
