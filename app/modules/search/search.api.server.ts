// GET /api/Search (spec section 7, "Other GET calls"): the same search as the pages. `type` all (default) answers the
// overview — each kind's first hits in `groups` —, a kind answers one page of it in `hits`; `totals` counts every kind.
import { apiViewer } from "~/modules/access/api-viewer.server";
import { defineEndpoint } from "~/modules/api/endpoint";
import { searchSchema } from "./search-schemas";
import { searchSite } from "./search.server";

export const searchEndpoints = [
  defineEndpoint({
    method: "GET",
    path: "/api/Search",
    auth: "campus",
    input: searchSchema,
    handle: async (call) => searchSite(await apiViewer(call), call.input),
  }),
];
