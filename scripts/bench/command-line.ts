// A small flag parser shared by `npm run bench` and `npm run growth`: `--name value`, `--name=value` and bare boolean
// switches. Unknown flags and stray arguments are errors, so a typo never silently runs a ten-minute measurement with
// the defaults. runCommand is how both commands start and end.
import { cleanUpOnSignals, runCleanups } from "./cleanup-registry";

type FlagType = "integer" | "number" | "boolean" | "string";

export interface FlagDefinition {
  name: string;
  type: FlagType;
  /** Smallest accepted value (numbers only). */
  min?: number;
  /** The value's name in the usage text, e.g. "<s>". */
  placeholder?: string;
  help: string;
}

export type FlagValues = Map<string, string | number | boolean>;

/** A mistake in the command line; the caller prints it with the usage and exits with code 2. */
export class UsageError extends Error {
  override name = "UsageError";
}

/** `--help` or `-h` was given. */
export class HelpRequested extends Error {
  override name = "HelpRequested";
}

export function parseFlags(argv: readonly string[], definitions: readonly FlagDefinition[]): FlagValues {
  const byName = new Map(definitions.map((definition) => [definition.name, definition]));
  const values: FlagValues = new Map();
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index]!;
    if (argument === "--help" || argument === "-h") throw new HelpRequested();
    if (!argument.startsWith("--")) throw new UsageError(`unexpected argument "${argument}"`);
    const equals = argument.indexOf("=");
    const name = argument.slice(2, equals === -1 ? undefined : equals);
    const definition = byName.get(name);
    if (!definition) throw new UsageError(`unknown option --${name}`);
    if (values.has(name)) throw new UsageError(`--${name} given twice`);
    if (definition.type === "boolean") {
      if (equals !== -1) throw new UsageError(`--${name} takes no value`);
      values.set(name, true);
      continue;
    }
    let raw: string | undefined;
    if (equals !== -1) raw = argument.slice(equals + 1);
    else {
      raw = argv[index + 1];
      index += 1;
    }
    if (raw === undefined || raw === "" || (equals === -1 && raw.startsWith("--"))) {
      throw new UsageError(`--${name} needs a value`);
    }
    values.set(name, convert(definition, raw));
  }
  return values;
}

function convert(definition: FlagDefinition, raw: string): string | number {
  if (definition.type === "string") return raw;
  // Underscores allowed as digit separators: --visits 2_000_000.
  const value = Number(raw.replaceAll("_", ""));
  const kind = definition.type === "integer" ? "an integer" : "a number";
  if (!Number.isFinite(value) || (definition.type === "integer" && !Number.isInteger(value))) {
    throw new UsageError(`--${definition.name} must be ${kind}, got "${raw}"`);
  }
  if (definition.min !== undefined && value < definition.min) {
    throw new UsageError(`--${definition.name} must be at least ${definition.min}, got ${value}`);
  }
  return value;
}

export function usageText(command: string, summary: string, definitions: readonly FlagDefinition[]): string {
  const left = definitions.map((definition) =>
    definition.type === "boolean"
      ? `--${definition.name}`
      : `--${definition.name} ${definition.placeholder ?? "<value>"}`,
  );
  const width = Math.max(...left.map((text) => text.length));
  const lines = definitions.map((definition, index) => `  ${left[index]!.padEnd(width)}  ${definition.help}`);
  return `usage: ${command} [options]\n${summary}\n\noptions:\n${lines.join("\n")}\n  ${"--help".padEnd(width)}  this text`;
}

export function numberFlag(values: FlagValues, name: string, fallback: number): number {
  const value = values.get(name);
  return typeof value === "number" ? value : fallback;
}

export function stringFlag(values: FlagValues, name: string): string | undefined {
  const value = values.get(name);
  return typeof value === "string" ? value : undefined;
}

export function booleanFlag(values: FlagValues, name: string): boolean {
  return values.get(name) === true;
}

/**
 * Runs `npm run bench` or `npm run growth`, so both start and end alike: `--help` prints the usage (exit 0), a mistake
 * prints it with the usage (exit 2), else `run` decides the exit code; a failure prints "[tag] failed: …" (exit 1).
 * Cleanups run on SIGINT/SIGTERM once the flags are read, and always at the end.
 */
export function runCommand<Options>(
  tag: string,
  usage: string,
  parse: (argv: string[]) => Options,
  run: (options: Options) => Promise<number>,
): void {
  const main = async (): Promise<number> => {
    let options: Options;
    try {
      options = parse(process.argv.slice(2));
    } catch (error) {
      if (error instanceof HelpRequested) {
        console.log(usage);
        return 0;
      }
      if (error instanceof UsageError) {
        console.error(`${error.message}\n\n${usage}`);
        return 2;
      }
      throw error;
    }
    cleanUpOnSignals();
    return run(options);
  };
  main()
    .then((code) => {
      process.exitCode = code;
    })
    .catch((error: unknown) => {
      console.error(`[${tag}] failed: ${error instanceof Error ? error.message : String(error)}`);
      process.exitCode = 1;
    })
    .finally(() => runCleanups());
}
