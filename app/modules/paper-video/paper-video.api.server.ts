// /api/TrueQuestionVideo/ (spec section 7, "Paper explanation videos"). Browsing needs the campus network or a login;
// playurl answers 401/403 by the entitlement rule (docs/decisions/0010); likes and collects need a login.
import { apiViewer, playUrlHandler } from "~/modules/access/api-viewer.server";
import { defineEndpoint, reply } from "~/modules/api/endpoint";
import { reactionMessages } from "~/modules/reactions/reaction-messages";
import { paperVideoIdSchema, paperVideoListSchema, shortPaperVideoListSchema } from "./paper-video-schemas";
import {
  getPaperVideo,
  listHotPaperVideos,
  listPaperVideos,
  listPaperVideoSubjects,
  paperVideoPlayUrl,
  setPaperVideoCollect,
  setPaperVideoLike,
} from "./paper-video.server";

const reaction = (path: string, kind: "like" | "collect", on: boolean) =>
  defineEndpoint({
    method: "POST",
    path,
    auth: "user",
    input: paperVideoIdSchema,
    handle: async ({ input, user }) => {
      if (kind === "like") {
        return reply(await setPaperVideoLike(user.id, input.id, on), {
          msg: on ? reactionMessages.liked : reactionMessages.unliked,
        });
      }
      return reply(await setPaperVideoCollect(user.id, input.id, on), {
        msg: on ? reactionMessages.collected : reactionMessages.uncollected,
      });
    },
  });

export const paperVideoEndpoints = [
  defineEndpoint({
    method: "GET",
    path: "/api/TrueQuestionVideo/subjects",
    auth: "campus",
    handle: async () => listPaperVideoSubjects(),
  }),
  defineEndpoint({
    method: "GET",
    path: "/api/TrueQuestionVideo/page",
    auth: "campus",
    input: paperVideoListSchema,
    handle: async (call) => listPaperVideos(await apiViewer(call), call.input),
  }),
  defineEndpoint({
    method: "GET",
    path: "/api/TrueQuestionVideo/hot",
    auth: "campus",
    input: shortPaperVideoListSchema,
    handle: async (call) => listHotPaperVideos(await apiViewer(call), call.input),
  }),
  defineEndpoint({
    method: "GET",
    path: "/api/TrueQuestionVideo/detail",
    auth: "campus",
    input: paperVideoIdSchema,
    handle: async (call) => getPaperVideo(await apiViewer(call), call.input.id),
  }),
  defineEndpoint({
    method: "GET",
    path: "/api/TrueQuestionVideo/playurl",
    auth: "public",
    input: paperVideoIdSchema,
    handle: playUrlHandler((viewer, input) => paperVideoPlayUrl(viewer, input.id)),
  }),
  reaction("/api/TrueQuestionVideo/i-like", "like", true),
  reaction("/api/TrueQuestionVideo/cancel-like", "like", false),
  reaction("/api/TrueQuestionVideo/i-collect", "collect", true),
  reaction("/api/TrueQuestionVideo/cancel-collect", "collect", false),
];
