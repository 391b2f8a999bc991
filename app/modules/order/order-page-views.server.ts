// How the purchase pages show a product and an order, in either tree: its links, its signed cover, its guide.
import type { ProductKind } from "~/db/schema";
import type { SiteTree } from "~/lib/site-tree";
import type { Viewer } from "~/modules/access/viewer.server";
import { imageUrl } from "~/modules/media/media-links.server";
import { questionSubjectName } from "~/modules/question/bank/question-subjects";
import { subjectName } from "~/modules/subjects/subjects";
import { orderGuide, productHref, type Guide } from "./order-guide";
import type { Product } from "./order-products.server";
import { beijingDeadline, orderStatusLabels } from "./order-rules";
import type { OrderView } from "./orders.server";
import { paymentConfigured } from "./payment-gateway.server";

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

export function itemOf(product: Product, viewer: Viewer, now: number, tree: SiteTree): ItemData {
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

export interface OrderSummary {
  orderNo: string;
  status: OrderView["status"];
  statusLabel: string;
  payableFen: number;
  createdAt: string;
  /** Each line with the page that describes its product (the course, the banks' shelf). */
  lines: Array<{ kind: ProductKind; id: number; title: string; priceFen: number; href: string }>;
}

export function summaryOf(order: OrderView, tree: SiteTree): OrderSummary {
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
export function guideOf(place: "pay" | "result" | "card", order: OrderView, tree: SiteTree, now: number): Guide {
  return orderGuide(
    place,
    { ...order, deadline: beijingDeadline(Date.parse(order.expiresAt), now) },
    paymentConfigured(),
    tree,
  );
}
