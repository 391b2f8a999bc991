// 确认订单 (/course/order, /question/order and their mobile twins).
import { randomBytes } from "node:crypto";
import { data } from "@remix-run/node";
import { isDomainError } from "~/lib/domain-error";
import type { PageContext } from "~/lib/load-context";
import { readPageForm } from "~/lib/page-form.server";
import { treeOfRequest } from "~/lib/site-tree";
import { requireUser } from "~/modules/auth/require-user.server";
import { videoPaths } from "~/modules/video/video-paths";
import { listCart, refusalOf } from "./cart.server";
import { hasRecommended } from "./library-recommendations.server";
import { confirmGuide, type ConfirmFlow } from "./order-guide";
import { orderMessages as m } from "./order-messages";
import { itemOf, type ItemData } from "./order-page-views.server";
import { see, shopperOf } from "./order-page-requests.server";
import { orderPaths } from "./order-pages";
import { offersFor, type Product } from "./order-products.server";
import { REFUND_MAX_LEARNT_PERCENT, REFUND_WINDOW_DAYS } from "./order-rules";
import { cartItemSchema, createOrderSchema } from "./order-schemas";
import { createOrder } from "./orders.server";
import { paymentConfigured } from "./payment-gateway.server";

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
