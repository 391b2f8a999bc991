// The body of the past-paper list (/question, /mobile/question): subject chips and the year (chips on desktop, a GET
// form with a select on a phone), each keeping the other filter and going back to page 1, the chosen one marked
// aria-current; the count, the papers and the page links. Links and a plain form only: no JavaScript needed.
import { Form, Link } from "@remix-run/react";
import { PaginationLinks } from "~/components/shared/course/pagination-links";
import { FilterRow } from "~/components/shared/filter-row";
import { paperVideoListHref } from "~/components/shared/paper-video/paper-video-list-href";
import type { SiteTree } from "~/lib/site-tree";
import { contentPaths } from "~/modules/content/content-paths";
import { videoPaths } from "~/modules/video/video-paths";

interface PaperListItem {
  id: number;
  title: string;
  subject: string;
  subjectName: string;
  year: number;
  durationMinutes: number;
  totalScore: number;
  videoCount: number;
  viewCount: number;
  collectCount: number;
  collected: boolean;
}

export interface PaperListViewProps {
  subjects: Array<{ code: string; name: string }>;
  years: number[];
  filters: { subject: string | null; year: number | null };
  /** Why the query was ignored (the whole list is shown instead). */
  error: string | null;
  page: number;
  pages: number;
  total: number;
  /** Items per page. */
  rows: number;
  items: PaperListItem[];
  tree: SiteTree;
  emptyText: string;
}

export function PaperListView({
  subjects,
  years,
  filters,
  error,
  page,
  pages,
  total,
  rows,
  items,
  tree,
  emptyText,
}: PaperListViewProps) {
  const paths = contentPaths[tree];
  const compact = tree === "mobile";
  const where = (changes: Partial<PaperListViewProps["filters"]>) => {
    const next = { ...filters, ...changes };
    return paths.papersWhere({ subject: next.subject ?? undefined, year: next.year ?? undefined });
  };
  return (
    <>
      {error ? (
        <p className="course-notice" role="alert">
          {error}
        </p>
      ) : null}
      <nav aria-label="筛选真题">
        <FilterRow
          label="科目"
          keepScroll
          choices={[
            { key: "all", label: "全部", href: where({ subject: null }), current: filters.subject === null },
            ...subjects.map((subject) => ({
              key: subject.code,
              label: subject.name,
              href: where({ subject: subject.code }),
              current: filters.subject === subject.code,
            })),
          ]}
        />
        {compact ? (
          <Form method="get" action={paths.papers} className="paper-year-form">
            {filters.subject ? <input type="hidden" name="subject" value={filters.subject} /> : null}
            <label htmlFor="paper-year" className="filter-label">
              年份
            </label>
            <select id="paper-year" name="year" defaultValue={filters.year ?? ""} key={filters.year ?? "all"}>
              <option value="">全部年份</option>
              {years.map((year) => (
                <option key={year} value={year}>
                  {year} 年
                </option>
              ))}
            </select>
            <button type="submit" className="course-button course-button--plain">
              筛选
            </button>
          </Form>
        ) : (
          <FilterRow
            label="年份"
            keepScroll
            choices={[
              { key: "all", label: "全部", href: where({ year: null }), current: filters.year === null },
              ...years.map((year) => ({
                key: String(year),
                label: `${year} 年`,
                href: where({ year }),
                current: filters.year === year,
              })),
            ]}
          />
        )}
      </nav>
      <section aria-labelledby="paper-results">
        <h2 id="paper-results" className="section-title">
          共 {total} 份真题{pages > 1 ? `（第 ${page} / ${pages} 页）` : ""}
        </h2>
        {items.length === 0 ? (
          <p className="empty-note">{emptyText}</p>
        ) : (
          <ul className="paper-list" data-compact={compact ? "" : undefined}>
            {items.map((paper) => (
              <PaperListEntry key={paper.id} paper={paper} tree={tree} />
            ))}
          </ul>
        )}
        <PaginationLinks
          page={page}
          total={total}
          rows={rows}
          label="分页"
          touch={compact}
          href={(n) =>
            paths.papersWhere({ subject: filters.subject ?? undefined, year: filters.year ?? undefined, page: n })
          }
        />
      </section>
    </>
  );
}

function PaperListEntry({ paper, tree }: { paper: PaperListItem; tree: SiteTree }) {
  const videos = paperVideoListHref(videoPaths[tree].paperVideos, {
    subject: paper.subject,
    year: paper.year,
    sort: "paper",
    page: 1,
  });
  return (
    <li className="paper-item" data-paper-id={paper.id}>
      <h3 className="paper-item-title">
        <Link to={contentPaths[tree].paper(paper.id)}>{paper.title}</Link>
      </h3>
      <p className="paper-item-meta">
        {paper.subjectName} · {paper.year} 年 · 时长 {paper.durationMinutes} 分钟 · 满分 {paper.totalScore} 分
      </p>
      <p className="paper-item-meta">
        {paper.videoCount > 0 ? (
          <Link to={videos} className="paper-item-videos">
            <span className="visually-hidden">{paper.title}的</span>解析视频 {paper.videoCount} 个
          </Link>
        ) : (
          <span>暂无解析视频</span>
        )}
        <span>浏览 {paper.viewCount}</span>
        <span>
          收藏 {paper.collectCount}
          {paper.collected ? "（已收藏）" : ""}
        </span>
      </p>
    </li>
  );
}
