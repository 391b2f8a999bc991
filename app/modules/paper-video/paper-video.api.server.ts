// /api/TrueQuestionVideo/ (spec section 7, "Paper explanation videos"). Browsing needs the campus network or a login;
// playurl answers 401/403 by the entitlement rule (docs/decisions/0010); likes and collects need a login.
import { defineEndpoint, reply } from "~/lib/api/endpoint";
import { apiViewer, playUrlHandler } from "~/modules/course/course.api.server";
import { courseMessages } from "~/modules/course/course-messages";
import {
  getPaperVideo,
  listHotPaperVideos,
  listPaperVideos,
  listPaperVideoSubjects,
  paperVideoPlayUrl,
  setPaperVideoCollect,
  setPaperVideoLike,
} from "./paper-video.server";
import { paperVideoIdSchema, paperVideoListSchema, shortPaperVideoListSchema } from "./paper-video-schemas";

const reaction = (path: string, kind: "like" | "collect", on: boolean) =>
  defineEndpoint({
    method: "POST",
    path,
    auth: "user",
    input: paperVideoIdSchema,
    handle: async ({ input, user }) => {
      if (kind === "like") {
        return reply(await setPaperVideoLike(user.id, input.id, on), { msg: on ? courseMessages.liked : courseMessages.unliked });
      }
      return reply(await setPaperVideoCollect(user.id, input.id, on), { msg: on ? courseMessages.collected : courseMessages.uncollected });
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
