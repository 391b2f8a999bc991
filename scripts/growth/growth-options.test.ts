import { describe, expect, it } from "vitest";
import { UsageError } from "../bench/command-line";
import { GROWTH_MEASURE_DEFAULTS, GROWTH_SIZE_DEFAULTS, parseGrowthArgs } from "./growth-options";

describe("parseGrowthArgs", () => {
  it("defaults to 200,000 users, 2,000,000 visit logs and short bench runs", () => {
    const options = parseGrowthArgs([]);
    expect(options.sizes).toEqual({ users: 200_000, visits: 2_000_000, sessions: 50_000 });
    expect(options).toMatchObject({ ...GROWTH_MEASURE_DEFAULTS, database: "sqlite", outPath: undefined });
    expect(GROWTH_MEASURE_DEFAULTS).toMatchObject({ durationSeconds: 5, runs: 3 });
    expect(GROWTH_SIZE_DEFAULTS.visits).toBe(2_000_000);
  });

  it("reads sizes and the shared measurement options", () => {
    const options = parseGrowthArgs([
      "--users",
      "1000",
      "--visits=5_000",
      "--sessions",
      "0",
      "--pg",
      "--duration",
      "2",
      "--out",
      "g.json",
    ]);
    expect(options.sizes).toEqual({ users: 1000, visits: 5000, sessions: 0 });
    expect(options).toMatchObject({ database: "postgres", durationSeconds: 2, outPath: "g.json", runs: 3 });
  });

  it("refuses negative or fractional sizes", () => {
    expect(() => parseGrowthArgs(["--users", "-1"])).toThrow(UsageError);
    expect(() => parseGrowthArgs(["--visits", "1.5"])).toThrow("--visits must be an integer");
  });
});
