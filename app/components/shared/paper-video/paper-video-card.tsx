// One paper-explanation video as a card: poster, title (the link), subject · year · paper · question, length and the
// access badge (试看 / 校园网已开通 / 登录后观看 …), in text, not only colour.
import { Link } from "@remix-run/react";
import { formatClock } from "~/components/shared/media/duration";

export interface PaperVideoTileProps {
  video: {
    id: number;
    title: string;
    subjectName: string;
    examYear: number;
    paper: string;
    questionLabel: string;
    duration: number;
    poster: string | null;
    badge: string;
  };
  href: string;
  /** The title's heading level (its list's heading + 1). */
  level?: 2 | 3;
  /** Above the fold: load the poster at once. */
  eager?: boolean;
  /** The page's first picture: fetched first. */
  first?: boolean;
}

export function PaperVideoTile({ video, href, level = 3, eager = false, first = false }: PaperVideoTileProps) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <li className="media-card">
      <MediaImage src={video.poster} eager={eager} first={first} />
      <div className="media-card-body">
        <Heading className="media-card-title">
          <Link to={href}>{video.title}</Link>
        </Heading>
        <p className="media-card-meta">
          {video.subjectName} · {video.examYear} 年 · {video.questionLabel}
        </p>
        <p className="media-card-meta">{video.paper}</p>
        <div className="media-badges">
          <span className="media-badge">
            <span className="visually-hidden">时长 </span>
            {formatClock(video.duration)}
          </span>
          <span className="media-badge">{video.badge}</span>
        </div>
      </div>
    </li>
  );
}

/**
 * A card's picture: decorative (the title says what it is), sized so nothing shifts. Lazy and low-priority unless
 * above the fold (eager); the page's first picture (`first`) is fetched first, as it is often the largest paint.
 * (React 18 does not know fetchPriority, so the attribute is passed in lower case.)
 */
export function MediaImage({
  src,
  eager = false,
  first = false,
}: {
  src: string | null;
  eager?: boolean;
  first?: boolean;
}) {
  if (!src) return <div className="media-card-noimg" aria-hidden="true" />;
  const priority: Record<string, string> = first ? { fetchpriority: "high" } : eager ? {} : { fetchpriority: "low" };
  return (
    <img
      src={src}
      alt=""
      width={320}
      height={180}
      loading={eager || first ? "eager" : "lazy"}
      decoding="async"
      {...priority}
    />
  );
}
