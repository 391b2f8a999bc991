// The home pages' video sections: 热门视频, 标签视频 (the top tag's courses; the other top tags link to the course list
// by tag), 直播预告 and 精彩回放 — a heading, a few cards and 更多. Server-rendered links; posters lazy and sized.
// An off-campus visitor sees the same titles; the links lead to gated pages, which show the campus tips.
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { MediaImage } from "~/components/shared/paper-video/paper-video-card";
import type { HomeCourseTile } from "~/modules/course/home-sections.server";
import type { VideoPaths } from "~/modules/video/video-paths";
import { LiveTile, type LiveTileProps } from "./live-card";

export interface HomeVideoSectionsProps {
  hot: HomeCourseTile[];
  tags: string[];
  tag: string | null;
  tagged: HomeCourseTile[];
  forecast: Array<LiveTileProps["live"]>;
  replays: Array<LiveTileProps["live"]>;
  paths: VideoPaths;
  compact?: boolean;
}

function CourseTile({ course, href, eager = false }: { course: HomeCourseTile; href: string; eager?: boolean }) {
  return (
    <li className="media-card">
      <MediaImage src={course.cover} eager={eager} />
      <div className="media-card-body">
        <h3 className="media-card-title">
          <Link to={href}>{course.title}</Link>
        </h3>
        <p className="media-card-meta">
          {course.subjectName}
          {course.teacher ? ` · ${course.teacher}` : ""} · {course.videoCount} 个视频
        </p>
        {course.free ? (
          <div className="media-badges">
            <span className="media-badge">免费</span>
          </div>
        ) : null}
      </div>
    </li>
  );
}

export function HomeSection({
  id,
  title,
  more,
  children,
}: {
  id: string;
  title: string;
  more: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} data-home-section={id}>
      <div className="section-head">
        <h2 id={id}>{title}</h2>
        <Link to={more} aria-label={`更多${title}`}>
          更多<span aria-hidden="true"> ›</span>
        </Link>
      </div>
      {children}
    </section>
  );
}

const tagHref = (paths: VideoPaths, tag: string) => paths.coursesWhere({ tag });

export function HomeVideoSections({
  hot,
  tags,
  tag,
  tagged,
  forecast,
  replays,
  paths,
  compact = false,
}: HomeVideoSectionsProps) {
  const grid = compact ? "" : undefined;
  return (
    <>
      {hot.length > 0 ? (
        <HomeSection id="home-hot" title="热门视频" more={paths.courses}>
          <ul className="media-grid" data-compact={grid}>
            {hot.map((course, index) => (
              // The first row is on screen on a phone and often the largest paint: fetched at once, not lazily.
              <CourseTile key={course.id} course={course} href={paths.course(course.id)} eager={index < 2} />
            ))}
          </ul>
        </HomeSection>
      ) : null}
      {tag !== null && tagged.length > 0 ? (
        <HomeSection id="home-tag" title={`标签视频 · ${tag}`} more={tagHref(paths, tag)}>
          {tags.length > 1 ? (
            <nav aria-label="热门标签">
              <ul className="filter-row">
                {tags.map((name) => (
                  <li key={name}>
                    <Link to={tagHref(paths, name)}>{name}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          <ul className="media-grid" data-compact={grid}>
            {tagged.map((course) => (
              <CourseTile key={course.id} course={course} href={paths.course(course.id)} />
            ))}
          </ul>
        </HomeSection>
      ) : null}
      {forecast.length > 0 ? (
        <HomeSection id="home-forecast" title="直播预告" more={paths.lives}>
          <ul className="media-grid" data-compact={grid}>
            {forecast.map((live) => (
              <LiveTile key={live.id} live={live} href={paths.live(live.id)} />
            ))}
          </ul>
        </HomeSection>
      ) : null}
      {replays.length > 0 ? (
        <HomeSection id="home-replays" title="精彩回放" more={paths.livesIn("ended")}>
          <ul className="media-grid" data-compact={grid}>
            {replays.map((live) => (
              <LiveTile key={live.id} live={live} href={paths.live(live.id)} />
            ))}
          </ul>
        </HomeSection>
      ) : null}
    </>
  );
}
