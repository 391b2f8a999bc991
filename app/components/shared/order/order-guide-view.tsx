// A purchase page's guide (modules/order/order-guide.ts): why it offers what it does, and the links on — back to the
// course or the bank, to studying, to 我的订单 — beside the page's own forms, which come in as children. Buttons and
// notices are course.css's, imported here so that every purchase page has them (the pay and result pages import no
// course component of their own; issue 23 found their buttons unstyled).
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import type { Guide } from "~/modules/order/order-guide";
import "~/components/shared/course/course.css";
import "./order.css";

export function GuideNote({ note, alert = false }: { note: string | null; alert?: boolean }) {
  if (!note) return null;
  return (
    <p className="course-notice course-notice--info" role={alert ? "alert" : undefined}>
      {note}
    </p>
  );
}

/** The page's own main buttons (`lead`), the guide's links as buttons (a primary one filled), then the page's others. */
export function GuideSteps({
  steps,
  touch = false,
  lead,
  children,
}: {
  steps: Guide["steps"];
  touch?: boolean;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  if (steps.length === 0 && !lead && !children) return null;
  return (
    <div className="course-actions">
      {lead}
      {steps.map((step) => (
        <Link
          key={`${step.href}-${step.label}`}
          className={step.primary ? "course-button" : "course-button course-button--plain"}
          to={step.href}
          style={touch ? { minHeight: 44 } : undefined}
        >
          {step.label}
          {step.hint ? <span className="visually-hidden">{step.hint}</span> : null}
        </Link>
      ))}
      {children}
    </div>
  );
}
