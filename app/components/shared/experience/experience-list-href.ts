// The experience list's URL state (category, senior, sort, page) as links, built on contentPaths so both trees agree:
// a filter or sort link keeps the others and goes back to page 1; 最新 (the default sort) is left out. Pure.
import type { ContentPaths } from "~/modules/content/content-paths";

export interface ExperienceListState {
  category: string | null;
  senior: number | null;
  sort: string;
  page: number;
}

export function experienceListHref(paths: ContentPaths, state: ExperienceListState): string {
  const base = paths.experiencesWhere({
    category: state.category ?? undefined,
    senior: state.senior ?? undefined,
    page: state.page,
  });
  if (!state.sort || state.sort === "new") return base;
  // sort goes before page, so the same state always has the same URL.
  const url = new URL(base, "http://yantu.invalid");
  const page = url.searchParams.get("page");
  url.searchParams.delete("page");
  url.searchParams.set("sort", state.sort);
  if (page) url.searchParams.set("page", page);
  return `${url.pathname}${url.search}`;
}
