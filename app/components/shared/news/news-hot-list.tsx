// The 热门资讯 aside of the news pages: the most read articles, each a link with its reads.
import { Link } from "@remix-run/react";
import type { ContentPaths } from "~/modules/content/content-paths";
import { newsMessages as m } from "~/modules/news/news-messages";
import type { NewsHotEntry } from "~/modules/news/news-pages.server";

export function NewsHotList({ hot, paths }: { hot: NewsHotEntry[]; paths: ContentPaths }) {
  if (hot.length === 0) return null;
  return (
    <aside aria-labelledby="news-hot" className="news-hot" data-hot-news="">
      <h2 id="news-hot">{m.hotTitle}</h2>
      <ol className="side-list">
        {hot.map((item) => (
          <li key={item.id}>
            <Link to={paths.newsItem(item.id)}>{item.title}</Link>
            <p className="media-card-meta">阅读 {item.viewCount}</p>
          </li>
        ))}
      </ol>
    </aside>
  );
}
