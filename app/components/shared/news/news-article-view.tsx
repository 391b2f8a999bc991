// The body of a news article page, desktop and mobile: where it sits (考研资讯 › its category), the title, its facts
// (category, source, author, date in Beijing time, reads), the text as the server's sanitised HTML, 点赞 /
// 收藏 as post forms (post/redirect/get; a guest is asked to log in), 上一篇 / 下一篇 and, on desktop, the hot aside.
import { Link, useLocation } from "@remix-run/react";
import { ReactionButtons } from "~/components/shared/course/reaction-buttons";
import type { ContentPaths } from "~/modules/content/content-paths";
import { newsMessages } from "~/modules/news/news-messages";
import type { NewsHotEntry } from "~/modules/news/news-pages.server";
import { pageMeta } from "~/modules/shell/page-meta";
import { NewsHotList } from "./news-hot-list";

export interface NewsArticleData {
  id: number;
  title: string;
  category: string;
  categoryName: string;
  summary: string;
  source: string;
  author: string;
  publishedAt: string | null;
  publishedDay: string | null;
  viewCount: number;
  likeCount: number;
  collectCount: number;
  liked: boolean;
  collected: boolean;
  paragraphs: string[];
  /** The text as sanitised HTML (news.server.ts). */
  html: string;
  previous: { id: number; title: string } | null;
  next: { id: number; title: string } | null;
}

/** The meta of /policy/{id} and /mobile/timeInfo/detail: the article's title and summary, or the list's. */
export function newsArticleMeta(data: { article: { title: string; summary: string } } | undefined) {
  const m = newsMessages;
  return data
    ? pageMeta(data.article.title, m.articleDescription(data.article.title, data.article.summary))
    : pageMeta(m.listTitle, m.listDescription);
}

export function NewsArticleView({
  article,
  hot,
  paths,
  compact = false,
  preview = false,
}: {
  article: NewsArticleData;
  /** The 热门资讯 aside (desktop); none on a phone. */
  hot?: NewsHotEntry[];
  paths: ContentPaths;
  compact?: boolean;
  /** The console's preview (资讯发布): the article as students read it, inside the editor's page (its title an h3),
   * without the forms and links that act on the published article. */
  preview?: boolean;
}) {
  const location = useLocation();
  const Title = preview ? "h3" : "h1";
  const body = (
    <article className="news-article" aria-labelledby="news-title">
      {preview ? null : (
        <nav aria-label="当前位置" className="crumbs">
          <Link to={paths.newsList}>{newsMessages.listTitle}</Link>
          <span aria-hidden="true"> › </span>
          <Link to={paths.newsWhere({ category: article.category })}>{article.categoryName}</Link>
        </nav>
      )}
      <Title id="news-title">{article.title}</Title>
      <dl className="news-facts">
        <div>
          <dt>分类</dt>
          <dd>{article.categoryName}</dd>
        </div>
        {article.source ? (
          <div>
            <dt>来源</dt>
            <dd>{article.source}</dd>
          </div>
        ) : null}
        {article.author ? (
          <div>
            <dt>作者</dt>
            <dd>{article.author}</dd>
          </div>
        ) : null}
        {article.publishedAt && article.publishedDay ? (
          <div>
            <dt>发布</dt>
            <dd>
              <time dateTime={article.publishedAt}>{article.publishedDay}</time>
            </dd>
          </div>
        ) : null}
        <div>
          <dt>阅读</dt>
          <dd>{article.viewCount}</dd>
        </div>
      </dl>
      {/* Sanitised on the server by the square's allow-list (post-body.server.ts): never the stored text as it was typed. */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server's sanitised HTML */}
      <div className="news-body" dangerouslySetInnerHTML={{ __html: article.html }} />
      {preview ? null : (
        <NewsArticleActions
          article={article}
          paths={paths}
          compact={compact}
          action={`${location.pathname}${location.search}`}
        />
      )}
    </article>
  );
  return (
    <div className="media-page" data-compact={compact ? "" : undefined}>
      {hot ? (
        <div className="play-layout">
          {body}
          <NewsHotList hot={hot} paths={paths} />
        </div>
      ) : (
        body
      )}
    </div>
  );
}

/** 点赞 / 收藏 and 上一篇 / 下一篇: what a reader does with a published article. */
function NewsArticleActions({
  article,
  paths,
  compact,
  action,
}: {
  article: NewsArticleData;
  paths: ContentPaths;
  compact: boolean;
  action: string;
}) {
  return (
    <>
      <div className="reaction-row">
        <ReactionButtons
          action={action}
          fields={{ id: article.id }}
          touch={compact}
          buttons={[
            {
              onIntent: "like",
              offIntent: "unlike",
              label: "点赞",
              activeLabel: "已点赞",
              active: article.liked,
              count: article.likeCount,
            },
            {
              onIntent: "collect",
              offIntent: "uncollect",
              label: "收藏",
              activeLabel: "已收藏",
              active: article.collected,
              count: article.collectCount,
            },
          ]}
        />
      </div>
      <nav aria-label="上一篇和下一篇" className="news-neighbours">
        <p>
          上一篇：
          {article.previous ? (
            <Link to={paths.newsItem(article.previous.id)} rel="prev">
              {article.previous.title}
            </Link>
          ) : (
            <span>没有了</span>
          )}
        </p>
        <p>
          下一篇：
          {article.next ? (
            <Link to={paths.newsItem(article.next.id)} rel="next">
              {article.next.title}
            </Link>
          ) : (
            <span>没有了</span>
          )}
        </p>
      </nav>
    </>
  );
}
