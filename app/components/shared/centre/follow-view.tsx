// 我的关注 in both trees (docs/decisions/0027): tabs as links (?tab=posts), the seniors followed (取消关注 in place: a
// post form to this page) or their newest posts, a page at a time; empty states say how to follow.
import { Link } from "@remix-run/react";
import { PaginationLinks } from "~/components/shared/course/pagination-links";
import type { loadFollowPage } from "~/modules/centre/centre-follow-pages.server";
import { followMessages as m } from "~/modules/follows/follow-messages";
import { PostEntryItem } from "./post-entry";
import { SeniorEntryItem } from "./senior-entry";
import { tabbedListLinks } from "./tabbed-list-links";
import "./centre.css";
import "./follow-centre.css";

type FollowPageData = Awaited<ReturnType<typeof loadFollowPage>>;

export function FollowView({
  data,
  path,
  seniorsPath,
  touch = false,
}: {
  data: FollowPageData;
  path: string;
  seniorsPath: string;
  touch?: boolean;
}) {
  const { tab, tabs, seniors, posts, total, page, rows, following } = data;
  const { tabHref, pageHref } = tabbedListLinks(path, tab, "seniors");
  const here = pageHref(page);
  const empty =
    total > 0 ? m.pageBeyond : tab === "seniors" ? m.followingEmpty : following === 0 ? m.postsNoFollows : m.postsEmpty;
  return (
    <>
      <nav className="tab-links" aria-label="关注分类">
        {tabs.map((entry) => (
          <Link key={entry.code} to={tabHref(entry.code)} aria-current={entry.code === tab ? "page" : undefined}>
            {entry.name}
          </Link>
        ))}
      </nav>
      <h2 className="visually-hidden">{tabs.find((entry) => entry.code === tab)?.name}</h2>
      {total === 0 || (tab === "seniors" ? seniors.length === 0 : posts.length === 0) ? (
        <div className="centre-empty">
          <p>{empty}</p>
          {total === 0 && (tab === "seniors" || following === 0) ? (
            <p>
              <Link to={seniorsPath}>去「学长学姐」看看</Link>
            </p>
          ) : null}
        </div>
      ) : tab === "seniors" ? (
        <>
          <p className="centre-meta">共关注 {total} 位学长学姐</p>
          <ul className="centre-list">
            {seniors.map((senior) => (
              <SeniorEntryItem key={senior.id} senior={senior} action={here} />
            ))}
          </ul>
          <PaginationLinks page={page} total={total} rows={rows} href={pageHref} label="我的关注分页" touch={touch} />
        </>
      ) : (
        <>
          <p className="centre-meta">共 {total} 篇文章</p>
          <ul className="centre-list">
            {posts.map((post) => (
              <PostEntryItem key={post.id} post={post} />
            ))}
          </ul>
          <PaginationLinks page={page} total={total} rows={rows} href={pageHref} label="最新文章分页" touch={touch} />
        </>
      )}
    </>
  );
}
