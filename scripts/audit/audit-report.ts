// The audit's report: its shape (written as JSON), the budget verdicts, and the human summary (markdown tables and an
// SVG chart of page weight).
import type { ThemeName } from "../../app/modules/shell/themes";
import type { budgets as Budgets, LighthouseCategory, LighthousePreset } from "../../tests/budgets/budgets";
import { treeOf } from "../../tests/budgets/routes";
import type { AxeResult, CrawlResult, HtmlPage } from "./browser-audit";
import { MOBILE_TARGET_BENCHMARK_INDEX, type LighthouseRun } from "./lighthouse-audit";
import type { PageWeight } from "./page-weight";
import { SLOW_NETWORK, slowNetworkFailures, type PaintTiming } from "./slow-network";

export interface AuditReport {
  generatedAt: string;
  commit: string;
  machine: Record<string, string | number>;
  durationMs: number;
  /** Stages not run (`--only`), so a reader knows the report is partial. */
  skipped: string[];
  coverage: {
    /** Page routes of the build that tests/budgets/routes.ts does not list. */
    unaudited: string[];
    /** Entries whose URL renders another route than the one they name. */
    mismatched: Array<{ path: string; routeId: string; rendered: string }>;
  };
  weight: Array<{ path: string; weight: PageWeight }>;
  crawl: CrawlResult[];
  axe: AxeResult[];
  /** Every JavaScript-off document's bytes as served (NUL, UTF-8) and the Nu HTML Checker's errors (default theme). */
  html: HtmlPage[];
  /** Why the Nu HTML Checker did not run, when it did not (a failed check). */
  htmlValidatorFailure?: string;
  lighthouse: Array<{ path: string; preset: LighthousePreset; loggedIn: boolean; runs: number; result: LighthouseRun }>;
  /** The main pages on a slow network, JavaScript off and on (slow-network.ts); absent in reports from before it. */
  paint?: PaintTiming[];
  /** How long each stage took, in the order they ran. */
  phases: Array<{ name: string; ms: number }>;
}

export interface BudgetVerdict {
  passed: number;
  failures: string[];
}

const kib = (bytes: number) => bytes / 1024;
const visitor = (visit: { loggedIn: boolean; offCampus?: boolean }) =>
  `${visit.loggedIn ? "logged in" : "logged out"}${visit.offCampus ? ", off campus" : ""}`;
const formatKib = (bytes: number) => `${kib(bytes).toFixed(1)} KiB`;

export function checkBudgets(report: AuditReport, budgets: typeof Budgets): BudgetVerdict {
  const verdict: BudgetVerdict = { passed: 0, failures: [] };
  const check = (ok: boolean, failure: string) => (ok ? verdict.passed++ : verdict.failures.push(failure));

  for (const routeId of report.coverage.unaudited) {
    check(false, `route ${routeId} is not audited: add it to tests/budgets/routes.ts`);
  }
  for (const entry of report.coverage.mismatched) {
    check(false, `${entry.path} renders ${entry.rendered}, not ${entry.routeId} as tests/budgets/routes.ts says`);
  }
  if (report.coverage.unaudited.length === 0 && report.coverage.mismatched.length === 0) check(true, "");

  for (const { path, weight } of report.weight) {
    const tree = treeOf(new URL(path, "http://x").pathname);
    const js = budgets.firstVisitJavaScriptKiB[tree];
    check(
      kib(weight.js.gzip) <= js,
      `${path}: first-visit JavaScript ${formatKib(weight.js.gzip)} gzipped > ${js} KiB`,
    );
    const css = budgets.firstVisitCssKiB[tree];
    check(kib(weight.css.gzip) <= css, `${path}: first-visit CSS ${formatKib(weight.css.gzip)} gzipped > ${css} KiB`);
    const html = budgets.htmlKiBByPath[path] ?? budgets.htmlKiB[tree];
    check(kib(weight.html.gzip) <= html, `${path}: HTML ${formatKib(weight.html.gzip)} gzipped > ${html} KiB`);
  }

  for (const visit of report.crawl) {
    check(!visit.problem, `JavaScript off, ${visitor(visit)}, ${visit.path}: ${visit.problem}`);
  }

  // Conforming HTML (docs/decisions/0015-conforming-html.md): each document's bytes are one check; each error the Nu
  // HTML Checker finds in a document is a failure of its own, a document without errors one passed check.
  for (const page of report.html) {
    check(!page.problem, `${page.path} (${visitor(page)}, ${page.theme} theme) as served: ${page.problem}`);
    if (!page.file || !page.errors) continue;
    if (page.errors.length === 0) check(true, "");
    for (const error of page.errors) {
      const where = error.line ? ` line ${error.line}${error.column ? `:${error.column}` : ""}` : "";
      const extract = error.extract ? `\n  ${error.extract.replace(/\s+/g, " ").trim().slice(0, 200)}` : "";
      check(false, `HTML of ${page.path} (${visitor(page)})${where}: ${error.message}${extract}`);
    }
  }
  if (report.htmlValidatorFailure) check(false, `Nu HTML Checker: ${report.htmlValidatorFailure}`);

  for (const result of report.axe) {
    check(
      result.violations.length <= budgets.axeViolations,
      `axe, ${result.path} (${result.theme}, ${result.loggedIn ? "logged in" : "logged out"}, JavaScript ${
        result.javascript ? "on" : "off"
      }):\n  ${result.violations.join("\n  ")}`,
    );
  }

  for (const { path, preset, result } of report.lighthouse) {
    for (const [category, minimum] of Object.entries(budgets.lighthouse[preset]) as Array<
      [LighthouseCategory, number]
    >) {
      const score = result.scores[category];
      check(
        score >= minimum,
        `Lighthouse ${preset} ${category} ${score} < ${minimum} on ${path}` +
          (result.findings.length ? ` — ${result.findings.slice(0, 6).join("; ")}` : ""),
      );
    }
  }
  if (report.paint?.length) {
    const failures = slowNetworkFailures(report.paint, budgets.slowNetwork.allowanceMs);
    for (const failure of failures) check(false, failure);
    if (failures.length === 0) check(true, "");
  }
  return verdict;
}

function table(header: string[], rows: Array<Array<string | number>>): string {
  return [
    `| ${header.join(" | ")} |`,
    `| ${header.map((_, index) => (index === 0 ? "---" : "---:")).join(" | ")} |`,
    ...rows.map((row) => `| ${row.join(" | ")} |`),
  ].join("\n");
}

export function markdownSummary(report: AuditReport, verdict: BudgetVerdict, budgets: typeof Budgets): string {
  const lines: string[] = [
    `# Audit ${report.generatedAt}`,
    "",
    `Commit ${report.commit}; ${report.machine.cpus} × ${report.machine.cpuModel}, Node ${report.machine.node}; took ` +
      `${(report.durationMs / 1000).toFixed(0)} s.` +
      (report.skipped.length ? ` Not run: ${report.skipped.join(", ")}.` : ""),
    "",
    `**Budgets: ${verdict.failures.length === 0 ? "all met" : `${verdict.failures.length} broken`}** ` +
      `(${verdict.passed} checks passed).`,
    "",
  ];
  if (verdict.failures.length) {
    lines.push(
      "## Broken budgets",
      "",
      ...verdict.failures.map((failure) => `- ${failure.replace(/\n/g, "\n  ")}`),
      "",
    );
  }
  if (report.lighthouse.length) {
    lines.push(
      "## Lighthouse 12",
      "",
      table(
        [
          "page",
          "preset",
          "runs",
          "CPU index × slowdown",
          "performance",
          "accessibility",
          "best practices",
          "SEO",
          "LCP ms",
          "TBT ms",
          "CLS",
        ],
        report.lighthouse.map(({ path, preset, runs, result }) => [
          `\`${path}\``,
          preset,
          runs,
          `${result.benchmarkIndex} × ${result.cpuSlowdown}`,
          result.scores.performance,
          result.scores.accessibility,
          result.scores["best-practices"],
          result.scores.seo,
          result.metrics.lcpMs,
          result.metrics.tbtMs,
          result.metrics.cls,
        ]),
      ),
      "",
      `Budgets: ${Object.entries(budgets.lighthouse.mobile)
        .map(([key, value]) => `${key} ≥ ${value}`)
        .join(
          ", ",
        )} (both presets). The mobile preset's CPU slowdown is calibrated to the host's benchmark index so that every run emulates one phone (index ${MOBILE_TARGET_BENCHMARK_INDEX}; lighthouse-audit.ts).`,
      "",
    );
  }
  if (report.paint?.length) {
    const ms = (value: number | null) => (value === null ? "—" : (value / 1000).toFixed(1));
    lines.push(
      `## On a slow network (${SLOW_NETWORK.downloadKbps} kbps, ${SLOW_NETWORK.latencyMs} ms, empty cache; seconds)`,
      "",
      table(
        ["page", "JavaScript", "first paint", "content visible", "usable", "KiB", "requests"],
        report.paint.map((timing) => [
          `\`${timing.path}\``,
          timing.javascript ? "on" : "off",
          ms(timing.firstPaintMs),
          ms(timing.contentVisibleMs),
          ms(timing.usableMs),
          (timing.bytes / 1024).toFixed(0),
          timing.requests,
        ]),
      ),
      "",
      `Budget: content visible with JavaScript ≤ without + ${budgets.slowNetwork.allowanceMs / 1000} s. Usable: without ` +
        "JavaScript when the document is parsed, with it when hydrated.",
      "",
    );
  }
  if (report.weight.length) {
    lines.push(
      "## Page weight (first visit, gzipped)",
      "",
      table(
        ["page", "JavaScript", "files", "CSS", "HTML", "total"],
        report.weight.map(({ path, weight }) => [
          `\`${path}\``,
          formatKib(weight.js.gzip),
          weight.js.files,
          formatKib(weight.css.gzip),
          formatKib(weight.html.gzip),
          formatKib(weight.js.gzip + weight.css.gzip + weight.html.gzip),
        ]),
      ),
      "",
      `Budgets: JavaScript ≤ ${budgets.firstVisitJavaScriptKiB.mobile} KiB on mobile pages, ` +
        `≤ ${budgets.firstVisitJavaScriptKiB.desktop} KiB on desktop pages; CSS ≤ ${budgets.firstVisitCssKiB.desktop} KiB; ` +
        `HTML ≤ ${budgets.htmlKiB.desktop} KiB. Chart: page-weight.svg.`,
      "",
    );
  }
  if (report.axe.length) {
    const themes = [...new Set(report.axe.map((result) => result.theme))] as ThemeName[];
    const failing = report.axe.filter((result) => result.violations.length > 0).length;
    lines.push(
      "## axe (WCAG 2.1 A/AA)",
      "",
      `${report.axe.length} audits of ${new Set(report.axe.map((result) => result.path)).size} audited URLs in ` +
        `${themes.length} themes (${themes.join(", ")}); ${failing} with violations. Every WCAG 2.1 A/AA rule in the ` +
        "default theme, for every entry as each visitor it is for, JavaScript off, and on for one page per template; " +
        "the colour rules (color-contrast, link-in-text-block) in the others, on each template page's server HTML " +
        "(docs/decisions/0007-gauges-and-budgets.md).",
      "",
    );
  }
  if (report.crawl.length) {
    const problems = report.crawl.filter((visit) => visit.problem).length;
    lines.push(
      "## JavaScript-off crawl",
      "",
      `${report.crawl.length} visits (every route, logged out and in): ${problems} problems.`,
      "",
    );
  }
  if (report.html.length) {
    const validated = report.html.filter((page) => page.file);
    const errors = validated.reduce((sum, page) => sum + (page.errors?.length ?? 0), 0);
    const byteProblems = report.html.filter((page) => page.problem).length;
    lines.push(
      "## Conforming HTML",
      "",
      `${report.html.length} JavaScript-off documents as served: ${byteProblems} with a NUL byte or invalid UTF-8. ` +
        (report.htmlValidatorFailure
          ? `The Nu HTML Checker did not run: ${report.htmlValidatorFailure}.`
          : `Nu HTML Checker on the ${validated.length} default-theme documents (every entry, logged out and in): ` +
            `${errors} errors (docs/decisions/0015-conforming-html.md).`),
      "",
    );
  }
  if (report.phases.length) {
    lines.push(
      "## Time per stage",
      "",
      table(
        ["stage", "seconds"],
        report.phases.map(({ name, ms }) => [name, (ms / 1000).toFixed(1)]),
      ),
      "",
    );
  }
  return lines.join("\n");
}

/** A horizontal stacked bar per page: JavaScript, CSS and HTML gzipped, with each tree's JavaScript budget marked. */
export function pageWeightSvg(report: AuditReport, budgets: typeof Budgets): string {
  const rowHeight = 22;
  const labelWidth = 330;
  const chartWidth = 520;
  const top = 40;
  const maxKib = Math.max(
    budgets.firstVisitJavaScriptKiB.desktop,
    ...report.weight.map(({ weight }) => kib(weight.js.gzip + weight.css.gzip + weight.html.gzip)),
  );
  const scale = chartWidth / (Math.ceil(maxKib / 50) * 50);
  const height = top + report.weight.length * rowHeight + 40;
  const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;");
  const colours = { js: "#1c7ed6", css: "#2b8a3e", html: "#c2255c" };
  const rows = report.weight.map(({ path, weight }, index) => {
    const y = top + index * rowHeight;
    const tree = treeOf(new URL(path, "http://x").pathname);
    const jsWidth = kib(weight.js.gzip) * scale;
    const cssWidth = kib(weight.css.gzip) * scale;
    const htmlWidth = kib(weight.html.gzip) * scale;
    const budgetX = labelWidth + budgets.firstVisitJavaScriptKiB[tree] * scale;
    return [
      `<text x="${labelWidth - 8}" y="${y + 15}" text-anchor="end">${escapeXml(path)}</text>`,
      `<rect x="${labelWidth}" y="${y + 3}" width="${jsWidth.toFixed(1)}" height="16" fill="${colours.js}"/>`,
      `<rect x="${(labelWidth + jsWidth).toFixed(1)}" y="${y + 3}" width="${cssWidth.toFixed(1)}" height="16" fill="${colours.css}"/>`,
      `<rect x="${(labelWidth + jsWidth + cssWidth).toFixed(1)}" y="${y + 3}" width="${htmlWidth.toFixed(1)}" height="16" fill="${colours.html}"/>`,
      `<line x1="${budgetX.toFixed(1)}" x2="${budgetX.toFixed(1)}" y1="${y + 1}" y2="${y + 21}" stroke="#212529" stroke-dasharray="3 2"/>`,
      `<text x="${(labelWidth + jsWidth + cssWidth + htmlWidth + 6).toFixed(1)}" y="${y + 15}">${kib(
        weight.js.gzip + weight.css.gzip + weight.html.gzip,
      ).toFixed(0)} KiB</text>`,
    ].join("");
  });
  const legend = [
    ["JavaScript", colours.js],
    ["CSS", colours.css],
    ["HTML", colours.html],
  ]
    .map(
      ([name, colour], index) =>
        `<rect x="${labelWidth + index * 120}" y="12" width="14" height="14" fill="${colour}"/><text x="${
          labelWidth + index * 120 + 20
        }" y="24">${name}</text>`,
    )
    .join("");
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${labelWidth + chartWidth + 90}" height="${height}" ` +
      `font-family="sans-serif" font-size="12" role="img" aria-labelledby="title">`,
    `<title id="title">First-visit page weight per route, gzipped KiB (dashed: the JavaScript budget)</title>`,
    `<rect width="100%" height="100%" fill="#fff"/>`,
    legend,
    `<text x="${labelWidth + 380}" y="24">┆ JavaScript budget</text>`,
    ...rows,
    `</svg>`,
  ].join("\n");
}
