// The 自命题 shelf's JSON API under /question/website (docs/decisions/0021-zmt-uploads.md): the list and one paper
// (campus network or a login, as the page; each with signed 查看/下载 links for the caller — an API caller without a
// visitor cookie is given one, as play URLs do), a school library's upload (multipart) and delete (its organisation
// account only; another school's paper is 404), and a student's recorded download with a fresh attachment link.
import { usageActorOf } from "~/modules/usage/usage-events.server";
import { z } from "zod";
import { defineEndpoint, reply } from "~/modules/api/endpoint";
import { count, isoDateTime, pageResultOf, pagingNotes, rowId } from "~/modules/api/result-schemas.server";
import { playbackViewerFor } from "~/modules/access/viewer.server";
import { userSubject } from "~/modules/media/media-signature";
import { pagingSchema } from "~/modules/paging/paging-schemas";
import { zmtMessages as m } from "./zmt-messages";
import {
  deleteZmtPaper,
  getZmtPaper,
  listMyZmtDownloads,
  listZmtPapers,
  recordZmtDownload,
  uploadZmtPaper,
  zmtPaperLink,
  zmtViewerOf,
} from "./zmt-papers.server";
import { MAX_ZMT_PDF_BYTES, MAX_ZMT_PDF_MB, zmtListSchema, zmtPaperIdSchema, zmtUploadSchema } from "./zmt-schemas";

const BASE = "/question/website/zmt-papers";

// The answers (zmt-papers.server.ts ZmtPaperItem, ZmtDownloadItem).
const zmtPaperItem = z.object({
  id: rowId,
  title: z.string(),
  schoolId: rowId,
  schoolName: z.string(),
  libraryName: z.string(),
  majorCode: z.string().regex(/^\d{3}$/),
  majorName: z.string(),
  year: z.number().int(),
  pageCount: count,
  byteSize: count,
  sizeLabel: z.string(),
  uploadedAt: isoDateTime,
  mine: z.boolean(),
  viewUrl: z.string().nullable(),
  downloadUrl: z.string().nullable(),
  linksExpireAt: count.nullable().describe("链接失效的时间（Unix 秒）；没有链接时为 null"),
});
const zmtDownloadItem = z.object({
  id: rowId,
  title: z.string(),
  schoolName: z.string(),
  majorCode: z.string().regex(/^\d{3}$/),
  majorName: z.string(),
  year: z.number().int(),
  downloadCount: count,
  firstDownloadedAt: isoDateTime,
  lastDownloadedAt: isoDateTime,
});
/** Uploads and deletes are the school library's own. */
const orgOnly = { 403: "不是学校图书馆的机构账号，或机构账号未关联学校" };

export const zmtPaperEndpoints = [
  defineEndpoint({
    method: "GET",
    path: BASE,
    auth: "campus",
    summary:
      "自命题真题列表：按学校（school 为学校编号）、专业或科目代码（major）、年份（year）筛选，分页；每份附签名的查看与下载地址",
    input: zmtListSchema,
    result: pageResultOf(zmtPaperItem),
    fieldNotes: {
      ...pagingNotes,
      major: "3 位数字按科目代码精确查找（如 801）；否则为科目名称、标题或科目代码中包含的关键词（最多 40 字）",
    },
    handle: async ({ input, request, user, clientIp }) => {
      const { viewer, headers } = await playbackViewerFor(request, user, clientIp);
      return reply(await listZmtPapers(input, zmtViewerOf(viewer.subject, user)), { headers });
    },
  }),
  defineEndpoint({
    method: "GET",
    path: `${BASE}/{id}`,
    auth: "campus",
    summary: "一份自命题真题，附签名的查看与下载地址",
    input: zmtPaperIdSchema,
    result: zmtPaperItem,
    handle: async ({ input, request, user, clientIp }) => {
      const { viewer, headers } = await playbackViewerFor(request, user, clientIp);
      return reply(await getZmtPaper(input.id, zmtViewerOf(viewer.subject, user)), { headers });
    },
  }),
  defineEndpoint({
    method: "POST",
    path: BASE,
    auth: "user",
    body: "multipart",
    maxBodyBytes: MAX_ZMT_PDF_BYTES + 1024 * 1024,
    summary: "学校图书馆（机构账号）上传本校自命题真题 PDF：majorCode、majorName、year、title（可选）与文件 file",
    files: { file: `自命题真题 PDF（不超过 ${MAX_ZMT_PDF_MB} MB；按文件内容识别，须为 PDF）` },
    input: zmtUploadSchema,
    result: zmtPaperItem,
    refuses: orgOnly,
    fieldNotes: {
      year: "考试年份：2000 至明年（今年 + 1，如 2025 年 12 月考的是 2026 年考研）",
      title: "标题（最多 60 字）；不填为「年份 + 科目代码 + 科目名称 + 真题」",
    },
    handle: async ({ input, user, files }) =>
      reply(await uploadZmtPaper(user, input, files.get("file") ?? null), { msg: m.uploaded }),
  }),
  defineEndpoint({
    method: "DELETE",
    path: `${BASE}/{id}`,
    auth: "user",
    summary: "学校图书馆（机构账号）删除本校上传的一份自命题真题",
    input: zmtPaperIdSchema,
    result: z.object({ id: rowId }),
    refuses: orgOnly,
    handle: async ({ input, user }) => {
      await deleteZmtPaper(user, input.id);
      return reply({ id: input.id }, { msg: m.deleted });
    },
  }),
  defineEndpoint({
    method: "POST",
    path: `${BASE}/{id}/download`,
    auth: "user",
    summary: "记录下载一份自命题真题，返回该条下载记录与签名的下载地址（url、expiresAt）",
    input: zmtPaperIdSchema,
    result: zmtDownloadItem.extend({
      url: z.string(),
      expiresAt: count.describe("下载地址失效的时间（Unix 秒）"),
    }),
    handle: async ({ input, user, request, clientIp }) => {
      const record = await recordZmtDownload(user.id, input.id, Date.now(), usageActorOf(request, clientIp, user.id));
      return reply(
        { ...record, ...zmtPaperLink(input.id, userSubject(user.id), { download: true }) },
        { msg: m.downloadRecorded },
      );
    },
  }),
  defineEndpoint({
    method: "GET",
    path: "/question/website/zmt-downloads",
    auth: "user",
    summary: "我下载过的自命题真题，最近下载的在前（page、rows）",
    input: pagingSchema,
    result: pageResultOf(zmtDownloadItem),
    fieldNotes: pagingNotes,
    handle: async ({ input, user }) => listMyZmtDownloads(user.id, input),
  }),
];
