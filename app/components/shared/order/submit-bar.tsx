// The mobile cart's bottom bar (the spec's components/submit-bar): 合计 and the step onward, fixed above the screen's
// bottom edge. A link (去结算 leads to a page, it submits nothing) or, without a way on, the total and `note` (the page
// above says why and where to go).
import { Link } from "@remix-run/react";
import { formatFen } from "~/lib/money";
import "~/components/shared/course/course.css";
import "./order.css";

export function SubmitBar({
  totalFen,
  href,
  label,
  note,
}: {
  totalFen: number;
  href: string | null;
  label: string;
  note?: string;
}) {
  return (
    <div className="submit-bar">
      <span>
        合计 <strong className="order-amount">{formatFen(totalFen)}</strong>
      </span>
      {href ? (
        <Link className="course-button" to={href}>
          {label}
        </Link>
      ) : note ? (
        <span className="order-note" style={{ margin: 0 }}>
          {note}
        </span>
      ) : null}
    </div>
  );
}
