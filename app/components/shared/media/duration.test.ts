import { describe, expect, it } from "vitest";
import { formatClock, formatLength, formatPaddedClock, spokenDuration } from "./duration";

describe("formatClock", () => {
  it.each([
    [0, "0:00"],
    [5.9, "0:05"],
    [24, "0:24"],
    [60, "1:00"],
    [75, "1:15"],
    [599, "9:59"],
    [725, "12:05"],
    [3600, "1:00:00"],
    [3723, "1:02:03"],
    [3725, "1:02:05"],
  ])("shows m:ss under an hour and h:mm:ss from an hour: %s s is %s", (seconds, text) => {
    expect(formatClock(seconds)).toBe(text);
  });

  it("shows hours when the video is an hour or longer, and 0:00 for what is not a time", () => {
    expect(formatClock(65, 3900)).toBe("0:01:05");
    expect(formatClock(Number.NaN)).toBe("0:00");
    expect(formatClock(-3)).toBe("0:00");
    expect(formatClock(Number.POSITIVE_INFINITY)).toBe("0:00");
  });
});

describe("formatPaddedClock", () => {
  it("shows mm:ss under an hour and h:mm:ss from an hour", () => {
    expect(formatPaddedClock(0)).toBe("00:00");
    expect(formatPaddedClock(24)).toBe("00:24");
    expect(formatPaddedClock(605.9)).toBe("10:05");
    expect(formatPaddedClock(3600 + 62)).toBe("1:01:02");
    expect(formatPaddedClock(-3)).toBe("00:00");
  });
});

describe("spokenDuration", () => {
  it("speaks a position in Chinese units", () => {
    expect(spokenDuration(5)).toBe("5秒");
    expect(spokenDuration(75)).toBe("1分15秒");
    expect(spokenDuration(3725)).toBe("1小时2分5秒");
    expect(spokenDuration(3600)).toBe("1小时0分0秒");
  });
});

describe("formatLength", () => {
  it("says a course's length in words", () => {
    expect(formatLength(30)).toBe("不足 1 分钟");
    expect(formatLength(12 * 60 + 5)).toBe("12 分钟");
    expect(formatLength(3600)).toBe("1 小时");
    expect(formatLength(3900)).toBe("1 小时 5 分钟");
  });
});
