// The option keys of the answering screens (练习, 今日错题, 模拟考试; JavaScript only, every option has its own
// control): 1–4 or A–D pick the option at that place — a radio is chosen, a checkbox toggled, through a click so the
// screen's own change handling runs (the exam saves it) — and, where a screen has one answer to submit, Enter submits
// it. Keys typed into a text field or a select, with a modifier, or Enter on a focused button or link keep their
// usual meaning. On a page of several choice questions (a passage's sub-questions) the keys act on the one holding the
// focus, else the first with nothing chosen, else the first; the picked option takes the focus, so the next key
// changes the same question until the student moves on. The choice is announced politely (the screen shows it).
import { useEffect, useRef, useState, type RefObject } from "react";

export type OptionKey = number | "submit";

const TYPING =
  "textarea, select, input:not([type='radio']):not([type='checkbox']), [contenteditable]:not([contenteditable='false'])";
const CONTROLS = "button, a[href], summary";

/** What a key press means: the option's place (0-based), "submit" (Enter), or null for anything else. */
export function optionKeyOf(
  event: Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "altKey" | "isComposing" | "defaultPrevented" | "target">,
): OptionKey | null {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return null;
  const target =
    event.target && typeof (event.target as Element).closest === "function" ? (event.target as Element) : null;
  if (target?.closest(TYPING)) return null;
  if (event.key === "Enter") return target?.closest(CONTROLS) ? null : "submit";
  if (/^[1-4]$/.test(event.key)) return Number(event.key) - 1;
  const letter = event.key.toUpperCase();
  if (/^[A-D]$/.test(letter) && event.key.length === 1) return letter.charCodeAt(0) - 65;
  return null;
}

/** The question a key acts on: the one holding the focus, else the first with nothing chosen, else the first. */
export function keyTarget<T extends { focused: boolean; answered: boolean }>(groups: readonly T[]): T | undefined {
  return groups.find((group) => group.focused) ?? groups.find((group) => !group.answered) ?? groups[0];
}

/**
 * Listens for the option keys while `enabled`, on the options (`input[data-option]`, grouped by name) of the form;
 * `onSubmit` makes Enter submit. Returns the announcement of the last choice, for a polite live region.
 */
export function useOptionKeys(
  formRef: RefObject<HTMLFormElement | null>,
  { enabled, onSubmit }: { enabled: boolean; onSubmit?: () => void },
): string {
  const [announcement, setAnnouncement] = useState("");
  const submit = useRef(onSubmit);
  submit.current = onSubmit;

  useEffect(() => {
    if (!enabled) return;
    const listener = (event: KeyboardEvent) => {
      const form = formRef.current;
      const key = optionKeyOf(event);
      if (!form || key === null) return;
      if (key === "submit") {
        if (!submit.current) return;
        event.preventDefault();
        submit.current();
        return;
      }
      const inputs = [...form.querySelectorAll<HTMLInputElement>("input[data-option]:not(:disabled)")];
      const groups = [...new Set(inputs.map((input) => input.name))].map((name) => {
        const members = inputs.filter((input) => input.name === name);
        return {
          members,
          focused: members.some((input) => input === document.activeElement),
          answered: members.some((input) => input.checked),
        };
      });
      const input = keyTarget(groups)?.members[key];
      if (!input) return;
      event.preventDefault();
      input.click();
      input.focus();
      setAnnouncement(`${input.checked ? "已选择" : "已取消"} ${input.value}`);
    };
    window.addEventListener("keydown", listener);
    return () => window.removeEventListener("keydown", listener);
  }, [enabled, formRef]);

  return announcement;
}
