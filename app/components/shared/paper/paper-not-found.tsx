// The 404 of a paper's page: says the paper is gone (真题不存在或已下架) and leads to the list and home.
import { Link, useLocation } from "@remix-run/react";
import { treeOfPath } from "~/lib/site-tree";
import { contentPaths } from "~/modules/content/content-paths";

export function PaperNotFound({ message }: { message: string }) {
  const tree = treeOfPath(useLocation().pathname);
  return (
    <main id="main-content" data-error-page={404} className={tree === "mobile" ? "mobile-page" : undefined}>
      <div className="media-page paper-missing">
        <p aria-hidden="true" className="paper-missing-code">
          404
        </p>
        <h1>{message}</h1>
        <p>这份真题可能已经下架，或链接有误。</p>
        <p className="reaction-row">
          <Link className="course-button" to={contentPaths[tree].papers}>
            浏览历年真题
          </Link>
          <a href={tree === "mobile" ? "/mobile/" : "/"}>返回首页</a>
        </p>
      </div>
    </main>
  );
}
