// What `npm run bench` accepts, and the measurement settings `npm run growth` shares with it (with its own, shorter
// defaults).
import { booleanFlag, numberFlag, parseFlags, stringFlag, type FlagDefinition, type FlagValues } from "./command-line";

export type DatabaseKind = "sqlite" | "postgres";

export interface MeasureOptions {
  durationSeconds: number;
  connections: number;
  runs: number;
  /** Unmeasured load per target before the first run, so JIT and caches are warm for every target alike. */
  warmupSeconds: number;
  /** Send `accept-encoding: gzip` like a browser (default) or ask for identity bodies. */
  gzip: boolean;
}

export interface BenchOptions extends MeasureOptions {
  database: DatabaseKind;
  outPath: string | undefined;
}

export const BENCH_DEFAULTS: MeasureOptions = {
  durationSeconds: 10,
  connections: 10,
  runs: 3,
  warmupSeconds: 2,
  gzip: true,
};

export function measureFlagDefinitions(defaults: MeasureOptions): FlagDefinition[] {
  return [
    {
      name: "duration",
      type: "number",
      min: 1,
      placeholder: "<s>",
      help: `seconds per measured run (default ${defaults.durationSeconds})`,
    },
    {
      name: "connections",
      type: "integer",
      min: 1,
      placeholder: "<n>",
      help: `concurrent connections (default ${defaults.connections})`,
    },
    {
      name: "runs",
      type: "integer",
      min: 1,
      placeholder: "<n>",
      help: `runs per target, interleaved; medians are reported (default ${defaults.runs})`,
    },
    {
      name: "warmup",
      type: "number",
      min: 0,
      placeholder: "<s>",
      help: `unmeasured seconds per target first (default ${defaults.warmupSeconds})`,
    },
    { name: "no-gzip", type: "boolean", help: "do not send accept-encoding: gzip (default: send it, as browsers do)" },
    {
      name: "pg",
      type: "boolean",
      help: "use a fresh schema in TEST_DATABASE_URL (PostgreSQL) instead of a temp SQLite file",
    },
    { name: "out", type: "string", placeholder: "<path.json>", help: "also write the JSON report there" },
  ];
}

export function readMeasureOptions(values: FlagValues, defaults: MeasureOptions): MeasureOptions {
  return {
    durationSeconds: numberFlag(values, "duration", defaults.durationSeconds),
    connections: numberFlag(values, "connections", defaults.connections),
    runs: numberFlag(values, "runs", defaults.runs),
    warmupSeconds: numberFlag(values, "warmup", defaults.warmupSeconds),
    gzip: !booleanFlag(values, "no-gzip"),
  };
}

export function readDatabaseKind(values: FlagValues): DatabaseKind {
  return booleanFlag(values, "pg") ? "postgres" : "sqlite";
}

export const BENCH_FLAGS = measureFlagDefinitions(BENCH_DEFAULTS);

export function parseBenchArgs(argv: readonly string[]): BenchOptions {
  const values = parseFlags(argv, BENCH_FLAGS);
  return {
    ...readMeasureOptions(values, BENCH_DEFAULTS),
    database: readDatabaseKind(values),
    outPath: stringFlag(values, "out"),
  };
}
