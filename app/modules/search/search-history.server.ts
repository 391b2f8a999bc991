// The search page is "kept alive between visits" (spec section 2, default layout): coming back to /search shows the
// search the visitor left — keyword, kind and page — and the page lists their recent keywords. Both live in a cookie
// scoped to the search page's own path, so the server renders them without JavaScript, no other request carries
// them, and nothing about a visitor's searches is stored on our side (the privacy policy says so).
import { parse, serialize } from "cookie";
import { cookiesAreSecure } from "~/lib/env.server";
import { SEARCH_HISTORY_SIZE, SEARCH_KEYWORD_MAX } from "./search-config";

export const SEARCH_HISTORY_COOKIE = "search_history";
const MAX_AGE_SECONDS = 30 * 24 * 3600;

export interface SearchHistory {
  /** Most recent first, distinct. */
  recent: string[];
  /** The query string of the last search (keyword, kind, page), to restore it. */
  last: string | null;
}

const EMPTY: SearchHistory = { recent: [], last: null };

export function readSearchHistory(request: Request): SearchHistory {
  const raw = parse(request.headers.get("Cookie") ?? "")[SEARCH_HISTORY_COOKIE];
  if (!raw) return EMPTY;
  try {
    const value = JSON.parse(raw) as { recent?: unknown; last?: unknown };
    const recent = Array.isArray(value.recent)
      ? value.recent.filter((entry): entry is string => typeof entry === "string" && entry.length > 0 && entry.length <= SEARCH_KEYWORD_MAX)
      : [];
    const last = typeof value.last === "string" && new URLSearchParams(value.last).get("keyword") ? value.last : null;
    return { recent: [...new Set(recent)].slice(0, SEARCH_HISTORY_SIZE), last };
  } catch {
    return EMPTY;
  }
}

/** The history after a search for `keyword` shown at `query` (the canonical query string). */
export function rememberSearch(history: SearchHistory, keyword: string, query: string): SearchHistory {
  return { recent: [keyword, ...history.recent.filter((entry) => entry !== keyword)].slice(0, SEARCH_HISTORY_SIZE), last: query };
}

/** The Set-Cookie that keeps `history` (null: forgets it) for the search page at `path`. */
export function searchHistoryCookie(history: SearchHistory | null, path: string): string {
  const options = { path, httpOnly: true, sameSite: "lax" as const, secure: cookiesAreSecure() };
  return history ? serialize(SEARCH_HISTORY_COOKIE, JSON.stringify(history), { ...options, maxAge: MAX_AGE_SECONDS }) : serialize(SEARCH_HISTORY_COOKIE, "", { ...options, maxAge: 0 });
}
