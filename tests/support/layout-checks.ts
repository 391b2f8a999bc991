// Two checks of a rendered page that a student on a small phone feels at once (issue 23), run by the audit's crawl on
// every route and by e2e journeys on states the crawl cannot reach (offline, a flash message):
// - the page is no wider than its viewport (a 360 px phone must never scroll sideways);
// - no fixed element covers a control for good: a control whose middle lies under a fixed bar at every scroll
//   position cannot be tapped. A control that scrolling uncovers is fine (the tab bar over content the reader can
//   scroll up), so is anything under an open modal dialog or a drawer's mask, which are meant to be in front.
import type { Page } from "playwright-core";

export interface LayoutProblems {
  /** How many CSS px the page is wider than the viewport (0 when it fits). */
  overflowX: number;
  /** The widest element sticking out, when the page overflows. */
  widest?: string;
  /** Controls a fixed element covers at every scroll position, each with what covers it. */
  covered: string[];
}

// A string so that the bundler's helpers never reach the page.
const LAYOUT_PROBLEMS = `(() => {
  const describe = (element) => {
    const name = (element.getAttribute("aria-label") || element.textContent || element.getAttribute("name") || "").trim().replace(/\\s+/g, " ").slice(0, 30);
    const classes = typeof element.className === "string" && element.className ? "." + element.className.trim().split(/\\s+/).slice(0, 2).join(".") : "";
    return element.tagName.toLowerCase() + classes + (name ? " 「" + name + "」" : "");
  };
  const root = document.scrollingElement || document.documentElement;
  const viewportWidth = document.documentElement.clientWidth;
  const overflowX = Math.max(0, root.scrollWidth - viewportWidth);
  let widest;
  if (overflowX > 0) {
    let right = viewportWidth;
    for (const element of document.body.querySelectorAll("*")) {
      const rect = element.getBoundingClientRect();
      if (rect.width > 0 && rect.right > right + 0.5) {
        right = rect.right;
        widest = describe(element) + " (right edge " + Math.round(rect.right + scrollX) + " px)";
      }
    }
  }
  const visible = (element) => {
    const style = getComputedStyle(element);
    const rect = element.getBoundingClientRect();
    return style.visibility !== "hidden" && style.display !== "none" && rect.width > 0 && rect.height > 0;
  };
  const dialog = [...document.querySelectorAll('[role="dialog"], [role="alertdialog"], dialog[open]')].find(visible);
  const allFixed = [...document.body.querySelectorAll("*")].filter((element) => getComputedStyle(element).position === "fixed" && visible(element));
  // A mask fills the viewport: what it lays over the page (a drawer and its mask) is meant to be in front of it.
  const isMask = (element) => {
    const rect = element.getBoundingClientRect();
    return rect.width >= innerWidth * 0.9 && rect.height >= innerHeight * 0.9;
  };
  const masked = allFixed.some(isMask);
  const fixed = allFixed.filter((element) => !isMask(element) && !(dialog && (element.contains(dialog) || dialog.contains(element))));
  const inFixed = (element) => fixed.some((bar) => bar.contains(element));
  const maxScrollY = Math.max(0, root.scrollHeight - innerHeight);
  const controls = [...(dialog || document.body).querySelectorAll(
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, video[controls], [tabindex]:not([tabindex="-1"])',
  )].filter((control) => visible(control) && (!masked || inFixed(control)));
  const covered = [];
  for (const control of controls) {
    const rect = control.getBoundingClientRect();
    const x = rect.left + rect.width / 2;
    const docY = rect.top + scrollY + rect.height / 2;
    const own = inFixed(control);
    for (const bar of fixed) {
      if (bar.contains(control) || control.contains(bar)) continue;
      const box = bar.getBoundingClientRect();
      if (x < box.left || x > box.right) continue;
      if (own) {
        // Both fixed: scrolling changes nothing; covered when the bar is drawn over the control's middle.
        const y = rect.top + rect.height / 2;
        if (y < box.top || y > box.bottom) continue;
        const hit = document.elementFromPoint(x, y);
        if (hit && bar.contains(hit)) covered.push(describe(control) + " under " + describe(bar));
        continue;
      }
      // In the page its middle is at docY - s in the viewport, for every scroll position s from 0 to maxScrollY: covered
      // for good when all of that range lies within the bar.
      if (docY - maxScrollY >= box.top && docY <= box.bottom) covered.push(describe(control) + " under " + describe(bar));
    }
  }
  return { overflowX, widest, covered: [...new Set(covered)] };
})()`;

export async function layoutProblems(page: Page): Promise<LayoutProblems> {
  return (await page.evaluate(LAYOUT_PROBLEMS)) as LayoutProblems;
}

/** The problems as one line, or undefined when there are none. */
export function describeLayoutProblems(problems: LayoutProblems): string | undefined {
  const parts: string[] = [];
  if (problems.overflowX > 0)
    parts.push(`${problems.overflowX} px wider than the viewport (${problems.widest ?? "?"})`);
  if (problems.covered.length)
    parts.push(`covered for good by a fixed element: ${problems.covered.slice(0, 5).join("; ")}`);
  return parts.length ? parts.join("; ") : undefined;
}
