// npx tsx scripts/growth/usage-reports.ts [--pg] [--users n] [--plans] — issue 28's growth rule for the usage reports:
// with a year of use by one school's students (default 30,000; scripts/growth/usage-seeder.ts, on top of the growth
// courses), a year's PR, IR_M1, IR and DR through the COUNTER_SUSHI service the API answers with
// (app/modules/usage/sushi.server.ts, a real credential) must answer with p95 < 1 s, and the nightly aggregation of
// one full-size day (rebuildUsageDay over its raw rows) within a minute. `--plans` prints the query plans of the
// reports' statements. Exits 1 over a budget. Seeding takes ~10 minutes: `--keep FILE` leaves the seeded database in
// place and writes where it is to FILE, and `--reuse FILE` times that database again without seeding (drop the
// schema by hand when done).
import fs from "node:fs";
import { runScript } from "../bench/cleanup-registry";
import { createRunDatabase, type RunDatabase } from "../bench/run-database";
import { argValue, bestLatency, latencyRounds, printPlans, queryPlanner, seedGrowthData } from "./in-process-latency";
import { addYears } from "~/modules/usage/usage-periods";
import type { UsageYear } from "./usage-seeder";

const REPORT_BUDGET_MS = 1_000;
const DAY_BUDGET_MS = 60_000;
/** Tables a report must never read in full (the reports read the school's range of usage_monthly's key). */
const LARGE_TABLES = ["usage_daily", "usage_monthly", "visit_logs", "word_review_logs", "question_attempt_answers"];

const log = (line: string) => console.error(`[usage-reports] ${line}`);

interface Target {
  label: string;
  budget: number;
  run: () => Promise<unknown>;
  /** What the answer held (its rows and size), for the table. */
  answer?: () => string | undefined;
}

async function main(): Promise<number> {
  const kind = process.argv.includes("--pg") ? "postgres" : "sqlite";
  const students = Number(argValue("users") ?? 30_000);
  const showPlans = process.argv.includes("--plans");
  const keepFile = argValue("keep");
  const reuseFile = argValue("reuse");
  const reused: Kept | undefined = reuseFile ? JSON.parse(fs.readFileSync(reuseFile, "utf8")) : undefined;
  const database = reused ? reused.database : await createRunDatabase(kind, { keep: Boolean(keepFile) });
  process.env.DATABASE_URL = database.url;
  log(`${database.version}, ${(reused?.year.students ?? students).toLocaleString("en")} students of one school`);
  try {
    const { db, dialect } = await import("~/db/client.server");
    const { courseSeeders } = await import("./course-seeder");
    const { usageSeeder } = await import("./usage-seeder");
    const { sushiReport } = await import("~/modules/usage/sushi.server");
    const { issueSushiCredential } = await import("~/modules/usage/sushi-credentials.server");
    const { rebuildUsageDay } = await import("~/modules/usage/usage-aggregation.server");
    const { usageOverview } = await import("~/modules/usage/usage-console-reports.server");

    let year: UsageYear | undefined = reused?.year;
    const seedStarted = performance.now();
    if (!reused)
      await seedGrowthData(
        [
          ...courseSeeders,
          usageSeeder(students, (seeded) => {
            year = seeded;
          }),
        ],
        students,
        log,
        ["usage_monthly", "usage_days", "visit_logs", "usage_refusals", "usage_events", "word_review_logs", "users"],
      );
    const seedSeconds = reused?.seedSeconds ?? (performance.now() - seedStarted) / 1000;
    if (!year) throw new Error("the usage year was not seeded");
    if (keepFile) {
      const kept: Kept = { database: { kind, url: database.url, version: database.version }, year, seedSeconds };
      fs.writeFileSync(keepFile, JSON.stringify(kept));
      log(`kept the seeded database: ${keepFile}`);
    }
    const { schoolId, days, keptDay, rawRowsOfKeptDay } = year;

    const credential = await issueSushiCredential(schoolId, { userId: null, label: "usage-reports", ip: "127.0.0.1" });
    const months = { begin_date: days[0]?.slice(0, 7) ?? "", end_date: days.at(-1)?.slice(0, 7) ?? "" };
    const query = () =>
      new URLSearchParams({
        customer_id: credential.customerId,
        requestor_id: credential.requestorId,
        api_key: credential.apiKey,
        ...months,
      });
    const sizes: Record<string, string> = {};
    const report = (id: "pr" | "ir_m1" | "ir" | "dr") => async () => {
      const answer = await sushiReport(id, query());
      const body = answer.body as { Report_Header: { Exceptions?: unknown[] }; Report_Items: unknown[] };
      if (answer.status !== 200 || body.Report_Header.Exceptions)
        throw new Error(`${id}: ${answer.status} ${JSON.stringify(body.Report_Header?.Exceptions ?? body)}`);
      const items =
        id === "ir" || id === "ir_m1" ? (body.Report_Items[0] as { Items: unknown[] }).Items : body.Report_Items;
      sizes[id] = `${items.length.toLocaleString("en")} rows, ${(JSON.stringify(body).length / 1024).toFixed(0)} KiB`;
      return body;
    };
    // What is timed: the COUNTER reports, and the console's 使用统计 overview of the year by month and by week beside
    // the year before (as the page asks for it; the seeded year has nothing before it, so that half reads no rows).
    const period = { from: days[0] ?? "", to: days.at(-1) ?? "" };
    const yearBefore = { from: addYears(period.from, -1), to: addYears(period.to, -1) };
    const targets: Target[] = [
      ...(["pr", "ir_m1", "ir", "dr"] as const).map((id) => ({
        label: `${id.toUpperCase()}, ${months.begin_date} … ${months.end_date} (SUSHI)`,
        budget: REPORT_BUDGET_MS,
        run: report(id),
        answer: () => sizes[id],
      })),
      ...(["month", "week"] as const).map((granularity) => ({
        label: `使用统计 overview, ${period.from} … ${period.to} by ${granularity}`,
        budget: REPORT_BUDGET_MS,
        run: () => usageOverview(schoolId, { period, granularity, comparison: yearBefore }, { gate: true }),
      })),
    ];

    const rows: Array<{ label: string; p50: number; p95: number; budget: number; size?: string }> = [];
    for (const target of targets) {
      await target.run();
      const result = await bestLatency(target.run, target.budget);
      rows.push({ label: target.label, ...result, budget: target.budget, size: target.answer?.() });
      log(`${target.label}: p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms`);
    }

    // The nightly job over a full-size day: its raw rows are still there (the seeder kept them); rebuilt twice, the
    // slower counted (the first run also warms the caches the nightly run would find cold).
    const dayTimes: number[] = [];
    let dayRows = 0;
    for (let run = 0; run < 2; run += 1) {
      const started = performance.now();
      dayRows = (await rebuildUsageDay(keptDay)).rows;
      dayTimes.push(performance.now() - started);
    }
    const dayMs = Math.max(...dayTimes);
    rows.push({
      label: `rebuildUsageDay(${keptDay}): ${rawRowsOfKeptDay.toLocaleString("en")} raw rows → ${dayRows.toLocaleString("en")} daily rows`,
      p50: Math.min(...dayTimes),
      p95: dayMs,
      budget: DAY_BUDGET_MS,
    });

    const count = async (table: "usage_daily" | "usage_monthly") =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as("n"))
            .where("school_id", "=", schoolId)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const [daily, monthly] = [await count("usage_daily"), await count("usage_monthly")];

    console.log(
      `\n${database.version} · ${students.toLocaleString("en")} students, ${days.length} days (${days[0]} … ${days.at(-1)}) · ` +
        `usage_daily ${daily.toLocaleString("en")} rows, usage_monthly ${monthly.toLocaleString("en")} rows of the school · ` +
        `seeding ${seedSeconds.toFixed(0)} s · reports p50 / p95 in ms (${latencyRounds}), budget ${REPORT_BUDGET_MS} ms; ` +
        `the day: fastest / slowest of 2 runs, budget ${DAY_BUDGET_MS / 1000} s\n`,
    );
    console.log("| target | p50 | p95 | answer | within |\n| --- | ---: | ---: | --- | --- |");
    const over = (row: (typeof rows)[number]) => row.p95 > row.budget;
    for (const row of rows)
      console.log(
        `| ${row.label} | ${row.p50.toFixed(1)} | ${row.p95.toFixed(1)} | ${row.size ?? "—"} | ${over(row) ? "NO" : "yes"} |`,
      );

    if (showPlans) {
      const planner = queryPlanner(db, dialect);
      for (const target of targets) await planner.explain(target.label, target.run);
      console.log("\nQuery plans (the reports):");
      printPlans(planner.plans, LARGE_TABLES, dialect);
    }
    await db.destroy();
    return rows.some(over) ? 1 : 0;
  } finally {
    if (!reused && !keepFile && "drop" in database) await (database as RunDatabase).drop();
  }
}

/** What `--keep` writes and `--reuse` reads. */
interface Kept {
  database: { kind: string; url: string; version: string };
  year: UsageYear;
  seedSeconds: number;
}

runScript(main);
