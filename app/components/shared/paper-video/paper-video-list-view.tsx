// The body of the paper-explanation list, desktop and mobile: subject, year and sort filters as links (the chosen one
// marked aria-current), the count, the cards and the page links. Everything is a link: no JavaScript needed.
import { Link } from "@remix-run/react";
import type { VideoPaths } from "~/components/shared/video/video-paths";
import { PaginationLinks } from "~/components/shared/course/pagination-links";
import { PaperVideoTile, type PaperVideoTileProps } from "./paper-video-card";
import { paperVideoListHref, paperVideoSorts, type PaperVideoListState } from "./paper-video-list-href";

export interface PaperVideoListViewProps {
  subjects: Array<{ code: string; name: string; count: number }>;
  years: number[];
  filters: { subject: string | null; year: number | null; sort: string };
  page: number;
  pages: number;
  total: number;
  /** Items per page. */
  rows: number;
  items: Array<PaperVideoTileProps["video"]>;
  paths: VideoPaths;
  emptyText: string;
  compact?: boolean;
}

export function PaperVideoListView({ subjects, years, filters, page, pages, total, rows, items, paths, emptyText, compact = false }: PaperVideoListViewProps) {
  const state: PaperVideoListState = { ...filters, page };
  const href = (changes: Partial<PaperVideoListState>) => paperVideoListHref(paths.paperVideos, { ...state, page: 1, ...changes });
  const current = (on: boolean) => (on ? ("page" as const) : undefined);
  return (
    <>
      <nav aria-label="筛选">
        <ul className="filter-row" aria-label="科目">
          <li className="filter-label" aria-hidden="true">
            科目
          </li>
          <li>
            <Link to={href({ subject: null })} aria-current={current(filters.subject === null)}>
              全部
            </Link>
          </li>
          {subjects.map((subject) => (
            <li key={subject.code}>
              <Link to={href({ subject: subject.code })} aria-current={current(filters.subject === subject.code)}>
                {subject.name}
              </Link>
            </li>
          ))}
        </ul>
        <ul className="filter-row" aria-label="年份">
          <li className="filter-label" aria-hidden="true">
            年份
          </li>
          <li>
            <Link to={href({ year: null })} aria-current={current(filters.year === null)}>
              全部
            </Link>
          </li>
          {years.map((year) => (
            <li key={year}>
              <Link to={href({ year })} aria-current={current(filters.year === year)}>
                {year} 年
              </Link>
            </li>
          ))}
        </ul>
        <ul className="filter-row" aria-label="排序">
          <li className="filter-label" aria-hidden="true">
            排序
          </li>
          {paperVideoSorts.map((sort) => (
            <li key={sort.code}>
              <Link to={href({ sort: sort.code })} aria-current={current(filters.sort === sort.code)}>
                {sort.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby="paper-video-results">
        <h2 id="paper-video-results" className="section-title">
          共 {total} 个真题解析视频{pages > 1 ? `（第 ${page} / ${pages} 页）` : ""}
        </h2>
        {items.length === 0 ? (
          <p className="empty-note">{emptyText}</p>
        ) : (
          <ul className="media-grid" data-compact={compact ? "" : undefined}>
            {items.map((video, index) => (
              <PaperVideoTile key={video.id} video={video} href={paths.paperVideo(video.id)} first={index === 0} eager={index < (compact ? 2 : 4)} />
            ))}
          </ul>
        )}
        <PaginationLinks
          page={page}
          total={total}
          rows={rows}
          label="分页"
          touch={compact}
          href={(n) => paperVideoListHref(paths.paperVideos, { ...state, page: n })}
        />
      </section>
    </>
  );
}
