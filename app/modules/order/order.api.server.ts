// The cart, orders and payment in the JSON API (spec: POST /api/ShoppingCart, /api/Order/create-from-course,
// /api/Tenpay/transactions; the rest of each family designed alongside). Thin: the services hold the rules. The
// notification route (POST /api/Tenpay/notify) is not an envelope endpoint: app/routes/api.Tenpay.notify.ts.
import { z } from "zod";
import type { OrderStatus, RefundStatus } from "~/db/schema";
import { defineEndpoint, reply } from "~/modules/api/endpoint";
import { apiAccessContext } from "~/modules/access/api-viewer.server";
import { count, isoDateTime, pageResultOf, pagingNotes, rowId } from "~/modules/api/result-schemas.server";
import { addToCart, listCart, removeFromCart } from "./cart.server";
import { recommendToLibrary } from "./library-recommendations.server";
import { orderMessages as m } from "./order-messages";
import { CART_LIMIT, orderStatusLabels, refundStatusLabels } from "./order-rules";
import {
  cartItemSchema,
  createOrderSchema,
  myOrdersSchema,
  orderNoSchema,
  recommendSchema,
  refundRequestSchema,
  startPaymentSchema,
} from "./order-schemas";
import { createOrder, getMyOrder, listMyOrders } from "./orders.server";
import { cancelOrder, confirmPayment, requestRefund, startPayment } from "./payments.server";

// The answers (cart.server.ts CartView, orders.server.ts OrderView, payments.server.ts PaymentStart).
const productKind = z.enum(["course", "question_bank"]);
const orderNo = z.string().regex(/^YT\d{18}$/);
const cartView = z.object({
  items: z.array(
    z.object({
      kind: productKind,
      id: rowId,
      title: z.string(),
      priceFen: count,
      subject: z.string(),
      coverKey: z.string().nullable(),
      accessDays: z.number().int().positive().nullable(),
    }),
  ),
  totalFen: count,
  dropped: z.array(z.string()),
});
const orderView = z.object({
  orderNo,
  status: z.enum(Object.keys(orderStatusLabels) as [OrderStatus, ...OrderStatus[]]),
  totalFen: count,
  payableFen: count,
  createdAt: isoDateTime,
  expiresAt: isoDateTime,
  paidAt: isoDateTime.nullable(),
  closedAt: isoDateTime.nullable(),
  payable: z.boolean(),
  cancellable: z.boolean(),
  invoice: z.object({
    kind: z.enum(["none", "personal", "company"]),
    title: z.string().nullable(),
    taxNo: z.string().nullable(),
    state: z.enum(["none", "requested", "issued"]),
  }),
  lines: z.array(
    z.object({
      kind: productKind,
      id: rowId,
      title: z.string(),
      priceFen: count,
      accessDays: z.number().int().positive().nullable(),
    }),
  ),
  refunds: z.array(
    z.object({
      outRefundNo: z.string(),
      amountFen: count,
      reason: z.string(),
      status: z.enum(Object.keys(refundStatusLabels) as [RefundStatus, ...RefundStatus[]]),
      createdAt: isoDateTime,
    }),
  ),
});
const paymentStart = z.object({
  orderNo,
  outTradeNo: z.string(),
  channel: z.enum(["native", "h5", "jsapi"]),
  amountFen: count,
  expiresAt: isoDateTime,
  codeUrl: z.string().optional().describe("native：用来生成二维码的 code_url"),
  h5Url: z.string().optional().describe("h5：手机浏览器前往的支付地址"),
  jsapi: z
    .object({
      appId: z.string(),
      timeStamp: z.string(),
      nonceStr: z.string(),
      package: z.string(),
      signType: z.literal("RSA"),
      paySign: z.string(),
    })
    .optional()
    .describe("jsapi：WeixinJSBridge getBrandWCPayRequest 的参数"),
});

const productKindNote = "商品类型：course 课程（默认）、question_bank 题库";
const idListNote = (what: string) =>
  `${what}：JSON 数组，或逗号分隔的字符串（表单可重复此字段），重复的只算一次；courseIds 与 bankIds 合计 1–${CART_LIMIT} 项`;

export const orderEndpoints = [
  defineEndpoint({
    method: "GET",
    path: "/api/ShoppingCart",
    auth: "user",
    summary: "购物车：可购买的课程与合计（分）；已可学习的课程会被移出并在 dropped 中列出",
    result: cartView,
    handle: async (call) => listCart(await apiAccessContext(call)),
  }),
  defineEndpoint({
    method: "POST",
    path: "/api/ShoppingCart",
    auth: "user",
    input: cartItemSchema,
    summary: "加入购物车（kind 默认 course，id 为课程编号）",
    result: z.object({ added: z.boolean() }),
    fieldNotes: { kind: productKindNote },
    handle: async (call) => {
      const outcome = await addToCart(await apiAccessContext(call), call.input);
      return reply({ added: outcome === "added" }, { msg: outcome === "added" ? m.cartAdded : m.cartAlready });
    },
  }),
  defineEndpoint({
    method: "DELETE",
    path: "/api/ShoppingCart/{id}",
    auth: "user",
    input: cartItemSchema,
    summary: "从购物车移除（id 为课程编号）",
    result: z.object({ removed: z.boolean() }),
    fieldNotes: { kind: productKindNote },
    handle: async ({ input, user }) => reply({ removed: await removeFromCart(user.id, input) }, { msg: m.cartRemoved }),
  }),
  defineEndpoint({
    method: "POST",
    path: "/api/Order/create-from-course",
    auth: "user",
    input: createOrderSchema,
    summary:
      "提交订单：courseIds、token（确认页的一次性令牌，同一令牌只生成一个订单）、agree（已阅读《购买须知》）与发票信息",
    result: orderView,
    fieldNotes: {
      courseIds: idListNote("课程编号"),
      bankIds: idListNote("题库编号"),
      token: "确认页的一次性令牌：同一令牌只生成一个订单，再次提交返回该订单",
      invoiceTitle: "发票抬头：invoiceKind 为 personal 或 company 时必填；为 none 时不看此值",
      invoiceTaxNo:
        "纳税人识别号：invoiceKind 为 company 时必填，15、18 或 20 位数字或大写字母（小写按大写）；其他发票类型不看此值",
    },
    handle: async (call) => {
      const { order } = await createOrder(await apiAccessContext(call), call.input);
      return reply(order, { msg: m.orderCreated });
    },
  }),
  defineEndpoint({
    method: "GET",
    path: "/api/Order",
    auth: "user",
    input: myOrdersSchema,
    summary: "我的订单（tab：all 全部、pending 待支付、paid 已支付、closed 已关闭、refund 退款；page、rows）",
    result: pageResultOf(orderView),
    fieldNotes: pagingNotes,
    handle: async ({ input, user }) => listMyOrders(user.id, input),
  }),
  defineEndpoint({
    method: "GET",
    path: "/api/Order/{orderNo}",
    auth: "user",
    input: orderNoSchema,
    summary: "订单详情（他人的订单视为不存在）",
    result: orderView,
    handle: async ({ input, user }) => getMyOrder(user.id, input.orderNo),
  }),
  defineEndpoint({
    method: "POST",
    path: "/api/Order/{orderNo}/confirm-payment",
    auth: "user",
    input: orderNoSchema,
    summary: "我已完成支付：向微信支付查询该订单的支付结果并返回订单",
    result: orderView,
    handle: async ({ input, user }) => {
      const order = await confirmPayment(user.id, input.orderNo);
      return reply(order, { msg: order.status === "paid" ? m.paymentSucceeded : m.paymentPending });
    },
  }),
  defineEndpoint({
    method: "POST",
    path: "/api/Order/{orderNo}/cancel",
    auth: "user",
    input: orderNoSchema,
    summary: "取消待支付的订单",
    result: orderView,
    handle: async ({ input, user }) => reply(await cancelOrder(user.id, input.orderNo), { msg: m.orderCancelled }),
  }),
  defineEndpoint({
    method: "POST",
    path: "/api/Order/{orderNo}/refund",
    auth: "user",
    input: refundRequestSchema,
    summary: "申请退款（reason）：支付后 7 天内且课程学习不足 20% 时原路退回",
    result: orderView,
    fieldNotes: { reason: "退款原因" },
    handle: async ({ input, user }) =>
      reply(await requestRefund(user.id, input.orderNo, input.reason), { msg: m.refundRequested }),
  }),
  defineEndpoint({
    method: "POST",
    path: "/api/Tenpay/transactions",
    auth: "user",
    input: startPaymentSchema,
    summary: "为订单发起微信支付（channel：native 扫码、h5 手机浏览器、jsapi 微信内，需 openid），返回该方式所需的参数",
    result: paymentStart,
    fieldNotes: { openid: "付款人在公众号下的 openid（网页授权所得）：channel 为 jsapi 时必填，其他方式不看此值" },
    handle: async ({ input, user, clientIp }) =>
      startPayment(user.id, input.orderNo, {
        channel: input.channel,
        clientIp,
        ...(input.openid ? { openid: input.openid } : {}),
      }),
  }),
  defineEndpoint({
    method: "POST",
    path: "/api/Course/recommend-to-library",
    auth: "user",
    input: recommendSchema,
    summary: "推荐图书馆购买这门课程（每人每门一次），返回本校推荐人数",
    result: z.object({ recommended: z.boolean(), count }),
    handle: async ({ input, user }) => {
      const outcome = await recommendToLibrary(user, input.courseId);
      return reply(outcome, { msg: outcome.recommended ? m.recommended : m.recommendedAlready });
    },
  }),
];
