// The one-line message after an action (登录成功！, 退出成功！...). Rendered by the server at the top of the page, in its
// flow, so it never covers content (a fixed toast without JavaScript stayed over the page for good; issue 23). Where
// JavaScript runs it can be closed; it never disappears by itself, which would move the page under the reader.
import { Notification } from "@mantine/core";
import { useEffect, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";

export interface ToastData {
  kind: "success" | "error" | "info";
  message: string;
}

export function Toast({ toast }: { toast: ToastData | null | undefined }) {
  const hydrated = useHydrated();
  const [visible, setVisible] = useState<ToastData | null>(toast ?? null);
  useEffect(() => setVisible(toast ?? null), [toast]);
  return (
    <div className="toast-region" role="status" aria-live="polite">
      {visible ? (
        <Notification
          color={visible.kind === "error" ? "red" : visible.kind === "success" ? "green" : "blue"}
          withCloseButton={hydrated}
          closeButtonProps={{ "aria-label": "关闭提示" }}
          onClose={() => setVisible(null)}
          withBorder
        >
          {visible.message}
        </Notification>
      ) : null}
    </div>
  );
}
