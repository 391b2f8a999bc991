// The one-line message after an action (登录成功！, 退出成功！...). Rendered by the server so a no-JS user sees it
// too; with JavaScript it fades after a few seconds.
import { Notification } from "@mantine/core";
import { useEffect, useState } from "react";

export interface ToastData {
  kind: "success" | "error" | "info";
  message: string;
}

export function Toast({ toast }: { toast: ToastData | null | undefined }) {
  const [visible, setVisible] = useState<ToastData | null>(toast ?? null);
  useEffect(() => {
    setVisible(toast ?? null);
    if (!toast) return;
    const timer = setTimeout(() => setVisible(null), 4000);
    return () => clearTimeout(timer);
  }, [toast]);
  return (
    <div className="toast-region" role="status" aria-live="polite">
      {visible ? (
        <Notification
          color={visible.kind === "error" ? "red" : visible.kind === "success" ? "green" : "blue"}
          withCloseButton={false}
          withBorder
        >
          {visible.message}
        </Notification>
      ) : null}
    </div>
  );
}
