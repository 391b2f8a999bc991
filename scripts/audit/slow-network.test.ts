import { describe, expect, it } from "vitest";
import { slowNetworkFailures, type PaintTiming } from "./slow-network";

const timing = (path: string, javascript: boolean, contentVisibleMs: number | null, problem?: string): PaintTiming => ({
  path,
  javascript,
  firstPaintMs: contentVisibleMs,
  contentVisibleMs,
  usableMs: contentVisibleMs,
  bytes: 1000,
  requests: 3,
  ...(problem ? { problem } : {}),
});

describe("slowNetworkFailures", () => {
  it("passes content visible with JavaScript within the allowance of without", () => {
    expect(slowNetworkFailures([timing("/", false, 2000), timing("/", true, 2500)], 500)).toEqual([]);
    expect(slowNetworkFailures([timing("/", false, 3000), timing("/", true, 2000)], 500)).toEqual([]);
  });

  it("fails a page whose scripts hide its content longer (the loading screen over a drawn page)", () => {
    expect(slowNetworkFailures([timing("/mobile/", false, 2200), timing("/mobile/", true, 7000)], 500)).toEqual([
      "slow network /mobile/: content visible at 7000 ms with JavaScript, 2200 ms without (allowed: + 500 ms)",
    ]);
  });

  it("fails a load that never became visible, either way", () => {
    const failures = slowNetworkFailures([timing("/q", false, null, "not visible"), timing("/q", true, 1000)], 500);
    expect(failures).toEqual(["slow network /q (JavaScript off): not visible"]);
  });
});
