// A course's catalogue (chapters → sections → videos, with lecture notes interleaved in a mix catalogue): each video
// links to the player, with its duration (mm:ss), 试看 for a free preview, what it needs when it does not play for
// this viewer, and a logged-in viewer's progress in it. Notes open in a <details> once the course is open to them.
import { Link } from "@remix-run/react";
import { formatPaddedClock } from "~/components/shared/media/duration";
import { accessLabels } from "~/modules/access/access-messages";
import { coursePageMessages } from "~/modules/course/course-messages";
import type { CatalogueEntry } from "~/modules/course/course-pages.server";
import { videoPercent } from "./course-links";
import "./course.css";

export interface CatalogueChapterData {
  id: number;
  title: string;
  sections: Array<{ id: number; title: string; items: CatalogueEntry[] }>;
}

function VideoProgress({
  progress,
  duration,
}: {
  progress: { furthest: number; learnt: boolean } | null;
  duration: number;
}) {
  if (!progress) return <span className="catalogue-progress">未学习</span>;
  if (progress.learnt) return <span className="catalogue-progress catalogue-progress--done">✓ 已学完</span>;
  return <span className="catalogue-progress">已看 {videoPercent(progress.furthest, duration)}%</span>;
}

export function CourseCatalogue({
  chapters,
  playerHref,
  lockedLabel,
  showProgress,
  touch = false,
}: {
  chapters: CatalogueChapterData[];
  playerHref: (videoId: number) => string;
  /** What a video that does not play needs (accessLabels: 登录后观看 / 购买后观看); null when the course plays. */
  lockedLabel: keyof typeof accessLabels | null;
  /** A logged-in viewer: show each video's progress. */
  showProgress: boolean;
  touch?: boolean;
}) {
  if (chapters.length === 0) return <p>这门课程还没有视频。</p>;
  const itemClass = touch ? "catalogue-item catalogue-item--touch" : "catalogue-item";
  return (
    <div>
      {chapters.map((chapter) => (
        <div key={chapter.id} className="catalogue-chapter">
          <h3>{chapter.title}</h3>
          {chapter.sections.map((section) => (
            <div key={section.id} className="catalogue-section">
              <h4>{section.title}</h4>
              <ul className="catalogue-items">
                {section.items.map((item) =>
                  item.kind === "video" ? (
                    <li key={`v${item.id}`} className={itemClass}>
                      <span className="catalogue-seq">{String(item.sequence).padStart(2, "0")}</span>
                      <Link to={playerHref(item.id)}>{item.title}</Link>
                      {item.freePreview ? (
                        <span className="course-badge course-badge--preview">{accessLabels["free-preview"]}</span>
                      ) : null}
                      {!item.playable && lockedLabel ? (
                        <span className="course-badge course-badge--locked">{accessLabels[lockedLabel]}</span>
                      ) : null}
                      <span className="catalogue-duration">
                        <span className="visually-hidden">时长 </span>
                        {formatPaddedClock(item.duration)}
                      </span>
                      {showProgress ? <VideoProgress progress={item.progress} duration={item.duration} /> : null}
                    </li>
                  ) : (
                    <li key={`n${item.id}`} className={itemClass}>
                      {item.locked ? (
                        <>
                          <span>{item.title}</span>
                          <span className="course-badge course-badge--locked">{coursePageMessages.notesLocked}</span>
                        </>
                      ) : (
                        <details className="catalogue-note">
                          <summary>{item.title}</summary>
                          {item.content ? <p>{item.content}</p> : null}
                          {item.file ? (
                            <p>
                              <a href={item.file}>下载讲义文件</a>
                            </p>
                          ) : null}
                        </details>
                      )}
                    </li>
                  ),
                )}
              </ul>
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
