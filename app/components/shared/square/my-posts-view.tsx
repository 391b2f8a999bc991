// 我的草稿 (/square/drafts) and 我的文章 (/user/article) in both trees (docs/decisions/0030): the student's posts with
// their state, saved time, readers, likes and comments, the reviewer's reason on 未通过, 继续编辑 / 编辑 and 删除. 删除
// first asks on the page itself (?delete=id renders the question and a post form), so it works without JavaScript.
import { Button } from "@mantine/core";
import { Form, Link } from "@remix-run/react";
import { PaginationLinks } from "~/components/shared/course/pagination-links";
import { postMessages as m } from "~/modules/square/post-messages";
import type { PostEntryData } from "~/modules/square/post-pages.server";
import "../centre/centre.css";
import "./square.css";

interface ListData {
  items: PostEntryData[];
  total: number;
  page: number;
  rows: number;
  confirm: PostEntryData | null;
  writeHref: string;
  backHref: string;
}

function DeleteConfirm({ post, backHref, touch }: { post: PostEntryData; backHref: string; touch: boolean }) {
  return (
    <section className="post-confirm" aria-labelledby="post-confirm-title">
      <h2 id="post-confirm-title">{m.confirmDelete(post.title)}</h2>
      <Form method="post" className="post-actions">
        <input type="hidden" name="id" value={post.id} />
        <Button type="submit" name="intent" value="delete" color="red" size={touch ? "lg" : "sm"}>
          确定删除
        </Button>
        <Link to={backHref}>取消</Link>
      </Form>
    </section>
  );
}

function PostItem({ post, mode }: { post: PostEntryData; mode: "drafts" | "articles" }) {
  // 我的草稿's list sits right under the page's h1; 我的文章's under its tab heading (h2).
  const Heading = mode === "drafts" ? "h2" : "h3";
  return (
    <li className="centre-item">
      <div className="centre-item-main">
        <Heading>
          {post.categoryName ? <span className="centre-kind">{post.categoryName}</span> : null}
          {post.readHref ? <Link to={post.readHref}>{post.title}</Link> : <span>{post.title}</span>}
        </Heading>
        <p className="centre-meta">
          <span className="post-state">{post.stateName}</span>
          {post.pending && post.published ? <span className="post-state">修改审核中</span> : null}
          {post.hasDraft && mode === "articles" ? <span className="post-state">有未发布的草稿</span> : null}
          <span>
            {mode === "drafts" ? "保存于" : "更新于"} {post.updatedText}
          </span>
          {mode === "articles" ? (
            <>
              <span>{post.viewCount} 阅读</span>
              <span>{post.likeCount} 点赞</span>
              <span>{post.commentCount} 评论</span>
            </>
          ) : null}
        </p>
        {post.reviewOutcome ? (
          <p className="post-reason">
            {post.reviewOutcome === "hidden" ? "已被隐藏" : "未通过审核"}，原因：{post.reviewReason}
          </p>
        ) : null}
        <p className="post-actions">
          <Link to={post.editHref} aria-label={`${mode === "drafts" ? "继续编辑" : "编辑"}：${post.title}`}>
            {mode === "drafts" ? "继续编辑" : "编辑"}
          </Link>
          <Link to={post.deleteHref} aria-label={`删除：${post.title}`}>
            删除
          </Link>
        </p>
      </div>
    </li>
  );
}

export function DraftsView({ data, touch = false }: { data: ListData; touch?: boolean }) {
  const base = data.backHref.split("?")[0]!;
  return (
    <>
      {data.confirm ? <DeleteConfirm post={data.confirm} backHref={data.backHref} touch={touch} /> : null}
      <p>
        <Link to={data.writeHref}>写文章</Link>
      </p>
      {data.items.length === 0 ? (
        <p className="centre-empty">{m.draftsEmpty}</p>
      ) : (
        <>
          <p className="centre-meta">共 {data.total} 篇草稿</p>
          <ul className="centre-list">
            {data.items.map((post) => (
              <PostItem key={post.id} post={post} mode="drafts" />
            ))}
          </ul>
          <PaginationLinks
            page={data.page}
            total={data.total}
            rows={data.rows}
            href={(n) => (n > 1 ? `${base}?page=${n}` : base)}
            label="草稿分页"
            touch={touch}
          />
        </>
      )}
    </>
  );
}

export interface ArticlesData extends ListData {
  tab: string;
  tabs: Array<{ code: string; name: string; count: number; href: string }>;
  tabHref: string;
}

export function ArticlesView({ data, touch = false }: { data: ArticlesData; touch?: boolean }) {
  const current = data.tabs.find((entry) => entry.code === data.tab);
  const pageHref = (n: number) =>
    n > 1 ? `${data.tabHref}${data.tabHref.includes("?") ? "&" : "?"}page=${n}` : data.tabHref;
  return (
    <>
      <nav className="tab-links" aria-label="文章状态">
        {data.tabs.map((entry) => (
          <Link key={entry.code} to={entry.href} aria-current={entry.code === data.tab ? "page" : undefined}>
            {entry.name}（{entry.count}）
          </Link>
        ))}
      </nav>
      <h2 className="visually-hidden">{current?.name}</h2>
      {data.confirm ? <DeleteConfirm post={data.confirm} backHref={data.backHref} touch={touch} /> : null}
      <p>
        <Link to={data.writeHref}>写文章</Link>
      </p>
      {data.items.length === 0 ? (
        <p className="centre-empty">
          {data.total > 0
            ? "这一页没有内容。"
            : data.tab === "published"
              ? "还没有发表文章。"
              : `没有${current?.name ?? ""}的文章。`}
        </p>
      ) : (
        <>
          <p className="centre-meta">共 {data.total} 篇文章</p>
          <ul className="centre-list">
            {data.items.map((post) => (
              <PostItem key={post.id} post={post} mode="articles" />
            ))}
          </ul>
          <PaginationLinks
            page={data.page}
            total={data.total}
            rows={data.rows}
            href={pageHref}
            label="我的文章分页"
            touch={touch}
          />
        </>
      )}
    </>
  );
}
