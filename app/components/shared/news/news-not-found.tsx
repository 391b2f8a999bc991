// The 404 of a news article: says the article is gone (资讯不存在或已下架) and leads to the list and home.
import { Link, useLocation } from "@remix-run/react";
import { isMobilePath } from "~/lib/site-tree";
import { contentPaths } from "~/modules/content/content-paths";
import { newsMessages as m } from "~/modules/news/news-messages";

export function NewsNotFound({ message }: { message: string }) {
  const mobile = isMobilePath(useLocation().pathname);
  return (
    <main id="main-content" data-error-page={404} className={mobile ? "mobile-page" : undefined}>
      <div className="news-missing">
        <p aria-hidden="true" className="news-missing-code">
          404
        </p>
        <h1>{message}</h1>
        <p>{m.notFoundHint}</p>
        <p className="news-missing-links">
          <Link to={contentPaths[mobile ? "mobile" : "desktop"].newsList}>浏览全部资讯</Link>
          <a href={mobile ? "/mobile/" : "/"}>返回首页</a>
        </p>
      </div>
    </main>
  );
}
