// The footer tab bar of the mobile layout (spec: home, courses, past papers, experience, mine). Each tab is listed
// once its page exists, so the bar never leads to a missing page.
import { NavLink } from "@remix-run/react";

const tabs = [
  { to: "/mobile/", label: "首页", end: true },
  { to: "/mobile/user", label: "我的", end: false },
];

export function MobileTabBar() {
  return (
    <nav className="mobile-tabs" aria-label="主导航">
      {tabs.map((tab) => (
        <NavLink key={tab.to} to={tab.to} end={tab.end} className="mobile-tab">
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}
