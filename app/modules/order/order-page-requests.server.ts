// What the purchase pages' loaders and actions share. The services hold the rules; a page reads its query and form
// with the module's schemas, and every form answers with a 303 and a flash toast (post/redirect/get) — except a
// refused form, which re-renders with its messages and every field kept.
import { redirect } from "@remix-run/node";
import { isDomainError } from "~/lib/domain-error";
import { redirectWithToast } from "~/lib/flash.server";
import type { PageContext } from "~/lib/load-context";
import { pageNotFound, throwIfNotFound } from "~/lib/page-not-found.server";
import type { SiteTree } from "~/lib/site-tree";
import { loadAccessContext } from "~/modules/access/content-access.server";
import { viewerFor, type Viewer } from "~/modules/access/viewer.server";
import type { AuthUser } from "~/modules/auth/session.server";
import type { Shopper } from "./cart.server";
import { orderMessages as m } from "./order-messages";
import { summaryOf, type OrderSummary } from "./order-page-views.server";
import { orderNoSchema } from "./order-schemas";
import { getMyOrder, type OrderView } from "./orders.server";

export const see = (to: string) => redirect(to, 303);

export async function shopperOf(
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

/** A service's refusal back where the form was, as a toast; anything else is a bug and propagates. */
export function toastRefusal(request: Request, back: string, error: unknown): Promise<Response> {
  if (!isDomainError(error)) throw error;
  return redirectWithToast(request, back, { kind: "error", message: error.message });
}

/**
 * The order that ?cancel=<orderNo> asks to confirm cancelling (取消订单 → 「确定取消订单？」), when it is the
 * student's and still cancellable; otherwise null and, for an order that can no longer be cancelled, why.
 */
export async function cancelAskedOf(
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

export function orderNoOf(request: Request): string {
  const parsed = orderNoSchema.safeParse({
    orderNo: new URL(request.url).searchParams.get("orderNo") ?? undefined,
  });
  if (!parsed.success) throw pageNotFound(m.orderNotFound);
  return parsed.data.orderNo;
}

export async function myOrderOr404(userId: number, orderNo: string): Promise<OrderView> {
  try {
    return await getMyOrder(userId, orderNo);
  } catch (error) {
    throwIfNotFound(error);
    throw error;
  }
}
