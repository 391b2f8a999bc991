// The pay page (/course/order/pay, /mobile/course/order/pay): the order, its absolute deadline, and the way to pay.
// Desktop: the Native QR code, drawn by the server as SVG inside a labelled figure whose caption is its full text
// alternative (amount, order number, 请在 HH:MM 前用微信扫一扫, and that it cannot be opened as a link); 我已完成支付,
// 重新生成二维码 are post forms, 取消订单 opens its confirmation (?cancel=<orderNo>, cancel-order.tsx). Phone: 微信支付 (H5, a post that leads to WeChat Pay's cashier); inside
// WeChat, whose browser H5 refuses and whose JSAPI needs an openid we do not have, the reason and the QR code for
// another device. Hydrated, the order's state arrives as server-sent events until it is paid or closed, and what
// changes is announced in a polite live region (no meta refresh: WCAG 2.2.1); without JavaScript 我已完成支付 asks. When it cannot be paid here (WeChat Pay
// off, or the order no longer pending) the guide says why and leads back to the course and to 我的订单 (issue 23).
import { Form, Link, useRevalidator } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { useEventSource } from "remix-utils/sse/react";
import type { SiteTree } from "~/lib/site-tree";
import type { Guide } from "~/modules/order/order-guide";
import { orderMessages as m } from "~/modules/order/order-messages";
import type { OrderSummary } from "~/modules/order/order-page-views.server";
import { ORDER_STATUS_EVENT, orderPaths, orderStatusEventsPath } from "~/modules/order/order-pages";
import { formatFen } from "~/lib/money";
import { CancelOrderDialog, CancelOrderLink } from "./cancel-order";
import { GuideNote, GuideSteps } from "./order-guide-view";
import { OrderLineLinks } from "./order-line-links";
import "./order.css";

export interface PayData {
  tree: SiteTree;
  order: OrderSummary;
  payable: boolean;
  cancellable: boolean;
  configured: boolean;
  deadline: string;
  expiresAt: string;
  wechat: boolean;
  qr: { svg: string } | null;
  problem: string | null;
  notice: string | null;
  guide: Guide;
  /** ?cancel=<orderNo>: the order whose cancelling is being confirmed; cancelRefused: why it cannot be. */
  cancelling: OrderSummary | null;
  cancelRefused: string | null;
}

/**
 * Hydrated only: listens to the order's event stream (/events/order-status, docs/decisions/0041). Paid: says 支付成功
 * with the way on (the reader decides when to leave). Closed, cancelled or otherwise no longer pending: the page's
 * data is read again, and the page shows why it cannot be paid now. At the deadline it says the order will close.
 */
function PaymentEvents({ orderNo, expiresAt, resultHref }: { orderNo: string; expiresAt: string; resultHref: string }) {
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const [settled, setSettled] = useState<string | null>(null);
  const [late, setLate] = useState(false);
  // Closed once the order is settled; until then the EventSource reconnects by itself after a network error.
  const status = useEventSource(orderStatusEventsPath(orderNo), {
    event: ORDER_STATUS_EVENT,
    enabled: hydrated && settled === null,
  });
  useEffect(() => {
    if (!status || status === "pending" || settled !== null) return;
    setSettled(status);
    if (status !== "paid") revalidator.revalidate();
  }, [status, settled, revalidator]);
  useEffect(() => {
    const timer = window.setTimeout(() => setLate(true), Math.max(0, Date.parse(expiresAt) - Date.now()));
    return () => window.clearTimeout(timer);
  }, [expiresAt]);
  const paid = settled === "paid";
  const message = paid
    ? m.paymentSucceeded
    : settled !== null
      ? m.orderStatusChanged
      : late
        ? m.paymentDeadlinePassed
        : "";
  return (
    <div className="pay-status" aria-live="polite" data-pay-status>
      {message}
      {paid ? (
        <>
          {" "}
          <Link to={resultHref}>查看支付结果</Link>
        </>
      ) : null}
    </div>
  );
}

function PayQr({ data }: { data: PayData }) {
  if (!data.qr) return null;
  const { order } = data;
  return (
    <figure className="pay-qr">
      <div
        className="pay-qr-code"
        role="img"
        aria-labelledby="pay-qr-caption"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the QR code's SVG made on the server by the qrcode package from the payment's code_url
        dangerouslySetInnerHTML={{ __html: data.qr.svg }}
      />
      <figcaption id="pay-qr-caption">
        微信支付二维码：应付 <strong className="order-amount">{formatFen(order.payableFen)}</strong>
        ，订单号 {order.orderNo}。
        <br />
        <strong>请在 {data.deadline} 前用微信扫一扫</strong>，在手机上确认付款。
        <br />
        {m.paymentCodeLinkNote}。
      </figcaption>
    </figure>
  );
}

function OrderFacts({ data }: { data: PayData }) {
  const { order } = data;
  return (
    <section className="order-section" aria-labelledby="pay-order-title">
      <h2 id="pay-order-title">订单信息</h2>
      <dl className="order-facts">
        <dt>订单号</dt>
        <dd>{order.orderNo}</dd>
        <dt>商品</dt>
        <dd>
          <OrderLineLinks lines={order.lines} />
        </dd>
        <dt>应付金额</dt>
        <dd>
          <strong className="order-amount">{formatFen(order.payableFen)}</strong>
        </dd>
        <dt>状态</dt>
        <dd>{order.statusLabel}</dd>
        {data.payable ? (
          <>
            <dt>支付截止</dt>
            <dd>{data.deadline}（北京时间）</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}

export function PayView({ data, action }: { data: PayData; action: string }) {
  const { tree, order } = data;
  const touch = tree === "mobile";
  const size = touch ? { minHeight: 44 } : undefined;
  const paths = orderPaths[tree];
  const form = (intent: string, label: string, plain = true) => (
    <Form method="post" action={action}>
      <input type="hidden" name="orderNo" value={order.orderNo} />
      <button
        type="submit"
        name="intent"
        value={intent}
        className={plain ? "course-button course-button--plain" : "course-button"}
        style={size}
      >
        {label}
      </button>
    </Form>
  );
  const cancel = data.cancellable ? <CancelOrderLink orderNo={order.orderNo} touch={touch} /> : null;
  const dialog = (
    <>
      {data.cancelling ? <CancelOrderDialog order={data.cancelling} touch={touch} /> : null}
      {data.cancelRefused ? <p className="course-notice">{data.cancelRefused}</p> : null}
    </>
  );
  // Nothing to pay here (WeChat Pay off, or the order is no longer pending): why, the order, and the ways on.
  if (!data.payable || !data.configured) {
    return (
      <>
        {dialog}
        <GuideNote note={data.guide.note} />
        <OrderFacts data={data} />
        <GuideSteps steps={data.guide.steps} touch={touch}>
          {cancel}
        </GuideSteps>
      </>
    );
  }
  return (
    <>
      {dialog}
      {data.notice ? (
        <p className="course-notice" role="alert">
          {data.notice}
        </p>
      ) : null}
      {data.problem ? <p className="course-notice">{data.problem}</p> : null}
      <OrderFacts data={data} />
      <section className="order-section" aria-labelledby="pay-way-title">
        <h2 id="pay-way-title">{touch ? "微信支付" : "微信扫码支付"}</h2>
        {touch && data.wechat ? <p className="course-notice course-notice--info">{m.jsapiNeedsOpenid}</p> : null}
        {touch && !data.wechat ? (
          <div className="course-actions">
            <Form method="post" action={action}>
              <input type="hidden" name="orderNo" value={order.orderNo} />
              <button type="submit" name="intent" value="h5" className="course-button" style={size}>
                微信支付 {formatFen(order.payableFen)}
              </button>
            </Form>
            <span className="order-note" style={{ margin: 0 }}>
              将打开微信完成付款，请在 {data.deadline} 前支付
            </span>
          </div>
        ) : null}
        {touch && !data.qr ? (
          <p className="order-note">
            <Link to={paths.pay(order.orderNo, { qr: "1" })}>显示二维码，用另一台设备上的微信扫码支付</Link>
          </p>
        ) : null}
        <PayQr data={data} />
        {tree === "desktop" ? (
          <p className="order-note">不方便扫码？可以在手机浏览器中登录本站，打开 我的订单 → 继续支付。</p>
        ) : null}
        {data.wechat ? (
          <p className="order-note">
            也可以在电脑上打开 <Link to={orderPaths.desktop.myOrders()}>我的订单</Link> 扫码支付。
          </p>
        ) : null}
        <PaymentEvents orderNo={order.orderNo} expiresAt={data.expiresAt} resultHref={paths.result(order.orderNo)} />
        <div className="course-actions">
          {form("confirm", "我已完成支付", false)}
          {data.qr ? form("renew", "重新生成二维码") : null}
          {cancel}
        </div>
      </section>
      <GuideSteps steps={data.guide.steps} touch={touch} />
    </>
  );
}
