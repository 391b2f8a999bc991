import { describe, expect, it } from "vitest";
import { benchTable, formatChange, formatErrors, formatMs, formatRatio, formatTable } from "./report-table";
import type { TargetSummary } from "./statistics";

describe("formatTable", () => {
  it("pads columns to the widest cell, right-aligning numbers", () => {
    const text = formatTable(
      [{ header: "target" }, { header: "req/s", align: "right" }],
      [
        ["home", "197"],
        ["control", "3430"],
      ],
    );
    expect(text.split("\n")).toEqual(["target   req/s", "-------  -----", "home       197", "control   3430"]);
  });
});

describe("number formats", () => {
  it("keeps about three significant digits of milliseconds", () => {
    expect(formatMs(2.318)).toBe("2.32");
    expect(formatMs(45.43)).toBe("45.4");
    expect(formatMs(102.9)).toBe("103");
    expect(formatMs(Number.NaN)).toBe("–");
  });

  it("shows ratios with two decimals", () => {
    expect(formatRatio(0.0574)).toBe("0.06");
    expect(formatRatio(null)).toBe("–");
  });

  it("signs relative changes", () => {
    expect(formatChange(100, 112.3)).toBe("+12.3%");
    expect(formatChange(100, 80)).toBe("−20.0%");
    expect(formatChange(100, 100)).toBe("±0.0%");
    expect(formatChange(0, 5)).toBe("–");
  });

  it("summarizes errors", () => {
    expect(formatErrors({ non2xx: 0, socketErrors: 0, timeouts: 0 })).toBe("0");
    expect(formatErrors({ non2xx: 3, socketErrors: 2, timeouts: 1 })).toBe("3 non-2xx, 2 socket (1 timeouts)");
  });
});

describe("benchTable", () => {
  it("prints one line per target with its ratios to the control", () => {
    const summary: TargetSummary = {
      id: "desktop-home",
      runs: 3,
      requestsPerSecond: 197.4,
      p50Ms: 45.4,
      p99Ms: 94.5,
      errors: { non2xx: 0, socketErrors: 0, timeouts: 0 },
      ratioToControl: { requestsPerSecond: 0.0574, p50: 19.59, p99: 10.17 },
    };
    const lines = benchTable([{ label: "desktop home /", summary }]).split("\n");
    expect(lines[0]).toMatch(/^target\s+req\/s\s+p50 ms\s+p99 ms\s+errors\s+req\/s ÷ ctl\s+p50 ÷ ctl\s+p99 ÷ ctl$/);
    expect(lines[2]).toMatch(/^desktop home \/\s+197\s+45\.4\s+94\.5\s+0\s+0\.06\s+19\.59\s+10\.17$/);
  });
});
