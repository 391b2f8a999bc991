// The bound on seconds watched between two beacons: wall clock plus slack, never negative, seeks not counted.
import { describe, expect, it } from "vitest";
import { WATCH_SLACK_SECONDS, watchedSeconds } from "./watch-time";

const T0 = Date.parse("2025-10-08T02:00:00Z");
const point = (position: number, secondsLater: number) => ({ position, at: T0 + secondsLater * 1000 });

describe("watchedSeconds", () => {
  it("counts the position advanced over a beacon interval at normal speed", () => {
    expect(watchedSeconds(point(100, 0), point(110, 10))).toBe(10);
  });

  it("never counts more than the wall-clock time plus the slack (2× playback)", () => {
    expect(watchedSeconds(point(100, 0), point(120, 10))).toBe(10 + WATCH_SLACK_SECONDS);
    expect(watchedSeconds(point(100, 0), point(112, 10))).toBe(12);
  });

  it("counts what was played after a long pause, not the pause", () => {
    expect(watchedSeconds(point(100, 0), point(108, 600))).toBe(8);
  });

  it("counts nothing for a rewind, a replay from the start or a repeated position", () => {
    expect(watchedSeconds(point(300, 0), point(200, 10))).toBe(0);
    expect(watchedSeconds(point(1500, 0), point(5, 10))).toBe(0);
    expect(watchedSeconds(point(100, 0), point(100, 10))).toBe(0);
  });

  it("counts nothing for a seek forward further than the fastest rate could play", () => {
    expect(watchedSeconds(point(100, 0), point(400, 10))).toBe(0);
    // Just within 2× plus the slack: still playback, bounded by the wall clock.
    expect(watchedSeconds(point(100, 0), point(125, 10))).toBe(10 + WATCH_SLACK_SECONDS);
    expect(watchedSeconds(point(100, 0), point(126, 10))).toBe(0);
  });

  it("counts nothing when the clock did not move forward (a beacon out of order)", () => {
    expect(watchedSeconds(point(100, 10), point(110, 10))).toBe(0);
    expect(watchedSeconds(point(100, 10), point(110, 5))).toBe(0);
  });

  it("gives whole seconds", () => {
    expect(watchedSeconds(point(100, 0), point(109.9, 9.5))).toBe(9);
  });
});
