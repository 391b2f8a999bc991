// Numbers from measurements: percentiles of one run's latencies, medians over runs, ratios to the control measured in
// the same run. Pure functions, no I/O.

/** The median (mean of the two middle values for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error("median of no values");
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * The p-th percentile (0–100) of values already sorted ascending, interpolating linearly between the two nearest
 * ranks (the common "R-7" definition, as numpy and spreadsheets use).
 */
function percentileOfSorted(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) throw new Error("percentile of no values");
  if (!(p >= 0 && p <= 100)) throw new Error(`percentile must be within 0–100, got ${p}`);
  const rank = (p / 100) * (sorted.length - 1);
  const lower = Math.floor(rank);
  const upper = Math.ceil(rank);
  return sorted[lower]! + (sorted[upper]! - sorted[lower]!) * (rank - lower);
}

export function percentile(values: readonly number[], p: number): number {
  return percentileOfSorted(
    [...values].sort((a, b) => a - b),
    p,
  );
}

export interface LatencySummary {
  p50: number;
  p95?: number;
  p99: number;
  mean: number;
  max: number;
}

export function summarizeLatencies(samplesMs: readonly number[]): LatencySummary {
  if (samplesMs.length === 0) return { p50: Number.NaN, p99: Number.NaN, mean: Number.NaN, max: Number.NaN };
  const sorted = [...samplesMs].sort((a, b) => a - b);
  const sum = sorted.reduce((total, value) => total + value, 0);
  return {
    p50: percentileOfSorted(sorted, 50),
    p95: percentileOfSorted(sorted, 95),
    p99: percentileOfSorted(sorted, 99),
    mean: sum / sorted.length,
    max: sorted[sorted.length - 1]!,
  };
}

/** numerator / denominator, or null when that means nothing (no control throughput, a run without answers). */
export function ratio(numerator: number, denominator: number): number | null {
  if (!Number.isFinite(numerator) || !Number.isFinite(denominator) || denominator === 0) return null;
  return numerator / denominator;
}

/** One measured run of one target. */
export interface RunMeasurement {
  /** 1-based; runs with the same number were measured in the same round, next to each other. */
  run: number;
  durationSeconds: number;
  /** Every completed response, whatever its status. */
  responses: number;
  ok: number;
  non2xx: number;
  /** Socket errors, timeouts included (autocannon's `errors`). */
  socketErrors: number;
  timeouts: number;
  /** Successful (2xx) responses per second. */
  requestsPerSecond: number;
  /** Over 2xx responses only, in milliseconds. */
  latencyMs: LatencySummary;
  /** Mean bytes read per 2xx response, headers included (compressed when gzip was accepted). */
  wireBytesPerResponse: number;
}

interface ControlRatios {
  /** target req/s ÷ control req/s: the share of the static file's throughput the target reaches. */
  requestsPerSecond: number | null;
  /** target p50 ÷ control p50: how many times slower the median answer is. */
  p50: number | null;
  p99: number | null;
}

export interface TargetSummary {
  id: string;
  runs: number;
  /** Medians over runs. */
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Totals over all runs. */
  errors: { non2xx: number; socketErrors: number; timeouts: number };
  /** Medians of the per-run ratios (each run against the control of the same round). */
  ratioToControl: ControlRatios;
}

function medianOrNull(values: ReadonlyArray<number | null>): number | null {
  const present = values.filter((value): value is number => value !== null && Number.isFinite(value));
  return present.length > 0 ? median(present) : null;
}

function medianOrNaN(values: readonly number[]): number {
  const finite = values.filter((value) => Number.isFinite(value));
  return finite.length > 0 ? median(finite) : Number.NaN;
}

export function summarizeTarget(
  id: string,
  runs: readonly RunMeasurement[],
  controlRuns: readonly RunMeasurement[],
): TargetSummary {
  const controlByRun = new Map(controlRuns.map((run) => [run.run, run]));
  const paired = runs.map((run) => ({ run, control: controlByRun.get(run.run) }));
  const ratios = (pick: (measurement: RunMeasurement) => number) =>
    medianOrNull(paired.map(({ run, control }) => (control ? ratio(pick(run), pick(control)) : null)));
  return {
    id,
    runs: runs.length,
    requestsPerSecond: medianOrNaN(runs.map((run) => run.requestsPerSecond)),
    p50Ms: medianOrNaN(runs.map((run) => run.latencyMs.p50)),
    p99Ms: medianOrNaN(runs.map((run) => run.latencyMs.p99)),
    errors: {
      non2xx: runs.reduce((total, run) => total + run.non2xx, 0),
      socketErrors: runs.reduce((total, run) => total + run.socketErrors, 0),
      timeouts: runs.reduce((total, run) => total + run.timeouts, 0),
    },
    ratioToControl: {
      requestsPerSecond: ratios((measurement) => measurement.requestsPerSecond),
      p50: ratios((measurement) => measurement.latencyMs.p50),
      p99: ratios((measurement) => measurement.latencyMs.p99),
    },
  };
}

/** The order targets are measured in round `round` (0-based): rotated each round, so none is always first or last. */
export function roundOrder<T>(items: readonly T[], round: number): T[] {
  if (items.length === 0) return [];
  const shift = round % items.length;
  return [...items.slice(shift), ...items.slice(0, shift)];
}
