// /api/console/lives (issue 26): 直播管理 for API clients — list every live (drafts too), read one, schedule a draft,
// save new fields over the version read, publish and unpublish — in the envelope, under the console's rule and the
// operator's (a school's administrator gets 403). The same services as /console/lives.
import { z } from "zod";
import { defineEndpoint, reply } from "~/modules/api/endpoint";
import { count, epochMillis, pageResultOf, rowId, subjectCode } from "~/modules/api/result-schemas.server";
import { liveStatuses } from "~/modules/live/live-schedule";
import { campusMessages } from "./campus-messages";
import { liveEditorMessages as m } from "./live-editor-messages";
import { createLive, getEditorLive, listEditorLives, setLivePublished, updateLive } from "./live-editor.server";
import { liveEditorListSchema, liveIdSchema, liveSchema, liveUpdateSchema } from "./live-editor-schemas";
import { newsStates, type NewsState } from "./news-editor-messages";

const BASE = "/api/console/lives";
const OPERATOR_ONLY = `不是运营人员（msg「${campusMessages.operatorOnly}」）`;
const stateCodes = newsStates.map((state) => state.code) as [NewsState, ...NewsState[]];
const statusCodes = liveStatuses.map((status) => status.code) as [
  (typeof liveStatuses)[number]["code"],
  ...(typeof liveStatuses)[number]["code"][],
];

const liveItem = z.object({
  id: rowId,
  title: z.string(),
  teacher: z.string(),
  subject: subjectCode,
  subjectName: z.string(),
  startsAt: epochMillis,
  endsAt: epochMillis,
  status: z.enum(statusCodes).describe("按时间：upcoming 即将开始，live 直播中，ended 已结束"),
  statusName: z.string(),
  state: z.enum(stateCodes).describe("draft 草稿，published 已发布"),
  updatedAt: epochMillis.describe("最后修改时间，也是保存时要带上的 version"),
  viewCount: count,
});

const liveResult = liveItem.extend({
  introduction: z.string(),
  streamUrl: z.string().describe("直播地址；空为没有"),
  hasStreamKey: z.boolean().describe("演示数据的站内直播流（此处不可编辑）"),
  replay: z
    .object({
      videoId: rowId.nullable().describe("视频库中的视频；null：不在视频库中的录像（演示数据）"),
      mediaKey: z.string(),
      durationSeconds: count.nullable(),
    })
    .nullable()
    .describe("回放；null 为暂无回放"),
  free: z.boolean(),
  coverKey: z.string().nullable(),
  createdAt: epochMillis,
});

export const liveEditorEndpoints = [
  defineEndpoint({
    method: "GET",
    path: BASE,
    auth: "console",
    input: liveEditorListSchema,
    summary: "全部直播（含草稿），开播时间最晚的在前；state 可选 draft、published",
    result: pageResultOf(liveItem),
    refuses: { 403: OPERATOR_ONLY },
    handle: async ({ input, console: caller }) => listEditorLives(caller, input),
  }),
  defineEndpoint({
    method: "POST",
    path: BASE,
    auth: "console",
    input: liveSchema,
    summary: "安排一场直播，保存为草稿（发布前学生看不到）；回放视频须已在视频库处理好（否则 400）",
    result: liveResult,
    refuses: { 403: OPERATOR_ONLY },
    handle: async ({ input, console: caller }) => {
      const created = await createLive(caller, input);
      return reply(created, { msg: m.created(created.title) });
    },
  }),
  defineEndpoint({
    method: "GET",
    path: `${BASE}/{id}`,
    auth: "console",
    input: liveIdSchema,
    summary: "一场直播的全部内容（草稿也可以）",
    result: liveResult,
    refuses: { 403: OPERATOR_ONLY },
    handle: async ({ input, console: caller }) => getEditorLive(caller, input.id),
  }),
  defineEndpoint({
    method: "PUT",
    path: `${BASE}/{id}`,
    auth: "console",
    input: liveUpdateSchema,
    summary:
      "保存一场直播的新内容：version 为读取时的 updatedAt；期间别人改过则为 409，什么也不写。已发布的直播须保留直播地址或回放（否则 409）",
    result: liveResult.extend({ changed: z.boolean().describe("false：与已保存的相同，未写入") }),
    refuses: { 403: OPERATOR_ONLY },
    handle: async ({ input, console: caller }) => {
      const { id, version, ...fields } = input;
      const saved = await updateLive(caller, id, version, fields);
      return reply(
        { ...saved.live, changed: saved.changed },
        { msg: saved.changed ? m.saved(saved.live.title) : m.unchanged },
      );
    },
  }),
  defineEndpoint({
    method: "POST",
    path: `${BASE}/{id}/publish`,
    auth: "console",
    input: liveIdSchema,
    summary: "发布一场直播：学生立即能看到。须有直播地址或回放，已发布亦为 409",
    result: liveResult,
    refuses: { 403: OPERATOR_ONLY },
    handle: async ({ input, console: caller }) => {
      const live = await setLivePublished(caller, input.id, true);
      return reply(live, { msg: m.published(live.title) });
    },
  }),
  defineEndpoint({
    method: "POST",
    path: `${BASE}/{id}/unpublish`,
    auth: "console",
    input: liveIdSchema,
    summary: "下架一场直播：学生看不到（其页面为 404），预约和观看记录保留。已下架为 409",
    result: liveResult,
    refuses: { 403: OPERATOR_ONLY },
    handle: async ({ input, console: caller }) => {
      const live = await setLivePublished(caller, input.id, false);
      return reply(live, { msg: m.unpublished(live.title) });
    },
  }),
];
