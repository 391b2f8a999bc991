// The purchase pages' loaders and forms (modules/order/*-page.server.ts) on SQLite and PostgreSQL, for issue 23:
// with WeChat Pay off (the default) no page is a dead end — 确认订单 of a course, of a question bank (called a 题库,
// never a 课程) and of the cart, the cart, the pay and result pages and 我的订单 each say why and where to go; with it
// on, 我的订单 offers 继续支付; 取消订单 asks first (?cancel=<orderNo>, only the student's own cancellable order) and
// 确认取消 cancels; a course the student may study has one 已开通 label and no way to buy it.
import { randomUUID } from "node:crypto";
import type { AppLoadContext } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { loadAccessContext } from "~/modules/access/content-access.server";
import { loadCartPage } from "~/modules/order/cart-page.server";
import { loadConfirmPage } from "~/modules/order/confirm-page.server";
import { loadMyOrdersPage, submitMyOrdersPage } from "~/modules/order/my-orders-page.server";
import { loadPayPage, submitPayPage } from "~/modules/order/pay-page.server";
import { loadPurchaseOffer } from "~/modules/order/purchase-offer-page.server";
import { loadResultPage } from "~/modules/order/result-page.server";
import { createOrder, getMyOrder } from "~/modules/order/orders.server";
import { configurePaymentGateway } from "~/modules/order/payment-gateway.server";
import type { WechatPayClient } from "~/modules/payment/wechat-pay-client.server";
import type { WechatPayConfig } from "~/modules/payment/wechat-pay-config.server";
import { course, IP, newUser, seedDemo, viewerOfUser, type TestUser } from "./course-fixtures";

const context = { clientIp: IP.offCampus } as AppLoadContext;
let english2: { id: number; title: string; price_fen: number };
let politics: { id: number; title: string };
let bank408: number;
let freeBank: number;

beforeAll(async () => {
  await seedDemo();
  configurePaymentGateway(null);
  english2 = await course("demo-english2-04");
  politics = await course("demo-politics-01");
  bank408 = (
    await db.selectFrom("question_banks").select("id").where("code", "=", "bank-cs408").executeTakeFirstOrThrow()
  ).id;
  freeBank = (
    await db.selectFrom("question_banks").select("id").where("code", "=", "bank-politics").executeTakeFirstOrThrow()
  ).id;
});

afterAll(() => configurePaymentGateway(null));

const get = (user: TestUser, path: string) =>
  new Request(`http://localhost${path}`, { headers: { cookie: `Authorization=${user.token}` } });
const post = (user: TestUser, path: string, fields: Record<string, string>) =>
  new Request(`http://localhost${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { cookie: `Authorization=${user.token}`, "content-type": "application/x-www-form-urlencoded" },
  });

async function pendingOrder(user: TestUser, courseIds: number[]) {
  const access = await loadAccessContext(viewerOfUser(user));
  const shopper = { ...access, viewer: { ...access.viewer, userId: user.id } };
  return (
    await createOrder(shopper, { courseIds, token: randomUUID().replaceAll("-", ""), agree: true, invoiceKind: "none" })
  ).order;
}

/** WeChat Pay "on" for pages that only ask whether it is (no call reaches a client). */
const paymentOn = () =>
  configurePaymentGateway({ mchid: "1900000109", appid: "wxtest" } as WechatPayConfig, {} as WechatPayClient);

describe("with WeChat Pay off", () => {
  it("确认订单 of a course says why no order can be made and offers 推荐图书馆购买, the course and 我的订单", async () => {
    const user = await newUser("复旦大学");
    const page = await loadConfirmPage(get(user, `/course/order?courseId=${english2.id}`), context);
    expect(page).toMatchObject({
      flow: "course",
      payable: false,
      problem: null,
      recommend: { courseId: english2.id, recommended: false, action: `/course/detail?id=${english2.id}` },
    });
    expect(page.items.map((item) => item.title)).toEqual([english2.title]);
    expect(page.guide.note).toContain("在线支付尚未开通，暂时不能提交订单");
    expect(page.guide.steps.map((step) => [step.label, step.href])).toEqual([
      ["返回课程", `/course/detail?id=${english2.id}`],
      ["查看我的订单", "/user/order"],
    ]);
    // The cart's 确认订单 on a phone leads back to the cart.
    const cart = await loadConfirmPage(get(user, "/mobile/course/order?from=cart"), context);
    expect(cart.problem).toBe("购物车是空的");
    expect(cart.guide.steps.map((step) => step.href)).toEqual([
      "/mobile/course/shopCar",
      "/mobile/course?type=2",
      "/mobile/user/order",
    ]);
  });

  it("/question/order calls a bank a 题库 in every refusal and leads back to the banks", async () => {
    const user = await newUser("复旦大学");
    const sellable = await loadConfirmPage(get(user, `/question/order?bankId=${bank408}`), context);
    expect(sellable).toMatchObject({ flow: "bank", problem: null, recommend: null });
    expect(sellable.items).toMatchObject([
      { kind: "question_bank", title: "408 计算机学科专业基础题库", href: "/question/tkzyCourse", accessDays: 365 },
    ]);
    expect(sellable.guide.note).toBe(
      "在线支付尚未开通，暂时不能购买题库。你可以请本校图书馆开通，开通后即可免费使用。",
    );
    const free = await loadConfirmPage(get(user, `/mobile/question/order?bankId=${freeBank}`), context);
    expect(free.problem).toBe("考研政治题库：免费题库无需购买，可直接练习");
    expect(free.guide.steps.map((step) => step.label)).toEqual(["返回题库", "查看我的订单"]);
    expect((await loadConfirmPage(get(user, "/question/order?bankId=987654"), context)).problem).toBe(
      "题库不存在或已下架",
    );
    expect((await loadConfirmPage(get(user, "/question/order?bankId=x"), context)).problem).toBe("请选择要购买的题库");
    for (const page of [sellable, free]) expect(JSON.stringify(page)).not.toMatch(/免费课程|门课程/);
  });

  it("the cart: empty, it leads to the courses and 我的订单; full, it says why there is no 去结算", async () => {
    const user = await newUser("复旦大学");
    expect((await loadCartPage(get(user, "/course/shopCar"), context)).guide.steps.map((step) => step.label)).toEqual([
      "去看看课程",
      "查看我的订单",
    ]);
    await db
      .insertInto("cart_items")
      .values({ user_id: user.id, product_kind: "course", product_id: english2.id, created_at: Date.now() })
      .execute();
    const full = await loadCartPage(get(user, "/mobile/course/shopCar"), context);
    expect(full.items).toHaveLength(1);
    expect(full.guide.note).toContain("在线支付尚未开通，暂时不能结算");
    expect(full.guide.steps.map((step) => step.href)).toContain("/mobile/user/order");
  });

  it("a pending order: kept until its deadline, back to the course, no 继续支付; 取消订单 asks first, then cancels", async () => {
    const user = await newUser("复旦大学");
    const order = await pendingOrder(user, [english2.id]);
    const pay = await loadPayPage(get(user, `/course/order/pay?orderNo=${order.orderNo}`), context);
    expect(pay).toMatchObject({
      payable: true,
      configured: false,
      cancellable: true,
      qr: null,
      cancelling: null,
      cancelRefused: null,
    });
    expect(pay.guide.note).toMatch(
      /^在线支付尚未开通，订单已保留，(\d+月\d+日 )?\d\d:\d\d（北京时间）前未支付将自动关闭/,
    );
    expect(pay.guide.steps.map((step) => step.label)).toEqual(["返回课程", "查看我的订单"]);
    const result = await loadResultPage(get(user, `/mobile/course/order/result?orderNo=${order.orderNo}`));
    expect(result).toMatchObject({ paid: false, payable: true, configured: false });
    expect(result.guide.steps.map((step) => step.href)).toEqual([
      `/mobile/course/cover?id=${english2.id}`,
      "/mobile/user/order",
    ]);

    const list = await loadMyOrdersPage(get(user, "/user/order"));
    const card = list.orders.find((candidate) => candidate.orderNo === order.orderNo)!;
    expect(card.guide.steps.map((step) => step.label)).toEqual(["返回课程"]);
    expect(card.guide.note).toContain("订单已保留");
    expect(card.lines).toEqual([
      {
        kind: "course",
        id: english2.id,
        title: english2.title,
        priceFen: english2.price_fen,
        href: `/course/detail?id=${english2.id}`,
      },
    ]);

    // ?cancel=: the student's own cancellable order opens the confirmation; another student's is not found.
    const asking = await loadPayPage(
      get(user, `/course/order/pay?orderNo=${order.orderNo}&cancel=${order.orderNo}`),
      context,
    );
    expect(asking.cancelling?.orderNo).toBe(order.orderNo);
    expect(
      (await loadMyOrdersPage(get(user, `/user/order?tab=pending&cancel=${order.orderNo}`))).cancelling?.orderNo,
    ).toBe(order.orderNo);
    const stranger = await newUser("复旦大学");
    expect(await loadMyOrdersPage(get(stranger, `/user/order?cancel=${order.orderNo}`))).toMatchObject({
      cancelling: null,
      cancelRefused: "订单不存在",
    });
    expect(await loadMyOrdersPage(get(user, "/user/order?cancel=bogus"))).toMatchObject({
      cancelling: null,
      cancelRefused: "订单号有误",
    });
    expect((await getMyOrder(user.id, order.orderNo)).status).toBe("pending");

    // 确认取消 posts to the list without ?cancel=, which it keeps out of the way back.
    const answer = await submitMyOrdersPage(
      post(user, `/user/order?tab=pending&cancel=${order.orderNo}`, { intent: "cancel", orderNo: order.orderNo }),
    );
    expect(answer instanceof Response && answer.headers.get("location")).toBe("/user/order?tab=pending");
    expect((await getMyOrder(user.id, order.orderNo)).status).toBe("cancelled");
    expect(await loadMyOrdersPage(get(user, `/user/order?cancel=${order.orderNo}`))).toMatchObject({
      cancelling: null,
      cancelRefused: "只有待支付的订单可以取消",
    });
    const closed = await loadPayPage(get(user, `/mobile/course/order/pay?orderNo=${order.orderNo}`), context);
    expect(closed.guide.note).toBe("订单已取消，不能再支付。如仍需要，可以重新下单。");
    expect(closed.guide.steps.map((step) => [step.label, step.href])).toEqual([
      ["重新购买", `/mobile/course/cover?id=${english2.id}`],
      ["查看我的订单", "/mobile/user/order"],
    ]);
  });

  it("the pay page's 确认取消 cancels too and lands on 我的订单", async () => {
    const user = await newUser("复旦大学");
    const order = await pendingOrder(user, [english2.id]);
    const answer = await submitPayPage(
      post(user, `/mobile/course/order/pay?orderNo=${order.orderNo}`, { intent: "cancel", orderNo: order.orderNo }),
      context,
    );
    expect(answer.headers.get("location")).toBe("/mobile/user/order");
    expect((await getMyOrder(user.id, order.orderNo)).status).toBe("cancelled");
  });
});

describe("with WeChat Pay on", () => {
  it("我的订单 offers 继续支付 for a pending order", async () => {
    paymentOn();
    try {
      const user = await newUser("复旦大学");
      const order = await pendingOrder(user, [english2.id]);
      const card = (await loadMyOrdersPage(get(user, "/mobile/user/order"))).orders.find(
        (candidate) => candidate.orderNo === order.orderNo,
      )!;
      expect(card.guide).toEqual({
        note: null,
        steps: [
          {
            href: `/mobile/course/order/pay?orderNo=${order.orderNo}`,
            label: "继续支付",
            hint: `：订单 ${order.orderNo}`,
            primary: true,
          },
        ],
      });
      expect((await loadConfirmPage(get(user, `/course/order?courseId=${english2.id}`), context)).recommend).toBeNull();
    } finally {
      configurePaymentGateway(null);
    }
  });
});

describe("the course page's purchase block", () => {
  it("names a course the student may study with one label and nothing to buy; one for sale has its offer", async () => {
    const pku = await newUser("北京大学");
    expect(await loadPurchaseOffer(get(pku, `/course/detail?id=${politics.id}`), context, politics.id)).toEqual({
      state: "owned",
      label: "本校图书馆已开通",
    });
    expect(await loadPurchaseOffer(get(pku, `/course/detail?id=${english2.id}`), context, english2.id)).toMatchObject({
      state: "sellable",
      payable: false,
      priceFen: english2.price_fen,
    });
  });
});
