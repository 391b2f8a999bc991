// The loaders and actions of the purchase pages, shared by the desktop and mobile twins (issue 15): the purchase block
// of a course's page (立即购买 / 加入购物车 / 推荐图书馆购买, or why there is nothing to buy), 购物车, 确认订单, the pay
// page (Native QR code on desktop, H5 on a phone), the result page and 我的订单. Thin: the services of this module hold
// the rules; here the query and forms are read with the module's schemas, and every form answers with a 303 and a
// flash toast (post/redirect/get) — except a refused form, which re-renders with its messages and every field kept.
import { randomBytes } from "node:crypto";
import { data, redirect } from "@remix-run/node";
import QRCode from "qrcode";
import { db } from "~/db/client.server";
import type { ProductKind } from "~/db/schema";
import { hasErrorCode, isDomainError } from "~/lib/domain-error";
import { redirectWithToast } from "~/lib/flash.server";
import type { PageContext } from "~/lib/load-context";
import { readPageForm } from "~/lib/page-form.server";
import { pageNotFound, throwIfNotFound } from "~/lib/page-not-found.server";
import { treeOfRequest, type SiteTree } from "~/lib/site-tree";
import { loadAccessContext, type AccessContext } from "~/modules/access/content-access.server";
import { viewerFor, type Viewer } from "~/modules/access/viewer.server";
import { getOptionalUser, loginPromptUrlFor, requireUser } from "~/modules/auth/require-user.server";
import type { AuthUser } from "~/modules/auth/session.server";
import { imageUrl } from "~/modules/media/media-links.server";
import { createLimiter, formatWait } from "~/modules/rate-limit/rate-limit.server";
import { questionSubjectName } from "~/modules/question/question-subjects";
import { subjectName } from "~/modules/subjects/subjects";
import { videoPaths } from "~/modules/video/video-paths";
import { addToCart, listCart, refusalOf, removeFromCart } from "./cart.server";
import { hasRecommended, recommendToLibrary } from "./library-recommendations.server";
import { cartGuide, confirmGuide, orderGuide, productHref, type ConfirmFlow, type Guide } from "./order-guide";
import { orderMessages as m } from "./order-messages";
import { h5CashierUrl, isWechatBrowser, orderPaths, tabOf } from "./order-pages";
import { offersFor, type Product } from "./order-products.server";
import {
  beijingDeadline,
  orderStatusLabels,
  refundStatusLabels,
  REFUND_MAX_LEARNT_PERCENT,
  REFUND_WINDOW_DAYS,
} from "./order-rules";
import { cartItemSchema, createOrderSchema, myOrdersSchema, orderNoSchema, refundRequestSchema } from "./order-schemas";
import { createOrder, getMyOrder, listMyOrders, type OrderView } from "./orders.server";
import { paymentConfigured } from "./payment-gateway.server";
import { cancelOrder, confirmPayment, requestRefund, startPayment } from "./payments.server";

type Shopper = AccessContext & { viewer: { userId: number } };

const hereOf = (request: Request) => {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
};
const see = (to: string) => redirect(to, 303);

async function shopperOf(
  request: Request,
  context: PageContext,
  user: AuthUser,
): Promise<{ shopper: Shopper; viewer: Viewer }> {
  const viewer = {
    ...(await viewerFor(request, context)),
    userId: user.id,
    schoolId: user.schoolId,
  };
  const access = await loadAccessContext(viewer);
  return {
    shopper: { ...access, viewer: { ...access.viewer, userId: user.id } },
    viewer,
  };
}

/** A product as a list shows it: cover (signed URL), title, subject, price, how long a purchase lasts, and where it is described. */
export interface ItemData {
  kind: ProductKind;
  id: number;
  href: string;
  title: string;
  subjectName: string;
  cover: string | null;
  priceFen: number;
  /** Days of use a purchase gives (null: no end). */
  accessDays: number | null;
}

function itemOf(product: Product, viewer: Viewer, now: number, tree: SiteTree): ItemData {
  return {
    kind: product.kind,
    id: product.id,
    href: productHref(tree, product),
    title: product.title,
    subjectName: product.kind === "course" ? subjectName(product.subject) : questionSubjectName(product.subject),
    cover: imageUrl(product.coverKey, viewer.subject, now),
    priceFen: product.priceFen,
    accessDays: product.accessDays,
  };
}

/** A service's refusal back where the form was, as a toast; anything else is a bug and propagates. */
function toastRefusal(request: Request, back: string, error: unknown): Promise<Response> {
  if (!isDomainError(error)) throw error;
  return redirectWithToast(request, back, { kind: "error", message: error.message });
}

// ——— the course page's purchase block ———

export type PurchaseOffer =
  /** The viewer may study it: why, in one label (the page's own 开始学习 is the one way on). */
  | { state: "owned"; label: string }
  | {
      state: "sellable";
      courseId: number;
      priceFen: number;
      loggedIn: boolean;
      /** WeChat Pay is configured: 立即购买 and 加入购物车 are offered. */
      payable: boolean;
      inCart: boolean;
      recommended: boolean;
      buyHref: string;
      cartHref: string;
    };

/** Why the viewer may study a course already (a purchase, another enrolment, or the library's licence). */
async function ownedLabel(userId: number | null, courseId: number, now: number): Promise<string> {
  if (userId === null) return m.ownedByLibrary;
  const enrolment = await db
    .selectFrom("course_enrolments")
    .select("source")
    .where("user_id", "=", userId)
    .where("course_id", "=", courseId)
    .where((eb) => eb.or([eb("expires_at", "is", null), eb("expires_at", ">", now)]))
    .executeTakeFirst();
  if (!enrolment) return m.ownedByLibrary;
  return enrolment.source === "order" ? m.ownedByPurchase : m.ownedByEnrolment;
}

/**
 * The purchase block of /course/detail and /mobile/course/cover: null for a free course or one not sold alone (the
 * page says enough), "owned" when the viewer may study it already, else what can be done (a guest's buttons lead to
 * logging in).
 */
export async function loadPurchaseOffer(
  request: Request,
  context: PageContext,
  courseId: number,
): Promise<PurchaseOffer | null> {
  const tree = treeOfRequest(request);
  const user = await getOptionalUser(request);
  const viewer = user
    ? {
        ...(await viewerFor(request, context)),
        userId: user.id,
        schoolId: user.schoolId,
      }
    : await viewerFor(request, context);
  const access = await loadAccessContext(viewer);
  const [offer] = await offersFor(access, [{ kind: "course", id: courseId }]);
  if (!offer?.product) return null;
  if (offer.standing === "owned") {
    return { state: "owned", label: await ownedLabel(viewer.userId, courseId, access.now) };
  }
  if (offer.standing !== "sellable") return null;
  const [inCart, recommended] = user
    ? await Promise.all([
        db
          .selectFrom("cart_items")
          .select("product_id")
          .where("user_id", "=", user.id)
          .where("product_kind", "=", "course")
          .where("product_id", "=", courseId)
          .executeTakeFirst()
          .then((row) => row !== undefined),
        hasRecommended(user.id, courseId),
      ])
    : [false, false];
  return {
    state: "sellable",
    courseId,
    priceFen: offer.product.priceFen,
    loggedIn: user !== null,
    payable: paymentConfigured(),
    inCart,
    recommended,
    buyHref: orderPaths[tree].confirm({ courseId }),
    cartHref: orderPaths[tree].cart,
  };
}

/**
 * 加入购物车 / 推荐图书馆购买 posted on a course's page (intent cart | recommend, course `id`); null for the page's
 * other intents (like, collect), which its own action handles. A guest is asked to log in and comes back.
 */
export async function submitPurchaseForm(request: Request, context: PageContext): Promise<Response | null> {
  const form = await readPageForm(request);
  const intent = form.get("intent");
  if (intent !== "cart" && intent !== "recommend") return null;
  const user = await getOptionalUser(request);
  if (!user)
    return redirectWithToast(request, loginPromptUrlFor(request), {
      kind: "info",
      message: intent === "cart" ? m.loginToBuy : m.loginToRecommend,
    });
  const tree = treeOfRequest(request);
  const parsed = cartItemSchema.safeParse({
    id: form.get("id") ?? new URL(request.url).searchParams.get("id"),
  });
  if (!parsed.success)
    return redirectWithToast(request, videoPaths[tree].courses, {
      kind: "error",
      message: m.productIdInvalid,
    });
  const back = videoPaths[tree].course(parsed.data.id);
  try {
    if (intent === "cart") {
      const { shopper } = await shopperOf(request, context, user);
      const outcome = await addToCart(shopper, parsed.data);
      return redirectWithToast(request, back, {
        kind: outcome === "added" ? "success" : "info",
        message: outcome === "added" ? m.cartAdded : m.cartAlready,
      });
    }
    const outcome = await recommendToLibrary(user, parsed.data.id);
    return redirectWithToast(request, back, {
      kind: outcome.recommended ? "success" : "info",
      message: outcome.recommended ? m.recommended : m.recommendedAlready,
    });
  } catch (error) {
    return toastRefusal(request, back, error);
  }
}

// ——— 购物车 ———

export async function loadCartPage(request: Request, context: PageContext) {
  const user = await requireUser(request);
  const { shopper, viewer } = await shopperOf(request, context, user);
  const cart = await listCart(shopper);
  const tree = treeOfRequest(request);
  const payable = paymentConfigured();
  return {
    tree,
    items: cart.items.map((item) => itemOf(item, viewer, shopper.now, tree)),
    totalFen: cart.totalFen,
    dropped: cart.dropped,
    payable,
    guide: cartGuide(tree, { itemCount: cart.items.length, payable }),
  };
}

/** 移除 (intent remove, course `id`): back to the cart with the toast. */
export async function submitCartPage(request: Request) {
  const user = await requireUser(request);
  const tree = treeOfRequest(request);
  const form = await readPageForm(request);
  const parsed = cartItemSchema.safeParse({ id: form.get("id") });
  if (form.get("intent") !== "remove" || !parsed.success) {
    return redirectWithToast(request, orderPaths[tree].cart, {
      kind: "error",
      message: m.productIdInvalid,
    });
  }
  const removed = await removeFromCart(user.id, parsed.data);
  return redirectWithToast(request, orderPaths[tree].cart, {
    kind: removed ? "success" : "info",
    message: removed ? m.cartRemoved : m.cartEmpty,
  });
}

// ——— 确认订单 ———

export interface ConfirmFormValues {
  token: string;
  agree: boolean;
  invoiceKind: string;
  invoiceTitle: string;
  invoiceTaxNo: string;
}

export interface ConfirmFormResult {
  errors: Record<string, string>;
  values: ConfirmFormValues;
}

/** A fresh one-time token: the same token sent twice is one order. */
const newToken = () => randomBytes(24).toString("base64url");

/**
 * ?courseId=N (立即购买 of a course), ?bankId=N (/question/order, a question bank) or ?from=cart (去结算): the items with
 * their prices now, or why there is nothing to order — in the words of what is bought (a 课程 or a 题库) — and where to go
 * from here. Without WeChat Pay no order can be made: the page says so and, for one course, offers 推荐图书馆购买.
 */
export async function loadConfirmPage(request: Request, context: PageContext) {
  const user = await requireUser(request);
  const tree = treeOfRequest(request);
  const url = new URL(request.url);
  const { shopper, viewer } = await shopperOf(request, context, user);
  const bankId = url.searchParams.get("bankId");
  const flow: ConfirmFlow = url.searchParams.get("from") === "cart" ? "cart" : bankId !== null ? "bank" : "course";
  const payable = paymentConfigured();
  let items: ItemData[] = [];
  let dropped: string[] = [];
  let problem: string | null = null;
  // What the page is about even when it cannot be ordered (owned, free): the way back leads to its page.
  let about: Product | null = null;
  if (flow === "cart") {
    const cart = await listCart(shopper);
    items = cart.items.map((item) => itemOf(item, viewer, shopper.now, tree));
    dropped = cart.dropped;
    if (items.length === 0) problem = m.cartEmpty;
  } else {
    const parsed = cartItemSchema.safeParse(
      flow === "bank" ? { kind: "question_bank", id: bankId } : { id: url.searchParams.get("courseId") },
    );
    if (!parsed.success) problem = flow === "bank" ? m.bankIdInvalid : m.productIdInvalid;
    else {
      const [offer] = await offersFor(shopper, [parsed.data]);
      about = offer?.product ?? null;
      const refusal = refusalOf(offer?.standing ?? "missing", parsed.data.kind);
      if (refusal) problem = about ? `${about.title}：${refusal}` : refusal;
      else items = [itemOf(about!, viewer, shopper.now, tree)];
    }
  }
  const lines = items.length > 0 ? items : about ? [about] : [];
  // 推荐图书馆购买 in place of 提交订单 when one course cannot be paid for here (the course page's own form).
  const course = flow === "course" && !payable && !problem ? items[0] : undefined;
  return {
    tree,
    flow,
    fromCart: flow === "cart",
    items,
    totalFen: items.reduce((sum, item) => sum + item.priceFen, 0),
    dropped,
    problem,
    payable,
    guide: confirmGuide(tree, { flow, payable, problem: problem !== null, lines }),
    recommend: course
      ? {
          courseId: course.id,
          recommended: await hasRecommended(user.id, course.id),
          action: videoPaths[tree].course(course.id),
        }
      : null,
    token: newToken(),
    refundRule: {
      days: REFUND_WINDOW_DAYS,
      percent: REFUND_MAX_LEARNT_PERCENT,
    },
  };
}

function confirmValuesOf(form: FormData): ConfirmFormValues {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value.slice(0, 200) : "";
  };
  return {
    token: text("token"),
    agree: form.get("agree") === "on",
    invoiceKind: text("invoiceKind") || "none",
    invoiceTitle: text("invoiceTitle"),
    invoiceTaxNo: text("invoiceTaxNo"),
  };
}

/** 提交订单: createOrder (once per token) → 303 to the pay page; a refused form re-renders with every field kept. */
export async function submitConfirmPage(request: Request, context: PageContext) {
  const user = await requireUser(request);
  const tree = treeOfRequest(request);
  const form = await readPageForm(request);
  const values = confirmValuesOf(form);
  const input = {
    courseIds: form.getAll("courseIds").filter((value): value is string => typeof value === "string"),
    bankIds: form.getAll("bankIds").filter((value): value is string => typeof value === "string"),
    token: values.token,
    agree: values.agree ? "on" : undefined,
    invoiceKind: values.invoiceKind,
    invoiceTitle: values.invoiceKind === "none" ? undefined : values.invoiceTitle,
    invoiceTaxNo: values.invoiceKind === "company" ? values.invoiceTaxNo : undefined,
  };
  const parsed = createOrderSchema.safeParse(input);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    // The invoice's checks run only once the rest is valid: ask again as if agreed, so every message shows at once.
    const invoice = values.agree ? null : createOrderSchema.safeParse({ ...input, agree: "on" });
    for (const issue of [...parsed.error.issues, ...(invoice?.error?.issues ?? [])])
      errors[String(issue.path[0] ?? "form")] ??= issue.message;
    return data<ConfirmFormResult>({ errors, values }, { status: 400 });
  }
  try {
    const { shopper } = await shopperOf(request, context, user);
    const { order } = await createOrder(shopper, parsed.data);
    return see(orderPaths[tree].pay(order.orderNo));
  } catch (error) {
    if (isDomainError(error) && error.status < 500) {
      return data<ConfirmFormResult>({ errors: { form: error.message }, values }, { status: error.status });
    }
    throw error;
  }
}

// ——— the pay page ———

export interface OrderSummary {
  orderNo: string;
  status: OrderView["status"];
  statusLabel: string;
  payableFen: number;
  createdAt: string;
  /** Each line with the page that describes its product (the course, the banks' shelf). */
  lines: Array<{ kind: ProductKind; id: number; title: string; priceFen: number; href: string }>;
}

function summaryOf(order: OrderView, tree: SiteTree): OrderSummary {
  return {
    orderNo: order.orderNo,
    status: order.status,
    statusLabel: orderStatusLabels[order.status],
    payableFen: order.payableFen,
    createdAt: order.createdAt,
    lines: order.lines.map((line) => ({
      kind: line.kind,
      id: line.id,
      title: line.title,
      priceFen: line.priceFen,
      href: productHref(tree, line),
    })),
  };
}

/** An order's guide (order-guide.ts) on one of its pages, its deadline written as the pages write it. */
function guideOf(place: "pay" | "result" | "card", order: OrderView, tree: SiteTree, now: number): Guide {
  return orderGuide(
    place,
    { ...order, deadline: beijingDeadline(Date.parse(order.expiresAt), now) },
    paymentConfigured(),
    tree,
  );
}

/**
 * The order that ?cancel=<orderNo> asks to confirm cancelling (取消订单 → 「确定取消订单？」), when it is the
 * student's and still cancellable; otherwise null and, for an order that can no longer be cancelled, why.
 */
async function cancelAskedOf(
  request: Request,
  userId: number,
  tree: SiteTree,
): Promise<{ cancelling: OrderSummary | null; cancelRefused: string | null }> {
  const asked = new URL(request.url).searchParams.get("cancel");
  if (asked === null) return { cancelling: null, cancelRefused: null };
  const parsed = orderNoSchema.safeParse({ orderNo: asked });
  if (!parsed.success) return { cancelling: null, cancelRefused: m.orderNoInvalid };
  try {
    const order = await getMyOrder(userId, parsed.data.orderNo);
    return order.cancellable
      ? { cancelling: summaryOf(order, tree), cancelRefused: null }
      : { cancelling: null, cancelRefused: m.orderNotCancellable };
  } catch (error) {
    if (isDomainError(error) && error.status === 404) return { cancelling: null, cancelRefused: error.message };
    throw error;
  }
}

function orderNoOf(request: Request): string {
  const parsed = orderNoSchema.safeParse({
    orderNo: new URL(request.url).searchParams.get("orderNo") ?? undefined,
  });
  if (!parsed.success) throw pageNotFound(m.orderNotFound);
  return parsed.data.orderNo;
}

async function myOrderOr404(userId: number, orderNo: string): Promise<OrderView> {
  try {
    return await getMyOrder(userId, orderNo);
  } catch (error) {
    throwIfNotFound(error);
    throw error;
  }
}

/** The QR code of a code_url as inline SVG (drawn here; the code_url is WeChat Pay's, never shown as a link). */
export async function qrSvg(codeUrl: string): Promise<string> {
  const svg = await QRCode.toString(codeUrl, {
    type: "svg",
    margin: 2,
    errorCorrectionLevel: "M",
  });
  // Decorative inside its labelled <figure> wrapper; the wrapper carries the text alternative.
  return svg.replace("<svg ", '<svg aria-hidden="true" focusable="false" width="232" height="232" ');
}

/**
 * The pay page: the order, its deadline (absolute, Beijing time) and, while it can be paid, the way to pay for this
 * device — the Native QR code on desktop (and on a phone when asked, ?qr=1, or inside WeChat, whose browser H5 pay
 * refuses), the 微信支付 (H5) button on a phone. A paid order goes to the result page; ?check=pending says that
 * 我已完成支付 found nothing yet; ?cancel=<orderNo> opens 取消订单's confirmation. In every state the guide says why
 * and where to go (WeChat Pay off: the order is kept until its deadline, back to the course, 我的订单).
 */
export async function loadPayPage(request: Request, context: PageContext) {
  const user = await requireUser(request);
  const tree = treeOfRequest(request);
  const url = new URL(request.url);
  const orderNo = orderNoOf(request);
  const order = await myOrderOr404(user.id, orderNo);
  if (order.status === "paid") throw see(orderPaths[tree].result(orderNo));
  const now = Date.now();
  const wechat = isWechatBrowser(request.headers.get("user-agent"));
  const configured = paymentConfigured();
  const wantQr = tree === "desktop" || wechat || url.searchParams.get("qr") === "1";
  let qr: { svg: string } | null = null;
  let problem: string | null = null;
  if (order.payable && configured && wantQr) {
    try {
      const start = await startPayment(user.id, orderNo, {
        channel: "native",
        clientIp: context.clientIp,
        now,
      });
      if (start.codeUrl) qr = { svg: await qrSvg(start.codeUrl) };
    } catch (error) {
      if (hasErrorCode(error, "order_paid_already")) throw see(orderPaths[tree].result(orderNo));
      if (!isDomainError(error)) throw error;
      problem = error.message;
    }
  }
  return {
    tree,
    order: summaryOf(order, tree),
    payable: order.payable,
    cancellable: order.cancellable,
    configured,
    deadline: beijingDeadline(Date.parse(order.expiresAt), now),
    expiresAt: order.expiresAt,
    wechat,
    qr,
    problem,
    notice: url.searchParams.get("check") === "pending" ? m.paymentPending : null,
    guide: guideOf("pay", order, tree, now),
    ...(await cancelAskedOf(request, user.id, tree)),
  };
}

/**
 * The pay page's forms (intent): confirm (我已完成支付: asks WeChat Pay; paid → the result page, else back with the
 * message first), renew (重新生成二维码), cancel (确认取消 in 取消订单's confirmation → 我的订单), h5 (微信支付 on a phone: to WeChat Pay's cashier,
 * which comes back to the result page).
 */
export async function submitPayPage(request: Request, context: PageContext) {
  const user = await requireUser(request);
  const tree = treeOfRequest(request);
  const paths = orderPaths[tree];
  const form = await readPageForm(request);
  const parsed = orderNoSchema.safeParse({
    orderNo: form.get("orderNo") ?? new URL(request.url).searchParams.get("orderNo") ?? undefined,
  });
  if (!parsed.success)
    return redirectWithToast(request, paths.myOrders(), {
      kind: "error",
      message: m.orderNoInvalid,
    });
  const { orderNo } = parsed.data;
  const intent = form.get("intent");
  const qrKept: Record<string, string> =
    tree === "mobile" && new URL(request.url).searchParams.get("qr") === "1" ? { qr: "1" } : {};
  try {
    switch (intent) {
      case "confirm": {
        const { order, limited } = await confirmWithinLimit(user.id, orderNo);
        if (order.status === "paid") return see(paths.result(orderNo));
        if (limited) return redirectWithToast(request, paths.pay(orderNo, qrKept), { kind: "error", message: limited });
        return see(paths.pay(orderNo, { ...qrKept, check: "pending" }));
      }
      case "renew":
        await startPayment(user.id, orderNo, {
          channel: "native",
          clientIp: context.clientIp,
          renew: true,
        });
        return redirectWithToast(request, paths.pay(orderNo, qrKept), {
          kind: "success",
          message: m.codeRenewed,
        });
      case "cancel":
        await cancelOrder(user.id, orderNo);
        return redirectWithToast(request, paths.myOrders(), {
          kind: "success",
          message: m.orderCancelled,
        });
      case "h5": {
        const start = await startPayment(user.id, orderNo, {
          channel: "h5",
          clientIp: context.clientIp,
          h5Type: "Wap",
        });
        const back = new URL(paths.result(orderNo), new URL(request.url).origin).href;
        return see(h5CashierUrl(start.h5Url!, back));
      }
      default:
        return redirectWithToast(request, paths.pay(orderNo), {
          kind: "error",
          message: m.channelInvalid,
        });
    }
  } catch (error) {
    if (!isDomainError(error)) throw error;
    if (error.code === "order_paid_already") return see(paths.result(orderNo));
    if (error.status === 404)
      return redirectWithToast(request, paths.myOrders(), {
        kind: "error",
        message: error.message,
      });
    return redirectWithToast(request, paths.pay(orderNo, qrKept), {
      kind: "error",
      message: error.message,
    });
  }
}

// 我已完成支付 and the result page ask WeChat Pay (a query per open attempt): a dozen a minute per student is plenty
// for a person and keeps a script from spending the merchant's query quota.
const confirmLimiter = createLimiter({ name: "order-confirm-user-60s", points: 12, durationSeconds: 60 });

/** confirmPayment within the limit; past it the order as it is here, and the message saying when to ask again. */
async function confirmWithinLimit(
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

// ——— the result page ———

/** Asks WeChat Pay (the H5 return and the QR page's 我已完成支付 say nothing about the payment) and shows the outcome. */
export async function loadResultPage(request: Request) {
  const user = await requireUser(request);
  const tree = treeOfRequest(request);
  const orderNo = orderNoOf(request);
  let order: OrderView;
  let problem: string | null = null;
  try {
    ({ order, limited: problem } = await confirmWithinLimit(user.id, orderNo));
  } catch (error) {
    if (!isDomainError(error)) throw error;
    throwIfNotFound(error);
    problem = error.message;
    order = await myOrderOr404(user.id, orderNo);
  }
  return {
    tree,
    order: summaryOf(order, tree),
    paid: order.status === "paid",
    payable: order.payable,
    configured: paymentConfigured(),
    problem,
    guide: guideOf("result", order, tree, Date.now()),
  };
}

// ——— 我的订单 ———

export const MY_ORDER_ROWS = 10;

export interface RefundFormResult {
  refund: { orderNo: string; reason: string; error: string };
}

/**
 * 我的订单 by tab (?tab=), a page at a time; ?refund=<orderNo> opens that order's refund form, ?cancel=<orderNo>
 * 取消订单's confirmation. Each card has its guide (继续支付 only while WeChat Pay can take it).
 */
export async function loadMyOrdersPage(request: Request) {
  const user = await requireUser(request);
  const tree = treeOfRequest(request);
  const url = new URL(request.url);
  const parsed = myOrdersSchema.safeParse({
    tab: url.searchParams.get("tab") ?? undefined,
    page: url.searchParams.get("page") ?? undefined,
    rows: MY_ORDER_ROWS,
  });
  const input = parsed.success
    ? parsed.data
    : myOrdersSchema.parse({
        tab: tabOf(url.searchParams.get("tab")),
        rows: MY_ORDER_ROWS,
      });
  const now = Date.now();
  const page = await listMyOrders(user.id, input, now);
  const refundOpen = url.searchParams.get("refund");
  return {
    tree,
    tab: input.tab,
    error: parsed.success ? null : (parsed.error.issues[0]?.message ?? null),
    page: page.page,
    rows: page.rows,
    total: page.total,
    refundOpen: page.items.some((order) => order.orderNo === refundOpen && order.status === "paid") ? refundOpen : null,
    payConfigured: paymentConfigured(),
    ...(await cancelAskedOf(request, user.id, tree)),
    orders: page.items.map((order) => ({
      ...summaryOf(order, tree),
      guide: guideOf("card", order, tree, now),
      payable: order.payable,
      cancellable: order.cancellable,
      refundable: order.status === "paid",
      invoice: order.invoice,
      refunds: order.refunds.map((refund) => ({
        outRefundNo: refund.outRefundNo,
        amountFen: refund.amountFen,
        reason: refund.reason,
        statusLabel: refundStatusLabels[refund.status],
        createdAt: refund.createdAt,
      })),
    })),
  };
}

/** 确认取消 (intent cancel) and 申请退款 (intent refund, with a reason): back to the list with the toast. */
export async function submitMyOrdersPage(request: Request) {
  const user = await requireUser(request);
  const url = new URL(request.url);
  const form = await readPageForm(request);
  const intent = form.get("intent");
  const orderNoValue = form.get("orderNo");
  url.searchParams.delete("refund");
  url.searchParams.delete("cancel");
  const back = `${url.pathname}${url.search}`;
  if (intent === "refund") {
    const reasonValue = form.get("reason");
    const reason = typeof reasonValue === "string" ? reasonValue.slice(0, 400) : "";
    const parsed = refundRequestSchema.safeParse({
      orderNo: orderNoValue ?? undefined,
      reason,
    });
    const orderNo = typeof orderNoValue === "string" ? orderNoValue : "";
    if (!parsed.success) {
      return data<RefundFormResult>(
        {
          refund: {
            orderNo,
            reason,
            error: parsed.error.issues[0]?.message ?? m.refundReasonRequired,
          },
        },
        { status: 400 },
      );
    }
    try {
      await requestRefund(user.id, parsed.data.orderNo, parsed.data.reason);
    } catch (error) {
      if (isDomainError(error) && error.status < 500 && error.status !== 404) {
        return data<RefundFormResult>({ refund: { orderNo, reason, error: error.message } }, { status: error.status });
      }
      return toastRefusal(request, back, error);
    }
    return redirectWithToast(request, back, {
      kind: "success",
      message: m.refundRequested,
    });
  }
  const parsed = orderNoSchema.safeParse({
    orderNo: orderNoValue ?? undefined,
  });
  if (intent !== "cancel" || !parsed.success)
    return redirectWithToast(request, back, {
      kind: "error",
      message: m.orderNoInvalid,
    });
  try {
    await cancelOrder(user.id, parsed.data.orderNo);
  } catch (error) {
    return toastRefusal(request, back, error);
  }
  return redirectWithToast(request, back, {
    kind: "success",
    message: m.orderCancelled,
  });
}
