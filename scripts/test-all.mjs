// `npm test`: the whole suite. Needs Chromium (CHROME_PATH or /usr/bin/chromium) for the e2e tests; builds the app
// once (the server and e2e tests run the built production server) beside the first group, then runs the Vitest
// projects in groups, one after the other except where a group's measured CPU use leaves room for another beside it:
//   1. unit, integration-sqlite, integration-postgres   (in parallel, with the build beside them; PostgreSQL skipped
//                                                         with a warning when it is unreachable, unless CI is set)
//      timed-sqlite, then timed-postgres                 (the files that assert time budgets, alone)
//   2. server-load                                       (the built server under load, restarts, shutdowns: alone)
//   3. server, and beside it e2e                         (the built server over HTTP, SQLite and PostgreSQL; Chromium
//                                                         against the built server, two files at once)
// and then the gauges: `npm run audit` (scripts/audit), whose broken budgets (tests/budgets/budgets.ts) count as failures
// and whose reports land in reports/audit/. The audit's HTML checker (vnu-jar) needs Java (`java`, or JAVA).
// Each group reports normally and also as JSON; the last line is the total: `N passed, N failed[, N skipped]`.
// Exits non-zero if anything failed.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const isCI = Boolean(process.env.CI);
const started = Date.now();

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const banner = (text) => console.log(`\n\x1b[1m=== ${text}\x1b[0m`);

// 1. A browser, or say how to get one.
const chromePath = process.env.CHROME_PATH || "/usr/bin/chromium";
if (!fs.existsSync(chromePath)) {
  console.error(
    [
      `No Chromium found at ${chromePath}. The end-to-end tests drive Debian's chromium through playwright-core.`,
      "Install it (and a Chinese font so pages render) with:",
      "",
      "    sudo apt-get install -y chromium fonts-wqy-microhei",
      "",
      "or point CHROME_PATH at a Chromium or Chrome binary.",
    ].join("\n"),
  );
  process.exit(1);
}
process.env.CHROME_PATH = chromePath;

function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: "inherit", env: process.env, ...options });
    child.on("error", (error) => {
      console.error(`${command}: ${error.message}`);
      resolve(1);
    });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

/** Like run(), and also keeps what the child printed (it is still shown as it comes). */
function runCapturing(command, args) {
  return new Promise((resolve) => {
    let output = "";
    const child = spawn(command, args, { cwd: root, stdio: ["ignore", "pipe", "inherit"], env: process.env });
    child.stdout.on("data", (chunk) => {
      output += chunk;
      process.stdout.write(chunk);
    });
    child.on("error", (error) => resolve({ code: 1, output: `${output}\n${error.message}` }));
    child.on("exit", (code, signal) => resolve({ code: code ?? (signal ? 128 : 1), output }));
  });
}

async function postgresReachable() {
  const { default: pg } = await import("pg");
  const client = new pg.Client({
    connectionString: process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test",
    connectionTimeoutMillis: 3_000,
  });
  try {
    await client.connect();
    await client.query("select 1");
    return true;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    await client.end().catch(() => undefined);
  }
}

const totals = { passed: 0, failed: 0, skipped: 0 };
const timings = [];
// Every test file's wall time by group, for the table at the end (growth shows there before it reaches the total).
const fileTimings = [];
// Named again at the very end: CI shows only the tail of a long run, and a count alone says nothing of what broke.
const failures = [];
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), "yantu-test-report-"));

// 2. The build the server and e2e projects run, beside the unit and integration tests (it needs no database and they
// no build; together they keep both cores busy). Its output is held and printed once it ends, so the two do not
// interleave; every later group waits for it.
function runHeld(command, args) {
  return new Promise((resolve) => {
    let output = "";
    const child = spawn(command, args, { cwd: root, stdio: ["ignore", "pipe", "pipe"], env: process.env });
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", (error) => resolve({ code: 1, output: `${output}\n${error.message}` }));
    child.on("exit", (code, signal) => resolve({ code: code ?? (signal ? 128 : 1), output }));
  });
}
const buildStarted = Date.now();
let buildCode = 1;
const buildDone = runHeld("npm", ["run", "build"]).then(({ code, output }) => {
  banner(`npm run build (ran beside the tests; ${seconds(Date.now() - buildStarted)})`);
  process.stdout.write(output);
  timings.push(["build (beside unit + integration)", Date.now() - buildStarted]);
  buildCode = code;
  if (code !== 0) {
    console.error("\nThe build failed: the server and e2e tests are not run.");
    totals.failed += 1;
    failures.push("[build] npm run build failed");
  }
  return code;
});

// 3. PostgreSQL for the integration-postgres project (the server project checks for itself, the same way).
const reachable = await postgresReachable();
const runPostgres = reachable === true || isCI;
if (reachable !== true) {
  const where = (process.env.TEST_DATABASE_URL || "postgres://127.0.0.1:5432/test").replace(/\/\/[^@/]*@/, "//");
  if (isCI) {
    console.error(`\nPostgreSQL at ${where} is not reachable (${reachable}); CI requires it, so its tests will fail.`);
  } else {
    console.warn(
      `\n\x1b[33mWARNING: PostgreSQL at ${where} is not reachable (${reachable}).\n` +
        "The PostgreSQL tests are SKIPPED. Start it (or set TEST_DATABASE_URL) to run them; CI requires them.\x1b[0m",
    );
  }
}

const groups = [
  {
    name: "unit + integration",
    projects: ["unit", "integration-sqlite", ...(runPostgres ? ["integration-postgres"] : [])],
  },
  // Alone on the machine, one database at a time: these files assert time budgets (timedFiles in vitest.config.ts),
  // and PostgreSQL's p95 beside the SQLite run (two cores, three busy processes) went over them on a slow machine.
  { name: "timed", projects: ["timed-sqlite"] },
  ...(runPostgres ? [{ name: "timed (postgres)", projects: ["timed-postgres"] }] : []),
  // The server files that assert how it holds under load, alone; then the others beside e2e (~50 s saved: e2e keeps
  // 0.86 of two cores busy). The console-papers upload that timed out in a run that way timed out again with the
  // server files alone, so it was not their doing (the test now says which step failed).
  { name: "server (load)", projects: ["server-load"], needsBuild: true },
  { name: "server", projects: ["server"], needsBuild: true, besideNext: true },
  { name: "e2e", projects: ["e2e"], needsBuild: true },
];

function countReport(file, exitCode, groupName) {
  if (!fs.existsSync(file)) {
    console.error(`[${groupName}] Vitest wrote no report (exit code ${exitCode}): counted as one failure.`);
    failures.push(`[${groupName}] Vitest wrote no report (exit code ${exitCode})`);
    return { passed: 0, failed: 1, skipped: 0 };
  }
  const report = JSON.parse(fs.readFileSync(file, "utf8"));
  const counts = {
    passed: report.numPassedTests ?? 0,
    failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
  // A file that failed outside any test (import error, failing beforeAll) has no failed test to count.
  for (const result of report.testResults ?? []) {
    if (result.startTime && result.endTime)
      fileTimings.push([groupName, path.relative(root, result.name), result.endTime - result.startTime]);
    const failedTests = (result.assertionResults ?? []).filter((test) => test.status === "failed");
    const file = path.relative(root, result.name);

    for (const test of failedTests) {
      const firstLine = String(test.failureMessages?.[0] ?? "")
        .split("\n")[0]
        .slice(0, 300);
      failures.push(`[${groupName}] ${file} › ${test.fullName ?? test.title}: ${firstLine}`);
    }
    if (result.status === "failed" && failedTests.length === 0) {
      console.error(`[${groupName}] ${file} failed outside its tests: counted as one failure.`);
      failures.push(
        `[${groupName}] ${file}: failed outside its tests ${String(result.message ?? "")
          .split("\n")[0]
          .slice(0, 300)}`,
      );
      counts.failed += 1;
    }
  }
  if (exitCode !== 0 && counts.failed === 0) {
    console.error(
      `[${groupName}] Vitest exited with code ${exitCode} (e.g. an unhandled error): counted as one failure.`,
    );
    failures.push(`[${groupName}] Vitest exited with code ${exitCode} with no failed test (an unhandled error?)`);
    counts.failed = 1;
  }
  return counts;
}

const vitest = path.join(root, "node_modules/vitest/vitest.mjs");
/**
 * A group that runs beside the next one: its output is held and printed once both have ended, so the two do not
 * interleave; `release` lets it print.
 */
let beside;
let release = () => {};
async function runGroup(group, held) {
  const reportFile = path.join(reportDir, `${group.name.replace(/\W+/g, "-")}.json`);
  const groupStarted = Date.now();
  const args = [
    vitest,
    "run",
    ...group.projects.flatMap((project) => ["--project", project]),
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${reportFile}`,
  ];
  let code;
  let ms;
  if (held) {
    const mayPrint = new Promise((resolve) => {
      release = resolve;
    });
    const result = await runHeld(process.execPath, args);
    ms = Date.now() - groupStarted;
    await mayPrint;
    banner(`vitest: ${group.projects.join(", ")} (ran beside the group before; ${seconds(ms)})`);
    process.stdout.write(result.output);
    code = result.code;
  } else {
    banner(`vitest: ${group.projects.join(", ")}`);
    code = await run(process.execPath, args);
    ms = Date.now() - groupStarted;
  }
  timings.push([held ? `${group.name} (beside the next group)` : group.name, ms]);
  const counts = countReport(reportFile, code, group.name);
  // A failed browser test's other half is on the server: the shared e2e server's output (e2e-global-setup.ts).
  const serverLog = path.join(root, "reports/e2e-server.log");
  if (group.projects.includes("e2e") && counts.failed > 0 && fs.existsSync(serverLog)) {
    const lines = fs.readFileSync(serverLog, "utf8").trimEnd().split("\n");
    banner(`the e2e server's output, its last ${Math.min(lines.length, 80)} of ${lines.length} lines`);
    console.log(lines.slice(-80).join("\n"));
  }
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
}
for (const [index, group] of groups.entries()) {
  // The first group runs beside the build; the others (the timed files alone on the machine, then the built server)
  // wait for it.
  if (index > 0) await buildDone;
  if (group.needsBuild && buildCode !== 0) continue;
  if (group.besideNext) {
    banner(`vitest: ${group.projects.join(", ")} (beside the next group; its output follows the next group's)`);
    beside = runGroup(group, true);
    continue;
  }
  await runGroup(group, false);
  release();
  await beside;
  beside = undefined;
}
release();
await beside;
fs.rmSync(reportDir, { recursive: true, force: true });

// 4. The gauges: every budget is a check; a broken one fails the run.
await buildDone;
if (buildCode === 0) {
  banner("npm run audit (budgets)");
  const auditStarted = Date.now();
  const { code, output } = await runCapturing(process.execPath, [
    path.join(root, "node_modules/tsx/dist/cli.mjs"),
    "scripts/audit/audit.ts",
    "--out",
    "reports/audit",
  ]);
  timings.push(["audit", Date.now() - auditStarted]);
  // The audit's own stages ("[audit] <stage>: 12.3 s"), indented under it in the table.
  for (const [, stage, secs] of output.matchAll(/^\[audit\] ([^:\n]+): ([\d.]+) s$/gm))
    timings.push([`  audit: ${stage}`, Number(secs) * 1000]);
  const result = /^AUDIT RESULT (\{.*\})$/m.exec(output);
  if (result) {
    const counts = JSON.parse(result[1]);
    totals.passed += counts.passed;
    totals.failed += counts.failed;
    for (const [, failure] of output.matchAll(/^AUDIT FAILURE (.*)$/gm))
      failures.push(`[audit] ${failure.slice(0, 300)}`);
  } else {
    console.error(`[audit] printed no result (exit code ${code}): counted as one failure.`);
    totals.failed += 1;
  }
}

banner("time by file (wall time; files of a group run two at a time; an integration file once per database)");
const shownPerGroup = { unit: 10, "unit + integration": 15 };
for (const group of [...new Set(fileTimings.map(([group]) => group))]) {
  const files = fileTimings.filter(([name]) => name === group).sort((a, b) => b[2] - a[2]);
  const shown = files.slice(0, shownPerGroup[group] ?? 40);
  const sum = files.reduce((total, [, , ms]) => total + ms, 0);
  console.log(
    `  ${group}: ${files.length} files, ${seconds(sum)} summed${shown.length < files.length ? `; the ${shown.length} slowest:` : ""}`,
  );
  for (const [, file, ms] of shown) console.log(`    ${seconds(ms).padStart(9)}  ${file}`);
}

// The measured table the file sequencer orders files by (tests/support/file-sequencer.ts), keyed by project: copy it
// over tests/file-times.json when files have grown or been added. An integration file runs once per database in one
// group and the report does not say which run is which: both get the longer time.
const projectsOf = (group, file) => {
  if (group === "unit + integration")
    return file.startsWith("tests/integration/") ? ["integration-sqlite", "integration-postgres"] : ["unit"];
  return groups.find((entry) => entry.name === group)?.projects ?? [];
};
const measured = {};
for (const [group, file, ms] of fileTimings)
  for (const project of projectsOf(group, file))
    measured[`${project}:${file}`] = Math.max(measured[`${project}:${file}`] ?? 0, Math.round(ms / 100) / 10);
fs.mkdirSync(path.join(root, "reports"), { recursive: true });
fs.writeFileSync(
  path.join(root, "reports/file-times.json"),
  `${JSON.stringify(Object.fromEntries(Object.entries(measured).sort(([a], [b]) => (a < b ? -1 : 1))), null, 2)}\n`,
);

banner("summary");
for (const [name, ms] of timings) console.log(`  ${name.padEnd(44)} ${seconds(ms).padStart(9)}`);
console.log(`  ${"total (npm test)".padEnd(44)} ${seconds(Date.now() - started).padStart(9)}`);
if (failures.length > 0) {
  console.log("\n  failed:");
  for (const line of failures.slice(0, 40)) console.log(`  - ${line}`);
  if (failures.length > 40) console.log(`  … and ${failures.length - 40} more`);
}
if (!runPostgres) console.warn("  \x1b[33m(PostgreSQL tests skipped: PostgreSQL not reachable)\x1b[0m");
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ""}`);
process.exit(totals.failed > 0 ? 1 : 0);
