// /course/shopCar: 购物车 (login required; guests log in and come back): components/shared/order/cart-view.tsx. 移除 posts
// here (post/redirect/get with a toast).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { CartView } from "~/components/shared/order/cart-view";
import { loadCartPage, submitCartPage } from "~/modules/order/cart-page.server";
import { orderPageText } from "~/modules/order/order-pages";
import { pageMeta } from "~/modules/shell/page-meta";

export const loader = ({ request, context }: LoaderFunctionArgs) => loadCartPage(request, context);

export const action = ({ request }: ActionFunctionArgs) => submitCartPage(request);

export default function CartPage() {
  const data = useLoaderData<typeof loader>();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  return (
    <main id="main-content" className="order-page">
      <h1>{orderPageText.cart.title}</h1>
      <CartView data={data} action={here} />
    </main>
  );
}

export const meta: MetaFunction<typeof loader> = () =>
  pageMeta(orderPageText.cart.title, orderPageText.cart.description, {
    noindex: true,
  });

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
