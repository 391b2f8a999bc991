import { describe, expect, it } from "vitest";
import { BENCH_DEFAULTS, BENCH_FLAGS, parseBenchArgs } from "./bench-options";
import { HelpRequested, parseFlags, UsageError, usageText } from "./command-line";

describe("parseBenchArgs", () => {
  it("uses the defaults: 10 s, 10 connections, 3 runs, gzip, SQLite, no file", () => {
    expect(parseBenchArgs([])).toEqual({ ...BENCH_DEFAULTS, database: "sqlite", outPath: undefined });
    expect(BENCH_DEFAULTS).toMatchObject({ durationSeconds: 10, connections: 10, runs: 3, gzip: true });
  });

  it("reads every option, in both spellings", () => {
    expect(
      parseBenchArgs([
        "--duration",
        "2.5",
        "--connections=4",
        "--runs",
        "5",
        "--warmup",
        "0",
        "--pg",
        "--no-gzip",
        "--out",
        "r.json",
      ]),
    ).toEqual({
      durationSeconds: 2.5,
      connections: 4,
      runs: 5,
      warmupSeconds: 0,
      gzip: false,
      database: "postgres",
      outPath: "r.json",
    });
  });

  it.each([
    [["--duration"], "--duration needs a value"],
    [["--duration", "--pg"], "--duration needs a value"],
    [["--connections", "2.5"], "--connections must be an integer"],
    [["--runs", "0"], "--runs must be at least 1"],
    [["--duration", "ten"], "--duration must be a number"],
    [["--pg=yes"], "--pg takes no value"],
    [["--runs", "2", "--runs", "3"], "--runs given twice"],
    [["--durration", "3"], "unknown option --durration"],
    [["fast"], 'unexpected argument "fast"'],
  ])("refuses %j", (argv, message) => {
    expect(() => parseBenchArgs(argv)).toThrow(UsageError);
    expect(() => parseBenchArgs(argv)).toThrow(message);
  });

  it("asks for help on --help and -h", () => {
    expect(() => parseBenchArgs(["--help"])).toThrow(HelpRequested);
    expect(() => parseBenchArgs(["--runs", "2", "-h"])).toThrow(HelpRequested);
  });
});

describe("parseFlags", () => {
  it("accepts digit separators in numbers", () => {
    expect(parseFlags(["--n", "2_000_000"], [{ name: "n", type: "integer", help: "" }]).get("n")).toBe(2_000_000);
  });
});

describe("usageText", () => {
  it("lists every option with its default", () => {
    const text = usageText("npm run bench --", "Measures.", BENCH_FLAGS);
    for (const flag of BENCH_FLAGS) expect(text).toContain(`--${flag.name}`);
    expect(text).toContain("(default 10)");
    expect(text).toContain("--help");
  });
});
