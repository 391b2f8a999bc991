// 我的收藏 in both trees: tabs as links (?tab=), the list a page at a time, and 取消收藏 on each item — a post form to
// the page's own action (post/redirect/get with a toast), so it works without JavaScript.
import { Form, Link } from "@remix-run/react";
import { shanghaiSlashMinute } from "~/lib/shanghai-time";
import type { loadCollectPage } from "~/modules/centre/centre-pages.server";
import { centreMessages as m } from "~/modules/centre/centre-messages";
import { PaginationLinks } from "~/components/shared/course/pagination-links";
import { tabbedListLinks } from "./tabbed-list-links";
import "./centre.css";

type CollectPageData = Awaited<ReturnType<typeof loadCollectPage>>;

export function CollectView({ data, path, touch = false }: { data: CollectPageData; path: string; touch?: boolean }) {
  const { tab, tabs, items, total, page, rows } = data;
  const { tabHref, pageHref } = tabbedListLinks(path, tab, "all");
  const here = pageHref(page);
  return (
    <>
      <nav className="tab-links" aria-label="收藏分类" style={{ flexWrap: "wrap" }}>
        {tabs.map((entry) => (
          // The tab is in the query, which NavLink does not compare: aria-current is set here.
          <Link key={entry.code} to={tabHref(entry.code)} aria-current={entry.code === tab ? "page" : undefined}>
            {entry.name}
          </Link>
        ))}
      </nav>
      <h2 className="visually-hidden">{tabs.find((entry) => entry.code === tab)?.name}</h2>
      {items.length === 0 ? (
        <p className="centre-empty">{total > 0 ? m.pageBeyond : tab === "all" ? m.collectEmpty : m.collectTabEmpty}</p>
      ) : (
        <>
          <p className="centre-meta">共 {total} 个收藏</p>
          <ul className="centre-list">
            {items.map((item) => (
              <li key={`${item.kind}-${item.id}`} className="centre-item">
                <div className="centre-item-main">
                  <h3>
                    <span className="centre-kind">{item.kindName}</span>
                    {item.url ? <Link to={item.url}>{item.title}</Link> : item.title}
                  </h3>
                  <p className="centre-meta">
                    <span>
                      收藏于 <time dateTime={item.collectedAt}>{shanghaiSlashMinute(item.collectedAt)}</time>
                    </span>
                  </p>
                </div>
                <div className="centre-actions">
                  <Form method="post" action={here}>
                    <input type="hidden" name="kind" value={item.kind} />
                    <input type="hidden" name="id" value={item.id} />
                    <button
                      type="submit"
                      className="course-button course-button--plain"
                      aria-label={`取消收藏：${item.title}`}
                    >
                      取消收藏
                    </button>
                  </Form>
                </div>
              </li>
            ))}
          </ul>
          <PaginationLinks page={page} total={total} rows={rows} href={pageHref} label="我的收藏分页" touch={touch} />
        </>
      )}
    </>
  );
}
