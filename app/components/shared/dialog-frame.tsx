// A dialog that has a URL: the server renders it open, so it works without JavaScript; with JavaScript it traps
// focus and closes on Escape. Closing is a link to the same page without the dialog's query parameter.
import { CloseButton, FocusTrap, Title } from "@mantine/core";
import { Link, useNavigate } from "@remix-run/react";
import { useEffect, useId, type ReactNode } from "react";

export function DialogFrame({
  title,
  closeHref,
  width = 640,
  children,
}: {
  title: string;
  closeHref: string;
  width?: number;
  children: ReactNode;
}) {
  const titleId = useId();
  const navigate = useNavigate();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") navigate(closeHref, { preventScrollReset: true });
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [closeHref, navigate]);
  return (
    <div className="dialog-layer">
      <Link to={closeHref} className="dialog-mask" aria-hidden="true" tabIndex={-1} preventScrollReset />
      <FocusTrap active>
        <div
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          className="dialog-panel"
          style={{ maxWidth: width }}
        >
          <div className="dialog-header">
            <Title order={2} id={titleId} fz="xl">
              {title}
            </Title>
            <CloseButton component={Link} to={closeHref} preventScrollReset aria-label="关闭对话框" size="lg" />
          </div>
          {children}
        </div>
      </FocusTrap>
    </div>
  );
}
