// What each state of a purchase page says and where it leads (issue 23: no state is a dead end — with WeChat Pay off
// a page cannot just drop its pay button and stop). One function per page family: the cart, 确认订单 (courses, a bank,
// the cart) and one order on its pay page, its result page or its card in 我的订单. The pages render `note` (why) and
// `steps` (links) next to their own forms; order-guide.test.ts walks every state. Also the words that differ between
// a 课程 and a 题库. Client-safe.
import type { OrderStatus, ProductKind } from "~/db/schema";
import type { SiteTree } from "~/lib/site-tree";
import { practicePaths } from "~/modules/question/practice/practice-paths";
import { videoPaths } from "~/modules/video/video-paths";
import { orderMessages as m } from "./order-messages";
import { orderPaths } from "./order-pages";

/** What an order line sells (课程 or 题库), named here for the pages' components (which take no type from app/db). */
export type { ProductKind };

export interface ProductRefLine {
  kind: ProductKind;
  id: number;
  title: string;
}

/** A link a page offers; `hint` is read by screen readers after the label (which order or item it is about). */
interface GuideStep {
  href: string;
  label: string;
  hint?: string;
  primary?: boolean;
}

export interface Guide {
  /** Why the page offers what it does (null: its own forms say enough). */
  note: string | null;
  steps: GuideStep[];
}

const kindWords: Record<ProductKind, { noun: string; unit: string; verb: string }> = {
  course: { noun: "课程", unit: "门", verb: "学习" },
  question_bank: { noun: "题库", unit: "个", verb: "练习" },
};

/** 课程, 题库, or 课程和题库 for a mix. */
export function nounOf(kinds: readonly ProductKind[]): string {
  const present = (["course", "question_bank"] as const).filter((kind) => kinds.includes(kind));
  return present.map((kind) => kindWords[kind].noun).join("和") || kindWords.course.noun;
}

/** 「2 门课程、1 个题库」. */
export function countOf(kinds: readonly ProductKind[]): string {
  return (["course", "question_bank"] as const)
    .map((kind) => ({ kind, count: kinds.filter((candidate) => candidate === kind).length }))
    .filter(({ count }) => count > 0)
    .map(({ kind, count }) => `${count} ${kindWords[kind].unit}${kindWords[kind].noun}`)
    .join("、");
}

/** Where a product is described: a course's page (开始学习, 推荐图书馆购买), a bank's shelf (购买题库 / 已购买). */
export function productHref(tree: SiteTree, line: { kind: ProductKind; id: number }): string {
  return line.kind === "course" ? videoPaths[tree].course(line.id) : practicePaths[tree].tkzyShelf;
}

/** Where a paid order is used: its (first) course plays; a bank is practised (the chooser lists its subject). */
export function studyHref(tree: SiteTree, lines: readonly { kind: ProductKind; id: number }[]): string | null {
  const course = lines.find((line) => line.kind === "course");
  if (course) return videoPaths[tree].player(course.id);
  return lines.length > 0 ? practicePaths[tree].practice : null;
}

/** Where the things of this kind are listed: the courses, or the banks' shelf. */
function shelfOf(tree: SiteTree, kinds: readonly ProductKind[]): string {
  return kinds.length > 0 && kinds.every((kind) => kind === "question_bank")
    ? practicePaths[tree].tkzyShelf
    : videoPaths[tree].courses;
}

/** A link back to what was (or would be) bought: the one product's page, or the list of its kind for several. */
function productStep(tree: SiteTree, lines: readonly ProductRefLine[], label: (noun: string) => string): GuideStep {
  const kinds = lines.map((line) => line.kind);
  const noun = nounOf(kinds);
  if (lines.length === 1)
    return { href: productHref(tree, lines[0]!), label: label(noun), hint: `：${lines[0]!.title}` };
  return { href: shelfOf(tree, kinds), label: label(noun) };
}

const myOrdersStep = (tree: SiteTree): GuideStep => ({ href: orderPaths[tree].myOrders(), label: "查看我的订单" });

// ——— the cart ———

export function cartGuide(tree: SiteTree, cart: { itemCount: number; payable: boolean }): Guide {
  const browse = { href: videoPaths[tree].courses, label: "去看看课程" };
  if (cart.itemCount === 0) return { note: null, steps: [{ ...browse, primary: true }, myOrdersStep(tree)] };
  if (!cart.payable) return { note: m.paymentOffCart, steps: [browse, myOrdersStep(tree)] };
  return { note: null, steps: [] };
}

// ——— 确认订单 ———

export type ConfirmFlow = "course" | "bank" | "cart";

/**
 * 确认订单 (/course/order, /question/order) when no order can be made here: without WeChat Pay why, and back where
 * the student came from (the course, the banks' shelf, the cart); with nothing to order (owned, free, gone), the
 * product's page and the list of its kind. Both with 我的订单.
 */
export function confirmGuide(
  tree: SiteTree,
  input: { flow: ConfirmFlow; payable: boolean; problem: boolean; lines: readonly ProductRefLine[] },
): Guide {
  const { flow } = input;
  const kinds: ProductKind[] = flow === "bank" ? ["question_bank"] : ["course"];
  const back: GuideStep =
    flow === "cart"
      ? { href: orderPaths[tree].cart, label: "返回购物车" }
      : input.lines.length > 0
        ? productStep(tree, input.lines, (noun) => `返回${noun}`)
        : { href: shelfOf(tree, kinds), label: flow === "bank" ? "去看看题库" : "去看看课程" };
  if (input.problem) {
    const browse = { href: shelfOf(tree, kinds), label: flow === "bank" ? "去看看题库" : "去看看课程" };
    const steps = back.href === browse.href ? [back] : [back, browse];
    return { note: null, steps: [...steps, myOrdersStep(tree)] };
  }
  if (!input.payable) {
    const note =
      flow === "bank" ? m.paymentOffConfirmBank : flow === "cart" ? m.paymentOffConfirmCart : m.paymentOffConfirm;
    return { note, steps: [back, myOrdersStep(tree)] };
  }
  // The form's 提交订单 is the way on (the shell's header, or the phone's back link, the way back).
  return { note: null, steps: [] };
}

// ——— one order: its pay page, its result page, its card in 我的订单 ———

export type OrderPlace = "pay" | "result" | "card";

export interface GuidedOrder {
  orderNo: string;
  status: OrderStatus;
  payable: boolean;
  /** 支付截止, as the page writes it (Beijing time). */
  deadline: string;
  lines: readonly ProductRefLine[];
}

/**
 * One order's note and links by its state and whether WeChat Pay is on. A payable order with WeChat Pay on needs
 * nothing more than the page's own forms (QR code, 我已完成支付; on a card 继续支付); every other state says why it
 * cannot be paid and leads to the product (back to it, or to buy it again), to studying a paid one, and — off the
 * list itself — to 我的订单. 取消订单 is the pages' own (a confirmation), wherever the order is cancellable.
 */
export function orderGuide(place: OrderPlace, order: GuidedOrder, configured: boolean, tree: SiteTree): Guide {
  const mine = place === "card" ? [] : [myOrdersStep(tree)];
  const kinds = order.lines.map((line) => line.kind);
  const again = productStep(tree, order.lines, () => "重新购买");
  switch (order.status) {
    case "paid": {
      const verb = kinds.every((kind) => kind === "question_bank")
        ? kindWords.question_bank.verb
        : kindWords.course.verb;
      const study = studyHref(tree, order.lines);
      const note =
        place === "card" ? (configured ? null : m.paymentOffRefund) : `${nounOf(kinds)}已开通，现在就可以开始${verb}。`;
      const hint = place === "card" ? `：订单 ${order.orderNo}` : undefined;
      return { note, steps: [...(study ? [{ href: study, label: `去${verb}`, hint, primary: true }] : []), ...mine] };
    }
    case "pending":
      if (!order.payable) return { note: m.orderExpiredNote, steps: [again, ...mine] };
      if (!configured)
        return {
          note: m.paymentOffOrderKept(order.deadline),
          steps: [productStep(tree, order.lines, (noun) => `返回${noun}`), ...mine],
        };
      if (place === "card") {
        return {
          note: null,
          steps: [
            {
              href: orderPaths[tree].pay(order.orderNo),
              label: "继续支付",
              hint: `：订单 ${order.orderNo}`,
              primary: true,
            },
          ],
        };
      }
      return { note: null, steps: mine };
    case "cancelled":
      return { note: m.orderCancelledNote, steps: [again, ...mine] };
    case "closed":
      return { note: m.orderClosedNote, steps: [again, ...mine] };
    case "refunding":
      return { note: m.orderRefundingNote, steps: [productStep(tree, order.lines, (noun) => `查看${noun}`), ...mine] };
    case "refunded":
      return { note: m.orderRefundedNote, steps: [again, ...mine] };
  }
}
