// 我的文章 in both trees (docs/decisions/0027): the state tabs (已发布 only until the square brings drafts and review),
// the student's published posts with their readers, likes and collects, or the honest empty state.
import { Link } from "@remix-run/react";
import { PaginationLinks } from "~/components/shared/course/pagination-links";
import type { loadArticlePage } from "~/modules/centre/centre-follow-pages.server";
import { followMessages as m } from "~/modules/follows/follow-messages";
import { PostEntryItem } from "./post-entry";
import "./centre.css";
import "./follow-centre.css";

type ArticlePageData = Awaited<ReturnType<typeof loadArticlePage>>;

export function ArticleView({ data, path, touch = false }: { data: ArticlePageData; path: string; touch?: boolean }) {
  const { tab, tabs, items, total, page, rows } = data;
  const pageHref = (n: number) => (n > 1 ? `${path}?page=${n}` : path);
  return (
    <>
      <nav className="tab-links" aria-label="文章状态">
        {tabs.map((entry) => (
          <Link key={entry.code} to={path} aria-current={entry.code === tab ? "page" : undefined}>
            {entry.name}
          </Link>
        ))}
      </nav>
      <h2 className="visually-hidden">{tabs.find((entry) => entry.code === tab)?.name}</h2>
      {items.length === 0 ? (
        <p className="centre-empty">{total > 0 ? m.pageBeyond : m.articleEmpty}</p>
      ) : (
        <>
          <p className="centre-meta">共 {total} 篇文章</p>
          <ul className="centre-list">
            {items.map((post) => (
              <PostEntryItem key={post.id} post={post} showSenior={false} />
            ))}
          </ul>
          <PaginationLinks page={page} total={total} rows={rows} href={pageHref} label="我的文章分页" touch={touch} />
        </>
      )}
    </>
  );
}
