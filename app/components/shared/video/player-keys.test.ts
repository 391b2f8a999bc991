import { describe, expect, it } from "vitest";
import { keyTargetOf, playerKeyAction, seekTarget, volumeTarget } from "./player-keys";

const press = (key: string, target: Parameters<typeof playerKeyAction>[0]["target"] = "other", modified = false) =>
  playerKeyAction({ key, target, modified });

describe("playerKeyAction", () => {
  it("maps space and K to play/pause, arrows to ±5 s and volume, M to mute, F to fullscreen", () => {
    expect(press(" ")).toEqual({ kind: "toggle-play" });
    expect(press("k")).toEqual({ kind: "toggle-play" });
    expect(press("K")).toEqual({ kind: "toggle-play" });
    expect(press("ArrowLeft")).toEqual({ kind: "seek-by", seconds: -5 });
    expect(press("ArrowRight")).toEqual({ kind: "seek-by", seconds: 5 });
    expect(press("ArrowUp")).toEqual({ kind: "volume-by", delta: 0.1 });
    expect(press("ArrowDown")).toEqual({ kind: "volume-by", delta: -0.1 });
    expect(press("m")).toEqual({ kind: "toggle-mute" });
    expect(press("F")).toEqual({ kind: "toggle-fullscreen" });
    expect(press("x")).toBeNull();
    expect(press("Enter")).toBeNull();
  });

  it("leaves a focused control the keys it uses itself", () => {
    expect(press(" ", "button")).toBeNull();
    expect(press(" ", "link")).toBeNull();
    expect(press("ArrowRight", "range")).toBeNull();
    expect(press("ArrowUp", "range")).toBeNull();
    expect(press("ArrowDown", "select")).toBeNull();
    expect(press("k", "select")).toBeNull();
    expect(press("m", "text")).toBeNull();
    // Keys a button or slider does not use still work from there.
    expect(press("k", "button")).toEqual({ kind: "toggle-play" });
    expect(press("ArrowRight", "button")).toEqual({ kind: "seek-by", seconds: 5 });
    expect(press(" ", "range")).toEqual({ kind: "toggle-play" });
  });

  it("ignores keys with Ctrl, Alt or Meta", () => {
    expect(press("f", "other", true)).toBeNull();
    expect(press("ArrowLeft", "other", true)).toBeNull();
  });
});

describe("keyTargetOf", () => {
  const element = (tagName: string, attributes: Record<string, string> = {}) => ({
    tagName,
    getAttribute: (name: string) => attributes[name] ?? null,
  });

  it("tells native controls apart", () => {
    expect(keyTargetOf(element("BUTTON"))).toBe("button");
    expect(keyTargetOf(element("A"))).toBe("link");
    expect(keyTargetOf(element("SELECT"))).toBe("select");
    expect(keyTargetOf(element("INPUT", { type: "range" }))).toBe("range");
    expect(keyTargetOf(element("INPUT", { type: "text" }))).toBe("text");
    expect(keyTargetOf(element("DIV", { role: "slider" }))).toBe("range");
    expect(keyTargetOf(element("VIDEO"))).toBe("other");
    expect(keyTargetOf(null)).toBe("other");
  });
});

describe("seekTarget and volumeTarget", () => {
  it("keeps a seek within the video", () => {
    expect(seekTarget(3, -5, 24)).toBe(0);
    expect(seekTarget(10, 5, 24)).toBe(15);
    expect(seekTarget(22, 5, 24)).toBe(24);
    expect(seekTarget(10, 5, Number.NaN)).toBe(15);
  });

  it("steps the volume by tenths within 0…1", () => {
    expect(volumeTarget(0.95, 0.1)).toBe(1);
    expect(volumeTarget(0.05, -0.1)).toBe(0);
    expect(volumeTarget(0.5, 0.1)).toBe(0.6);
    let volume = 1;
    for (let step = 0; step < 10; step += 1) volume = volumeTarget(volume, -0.1);
    expect(volume).toBe(0);
  });
});
