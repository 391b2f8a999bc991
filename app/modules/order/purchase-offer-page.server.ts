import type { PageContext } from "~/lib/load-context";
import { readPageForm } from "~/lib/page-form.server";
import { redirectWithToast } from "~/lib/flash.server";
import { treeOfRequest } from "~/lib/site-tree";
import { loadAccessContext } from "~/modules/access/content-access.server";
import { viewerFor } from "~/modules/access/viewer.server";
import { getOptionalUser, loginPromptUrlFor } from "~/modules/auth/require-user.server";
import { videoPaths } from "~/modules/video/video-paths";
import { addToCart, isInCart } from "./cart.server";
import { hasRecommended, recommendToLibrary } from "./library-recommendations.server";
import { orderMessages as m } from "./order-messages";
import { shopperOf, toastRefusal } from "./order-page-requests.server";
import { orderPaths } from "./order-pages";
import { offersFor } from "./order-products.server";
import { cartItemSchema } from "./order-schemas";
import { liveEnrolmentSource } from "./orders.server";
import { paymentConfigured } from "./payment-gateway.server";

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
  const source = await liveEnrolmentSource(userId, courseId, now);
  if (source === null) return m.ownedByLibrary;
  return source === "order" ? m.ownedByPurchase : m.ownedByEnrolment;
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
    ? await Promise.all([isInCart(user.id, { kind: "course", id: courseId }), hasRecommended(user.id, courseId)])
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
