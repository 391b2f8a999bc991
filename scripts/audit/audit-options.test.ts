import { describe, expect, it } from "vitest";
import { AUDIT_STAGES, parseAuditOptions } from "./audit-options";

describe("parseAuditOptions", () => {
  it("runs every stage, enforces budgets and writes to reports/audit by default", () => {
    expect(parseAuditOptions([])).toEqual({
      stages: [...AUDIT_STAGES],
      outDir: "reports/audit",
      lighthouseRuns: 1,
      lighthouseRetries: 2,
      enforce: true,
      concurrency: 3,
      filter: null,
    });
  });

  it("reads every option", () => {
    const options = parseAuditOptions([
      "--only",
      "axe,crawl",
      "--out",
      "/tmp/x",
      "--lighthouse-runs",
      "3",
      "--lighthouse-retries",
      "0",
      "--concurrency",
      "4",
      "--report-only",
      "--filter",
      "/word",
    ]);
    expect(options).toEqual({
      stages: ["axe", "crawl"],
      outDir: "/tmp/x",
      lighthouseRuns: 3,
      lighthouseRetries: 0,
      enforce: false,
      concurrency: 4,
      filter: "/word",
    });
  });

  it.each([
    [["--only", "speed"], /unknown stage speed/],
    [["--lighthouse-runs", "0"], /whole number/],
    [["--concurrency", "1.5"], /whole number/],
    [["--out"], /needs a value/],
    [["--fast"], /unknown option --fast/],
  ])("refuses %j", (argv, message) => {
    expect(() => parseAuditOptions(argv)).toThrow(message);
  });
});
