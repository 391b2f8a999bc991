// /api/console/videos (issue 26): 视频库 for API clients — every video with its state and progress, one video with
// signed URLs of its renditions, and 重新处理 for a failed one — in the envelope, under the console's rule and the
// operator's. Uploads are resumable (tus) at /api/console/videos/uploads (video-uploads.server.ts): the last PATCH
// answers with the new video in the same envelope.
import { z } from "zod";
import { defineEndpoint, reply } from "~/modules/api/endpoint";
import { epochMillis, rowId } from "~/modules/api/result-schemas.server";
import { campusMessages } from "~/modules/console/campus-messages";
import { getVideoAsset, listVideoAssets, requeueVideoAsset } from "./video-assets.server";
import { videoLibraryMessages as m } from "./video-library-messages";
import { videoIdSchema } from "./video-library-schemas";

const BASE = "/api/console/videos";
const OPERATOR_ONLY = `不是运营人员（msg「${campusMessages.operatorOnly}」）`;

const video = z.object({
  id: rowId,
  title: z.string(),
  fileName: z.string().describe("上传时的文件名"),
  origin: z.enum(["upload", "demo"]).describe("upload：运营上传；demo：演示数据"),
  status: z.enum(["queued", "processing", "ready", "failed"]),
  statusName: z.string().describe("等待处理、处理中 42%、可用、处理失败"),
  progress: z.number().int().describe("处理进度 0–100"),
  error: z.string().nullable().describe("处理失败（或将重试）的原因，含 ffmpeg 的说明"),
  sourceSize: z.number().int().describe("上传文件的字节数"),
  durationSeconds: z.number().int().nullable(),
  width: z.number().int().nullable().describe("高清画面宽度"),
  height: z.number().int().nullable().describe("高清画面高度（不超过 720）"),
  hdSize: z.number().int().nullable().describe("高清（720p，约 1.2 Mbps）文件字节数"),
  sdSize: z.number().int().nullable().describe("标清（360p，约 400 kbps）文件字节数"),
  attempts: z.number().int().describe("已开始处理的次数"),
  mediaKey: z.string().nullable().describe("可用后：课程、真题解析、直播回放引用视频时用的媒体键"),
  processingMs: z.number().int().nullable().describe("处理用时，毫秒"),
  createdAt: epochMillis,
  updatedAt: epochMillis,
});

export const videoLibraryEndpoints = [
  defineEndpoint({
    method: "GET",
    path: BASE,
    auth: "console",
    summary: `视频库：全部视频，新上传的在前。上传用 tus 断点续传协议：POST ${BASE}/uploads（Upload-Metadata 带 title、filename）`,
    result: z.object({ items: z.array(video) }),
    refuses: { 403: OPERATOR_ONLY },
    handle: async ({ console: caller }) => ({ items: await listVideoAssets(caller) }),
  }),
  defineEndpoint({
    method: "GET",
    path: `${BASE}/{id}`,
    auth: "console",
    input: videoIdSchema,
    summary: "一个视频：状态、进度；可用时带高清、标清与封面的签名地址",
    result: z.object({
      video,
      preview: z
        .object({ hd: z.string(), sd: z.string().nullable(), poster: z.string().nullable() })
        .nullable()
        .describe("可用时的播放地址（有时效）"),
    }),
    refuses: { 403: OPERATOR_ONLY },
    handle: async ({ input, console: caller }) => getVideoAsset(caller, input.id),
  }),
  defineEndpoint({
    method: "POST",
    path: `${BASE}/{id}/retry`,
    auth: "console",
    input: videoIdSchema,
    summary: "重新处理一个处理失败的视频；其他状态为 409",
    result: video,
    refuses: { 403: OPERATOR_ONLY },
    handle: async ({ input, console: caller }) => {
      const queued = await requeueVideoAsset(caller, input.id);
      return reply(queued, { msg: m.requeued(queued.title) });
    },
  }),
];
