// What the growth latency scripts (centre-latency.ts, training-overview.ts) share: their data (the demo, the growth
// seeders, statistics), p50 / p95 of an in-process call after warm-ups (the best of up to three rounds), and the query
// plans of the statements a call runs (EXPLAIN QUERY PLAN on SQLite, EXPLAIN ANALYZE on PostgreSQL), with the full
// scans of large tables picked out.
import { CompiledQuery, type Kysely } from "kysely";
import type { DialectName } from "~/db/client.server";
import type { Database } from "~/db/schema";
import type { Seeder } from "./seed-context";

const RUNS = 100;
const WARMUP = 10;

export interface Latency {
  p50: number;
  p95: number;
}

async function timeIt(run: () => Promise<unknown>): Promise<Latency> {
  for (let i = 0; i < WARMUP; i += 1) await run();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { p50: samples[Math.floor(RUNS / 2)]!, p95: samples[Math.floor(RUNS * 0.95)]! };
}

/** The best of up to three rounds of RUNS calls; stops early when well inside `budget` or far over it. */
export async function bestLatency(run: () => Promise<unknown>, budget: number): Promise<Latency> {
  let result = { p50: Infinity, p95: Infinity };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const round = await timeIt(run);
    if (round.p95 < result.p95) result = round;
    if (result.p95 < budget / 2 || result.p95 > 3 * budget) break;
  }
  return result;
}

export const latencyRounds = `best of 3 × ${RUNS} calls`;

export interface QueryPlan {
  label: string;
  sql: string;
  plan: string[];
}

/** Records the statements `db` runs during a call (the services build them; EXPLAIN needs their text) and explains them. */
export function queryPlanner(db: Kysely<Database>, dialect: DialectName) {
  const executor = db.getExecutor() as unknown as {
    executeQuery: (query: CompiledQuery, id: unknown) => Promise<unknown>;
  };
  const original = executor.executeQuery.bind(executor);
  const seen = new Map<string, CompiledQuery>();
  let capturing = false;
  executor.executeQuery = (query: CompiledQuery, id: unknown) => {
    if (capturing && !seen.has(query.sql)) seen.set(query.sql, query);
    return original(query, id);
  };
  const plans: QueryPlan[] = [];
  return {
    plans,
    async explain(label: string, run: () => Promise<unknown>): Promise<void> {
      seen.clear();
      capturing = true;
      try {
        await run();
      } finally {
        capturing = false;
      }
      for (const query of seen.values()) {
        if (!/^\s*(with|select)/i.test(query.sql)) continue;
        // PostgreSQL: run it (ANALYZE) for the planning and execution times beside the plan.
        const prefix = dialect === "sqlite" ? "EXPLAIN QUERY PLAN " : "EXPLAIN (ANALYZE) ";
        const result = await db.executeQuery(CompiledQuery.raw(prefix + query.sql, [...query.parameters]));
        const plan = (result.rows as Array<Record<string, unknown>>).map((row) =>
          String(row.detail ?? row["QUERY PLAN"] ?? JSON.stringify(row)),
        );
        plans.push({ label, sql: query.sql, plan });
      }
    },
  };
}

/** Prints the plans and returns the lines that scan one of `largeTables` in full. */
export function printPlans(plans: QueryPlan[], largeTables: readonly string[], dialect: DialectName): string[] {
  const scans: string[] = [];
  for (const entry of plans) {
    console.log(
      `\n— ${entry.label}\n${entry.sql.slice(0, 240).replace(/\s+/g, " ")}${entry.sql.length > 240 ? " …" : ""}`,
    );
    for (const line of entry.plan) console.log(`    ${line}`);
    for (const line of entry.plan) {
      const table = largeTables.find((name) =>
        new RegExp(dialect === "sqlite" ? `^SCAN ${name}\\b(?! USING)` : `Seq Scan on ${name}\\b`).test(line.trim()),
      );
      if (table) scans.push(`${entry.label}: ${line.trim()}`);
    }
  }
  console.log(
    scans.length === 0 ? "\nNo full scan of a large table." : `\nFull scans of large tables:\n${scans.join("\n")}`,
  );
  return scans;
}

/** `--name value` on the command line. */
export function argValue(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

/**
 * The data of a growth latency script, in the database DATABASE_URL names (set it first): the schema, the demo data,
 * then `seeders` for `users` seeded students, and fresh statistics of what they filled (and of `alsoAnalyze`).
 */
export async function seedGrowthData(
  seeders: readonly Seeder[],
  users: number,
  log: (line: string) => void,
  alsoAnalyze: readonly (keyof Database)[] = [],
): Promise<void> {
  const { db, dialect } = await import("~/db/client.server");
  const { migrateToLatest } = await import("~/db/migrate.server");
  const { seedDemoData } = await import("~/seed/demo-seed.server");
  const { analyze, tableStatistics } = await import("./database-statistics");
  await migrateToLatest(db);
  await seedDemoData(db);
  const sizes = { users, visits: 0, sessions: 0 };
  const seedStarted = performance.now();
  for (const seeder of seeders) {
    const started = performance.now();
    await seeder.seed({ db, dialect, sizes, now: Date.now(), log });
    log(`seeded ${seeder.name} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  const tables = [...new Set([...seeders.map((seeder) => seeder.table), ...alsoAnalyze])];
  await analyze(db, dialect, tables);
  log(`seeding and statistics: ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);
  for (const table of await tableStatistics(db, dialect, tables))
    log(`  ${table.table.padEnd(18)} ${table.rows.toLocaleString("en").padStart(11)} rows`);
}
