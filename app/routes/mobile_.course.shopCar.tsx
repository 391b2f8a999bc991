// /mobile/course/shopCar: 购物车 (login required; guests log in and come back): components/shared/order/cart-view.tsx. 移除 posts
// here (post/redirect/get with a toast).
import type { MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { MobileBlankLayout } from "~/components/mobile/mobile-blank-layout";
import { CartView } from "~/components/shared/order/cart-view";
import { orderPageText } from "~/modules/order/order-pages";
import { videoPaths } from "~/modules/video/video-paths";
import { pageMeta } from "~/modules/shell/page-meta";
import type { loader } from "./_desktop.course.shopCar";

export { loader, action } from "./_desktop.course.shopCar";

export default function MobileCartPage() {
  const data = useLoaderData<typeof loader>();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  return (
    <MobileBlankLayout backHref={videoPaths.mobile.courses} title={orderPageText.cart.title} titleIsHeading>
      <div className="order-page order-page--mobile">
        <CartView data={data} action={here} />
      </div>
    </MobileBlankLayout>
  );
}

export const meta: MetaFunction<typeof loader> = () =>
  pageMeta(orderPageText.cart.title, orderPageText.cart.description, {
    noindex: true,
  });

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
