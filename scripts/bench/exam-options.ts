// What `npm run bench -- --exam` accepts: the timed mock exam under load (issue 14's budget), optionally with the app
// restarted in the middle (the restart proof).
import { numberFlag, parseFlags, stringFlag, UsageError, type FlagDefinition } from "./command-line";
import { readDatabaseKind, type DatabaseKind } from "./bench-options";

export type RestartSignal = "SIGTERM" | "SIGKILL";

export interface ExamOptions {
  database: DatabaseKind;
  students: number;
  minutes: number;
  /** Seconds between one student's answers (each wait jittered by ±jitter). */
  intervalSeconds: number;
  jitter: number;
  /** Restart the app once, this signal, at restartAtSeconds into the load; null: no restart. */
  restart: RestartSignal | null;
  restartAtSeconds: number;
  /** The budget: p95 of the saves' server time, ms. */
  budgetP95Ms: number;
  outPath: string | undefined;
}

export const EXAM_DEFAULTS = { students: 300, minutes: 5, intervalSeconds: 10, jitter: 0.3, budgetP95Ms: 10 } as const;

export const EXAM_FLAGS: FlagDefinition[] = [
  { name: "exam", type: "boolean", help: "the timed mock exam under load (this mode)" },
  {
    name: "students",
    type: "integer",
    min: 1,
    placeholder: "<n>",
    help: `students taking the exam at once (default ${EXAM_DEFAULTS.students})`,
  },
  {
    name: "minutes",
    type: "number",
    min: 0.1,
    placeholder: "<m>",
    help: `minutes of answering (default ${EXAM_DEFAULTS.minutes})`,
  },
  {
    name: "interval",
    type: "number",
    min: 0.2,
    placeholder: "<s>",
    help: `seconds between one student's answers (default ${EXAM_DEFAULTS.intervalSeconds})`,
  },
  {
    name: "jitter",
    type: "number",
    min: 0,
    placeholder: "<f>",
    help: `each wait varies by ± this fraction (default ${EXAM_DEFAULTS.jitter})`,
  },
  {
    name: "restart",
    type: "string",
    placeholder: "term|kill",
    help: "restart the app once in the middle with SIGTERM (graceful) or SIGKILL",
  },
  {
    name: "restart-at",
    type: "number",
    min: 1,
    placeholder: "<s>",
    help: "seconds into the load when it is restarted (default: half way)",
  },
  {
    name: "budget",
    type: "number",
    min: 0.1,
    placeholder: "<ms>",
    help: `the p95 budget of a save's server time (default ${EXAM_DEFAULTS.budgetP95Ms})`,
  },
  {
    name: "pg",
    type: "boolean",
    help: "use a fresh schema in TEST_DATABASE_URL (PostgreSQL) instead of a temp SQLite file",
  },
  { name: "out", type: "string", placeholder: "<path.json>", help: "also write the JSON report there" },
];

export function parseExamArgs(argv: readonly string[]): ExamOptions {
  const values = parseFlags(argv, EXAM_FLAGS);
  const minutes = numberFlag(values, "minutes", EXAM_DEFAULTS.minutes);
  const jitter = numberFlag(values, "jitter", EXAM_DEFAULTS.jitter);
  if (jitter >= 1) throw new UsageError(`--jitter must be below 1, got ${jitter}`);
  const restartName = stringFlag(values, "restart");
  let restart: RestartSignal | null = null;
  if (restartName === "term") restart = "SIGTERM";
  else if (restartName === "kill") restart = "SIGKILL";
  else if (restartName !== undefined) throw new UsageError(`--restart must be term or kill, got "${restartName}"`);
  const restartAt = values.get("restart-at");
  if (restartAt !== undefined && restart === null) throw new UsageError("--restart-at needs --restart");
  const restartAtSeconds = typeof restartAt === "number" ? restartAt : (minutes * 60) / 2;
  if (restartAtSeconds >= minutes * 60)
    throw new UsageError(`--restart-at must be within the ${minutes * 60} s of load`);
  return {
    database: readDatabaseKind(values),
    students: numberFlag(values, "students", EXAM_DEFAULTS.students),
    minutes,
    intervalSeconds: numberFlag(values, "interval", EXAM_DEFAULTS.intervalSeconds),
    jitter,
    restart,
    restartAtSeconds,
    budgetP95Ms: numberFlag(values, "budget", EXAM_DEFAULTS.budgetP95Ms),
    outPath: stringFlag(values, "out"),
  };
}

/** `npm run bench -- --exam …` is this mode; anything else is the page bench. */
export const isExamMode = (argv: readonly string[]): boolean => argv.includes("--exam");
