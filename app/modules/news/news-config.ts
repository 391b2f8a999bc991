// The news domain's fixed vocabulary (考研资讯): categories and page sizes. Client-safe (no imports), so pages build
// their chips from it.

export const newsCategories = [
  { code: "policy", name: "政策解读" },
  { code: "admission", name: "招生信息" },
  { code: "schedule", name: "考试安排" },
  { code: "guide", name: "备考指导" },
] as const;

export type NewsCategory = (typeof newsCategories)[number]["code"];

/** Articles per list page (desktop and mobile). */
export const NEWS_PAGE_ROWS = 20;
/** The 热门资讯 aside and /api/ResNews/hot-news by default. */
export const HOT_NEWS_ROWS = 8;

const categoryNames: Record<string, string> = Object.fromEntries(
  newsCategories.map((category) => [category.code, category.name]),
);

export function newsCategoryName(code: string): string {
  return categoryNames[code] ?? code;
}

/** A category given as its code (policy) or its Chinese name (政策解读); null when it is neither. */
export function newsCategoryCodeOf(value: string): NewsCategory | null {
  const trimmed = value.trim();
  const found = newsCategories.find((category) => category.code === trimmed.toLowerCase() || category.name === trimmed);
  return found?.code ?? null;
}
