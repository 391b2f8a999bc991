import { describe, expect, it } from "vitest";
import { durationText } from "./duration-text";

describe("durationText", () => {
  it.each([
    [24, "0:24"],
    [60, "1:00"],
    [725, "12:05"],
    [3723, "1:02:03"],
    [0, "0:00"],
    [-3, "0:00"],
    [Number.NaN, "0:00"],
    [24.6, "0:25"],
  ])("%s s is %s", (seconds, text) => {
    expect(durationText(seconds)).toBe(text);
  });
});
