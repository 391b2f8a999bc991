// The lecture layout's side menu (spec section 2: "header plus a side menu with a mask; clicking the mask closes the
// menu"): the course catalogue in a drawer over a mask. Its state is in the URL (?menu=open), so without JavaScript
// the toggle, the close link and the mask are links the server answers; with JavaScript the same links toggle it in
// place, Escape closes it, focus moves into the drawer on opening and back to the toggle on closing.
import { useLocation } from "@remix-run/react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { hrefWith } from "~/lib/url-state";

const lectureMenuText = {
  toggleOpen: "课程目录",
  close: "关闭",
  closeMask: "关闭课程目录",
} as const;

const MENU_ID = "lecture-menu";

export function useLectureMenu(initiallyOpen: boolean) {
  const [open, setOpen] = useState(initiallyOpen);
  // A new page (another video, or the server's answer to a no-JavaScript toggle) brings its own state.
  useEffect(() => setOpen(initiallyOpen), [initiallyOpen]);
  return { open, setOpen };
}

export function LectureMenuToggle({
  open,
  setOpen,
  toggleRef,
}: {
  open: boolean;
  setOpen: (open: boolean) => void;
  toggleRef: React.RefObject<HTMLAnchorElement>;
}) {
  const location = useLocation();
  return (
    <a
      ref={toggleRef}
      href={hrefWith(location, { menu: open ? "closed" : "open" })}
      className="lecture-menu-toggle"
      aria-expanded={open}
      aria-controls={MENU_ID}
      onClick={(event) => {
        event.preventDefault();
        setOpen(!open);
      }}
    >
      <span aria-hidden="true">☰ </span>
      {lectureMenuText.toggleOpen}
    </a>
  );
}

export function LectureMenu({
  open,
  setOpen,
  toggleRef,
  title,
  children,
}: {
  open: boolean;
  setOpen: (open: boolean) => void;
  toggleRef: React.RefObject<HTMLAnchorElement>;
  /** The drawer's heading. */
  title: string;
  children: ReactNode;
}) {
  const location = useLocation();
  const closeHref = hrefWith(location, { menu: "closed" });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const wasOpen = useRef(open);

  // Opening moves focus into the drawer; closing (close link, mask, Escape) puts it back on the toggle.
  useEffect(() => {
    if (open && !wasOpen.current) headingRef.current?.focus();
    wasOpen.current = open;
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open, setOpen, toggleRef]);

  const close = (event: React.MouseEvent) => {
    event.preventDefault();
    setOpen(false);
    toggleRef.current?.focus();
  };

  return (
    <div className="lecture-menu" data-open={open ? "" : undefined} hidden={!open}>
      {/* biome-ignore lint/a11y/useAnchorContent: the mask is a pointer target only (out of the tab order, named by aria-label); the drawer has its own close button */}
      <a
        href={closeHref}
        className="lecture-mask"
        aria-label={lectureMenuText.closeMask}
        tabIndex={-1}
        onClick={close}
      />
      <nav id={MENU_ID} className="lecture-drawer" aria-labelledby={`${MENU_ID}-title`}>
        <div className="lecture-drawer-head">
          <h2 id={`${MENU_ID}-title`} ref={headingRef} tabIndex={-1}>
            {title}
          </h2>
          <a href={closeHref} className="lecture-drawer-close" onClick={close}>
            {lectureMenuText.close}
          </a>
        </div>
        {children}
      </nav>
    </div>
  );
}
