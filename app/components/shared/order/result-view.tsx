// The result page (/course/order/result, /mobile/course/order/result), where the H5 cashier returns and 我已完成支付
// leads: the server asked WeChat Pay first, so 支付成功 (去学习, 查看订单) is true when shown; otherwise 尚未收到支付结果
// with 我已完成支付 (asks again) and 继续支付.
import { Form, Link } from "@remix-run/react";
import type { SiteTree } from "~/lib/site-tree";
import { orderMessages as m } from "~/modules/order/order-messages";
import type { OrderSummary } from "~/modules/order/order-pages.server";
import { orderPaths } from "~/modules/order/order-pages";
import { formatFen } from "~/lib/money";
import "./order.css";

export interface ResultData {
  tree: SiteTree;
  order: OrderSummary;
  paid: boolean;
  payable: boolean;
  problem: string | null;
  studyHref: string | null;
}

/** The result page's heading (and title). */
export function resultHeading(data: Pick<ResultData, "paid" | "payable"> | undefined): string {
  if (!data) return "支付结果";
  if (data.paid) return m.paymentSucceeded;
  return data.payable ? "尚未收到支付结果" : "订单未支付";
}

export function ResultView({ data }: { data: ResultData }) {
  const { tree, order } = data;
  const paths = orderPaths[tree];
  const size = tree === "mobile" ? { minHeight: 44 } : undefined;
  return (
    <>
      <h1>{resultHeading(data)}</h1>
      {data.problem ? <p className="course-notice">{data.problem}</p> : null}
      <section className="order-section" aria-labelledby="result-order-title">
        <h2 id="result-order-title">订单 {order.orderNo}</h2>
        <dl className="order-facts">
          <dt>商品</dt>
          <dd>{order.lines.map((line) => line.title).join("；")}</dd>
          <dt>金额</dt>
          <dd>{formatFen(order.payableFen)}</dd>
          <dt>状态</dt>
          <dd>{order.statusLabel}</dd>
        </dl>
        {data.paid ? (
          <>
            <p style={{ margin: "0 0 12px" }}>课程已开通，现在就可以开始学习。</p>
            <div className="course-actions">
              {data.studyHref ? (
                <Link className="course-button" to={data.studyHref} style={size}>
                  去学习
                </Link>
              ) : null}
              <Link className="course-button course-button--plain" to={paths.myOrders()} style={size}>
                查看订单
              </Link>
            </div>
          </>
        ) : data.payable ? (
          <>
            <p style={{ margin: "0 0 12px" }}>{m.paymentPending}</p>
            <div className="course-actions">
              <Form method="post" action={paths.pay(order.orderNo)}>
                <input type="hidden" name="orderNo" value={order.orderNo} />
                <button type="submit" name="intent" value="confirm" className="course-button" style={size}>
                  我已完成支付
                </button>
              </Form>
              <Link className="course-button course-button--plain" to={paths.pay(order.orderNo)} style={size}>
                继续支付
              </Link>
            </div>
          </>
        ) : (
          <p style={{ margin: 0 }}>
            <Link className="course-button" to={paths.myOrders()} style={size}>
              查看我的订单
            </Link>
          </p>
        )}
      </section>
    </>
  );
}
