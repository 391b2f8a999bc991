// The 学长学姐 badge beside the name of an approved senior (docs/decisions/0033): text, so screen readers and every
// theme read it; the contrast of white on teal-9 passes AA at small sizes.
import "./senior-badge.css";

export function SeniorBadge() {
  return <span className="senior-badge">学长学姐</span>;
}
