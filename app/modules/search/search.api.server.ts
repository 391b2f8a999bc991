// GET /api/Search (spec section 7, "Other GET calls"): the same search as the pages. `type` all (default) answers the
// overview — each kind's first hits in `groups` —, a kind answers one page of it in `hits`; `totals` counts every kind.
import { z } from "zod";
import { apiViewer } from "~/modules/access/api-viewer.server";
import { defineEndpoint } from "~/modules/api/endpoint";
import { count, rowId } from "~/modules/api/result-schemas.server";
import { PAGE_ROWS_DEFAULT, PAGE_ROWS_MAX } from "~/modules/paging/paging-schemas";
import { SEARCH_OVERVIEW_ROWS, searchKinds, type SearchKind } from "./search-config";
import { usageActorOf } from "~/modules/usage/usage-events.server";
import { searchSchema } from "./search-schemas";
import { searchSite } from "./search.server";

// The answer (search.server.ts SearchResult): the overview of `type` all, or one kind's page.
const searchKind = z.enum(searchKinds.map((kind) => kind.code) as [SearchKind, ...SearchKind[]]);
const searchHit = z.object({
  kind: searchKind,
  id: rowId,
  title: z.string(),
  summary: z.string(),
  facts: z.array(z.string()),
});
const searchTotals = z.object(
  Object.fromEntries(searchKinds.map((kind) => [kind.code, count])) as Record<SearchKind, typeof count>,
);
const searchOverview = z.object({
  keyword: z.string(),
  scope: z.literal("all"),
  totals: searchTotals,
  groups: z.array(z.object({ kind: searchKind, total: count, hits: z.array(searchHit).max(SEARCH_OVERVIEW_ROWS) })),
  page: z.literal(1),
  rows: z.literal(SEARCH_OVERVIEW_ROWS),
  total: count,
  hits: z.array(searchHit).max(0),
});
const searchKindPage = z.object({
  keyword: z.string(),
  scope: searchKind,
  totals: searchTotals,
  groups: z.array(z.object({ kind: searchKind, total: count, hits: z.array(searchHit) })).max(0),
  page: z.number().int().positive(),
  rows: z.number().int().positive().max(PAGE_ROWS_MAX),
  total: count,
  hits: z.array(searchHit).max(PAGE_ROWS_MAX),
});

export const searchEndpoints = [
  defineEndpoint({
    method: "GET",
    path: "/api/Search",
    auth: "campus",
    input: searchSchema,
    result: z.union([searchOverview, searchKindPage]),
    fieldNotes: {
      type: `all（默认）：总览，每类的前 ${SEARCH_OVERVIEW_ROWS} 条在 groups 中（没有命中的类不列出），hits 为空，total 为各类命中数之和；某一类（${searchKinds.map((kind) => `${kind.code} ${kind.name}`).join("、")}）：该类的一页在 hits 中，groups 为空；totals 总是各类的命中数`,
      page: "页码，从 1 开始，只用于某一类；type 为 all 时不看此值，总览只有一页（page 为 1）",
      rows: `每页条数，只用于某一类：默认 ${PAGE_ROWS_DEFAULT}，超过 ${PAGE_ROWS_MAX} 按 ${PAGE_ROWS_MAX} 条返回；type 为 all 时不看此值，每类最多给前 ${SEARCH_OVERVIEW_ROWS} 条（rows 为 ${SEARCH_OVERVIEW_ROWS}）`,
    },
    handle: async (call) =>
      searchSite(await apiViewer(call), call.input, usageActorOf(call.request, call.clientIp, call.user?.id ?? null)),
  }),
];
