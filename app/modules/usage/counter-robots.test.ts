// COUNTER's robots list catches agents isbot lets through, and leaves browsers alone.
import { isbot } from "isbot";
import { describe, expect, it } from "vitest";
import { isCounterRobot } from "./counter-robots";

describe("isCounterRobot", () => {
  it("excludes agents on COUNTER's list that isbot does not catch", () => {
    for (const agent of ["Mozilla/5.0 AddThis/1.0", "Mozilla/5.0 alexa toolbar", "Mozilla/5.0 ADmantX/1.0"]) {
      expect(isbot(agent), agent).toBe(false);
      expect(isCounterRobot(agent), agent).toBe(true);
    }
  });

  it("excludes an empty or missing agent and plain crawlers", () => {
    expect(isCounterRobot("")).toBe(true);
    expect(isCounterRobot(null)).toBe(true);
    expect(isCounterRobot("Googlebot/2.1 (+http://www.google.com/bot.html)")).toBe(true);
  });

  it("counts browsers", () => {
    expect(
      isCounterRobot(
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
      ),
    ).toBe(false);
    expect(
      isCounterRobot(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2f) NetType/WIFI Language/zh_CN",
      ),
    ).toBe(false);
  });
});
