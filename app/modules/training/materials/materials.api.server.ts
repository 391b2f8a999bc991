// 课件 in the JSON API under /material/website (issue 27; docs/decisions/0055-training-platform.md "课件"): a batch's
// materials, one material, its pages (each with a signed image URL for the caller and its text), a recorded download
// with a signed link to the original, and for the batch's teachers (and its school's administrators) upload
// (multipart, as /api/console/courses/{id}/cover) and delete. Access is the batch's one rule: anyone who may not see
// the batch — another batch's student, another school — gets 404, as for an id that names nothing.
import { usageActorOf } from "~/modules/usage/usage-events.server";
import { z } from "zod";
import { idField } from "~/lib/validation/input-fields";
import { defineEndpoint, reply } from "~/modules/api/endpoint";
import { count, isoDateTime, rowId } from "~/modules/api/result-schemas.server";
import { requireBatchMember, requireBatchTeaching } from "../training-access.server";
import { materialMessages as m } from "./material-messages";
import { materialIdSchema, materialUploadSchema } from "./material-schemas";
import {
  deleteMaterial,
  getMaterial,
  listMaterialPages,
  listMaterials,
  materialDownloadLink,
  uploadMaterial,
} from "./materials.server";

const BASE = "/material/website/batches/{batchId}/materials";

/** The API's upload body: the default MATERIAL_UPLOAD_MAX_MB (50 MB) and room for the multipart framing. */
const API_UPLOAD_BYTES = 51 * 1024 * 1024;

const batchSchema = z.object({ batchId: idField("班级编号无效") });
const materialSchema = batchSchema.merge(materialIdSchema);

const materialItem = z.object({
  id: rowId,
  batchId: rowId,
  title: z.string(),
  fileName: z.string(),
  format: z.enum(["pdf", "ppt", "pptx", "doc", "docx"]),
  formatLabel: z.string(),
  byteSize: count,
  sizeLabel: z.string(),
  status: z.enum(["queued", "converting", "ready", "failed", "download_only"]),
  statusName: z.string(),
  note: z.string().nullable().describe("转换失败的原因，或仅供下载的说明；其余为 null"),
  pageCount: count.nullable(),
  uploadedAt: isoDateTime,
});
const materialPage = z.object({
  pageNo: rowId,
  imageUrl: z.string().describe("本页图片（JPEG，宽 1200 像素）的签名地址，只对当前账号有效"),
  width: count,
  height: count,
  text: z.string().describe("本页提取的文字"),
});

const notes = { batchId: "班级编号", id: "课件编号" };

const notMember = "班级不存在，或你不是班级成员（教师、学员或本校管理员）";

export const materialEndpoints = [
  defineEndpoint({
    method: "GET",
    path: BASE,
    auth: "user",
    summary: `班级的课件列表（最新上传的在前）；仅班级的教师、学员与本校管理员，其他人 404（${notMember}）`,
    input: batchSchema,
    fieldNotes: notes,
    result: z.object({ items: z.array(materialItem) }),
    handle: async ({ input, user }) => ({ items: await listMaterials(await requireBatchMember(user, input.batchId)) }),
  }),
  defineEndpoint({
    method: "GET",
    path: `${BASE}/{id}`,
    auth: "user",
    summary: "一份课件：标题、格式、大小、转换状态与页数；仅班级成员，其他人 404",
    input: materialSchema,
    fieldNotes: notes,
    result: materialItem,
    handle: async ({ input, user }) => getMaterial(await requireBatchMember(user, input.batchId), input.id),
  }),
  defineEndpoint({
    method: "GET",
    path: `${BASE}/{id}/pages`,
    auth: "user",
    summary: "可阅读课件的全部页面：每页图片的签名地址（只对当前账号有效，会过期）与本页文字；未转换完成为 409",
    input: materialSchema,
    fieldNotes: notes,
    result: z.object({ material: materialItem, pages: z.array(materialPage) }),
    handle: async ({ input, user }) => listMaterialPages(await requireBatchMember(user, input.batchId), input.id),
  }),
  defineEndpoint({
    method: "POST",
    path: `${BASE}/{id}/download`,
    auth: "user",
    summary: "下载课件原文件：记入「我的下载」，返回只对当前账号有效的签名下载地址（url、expiresAt）",
    input: materialSchema,
    fieldNotes: notes,
    result: z.object({ url: z.string(), expiresAt: count.describe("下载地址失效的时间（Unix 秒）") }),
    handle: async ({ input, user, request, clientIp }) =>
      materialDownloadLink(
        await requireBatchMember(user, input.batchId),
        input.id,
        Date.now(),
        usageActorOf(request, clientIp, user.id),
      ),
  }),
  defineEndpoint({
    method: "POST",
    path: BASE,
    auth: "user",
    body: "multipart",
    maxBodyBytes: API_UPLOAD_BYTES,
    summary:
      "班级教师或本校管理员上传课件（multipart：title 与文件 file）；按内容识别 PPT/PPTX/PDF/DOC/DOCX，随后在后台转换",
    files: {
      file: "课件文件：PPT、PPTX、PDF、DOC 或 DOCX（按文件内容识别；大小上限见 MATERIAL_UPLOAD_MAX_MB，默认 50 MB）",
    },
    input: batchSchema.merge(materialUploadSchema),
    fieldNotes: { ...notes, title: "课件标题（最多 60 字）" },
    result: materialItem,
    handle: async ({ input, user, files }) => {
      const material = await uploadMaterial(
        await requireBatchTeaching(user, input.batchId),
        input,
        files.get("file") ?? null,
      );
      return reply(material, { msg: material.status === "download_only" ? m.uploadedDownloadOnly : m.uploaded });
    },
  }),
  defineEndpoint({
    method: "DELETE",
    path: `${BASE}/{id}`,
    auth: "user",
    summary: "班级教师或本校管理员删除一份课件（连同页面、下载记录与文件）；学员与其他人 404",
    input: materialSchema,
    fieldNotes: notes,
    result: z.object({ id: rowId }),
    handle: async ({ input, user }) => {
      await deleteMaterial(await requireBatchTeaching(user, input.batchId), input.id);
      return reply({ id: input.id }, { msg: m.deleted });
    },
  }),
];
