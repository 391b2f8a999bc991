// The mobile layout: the page, then the footer tab bar. The "mine" tab needs login (its page redirects to
// /mobile/login with a way back). Tabs appear as their pages are built.
import { Outlet, useRouteLoaderData } from "@remix-run/react";
import { MobileTabBar } from "~/components/mobile/mobile-tab-bar";
import type { loader as rootLoader } from "~/root";

export default function MobileLayout() {
  // The 我的 tab's unread count of 消息, read by the root loader for a logged-in user.
  const unread = useRouteLoaderData<typeof rootLoader>("root")?.user?.unreadNotifications ?? 0;
  return (
    <>
      <Outlet />
      <MobileTabBar unread={unread} />
    </>
  );
}
