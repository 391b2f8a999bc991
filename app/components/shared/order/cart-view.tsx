// 购物车 (/course/shopCar, /mobile/course/shopCar): the courses (cover, title, price), 移除 as a post form, the total and
// 去结算 (a link to 确认订单 ?from=cart); what dropped out since (now studyable, or no longer sold) is said once. On a
// phone the total and 去结算 sit in the bottom bar (SubmitBar). Without WeChat Pay there is no 去结算: the guide says why
// and where to go (the courses' pages, where 推荐图书馆购买 is; 我的订单), and so does an empty cart.
import { Form, Link } from "@remix-run/react";
import { CourseCover } from "~/components/shared/course/course-card";
import type { SiteTree } from "~/lib/site-tree";
import type { Guide } from "~/modules/order/order-guide";
import { orderMessages as m } from "~/modules/order/order-messages";
import type { ItemData } from "~/modules/order/order-page-views.server";
import { orderPaths } from "~/modules/order/order-pages";
import { formatFen } from "~/lib/money";
import { GuideNote, GuideSteps } from "./order-guide-view";
import { SubmitBar } from "./submit-bar";
import "./order.css";

export interface CartData {
  tree: SiteTree;
  items: ItemData[];
  totalFen: number;
  dropped: string[];
  payable: boolean;
  guide: Guide;
}

export function ItemRow({ item, children }: { item: ItemData; children?: React.ReactNode }) {
  return (
    <li className="order-item">
      <CourseCover src={item.cover} subjectName={item.subjectName} width={240} height={135} />
      <div>
        <p className="order-item-title">
          <Link to={item.href}>{item.title}</Link>
        </p>
        <p className="order-item-meta">
          {item.subjectName} · {item.kind === "course" ? "课程" : "题库"}
          {item.accessDays !== null ? ` · 购买后 ${item.accessDays} 天内有效` : ""}
        </p>
      </div>
      <div className="order-item-side">
        <span className="course-price">{formatFen(item.priceFen)}</span>
        {children}
      </div>
    </li>
  );
}

export function CartView({ data, action }: { data: CartData; action: string }) {
  const { tree, items, totalFen, dropped, payable } = data;
  const touch = tree === "mobile";
  const size = touch ? { minHeight: 44 } : undefined;
  const checkout = orderPaths[tree].confirm("cart");
  return (
    <>
      {dropped.length > 0 ? (
        <p className="course-notice course-notice--info">{m.cartDropped(dropped.join("、"))}</p>
      ) : null}
      {items.length === 0 ? (
        <section className="order-section">
          <p style={{ margin: 0 }}>{m.cartEmpty}</p>
          <GuideSteps steps={data.guide.steps} touch={touch} />
        </section>
      ) : (
        <section className="order-section" aria-labelledby="cart-items-title">
          <h2 id="cart-items-title">已选课程（{items.length} 门）</h2>
          <ul className="order-items">
            {items.map((item) => (
              <ItemRow key={item.id} item={item}>
                <Form method="post" action={action}>
                  <input type="hidden" name="id" value={item.id} />
                  <button
                    type="submit"
                    name="intent"
                    value="remove"
                    className="course-button course-button--plain"
                    style={size}
                  >
                    移除<span className="visually-hidden">：{item.title}</span>
                  </button>
                </Form>
              </ItemRow>
            ))}
          </ul>
          <GuideNote note={data.guide.note} />
          <GuideSteps steps={data.guide.steps} touch={touch} />
          {touch ? null : (
            <p className="order-total">
              <span>
                合计 <strong>{formatFen(totalFen)}</strong>
              </span>
              {payable ? (
                <Link className="course-button" to={checkout}>
                  去结算
                </Link>
              ) : null}
            </p>
          )}
        </section>
      )}
      {touch && items.length > 0 ? (
        <SubmitBar totalFen={totalFen} href={payable ? checkout : null} label="去结算" note="暂不能结算" />
      ) : null}
    </>
  );
}
