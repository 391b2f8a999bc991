// The footer tab bar of the mobile layout (spec section 2): home, courses, past papers, experience, mine. "Mine"
// needs login: its page sends a visitor who is not logged in to /mobile/login and back.
import { NavLink } from "@remix-run/react";

export const mobileTabs = [
  { to: "/mobile/", label: "首页", end: true },
  { to: "/mobile/course", label: "课程", end: false },
  { to: "/mobile/question", label: "真题", end: false },
  { to: "/mobile/news", label: "经验", end: false },
  { to: "/mobile/user", label: "我的", end: false },
] as const;

export function MobileTabBar() {
  return (
    <nav className="mobile-tabs" aria-label="主导航">
      {mobileTabs.map((tab) => (
        <NavLink key={tab.to} to={tab.to} end={tab.end} className="mobile-tab">
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}
