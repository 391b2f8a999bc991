// A menu that is a <details> element, so it opens and closes without JavaScript. Where JavaScript runs it also closes
// as a menu is expected to (issue 23): Escape closes it and returns focus to its summary; focus or a click leaving it
// closes it; so does a navigation.
import { useLocation } from "@remix-run/react";
import { useEffect, useRef, type FocusEvent, type KeyboardEvent, type ReactNode } from "react";

export function DisclosureMenu({ className = "menu", children }: { className?: string; children: ReactNode }) {
  const ref = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: location.key closes the menu on every navigation
  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [location.key]);
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const details = ref.current;
      if (details?.open && !details.contains(event.target as Node)) details.open = false;
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, []);
  const onKeyDown = (event: KeyboardEvent<HTMLDetailsElement>) => {
    const details = ref.current;
    if (event.key !== "Escape" || !details?.open) return;
    event.preventDefault();
    details.open = false;
    details.querySelector("summary")?.focus();
  };
  const onBlur = (event: FocusEvent<HTMLDetailsElement>) => {
    const details = ref.current;
    const next = event.relatedTarget as Node | null;
    // relatedTarget is null when focus goes nowhere (a click on the page's background): the pointer handler decides.
    if (details?.open && next && !details.contains(next)) details.open = false;
  };
  return (
    <details ref={ref} className={className} onKeyDown={onKeyDown} onBlur={onBlur}>
      {children}
    </details>
  );
}
