// /api/Experience (spec section 7, "Experience") and the home page's /api/HomePage/upperclassman-tags. Browsing needs
// the campus network or a login ("campus"), like every content list; an experience's video is free for whoever may
// browse, so video-play-url keeps the same gate and then signs the URL for the caller (an appuuid cookie is given to
// a browser that has none). Likes and collects need a login and answer like /api/ResNews and /api/TrueQuestionVideo.
import { z } from "zod";
import { apiViewer, playUrlHandler } from "~/modules/access/api-viewer.server";
import { defineEndpoint, reply } from "~/modules/api/endpoint";
import { pageResultOf } from "~/modules/api/result-schemas.server";
import { reactionMessages } from "~/modules/reactions/reaction-messages";
import {
  experienceCard,
  experienceCategoryNote,
  experienceCollectState,
  experienceDetail,
  experienceLikeState,
  experiencePlayGrant,
  seniorCard,
  seniorTag,
} from "./experience-api-results.server";
import { experienceIdSchema, experienceListSchema, seniorListSchema } from "./experience-schemas";
import {
  experienceVideoPlayUrl,
  getExperience,
  listExperiences,
  listSeniors,
  recordExperienceView,
  seniorTags,
  setExperienceCollect,
  setExperienceLike,
} from "./experience.server";

const reaction = (path: string, kind: "like" | "collect", on: boolean) =>
  defineEndpoint({
    method: "POST",
    path,
    auth: "user",
    input: experienceIdSchema,
    result: kind === "like" ? experienceLikeState : experienceCollectState,
    handle: async ({ input, user }) => {
      if (kind === "like") {
        return reply(await setExperienceLike(user.id, input.id, on), {
          msg: on ? reactionMessages.liked : reactionMessages.unliked,
        });
      }
      return reply(await setExperienceCollect(user.id, input.id, on), {
        msg: on ? reactionMessages.collected : reactionMessages.uncollected,
      });
    },
  });

export const experienceEndpoints = [
  defineEndpoint({
    method: "GET",
    path: "/api/Experience/page-query",
    auth: "campus",
    input: experienceListSchema,
    result: pageResultOf(experienceCard),
    fieldNotes: { category: `${experienceCategoryNote}；不填为全部` },
    handle: async (call) => listExperiences(await apiViewer(call), call.input),
  }),
  defineEndpoint({
    method: "GET",
    path: "/api/Experience/senior/page-query",
    auth: "campus",
    input: seniorListSchema,
    result: pageResultOf(seniorCard),
    handle: async (call) => listSeniors(await apiViewer(call), call.input),
  }),
  defineEndpoint({
    method: "GET",
    path: "/api/Experience/exam-experience",
    auth: "campus",
    input: experienceIdSchema,
    result: experienceDetail,
    handle: async (call) => {
      const detail = await getExperience(await apiViewer(call), call.input.id);
      // Reading the experience is the view (the play URL does not count one, so a page that calls both counts once).
      await recordExperienceView(detail.id);
      return { ...detail, viewCount: detail.viewCount + 1 };
    },
  }),
  defineEndpoint({
    method: "GET",
    path: "/api/Experience/video-play-url",
    auth: "campus",
    input: experienceIdSchema,
    result: experiencePlayGrant,
    handle: playUrlHandler((viewer, input: { id: number }) => experienceVideoPlayUrl(viewer, input.id)),
  }),
  reaction("/api/Experience/i-like", "like", true),
  reaction("/api/Experience/cancel-like", "like", false),
  reaction("/api/Experience/i-collect", "collect", true),
  reaction("/api/Experience/cancel-collect", "collect", false),
  defineEndpoint({
    method: "GET",
    path: "/api/HomePage/upperclassman-tags",
    auth: "public",
    result: z.array(seniorTag),
    handle: async () => seniorTags(),
  }),
];
