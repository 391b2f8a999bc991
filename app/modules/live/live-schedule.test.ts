import { describe, expect, it } from "vitest";
import { liveStatus, liveStatusName, minutesUntil } from "./live-schedule";

describe("liveStatus", () => {
  const starts = 1_000_000;
  const ends = 2_000_000;
  it.each([
    [starts - 1, "upcoming"],
    [starts, "live"],
    [ends - 1, "live"],
    [ends, "ended"],
    [ends + 1, "ended"],
  ] as const)("at %i the live is %s", (now, status) => {
    expect(liveStatus(starts, ends, now)).toBe(status);
  });

  it("names the states in Chinese", () => {
    expect([liveStatusName("upcoming"), liveStatusName("live"), liveStatusName("ended")]).toEqual([
      "即将开始",
      "直播中",
      "已结束",
    ]);
  });

  it("counts whole minutes to the start", () => {
    expect(minutesUntil(starts, starts - 61_000)).toBe(2);
    expect(minutesUntil(starts, starts)).toBe(0);
  });
});
