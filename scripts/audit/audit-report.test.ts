import { describe, expect, it } from "vitest";
import { budgets } from "../../tests/budgets/budgets";
import { checkBudgets, markdownSummary, pageWeightSvg, type AuditReport } from "./audit-report";
import { calibratedCpuSlowdown, fastestRun, type LighthouseRun } from "./lighthouse-audit";

const KIB = 1024;

function emptyReport(): AuditReport {
  return {
    generatedAt: "2026-11-21T00:00:00.000Z",
    commit: "abc1234",
    machine: { cpus: 2, cpuModel: "test CPU", node: "v20" },
    durationMs: 1000,
    skipped: [],
    coverage: { unaudited: [], mismatched: [] },
    weight: [],
    crawl: [],
    axe: [],
    html: [],
    lighthouse: [],
    phases: [],
  };
}

const run = (performance: number, lcpMs = 1000, extra: Partial<LighthouseRun["scores"]> = {}): LighthouseRun => ({
  scores: { performance, accessibility: 100, "best-practices": 100, seo: 100, ...extra },
  benchmarkIndex: 3800,
  cpuSlowdown: 4,
  metrics: { lcpMs, tbtMs: 0, cls: 0, fcpMs: 800 },
  findings: [],
});

describe("checkBudgets", () => {
  it("passes a clean report and counts its checks", () => {
    const report = emptyReport();
    report.weight.push({
      path: "/mobile/",
      weight: {
        js: { files: 3, bytes: 1, gzip: 100 * KIB },
        css: { files: 1, bytes: 1, gzip: 30 * KIB },
        html: { bytes: 1, gzip: 5 * KIB },
      },
    });
    report.lighthouse.push({ path: "/", preset: "mobile", loggedIn: false, runs: 1, result: run(95) });
    expect(checkBudgets(report, budgets)).toEqual({ passed: 1 + 3 + 4, failures: [] });
  });

  it("holds mobile pages to the mobile JavaScript budget and desktop pages to the desktop one", () => {
    const report = emptyReport();
    const weight = (jsKib: number) => ({
      js: { files: 1, bytes: 1, gzip: jsKib * KIB },
      css: { files: 1, bytes: 1, gzip: KIB },
      html: { bytes: 1, gzip: KIB },
    });
    report.weight.push({ path: "/mobile/course", weight: weight(budgets.firstVisitJavaScriptKiB.mobile + 1) });
    report.weight.push({ path: "/course", weight: weight(budgets.firstVisitJavaScriptKiB.mobile + 1) });
    const { failures } = checkBudgets(report, budgets);
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatch(/^\/mobile\/course: first-visit JavaScript/);
  });

  it("fails on an unaudited route, a mismatched entry, a crawl problem, an axe violation and a low score", () => {
    const report = emptyReport();
    report.coverage.unaudited.push("routes/_desktop.course");
    report.coverage.mismatched.push({ path: "/x", routeId: "routes/x", rendered: "root" });
    report.crawl.push({ path: "/a", loggedIn: false, status: 500, problem: "status 500, expected 200" });
    report.crawl.push({ path: "/b", loggedIn: true, status: 200 });
    report.axe.push({ path: "/a", theme: "red", loggedIn: false, javascript: false, violations: ["color-contrast"] });
    report.lighthouse.push({
      path: "/",
      preset: "desktop",
      loggedIn: false,
      runs: 3,
      result: run(80, 1000, { seo: 90 }),
    });
    const { passed, failures } = checkBudgets(report, budgets);
    expect(failures).toEqual([
      "route routes/_desktop.course is not audited: add it to tests/budgets/routes.ts",
      "/x renders root, not routes/x as tests/budgets/routes.ts says",
      "JavaScript off, logged out, /a: status 500, expected 200",
      "axe, /a (red, logged out, JavaScript off):\n  color-contrast",
      "Lighthouse desktop performance 80 < 90 on /",
      "Lighthouse desktop seo 90 < 95 on /",
    ]);
    expect(passed).toBe(1 + 2);
  });
});

describe("checkBudgets on conforming HTML", () => {
  const page = { path: "/p", loggedIn: true, offCampus: false, theme: "default" as const, bytes: 100 };

  it("fails on bad bytes and on each checker error, naming the route and line; passes a clean document once", () => {
    const report = emptyReport();
    report.html.push({ ...page, file: "0000.html", errors: [] });
    report.html.push({ ...page, path: "/q", problem: "NUL byte at byte 2048", file: "0001.html", errors: [] });
    report.html.push({
      ...page,
      path: "/r",
      loggedIn: false,
      offCampus: true,
      file: "0002.html",
      errors: [
        {
          line: 1,
          column: 20,
          message: "Element “div” not allowed as child of element “summary” in this context.",
          extract: "<summary><div>",
        },
        { line: 3, message: "Stray start tag “script”." },
      ],
    });
    // Another theme's document: its bytes are checked, it is not validated.
    report.html.push({ ...page, theme: "red" });
    const { passed, failures } = checkBudgets(report, budgets);
    expect(failures).toEqual([
      "/q (logged in, default theme) as served: NUL byte at byte 2048",
      "HTML of /r (logged out, off campus) line 1:20: Element “div” not allowed as child of element “summary” in this context.\n  <summary><div>",
      "HTML of /r (logged out, off campus) line 3: Stray start tag “script”.",
    ]);
    // Coverage; the bytes of /p, /r and the red /p; the checker on /p and /q.
    expect(passed).toBe(1 + 3 + 2);
  });

  it("fails when the checker did not run", () => {
    const report = emptyReport();
    report.htmlValidatorFailure = "no Java runtime";
    expect(checkBudgets(report, budgets).failures).toEqual(["Nu HTML Checker: no Java runtime"]);
  });
});

describe("fastestRun", () => {
  it("takes the run with the best performance score, then the lower LCP", () => {
    expect(fastestRun([run(80, 3000), run(95, 1000), run(91, 2000)]).scores.performance).toBe(95);
    expect(fastestRun([run(91, 2500), run(91, 2000), run(88, 1000)]).metrics.lcpMs).toBe(2000);
    expect(fastestRun([run(70, 4000)]).scores.performance).toBe(70);
  });
});

describe("the human summary", () => {
  it("says whether the budgets are met and draws one bar per page", () => {
    const report = emptyReport();
    report.weight.push({
      path: "/<x>",
      weight: {
        js: { files: 3, bytes: 1, gzip: 100 * KIB },
        css: { files: 1, bytes: 1, gzip: 30 * KIB },
        html: { bytes: 1, gzip: 5 * KIB },
      },
    });
    const verdict = checkBudgets(report, budgets);
    expect(markdownSummary(report, verdict, budgets)).toContain("**Budgets: all met**");
    const svg = pageWeightSvg(report, budgets);
    expect(svg).toContain("/&lt;x>");
    expect(svg.match(/<rect [^>]*height="16"/g)).toHaveLength(3);
    expect(svg).toContain("135 KiB");
  });
});

describe("calibratedCpuSlowdown", () => {
  it("emulates one phone whatever the host: 4× on an unshared host, less on a busy one, never above 4 or below 1", () => {
    expect(calibratedCpuSlowdown(3800)).toBe(4);
    expect(calibratedCpuSlowdown(6000)).toBe(4);
    expect(calibratedCpuSlowdown(1900)).toBe(2);
    expect(calibratedCpuSlowdown(1425)).toBe(1.5);
    expect(calibratedCpuSlowdown(600)).toBe(1);
  });

  it("keeps the preset's 4× before the host has been measured", () => {
    expect(calibratedCpuSlowdown(undefined)).toBe(4);
    expect(calibratedCpuSlowdown(Number.NaN)).toBe(4);
  });
});
