// Pure helpers of the course pages (client-safe): the list's query state as links (a filter link keeps the other
// parameters and starts again at page 1), prices in fen, progress in a video, counts, days, and the page window every
// paged list uses (the notebook too). Durations: ~/components/shared/media/duration. Unit-tested next to it.
import { formatFen } from "~/lib/money";
import type { CourseSort } from "~/modules/course/course-config";

/** The list's query state as the page understands it (validated by courseListSchema). */
export interface CourseListQuery {
  type: number;
  subject?: string;
  tag?: string;
  keyword?: string;
  free?: boolean;
  sort: CourseSort;
  page: number;
}

/** A change to the query: a key set to null drops it. */
export type CourseListChange = { [K in keyof CourseListQuery]?: CourseListQuery[K] | null };

/** Defaults the link leaves out (the list shows them anyway). */
const SORT_DEFAULT: CourseSort = "hot";

/**
 * The href of the list with `changes` applied to `query`. Any change but a page change starts again at page 1; the
 * parameters appear in a stable order (type, subject, tag, free, keyword, sort, page) and defaults are left out, so
 * the same state always has the same URL (the filter marked current compares hrefs).
 */
export function courseListHref(path: string, query: CourseListQuery, changes: CourseListChange = {}): string {
  const next: Partial<CourseListQuery> = { ...query };
  for (const [key, value] of Object.entries(changes) as Array<[keyof CourseListQuery, unknown]>) {
    if (value === null || value === undefined) delete next[key];
    else (next as Record<string, unknown>)[key] = value;
  }
  if (!("page" in changes)) next.page = 1;
  const params = new URLSearchParams();
  if (next.type !== undefined) params.set("type", String(next.type));
  if (next.subject) params.set("subject", next.subject);
  if (next.tag) params.set("tag", next.tag);
  if (next.free !== undefined) params.set("free", next.free ? "1" : "0");
  if (next.keyword) params.set("keyword", next.keyword);
  if (next.sort && next.sort !== SORT_DEFAULT) params.set("sort", next.sort);
  if (next.page !== undefined && next.page > 1) params.set("page", String(next.page));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** Whether any filter narrows the list (subject, tag, price or keyword). */
export function hasFilters(query: CourseListQuery): boolean {
  return Boolean(query.subject || query.tag || query.keyword || query.free !== undefined);
}

/** 免费, or ¥199.00 from 19900 fen. */
export function formatPrice(priceFen: number): string {
  return priceFen <= 0 ? "免费" : formatFen(priceFen);
}

/** Whole percent of a video reached (furthest point), 0–100. */
export function videoPercent(furthestSeconds: number, durationSeconds: number): number {
  if (durationSeconds <= 0) return 0;
  return Math.min(100, Math.floor((furthestSeconds * 100) / durationSeconds));
}

/** Counts as the cards show them: 9876, 1.2万. */
export function formatCount(count: number): string {
  if (count < 10_000) return String(count);
  const tenThousands = Math.floor(count / 1000) / 10;
  return `${tenThousands}万`;
}

/** Which page numbers to link: the first, the last, and two either side of the current one; gaps between. */
export function pageWindow(page: number, pages: number): Array<number | "gap"> {
  const wanted = new Set([1, pages, page - 2, page - 1, page, page + 1, page + 2].filter((n) => n >= 1 && n <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  const result: Array<number | "gap"> = [];
  for (const [index, value] of sorted.entries()) {
    const previous = sorted[index - 1];
    if (previous !== undefined && value - previous > 1) result.push("gap");
    result.push(value);
  }
  return result;
}

/** Pages of a list: at least 1. */
export function pageCount(total: number, rows: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, rows)));
}
