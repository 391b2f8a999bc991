// npm run growth — how the benchmarked targets' latency changes from the demo data to a large dataset:
// fresh database → server with the demo data → bench → stop → bulk-insert users, sessions, visit logs → ANALYZE →
// restart → bench again → comparison. `npm run growth -- --help` lists the options.
import { sql } from "kysely";
import { createDatabase, parseDatabaseUrl } from "~/db/client.server";
import { buildTimestamp, CLIENT_BUILD_DIR, ensureProductionBuild, startAppServer } from "../bench/app-server";
import { requestPolicy, targetsWithErrors, writeJsonReport, type RunEnvironment } from "../bench/bench-report";
import { onCleanup } from "../bench/cleanup-registry";
import { runCommand, usageText } from "../bench/command-line";
import { describeMachine, loadAverage } from "../bench/machine-info";
import { measureTargets, type BenchResult } from "../bench/measure-targets";
import { benchTable } from "../bench/report-table";
import { createRunDatabase, type RunDatabase } from "../bench/run-database";
import { comparisonTable, compareTargets } from "./comparison-table";
import { analyze, tableStatistics, type TableStatistics } from "./database-statistics";
import { GROWTH_FLAGS, parseGrowthArgs, type GrowthOptions } from "./growth-options";
import { seeders } from "./seeders";

const log = (line: string) => console.error(`[growth] ${line}`);
const USAGE = usageText(
  "npm run growth --",
  "Benchmarks on the demo data, seeds a large dataset, benchmarks again, compares.",
  GROWTH_FLAGS,
);

function seconds(since: number): number {
  return Math.round((performance.now() - since) / 100) / 10;
}

async function benchPhase(phase: string, database: RunDatabase, options: GrowthOptions) {
  const started = performance.now();
  const builtAt = buildTimestamp();
  const server = await startAppServer(database.url);
  const startupSeconds = seconds(started);
  log(`${phase}: server up in ${startupSeconds} s at ${server.baseUrl} (build of ${builtAt})`);
  const result = await measureTargets({
    baseUrl: server.baseUrl,
    clientDir: CLIENT_BUILD_DIR,
    options,
    log: (line) => log(`${phase}: ${line}`),
  });
  await server.stop();
  log(`${phase}: done in ${seconds(started)} s`);
  console.log(`\n${phase}:\n${benchTable(result.targets)}\n`);
  return { startupSeconds, builtAt, result };
}

interface SeedStep {
  name: string;
  rows: number;
  seconds: number;
}

async function seedLargeData(database: RunDatabase, options: GrowthOptions) {
  const config = parseDatabaseUrl(database.url);
  const db = createDatabase(config);
  const closeDb = onCleanup("close the seeding connection", () => db.destroy());
  const steps: SeedStep[] = [];
  const now = Date.now();
  try {
    const sizes = options.sizes;
    const active = seeders.filter((seeder) => seeder.rows(sizes) > 0);
    if (config.dialect === "sqlite") {
      // A bigger page cache for this connection only: the random-order unique indexes (phone, view id, token) are
      // updated far faster when their pages stay in memory.
      await sql`PRAGMA cache_size = -262144`.execute(db);
    }
    for (const seeder of active) {
      const started = performance.now();
      const rows = seeder.rows(sizes);
      log(`seeding ${seeder.name}: ${rows.toLocaleString("en")} rows`);
      await seeder.seed({ db, dialect: config.dialect, sizes, now, log });
      steps.push({ name: seeder.name, rows, seconds: seconds(started) });
      log(`seeded ${seeder.name} in ${seconds(started)} s`);
    }
    const tables = [...new Set(active.map((seeder) => seeder.table))];
    const analyzeStarted = performance.now();
    await analyze(db, config.dialect, tables);
    steps.push({
      name: config.dialect === "sqlite" ? "ANALYZE" : "VACUUM ANALYZE",
      rows: 0,
      seconds: seconds(analyzeStarted),
    });
    log(`statistics refreshed in ${seconds(analyzeStarted)} s`);
    const statistics: TableStatistics[] = await tableStatistics(db, config.dialect, ["schools", ...tables]);
    return { steps, statistics };
  } finally {
    await closeDb();
  }
}

async function growth(options: GrowthOptions): Promise<number> {
  const before = loadAverage();
  const started = performance.now();
  ensureProductionBuild(log);
  const database = await createRunDatabase(options.database);
  log(`database: ${database.version}`);

  const demo = await benchPhase("demo data", database, options);

  const seedStarted = performance.now();
  const seeding = await seedLargeData(database, options);
  const seedSeconds = seconds(seedStarted);
  log(`large data ready in ${seedSeconds} s`);
  for (const table of seeding.statistics) {
    log(
      `  ${table.table.padEnd(12)} ${table.rows.toLocaleString("en").padStart(11)} rows  ${(table.bytes / 1024 ** 2).toFixed(1).padStart(8)} MiB with indexes`,
    );
  }

  const large = await benchPhase("large data", database, options);
  await database.drop();

  const comparison = compareTargets(demo.result.targets, large.result.targets);
  const environment: RunEnvironment = {
    machine: describeMachine(),
    loadAverage: { before, after: loadAverage() },
    database: { kind: database.kind, version: database.version },
    server: "node server-build/index.js, NODE_ENV=production, SEED_ON_START=true (demo data), LOG_REQUESTS=false",
    builtAt:
      demo.builtAt === large.builtAt
        ? demo.builtAt
        : `${demo.builtAt} (demo), ${large.builtAt} (large): rebuilt in between`,
  };
  const { outPath, sizes, ...measureOptions } = options;
  const report = {
    tool: "npm run growth",
    ...environment,
    options: measureOptions,
    sizes,
    requests: requestPolicy(options),
    seeding: { ...seeding, seconds: seedSeconds },
    phases: { demo, large },
    comparison,
    totalSeconds: seconds(started),
  };

  console.log(
    `${environment.database.version} · ${environment.machine.cpuCount}× ${environment.machine.cpuModel} · Node ${environment.machine.node} · ` +
      `medians of ${options.runs} runs × ${options.durationSeconds} s, ${options.connections} connections · ` +
      `large = demo + ${sizes.users.toLocaleString("en")} users, ${sizes.sessions.toLocaleString("en")} sessions, ${sizes.visits.toLocaleString("en")} visit logs\n`,
  );
  console.log(comparisonTable(comparison));
  console.log(
    `\nseeding ${seedSeconds} s (${seeding.steps.map((step) => `${step.name} ${step.seconds} s`).join(", ")}); whole run ${report.totalSeconds} s`,
  );
  console.log(`load average before ${before.join(" ")}, after ${environment.loadAverage.after?.join(" ")}`);
  if (outPath) log(`report written to ${writeJsonReport(outPath, report)}`);
  if (demo.builtAt !== large.builtAt) {
    console.error(
      "\nwarning: the app was rebuilt between the two phases; part of any difference may be code, not data",
    );
  }

  const failing = [...failingTargets("demo", demo.result), ...failingTargets("large", large.result)];
  if (failing.length > 0) {
    console.error(`\nrequests failed for: ${failing.join(", ")} — their numbers are not valid measurements`);
    return 1;
  }
  return 0;
}

function failingTargets(phase: string, result: BenchResult): string[] {
  return targetsWithErrors(result).map((id) => `${id} (${phase})`);
}

runCommand("growth", USAGE, parseGrowthArgs, growth);
