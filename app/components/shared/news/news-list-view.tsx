// The body of the news list (考研资讯), desktop and mobile: category chips (links, the chosen one aria-current), what
// was ignored in the query, the count, the articles newest first (title link, summary, category, source, date, reads)
// and the page links. Everything is a link: no JavaScript needed.
import { Link } from "@remix-run/react";
import { PaginationLinks } from "~/components/shared/course/pagination-links";
import { FilterRow } from "~/components/shared/filter-row";
import type { ContentPaths } from "~/modules/content/content-paths";
import { newsMessages as m } from "~/modules/news/news-messages";
import type { NewsListEntry } from "~/modules/news/news-pages.server";

export interface NewsListViewProps {
  categories: Array<{ code: string; name: string }>;
  category: string | null;
  errors: string[];
  page: number;
  pages: number;
  rows: number;
  total: number;
  items: NewsListEntry[];
  paths: ContentPaths;
  compact?: boolean;
}

export function NewsListView({
  categories,
  category,
  errors,
  page,
  pages,
  rows,
  total,
  items,
  paths,
  compact = false,
}: NewsListViewProps) {
  return (
    <>
      {errors.length > 0 ? (
        <p className="news-notice" role="alert">
          {m.queryIgnored}
          {errors.join("；")}
        </p>
      ) : null}
      <nav aria-label="资讯分类">
        <FilterRow
          label="分类"
          choices={[
            { key: "all", label: m.allCategories, href: paths.newsList, current: category === null },
            ...categories.map((item) => ({
              key: item.code,
              label: item.name,
              href: paths.newsWhere({ category: item.code }),
              current: category === item.code,
            })),
          ]}
        />
      </nav>
      <section aria-labelledby="news-results">
        <h2 id="news-results" className="section-title">
          共 {total} 条资讯{pages > 1 ? `（第 ${page} / ${pages} 页）` : ""}
        </h2>
        {items.length === 0 ? (
          <p className="empty-note">{m.emptyList}</p>
        ) : (
          <ul className="news-list">
            {items.map((item) => (
              <li key={item.id} className="news-item">
                <h3 className="news-item-title">
                  <Link to={paths.newsItem(item.id)}>{item.title}</Link>
                </h3>
                {item.summary ? <p className="news-item-summary">{item.summary}</p> : null}
                <NewsMeta item={item} />
              </li>
            ))}
          </ul>
        )}
        <PaginationLinks
          page={page}
          total={total}
          rows={rows}
          label="资讯分页"
          touch={compact}
          href={(n) => paths.newsWhere({ category: category ?? undefined, page: n })}
        />
      </section>
    </>
  );
}

/** 政策解读 · 研途编辑部 · 2026-03-05 · 阅读 1234 */
function NewsMeta({
  item,
}: {
  item: Pick<NewsListEntry, "categoryName" | "source" | "publishedAt" | "publishedDay" | "viewCount">;
}) {
  return (
    <p className="news-meta">
      <span className="media-badge">{item.categoryName}</span>
      {item.source ? <span>{item.source}</span> : null}
      {item.publishedAt && item.publishedDay ? <time dateTime={item.publishedAt}>{item.publishedDay}</time> : null}
      <span>阅读 {item.viewCount}</span>
    </p>
  );
}
