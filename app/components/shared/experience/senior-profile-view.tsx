// A senior's page (/square/seniorInfo): who they are (本科院校 → 录取院校与专业, year, score, tags), their own words
// (paragraphs of plain text), their followers with the 关注 form, and their posts.
import { Link, useLocation } from "@remix-run/react";
import { FollowForm } from "~/components/shared/follows/follow-form";
import type { ContentPaths } from "~/modules/content/content-paths";
import { experienceMessages as m } from "~/modules/experience/experience-messages";
import type { SeniorPageData } from "~/modules/experience/experience-pages.server";
import { pageMeta } from "~/modules/shell/page-meta";
import { ExperienceTile } from "./experience-tile";
import { SeniorAvatar } from "./senior-tile";
import { SeniorBadge } from "~/components/shared/seniors/senior-badge";

export function seniorPageMeta(data: SeniorPageData | undefined) {
  return data
    ? pageMeta(
        `${data.senior.name} - ${m.seniorsTitle}`,
        m.seniorDescription(data.senior.name, data.senior.admittedSchool, data.senior.admittedMajor),
      )
    : pageMeta(m.seniorsTitle, m.listDescription);
}

export function SeniorProfileView({ page, paths }: { page: SeniorPageData; paths: ContentPaths }) {
  const { senior, follow, total, items } = page;
  const location = useLocation();
  return (
    <div className="media-page">
      <p className="crumbs">
        <Link to={paths.experiences}>{m.listTitle}</Link>
        <span aria-hidden="true"> › </span>
        {m.seniorsTitle}
      </p>
      <div className="senior-head">
        <SeniorAvatar name={senior.name} avatar={senior.avatar} size={72} />
        <div>
          <h1>
            {senior.name}
            {senior.badge ? <SeniorBadge /> : null}
          </h1>
          <p className="media-card-meta">
            {senior.undergraduateSchool ? `${senior.undergraduateSchool} → ` : ""}
            {senior.admittedSchool} · {senior.admittedMajor}
          </p>
        </div>
        <FollowForm
          seniorId={senior.id}
          seniorName={senior.name}
          following={follow.following}
          followerCount={follow.followerCount}
          action={`${location.pathname}${location.search}`}
        />
      </div>
      <section aria-labelledby="senior-facts">
        <h2 id="senior-facts">基本信息</h2>
        <dl className="detail-list">
          {senior.undergraduateSchool ? (
            <>
              <dt>本科院校</dt>
              <dd>{senior.undergraduateSchool}</dd>
            </>
          ) : null}
          <dt>录取院校</dt>
          <dd>{senior.admittedSchool}</dd>
          <dt>录取专业</dt>
          <dd>{senior.admittedMajor}</dd>
          <dt>考研年份</dt>
          <dd>{senior.examYear} 年</dd>
          {senior.totalScore !== null ? (
            <>
              <dt>初试成绩</dt>
              <dd>{senior.totalScore} 分</dd>
            </>
          ) : null}
          {senior.tags.length > 0 ? (
            <>
              <dt>标签</dt>
              <dd>
                <ul className="senior-tags" aria-label="标签">
                  {senior.tags.map((tag) => (
                    <li key={tag} className="media-badge">
                      {tag}
                    </li>
                  ))}
                </ul>
              </dd>
            </>
          ) : null}
        </dl>
      </section>
      {senior.introduction.length > 0 ? (
        <section aria-labelledby="senior-intro" className="exp-article">
          <h2 id="senior-intro">个人简介</h2>
          {senior.introduction.map((paragraph, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the paragraphs of one text, in order; never reordered or edited in place
            <p key={index}>{paragraph}</p>
          ))}
        </section>
      ) : null}
      <section aria-labelledby="senior-posts">
        <h2 id="senior-posts">
          {m.seniorPostsTitle}（{total} 篇）
        </h2>
        {items.length === 0 ? (
          <p className="empty-note">TA 还没有发布经验。</p>
        ) : (
          <ul className="exp-list">
            {items.map((item, index) => (
              <ExperienceTile key={item.id} item={item} href={paths.experience(item.id)} eager={index < 2} hideSenior />
            ))}
          </ul>
        )}
        {total > items.length ? (
          <p>
            <Link to={paths.experiencesWhere({ senior: senior.id })}>查看全部 {total} 篇</Link>
          </p>
        ) : null}
      </section>
    </div>
  );
}
