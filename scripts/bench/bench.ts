// npm run bench — throughput and latency of the production build on a fresh database with the demo data, for the
// targets in ./targets.ts, each next to a static control file of the same size served by the same server.
// `npm run bench -- --help` lists the options.
import { benchTable } from "./report-table";
import { BENCH_FLAGS, parseBenchArgs, type BenchOptions } from "./bench-options";
import { requestPolicy, targetsWithErrors, writeJsonReport, type RunEnvironment } from "./bench-report";
import { buildTimestamp, CLIENT_BUILD_DIR, ensureProductionBuild, startAppServer } from "./app-server";
import { runCommand, usageText } from "./command-line";
import { isCheckoutMode, runCheckoutBench } from "./checkout-bench";
import { runExamBench } from "./exam-bench";
import { isExamMode } from "./exam-options";
import { describeMachine, loadAverage } from "./machine-info";
import { measureTargets } from "./measure-targets";
import { createRunDatabase } from "./run-database";
import { targets } from "./targets";

const log = (line: string) => console.error(`[bench] ${line}`);
const USAGE = usageText(
  "npm run bench --",
  "Measures the production build's pages and API against a static control.\n" +
    "`npm run bench -- --exam …` is the timed mock exam under load instead (`npm run bench -- --exam --help`), and\n" +
    "`npm run bench -- --checkout …` concurrent checkouts against the fake WeChat Pay (`npm run bench -- --checkout --help`).",
  BENCH_FLAGS,
);

async function bench(options: BenchOptions): Promise<number> {
  const before = loadAverage();
  ensureProductionBuild(log);
  const database = await createRunDatabase(options.database);
  log(`database: ${database.version}`);
  const builtAt = buildTimestamp();
  const server = await startAppServer(database.url);
  log(`server: ${server.baseUrl} (NODE_ENV=production, demo data, build of ${builtAt})`);
  const estimate = Math.ceil((targets.length * (options.runs * options.durationSeconds + options.warmupSeconds)) / 60);
  log(
    `measuring: ${options.runs} runs × ${options.durationSeconds} s per target, ${options.connections} connections (about ${estimate} min)`,
  );

  const result = await measureTargets({ baseUrl: server.baseUrl, clientDir: CLIENT_BUILD_DIR, options, log });
  await server.stop();
  await database.drop();

  const environment: RunEnvironment = {
    machine: describeMachine(),
    loadAverage: { before, after: loadAverage() },
    database: { kind: database.kind, version: database.version },
    server: "node server-build/index.js, NODE_ENV=production, SEED_ON_START=true (demo data), LOG_REQUESTS=false",
    builtAt,
  };
  const { outPath, ...measureOptions } = options;
  const report = {
    tool: "npm run bench",
    ...environment,
    options: measureOptions,
    requests: requestPolicy(options),
    ...result,
  };

  console.log(
    `\n${environment.database.version} · ${environment.machine.cpuCount}× ${environment.machine.cpuModel} · Node ${environment.machine.node} · ` +
      `medians of ${options.runs} runs × ${options.durationSeconds} s, ${options.connections} connections, accept-encoding ${options.gzip ? "gzip" : "identity"}`,
  );
  console.log(
    `control: static ${result.control.bytes}-byte copy of ${result.control.sourceTarget}'s HTML; ratios per run, then median\n`,
  );
  console.log(benchTable(result.targets));
  console.log(`\nload average before ${before.join(" ")}, after ${environment.loadAverage.after?.join(" ")}`);
  if (outPath) log(`report written to ${writeJsonReport(outPath, report)}`);

  const failing = targetsWithErrors(result);
  if (failing.length > 0) {
    console.error(`\nrequests failed for: ${failing.join(", ")} — their numbers are not valid measurements`);
    return 1;
  }
  return 0;
}

if (isExamMode(process.argv.slice(2))) runExamBench();
else if (isCheckoutMode(process.argv.slice(2))) runCheckoutBench();
else runCommand("bench", USAGE, parseBenchArgs, bench);
