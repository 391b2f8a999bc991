// The course page's purchase block (/course/detail, /mobile/course/cover): a course the viewer may study already says
// why (本校图书馆已开通 / 已购买) with 去学习; otherwise the price, 立即购买 (a link to 确认订单), 加入购物车 and
// 推荐图书馆购买 (post forms to the course page, which answers with a toast). Without WeChat Pay configured only the
// recommendation is offered, with the reason. A guest's forms lead to logging in (the page's action says so).
import { Form, Link } from "@remix-run/react";
import { orderMessages as m } from "~/modules/order/order-messages";
import type { PurchaseOffer } from "~/modules/order/order-pages.server";
import { formatFen } from "~/lib/money";
import "./order.css";

export function PurchaseBlock({ offer, action, touch = false }: { offer: PurchaseOffer; action: string; touch?: boolean }) {
  const size = touch ? { minHeight: 44 } : undefined;
  if (offer.state === "owned") {
    return (
      <p className="purchase-owned">
        <span className="course-badge course-badge--ok">{offer.label}</span>
        <Link className="course-button" to={offer.studyHref} style={size}>
          去学习
        </Link>
      </p>
    );
  }
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
                <button type="submit" name="intent" value="cart" className="course-button course-button--plain" style={size}>
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
            <button type="submit" name="intent" value="recommend" className="course-button course-button--plain" style={size}>
              推荐图书馆购买
            </button>
          </Form>
        )}
      </div>
    </div>
  );
}
