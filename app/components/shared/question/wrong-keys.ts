// The keys of 今日错题 (JavaScript only; every option has its own control): 1–4 or A–D pick the option at that place
// (a radio is chosen, a checkbox toggled). Keys typed into a form field or with a modifier keep their usual meaning.
const TYPING = "input[type='text'], input:not([type]), textarea, select, [contenteditable]:not([contenteditable='false'])";

/** The option index (0-based) a key picks among `count` options; null for any other key. */
export function optionKeyIndex(
  event: Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "altKey" | "isComposing" | "defaultPrevented" | "target">,
  count: number,
): number | null {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return null;
  const target = event.target && typeof (event.target as Element).closest === "function" ? (event.target as Element) : null;
  if (target?.closest(TYPING)) return null;
  const key = event.key.length === 1 ? event.key.toUpperCase() : "";
  let index = -1;
  if (key >= "1" && key <= "4") index = Number(key) - 1;
  else if (key >= "A" && key <= "D") index = key.charCodeAt(0) - 65;
  return index >= 0 && index < count ? index : null;
}
