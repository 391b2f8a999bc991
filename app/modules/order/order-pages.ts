// Where the purchase pages live in each tree and the small rules the pages share (client-safe, no database): the
// cart, 确认订单, the pay and result pages, 我的订单; whether a phone browser is WeChat's own (JSAPI would need an
// openid we do not have); the H5 cashier's URL with the return address; the invoice state's words.
import type { InvoiceKind, InvoiceState } from "~/db/schema";
import type { SiteTree } from "~/lib/site-tree";
import { orderTabs, type OrderTab } from "./order-rules";

/** An order's invoice columns, named here for the pages' components (which take no type from app/db). */
export type { InvoiceKind, InvoiceState };

export interface OrderPaths {
  cart: string;
  /** 立即购买 (one course) or 去结算 (the cart). */
  confirm: (from: { courseId: number } | "cart") => string;
  pay: (orderNo: string, extra?: Record<string, string>) => string;
  result: (orderNo: string) => string;
  /** 我的订单: a tab, a page, and the order whose refund form is open. */
  myOrders: (options?: { tab?: OrderTab; page?: number; refund?: string }) => string;
}

function withQuery(path: string, params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== "") search.set(key, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

function pathsUnder(prefix: "" | "/mobile"): OrderPaths {
  return {
    cart: `${prefix}/course/shopCar`,
    confirm: (from) =>
      withQuery(`${prefix}/course/order`, from === "cart" ? { from: "cart" } : { courseId: from.courseId }),
    pay: (orderNo, extra = {}) => withQuery(`${prefix}/course/order/pay`, { orderNo, ...extra }),
    result: (orderNo) => withQuery(`${prefix}/course/order/result`, { orderNo }),
    myOrders: (options = {}) =>
      withQuery(`${prefix}/user/order`, {
        tab: options.tab && options.tab !== "all" ? options.tab : undefined,
        page: options.page && options.page > 1 ? options.page : undefined,
        refund: options.refund,
      }),
  };
}

/**
 * The pay page's event stream of its order's state (docs/decisions/0041), for both trees: one event ORDER_STATUS_EVENT
 * whose data is the status ("pending", then "paid", "closed", …) when the stream opens and whenever it changes.
 */
export const orderStatusEventsPath = (orderNo: string) => withQuery("/events/order-status", { orderNo });
export const ORDER_STATUS_EVENT = "status";

export const orderPaths: Record<SiteTree, OrderPaths> = {
  desktop: pathsUnder(""),
  mobile: pathsUnder("/mobile"),
};

/** WeChat's in-app browser (its user agent says MicroMessenger): H5 pay is refused there, JSAPI is the way. */
export function isWechatBrowser(userAgent: string | null | undefined): boolean {
  return /MicroMessenger/i.test(userAgent ?? "");
}

/**
 * The H5 cashier's address with the page WeChat Pay sends the phone back to (`redirect_url`, URL-encoded, absolute).
 * The return says nothing about the payment: that page asks WeChat Pay.
 */
export function h5CashierUrl(h5Url: string, returnUrl: string): string {
  return `${h5Url}${h5Url.includes("?") ? "&" : "?"}redirect_url=${encodeURIComponent(returnUrl)}`;
}

export const invoiceKindLabels: Record<InvoiceKind, string> = {
  none: "不开发票",
  personal: "个人",
  company: "单位",
};

export const invoiceStateLabels: Record<InvoiceState, string> = {
  none: "未申请发票",
  requested: "发票已申请，开具中",
  issued: "发票已开具",
};

/** The tab a ?tab= value names (anything else: 全部). */
export function tabOf(value: string | null): OrderTab {
  return orderTabs.find((tab) => tab.code === value)?.code ?? "all";
}

/** The purchase pages' titles and meta descriptions (both trees). */
export const orderPageText = {
  cart: {
    title: "购物车",
    description: "研途购物车：已选的考研课程、价格与合计，去结算。",
  },
  confirm: {
    title: "确认订单",
    description: "确认要购买的考研课程与金额，阅读购买须知，选择是否开具发票后提交订单。",
  },
  questionOrder: {
    title: "购买题库",
    description:
      "确认要购买的考研题库与金额，阅读购买须知，选择是否开具发票后提交订单；本校图书馆已开通的题库无需购买。",
  },
  pay: { title: "订单支付", description: "使用微信支付为研途订单付款。" },
  result: { title: "支付结果", description: "研途订单的支付结果。" },
  myOrders: {
    title: "我的订单",
    description: "我的订单：待支付、已支付、已关闭与退款的订单，继续支付、取消订单或申请退款。",
  },
} as const;
