// Where the 错题本 pages live and how their links keep the filters (client-safe: the pages' components build their
// links from it, app/modules/question/wrong-book/wrong-pages.server.ts its redirects).
import type { SiteTree } from "~/lib/site-tree";

/** Questions per page of the book. */
export const WRONG_PAGE_ROWS = 10;

export const wrongStatuses = ["all", "due", "mastered"] as const;
export type WrongStatus = (typeof wrongStatuses)[number];

export interface WrongFilters {
  subject: string | null;
  point: string | null;
  status: WrongStatus;
}

export const wrongPagePaths: Record<SiteTree, { book: string; practice: string }> = {
  desktop: { book: "/question/wrong", practice: "/question/list" },
  mobile: { book: "/mobile/question/wrong", practice: "/mobile/question/list" },
};

/** The book's URL with these filters (and anything extra): every link and form of the pages keeps the others. */
export function wrongHref(
  base: string,
  filters: WrongFilters,
  extra: Record<string, string | number | null> = {},
): string {
  const search = new URLSearchParams();
  const params = {
    subject: filters.subject,
    point: filters.point,
    status: filters.status === "all" ? null : filters.status,
    ...extra,
  };
  for (const [name, value] of Object.entries(params))
    if (value !== null && value !== undefined && value !== "") search.set(name, String(value));
  const query = search.toString();
  return query ? `${base}?${query}` : base;
}
