// The paper-explanation list's URL state: subject, year, sort (按试卷 is the default and left out) and page. Filter
// links keep the other filters and go back to page 1. Pure; client-safe.
export interface PaperVideoListState {
  subject: string | null;
  year: number | null;
  sort: string;
  page: number;
}

export const paperVideoSorts = [
  { code: "paper", name: "按试卷" },
  { code: "hot", name: "最热" },
  { code: "new", name: "最新" },
] as const;

export function paperVideoListHref(base: string, state: PaperVideoListState): string {
  const params = new URLSearchParams();
  if (state.subject) params.set("subject", state.subject);
  if (state.year) params.set("year", String(state.year));
  if (state.sort && state.sort !== "paper") params.set("sort", state.sort);
  if (state.page > 1) params.set("page", String(state.page));
  const query = params.toString();
  return query ? `${base}?${query}` : base;
}
