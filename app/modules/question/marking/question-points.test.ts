import { describe, expect, it } from "vitest";
import { formatPoints, hundredthsOf, sharePoints } from "./question-points";

describe("points in hundredths", () => {
  it("reads points people write", () => {
    expect(hundredthsOf(2)).toBe(200);
    expect(hundredthsOf(0.5)).toBe(50);
    expect(hundredthsOf("1.25")).toBe(125);
    expect(hundredthsOf("10")).toBe(1000);
    expect(hundredthsOf("1.255")).toBeNull();
    expect(hundredthsOf(-1)).toBeNull();
    expect(hundredthsOf("abc")).toBeNull();
  });

  it("formats them back", () => {
    expect(formatPoints(50)).toBe("0.5");
    expect(formatPoints(200)).toBe("2");
    expect(formatPoints(1225)).toBe("12.25");
    expect(formatPoints(1205)).toBe("12.05");
    expect(formatPoints(0)).toBe("0");
  });

  it("shares a total exactly, in proportion", () => {
    expect(sharePoints(1000, [50, 50, 50, 50])).toEqual([250, 250, 250, 250]);
    expect(sharePoints(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(sharePoints(500, [100, 300])).toEqual([125, 375]);
    expect(sharePoints(7, [0, 0])).toEqual([4, 3]);
    expect(sharePoints(0, [1, 2])).toEqual([0, 0]);
    expect(sharePoints(10, [])).toEqual([]);
    const shares = sharePoints(1001, [3, 7, 11, 13]);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(1001);
  });
});
