// Keyboard shortcuts of a practice question (JavaScript only; every key has a visible control): 1–4 or A–D pick that
// option of the first unanswered choice question (0-based index), Enter submits the answer. Keys typed into a text
// field, a select or a focused button/link, or with a modifier, keep their usual meaning.
export type PracticeKey = number | "submit";

const TYPING = "textarea, select, input:not([type='radio']):not([type='checkbox']), [contenteditable]:not([contenteditable='false'])";
const CONTROLS = "button, a[href], summary";

export function practiceKeyOf(event: Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "altKey" | "isComposing" | "defaultPrevented" | "target">): PracticeKey | null {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return null;
  const target = event.target && typeof (event.target as Element).closest === "function" ? (event.target as Element) : null;
  if (target?.closest(TYPING)) return null;
  if (event.key === "Enter") return target?.closest(CONTROLS) ? null : "submit";
  if (/^[1-4]$/.test(event.key)) return Number(event.key) - 1;
  const letter = event.key.toUpperCase();
  if (/^[A-D]$/.test(letter) && event.key.length === 1) return letter.charCodeAt(0) - 65;
  return null;
}
