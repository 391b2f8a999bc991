// npm run bench -- --checkout: issue 15's load — N students (default 100) check out at once against the built app and
// the fake WeChat Pay, every notification arriving shuffled and duplicated while half of them press 我已完成支付:
// every order paid exactly once with one enrolment, no notification lost, nothing refunded (checkout-load.ts).
import { buildTimestamp, ensureProductionBuild } from "./app-server";
import { readDatabaseKind, type DatabaseKind } from "./bench-options";
import { writeJsonReport } from "./bench-report";
import { runCheckoutLoad, type CheckoutLoadReport } from "./checkout-load";
import { numberFlag, parseFlags, runCommand, stringFlag, usageText, type FlagDefinition } from "./command-line";
import { describeMachine, loadAverage } from "./machine-info";
import { createRunDatabase } from "./run-database";

const log = (line: string) => console.error(`[bench] ${line}`);

interface CheckoutOptions {
  database: DatabaseKind;
  buyers: number;
  duplicates: number;
  outPath: string | undefined;
}

const CHECKOUT_FLAGS: FlagDefinition[] = [
  { name: "checkout", type: "boolean", help: "concurrent checkouts against the fake WeChat Pay (this mode)" },
  { name: "buyers", type: "integer", min: 1, placeholder: "<n>", help: "students checking out at once (default 100)" },
  {
    name: "duplicates",
    type: "integer",
    min: 1,
    placeholder: "<n>",
    help: "copies of each payment notification (default 3)",
  },
  {
    name: "pg",
    type: "boolean",
    help: "use a fresh schema in TEST_DATABASE_URL (PostgreSQL) instead of a temp SQLite file",
  },
  { name: "out", type: "string", placeholder: "<path.json>", help: "also write the JSON report there" },
];

const USAGE = usageText(
  "npm run bench -- --checkout",
  "Students checking out at once; notifications shuffled and duplicated.",
  CHECKOUT_FLAGS,
);

export function isCheckoutMode(argv: readonly string[]): boolean {
  return argv.includes("--checkout");
}

function parseCheckoutArgs(argv: readonly string[]): CheckoutOptions {
  const values = parseFlags(argv, CHECKOUT_FLAGS);
  return {
    database: readDatabaseKind(values),
    buyers: numberFlag(values, "buyers", 100),
    duplicates: numberFlag(values, "duplicates", 3),
    outPath: stringFlag(values, "out"),
  };
}

function checkoutReport(report: CheckoutLoadReport): string {
  return [
    `${report.buyers} buyers at once, each notification sent ${report.duplicates}×, shuffled, half the buyers asking (我已完成支付) meanwhile`,
    `checkout (cart, confirm form twice at once, Native prepay): p50 ${report.checkoutMs.p50} ms, p95 ${report.checkoutMs.p95} ms, max ${report.checkoutMs.max} ms`,
    `every notification answered within ${report.settleMs} ms of the first`,
    `orders paid ${report.ordersPaid}, not paid ${report.ordersNotPaid}, paid twice ${report.paidTwice}; enrolments ${report.enrolments}; ` +
      `double submits merged ${report.doubleSubmitsMerged}; notifications sent ${report.notificationsSent}, applied ${report.notificationsApplied}, ` +
      `never acknowledged ${report.notificationsUndelivered}; refunds ${report.refunds}`,
  ].join("\n");
}

async function checkoutBench(options: CheckoutOptions): Promise<number> {
  const before = loadAverage();
  ensureProductionBuild(log);
  const database = await createRunDatabase(options.database);
  log(`database: ${database.version}; build of ${buildTimestamp()}`);
  let report: CheckoutLoadReport;
  try {
    report = await runCheckoutLoad({
      databaseUrl: database.url,
      buyers: options.buyers,
      duplicates: options.duplicates,
      log,
    });
  } finally {
    await database.drop();
  }
  const after = loadAverage();
  console.log(
    `\n${database.version} · ${describeMachine().cpuCount}× ${describeMachine().cpuModel} · Node ${process.version}\n`,
  );
  console.log(checkoutReport(report));
  console.log(`\nload average before ${before.join(" ")}, after ${after.join(" ")}`);
  if (options.outPath) {
    const { outPath, ...settings } = options;
    log(
      `report written to ${writeJsonReport(outPath, { tool: "npm run bench -- --checkout", machine: describeMachine(), loadAverage: { before, after }, database: { kind: database.kind, version: database.version }, options: settings, ...report })}`,
    );
  }
  if (report.failures.length > 0) {
    console.error(`\nFAILED: ${report.failures.slice(0, 10).join("; ")}`);
    return 1;
  }
  console.log("\nOK: every order paid once with one enrolment, no notification lost, nothing refunded");
  return 0;
}

export function runCheckoutBench(): void {
  runCommand("bench", USAGE, parseCheckoutArgs, checkoutBench);
}
