// 我的下载 in both trees: past-paper PDFs and 自命题 papers, the latest download first, with the first and latest date
// and the count. 再次下载 is a plain post form to the download action that already exists (the paper's page or the
// 自命题 shelf): it checks access again, records the download and answers with the file — a browser form, not a Remix
// one, so the attachment is the browser's to save. A bank for sale the student no longer has says so instead.
import { Link } from "@remix-run/react";
import { shanghaiSlashMinute } from "~/lib/shanghai-time";
import type { loadDownloadPage } from "~/modules/centre/centre-pages.server";
import { centreMessages as m } from "~/modules/centre/centre-messages";
import { PaginationLinks } from "~/components/shared/course/pagination-links";
import "./centre.css";

type DownloadPageData = Awaited<ReturnType<typeof loadDownloadPage>>;

export function DownloadView({ data, path, touch = false }: { data: DownloadPageData; path: string; touch?: boolean }) {
  const { items, total, page, rows } = data;
  if (items.length === 0) return <p className="centre-empty">{total > 0 ? m.pageBeyond : m.downloadEmpty}</p>;
  return (
    <>
      <h2 className="visually-hidden">下载列表</h2>
      <p className="centre-meta">共 {total} 份</p>
      <ul className="centre-list">
        {items.map((item) => (
          <li key={`${item.kind}-${item.id}`} className="centre-item">
            <div className="centre-item-main">
              <h3>
                <span className="centre-kind">{item.kindName}</span>
                <Link to={item.url}>{item.title}</Link>
              </h3>
              <p className="centre-meta">
                <span>
                  最近下载 <time dateTime={item.lastAt}>{shanghaiSlashMinute(item.lastAt)}</time>
                </span>
                <span>
                  首次下载 <time dateTime={item.firstAt}>{shanghaiSlashMinute(item.firstAt)}</time>
                </span>
                <span>共下载 {item.count} 次</span>
              </p>
            </div>
            <div className="centre-actions">
              {item.again ? (
                <form method="post" action={item.again.action}>
                  <input type="hidden" name="intent" value={item.again.intent} />
                  <input type="hidden" name="id" value={item.again.id} />
                  <button type="submit" className="course-button" aria-label={`再次下载：${item.title}`}>
                    再次下载
                  </button>
                </form>
              ) : null}
              {item.locked ? (
                <p className="centre-locked">
                  {m.downloadLocked}：{item.locked.message} <Link to={item.locked.orderHref}>去购买</Link>
                </p>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      <PaginationLinks
        page={page}
        total={total}
        rows={rows}
        href={(n) => (n > 1 ? `${path}?page=${n}` : path)}
        label="我的下载分页"
        touch={touch}
      />
    </>
  );
}
