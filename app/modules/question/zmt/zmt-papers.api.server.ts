// The 自命题 shelf's JSON API under /question/website (docs/decisions/0021-zmt-uploads.md): the list and one paper
// (campus network or a login, as the page; each with signed 查看/下载 links for the caller — an API caller without a
// visitor cookie is given one, as play URLs do), a school library's upload (multipart) and delete (its organisation
// account only; another school's paper is 404), and a student's recorded download with a fresh attachment link.
import { defineEndpoint, reply } from "~/modules/api/endpoint";
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

export const zmtPaperEndpoints = [
  defineEndpoint({
    method: "GET",
    path: BASE,
    auth: "campus",
    summary:
      "自命题真题列表：按学校（school 为学校编号）、专业或科目代码（major）、年份（year）筛选，分页；每份附签名的查看与下载地址",
    input: zmtListSchema,
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
    handle: async ({ input, user, files }) =>
      reply(await uploadZmtPaper(user, input, files.get("file") ?? null), { msg: m.uploaded }),
  }),
  defineEndpoint({
    method: "DELETE",
    path: `${BASE}/{id}`,
    auth: "user",
    summary: "学校图书馆（机构账号）删除本校上传的一份自命题真题",
    input: zmtPaperIdSchema,
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
    handle: async ({ input, user }) => {
      const record = await recordZmtDownload(user.id, input.id);
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
    handle: async ({ input, user }) => listMyZmtDownloads(user.id, input),
  }),
];
