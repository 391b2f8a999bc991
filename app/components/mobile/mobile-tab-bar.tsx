// The footer tab bar of the mobile layout (spec section 2): home, courses, past papers, experience, mine. "Mine"
// needs login: its page sends a visitor who is not logged in to /mobile/login and back. A tab is current on its own
// pages and on the pages it leads into (经验 → the news pages under /mobile/timeInfo, 真题 → paper explanations).
import { Link, useLocation } from "@remix-run/react";
import { UnreadBadge } from "~/components/shared/unread-badge";

const mobileTabs = [
  { to: "/mobile/", label: "首页", end: true, also: [] },
  { to: "/mobile/course", label: "课程", end: false, also: [] },
  { to: "/mobile/question", label: "真题", end: false, also: ["/mobile/trueQuesExplanation"] },
  { to: "/mobile/news", label: "经验", end: false, also: ["/mobile/timeInfo"] },
  { to: "/mobile/user", label: "我的", end: false, also: [] },
] as const;

const within = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/** `unread`: the unread count of 消息 that 我的 carries (docs/decisions/0023). */
export function MobileTabBar({ unread = 0 }: { unread?: number }) {
  const { pathname } = useLocation();
  return (
    <nav className="mobile-tabs" aria-label="主导航">
      {mobileTabs.map((tab) => {
        const own = tab.end ? pathname.replace(/\/$/, "") === tab.to.replace(/\/$/, "") : within(pathname, tab.to);
        const current = own || tab.also.some((prefix) => within(pathname, prefix));
        const count = tab.to === "/mobile/user" ? unread : 0;
        return (
          <Link
            key={tab.to}
            to={tab.to}
            className="mobile-tab"
            aria-current={current ? "page" : undefined}
            aria-label={count > 0 ? `${tab.label}，${count} 条未读消息` : undefined}
          >
            {tab.label}
            <UnreadBadge count={count} />
          </Link>
        );
      })}
    </nav>
  );
}
