// /api/Live (spec section 7, "Live"): the list, one live, its play URL and the hot lives. Browsing needs the campus
// network or a login; the play URL answers 401/403 by the entitlement rule itself (docs/decisions/0010).
import { apiViewer, playUrlHandler } from "~/modules/access/api-viewer.server";
import { z } from "zod";
import { defineEndpoint } from "~/modules/api/endpoint";
import { pageResultOf, pagingNotes } from "~/modules/api/result-schemas.server";
import { subjectFieldNote } from "~/modules/subjects/subject-notes.server";
import { liveCard, liveDetail, livePlayGrant, livePlayRefusals } from "./live-api-results.server";
import { liveIdSchema, liveListSchema, shortLiveListSchema } from "./live-schemas";
import { getLive, listHotLives, listLives, livePlayUrl } from "./live.server";

export const liveEndpoints = [
  defineEndpoint({
    method: "GET",
    path: "/api/Live",
    auth: "campus",
    input: liveListSchema,
    result: pageResultOf(liveCard),
    fieldNotes: {
      ...pagingNotes,
      status:
        "upcoming 即将开始（最早的在前），live 直播中，ended 已结束（最近结束的在前）；缺省为全部（直播中、即将开始、已结束）",
      subject: subjectFieldNote,
      keyword: "标题或主讲老师中的关键词",
    },
    handle: async (call) => listLives(await apiViewer(call), call.input),
  }),
  defineEndpoint({
    method: "GET",
    path: "/api/Live/video-play-url",
    auth: "public",
    input: liveIdSchema,
    result: livePlayGrant,
    refuses: livePlayRefusals,
    handle: playUrlHandler((viewer, input) => livePlayUrl(viewer, input.id)),
  }),
  defineEndpoint({
    method: "GET",
    path: "/api/Live/hot-live",
    auth: "campus",
    input: shortLiveListSchema,
    result: z.array(liveCard),
    fieldNotes: pagingNotes,
    handle: async (call) => listHotLives(await apiViewer(call), call.input),
  }),
  // Last: {id} would also match the named calls.
  defineEndpoint({
    method: "GET",
    path: "/api/Live/{id}",
    auth: "campus",
    input: liveIdSchema,
    result: liveDetail,
    handle: async (call) => getLive(await apiViewer(call), call.input.id),
  }),
];
