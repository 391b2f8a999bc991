// One live as a card: cover, title (the link), teacher, start time in Asia/Shanghai (<time datetime>) and the status
// as text (直播中 / 即将开始 / 已结束, coloured too but never only coloured), 免费 and 可回放 when they apply.
import { Link } from "@remix-run/react";
import { MediaImage } from "~/components/shared/paper-video/paper-video-card";

export interface LiveTileProps {
  live: {
    id: number;
    title: string;
    teacher: string;
    subjectName: string;
    cover: string | null;
    status: string;
    statusName: string;
    startsAt: string;
    startsAtText: string;
    free: boolean;
    hasPlayback: boolean;
  };
  href: string;
  level?: 2 | 3;
  /** Above the fold: load the cover at once. */
  eager?: boolean;
  /** The page's first picture: fetched first. */
  first?: boolean;
}

export function LiveTile({ live, href, level = 3, eager = false, first = false }: LiveTileProps) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <li className="media-card">
      <MediaImage src={live.cover} eager={eager} first={first} />
      <div className="media-card-body">
        <Heading className="media-card-title">
          <Link to={href}>{live.title}</Link>
        </Heading>
        <p className="media-card-meta">
          {live.subjectName} · 主讲 {live.teacher}
        </p>
        <p className="media-card-meta">
          开播时间 <time dateTime={live.startsAt}>{live.startsAtText}</time>
        </p>
        <div className="media-badges">
          <span className="media-badge" data-status={live.status}>
            {live.statusName}
          </span>
          {live.free ? <span className="media-badge">免费</span> : null}
          {live.status === "ended" && live.hasPlayback ? <span className="media-badge">可回放</span> : null}
        </div>
      </div>
    </li>
  );
}
