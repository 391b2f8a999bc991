// What the site search covers (spec: /search, /mobile/search, GET /api/Search): the kinds of content, in the order the
// page's tabs and the "全部" overview show them. Client-safe.
export const searchKinds = [
  { code: "course", name: "微课" },
  { code: "paper", name: "真题" },
  { code: "paperVideo", name: "真题解析" },
  { code: "news", name: "资讯" },
  { code: "experience", name: "经验" },
  { code: "live", name: "直播" },
] as const;

export type SearchKind = (typeof searchKinds)[number]["code"];
/** `all`: a few hits of every kind with each kind's total; a kind: one page of it. */
export type SearchScope = "all" | SearchKind;

export const searchScopes: ReadonlyArray<{ code: SearchScope; name: string }> = [
  { code: "all", name: "全部" },
  ...searchKinds,
];

export function searchKindName(code: SearchScope): string {
  return searchScopes.find((scope) => scope.code === code)?.name ?? code;
}

/** Hits per page of one kind. */
export const SEARCH_PAGE_ROWS = 20;
/** Hits of each kind in the overview. */
export const SEARCH_OVERVIEW_ROWS = 4;
/** Longest keyword (the course list's keyword filter allows the same). */
export const SEARCH_KEYWORD_MAX = 40;
/** Recent keywords remembered in the browser. */
export const SEARCH_HISTORY_SIZE = 6;

/** The query string a search is shown at: keyword, kind unless 全部, page unless the first. */
export function searchQuery(keyword: string, scope: SearchScope = "all", page = 1): string {
  const query = new URLSearchParams({ keyword });
  if (scope !== "all") query.set("type", scope);
  if (page > 1) query.set("page", String(page));
  return query.toString();
}
