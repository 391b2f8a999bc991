// The bodies of /livePlayback and /mobile/livePlayback: the schedule (直播中 / 即将开始 / 往期回放, each with its
// "全部" link to the status's own pages) and one live (before its start: the start time and the countdown; on air: the
// stream; afterwards: the recording; or the refusal in the player's place).
import { Link } from "@remix-run/react";
import { PaginationLinks } from "~/components/shared/course/pagination-links";
import { formatClock } from "~/components/shared/media/duration";
import { PlayRefusal, type PlayRefusalProps } from "~/components/shared/paper-video/play-refusal";
import { VideoPlayer } from "~/components/shared/video/video-player";
import { liveMessages } from "~/modules/live/live-messages";
import { pageMeta } from "~/modules/shell/page-meta";
import type { LiveBookingState } from "~/modules/notifications/notification-pages.server";
import type { VideoPaths } from "~/modules/video/video-paths";
import type { VideoPlayerProps } from "~/modules/video/video-player-props";
import { LiveTile, type LiveTileProps } from "./live-card";
import { LiveBookingForm } from "./live-booking-form";
import { LiveCountdown } from "./live-countdown";

const liveGroupNames: Record<string, string> = { live: "直播中", upcoming: "即将开始", ended: "往期回放" };

export interface LiveScheduleViewProps {
  status: string | null;
  groups: Array<{ status: string; total: number; items: Array<LiveTileProps["live"]> }>;
  page: number;
  /** Lives per page of one status. */
  rows: number;
  paths: VideoPaths;
  emptyText: string;
  compact?: boolean;
}

/** The meta of /livePlayback and /mobile/livePlayback: one live's title, or the schedule's. */
export function livePageMeta(
  data: { view: "live"; live: { title: string; teacher: string } } | { view: "schedule" } | undefined,
) {
  return data?.view === "live"
    ? pageMeta(data.live.title, liveMessages.liveDescription(data.live.title, data.live.teacher))
    : pageMeta(liveMessages.scheduleTitle, liveMessages.scheduleDescription);
}

export function LiveScheduleView({
  status,
  groups,
  page,
  rows,
  paths,
  emptyText,
  compact = false,
}: LiveScheduleViewProps) {
  const statusHref = (code: string | null, n = 1) => (code === null ? paths.lives : paths.livesIn(code, n));
  return (
    <>
      <nav aria-label="直播状态">
        <ul className="filter-row">
          <li>
            <Link to={statusHref(null)} aria-current={status === null ? "page" : undefined}>
              全部
            </Link>
          </li>
          {Object.entries(liveGroupNames).map(([code, name]) => (
            <li key={code}>
              <Link to={statusHref(code)} aria-current={status === code ? "page" : undefined}>
                {name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {groups.map((group, groupIndex) => (
        <section key={group.status} aria-labelledby={`live-group-${group.status}`} data-live-group={group.status}>
          <div className="section-head">
            <h2 id={`live-group-${group.status}`}>
              {liveGroupNames[group.status]}（{group.total}）
            </h2>
            {status === null && group.total > group.items.length ? (
              <Link to={statusHref(group.status)}>
                全部{liveGroupNames[group.status]}
                <span aria-hidden="true"> ›</span>
              </Link>
            ) : null}
          </div>
          {group.items.length === 0 ? (
            <p className="empty-note">{emptyText}</p>
          ) : (
            <ul className="media-grid" data-compact={compact ? "" : undefined}>
              {group.items.map((live, index) => (
                <LiveTile
                  key={live.id}
                  live={live}
                  href={paths.live(live.id)}
                  first={groupIndex === 0 && index === 0}
                  eager={groupIndex === 0 && index < (compact ? 2 : 4)}
                />
              ))}
            </ul>
          )}
        </section>
      ))}
      {status !== null ? (
        <PaginationLinks
          page={page}
          total={groups[0]?.total ?? 0}
          rows={rows}
          label="分页"
          touch={compact}
          href={(n) => statusHref(status, n)}
        />
      ) : null}
    </>
  );
}

export interface LiveDetailViewProps {
  live: LiveTileProps["live"] & {
    introduction: string;
    badge: string;
    endsAtText: string;
    playbackDuration: number | null;
    countdown: string | null;
  };
  player: (VideoPlayerProps & { kind: "stream" | "playback" }) | null;
  refusal: PlayRefusalProps["refusal"] | null;
  paths: VideoPaths;
  notStartedText: string;
  compact?: boolean;
  /** 预约直播 before the start (null afterwards). */
  booking?: LiveBookingState | null;
  /** The console's preview (直播管理): the live as students see it inside the editor's page (its title an h3). */
  preview?: boolean;
}

export function LiveDetailView({
  live,
  player,
  refusal,
  paths,
  notStartedText,
  compact = false,
  booking = null,
  preview = false,
}: LiveDetailViewProps) {
  const { kind, ...playerProps } = player ?? { kind: null };
  const [Title, Heading] = preview ? (["h3", "h4"] as const) : (["h1", "h2"] as const);
  return (
    <div className="media-page" data-compact={compact ? "" : undefined}>
      <p className="crumbs">
        <Link to={paths.lives}>直播</Link>
        <span aria-hidden="true"> › </span>
        {live.statusName}
      </p>
      <Title>{live.title}</Title>
      <div className="video-frame">
        {live.status === "upcoming" ? (
          <div className="upcoming-panel">
            <p>
              <span className="media-badge" data-status="upcoming">
                {live.statusName}
              </span>
            </p>
            <p>
              开播时间：<time dateTime={live.startsAt}>{live.startsAtText}</time>（北京时间）
            </p>
            {live.countdown ? <LiveCountdown startsAt={live.startsAt} initialText={live.countdown} /> : null}
            <p>{notStartedText}</p>
            {booking ? <LiveBookingForm booking={booking} liveTitle={live.title} /> : null}
          </div>
        ) : player ? (
          <>
            <p className="media-badges">
              <span className="media-badge" data-status={live.status}>
                {kind === "stream" ? "直播中" : "直播回放"}
              </span>
            </p>
            <VideoPlayer {...(playerProps as VideoPlayerProps)} />
          </>
        ) : refusal ? (
          <PlayRefusal refusal={refusal} />
        ) : null}
      </div>
      <section aria-labelledby="live-details">
        <Heading id="live-details">直播信息</Heading>
        <dl className="detail-list">
          <dt>状态</dt>
          <dd>{live.statusName}</dd>
          <dt>主讲</dt>
          <dd>{live.teacher}</dd>
          <dt>科目</dt>
          <dd>{live.subjectName}</dd>
          <dt>开播时间</dt>
          <dd>
            <time dateTime={live.startsAt}>{live.startsAtText}</time>
          </dd>
          <dt>结束时间</dt>
          <dd>{live.endsAtText}</dd>
          {live.status === "ended" && live.playbackDuration ? (
            <>
              <dt>回放时长</dt>
              <dd>{formatClock(live.playbackDuration)}</dd>
            </>
          ) : null}
          <dt>权限</dt>
          <dd>{live.badge}</dd>
        </dl>
        {live.introduction ? <p>{live.introduction}</p> : null}
      </section>
    </div>
  );
}
