// The course page's purchase block (/course/detail, /mobile/course/cover) for a course the viewer may buy: 立即购买 (a
// link to 确认订单), 加入购物车 and 推荐图书馆购买 (post forms to the course page, which answers with a toast). Without
// WeChat Pay configured only the recommendation is offered, with the reason. A guest's forms lead to logging in (the
// page's action says so). A course the viewer may study already has none: the page shows one 已开通 label and its own
// 开始学习 (course-detail.tsx).
import { Form, Link } from "@remix-run/react";
import { orderMessages as m } from "~/modules/order/order-messages";
import type { PurchaseOffer } from "~/modules/order/purchase-offer-page.server";
import "./order.css";

export function PurchaseBlock({
  offer,
  action,
  touch = false,
}: {
  offer: Extract<PurchaseOffer, { state: "sellable" }>;
  action: string;
  touch?: boolean;
}) {
  const size = touch ? { minHeight: 44 } : undefined;
  return (
    <div className="purchase-block">
      {offer.payable ? null : <p className="course-notice course-notice--info">{m.paymentNotConfigured}</p>}
      <div className="course-actions">
        {offer.payable ? (
          <>
            <Link className="course-button" to={offer.buyHref} style={size}>
              立即购买
            </Link>
            {offer.inCart ? (
              <Link className="course-button course-button--plain" to={offer.cartHref} style={size}>
                已在购物车，去结算
              </Link>
            ) : (
              <Form method="post" action={action} preventScrollReset>
                <input type="hidden" name="id" value={offer.courseId} />
                <button
                  type="submit"
                  name="intent"
                  value="cart"
                  className="course-button course-button--plain"
                  style={size}
                >
                  加入购物车
                </button>
              </Form>
            )}
          </>
        ) : null}
        {offer.recommended ? (
          <span className="course-badge course-badge--ok">{m.recommendedShown}</span>
        ) : (
          <Form method="post" action={action} preventScrollReset>
            <input type="hidden" name="id" value={offer.courseId} />
            <button
              type="submit"
              name="intent"
              value="recommend"
              className="course-button course-button--plain"
              style={size}
            >
              推荐图书馆购买
            </button>
          </Form>
        )}
      </div>
    </div>
  );
}
