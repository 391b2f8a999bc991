// The body of one experience, desktop and mobile: the talk's player when it has a video (the shared server-rendered
// <video controls> with a signed source), the title and facts, the senior's card, the text as paragraphs (plain
// text, never HTML), 点赞 / 收藏 (post/redirect/get, so they work without JavaScript) and 更多经验 of its category.
import { Link, useLocation } from "@remix-run/react";
import { CommentSection, ReportPostLink } from "~/components/shared/comments/comment-section";
import { ReactionButtons } from "~/components/shared/course/reaction-buttons";
import { formatClock } from "~/components/shared/media/duration";
import { VideoPlayer } from "~/components/shared/video/video-player";
import type { ContentPaths } from "~/modules/content/content-paths";
import { experienceMessages as m } from "~/modules/experience/experience-messages";
import type { ExperiencePlayPageData } from "~/modules/experience/experience-pages.server";
import { pageMeta } from "~/modules/shell/page-meta";
import { experienceListHref } from "./experience-list-href";
import { SeniorTile } from "./senior-tile";
import { SeniorBadge } from "~/components/shared/seniors/senior-badge";

/** The meta of /square/experPlay and /mobile/news/player: the experience's title and summary, or the list's. */
export function experiencePlayMeta(data: ExperiencePlayPageData | undefined) {
  return data
    ? pageMeta(data.experience.title, m.playDescription(data.experience.title, data.experience.summary))
    : pageMeta(m.listTitle, m.listDescription);
}

export function ExperiencePlayView({
  page,
  paths,
  compact = false,
}: {
  page: ExperiencePlayPageData;
  paths: ContentPaths;
  compact?: boolean;
}) {
  const location = useLocation();
  const { experience, senior, player, more, comments, loginHref } = page;
  const categoryHref = experienceListHref(paths, { category: experience.category, senior: null, sort: "new", page: 1 });
  return (
    <div className="media-page" data-compact={compact ? "" : undefined}>
      <p className="crumbs">
        <Link to={paths.experiences}>{m.listTitle}</Link>
        <span aria-hidden="true"> › </span>
        <Link to={categoryHref}>{experience.categoryName}</Link>
      </p>
      <h1>{experience.title}</h1>
      <p className="media-card-meta">
        {experience.publishedAt ? <time dateTime={experience.publishedAt}>{experience.publishedText}</time> : null}
        {experience.publishedAt ? " · " : null}
        {experience.viewCount} 次阅读
        {experience.hasVideo ? ` · 经验视频 ${formatClock(experience.videoDuration ?? 0)}` : null}
      </p>
      <div className="play-layout">
        <div className="media-page">
          {player ? (
            <div className="video-frame">
              <VideoPlayer {...player} />
            </div>
          ) : null}
          {senior ? (
            <section aria-labelledby="exp-author" className="senior-focus">
              <h2 id="exp-author" className="visually-hidden">
                分享者
              </h2>
              <SeniorTile senior={senior} href={paths.senior(senior.id)} detailed as="div" />
            </section>
          ) : null}
          <article className="exp-article" aria-labelledby="exp-text">
            <h2 id="exp-text" className="visually-hidden">
              正文
            </h2>
            {experience.paragraphs.map((paragraph, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the paragraphs of one text, in order; never reordered or edited in place
              <p key={index}>{paragraph}</p>
            ))}
            {/* Sanitised on the server with the posts' allow-list when it was submitted (docs/decisions/0030). */}
            {experience.bodyHtml !== null ? (
              // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server with the posts' allow-list (sanitize-html) when it was submitted (ADR 0030)
              <div className="post-body" dangerouslySetInnerHTML={{ __html: experience.bodyHtml }} />
            ) : null}
            {experience.tags.length > 0 ? <p>标签：{experience.tags.join("、")}</p> : null}
            {experience.videoLink ? (
              <p>
                <Link to={experience.videoLink}>相关视频</Link>
              </p>
            ) : null}
          </article>
          <div className="reaction-row">
            <ReactionButtons
              action={`${location.pathname}${location.search}`}
              fields={{ id: experience.id }}
              touch={compact}
              buttons={[
                {
                  onIntent: "like",
                  offIntent: "unlike",
                  label: "点赞",
                  activeLabel: "已点赞",
                  active: experience.liked,
                  count: experience.likeCount,
                },
                {
                  onIntent: "collect",
                  offIntent: "uncollect",
                  label: "收藏",
                  activeLabel: "已收藏",
                  active: experience.collected,
                  count: experience.collectCount,
                },
              ]}
            />
            <ReportPostLink loggedIn={comments.loggedIn} loginHref={loginHref} />
          </div>
          <CommentSection comments={comments} loginHref={loginHref} compact={compact} />
        </div>
        <aside aria-labelledby="exp-more">
          <h2 id="exp-more">{m.moreTitle}</h2>
          {more.length === 0 ? (
            <p className="empty-note">
              <Link to={paths.experiences}>看看全部经验</Link>
            </p>
          ) : (
            <ul className="side-list">
              {more.map((item) => (
                <li key={item.id}>
                  <Link to={paths.experience(item.id)}>{item.title}</Link>
                  <p className="media-card-meta">
                    {item.seniorName ?? ""}
                    {item.seniorName && item.seniorBadge ? <SeniorBadge /> : null}
                    {item.hasVideo ? " · 视频" : ""} · {item.viewCount} 次阅读
                  </p>
                </li>
              ))}
            </ul>
          )}
        </aside>
      </div>
    </div>
  );
}
