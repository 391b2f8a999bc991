// The mobile cart's bottom bar (the spec's components/submit-bar): 合计 and the step onward, fixed above the screen's
// bottom edge. A link (去结算 leads to a page, it submits nothing) or, without a way on, the total alone.
import { Link } from "@remix-run/react";
import { formatFen } from "~/lib/money";
import "./order.css";

export function SubmitBar({ totalFen, href, label }: { totalFen: number; href: string | null; label: string }) {
  return (
    <div className="submit-bar">
      <span>
        合计 <strong className="order-amount">{formatFen(totalFen)}</strong>
      </span>
      {href ? (
        <Link className="course-button" to={href}>
          {label}
        </Link>
      ) : null}
    </div>
  );
}
