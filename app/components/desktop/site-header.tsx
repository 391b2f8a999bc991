// The desktop header (spec section 2): brand, the top navigation, the site search, the theme switcher, and the
// login button or the avatar menu (with an organisation's school name). Menus are <details> elements and the search
// and theme switcher are plain forms, so all of it works without JavaScript.
import { Anchor, Avatar, Button, Group, Text, VisuallyHidden } from "@mantine/core";
import { Form, Link, NavLink, useLocation, useNavigate } from "@remix-run/react";
import type { MouseEvent } from "react";
import { DisclosureMenu } from "~/components/shared/disclosure-menu";
import { UnreadBadge } from "~/components/shared/unread-badge";
import { hrefWith } from "~/lib/url-state";
import { centrePaths } from "~/modules/centre/centre-paths";
import { moderationPageText } from "~/modules/moderation/moderation-messages";
import { moderationPaths } from "~/modules/moderation/moderation-paths";
import { notificationMessages } from "~/modules/notifications/notification-messages";
import { SEARCH_KEYWORD_MAX } from "~/modules/search/search-config";
import { themeNames, themes, type ThemeName } from "~/modules/shell/themes";

export interface HeaderUser {
  nickname: string;
  avatar: string | null;
  isOrg: boolean;
  schoolName: string | null;
  /** Unread notifications of 消息 (docs/decisions/0023). */
  unreadNotifications?: number;
  /** A school's organisation account: its items waiting for moderation (docs/decisions/0031); null for anyone else. */
  pendingModeration?: number | null;
}

/** The spec's top navigation. `gated` items first pass the campus-IP check. */
const mainNavigation = [
  { label: "首页", to: "/", gated: false },
  { label: "微课", to: "/course?type=2", gated: true },
  { label: "真题", to: "/question", gated: true },
  { label: "词汇", to: "/word", gated: true, needsLogin: true, withBookTo: "/word/wordBook" },
  { label: "真题解析", to: "/trueQuesExplanation/trueQuestionExplanation", gated: true },
  { label: "考研资讯", to: "/policy", gated: true },
  { label: "经验分享", to: "/square/experience", gated: true },
] as const;

function MainNav({
  user,
  allowed,
  hasChosenBook,
}: {
  user: HeaderUser | null;
  allowed: boolean;
  hasChosenBook: boolean;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <nav aria-label="主导航" className="main-nav">
      {mainNavigation.map((item) => {
        // Vocabulary needs an account: a visitor who is not logged in gets the login dialog; a user who has chosen a
        // book goes to that book's home, otherwise to the book list (spec section 2).
        const needsLogin = "needsLogin" in item && item.needsLogin && !user;
        const target = "withBookTo" in item && user && hasChosenBook ? item.withBookTo : item.to;
        const to = needsLogin ? hrefWith(location, { login: "sms" }) : target;
        const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
          if (item.gated && !allowed && !needsLogin) {
            event.preventDefault();
            navigate(hrefWith(location, { tips: "1" }), { preventScrollReset: true });
          }
        };
        if (needsLogin) {
          return (
            <Link key={item.label} to={to} preventScrollReset>
              {item.label}
            </Link>
          );
        }
        if (to !== item.to) {
          // The book's home stands for the whole section: marked current on every vocabulary page, as /word is.
          const inSection = location.pathname === item.to || location.pathname.startsWith(`${item.to}/`);
          return (
            <Link key={item.label} to={to} onClick={onClick} aria-current={inSection ? "page" : undefined}>
              {item.label}
            </Link>
          );
        }
        return (
          <NavLink key={item.label} to={to} end={item.to === "/"} onClick={onClick}>
            {item.label}
          </NavLink>
        );
      })}
    </nav>
  );
}

function ThemeSwitcher({ theme }: { theme: ThemeName }) {
  const location = useLocation();
  return (
    <DisclosureMenu>
      <summary>主题</summary>
      <Form method="post" action="/theme" className="menu-list theme-list" preventScrollReset>
        <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
        {themeNames.map((name) => (
          <button key={name} type="submit" name="theme" value={name} aria-pressed={name === theme}>
            <span className="theme-swatch" data-swatch={name} aria-hidden="true" />
            {themes[name].label}
          </button>
        ))}
      </Form>
    </DisclosureMenu>
  );
}

export function SiteHeader({
  user,
  allowed,
  theme,
  hasChosenBook = false,
}: {
  user: HeaderUser | null;
  allowed: boolean;
  theme: ThemeName;
  /** The logged-in user has chosen a word book (词汇 then goes to /word/wordBook). */
  hasChosenBook?: boolean;
}) {
  const location = useLocation();
  // On the search page the box shows what was searched for.
  const searchedKeyword =
    location.pathname === "/search" ? (new URLSearchParams(location.search).get("keyword") ?? "") : "";
  return (
    <header className="site-header">
      <Group justify="space-between" h={64} px="lg" maw={1280} mx="auto" wrap="nowrap" gap="md">
        <Group gap="lg" wrap="nowrap">
          <Anchor component={Link} to="/" fw={700} fz="xl" c="var(--mantine-primary-color-filled)" underline="never">
            研途
          </Anchor>
          <MainNav user={user} allowed={allowed} hasChosenBook={hasChosenBook} />
        </Group>
        <Group gap="sm" wrap="nowrap">
          {/* biome-ignore lint/a11y/useSemanticElements: role=search on the form is the long-supported equivalent; React 18's JSX has no <search> element */}
          <form method="get" action="/search" role="search" className="site-search">
            <label htmlFor="site-search-input">
              <VisuallyHidden>站内搜索</VisuallyHidden>
            </label>
            <input
              id="site-search-input"
              type="search"
              name="keyword"
              placeholder="搜索课程、真题、资讯"
              maxLength={SEARCH_KEYWORD_MAX}
              key={searchedKeyword}
              defaultValue={searchedKeyword}
            />
            <button type="submit">搜索</button>
          </form>
          <ThemeSwitcher theme={theme} />
          {user ? (
            <>
              {user.isOrg && user.schoolName ? (
                <Text size="sm" c="gray.8" className="org-school">
                  {user.schoolName}
                </Text>
              ) : null}
              <DisclosureMenu>
                <summary
                  aria-label={`账号菜单：${user.nickname}${user.unreadNotifications ? `，${user.unreadNotifications} 条未读消息` : ""}${user.pendingModeration ? `，${user.pendingModeration} 条待审核` : ""}`}
                >
                  {/* A span: <summary> takes phrasing content only (Mantine's Avatar is a <div> by default). */}
                  <Avatar
                    component="span"
                    src={user.avatar}
                    alt=""
                    size={32}
                    radius="xl"
                    color="var(--mantine-primary-color-filled)"
                  >
                    {user.nickname.slice(0, 1)}
                  </Avatar>
                  <span>{user.nickname}</span>
                  <UnreadBadge count={(user.unreadNotifications ?? 0) + (user.pendingModeration ?? 0)} />
                </summary>
                <ul className="menu-list">
                  {typeof user.pendingModeration === "number" ? (
                    <li>
                      <Link
                        to={moderationPaths.console}
                        aria-label={
                          user.pendingModeration
                            ? moderationPageText.menuLabelWithCount(user.pendingModeration)
                            : undefined
                        }
                      >
                        {moderationPageText.menuLabel} <UnreadBadge count={user.pendingModeration} />
                      </Link>
                    </li>
                  ) : null}
                  <li>
                    <Link to="/user/center">账号设置</Link>
                  </li>
                  <li>
                    <Link
                      to={centrePaths.desktop.news}
                      aria-label={
                        user.unreadNotifications
                          ? notificationMessages.unreadLabel(user.unreadNotifications)
                          : undefined
                      }
                    >
                      消息 <UnreadBadge count={user.unreadNotifications ?? 0} />
                    </Link>
                  </li>
                  <li>
                    <Link to="/user/record">学习记录</Link>
                  </li>
                  <li>
                    <Link to="/user/order">我的订单</Link>
                  </li>
                  <li>
                    <Link to="/course/shopCar">购物车</Link>
                  </li>
                  <li>
                    <Link to="/user/download">我的下载</Link>
                  </li>
                  <li>
                    <Link to="/user/collect">我的收藏</Link>
                  </li>
                  <li>
                    <Link to={hrefWith(location, { logout: "1", login: null })} preventScrollReset>
                      退出登录
                    </Link>
                  </li>
                </ul>
              </DisclosureMenu>
            </>
          ) : (
            <Button component={Link} to={hrefWith(location, { login: "sms", logout: null })} preventScrollReset>
              登录 / 注册
            </Button>
          )}
        </Group>
      </Group>
    </header>
  );
}
