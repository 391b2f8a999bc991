// An experience post in the centre's lists (我的关注's 最新文章, 我的文章): category, title (the link), who wrote it
// (unless the list is the student's own), the date and its readers, likes and collects — all as text.
import { Link } from "@remix-run/react";
import type { PostEntry } from "~/modules/centre/centre-follow-pages.server";

export function PostEntryItem({ post, showSenior = true }: { post: PostEntry; showSenior?: boolean }) {
  return (
    <li className="centre-item">
      <div className="centre-item-main">
        <h3>
          <span className="centre-kind">{post.categoryName}</span>
          <Link to={post.href}>{post.title}</Link>
        </h3>
        {post.summary ? <p className="centre-summary">{post.summary}</p> : null}
        <p className="centre-meta">
          {showSenior && post.seniorName ? (
            <span>
              {post.seniorName}
              {post.admittedSchool ? ` · ${post.admittedSchool}` : ""}
            </span>
          ) : null}
          {post.publishedAt ? (
            <span>
              发布于 <time dateTime={post.publishedAt}>{post.publishedText}</time>
            </span>
          ) : null}
          <span>{post.viewCount} 阅读</span>
          <span>{post.likeCount} 点赞</span>
          <span>{post.collectCount} 收藏</span>
        </p>
      </div>
    </li>
  );
}
