// An order's lines as links to what was bought, each with its price: one list for the pay page and 我的订单.
import { Link } from "@remix-run/react";
import { formatFen } from "~/lib/money";
import type { OrderSummary } from "~/modules/order/order-page-views.server";

export function OrderLineLinks({ lines }: { lines: OrderSummary["lines"] }) {
  return lines.map((line, index) => (
    <span key={`${line.kind}-${line.id}`}>
      {index > 0 ? "；" : null}
      <Link to={line.href}>{line.title}</Link>（{formatFen(line.priceFen)}）
    </span>
  ));
}
