// npm run usage:aggregate                       — the nightly run: every finished day not built yet or touched by
//                                                 late rows (what the serving process does each hour)
// npm run usage:aggregate -- --day 2026-11-03   — rebuild one Beijing day (idempotent: the same rows give the same
//                                                 numbers)
// npm run usage:aggregate -- --from 2026-11-01 --to 2026-11-30 — rebuild every day of a span
// The daily aggregates COUNTER and the console's reports read (docs/decisions/0056-usage-and-counter.md).
// Exit 0: done; 1: a failure; 2: bad options.
import { parseArgs } from "node:util";
import { db } from "~/db/client.server";
import { migrateToLatest } from "~/db/migrate.server";
import { aggregatePendingUsage, rebuildUsageDay } from "~/modules/usage/usage-aggregation.server";
import { usageMessages as m } from "~/modules/usage/usage-messages";
import { usageDaysBetween, usageDayWindow } from "~/modules/usage/usage-rules";
import { runDatabaseCommand } from "./database-command";

const USAGE = "用法：npm run usage:aggregate [-- --day YYYY-MM-DD | --from YYYY-MM-DD --to YYYY-MM-DD]";
const DAY = /^\d{4}-\d{2}-\d{2}$/;

async function main(): Promise<number> {
  let values: { day?: string; from?: string; to?: string };
  try {
    ({ values } = parseArgs({
      options: { day: { type: "string" }, from: { type: "string" }, to: { type: "string" } },
    }));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  const from = values.day ?? values.from;
  const to = values.day ?? values.to;
  if ((from === undefined) !== (to === undefined) || [from, to].some((day) => day !== undefined && !DAY.test(day))) {
    console.error(`${m.dayInvalid}\n${USAGE}`);
    return 2;
  }
  await migrateToLatest(db);
  const started = performance.now();
  if (from !== undefined && to !== undefined) {
    for (const day of usageDaysBetween(usageDayWindow(from).from, usageDayWindow(to).from)) {
      const dayStarted = performance.now();
      const { rows } = await rebuildUsageDay(day);
      console.log(`${day}: ${rows} 行，${Math.round(performance.now() - dayStarted)} ms`);
    }
  } else {
    const days = await aggregatePendingUsage();
    console.log(days.length > 0 ? `已汇总 ${days.join(", ")}` : "没有需要汇总的日期");
  }
  console.log(`用时 ${Math.round(performance.now() - started)} ms`);
  return 0;
}

await runDatabaseCommand(main, (reason) => `汇总使用统计失败：${reason}`);
