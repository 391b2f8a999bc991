// The player's keyboard (docs/decisions/0011): what a key does while focus is inside the player. Client-safe and pure,
// so the mapping is unit-tested apart from the DOM. Keys that a focused native control needs for itself (space on a
// button, arrows on the progress or volume slider, anything on the speed select) are left to that control.

export type PlayerKeyAction =
  | { kind: "toggle-play" }
  | { kind: "seek-by"; seconds: number }
  | { kind: "volume-by"; delta: number }
  | { kind: "toggle-mute" }
  | { kind: "toggle-fullscreen" };

/** What has focus when the key goes down: a native control keeps the keys it uses. */
export type KeyTarget = "button" | "link" | "range" | "select" | "text" | "other";

/** Seconds ←/→ move. */
const SEEK_STEP_SECONDS = 5;
/** Volume ↑/↓ change (0–1). */
const VOLUME_STEP = 0.1;

export interface KeyInput {
  key: string;
  target: KeyTarget;
  /** A modifier (Ctrl, Alt, Meta) is held: browser and assistive-technology shortcuts win. */
  modified: boolean;
}

export function playerKeyAction({ key, target, modified }: KeyInput): PlayerKeyAction | null {
  if (modified || target === "text" || target === "select") return null;
  const arrowsTaken = target === "range";
  switch (key) {
    case " ":
    case "Spacebar":
      return target === "button" || target === "link" ? null : { kind: "toggle-play" };
    case "k":
    case "K":
      return { kind: "toggle-play" };
    case "ArrowLeft":
      return arrowsTaken ? null : { kind: "seek-by", seconds: -SEEK_STEP_SECONDS };
    case "ArrowRight":
      return arrowsTaken ? null : { kind: "seek-by", seconds: SEEK_STEP_SECONDS };
    case "ArrowUp":
      return arrowsTaken ? null : { kind: "volume-by", delta: VOLUME_STEP };
    case "ArrowDown":
      return arrowsTaken ? null : { kind: "volume-by", delta: -VOLUME_STEP };
    case "m":
    case "M":
      return { kind: "toggle-mute" };
    case "f":
    case "F":
      return { kind: "toggle-fullscreen" };
    default:
      return null;
  }
}

/** The kind of element a key event starts from. */
export function keyTargetOf(element: { tagName: string; getAttribute(name: string): string | null } | null): KeyTarget {
  if (!element) return "other";
  const tag = element.tagName.toLowerCase();
  if (tag === "button") return "button";
  if (tag === "a") return "link";
  if (tag === "select") return "select";
  if (tag === "textarea") return "text";
  if (tag === "input") return element.getAttribute("type") === "range" ? "range" : "text";
  const role = element.getAttribute("role");
  if (role === "slider") return "range";
  if (role === "button") return "button";
  return "other";
}

/** A new position after seeking by `seconds`, kept within 0…duration (duration unknown: no upper bound). */
export function seekTarget(current: number, seconds: number, duration: number): number {
  const next = Math.max(0, current + seconds);
  return Number.isFinite(duration) && duration > 0 ? Math.min(next, duration) : next;
}

/** A new volume after changing it by `delta`, within 0…1 and rounded to a tenth so repeated steps land on 0 and 1. */
export function volumeTarget(current: number, delta: number): number {
  return Math.min(1, Math.max(0, Math.round((current + delta) * 10) / 10));
}
