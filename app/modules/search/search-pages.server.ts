// Loader and action of the search pages, shared by /search and /mobile/search. A bare visit (no query at all) brings
// back the visitor's last search; a keyword shows the overview (全部) or one kind's page and is remembered; a missing
// or too long keyword, or an unknown kind, is said in Chinese with the form still holding what was typed.
import { data, redirect } from "@remix-run/node";
import { commitFlash, redirectWithToast } from "~/lib/flash.server";
import type { PageContext } from "~/lib/load-context";
import { readPageForm } from "~/lib/page-form.server";
import { gatedViewerFor } from "~/modules/access/viewer.server";
import { usageActorOf } from "~/modules/usage/usage-events.server";
import { SEARCH_PAGE_ROWS, searchQuery, type SearchScope } from "./search-config";
import { readSearchHistory, rememberSearch, searchHistoryCookie } from "./search-history.server";
import { searchMessages as m } from "./search-messages";
import { searchSchema, searchScopeField } from "./search-schemas";
import { searchSite, type SearchResult } from "./search.server";

export type SearchPageData =
  | { state: "idle"; keyword: string; scope: SearchScope; message: string | null; recent: string[] }
  | {
      state: "results";
      keyword: string;
      scope: SearchScope;
      message: string | null;
      recent: string[];
      result: SearchResult;
      pages: number;
    };

export async function loadSearchPage(request: Request, context: PageContext) {
  const url = new URL(request.url);
  // The gate before anything (gatedViewerFor says why the _gated layout's check is not enough).
  const viewer = await gatedViewerFor(request, context);
  const history = readSearchHistory(request);
  if (url.search === "" && history.last)
    throw redirect(`${url.pathname}?${history.last}`, {
      headers: { "Set-Cookie": searchHistoryCookie({ ...history, restoring: true }) },
    });

  const typed = url.searchParams.get("keyword") ?? "";
  const parsed = searchSchema.safeParse({
    keyword: typed,
    type: url.searchParams.get("type") ?? undefined,
    page: url.searchParams.get("page") ?? undefined,
    rows: SEARCH_PAGE_ROWS,
  });
  if (!parsed.success) {
    const issues = parsed.error.flatten().fieldErrors;
    // An unknown kind or a bad page is not worth an empty page: the overview (saying why) or the kind's first page.
    if (!issues.keyword) {
      const scope = searchScopeField.safeParse(url.searchParams.get("type") ?? undefined);
      const target = `${url.pathname}?${searchQuery(typed.trim(), scope.success ? scope.data : "all")}`;
      if (issues.type) throw await redirectWithToast(request, target, { kind: "info", message: m.scopeInvalid });
      // A bad page number: the first page of the same kind.
      throw redirect(target);
    }
    const message = url.searchParams.has("keyword") ? (issues.keyword?.[0] ?? null) : null;
    return data<SearchPageData>({ state: "idle", keyword: typed, scope: "all", message, recent: history.recent });
  }

  const input = parsed.data;
  // Coming back to the page brings back the last search (the redirect above): showing it again is not a new search.
  const restored = history.restoring === true && url.search === `?${history.last}`;
  const actor = restored ? null : usageActorOf(request, context.clientIp, viewer.userId, context.newVisitorId);
  const result = await searchSite(viewer, input, actor);
  // The overview (全部) is one page: each kind's first hits, with links to the kinds' own pages.
  const pages = input.type === "all" ? 1 : Math.max(1, Math.ceil(result.total / input.rows));
  if (input.type !== "all" && input.page > pages)
    throw redirect(`${url.pathname}?${searchQuery(input.keyword, input.type)}`);
  const remembered = rememberSearch(history, input.keyword, searchQuery(input.keyword, input.type, input.page));
  return data<SearchPageData>(
    {
      state: "results",
      keyword: input.keyword,
      scope: input.type,
      message: null,
      recent: remembered.recent,
      result,
      pages,
    },
    { headers: { "Set-Cookie": searchHistoryCookie(remembered), "Cache-Control": "private, no-store" } },
  );
}

/** POST intent=clear: forgets the recent keywords and the last search, back to an empty search page. */
export async function searchPageAction(request: Request) {
  // The form carries nothing but the button; reading it still refuses what is not a form (415/400/413).
  await readPageForm(request);
  const url = new URL(request.url);
  const headers = new Headers();
  headers.append("Set-Cookie", searchHistoryCookie(null));
  headers.append("Set-Cookie", await commitFlash(request, { toast: { kind: "success", message: m.historyCleared } }));
  // The browser drops the cookie before it follows the redirect, so the bare page has nothing to restore.
  return redirect(url.pathname, { headers });
}
