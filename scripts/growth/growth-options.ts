// What `npm run growth` accepts: the bench's measurement options with shorter defaults, plus the data sizes.
import {
  measureFlagDefinitions,
  readDatabaseKind,
  readMeasureOptions,
  type DatabaseKind,
  type MeasureOptions,
} from "../bench/bench-options";
import { numberFlag, parseFlags, stringFlag, type FlagDefinition } from "../bench/command-line";
import type { GrowthSizes } from "./seed-context";

export interface GrowthOptions extends MeasureOptions {
  database: DatabaseKind;
  outPath: string | undefined;
  sizes: GrowthSizes;
}

export const GROWTH_MEASURE_DEFAULTS: MeasureOptions = {
  durationSeconds: 5,
  connections: 10,
  runs: 3,
  warmupSeconds: 1,
  gzip: true,
};
export const GROWTH_SIZE_DEFAULTS: GrowthSizes = { users: 200_000, visits: 2_000_000, sessions: 50_000 };

export const GROWTH_FLAGS: FlagDefinition[] = [
  {
    name: "users",
    type: "integer",
    min: 0,
    placeholder: "<n>",
    help: `students to add (default ${GROWTH_SIZE_DEFAULTS.users})`,
  },
  {
    name: "visits",
    type: "integer",
    min: 0,
    placeholder: "<n>",
    help: `visit-log rows to add (default ${GROWTH_SIZE_DEFAULTS.visits})`,
  },
  {
    name: "sessions",
    type: "integer",
    min: 0,
    placeholder: "<n>",
    help: `login sessions to add (default ${GROWTH_SIZE_DEFAULTS.sessions})`,
  },
  ...measureFlagDefinitions(GROWTH_MEASURE_DEFAULTS),
];

export function parseGrowthArgs(argv: readonly string[]): GrowthOptions {
  const values = parseFlags(argv, GROWTH_FLAGS);
  return {
    ...readMeasureOptions(values, GROWTH_MEASURE_DEFAULTS),
    database: readDatabaseKind(values),
    outPath: stringFlag(values, "out"),
    sizes: {
      users: numberFlag(values, "users", GROWTH_SIZE_DEFAULTS.users),
      visits: numberFlag(values, "visits", GROWTH_SIZE_DEFAULTS.visits),
      sessions: numberFlag(values, "sessions", GROWTH_SIZE_DEFAULTS.sessions),
    },
  };
}
