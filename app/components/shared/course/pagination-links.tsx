// Page links for any paged list (courses, my courses, paper videos, lives): real links, so paging works without
// JavaScript. The current page is marked with aria-current="page" and a border (not by colour alone).
//   <PaginationLinks page={2} total={32} rows={12} href={(n) => `/course?type=2&page=${n}`} label="课程分页" />
import { Link } from "@remix-run/react";
import { pageCount, pageWindow } from "./course-links";
import "./course.css";

export interface PaginationLinksProps {
  /** The current page, 1-based. */
  page: number;
  /** Items in the whole list. */
  total: number;
  /** Items per page. */
  rows: number;
  /** The href of page n (keep the list's other parameters). */
  href: (page: number) => string;
  /** The navigation's accessible name, e.g. 课程分页. */
  label: string;
  /** Larger (44 px) targets for touch screens. */
  touch?: boolean;
}

export function PaginationLinks({ page, total, rows, href, label, touch = false }: PaginationLinksProps) {
  const pages = pageCount(total, rows);
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className={touch ? "page-links page-links--touch" : "page-links"}>
      <ul>
        {page > 1 ? (
          <li>
            <Link to={href(Math.min(page - 1, pages))} rel="prev">
              上一页
            </Link>
          </li>
        ) : null}
        {pageWindow(Math.min(page, pages), pages).map((entry, index) =>
          entry === "gap" ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no page number; its place in the page window is its identity
            <li key={`gap-${index}`} aria-hidden="true">
              <span>…</span>
            </li>
          ) : (
            <li key={entry}>
              {entry === page ? (
                <span aria-current="page">
                  <span className="visually-hidden">第 </span>
                  {entry}
                  <span className="visually-hidden"> 页（当前）</span>
                </span>
              ) : (
                <Link to={href(entry)} aria-label={`第 ${entry} 页`}>
                  {entry}
                </Link>
              )}
            </li>
          ),
        )}
        {page < pages ? (
          <li>
            <Link to={href(page + 1)} rel="next">
              下一页
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
