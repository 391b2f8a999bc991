// The mobile layout: the page, then the footer tab bar. The "mine" tab needs login (its page redirects to
// /mobile/login with a way back). Tabs appear as their pages are built.
import { Outlet } from "@remix-run/react";
import { MobileTabBar } from "~/components/mobile/mobile-tab-bar";

export default function MobileLayout() {
  return (
    <>
      <Outlet />
      <MobileTabBar />
    </>
  );
}
