// The search page is "kept alive between visits" (spec section 2, default layout): coming back to /search shows the
// search the visitor left — keyword, kind and page — and the page lists their recent keywords. Both live in a cookie,
// so the server renders them without JavaScript and nothing about a visitor's searches is kept on our side (the
// privacy policy says so). Its path is /, not the search page's: Remix fetches a client navigation's data from
// /search.data, which a cookie scoped to /search would not reach. Base64url JSON keeps it small (CJK text escaped
// for a cookie costs 9 bytes a character): six typical keywords are ~150 bytes.
import { parse, serialize } from "cookie";
import { cookiesAreSecure } from "~/lib/env.server";
import { SEARCH_HISTORY_SIZE, SEARCH_KEYWORD_MAX } from "./search-config";

const SEARCH_HISTORY_COOKIE = "search_history";
const MAX_AGE_SECONDS = 30 * 24 * 3600;

export interface SearchHistory {
  /** Most recent first, distinct. */
  recent: string[];
  /** The query string of the last search (keyword, kind, page), to restore it. */
  last: string | null;
  /** Set by the redirect that restores `last`: showing it again is not a new search (the usage reports). */
  restoring?: boolean;
}

const EMPTY: SearchHistory = { recent: [], last: null };

export function readSearchHistory(request: Request): SearchHistory {
  const raw = parse(request.headers.get("Cookie") ?? "")[SEARCH_HISTORY_COOKIE];
  if (!raw) return EMPTY;
  try {
    const value = JSON.parse(Buffer.from(raw, "base64url").toString("utf8")) as {
      recent?: unknown;
      last?: unknown;
      restoring?: unknown;
    };
    const recent = Array.isArray(value.recent)
      ? value.recent.filter(
          (entry): entry is string =>
            typeof entry === "string" && entry.length > 0 && entry.length <= SEARCH_KEYWORD_MAX,
        )
      : [];
    const last = typeof value.last === "string" && new URLSearchParams(value.last).get("keyword") ? value.last : null;
    return { recent: [...new Set(recent)].slice(0, SEARCH_HISTORY_SIZE), last, restoring: value.restoring === true };
  } catch {
    return EMPTY;
  }
}

/** The history after a search for `keyword` shown at `query` (the canonical query string). */
export function rememberSearch(history: SearchHistory, keyword: string, query: string): SearchHistory {
  return {
    recent: [keyword, ...history.recent.filter((entry) => entry !== keyword)].slice(0, SEARCH_HISTORY_SIZE),
    last: query,
  };
}

/** The Set-Cookie that keeps `history` (null: forgets it). */
export function searchHistoryCookie(history: SearchHistory | null): string {
  const options = { path: "/", httpOnly: true, sameSite: "lax" as const, secure: cookiesAreSecure() };
  if (!history) return serialize(SEARCH_HISTORY_COOKIE, "", { ...options, maxAge: 0 });
  return serialize(SEARCH_HISTORY_COOKIE, Buffer.from(JSON.stringify(history), "utf8").toString("base64url"), {
    ...options,
    maxAge: MAX_AGE_SECONDS,
  });
}
