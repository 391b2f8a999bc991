// The cart and orders without WeChat Pay, on SQLite and PostgreSQL: what can be sold to whom, the cart dropping what
// the student may study now, one order per confirm-page token (also when sent twice at once), price snapshots,
// cancelling, the unpaid-order sweep, the refund rule, 推荐图书馆购买, and the API's envelope, 400s in Chinese and
// 404 for another student's order. Payment itself: orders-payment.test.ts.
import { randomUUID } from "node:crypto";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { isDomainError } from "~/lib/domain-error";
import { loadAccessContext } from "~/modules/access/content-access.server";
import { addToCart, listCart } from "~/modules/order/cart.server";
import { createOrder, getMyOrder, listMyOrders } from "~/modules/order/orders.server";
import { configurePaymentGateway } from "~/modules/order/payment-gateway.server";
import { cancelOrder, sweepOrders } from "~/modules/order/payments.server";
import { callApi } from "../support/api-client";
import { course, IP, newUser, seedDemo, viewerOfUser, type TestUser } from "./course-fixtures";

let paid1: number;
let paid2: number;
let free: number;

beforeAll(async () => {
  await seedDemo();
  paid1 = (await course("demo-politics-01")).id;
  paid2 = (await course("demo-politics-02")).id;
  free = (await course("demo-politics-03")).id;
});

beforeEach(() => configurePaymentGateway(null));

const token = () => randomUUID().replaceAll("-", "");
const shopper = async (user: TestUser, now = Date.now()) => {
  const context = await loadAccessContext(viewerOfUser(user), now);
  return { ...context, viewer: { ...context.viewer, userId: user.id } };
};
const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  return isDomainError(error) ? { status: error.status, message: error.message } : error;
};
const as = (user: TestUser, method: string, path: string, body?: unknown) =>
  callApi(method, path, { token: user.token, ip: IP.offCampus, body });

describe("the cart", () => {
  it("holds sellable courses once each, and refuses free, licensed and unknown ones with the reason", async () => {
    const user = await newUser("复旦大学");
    const context = await shopper(user);
    expect(await addToCart(context, { kind: "course", id: paid1 })).toBe("added");
    expect(await addToCart(context, { kind: "course", id: paid1 })).toBe("already");
    expect(await refusal(addToCart(context, { kind: "course", id: free }))).toEqual({
      status: 409,
      message: "免费课程无需购买，可直接学习",
    });
    expect(await refusal(addToCart(context, { kind: "course", id: 987654 }))).toEqual({
      status: 404,
      message: "课程不存在或已下架",
    });
    const licensed = await newUser("演示大学");
    expect(await refusal(addToCart(await shopper(licensed), { kind: "course", id: paid1 }))).toEqual({
      status: 409,
      message: "你已可以学习，无需购买",
    });
    const cart = await listCart(context);
    expect(cart.items.map((item) => [item.id, item.priceFen])).toEqual([[paid1, 19900]]);
    expect(cart.totalFen).toBe(19900);
  });

  it("drops a course the student gained access to, naming it once", async () => {
    const user = await newUser("复旦大学");
    const context = await shopper(user);
    await addToCart(context, { kind: "course", id: paid1 });
    await addToCart(context, { kind: "course", id: paid2 });
    await db
      .insertInto("course_enrolments")
      .values({ user_id: user.id, course_id: paid2, source: "gift", created_at: Date.now(), expires_at: null })
      .execute();
    const first = await listCart(await shopper(user));
    expect(first.items.map((item) => item.id)).toEqual([paid1]);
    expect(first.dropped).toEqual([(await course("demo-politics-02")).title]);
    expect((await listCart(await shopper(user))).dropped).toEqual([]);
  });
});

describe("orders", () => {
  it("makes one order per token with a price snapshot, empties those cart items, and expires after the configured minutes", async () => {
    const user = await newUser("复旦大学");
    const now = Date.UTC(2026, 10, 25, 12);
    const context = await shopper(user, now);
    await addToCart(context, { kind: "course", id: paid1 });
    const t = token();
    const input = {
      courseIds: [paid1, paid2],
      token: t,
      agree: true as const,
      invoiceKind: "company" as const,
      invoiceTitle: "某某大学",
      invoiceTaxNo: "91110000MA01ABCDE1",
    };
    const first = await createOrder(context, input);
    expect(first.created).toBe(true);
    expect(first.order).toMatchObject({
      status: "pending",
      totalFen: 39800,
      payableFen: 39800,
      payable: true,
      invoice: { kind: "company", title: "某某大学", taxNo: "91110000MA01ABCDE1", state: "requested" },
    });
    expect(first.order.orderNo).toMatch(/^YT20261125\d{10}$/);
    expect(Date.parse(first.order.expiresAt) - now).toBe(30 * 60_000);
    expect(first.order.lines.map((line) => [line.id, line.priceFen, line.accessDays])).toEqual([
      [paid1, 19900, 365],
      [paid2, 19900, 365],
    ]);
    // The catalogue price changes later; the order keeps what was agreed.
    await db.updateTable("courses").set({ price_fen: 29900 }).where("id", "=", paid2).execute();
    const again = await createOrder(context, input);
    expect(again.created).toBe(false);
    expect(again.order.orderNo).toBe(first.order.orderNo);
    expect(again.order.totalFen).toBe(39800);
    await db.updateTable("courses").set({ price_fen: 19900 }).where("id", "=", paid2).execute();
    expect((await listCart(await shopper(user))).items).toEqual([]);
  });

  it("makes one order when the same form is sent twice at once", async () => {
    const user = await newUser("复旦大学");
    const context = await shopper(user);
    const input = { courseIds: [paid1], token: token(), agree: true as const, invoiceKind: "none" as const };
    const [a, b] = await Promise.all([createOrder(context, input), createOrder(context, input)]);
    expect(a.order.orderNo).toBe(b.order.orderNo);
    const rows = await db.selectFrom("orders").select("id").where("user_id", "=", user.id).execute();
    expect(rows).toHaveLength(1);
  });

  it("refuses a course the student may already study, naming it", async () => {
    const user = await newUser("演示大学");
    const outcome = await refusal(
      createOrder(await shopper(user), { courseIds: [paid1], token: token(), agree: true, invoiceKind: "none" }),
    );
    expect(outcome).toEqual({
      status: 409,
      message: `${(await course("demo-politics-01")).title}：你已可以学习，无需购买`,
    });
  });

  it("cancels a pending order once; the sweep closes expired ones and leaves others", async () => {
    const user = await newUser("复旦大学");
    const now = Date.now();
    const context = await shopper(user, now);
    const a = (await createOrder(context, { courseIds: [paid1], token: token(), agree: true, invoiceKind: "none" }))
      .order;
    const b = (await createOrder(context, { courseIds: [paid2], token: token(), agree: true, invoiceKind: "none" }))
      .order;
    expect((await cancelOrder(user.id, a.orderNo)).status).toBe("cancelled");
    expect(await refusal(cancelOrder(user.id, a.orderNo))).toEqual({
      status: 409,
      message: "只有待支付的订单可以取消",
    });
    const other = await newUser("复旦大学");
    expect(await refusal(cancelOrder(other.id, b.orderNo))).toEqual({ status: 404, message: "订单不存在" });

    await sweepOrders(now + 29 * 60_000);
    expect((await getMyOrder(user.id, b.orderNo)).status).toBe("pending");
    const report = await sweepOrders(now + 31 * 60_000);
    expect(report.closed).toBeGreaterThanOrEqual(1);
    const closed = await getMyOrder(user.id, b.orderNo);
    expect(closed).toMatchObject({ status: "closed", payable: false, cancellable: false });

    const tabs = async (tab: "all" | "pending" | "closed") =>
      (await listMyOrders(user.id, { tab, page: 1, rows: 10 })).items.map((order) => order.orderNo);
    expect(await tabs("all")).toEqual([b.orderNo, a.orderNo]);
    expect(await tabs("pending")).toEqual([]);
    expect((await tabs("closed")).sort()).toEqual([a.orderNo, b.orderNo].sort());
  });
});

describe("the API", () => {
  it("adds to the cart, creates the order once, lists and reads it, and keeps other students out", async () => {
    const user = await newUser("复旦大学");
    const added = await as(user, "POST", "/api/ShoppingCart", { id: paid1 });
    expect(added.body).toMatchObject({ code: 200, msg: "已加入购物车", result: { added: true } });
    const cart = await as(user, "GET", "/api/ShoppingCart");
    expect(cart.body).toMatchObject({ code: 200, result: { totalFen: 19900, items: [{ id: paid1, kind: "course" }] } });

    const bad = await as(user, "POST", "/api/Order/create-from-course", { courseIds: [paid1], token: token() });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 400, msg: "请阅读并同意《购买须知》" });
    const badTax = await as(user, "POST", "/api/Order/create-from-course", {
      courseIds: [paid1],
      token: token(),
      agree: true,
      invoiceKind: "company",
      invoiceTitle: "某公司",
      invoiceTaxNo: "123",
    });
    expect(badTax.body).toMatchObject({
      code: 400,
      result: { fieldErrors: { invoiceTaxNo: "纳税人识别号为 15、18 或 20 位数字或大写字母" } },
    });

    const body = { courseIds: [paid1], token: token(), agree: true };
    const created = await as(user, "POST", "/api/Order/create-from-course", body);
    expect(created.body).toMatchObject({ code: 200, result: { status: "pending", payableFen: 19900 } });
    const orderNo = (created.body as { result: { orderNo: string } }).result.orderNo;
    const twice = await as(user, "POST", "/api/Order/create-from-course", body);
    expect((twice.body as { result: { orderNo: string } }).result.orderNo).toBe(orderNo);

    expect((await as(user, "GET", `/api/Order/${orderNo}`)).body).toMatchObject({
      code: 200,
      result: { orderNo, lines: [{ id: paid1 }] },
    });
    expect((await as(user, "GET", "/api/Order?tab=pending")).body).toMatchObject({
      code: 200,
      result: { total: 1, items: [{ orderNo }] },
    });
    expect((await as(user, "GET", "/api/Order?tab=nope")).body).toMatchObject({ code: 400, msg: "订单分类不存在" });
    const stranger = await newUser("复旦大学");
    expect((await as(stranger, "GET", `/api/Order/${orderNo}`)).body).toMatchObject({ code: 404, msg: "订单不存在" });
    expect((await as(stranger, "POST", `/api/Order/${orderNo}/cancel`)).body).toMatchObject({ code: 404 });
    expect((await as(user, "GET", "/api/Order/not-an-order")).body).toMatchObject({ code: 400, msg: "订单号有误" });

    const pay = await as(user, "POST", "/api/Tenpay/transactions", { orderNo, channel: "native" });
    expect(pay.body).toMatchObject({ code: 503, msg: "在线支付尚未开通，请联系本校图书馆或客服" });
    expect((await as(user, "POST", "/api/Tenpay/transactions", { orderNo, channel: "alipay" })).body).toMatchObject({
      code: 400,
      msg: "请选择支付方式",
    });
    expect((await as(user, "POST", `/api/Order/${orderNo}/cancel`)).body).toMatchObject({
      code: 200,
      msg: "订单已取消",
      result: { status: "cancelled" },
    });
    expect((await callApi("GET", "/api/ShoppingCart", { ip: IP.offCampus })).status).toBe(401);
  });

  it("records a library recommendation once per student, counted per school", async () => {
    const a = await newUser("复旦大学");
    const b = await newUser("复旦大学");
    const first = await as(a, "POST", "/api/Course/recommend-to-library", { courseId: paid1 });
    const before = (first.body as { result: { count: number } }).result.count;
    expect(first.body).toMatchObject({
      code: 200,
      msg: "已推荐图书馆购买，谢谢你的建议",
      result: { recommended: true },
    });
    expect((await as(a, "POST", "/api/Course/recommend-to-library", { courseId: paid1 })).body).toMatchObject({
      msg: "你已推荐过这门课程",
      result: { recommended: false, count: before },
    });
    expect((await as(b, "POST", "/api/Course/recommend-to-library", { courseId: paid1 })).body).toMatchObject({
      result: { count: before + 1 },
    });
    const schoolless = await newUser(null);
    expect((await as(schoolless, "POST", "/api/Course/recommend-to-library", { courseId: paid1 })).body).toMatchObject({
      code: 409,
      msg: "登录并绑定学校后才能向图书馆推荐",
    });
  });
});
