// 我的订单 (/user/order, /mobile/user/order): tabs 全部 / 待支付 / 已支付 / 已关闭 / 退款 as links, a page of orders
// (number, date, items linked to their pages, amount, state, invoice state, refunds) and each order's guide: 继续支付
// while WeChat Pay can take it (otherwise why not, and back to the course), 去学习 once paid, 重新购买 once closed;
// 取消订单 opens its confirmation (?cancel=<orderNo>, cancel-order.tsx) and 申请退款 its form inline (?refund=<orderNo>,
// a reason required; a refused request comes back with the rule's message and the reason kept).
import { Form, Link } from "@remix-run/react";
import { PaginationLinks } from "~/components/shared/course/pagination-links";
import { shanghaiIsoMinute } from "~/lib/shanghai-time";
import type { SiteTree } from "~/lib/site-tree";
import type { Guide } from "~/modules/order/order-guide";
import type { RefundFormResult } from "~/modules/order/my-orders-page.server";
import type { OrderSummary } from "~/modules/order/order-page-views.server";
import {
  invoiceKindLabels,
  invoiceStateLabels,
  orderPaths,
  type InvoiceKind,
  type InvoiceState,
} from "~/modules/order/order-pages";
import { formatFen } from "~/lib/money";
import { orderTabs, type OrderTab } from "~/modules/order/order-rules";
import { CancelOrderDialog, CancelOrderLink } from "./cancel-order";
import { GuideNote, GuideSteps } from "./order-guide-view";
import { OrderLineLinks } from "./order-line-links";
import "./order.css";

export interface MyOrdersData {
  tree: SiteTree;
  tab: OrderTab;
  error: string | null;
  page: number;
  rows: number;
  total: number;
  refundOpen: string | null;
  payConfigured: boolean;
  /** ?cancel=<orderNo>: the order whose cancelling is being confirmed; cancelRefused: why it cannot be. */
  cancelling: OrderSummary | null;
  cancelRefused: string | null;
  orders: Array<
    OrderSummary & {
      guide: Guide;
      payable: boolean;
      cancellable: boolean;
      refundable: boolean;
      invoice: {
        kind: InvoiceKind;
        title: string | null;
        taxNo: string | null;
        state: InvoiceState;
      };
      refunds: Array<{
        outRefundNo: string;
        amountFen: number;
        reason: string;
        statusLabel: string;
        createdAt: string;
      }>;
    }
  >;
}

function RefundForm({
  orderNo,
  reason,
  error,
  action,
  cancelHref,
  touch,
}: {
  orderNo: string;
  reason: string;
  error: string;
  action: string;
  cancelHref: string;
  touch: boolean;
}) {
  const id = `refund-reason-${orderNo}`;
  return (
    <Form method="post" action={action} className="order-form" noValidate>
      <input type="hidden" name="orderNo" value={orderNo} />
      <div className="order-field">
        <label htmlFor={id}>退款原因（必填，200 字以内）</label>
        <textarea
          id={id}
          name="reason"
          rows={3}
          maxLength={200}
          required
          defaultValue={reason}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {error ? (
          <p className="order-error" id={`${id}-error`} role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <div className="course-actions">
        <button
          type="submit"
          name="intent"
          value="refund"
          className="course-button"
          style={touch ? { minHeight: 44 } : undefined}
        >
          提交退款申请
        </button>
        <Link to={cancelHref}>暂不退款</Link>
      </div>
    </Form>
  );
}

export function MyOrdersView({ data, result }: { data: MyOrdersData; result: RefundFormResult | undefined }) {
  const { tree, tab } = data;
  const touch = tree === "mobile";
  const size = touch ? { minHeight: 44 } : undefined;
  const paths = orderPaths[tree];
  const refund = result?.refund ?? (data.refundOpen ? { orderNo: data.refundOpen, reason: "", error: "" } : null);
  const listHref = paths.myOrders({ tab, page: data.page });
  return (
    <>
      <nav className="order-tabs" aria-label="订单分类">
        <ul>
          {orderTabs.map((candidate) => (
            <li key={candidate.code}>
              <Link
                to={paths.myOrders({ tab: candidate.code })}
                aria-current={candidate.code === tab ? "page" : undefined}
              >
                {candidate.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {data.cancelling ? <CancelOrderDialog order={data.cancelling} touch={touch} /> : null}
      {data.error ? <p className="course-notice">{data.error}</p> : null}
      {data.cancelRefused ? <p className="course-notice">{data.cancelRefused}</p> : null}
      {data.orders.length === 0 ? (
        <section className="order-section">
          <p style={{ margin: "0 0 12px" }}>这里还没有订单。</p>
          <Link className="course-button" to={tree === "mobile" ? "/mobile/course" : "/course"} style={size}>
            去看看课程
          </Link>
        </section>
      ) : (
        data.orders.map((order) => (
          <article key={order.orderNo} className="order-card" aria-labelledby={`order-${order.orderNo}`}>
            <h2 id={`order-${order.orderNo}`}>
              <span>订单号 {order.orderNo}</span>
              <span className="order-state">{order.statusLabel}</span>
            </h2>
            <dl>
              <dt>下单时间</dt>
              <dd>{shanghaiIsoMinute(order.createdAt)}</dd>
              <dt>商品</dt>
              <dd>
                <OrderLineLinks lines={order.lines} />
              </dd>
              <dt>金额</dt>
              <dd>
                <strong>{formatFen(order.payableFen)}</strong>
              </dd>
              <dt>发票</dt>
              <dd>
                {order.invoice.kind === "none"
                  ? invoiceStateLabels.none
                  : `${invoiceKindLabels[order.invoice.kind]}：${order.invoice.title ?? ""}${
                      order.invoice.taxNo ? `（${order.invoice.taxNo}）` : ""
                    }，${invoiceStateLabels[order.invoice.state]}`}
              </dd>
            </dl>
            {order.refunds.length > 0 ? (
              <ul className="order-note" aria-label="退款记录">
                {order.refunds.map((item) => (
                  <li key={item.outRefundNo}>
                    退款 {formatFen(item.amountFen)}：{item.statusLabel}（{shanghaiIsoMinute(item.createdAt)}{" "}
                    申请，原因：
                    {item.reason}）
                  </li>
                ))}
              </ul>
            ) : null}
            <GuideNote note={order.guide.note} />
            <GuideSteps steps={order.guide.steps} touch={touch}>
              {order.cancellable ? (
                <CancelOrderLink orderNo={order.orderNo} touch={touch} hint={`：订单 ${order.orderNo}`} />
              ) : null}
              {order.refundable && refund?.orderNo !== order.orderNo && data.payConfigured ? (
                <Link
                  className="course-button course-button--plain"
                  to={paths.myOrders({
                    tab,
                    page: data.page,
                    refund: order.orderNo,
                  })}
                  style={size}
                >
                  申请退款
                  <span className="visually-hidden">：订单 {order.orderNo}</span>
                </Link>
              ) : null}
            </GuideSteps>
            {refund && refund.orderNo === order.orderNo ? (
              <RefundForm
                orderNo={order.orderNo}
                reason={refund.reason}
                error={refund.error}
                action={paths.myOrders({
                  tab,
                  page: data.page,
                  refund: order.orderNo,
                })}
                cancelHref={listHref}
                touch={touch}
              />
            ) : null}
          </article>
        ))
      )}
      <PaginationLinks
        page={data.page}
        total={data.total}
        rows={data.rows}
        href={(n) => paths.myOrders({ tab, page: n })}
        label="订单分页"
        touch={touch}
      />
    </>
  );
}
