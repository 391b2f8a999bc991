// The writing pages' addresses in both trees (docs/decisions/0030). The mobile twins follow the site's rule: the same
// path under /mobile. Client-safe.
import type { ArticleState } from "./post-schemas";

const withQuery = (path: string, query: Record<string, string | number | undefined>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== "") params.set(key, String(value));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
};

const treePaths = (prefix: "" | "/mobile") => ({
  write: (id?: number) => withQuery(`${prefix}/square/write`, { id }),
  drafts: (query: { page?: number; delete?: number } = {}) => withQuery(`${prefix}/square/drafts`, query),
  articles: (tab?: ArticleState, query: { page?: number; delete?: number } = {}) =>
    withQuery(`${prefix}/user/article`, { tab, ...query }),
});

export const squarePaths = { desktop: treePaths(""), mobile: treePaths("/mobile") } as const;
