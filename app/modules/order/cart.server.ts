// 购物车 (/course/shopCar, /api/ShoppingCart): kept on the server, quantity always 1. Listing it drops what the viewer
// may now study (a licence arrived, a purchase went through) or what is no longer sold, and says so once.
import { db } from "~/db/client.server";
import type { ProductKind } from "~/db/schema";
import { DomainError } from "~/lib/domain-error";
import type { AccessContext } from "~/modules/access/content-access.server";
import { orderMessages as m } from "./order-messages";
import { CART_LIMIT } from "./order-rules";
import { offersFor, type Product, type ProductRef } from "./order-products.server";

/** A logged-in viewer with the licences and purchases that decide what they may buy. */
export type Shopper = AccessContext & { viewer: { userId: number } };

export interface CartView {
  items: Product[];
  totalFen: number;
  /** Titles dropped by this listing (owned now, free now, or gone). */
  dropped: string[];
}

/**
 * Why a product cannot be bought by this viewer, in the words of its kind (a 课程 or a 题库), as the message a form or
 * the API shows; null when it can.
 */
export function refusalOf(standing: string, kind: ProductKind = "course"): string | null {
  const bank = kind === "question_bank";
  switch (standing) {
    case "sellable":
      return null;
    case "owned":
      return bank ? m.bankOwned : m.productOwned;
    case "free":
      return bank ? m.bankFree : m.productFree;
    case "not-for-sale":
      return m.productNotForSale;
    default:
      return bank ? m.bankNotFound : m.productNotFound;
  }
}

/** Adds a product (409 when it cannot be bought; "already" when it is in the cart). */
export async function addToCart(context: Shopper, ref: ProductRef): Promise<"added" | "already"> {
  const [offer] = await offersFor(context, [ref]);
  const refusal = refusalOf(offer?.standing ?? "missing", ref.kind);
  if (refusal) throw new DomainError(offer?.standing === "missing" ? 404 : 409, refusal);
  const userId = context.viewer.userId;
  const count = await db
    .selectFrom("cart_items")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  const result = await db
    .insertInto("cart_items")
    .values({ user_id: userId, product_kind: ref.kind, product_id: ref.id, created_at: context.now })
    .onConflict((oc) => oc.columns(["user_id", "product_kind", "product_id"]).doNothing())
    .returning("product_id")
    .executeTakeFirst();
  if (!result) return "already";
  if (Number(count.count) >= CART_LIMIT) {
    await removeFromCart(userId, ref);
    throw new DomainError(409, m.cartFull);
  }
  return "added";
}

export async function removeFromCart(userId: number, ref: ProductRef): Promise<boolean> {
  const result = await db
    .deleteFrom("cart_items")
    .where("user_id", "=", userId)
    .where("product_kind", "=", ref.kind)
    .where("product_id", "=", ref.id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function isInCart(userId: number, ref: ProductRef): Promise<boolean> {
  const row = await db
    .selectFrom("cart_items")
    .select("product_id")
    .where("user_id", "=", userId)
    .where("product_kind", "=", ref.kind)
    .where("product_id", "=", ref.id)
    .executeTakeFirst();
  return row !== undefined;
}

/** Removes products from a cart (those just ordered). */
export async function removeManyFromCart(userId: number, refs: readonly ProductRef[], executor = db): Promise<void> {
  for (const ref of refs) {
    await executor
      .deleteFrom("cart_items")
      .where("user_id", "=", userId)
      .where("product_kind", "=", ref.kind)
      .where("product_id", "=", ref.id)
      .execute();
  }
}

/** The cart, newest first, without what the viewer may study now (removed, and named in `dropped`). */
export async function listCart(context: Shopper): Promise<CartView> {
  const userId = context.viewer.userId;
  const rows = await db
    .selectFrom("cart_items")
    .select(["product_kind", "product_id"])
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .orderBy("product_id", "desc")
    .execute();
  const offers = await offersFor(
    context,
    rows.map((row) => ({ kind: row.product_kind, id: row.product_id })),
  );
  const items: Product[] = [];
  const dropped: string[] = [];
  const gone: ProductRef[] = [];
  for (const offer of offers) {
    if (offer.standing === "sellable" && offer.product) items.push(offer.product);
    else {
      gone.push(offer.ref);
      if (offer.product) dropped.push(offer.product.title);
    }
  }
  if (gone.length > 0) await removeManyFromCart(userId, gone);
  return { items, totalFen: items.reduce((sum, item) => sum + item.priceFen, 0), dropped };
}
