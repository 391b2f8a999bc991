// The console's frame (issue 25; docs/decisions/0045-console-frame.md): a bar with who is signed in and in which role,
// 返回网站 and 退出控制台 (a form: it ends this console session), and the one menu, the current line marked with
// aria-current. Every console section renders inside it.
import { Button } from "@mantine/core";
import { Form, Link, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import type { ConsoleFrame as ConsoleFrameData } from "~/modules/console/console-frame.server";
import { consolePaths } from "~/modules/console/console-paths";
import "./console.css";

/** The menu line a path belongs to: the longest menu path it starts with. */
function currentItem(pathname: string, menu: ConsoleFrameData["menu"]): string | undefined {
  return menu
    .filter((item) => pathname === item.path || pathname.startsWith(`${item.path}/`))
    .sort((a, b) => b.path.length - a.path.length)[0]?.path;
}

export function ConsoleBar({ children }: { children?: ReactNode }) {
  return (
    <header className="console-bar">
      <Link to={consolePaths.home} className="console-bar-title">
        研途控制台
      </Link>
      {children}
    </header>
  );
}

export function ConsoleFrame({ frame, children }: { frame: ConsoleFrameData; children: ReactNode }) {
  const { pathname } = useLocation();
  const current = currentItem(pathname, frame.menu);
  return (
    <>
      <ConsoleBar>
        <span className="console-bar-who">
          {frame.label}（{frame.roleText}）
        </span>
        <Link to="/">返回网站</Link>
        <Form method="post" action={consolePaths.sessions}>
          <input type="hidden" name="scope" value="all" />
          <Button type="submit" variant="subtle" size="compact-sm">
            退出控制台
          </Button>
        </Form>
      </ConsoleBar>
      <div className="console-body">
        <nav className="console-menu" aria-label="控制台菜单">
          <ul>
            {frame.menu.map((item) => (
              <li key={item.path}>
                <Link to={item.path} aria-current={item.path === current ? "page" : undefined}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="console-page">{children}</div>
      </div>
    </>
  );
}
