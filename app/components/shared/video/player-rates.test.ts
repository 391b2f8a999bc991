import { describe, expect, it } from "vitest";
import { PLAYBACK_RATES, rateLabel } from "./player-rates";

describe("rateLabel", () => {
  it("labels speeds with ×", () => {
    expect(rateLabel(0.75)).toBe("0.75×");
    expect(rateLabel(2)).toBe("2×");
    expect(PLAYBACK_RATES).toContain(1);
  });
});
