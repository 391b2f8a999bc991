import { describe, expect, it } from "vitest";
import { COUNTDOWN_DONE, countdownText } from "./countdown-text";

const s = 1000;
const min = 60 * s;
const h = 60 * min;
const d = 24 * h;

describe("countdownText", () => {
  it("counts days, hours and minutes for the server's static text, rounding the minutes up", () => {
    expect(countdownText(2 * d + 3 * h + 5 * min)).toBe("距开播还有 2 天 3 小时 5 分钟");
    expect(countdownText(2 * d + 3 * h + 4 * min + 1)).toBe("距开播还有 2 天 3 小时 5 分钟");
    expect(countdownText(2 * d)).toBe("距开播还有 2 天 0 小时 0 分钟");
  });

  it("leaves out leading zero units", () => {
    expect(countdownText(3 * h)).toBe("距开播还有 3 小时 0 分钟");
    expect(countdownText(42 * min)).toBe("距开播还有 42 分钟");
    expect(countdownText(10 * s)).toBe("距开播还有 1 分钟");
  });

  it("adds seconds for the ticking text", () => {
    expect(countdownText(d + 2 * h + 3 * min + 4 * s, { seconds: true })).toBe("距开播还有 1 天 2 小时 3 分钟 4 秒");
    expect(countdownText(3 * min + 500, { seconds: true })).toBe("距开播还有 3 分钟 1 秒");
    expect(countdownText(9 * s, { seconds: true })).toBe("距开播还有 9 秒");
    expect(countdownText(59 * min + 59 * s + 1, { seconds: true })).toBe("距开播还有 1 小时 0 分钟 0 秒");
  });

  it("says the live is starting once the time is up", () => {
    expect(countdownText(0)).toBe(COUNTDOWN_DONE);
    expect(countdownText(-5 * min, { seconds: true })).toBe(COUNTDOWN_DONE);
    expect(countdownText(Number.NaN)).toBe(COUNTDOWN_DONE);
  });
});
