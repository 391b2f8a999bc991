// A course's page (/course/detail, /mobile/course/cover): cover and facts, why it does not play when it does not
// (with the way to log in, or the purchase block), 开始学习 / 继续学习, like and collect, the viewer's progress, the
// introduction, the teachers and the catalogue. Shared by the desktop and mobile twins; `tree` picks the URLs and the
// touch sizes. A course the viewer may study shows one 已开通 label, no sale price and one call to action (issue 23).
import { Link, useLocation } from "@remix-run/react";
import { formatLength, formatPaddedClock } from "~/components/shared/media/duration";
import { PurchaseBlock } from "~/components/shared/order/purchase-block";
import { shanghaiIsoDay } from "~/lib/shanghai-time";
import type { SiteTree } from "~/lib/site-tree";
import { hrefWith } from "~/lib/url-state";
import { accessMessages } from "~/modules/access/access-messages";
import { coursePageMessages as pm } from "~/modules/course/course-messages";
import type { PurchaseOffer } from "~/modules/order/purchase-offer-page.server";
import { pageMeta } from "~/modules/shell/page-meta";
import { videoPaths } from "~/modules/video/video-paths";
import { AccessBadge, CourseCover, PriceTag } from "./course-card";
import { CourseCatalogue, type CatalogueChapterData } from "./course-catalogue";
import { formatCount } from "./course-links";
import { coursePagesText } from "./course-pages-text";
import { ReactionButtons } from "./reaction-buttons";
import "./course.css";

export interface CourseDetailData {
  course: {
    id: number;
    title: string;
    subjectName: string;
    cover: string | null;
    teachers: Array<{ name: string; title: string }>;
    tags: string[];
    introduction: string;
    priceFen: number;
    videoCount: number;
    totalDuration: number;
    viewCount: number;
    likeCount: number;
    collectCount: number;
    previewVideoCount: number;
    firstVideoId: number | null;
    liked: boolean;
    collected: boolean;
    access: { allowed: boolean; key: Parameters<typeof AccessBadge>[0]["access"] };
  };
  catalogue: CatalogueChapterData[];
  summary: {
    learntCount: number;
    videoCount: number;
    percent: number;
    startedCount: number;
    lastWatchedAt: string | null;
    resume: { videoId: number; title: string; sequence: number; position: number; duration: number } | null;
  } | null;
  loggedIn: boolean;
  /** Whether and how it can be bought (issue 15); absent or null: nothing to buy (free, not sold alone). */
  purchase?: PurchaseOffer | null;
}

/** The meta of /course/detail and /mobile/course/cover: the course's title and the start of its introduction. */
export function courseDetailMeta(data: { course: { title: string; introduction: string } } | undefined) {
  return pageMeta(
    data?.course.title ?? "课程详情",
    data ? `${data.course.title}：${data.course.introduction.slice(0, 80)}` : coursePagesText.detail.description,
  );
}

/** The first video that plays for this viewer (a preview for a refused one). */
function firstPlayable(catalogue: CatalogueChapterData[]): number | null {
  for (const chapter of catalogue)
    for (const section of chapter.sections)
      for (const item of section.items) if (item.kind === "video" && item.playable) return item.id;
  return null;
}

function StartButton({ data, tree }: { data: CourseDetailData; tree: SiteTree }) {
  const { course, summary } = data;
  const paths = videoPaths[tree];
  if (summary?.resume) {
    return (
      <Link className="course-button" to={paths.player(course.id, summary.resume.videoId)}>
        继续学习
        <span className="visually-hidden">
          ：第 {summary.resume.sequence} 讲 {summary.resume.title}
        </span>
      </Link>
    );
  }
  if (course.access.allowed && course.firstVideoId !== null) {
    return (
      <Link className="course-button" to={paths.player(course.id, course.firstVideoId)}>
        开始学习
      </Link>
    );
  }
  const preview = firstPlayable(data.catalogue);
  if (preview !== null) {
    return (
      <Link className="course-button" to={paths.player(course.id, preview)}>
        免费试看
      </Link>
    );
  }
  return null;
}

/**
 * The price and why the course plays or not. One the viewer may study says why in one label (the purchase offer's
 * 已购买 / 已开通 / 本校图书馆已开通 when there is one, else the access label) and shows no price: the student pays
 * nothing, a red price beside 已开通 reads as a bill, and a struck one as a discount on offer. A free one's 免费 says
 * both. One not yet open: its price and what it takes (购买后观看, 登录后观看).
 */
function PriceAndAccess({ data }: { data: CourseDetailData }) {
  const { course, purchase } = data;
  if (!course.access.allowed) {
    return (
      <>
        <PriceTag priceFen={course.priceFen} />
        <AccessBadge access={course.access.key} />
      </>
    );
  }
  if (course.priceFen === 0) return <PriceTag priceFen={0} />;
  if (purchase?.state === "owned") return <span className="course-badge course-badge--ok">{purchase.label}</span>;
  return <AccessBadge access={course.access.key} />;
}

function AccessNotice({ data, tree }: { data: CourseDetailData; tree: SiteTree }) {
  const location = useLocation();
  const { access } = data.course;
  if (access.allowed) return null;
  if (access.key === "login-required") {
    const back = `${location.pathname}${location.search}`;
    const loginHref =
      tree === "mobile" ? `/mobile/login?redirect=${encodeURIComponent(back)}` : hrefWith(location, { login: "sms" });
    return (
      <p className="course-notice course-notice--info course-access">
        {accessMessages.loginToWatch}。{pm.loginToWatchHint} <Link to={loginHref}>登录</Link>
      </p>
    );
  }
  return <p className="course-notice course-notice--info course-access">{pm.purchaseHint}</p>;
}

export function CourseDetailView({
  data,
  tree,
  preview,
}: {
  data: CourseDetailData;
  tree: SiteTree;
  /**
   * 课程管理's preview (issue 26): the page as a student sees it, inside the console's page — its title one level
   * down, no buttons that act, and each video linking where the operator can watch it (the player 404s a draft).
   */
  preview?: { lessonHref: (videoId: number) => string };
}) {
  const { course, summary, catalogue } = data;
  const Title = preview ? "h2" : "h1";
  const location = useLocation();
  const touch = tree === "mobile";
  const paths = videoPaths[tree];
  return (
    <>
      <div className={touch ? "course-hero course-hero--mobile" : "course-hero"}>
        <CourseCover src={course.cover} subjectName={course.subjectName} width={640} height={360} priority="high" />
        <div>
          <Title>{course.title}</Title>
          <p className="course-meta">
            <span>{course.subjectName}</span>
            {course.teachers.length > 0 ? (
              <span>主讲：{course.teachers.map((teacher) => teacher.name).join("、")}</span>
            ) : null}
          </p>
          {course.tags.length > 0 ? (
            <ul className="course-tags" aria-label="标签" style={{ marginTop: 8 }}>
              {course.tags.map((tag) => (
                <li key={tag} className="course-tag">
                  {tag}
                </li>
              ))}
            </ul>
          ) : null}
          <dl className="course-facts">
            <div>
              <dt>课时</dt>
              <dd>{course.videoCount} 讲</dd>
            </div>
            <div>
              <dt>时长</dt>
              <dd>{formatLength(course.totalDuration)}</dd>
            </div>
            <div>
              <dt>观看</dt>
              <dd>{formatCount(course.viewCount)}</dd>
            </div>
            <div>
              <dt>点赞</dt>
              <dd data-count="like">{course.likeCount}</dd>
            </div>
            <div>
              <dt>收藏</dt>
              <dd data-count="collect">{course.collectCount}</dd>
            </div>
            {course.previewVideoCount > 0 ? (
              <div>
                <dt>试看</dt>
                <dd>{course.previewVideoCount} 讲</dd>
              </div>
            ) : null}
          </dl>
          <p className="course-actions" style={{ margin: "8px 0" }}>
            <PriceAndAccess data={data} />
          </p>
          {preview ? null : <AccessNotice data={data} tree={tree} />}
          {data.purchase?.state === "sellable" && !preview ? (
            <PurchaseBlock offer={data.purchase} action={`${location.pathname}${location.search}`} touch={touch} />
          ) : null}
          {preview ? null : (
            <div className="course-actions">
              <StartButton data={data} tree={tree} />
              <ReactionButtons
                action={`${location.pathname}${location.search}`}
                fields={{ id: course.id }}
                touch={touch}
                buttons={[
                  {
                    onIntent: "like",
                    offIntent: "unlike",
                    label: "点赞",
                    activeLabel: "已点赞",
                    active: course.liked,
                    count: course.likeCount,
                  },
                  {
                    onIntent: "collect",
                    offIntent: "uncollect",
                    label: "收藏",
                    activeLabel: "已收藏",
                    active: course.collected,
                    count: course.collectCount,
                  },
                ]}
              />
            </div>
          )}
        </div>
      </div>

      {summary ? (
        <section className="course-section" aria-labelledby="course-progress-title">
          <h2 id="course-progress-title">我的学习进度</h2>
          <p style={{ margin: 0 }}>
            已学完 <strong>{summary.learntCount}</strong> / {summary.videoCount} 讲，完成{" "}
            <strong>{summary.percent}%</strong>
            {summary.lastWatchedAt ? `，最近学习 ${shanghaiIsoDay(summary.lastWatchedAt)}` : "，还没有开始学习"}
          </p>
          <div className="progress-track" role="img" aria-label={`完成 ${summary.percent}%`}>
            <div className="progress-fill" style={{ width: `${summary.percent}%` }} />
          </div>
          {summary.resume ? (
            <p style={{ margin: 0 }}>
              上次学到：第 {summary.resume.sequence} 讲 {summary.resume.title}（
              {formatPaddedClock(summary.resume.position)} / {formatPaddedClock(summary.resume.duration)}）
            </p>
          ) : null}
        </section>
      ) : null}

      <section className="course-section" aria-labelledby="course-intro-title">
        <h2 id="course-intro-title">课程介绍</h2>
        <p className="course-intro">{course.introduction}</p>
      </section>

      {course.teachers.length > 0 ? (
        <section className="course-section" aria-labelledby="course-teachers-title">
          <h2 id="course-teachers-title">主讲老师</h2>
          <ul className="teacher-list">
            {course.teachers.map((teacher) => (
              <li key={teacher.name}>
                <strong>{teacher.name}</strong>
                <span>{teacher.title}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section className="course-section" aria-labelledby="course-catalogue-title">
        <h2 id="course-catalogue-title">课程目录</h2>
        <CourseCatalogue
          chapters={catalogue}
          playerHref={preview ? preview.lessonHref : (videoId) => paths.player(course.id, videoId)}
          lockedLabel={course.access.allowed ? null : course.access.key}
          showProgress={data.loggedIn}
          touch={touch}
        />
      </section>
    </>
  );
}
