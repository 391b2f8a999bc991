// 购物车 (/course/shopCar, /mobile/course/shopCar).
import type { PageContext } from "~/lib/load-context";
import { redirectWithToast } from "~/lib/flash.server";
import { readPageForm } from "~/lib/page-form.server";
import { treeOfRequest } from "~/lib/site-tree";
import { requireUser } from "~/modules/auth/require-user.server";
import { listCart, removeFromCart } from "./cart.server";
import { cartGuide } from "./order-guide";
import { orderMessages as m } from "./order-messages";
import { itemOf } from "./order-page-views.server";
import { shopperOf } from "./order-page-requests.server";
import { orderPaths } from "./order-pages";
import { cartItemSchema } from "./order-schemas";
import { paymentConfigured } from "./payment-gateway.server";

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
