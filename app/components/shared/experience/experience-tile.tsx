// One experience as a list card (desktop and mobile lists, a senior's posts, and for the home, hub and search pages):
// for a talk on video its poster with the badge 视频 and the length, then the title (the link; the whole card follows
// it), the summary, who wrote it and where they were admitted, the date and the number of readers — all as text.
import { Link } from "@remix-run/react";
import { formatClock } from "~/components/shared/media/duration";
import { MediaImage } from "~/components/shared/paper-video/paper-video-card";
import type { ExperienceTileData } from "~/modules/experience/experience-pages.server";
import { SeniorBadge } from "~/components/shared/seniors/senior-badge";

export interface ExperienceTileProps {
  item: ExperienceTileData;
  href: string;
  /** The title's heading level (its list's heading + 1). */
  level?: 2 | 3;
  /** Above the fold: load the poster at once. */
  eager?: boolean;
  /** The category is already the list's filter: leave it out. */
  hideCategory?: boolean;
  /** The list is one senior's: leave their name out. */
  hideSenior?: boolean;
}

export function ExperienceTile({
  item,
  href,
  level = 3,
  eager = false,
  hideCategory = false,
  hideSenior = false,
}: ExperienceTileProps) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <li className="exp-card" data-video={item.hasVideo ? "" : undefined}>
      {item.hasVideo ? (
        <div className="exp-card-poster">
          <MediaImage src={item.poster} eager={eager} />
          <span className="exp-video-badge">
            视频<span className="visually-hidden">，时长</span> {formatClock(item.videoDuration ?? 0)}
          </span>
        </div>
      ) : null}
      <div className="exp-card-body">
        <Heading className="media-card-title">
          <Link to={href}>{item.title}</Link>
        </Heading>
        {item.summary ? <p className="exp-card-summary">{item.summary}</p> : null}
        {!hideCategory || (item.seniorName && !hideSenior) ? (
          <p className="media-card-meta">
            {hideCategory ? null : <span className="media-badge">{item.categoryName}</span>}{" "}
            {item.seniorName && !hideSenior ? (
              <>
                {item.seniorName}
                {item.seniorBadge ? <SeniorBadge /> : null}
                {item.admittedSchool ? ` · 上岸${item.admittedSchool}` : ""}
              </>
            ) : null}
          </p>
        ) : null}
        <p className="media-card-meta">
          {item.publishedAt ? <time dateTime={item.publishedAt}>{item.publishedText}</time> : null}
          {item.publishedAt ? " · " : null}
          {item.viewCount} 次阅读
        </p>
      </div>
    </li>
  );
}
