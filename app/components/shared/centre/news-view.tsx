// 消息 in both trees (docs/decisions/0023-notifications.md): tabs as links (?tab=), the list a page at a time, each
// item's 未读 marker in words, its link, and 标为已读 / 全部标为已读 as post forms to the page's own action
// (post/redirect/get with a toast), so it works without JavaScript.
import { Form, Link } from "@remix-run/react";
import { shanghaiSlashMinute } from "~/lib/shanghai-time";
import { PaginationLinks } from "~/components/shared/course/pagination-links";
import type { loadNewsPage } from "~/modules/notifications/notification-pages.server";
import { notificationMessages as m } from "~/modules/notifications/notification-messages";
import { tabbedListLinks } from "./tabbed-list-links";
import "./centre.css";
import "./news.css";

type NewsPageData = Awaited<ReturnType<typeof loadNewsPage>>;

export function NewsView({ data, path, touch = false }: { data: NewsPageData; path: string; touch?: boolean }) {
  const { tab, tabs, items, total, unread, page, rows } = data;
  const { tabHref, pageHref } = tabbedListLinks(path, tab, "all");
  const here = pageHref(page);
  const tabName = tabs.find((entry) => entry.code === tab)?.name;
  return (
    <>
      <div className="news-summary">
        <p className="centre-meta">{unread > 0 ? `${unread} 条未读` : m.unreadEmpty}</p>
        {unread > 0 ? (
          <Form method="post" action={here}>
            <input type="hidden" name="intent" value="read-all" />
            <button type="submit" className="course-button course-button--plain">
              全部标为已读
            </button>
          </Form>
        ) : null}
      </div>
      <nav className="tab-links" aria-label="消息分类" style={{ flexWrap: "wrap" }}>
        {tabs.map((entry) => (
          // The tab is in the query, which NavLink does not compare: aria-current is set here.
          <Link key={entry.code} to={tabHref(entry.code)} aria-current={entry.code === tab ? "page" : undefined}>
            {entry.name}
          </Link>
        ))}
      </nav>
      <h2 className="visually-hidden">{tabName}</h2>
      {items.length === 0 ? (
        <p className="centre-empty">
          {total > 0 ? m.pageBeyond : tab === "all" ? m.empty : tab === "unread" ? m.unreadEmpty : m.tabEmpty}
        </p>
      ) : (
        <>
          <p className="centre-meta">共 {total} 条消息</p>
          <ul className="centre-list">
            {items.map((item) => (
              <li key={item.id} className="centre-item news-item" data-unread={item.read ? undefined : ""}>
                <div className="centre-item-main">
                  <h3>
                    {item.read ? null : <span className="news-unread">{m.unreadMarker}</span>}
                    <span className="centre-kind">{item.kindName}</span>
                    {item.link ? <Link to={item.link}>{item.title}</Link> : item.title}
                  </h3>
                  <p className="news-body">{item.body}</p>
                  <p className="centre-meta">
                    <time dateTime={item.createdAt}>{shanghaiSlashMinute(item.createdAt)}</time>
                    {item.read ? <span>已读</span> : null}
                  </p>
                </div>
                {item.read ? null : (
                  <div className="centre-actions">
                    <Form method="post" action={here}>
                      <input type="hidden" name="intent" value="read" />
                      <input type="hidden" name="id" value={item.id} />
                      <button
                        type="submit"
                        className="course-button course-button--plain"
                        aria-label={`标为已读：${item.title}`}
                      >
                        标为已读
                      </button>
                    </Form>
                  </div>
                )}
              </li>
            ))}
          </ul>
          <PaginationLinks page={page} total={total} rows={rows} href={pageHref} label="消息分页" touch={touch} />
        </>
      )}
    </>
  );
}
