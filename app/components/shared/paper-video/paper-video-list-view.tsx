// The body of the paper-explanation list, desktop and mobile: subject, year and sort filters as links (the chosen one
// marked aria-current), the count, the cards and the page links. Everything is a link: no JavaScript needed.
import { PaginationLinks } from "~/components/shared/course/pagination-links";
import { FilterRow } from "~/components/shared/filter-row";
import type { VideoPaths } from "~/modules/video/video-paths";
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

export function PaperVideoListView({
  subjects,
  years,
  filters,
  page,
  pages,
  total,
  rows,
  items,
  paths,
  emptyText,
  compact = false,
}: PaperVideoListViewProps) {
  const state: PaperVideoListState = { ...filters, page };
  const href = (changes: Partial<PaperVideoListState>) =>
    paperVideoListHref(paths.paperVideos, { ...state, page: 1, ...changes });
  return (
    <>
      <nav aria-label="筛选">
        <FilterRow
          label="科目"
          choices={[
            { key: "all", label: "全部", href: href({ subject: null }), current: filters.subject === null },
            ...subjects.map((subject) => ({
              key: subject.code,
              label: subject.name,
              href: href({ subject: subject.code }),
              current: filters.subject === subject.code,
            })),
          ]}
        />
        <FilterRow
          label="年份"
          choices={[
            { key: "all", label: "全部", href: href({ year: null }), current: filters.year === null },
            ...years.map((year) => ({
              key: String(year),
              label: `${year} 年`,
              href: href({ year }),
              current: filters.year === year,
            })),
          ]}
        />
        <FilterRow
          label="排序"
          choices={paperVideoSorts.map((sort) => ({
            key: sort.code,
            label: sort.name,
            href: href({ sort: sort.code }),
            current: filters.sort === sort.code,
          }))}
        />
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
              <PaperVideoTile
                key={video.id}
                video={video}
                href={paths.paperVideo(video.id)}
                first={index === 0}
                eager={index < (compact ? 2 : 4)}
              />
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
