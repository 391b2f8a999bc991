// The list's links (filters, order, pages) keep the other filters and start again at page 1; the defaults stay out of
// the address, so one list state has one URL. Client-safe.
export interface GroupListState {
  subject: string;
  year: string;
  keyword: string;
  sort: string;
  page: number;
}

export function groupListHref(path: string, state: GroupListState): string {
  const params = new URLSearchParams();
  if (state.subject) params.set("subject", state.subject);
  if (state.year) params.set("year", state.year);
  if (state.keyword) params.set("keyword", state.keyword);
  if (state.sort && state.sort !== "new") params.set("sort", state.sort);
  if (state.page > 1) params.set("page", String(state.page));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}
