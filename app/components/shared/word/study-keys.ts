// Keyboard shortcuts of the study pages (JavaScript only; every key has a visible button): 1 or ← 认识, 2 or → 不认识,
// 3 太简单, space 显示释义 on the front and 下一个 on the back. Keys typed into a form field, with a modifier, or (space)
// on a focused control keep their usual meaning.
import { useEffect, useRef } from "react";

export type StudyKey = "know" | "notKnow" | "easy" | "space";

/** The aria-keyshortcuts of each answer button. */
export const answerShortcuts = { know: "1 ArrowLeft", notKnow: "2 ArrowRight", easy: "3" } as const;

const TYPING = "input, textarea, select, [contenteditable]:not([contenteditable='false'])";
/** Where space activates the focused element itself. */
const CONTROLS = `${TYPING}, button, a[href], summary, [role='button'], [role='link'], [role='checkbox'], [role='tab']`;

export function studyKeyOf(
  event: Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "altKey" | "isComposing" | "defaultPrevented" | "target">,
): StudyKey | null {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return null;
  const target =
    event.target && typeof (event.target as Element).closest === "function" ? (event.target as Element) : null;
  if (target?.closest(TYPING)) return null;
  switch (event.key) {
    case "1":
    case "ArrowLeft":
      return "know";
    case "2":
    case "ArrowRight":
      return "notKnow";
    case "3":
      return "easy";
    case " ":
    case "Spacebar":
      return target?.closest(CONTROLS) ? null : "space";
    default:
      return null;
  }
}

/** Calls `onKey` for the study keys; when it returns true the key's default (scrolling) is prevented. */
export function useStudyKeys(onKey: (key: StudyKey) => boolean): void {
  const handler = useRef(onKey);
  handler.current = onKey;
  useEffect(() => {
    const listener = (event: KeyboardEvent) => {
      const key = studyKeyOf(event);
      if (key && handler.current(key)) event.preventDefault();
    };
    window.addEventListener("keydown", listener);
    return () => window.removeEventListener("keydown", listener);
  }, []);
}
