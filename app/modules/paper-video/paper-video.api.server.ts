// /api/TrueQuestionVideo/ (spec section 7, "Paper explanation videos"). Browsing needs the campus network or a login;
// playurl answers 401/403 by the entitlement rule (docs/decisions/0010); likes and collects need a login.
import { z } from "zod";
import { apiViewer, playUrlHandler } from "~/modules/access/api-viewer.server";
import { defineEndpoint, reply } from "~/modules/api/endpoint";
import {
  accessSummaryResult,
  count,
  isoDateTime,
  pageResultOf,
  pagingNotes,
  rowId,
  subjectCode,
  videoGrantResult,
} from "~/modules/api/result-schemas.server";
import { subjects } from "~/modules/subjects/subjects";
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

// The answers (paper-video.server.ts PaperVideoCard, PaperVideoDetail, PaperVideoSubject, PaperVideoPlayGrant).
const paperVideoCard = z.object({
  id: rowId,
  subject: subjectCode,
  subjectName: z.string(),
  examYear: z.number().int(),
  paper: z.string(),
  questionNumber: z.number().int(),
  questionLabel: z.string(),
  title: z.string(),
  teacher: z.string(),
  duration: count,
  poster: z.string().nullable(),
  freePreview: z.boolean(),
  viewCount: count,
  likeCount: count,
  collectCount: count,
  publishedAt: isoDateTime.nullable(),
});
const paperVideoDetail = paperVideoCard.extend({
  introduction: z.string(),
  liked: z.boolean(),
  collected: z.boolean(),
  access: accessSummaryResult,
  previousId: rowId.nullable(),
  nextId: rowId.nullable(),
});
const paperVideoSubject = z.object({
  code: subjectCode,
  name: z.string(),
  count,
  years: z.array(z.number().int()),
});
const likeState = z.object({ id: rowId, liked: z.boolean(), likeCount: count });
const collectState = z.object({ id: rowId, collected: z.boolean(), collectCount: count });

/** The subject filter takes a code or its Chinese name. */
const subjectNote = `科目代码或中文名称：${subjects.map((subject) => `${subject.code}（${subject.name}）`).join("、")}`;

const reaction = (path: string, kind: "like" | "collect", on: boolean) =>
  defineEndpoint({
    method: "POST",
    path,
    auth: "user",
    input: paperVideoIdSchema,
    result: kind === "like" ? likeState : collectState,
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
    result: z.array(paperVideoSubject),
    handle: async () => listPaperVideoSubjects(),
  }),
  defineEndpoint({
    method: "GET",
    path: "/api/TrueQuestionVideo/page",
    auth: "campus",
    input: paperVideoListSchema,
    result: pageResultOf(paperVideoCard),
    fieldNotes: {
      ...pagingNotes,
      subject: subjectNote,
      sort: "排序：paper 按试卷（默认，新年份在前、按题号）、hot 最热、new 最新；也接受中文 按试卷、最热、最新",
    },
    handle: async (call) => listPaperVideos(await apiViewer(call), call.input),
  }),
  defineEndpoint({
    method: "GET",
    path: "/api/TrueQuestionVideo/hot",
    auth: "campus",
    input: shortPaperVideoListSchema,
    result: z.array(paperVideoCard),
    fieldNotes: pagingNotes,
    handle: async (call) => listHotPaperVideos(await apiViewer(call), call.input),
  }),
  defineEndpoint({
    method: "GET",
    path: "/api/TrueQuestionVideo/detail",
    auth: "campus",
    input: paperVideoIdSchema,
    result: paperVideoDetail,
    handle: async (call) => getPaperVideo(await apiViewer(call), call.input.id),
  }),
  defineEndpoint({
    method: "GET",
    path: "/api/TrueQuestionVideo/playurl",
    auth: "public",
    input: paperVideoIdSchema,
    result: videoGrantResult.extend({ id: rowId }),
    refuses: {
      401: "访客未登录：不在校园网内（试看视频也要登录），或在校园网内而视频不是试看、该校未授权该科目（result.reason 为 login-required，result.paperVideoId 为视频编号）",
      403: "已登录，但本人学校与所在校园网的学校都未授权该科目，且视频不是试看（result.reason 为 purchase-required）",
    },
    handle: playUrlHandler((viewer, input) => paperVideoPlayUrl(viewer, input.id)),
  }),
  reaction("/api/TrueQuestionVideo/i-like", "like", true),
  reaction("/api/TrueQuestionVideo/cancel-like", "like", false),
  reaction("/api/TrueQuestionVideo/i-collect", "collect", true),
  reaction("/api/TrueQuestionVideo/cancel-collect", "collect", false),
];
