import { describe, expect, it } from "vitest";
import {
  median,
  percentile,
  ratio,
  roundOrder,
  summarizeLatencies,
  summarizeTarget,
  type RunMeasurement,
} from "./statistics";

function run(
  number: number,
  requestsPerSecond: number,
  p50: number,
  p99: number,
  errors: Partial<RunMeasurement> = {},
): RunMeasurement {
  return {
    run: number,
    durationSeconds: 10,
    responses: requestsPerSecond * 10,
    ok: requestsPerSecond * 10,
    non2xx: 0,
    socketErrors: 0,
    timeouts: 0,
    requestsPerSecond,
    latencyMs: { p50, p99, mean: p50, max: p99 },
    wireBytesPerResponse: 1000,
    ...errors,
  };
}

describe("median", () => {
  it("takes the middle value, or the mean of the two middle values", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
  });

  it("does not reorder its input", () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });

  it("refuses an empty list", () => {
    expect(() => median([])).toThrow("median of no values");
  });
});

describe("percentile", () => {
  it("interpolates between the nearest ranks (R-7)", () => {
    const values = [10, 20, 30, 40, 50];
    expect(percentile(values, 0)).toBe(10);
    expect(percentile(values, 50)).toBe(30);
    expect(percentile(values, 100)).toBe(50);
    expect(percentile(values, 25)).toBe(20);
    expect(percentile(values, 90)).toBeCloseTo(46);
    expect(percentile([1, 2], 50)).toBe(1.5);
  });

  it("gives p99 of 1…100 as 99.01", () => {
    expect(
      percentile(
        Array.from({ length: 100 }, (_, index) => index + 1),
        99,
      ),
    ).toBeCloseTo(99.01);
  });

  it("refuses out-of-range percentiles and empty lists", () => {
    expect(() => percentile([1], 101)).toThrow();
    expect(() => percentile([1], -1)).toThrow();
    expect(() => percentile([], 50)).toThrow();
  });
});

describe("summarizeLatencies", () => {
  it("gives p50, p95, p99, mean and max", () => {
    const summary = summarizeLatencies([5, 1, 3, 2, 4]);
    expect(summary).toEqual({
      p50: 3,
      p95: expect.closeTo(4.8, 5) as number,
      p99: expect.closeTo(4.96, 5) as number,
      mean: 3,
      max: 5,
    });
  });

  it("gives NaN without samples (every answer failed)", () => {
    expect(summarizeLatencies([]).p50).toBeNaN();
  });
});

describe("ratio", () => {
  it("divides, or says null when there is nothing to divide by", () => {
    expect(ratio(250, 1000)).toBe(0.25);
    expect(ratio(5, 0)).toBeNull();
    expect(ratio(Number.NaN, 2)).toBeNull();
  });
});

describe("summarizeTarget", () => {
  it("takes medians over runs and sums the errors", () => {
    const summary = summarizeTarget(
      "page",
      [run(1, 100, 10, 40), run(2, 300, 30, 90, { non2xx: 2 }), run(3, 200, 20, 50, { socketErrors: 1, timeouts: 1 })],
      [run(1, 1000, 1, 4), run(2, 1000, 1, 4), run(3, 1000, 1, 4)],
    );
    expect(summary).toMatchObject({
      id: "page",
      runs: 3,
      requestsPerSecond: 200,
      p50Ms: 20,
      p99Ms: 50,
      errors: { non2xx: 2, socketErrors: 1, timeouts: 1 },
    });
  });

  it("pairs each run with the control of the same round before taking the median", () => {
    // Round 2 ran while the machine was busy: target and control both slowed down, the ratio did not.
    const target = [run(1, 100, 10, 20), run(2, 50, 20, 40), run(3, 100, 10, 20)];
    const control = [run(1, 1000, 1, 2), run(2, 500, 2, 4), run(3, 1000, 1, 2)];
    const summary = summarizeTarget("page", target, control);
    expect(summary.ratioToControl).toEqual({ requestsPerSecond: 0.1, p50: 10, p99: 10 });
  });

  it("leaves the ratio empty when the control has no run of that round", () => {
    expect(summarizeTarget("page", [run(1, 100, 10, 20)], [run(2, 1000, 1, 2)]).ratioToControl.p50).toBeNull();
  });

  it("gives the control a ratio of 1 to itself", () => {
    const control = [run(1, 1000, 1, 2), run(2, 900, 1.2, 3)];
    expect(summarizeTarget("control", control, control).ratioToControl).toEqual({
      requestsPerSecond: 1,
      p50: 1,
      p99: 1,
    });
  });
});

describe("roundOrder", () => {
  it("rotates the order each round, so every target takes every position", () => {
    expect(roundOrder(["a", "b", "c"], 0)).toEqual(["a", "b", "c"]);
    expect(roundOrder(["a", "b", "c"], 1)).toEqual(["b", "c", "a"]);
    expect(roundOrder(["a", "b", "c"], 3)).toEqual(["a", "b", "c"]);
    expect(roundOrder([], 2)).toEqual([]);
  });
});
