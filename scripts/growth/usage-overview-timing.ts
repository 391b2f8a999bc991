// npx tsx scripts/growth/usage-overview-timing.ts --school <id> [--from YYYY-MM-DD] — issue 28's budget for the
// console's 使用统计 overview: a year by month and by week (each beside the year before, as the page asks for it) in
// under a second. Times usageOverview in process against DATABASE_URL's data (a school with a year of aggregates, e.g.
// scripts/growth/usage-seeder.ts's); timeUsageOverview is the part another growth script can call. Exits 1 over budget.
import { pathToFileURL } from "node:url";
import { addDays, addYears, type UsageGranularity, type UsagePeriod } from "~/modules/usage/usage-periods";
import { argValue, type Latency } from "./in-process-latency";

const OVERVIEW_BUDGET_MS = 1_000;
const RUNS = 5;
const HOUR_MS = 3_600_000;

/** The twelve finished Beijing months before `now`'s (the usage seeder's year). */
function finishedYear(now: number): UsagePeriod {
  const today = new Date(now + 8 * HOUR_MS);
  const from = new Date(Date.UTC(today.getUTCFullYear() - 1, today.getUTCMonth(), 1));
  const to = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 0));
  return { from: from.toISOString().slice(0, 10), to: to.toISOString().slice(0, 10) };
}

export interface UsageOverviewTiming {
  period: UsagePeriod;
  comparison: UsagePeriod;
  month: Latency;
  week: Latency;
}

/**
 * p50 / p95 of RUNS calls (after one warm-up) of the school's overview of a year by month and by week, each with the
 * year before as its comparison. The year defaults to the twelve finished months before now.
 */
export async function timeUsageOverview(
  schoolId: number,
  period: UsagePeriod = finishedYear(Date.now()),
): Promise<UsageOverviewTiming> {
  const { usageOverview } = await import("~/modules/usage/usage-console-reports.server");
  const comparison = { from: addYears(period.from, -1), to: addYears(period.to, -1) };
  const time = async (granularity: UsageGranularity): Promise<Latency> => {
    const run = () => usageOverview(schoolId, { period, granularity, comparison }, { gate: true });
    await run();
    const samples: number[] = [];
    for (let index = 0; index < RUNS; index += 1) {
      const started = performance.now();
      await run();
      samples.push(performance.now() - started);
    }
    samples.sort((a, b) => a - b);
    return { p50: samples[Math.floor(RUNS / 2)]!, p95: samples[Math.ceil(RUNS * 0.95) - 1]! };
  };
  return { period, comparison, month: await time("month"), week: await time("week") };
}

async function main(): Promise<number> {
  const school = Number(argValue("school"));
  if (!Number.isInteger(school)) throw new Error("--school <id> is required");
  const from = argValue("from");
  const period = from ? { from, to: addDays(addYears(from, 1), -1) } : finishedYear(Date.now());
  const timing = await timeUsageOverview(school, period);
  const line = (label: string, latency: Latency) =>
    `${label}: p50 ${latency.p50.toFixed(0)} ms, p95 ${latency.p95.toFixed(0)} ms (budget ${OVERVIEW_BUDGET_MS} ms)`;
  console.log(`school ${school}, ${timing.period.from}…${timing.period.to} beside ${timing.comparison.from}…`);
  console.log(line("a year by month", timing.month));
  console.log(line("a year by week", timing.week));
  const { db } = await import("~/db/client.server");
  await db.destroy();
  return Math.max(timing.month.p95, timing.week.p95) < OVERVIEW_BUDGET_MS ? 0 : 1;
}

// Run from the command line, not when imported for timeUsageOverview.
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href)
  main().then(
    (code) => process.exit(code),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
