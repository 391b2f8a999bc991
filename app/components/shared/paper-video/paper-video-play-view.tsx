// The body of a paper-explanation video page, desktop and mobile: the player (or the refusal in its place), the
// details (subject, year, paper, question, teacher), 点赞 / 收藏, the previous / next question and the hot list.
import { Link, useLocation } from "@remix-run/react";
import { ReactionButtons } from "~/components/shared/course/reaction-buttons";
import { formatClock } from "~/components/shared/media/duration";
import { VideoPlayer } from "~/components/shared/video/video-player";
import { paperVideoMessages } from "~/modules/paper-video/paper-video-messages";
import { pageMeta } from "~/modules/shell/page-meta";
import type { VideoPaths } from "~/modules/video/video-paths";
import type { VideoPlayerProps } from "~/modules/video/video-player-props";
import type { PaperVideoTileProps } from "./paper-video-card";
import { PlayRefusal, type PlayRefusalProps } from "./play-refusal";

export interface PaperVideoPlayViewProps {
  /** The card's fields (but the poster) and the page's own. */
  video: Omit<PaperVideoTileProps["video"], "poster"> & {
    teacher: string;
    introduction: string;
    viewCount: number;
    likeCount: number;
    collectCount: number;
    liked: boolean;
    collected: boolean;
    previousHref: string | null;
    nextHref: string | null;
  };
  player: VideoPlayerProps | null;
  refusal: PlayRefusalProps["refusal"] | null;
  hot: Array<{
    id: number;
    title: string;
    subjectName: string;
    examYear: number;
    questionLabel: string;
    duration: number;
  }>;
  hotTitle: string;
  paths: VideoPaths;
  compact?: boolean;
  /** The console's preview (真题解析视频): inside the editor's page (its title an h3), without 点赞 / 收藏, the
   * neighbours' links and the hot list, which act on or lead to published videos. */
  preview?: boolean;
}

/** The meta of /trueQuesExplanation/videoPlay and its mobile twin: the video's title and paper, or the list's. */
export function paperVideoPlayMeta(data: { video: { title: string; paper: string } } | undefined) {
  const m = paperVideoMessages;
  return data
    ? pageMeta(data.video.title, m.playDescription(data.video.title, data.video.paper))
    : pageMeta(m.listTitle, m.listDescription);
}

export function PaperVideoPlayView({
  video,
  player,
  refusal,
  hot,
  hotTitle,
  paths,
  compact = false,
  preview = false,
}: PaperVideoPlayViewProps) {
  const location = useLocation();
  const [Title, Heading] = preview ? (["h3", "h4"] as const) : (["h1", "h2"] as const);
  return (
    <div className="media-page" data-compact={compact ? "" : undefined}>
      <p className="crumbs">
        <Link to={paths.paperVideos}>真题解析</Link>
        <span aria-hidden="true"> › </span>
        {video.subjectName} {video.examYear} 年
      </p>
      <Title>{video.title}</Title>
      <div className="play-layout">
        <div className="media-page">
          <div className="video-frame">
            {player ? <VideoPlayer {...player} /> : refusal ? <PlayRefusal refusal={refusal} /> : null}
          </div>
          {preview ? null : (
            <div className="reaction-row">
              <ReactionButtons
                action={`${location.pathname}${location.search}`}
                fields={{ id: video.id }}
                touch={compact}
                buttons={[
                  {
                    onIntent: "like",
                    offIntent: "unlike",
                    label: "点赞",
                    activeLabel: "已点赞",
                    active: video.liked,
                    count: video.likeCount,
                  },
                  {
                    onIntent: "collect",
                    offIntent: "uncollect",
                    label: "收藏",
                    activeLabel: "已收藏",
                    active: video.collected,
                    count: video.collectCount,
                  },
                ]}
              />
            </div>
          )}
          <section aria-labelledby="paper-video-details">
            <Heading id="paper-video-details">视频信息</Heading>
            <dl className="detail-list">
              <dt>科目</dt>
              <dd>{video.subjectName}</dd>
              <dt>年份</dt>
              <dd>{video.examYear} 年</dd>
              <dt>试卷</dt>
              <dd>{video.paper}</dd>
              <dt>题号</dt>
              <dd>{video.questionLabel}</dd>
              <dt>讲解老师</dt>
              <dd>{video.teacher}</dd>
              <dt>时长</dt>
              <dd>{formatClock(video.duration)}</dd>
              <dt>观看</dt>
              <dd>{video.viewCount} 次</dd>
              <dt>权限</dt>
              <dd>{video.badge}</dd>
            </dl>
            {video.introduction ? <p>{video.introduction}</p> : null}
            {!preview && (video.previousHref || video.nextHref) ? (
              <nav aria-label="同卷题目" className="reaction-row">
                {video.previousHref ? <Link to={video.previousHref}>上一题</Link> : null}
                {video.nextHref ? <Link to={video.nextHref}>下一题</Link> : null}
              </nav>
            ) : null}
          </section>
        </div>
        {preview ? null : (
          <aside aria-labelledby="paper-video-hot">
            <h2 id="paper-video-hot">{hotTitle}</h2>
            <ul className="side-list">
              {hot.map((item) => (
                <li key={item.id}>
                  <Link to={paths.paperVideo(item.id)}>{item.title}</Link>
                  <p className="media-card-meta">
                    {item.subjectName} · {item.examYear} 年 · {item.questionLabel} · {formatClock(item.duration)}
                  </p>
                </li>
              ))}
            </ul>
          </aside>
        )}
      </div>
    </div>
  );
}
