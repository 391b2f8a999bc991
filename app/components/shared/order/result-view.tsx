// The result page (/course/order/result, /mobile/course/order/result), where the H5 cashier returns and 我已完成支付
// leads: the server asked WeChat Pay first, so 支付成功 (去学习 — 去练习 for a question bank —, 查看我的订单) is true when
// shown; otherwise 尚未收到支付结果 with 我已完成支付 (asks again) and 继续支付. An order that cannot be paid (WeChat Pay
// off, closed, cancelled, refunded) says why and leads back to what was bought and to 我的订单 (the guide).
import { Form, Link } from "@remix-run/react";
import type { SiteTree } from "~/lib/site-tree";
import type { Guide } from "~/modules/order/order-guide";
import { orderMessages as m } from "~/modules/order/order-messages";
import type { OrderSummary } from "~/modules/order/order-page-views.server";
import { orderPaths } from "~/modules/order/order-pages";
import { formatFen } from "~/lib/money";
import { GuideNote, GuideSteps } from "./order-guide-view";
import "./order.css";

export interface ResultData {
  tree: SiteTree;
  order: OrderSummary;
  paid: boolean;
  payable: boolean;
  /** WeChat Pay is on: a payable order may still be paid (and asked about). */
  configured: boolean;
  problem: string | null;
  guide: Guide;
}

/** The result page's heading (and title). */
export function resultHeading(data: Pick<ResultData, "paid" | "payable" | "configured"> | undefined): string {
  if (!data) return "支付结果";
  if (data.paid) return m.paymentSucceeded;
  if (data.payable) return data.configured ? "尚未收到支付结果" : "订单待支付";
  return "订单未支付";
}

/** 我已完成支付 (asks WeChat Pay again) and 继续支付, while the order may still be paid. */
function WaitingForms({ orderNo, tree }: { orderNo: string; tree: SiteTree }) {
  const paths = orderPaths[tree];
  const size = tree === "mobile" ? { minHeight: 44 } : undefined;
  return (
    <>
      <Form method="post" action={paths.pay(orderNo)}>
        <input type="hidden" name="orderNo" value={orderNo} />
        <button type="submit" name="intent" value="confirm" className="course-button" style={size}>
          我已完成支付
        </button>
      </Form>
      <Link className="course-button course-button--plain" to={paths.pay(orderNo)} style={size}>
        继续支付
      </Link>
    </>
  );
}

export function ResultView({ data }: { data: ResultData }) {
  const { tree, order } = data;
  const paths = orderPaths[tree];
  const touch = tree === "mobile";
  const size = touch ? { minHeight: 44 } : undefined;
  const waiting = data.payable && data.configured;
  return (
    <>
      <h1>{resultHeading(data)}</h1>
      {data.problem ? <p className="course-notice">{data.problem}</p> : null}
      <section className="order-section" aria-labelledby="result-order-title">
        <h2 id="result-order-title">订单 {order.orderNo}</h2>
        <dl className="order-facts">
          <dt>商品</dt>
          <dd>
            {order.lines.map((line, index) => (
              <span key={`${line.kind}-${line.id}`}>
                {index > 0 ? "；" : null}
                <Link to={line.href}>{line.title}</Link>
              </span>
            ))}
          </dd>
          <dt>金额</dt>
          <dd>{formatFen(order.payableFen)}</dd>
          <dt>状态</dt>
          <dd>{order.statusLabel}</dd>
        </dl>
        {waiting ? <p style={{ margin: "0 0 12px" }}>{m.paymentPending}</p> : <GuideNote note={data.guide.note} />}
        <GuideSteps
          steps={data.guide.steps}
          touch={touch}
          lead={waiting ? <WaitingForms orderNo={order.orderNo} tree={tree} /> : null}
        >
          {/* A pending order with WeChat Pay off can still be cancelled: its pay page asks to confirm. */}
          {data.payable && !data.configured ? (
            <Link
              className="course-button course-button--plain"
              to={paths.pay(order.orderNo, { cancel: order.orderNo })}
              style={size}
            >
              取消订单
            </Link>
          ) : null}
        </GuideSteps>
      </section>
    </>
  );
}
