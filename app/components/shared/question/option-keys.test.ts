import { describe, expect, it } from "vitest";
import { keyTarget, optionKeyOf } from "./option-keys";

/** A focused element as far as optionKeyOf asks: `closest` over the comma-separated selectors it uses. */
const focused = (tag: string | null, type?: string) => ({
  closest: (selector: string) =>
    tag !== null &&
    selector.split(",").some((part) => {
      const trimmed = part.trim();
      if (!trimmed.startsWith(tag)) return false;
      return tag !== "input" || !trimmed.includes(`'${type}'`);
    })
      ? {}
      : null,
});
const press = (key: string, tag: string | null = null, type?: string, extra: Partial<KeyboardEvent> = {}) =>
  optionKeyOf({
    key,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    isComposing: false,
    defaultPrevented: false,
    target: focused(tag, type) as unknown as EventTarget,
    ...extra,
  });

describe("optionKeyOf", () => {
  it("maps 1–4 and A–D (either case) to an option, Enter to submit", () => {
    expect(press("1")).toBe(0);
    expect(press("4")).toBe(3);
    expect(press("b")).toBe(1);
    expect(press("D")).toBe(3);
    expect(press("Enter")).toBe("submit");
    expect(press("5")).toBeNull();
    expect(press("E")).toBeNull();
    expect(press("ArrowDown")).toBeNull();
  });

  it("works on a focused option (a radio or checkbox)", () => {
    expect(press("2", "input", "radio")).toBe(1);
    expect(press("c", "input", "checkbox")).toBe(2);
    expect(press("Enter", "input", "radio")).toBe("submit");
  });

  it("leaves keys alone while typing, with a modifier, or Enter on a button or link", () => {
    expect(press("a", "textarea")).toBeNull();
    expect(press("1", "input", "text")).toBeNull();
    expect(press("b", "select")).toBeNull();
    expect(press("Enter", "button")).toBeNull();
    expect(press("Enter", "a[href]")).toBeNull();
    expect(press("a", null, undefined, { ctrlKey: true })).toBeNull();
    expect(press("a", null, undefined, { isComposing: true })).toBeNull();
    expect(press("a", null, undefined, { altKey: true })).toBeNull();
    expect(press("b", null, undefined, { defaultPrevented: true })).toBeNull();
  });
});

describe("which question the keys act on", () => {
  const group = (name: string, focused: boolean, answered: boolean) => ({ name, focused, answered });

  it("the one holding the focus, else the first with nothing chosen, else the first", () => {
    expect(keyTarget([group("1", false, true), group("2", true, true), group("3", false, false)])?.name).toBe("2");
    expect(keyTarget([group("1", false, true), group("2", false, false), group("3", false, false)])?.name).toBe("2");
    expect(keyTarget([group("1", false, true), group("2", false, true)])?.name).toBe("1");
    expect(keyTarget([])).toBeUndefined();
  });
});
