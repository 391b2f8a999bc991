// The course list page's body (/course, /mobile/course): the message about ignored filters, the filters, the count,
// the cards and the page links; an empty result says so and offers to clear the filters.
import { Link } from "@remix-run/react";
import { coursePageMessages as pm } from "~/modules/course/course-messages";
import type { CourseCardData } from "./course-card";
import { CourseCardView } from "./course-card";
import { CourseFilters, type CourseConditionsData } from "./course-filters";
import { courseListHref, hasFilters, pageCount, type CourseListQuery } from "./course-links";
import { PaginationLinks } from "./pagination-links";
import "./course.css";

/** Cards in the first row of the desktop grid (their covers are in the first screen: no lazy loading). */
const FIRST_ROW = 4;

export interface CourseListData {
  query: CourseListQuery;
  errors: string[];
  conditions: CourseConditionsData;
  page: number;
  rows: number;
  total: number;
  items: Array<CourseCardData & { id: number }>;
}

export function CourseListView({
  data,
  path,
  courseHref,
  compact = false,
}: {
  data: CourseListData;
  /** The list's path without query. */
  path: string;
  courseHref: (courseId: number) => string;
  compact?: boolean;
}) {
  const { query, errors, total, rows, items } = data;
  const pages = pageCount(total, rows);
  const clearHref = courseListHref(path, { type: query.type, sort: query.sort, page: 1 });
  return (
    <>
      {errors.length > 0 ? (
        <p className="course-notice" role="alert">
          {pm.listQueryInvalid}
          {errors.join("；")}
        </p>
      ) : null}
      <CourseFilters path={path} query={query} conditions={data.conditions} compact={compact} />
      {items.length === 0 ? (
        <div className="course-empty">
          <p>
            <strong>{total > 0 ? pm.pageBeyond : pm.listEmpty}</strong>
          </p>
          {total > 0 ? (
            <p>
              <Link to={courseListHref(path, query, { page: 1 })}>回到第 1 页</Link>
            </p>
          ) : (
            <>
              <p>{pm.listEmptyHint}</p>
              {hasFilters(query) ? (
                <Link className="course-button" to={clearHref}>
                  清除筛选条件
                </Link>
              ) : null}
            </>
          )}
        </div>
      ) : (
        <>
          <p className="course-result" aria-live="polite">
            共 {total} 门课程{pages > 1 ? `，第 ${Math.min(query.page, pages)} / ${pages} 页` : ""}
            {hasFilters(query) ? (
              <>
                {" · "}
                <Link to={clearHref}>清除筛选</Link>
              </>
            ) : null}
          </p>
          <ul className={compact ? "course-grid course-grid--mobile" : "course-grid"}>
            {items.map((course, index) => (
              <li key={course.id}>
                <CourseCardView
                  course={course}
                  href={courseHref(course.id)}
                  layout={compact ? "row" : "grid"}
                  coverPriority={index === 0 ? "high" : index < FIRST_ROW ? "eager" : "lazy"}
                />
              </li>
            ))}
          </ul>
          <PaginationLinks
            page={query.page}
            total={total}
            rows={rows}
            href={(page) => courseListHref(path, query, { page })}
            label="课程分页"
            touch={compact}
          />
        </>
      )}
    </>
  );
}
