import { describe, expect, it } from "vitest";
import { optionKeyIndex } from "./wrong-keys";

const press = (key: string, extra: Partial<KeyboardEvent> = {}) =>
  ({ key, ctrlKey: false, metaKey: false, altKey: false, isComposing: false, defaultPrevented: false, target: null, ...extra }) as KeyboardEvent;

describe("the option keys of 今日错题", () => {
  it("maps 1–4 and A–D (either case) to the options, within the options there are", () => {
    expect(["1", "2", "3", "4"].map((key) => optionKeyIndex(press(key), 4))).toEqual([0, 1, 2, 3]);
    expect(["a", "B", "c", "D"].map((key) => optionKeyIndex(press(key), 4))).toEqual([0, 1, 2, 3]);
    expect(optionKeyIndex(press("4"), 3)).toBeNull();
    expect(optionKeyIndex(press("E"), 7)).toBeNull();
    expect(optionKeyIndex(press("5"), 7)).toBeNull();
  });

  it("leaves modified keys, composition and typing in a field alone", () => {
    expect(optionKeyIndex(press("a", { ctrlKey: true }), 4)).toBeNull();
    expect(optionKeyIndex(press("1", { isComposing: true }), 4)).toBeNull();
    expect(optionKeyIndex(press("Enter"), 4)).toBeNull();
    const field = { closest: (selector: string) => (selector.includes("textarea") ? {} : null) } as unknown as EventTarget;
    expect(optionKeyIndex(press("a", { target: field }), 4)).toBeNull();
  });
});
