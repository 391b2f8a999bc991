// The cart, orders and payment in the JSON API (spec: POST /api/ShoppingCart, /api/Order/create-from-course,
// /api/Tenpay/transactions; the rest of each family designed alongside). Thin: the services hold the rules. The
// notification route (POST /api/Tenpay/notify) is not an envelope endpoint: app/routes/api.Tenpay.notify.ts.
import { defineEndpoint, reply } from "~/modules/api/endpoint";
import { apiAccessContext } from "~/modules/access/api-viewer.server";
import { addToCart, listCart, removeFromCart } from "./cart.server";
import { recommendToLibrary } from "./library-recommendations.server";
import { orderMessages as m } from "./order-messages";
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

export const orderEndpoints = [
  defineEndpoint({
    method: "GET",
    path: "/api/ShoppingCart",
    auth: "user",
    summary: "购物车：可购买的课程与合计（分）；已可学习的课程会被移出并在 dropped 中列出",
    handle: async (call) => listCart(await apiAccessContext(call)),
  }),
  defineEndpoint({
    method: "POST",
    path: "/api/ShoppingCart",
    auth: "user",
    input: cartItemSchema,
    summary: "加入购物车（kind 默认 course，id 为课程编号）",
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
    handle: async ({ input, user }) => reply({ removed: await removeFromCart(user.id, input) }, { msg: m.cartRemoved }),
  }),
  defineEndpoint({
    method: "POST",
    path: "/api/Order/create-from-course",
    auth: "user",
    input: createOrderSchema,
    summary:
      "提交订单：courseIds、token（确认页的一次性令牌，同一令牌只生成一个订单）、agree（已阅读《购买须知》）与发票信息",
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
    handle: async ({ input, user }) => listMyOrders(user.id, input),
  }),
  defineEndpoint({
    method: "GET",
    path: "/api/Order/{orderNo}",
    auth: "user",
    input: orderNoSchema,
    summary: "订单详情（他人的订单视为不存在）",
    handle: async ({ input, user }) => getMyOrder(user.id, input.orderNo),
  }),
  defineEndpoint({
    method: "POST",
    path: "/api/Order/{orderNo}/confirm-payment",
    auth: "user",
    input: orderNoSchema,
    summary: "我已完成支付：向微信支付查询该订单的支付结果并返回订单",
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
    handle: async ({ input, user }) => reply(await cancelOrder(user.id, input.orderNo), { msg: m.orderCancelled }),
  }),
  defineEndpoint({
    method: "POST",
    path: "/api/Order/{orderNo}/refund",
    auth: "user",
    input: refundRequestSchema,
    summary: "申请退款（reason）：支付后 7 天内且课程学习不足 20% 时原路退回",
    handle: async ({ input, user }) =>
      reply(await requestRefund(user.id, input.orderNo, input.reason), { msg: m.refundRequested }),
  }),
  defineEndpoint({
    method: "POST",
    path: "/api/Tenpay/transactions",
    auth: "user",
    input: startPaymentSchema,
    summary: "为订单发起微信支付（channel：native 扫码、h5 手机浏览器、jsapi 微信内，需 openid），返回该方式所需的参数",
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
    handle: async ({ input, user }) => {
      const outcome = await recommendToLibrary(user, input.courseId);
      return reply(outcome, { msg: outcome.recommended ? m.recommended : m.recommendedAlready });
    },
  }),
];
