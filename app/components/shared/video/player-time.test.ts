import { describe, expect, it } from "vitest";
import { formatClock, rateLabel, spokenDuration } from "./player-time";

describe("formatClock", () => {
  it("shows m:ss under an hour and h:mm:ss from an hour", () => {
    expect(formatClock(0)).toBe("0:00");
    expect(formatClock(5.9)).toBe("0:05");
    expect(formatClock(75)).toBe("1:15");
    expect(formatClock(599)).toBe("9:59");
    expect(formatClock(3600)).toBe("1:00:00");
    expect(formatClock(3725)).toBe("1:02:05");
  });

  it("shows hours when the video is an hour or longer, and 0:00 for what is not a time", () => {
    expect(formatClock(65, 3900)).toBe("0:01:05");
    expect(formatClock(Number.NaN)).toBe("0:00");
    expect(formatClock(-3)).toBe("0:00");
    expect(formatClock(Number.POSITIVE_INFINITY)).toBe("0:00");
  });
});

describe("spokenDuration and rateLabel", () => {
  it("speaks a position in Chinese units", () => {
    expect(spokenDuration(5)).toBe("5秒");
    expect(spokenDuration(75)).toBe("1分15秒");
    expect(spokenDuration(3725)).toBe("1小时2分5秒");
    expect(spokenDuration(3600)).toBe("1小时0分0秒");
  });

  it("labels speeds with ×", () => {
    expect(rateLabel(0.75)).toBe("0.75×");
    expect(rateLabel(2)).toBe("2×");
  });
});
