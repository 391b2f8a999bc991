// Demo data vs large data, target by target. Besides raw latencies and throughput it compares the ratio to the control
// of each phase: the two phases run minutes apart, and the control absorbs machine-wide drift between them.
import { formatChange, formatMs, formatRate, formatRatio, formatTable } from "../bench/report-table";
import type { TargetSummary } from "../bench/statistics";

export interface PhaseTarget {
  id: string;
  label: string;
  summary: TargetSummary;
}

export interface ComparisonRow {
  id: string;
  label: string;
  demo: TargetSummary;
  large: TargetSummary;
  /** Relative change, large vs demo ((large − demo) ÷ demo); null when there is no base. */
  change: { p50: number | null; p99: number | null; requestsPerSecond: number | null; p50ToControl: number | null };
}

function relative(before: number | null, after: number | null): number | null {
  if (before === null || after === null || !Number.isFinite(before) || !Number.isFinite(after) || before === 0)
    return null;
  return (after - before) / before;
}

export function compareTargets(demo: readonly PhaseTarget[], large: readonly PhaseTarget[]): ComparisonRow[] {
  const largeById = new Map(large.map((target) => [target.id, target]));
  return demo.flatMap((before) => {
    const after = largeById.get(before.id);
    if (!after) return [];
    return [
      {
        id: before.id,
        label: before.label,
        demo: before.summary,
        large: after.summary,
        change: {
          p50: relative(before.summary.p50Ms, after.summary.p50Ms),
          p99: relative(before.summary.p99Ms, after.summary.p99Ms),
          requestsPerSecond: relative(before.summary.requestsPerSecond, after.summary.requestsPerSecond),
          p50ToControl: relative(before.summary.ratioToControl.p50, after.summary.ratioToControl.p50),
        },
      },
    ];
  });
}

export function comparisonTable(rows: readonly ComparisonRow[]): string {
  return formatTable(
    [
      { header: "target" },
      { header: "p50 demo", align: "right" },
      { header: "p50 large", align: "right" },
      { header: "Δ p50", align: "right" },
      { header: "p99 demo", align: "right" },
      { header: "p99 large", align: "right" },
      { header: "Δ p99", align: "right" },
      { header: "req/s demo", align: "right" },
      { header: "req/s large", align: "right" },
      { header: "Δ req/s", align: "right" },
      { header: "p50÷ctl demo", align: "right" },
      { header: "p50÷ctl large", align: "right" },
    ],
    rows.map((row) => [
      row.label,
      formatMs(row.demo.p50Ms),
      formatMs(row.large.p50Ms),
      formatChange(row.demo.p50Ms, row.large.p50Ms),
      formatMs(row.demo.p99Ms),
      formatMs(row.large.p99Ms),
      formatChange(row.demo.p99Ms, row.large.p99Ms),
      formatRate(row.demo.requestsPerSecond),
      formatRate(row.large.requestsPerSecond),
      formatChange(row.demo.requestsPerSecond, row.large.requestsPerSecond),
      formatRatio(row.demo.ratioToControl.p50),
      formatRatio(row.large.ratioToControl.p50),
    ]),
  );
}
