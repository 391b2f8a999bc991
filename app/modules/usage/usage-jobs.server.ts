// The serving process's usage aggregation (docs/decisions/0056): every hour, the finished days that are not built
// yet or that late rows touched (aggregatePendingUsage). The first run after midnight (Beijing) builds yesterday —
// the nightly run; the others find nothing to do unless a late batch arrived. With several processes two runs may
// rebuild one day at once: each rebuild is one transaction, and the later one's rows are the same numbers.
import { startPeriodicTask, type PeriodicTask } from "~/lib/periodic-task";
import { aggregatePendingUsage } from "./usage-aggregation.server";

export function startUsageAggregation(intervalMs = 3_600_000): PeriodicTask {
  return startPeriodicTask("usage-aggregation", intervalMs, async () => {
    const days = await aggregatePendingUsage();
    return days.length > 0 ? `built ${days.length} day(s): ${days.join(", ")}` : null;
  });
}
