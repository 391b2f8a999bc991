import { describe, expect, it } from "vitest";
import { measurePairs, slowNetworkFailures, type PaintTiming } from "./slow-network";

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

  it("loads a page over the allowance again once the machine is quiet, keeping the earliest times", async () => {
    const events: string[] = [];
    const onTimes: Record<string, number[]> = { "/a": [3600, 2900, 2100], "/b": [2000] };
    const pair = async (path: string): Promise<[PaintTiming, PaintTiming]> => {
      events.push(path);
      return [timing(path, false, 2000), timing(path, true, onTimes[path]?.shift() ?? 9999)];
    };
    let settle = () => {};
    const quiet = new Promise<void>((resolve) => {
      settle = () => {
        events.push("quiet");
        resolve();
      };
    });
    const measuring = measurePairs(["/a", "/b"], pair, 500, { quiet, retries: 2 });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(events).toEqual(["/a", "/b"]); // the retry waits for the quiet
    settle();
    const timings = await measuring;
    expect(events).toEqual(["/a", "/b", "quiet", "/a", "/a"]);
    expect(timings.map((t) => t.contentVisibleMs)).toEqual([2000, 2100, 2000, 2000]);
    expect(slowNetworkFailures(timings, 500)).toEqual([]);
  });

  it("still fails a page late every time", async () => {
    const pair = async (path: string): Promise<[PaintTiming, PaintTiming]> => [
      timing(path, false, 2000),
      timing(path, true, 4000),
    ];
    const timings = await measurePairs(["/late"], pair, 500, { retries: 2 });
    expect(slowNetworkFailures(timings, 500)).toHaveLength(1);
  });
});
