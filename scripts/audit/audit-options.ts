// Command-line options of `npm run audit`. The stages: page weight; the JavaScript-off crawl (with every document's
// bytes checked for NUL and UTF-8 and validated by the Nu HTML Checker); axe; Lighthouse; paint (the main pages on a
// slow network, JavaScript off and on). The crawl and axe share
// their page loads when both run.
export const AUDIT_STAGES = ["weight", "crawl", "axe", "lighthouse", "paint"] as const;
type AuditStage = (typeof AUDIT_STAGES)[number];

export interface AuditOptions {
  stages: AuditStage[];
  /** Directory for audit.json, audit.md and page-weight.svg. */
  outDir: string;
  /** Lighthouse runs per page and preset; a result under budget is re-run up to `lighthouseRetries` more times. */
  lighthouseRuns: number;
  lighthouseRetries: number;
  /** Exit non-zero when a budget is broken (the default; --report-only turns it off). */
  enforce: boolean;
  /** Pages audited at once in the browser passes. */
  concurrency: number;
  /** Only routes (and Lighthouse pages) whose path contains this text; for iterating on a few pages. */
  filter: string | null;
}

export const AUDIT_USAGE = `usage: npm run audit -- [--only weight,crawl,axe,lighthouse,paint] [--out reports/audit]
                      [--lighthouse-runs 1] [--lighthouse-retries 2] [--concurrency 3] [--report-only]
                      [--filter /word]`;

export function parseAuditOptions(argv: string[]): AuditOptions {
  const options: AuditOptions = {
    stages: [...AUDIT_STAGES],
    outDir: "reports/audit",
    lighthouseRuns: 1,
    lighthouseRetries: 2,
    enforce: true,
    // Three pages at once on two cores: a hydrated visit spends much of its time waiting (loading screen, network idle).
    concurrency: 3,
    filter: null,
  };
  const positiveInteger = (flag: string, value: string | undefined, allowZero = false) => {
    const number = Number(value);
    if (!Number.isInteger(number) || number < (allowZero ? 0 : 1)) throw new Error(`${flag} needs a whole number`);
    return number;
  };
  for (let index = 0; index < argv.length; index++) {
    const flag = argv[index]!;
    const value = () => {
      const next = argv[++index];
      if (next === undefined) throw new Error(`${flag} needs a value`);
      return next;
    };
    switch (flag) {
      case "--only": {
        const stages = value()
          .split(",")
          .map((stage) => stage.trim());
        const unknown = stages.filter((stage) => !(AUDIT_STAGES as readonly string[]).includes(stage));
        if (unknown.length) throw new Error(`unknown stage ${unknown.join(", ")}; stages: ${AUDIT_STAGES.join(", ")}`);
        options.stages = stages as AuditStage[];
        break;
      }
      case "--out":
        options.outDir = value();
        break;
      case "--lighthouse-runs":
        options.lighthouseRuns = positiveInteger(flag, value());
        break;
      case "--lighthouse-retries":
        options.lighthouseRetries = positiveInteger(flag, value(), true);
        break;
      case "--concurrency":
        options.concurrency = positiveInteger(flag, value());
        break;
      case "--filter":
        options.filter = value();
        break;
      case "--report-only":
        options.enforce = false;
        break;
      default:
        throw new Error(`unknown option ${flag}`);
    }
  }
  return options;
}
