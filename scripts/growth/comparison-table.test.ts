import { describe, expect, it } from "vitest";
import type { TargetSummary } from "../bench/statistics";
import { comparisonTable, compareTargets } from "./comparison-table";

function summary(id: string, p50Ms: number, p99Ms: number, requestsPerSecond: number, p50Ratio: number): TargetSummary {
  return {
    id,
    runs: 3,
    requestsPerSecond,
    p50Ms,
    p99Ms,
    errors: { non2xx: 0, socketErrors: 0, timeouts: 0 },
    ratioToControl: { requestsPerSecond: null, p50: p50Ratio, p99: null },
  };
}

describe("compareTargets", () => {
  it("pairs targets by id and computes relative changes", () => {
    const rows = compareTargets(
      [
        { id: "home", label: "home", summary: summary("home", 40, 100, 200, 10) },
        { id: "gone", label: "gone", summary: summary("gone", 1, 1, 1, 1) },
      ],
      [{ id: "home", label: "home", summary: summary("home", 50, 80, 150, 12) }],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.change).toEqual({
      p50: 0.25,
      p99: -0.2,
      requestsPerSecond: -0.25,
      p50ToControl: expect.closeTo(0.2, 10) as number,
    });
  });

  it("prints demo, large and the change side by side", () => {
    const rows = compareTargets(
      [{ id: "home", label: "desktop home /", summary: summary("home", 40, 100, 200, 10) }],
      [{ id: "home", label: "desktop home /", summary: summary("home", 50, 80, 150, 12) }],
    );
    const lines = comparisonTable(rows).split("\n");
    expect(lines[0]).toContain("Δ p50");
    expect(lines[2]).toMatch(
      /^desktop home \/\s+40\.0\s+50\.0\s+\+25\.0%\s+100\s+80\.0\s+−20\.0%\s+200\s+150\s+−25\.0%\s+10\.00\s+12\.00$/,
    );
  });
});
