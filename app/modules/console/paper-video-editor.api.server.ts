// /api/console/paper-videos (issue 26): 真题解析视频 for API clients — list every paper video (drafts too), read one,
// file a draft, save new fields over the version read, publish and unpublish — in the envelope, under the console's
// rule and the operator's (a school's administrator gets 403). The same services as /console/paper-videos.
import { z } from "zod";
import { defineEndpoint, reply } from "~/modules/api/endpoint";
import { count, epochMillis, pageResultOf, rowId, subjectCode } from "~/modules/api/result-schemas.server";
import { campusMessages } from "./campus-messages";
import { newsStates, type NewsState } from "./news-editor-messages";
import { paperVideoEditorMessages as m } from "./paper-video-editor-messages";
import {
  createPaperVideo,
  getEditorPaperVideo,
  listEditorPaperVideos,
  setPaperVideoPublished,
  updatePaperVideo,
} from "./paper-video-editor.server";
import {
  paperVideoEditorListSchema,
  paperVideoIdSchema,
  paperVideoSchema,
  paperVideoUpdateSchema,
} from "./paper-video-editor-schemas";

const BASE = "/api/console/paper-videos";
const OPERATOR_ONLY = `不是运营人员（msg「${campusMessages.operatorOnly}」）`;
const stateCodes = newsStates.map((state) => state.code) as [NewsState, ...NewsState[]];

const paperVideoItem = z.object({
  id: rowId,
  subject: subjectCode,
  subjectName: z.string(),
  examYear: z.number().int(),
  paper: z.string(),
  questionNumber: count,
  questionLabel: z.string(),
  title: z.string(),
  state: z.enum(stateCodes).describe("draft 草稿，published 已发布"),
  hasVideo: z.boolean().describe("false：草稿尚未选择视频（不能发布）"),
  publishedAt: epochMillis.nullable().describe("首次发布时间；从未发布为 null（下架后保留）"),
  updatedAt: epochMillis.describe("最后修改时间，也是保存时要带上的 version"),
  viewCount: count,
});

const paperVideoResult = paperVideoItem.extend({
  teacher: z.string(),
  introduction: z.string(),
  video: z
    .object({
      videoId: rowId.nullable().describe("视频库中的视频；null：不在视频库中的文件（演示数据）"),
      mediaKey: z.string(),
      durationSeconds: count,
    })
    .nullable()
    .describe("视频；null 为尚未选择"),
  posterKey: z.string().nullable(),
  freePreview: z.boolean(),
  likeCount: count,
  collectCount: count,
  createdAt: epochMillis,
});

export const paperVideoEditorEndpoints = [
  defineEndpoint({
    method: "GET",
    path: BASE,
    auth: "console",
    input: paperVideoEditorListSchema,
    summary: "全部真题解析视频（含草稿），最近修改的在前；state 可选 draft、published",
    result: pageResultOf(paperVideoItem),
    refuses: { 403: OPERATOR_ONLY },
    handle: async ({ input, console: caller }) => listEditorPaperVideos(caller, input),
  }),
  defineEndpoint({
    method: "POST",
    path: BASE,
    auth: "console",
    input: paperVideoSchema,
    summary: "新建一个真题解析视频，保存为草稿（发布前学生看不到）；视频须已在视频库处理好（否则 400）",
    result: paperVideoResult,
    refuses: { 403: OPERATOR_ONLY },
    handle: async ({ input, console: caller }) => {
      const created = await createPaperVideo(caller, input);
      return reply(created, { msg: m.created(created.title) });
    },
  }),
  defineEndpoint({
    method: "GET",
    path: `${BASE}/{id}`,
    auth: "console",
    input: paperVideoIdSchema,
    summary: "一个真题解析视频的全部内容（草稿也可以）",
    result: paperVideoResult,
    refuses: { 403: OPERATOR_ONLY },
    handle: async ({ input, console: caller }) => getEditorPaperVideo(caller, input.id),
  }),
  defineEndpoint({
    method: "PUT",
    path: `${BASE}/{id}`,
    auth: "console",
    input: paperVideoUpdateSchema,
    summary:
      "保存一个真题解析视频的新内容：version 为读取时的 updatedAt；期间别人改过则为 409，什么也不写。已发布的须保留视频（否则 409）",
    result: paperVideoResult.extend({ changed: z.boolean().describe("false：与已保存的相同，未写入") }),
    refuses: { 403: OPERATOR_ONLY },
    handle: async ({ input, console: caller }) => {
      const { id, version, ...fields } = input;
      const saved = await updatePaperVideo(caller, id, version, fields);
      return reply(
        { ...saved.video, changed: saved.changed },
        { msg: saved.changed ? m.saved(saved.video.title) : m.unchanged },
      );
    },
  }),
  defineEndpoint({
    method: "POST",
    path: `${BASE}/{id}/publish`,
    auth: "console",
    input: paperVideoIdSchema,
    summary: "发布一个真题解析视频：学生立即能看到；再次发布保留首次发布时间。没有视频或已发布为 409",
    result: paperVideoResult,
    refuses: { 403: OPERATOR_ONLY },
    handle: async ({ input, console: caller }) => {
      const video = await setPaperVideoPublished(caller, input.id, true);
      return reply(video, { msg: m.published(video.title) });
    },
  }),
  defineEndpoint({
    method: "POST",
    path: `${BASE}/{id}/unpublish`,
    auth: "console",
    input: paperVideoIdSchema,
    summary: "下架一个真题解析视频：学生看不到（其页面为 404），观看进度、点赞和收藏保留。已下架为 409",
    result: paperVideoResult,
    refuses: { 403: OPERATOR_ONLY },
    handle: async ({ input, console: caller }) => {
      const video = await setPaperVideoPublished(caller, input.id, false);
      return reply(video, { msg: m.unpublished(video.title) });
    },
  }),
];
