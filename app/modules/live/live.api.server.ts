// /api/Live (spec section 7, "Live"): the list, one live, its play URL and the hot lives. Browsing needs the campus
// network or a login; the play URL answers 401/403 by the entitlement rule itself (docs/decisions/0010).
import { apiViewer, playUrlHandler } from "~/modules/access/api-viewer.server";
import { defineEndpoint } from "~/modules/api/endpoint";
import { liveIdSchema, liveListSchema, shortLiveListSchema } from "./live-schemas";
import { getLive, listHotLives, listLives, livePlayUrl } from "./live.server";

export const liveEndpoints = [
  defineEndpoint({
    method: "GET",
    path: "/api/Live",
    auth: "campus",
    input: liveListSchema,
    handle: async (call) => listLives(await apiViewer(call), call.input),
  }),
  defineEndpoint({
    method: "GET",
    path: "/api/Live/video-play-url",
    auth: "public",
    input: liveIdSchema,
    handle: playUrlHandler((viewer, input) => livePlayUrl(viewer, input.id)),
  }),
  defineEndpoint({
    method: "GET",
    path: "/api/Live/hot-live",
    auth: "campus",
    input: shortLiveListSchema,
    handle: async (call) => listHotLives(await apiViewer(call), call.input),
  }),
  // Last: {id} would also match the named calls.
  defineEndpoint({
    method: "GET",
    path: "/api/Live/{id}",
    auth: "campus",
    input: liveIdSchema,
    handle: async (call) => getLive(await apiViewer(call), call.input.id),
  }),
];
