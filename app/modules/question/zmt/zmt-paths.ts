// The addresses of the 自命题 shelf: the page of each tree and the PDF behind a signed link (one address for both trees;
// the .pdf ending keeps device routing away). Client-safe: no imports.

export const zmtPaths = {
  desktop: "/question/zmtCourse",
  mobile: "/mobile/question/zmtCourse",
} as const;

/** The unsigned path of a paper's PDF; the signature is added by zmt-papers.server.ts when a link is minted. */
export const zmtFilePath = (paperId: number) => `/question/zmtCourse/paper/${paperId}.pdf`;

/** The paper id of `<id>.pdf` (the file route's parameter); null for anything else. */
export function zmtPaperIdOfFileName(name: string): number | null {
  const match = /^([1-9]\d{0,9})\.pdf$/.exec(name);
  const id = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : null;
}

export interface ZmtFilters {
  school?: number | null;
  major?: string | null;
  year?: number | null;
  page?: number | null;
}

/** The shelf with these filters (blank ones left out, page 1 left out). */
export function zmtWhere(base: string, filters: ZmtFilters): string {
  const query = new URLSearchParams();
  if (filters.school) query.set("school", String(filters.school));
  if (filters.major) query.set("major", filters.major);
  if (filters.year) query.set("year", String(filters.year));
  if (filters.page && filters.page > 1) query.set("page", String(filters.page));
  const text = query.toString();
  return text ? `${base}?${text}` : base;
}
