// One group (/square/group?id= and its mobile twin): its facts and introduction, its review state for the owner,
// 加入 / 退出 / 解散 (post forms to this page), 发帖 for members (the write page with the group), the members and the
// group's published posts, each paged with links.
import { Form, Link } from "@remix-run/react";
import { PostEntryItem } from "~/components/shared/centre/post-entry";
import { PaginationLinks } from "~/components/shared/course/pagination-links";
import type { loadGroupPage } from "~/modules/groups/group-pages.server";
import { groupMessages as m } from "~/modules/groups/group-messages";
import { contentStateNames } from "~/modules/moderation/moderation-states";
import "~/components/shared/centre/centre.css";
import "~/components/shared/course/course.css";
import "./groups.css";

type GroupPageData = Awaited<ReturnType<typeof loadGroupPage>>;
export type GroupDetailData = Extract<GroupPageData, { view: "group" }>;

export function GroupDetailView({
  data,
  action,
  touch = false,
}: {
  data: GroupDetailData;
  action: string;
  touch?: boolean;
}) {
  const { group, members, posts } = data;
  const pageHref = (params: { page?: number; postPage?: number }) => {
    const search = new URLSearchParams({ id: String(group.id) });
    const page = params.page ?? members.page;
    const postPage = params.postPage ?? posts.page;
    if (page > 1) search.set("page", String(page));
    if (postPage > 1) search.set("postPage", String(postPage));
    return `${data.listHref}?${search.toString()}`;
  };
  const membershipForm = (intent: "join" | "leave" | "dissolve", label: string, plain = false) => (
    <Form method="post" action={action}>
      <input type="hidden" name="groupId" value={group.id} />
      <input type="hidden" name="intent" value={intent} />
      <button type="submit" className={plain ? "course-button course-button--plain" : "course-button"}>
        {label}
      </button>
    </Form>
  );
  return (
    <div className="group-page">
      <p className="centre-meta">
        {group.target} · {group.subjectName} · {group.examYear} 年 · {m.memberCount(group.memberCount)}
        {group.ownerName ? ` · 组长 ${group.ownerName}` : ""}
        {group.state !== "published" ? <span className="group-state">{contentStateNames[group.state]}</span> : null}
      </p>
      {group.state !== "published" ? <p className="group-note">{m.stateNote[group.state]}</p> : null}
      {group.flaggedWords.length > 0 ? (
        <p className="group-note">敏感词检查发现：{group.flaggedWords.join("、")}（待审核人员判断）</p>
      ) : null}
      {group.introduction ? <p>{group.introduction}</p> : null}

      <div className="group-actions">
        {group.isOwner ? (
          <>
            <span className="centre-meta">{m.ownerNote}</span>
            {group.memberCount <= 1 ? membershipForm("dissolve", "解散小组", true) : null}
          </>
        ) : group.myRole === "member" ? (
          membershipForm("leave", "退出小组", true)
        ) : data.student && group.state === "published" ? (
          membershipForm("join", "加入小组")
        ) : !data.loggedIn ? (
          <Link to={data.loginHref}>登录后加入小组</Link>
        ) : null}
        {group.myRole !== null && group.state === "published" ? (
          <Link to={data.writeHref} className="course-button">
            发帖
          </Link>
        ) : null}
        <Link to={data.listHref}>返回小组列表</Link>
      </div>

      <section aria-labelledby="group-posts">
        <h2 id="group-posts">{m.postsTitle}</h2>
        {posts.items.length === 0 ? (
          <p className="centre-empty">{posts.total > 0 ? m.pageBeyond : m.postsEmpty}</p>
        ) : (
          <>
            <ul className="centre-list">
              {posts.items.map((post) => (
                <PostEntryItem key={post.id} post={post} />
              ))}
            </ul>
            <PaginationLinks
              page={posts.page}
              total={posts.total}
              rows={posts.rows}
              href={(n) => pageHref({ postPage: n })}
              label="小组帖子分页"
              touch={touch}
            />
          </>
        )}
      </section>

      <section aria-labelledby="group-members">
        <h2 id="group-members">
          {m.membersTitle}（{members.total}）
        </h2>
        {members.items.length === 0 ? (
          <p className="centre-empty">{m.pageBeyond}</p>
        ) : (
          <>
            <ul className="group-members">
              {members.items.map((member) => (
                <li key={member.userId}>
                  {member.nickname}
                  {member.role === "owner" ? "（组长）" : ""} ·{" "}
                  <time dateTime={member.joinedAt}>{member.joinedText}</time> 加入
                </li>
              ))}
            </ul>
            <PaginationLinks
              page={members.page}
              total={members.total}
              rows={members.rows}
              href={(n) => pageHref({ page: n })}
              label="成员分页"
              touch={touch}
            />
          </>
        )}
      </section>
    </div>
  );
}
