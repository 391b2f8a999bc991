import { describe, expect, it } from "vitest";
import { studyKeyOf } from "./study-keys";

/** A stand-in for the focused element: `closest` answers whether it is inside `matches`. */
const element = (kind: "body" | "heading" | "button" | "input" | "textarea" | "editable" | "summary") => ({
  closest: (selector: string) => {
    const names: Record<typeof kind, string[]> = {
      body: [],
      heading: [],
      button: ["button"],
      input: ["input"],
      textarea: ["textarea"],
      editable: ["[contenteditable"],
      summary: ["summary"],
    };
    return names[kind].some((name) => selector.includes(name)) ? {} : null;
  },
});

const press = (key: string, on: Parameters<typeof element>[0] = "body", extra: Partial<KeyboardEvent> = {}) =>
  studyKeyOf({
    key,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    isComposing: false,
    defaultPrevented: false,
    target: element(on) as unknown as EventTarget,
    ...extra,
  });

describe("study keys", () => {
  it("maps 1/← to 认识, 2/→ to 不认识, 3 to 太简单 and space to reveal/next", () => {
    expect(press("1")).toBe("know");
    expect(press("ArrowLeft")).toBe("know");
    expect(press("2")).toBe("notKnow");
    expect(press("ArrowRight")).toBe("notKnow");
    expect(press("3")).toBe("easy");
    expect(press(" ", "heading")).toBe("space");
    expect(press("4")).toBeNull();
    expect(press("Enter")).toBeNull();
  });

  it("leaves keys typed into form fields alone", () => {
    for (const field of ["input", "textarea", "editable"] as const) {
      expect(press("1", field)).toBeNull();
      expect(press("ArrowLeft", field)).toBeNull();
      expect(press(" ", field)).toBeNull();
    }
  });

  it("lets space activate a focused control, and ignores modified or handled keys", () => {
    expect(press(" ", "button")).toBeNull();
    expect(press(" ", "summary")).toBeNull();
    expect(press("1", "button")).toBe("know");
    expect(press("1", "body", { ctrlKey: true })).toBeNull();
    expect(press("ArrowLeft", "body", { altKey: true })).toBeNull();
    expect(press("2", "body", { metaKey: true })).toBeNull();
    expect(press("3", "body", { defaultPrevented: true })).toBeNull();
    expect(press("1", "body", { isComposing: true })).toBeNull();
  });
});
