// /api/console/papers (issue 26): 真题管理 for API clients — list every paper (drafts too), read one, enter a draft,
// save new facts over the version read, publish and unpublish, upload its PDF (multipart) — in the envelope, under the
// console's rule and the operator's (a school's administrator gets 403). The same services as /console/papers.
import { z } from "zod";
import { defineEndpoint, reply } from "~/modules/api/endpoint";
import { count, epochMillis, pageResultOf, rowId } from "~/modules/api/result-schemas.server";
import { type PaperSubjectCode, paperSubjects } from "~/modules/paper/paper-schemas";
import { campusMessages } from "./campus-messages";
import {
  PAPER_FILE_FORM_MAX_BYTES,
  PAPER_PDF_MAX_MB,
  paperEditorMessages as m,
  type PaperState,
  paperStates,
} from "./paper-editor-messages";
import {
  createPaper,
  getEditorPaper,
  listEditorPapers,
  setPaperPublished,
  storePaperFile,
  updatePaper,
} from "./paper-editor.server";
import { paperEditorListSchema, paperIdSchema, paperSchema, paperUpdateSchema } from "./paper-editor-schemas";

const BASE = "/api/console/papers";
const OPERATOR_ONLY = `不是运营人员（msg「${campusMessages.operatorOnly}」）`;
const subjectCodes = paperSubjects.map((subject) => subject.code) as [PaperSubjectCode, ...PaperSubjectCode[]];
const stateCodes = paperStates.map((state) => state.code) as [PaperState, ...PaperState[]];

const paperItem = z.object({
  id: rowId,
  title: z.string(),
  subject: z.enum(subjectCodes),
  subjectName: z.string(),
  examYear: z.number().int(),
  state: z.enum(stateCodes).describe("draft 草稿，published 已发布"),
  pageCount: count.nullable().describe("试卷 PDF 的页数；未上传为 null"),
  publishedAt: epochMillis.nullable().describe("首次发布时间；从未发布为 null（下架后保留）"),
  updatedAt: epochMillis.describe("试卷信息最后修改时间，也是保存时要带上的 version"),
  viewCount: count,
});

const paper = paperItem.extend({
  durationMinutes: z.number().int(),
  totalScore: z.number().int(),
  structure: z.array(z.object({ name: z.string(), count, score: count })).describe("题型、题量与分值"),
  description: z.string(),
  fileKey: z.string().nullable().describe("试卷 PDF 的媒体文件名；未上传为 null"),
  likeCount: count,
  collectCount: count,
  createdAt: epochMillis,
});

export const paperEditorEndpoints = [
  defineEndpoint({
    method: "GET",
    path: BASE,
    auth: "console",
    input: paperEditorListSchema,
    summary: "全部真题（含草稿），最近修改的在前；state 可选 draft、published",
    result: pageResultOf(paperItem),
    refuses: { 403: OPERATOR_ONLY },
    handle: async ({ input, console: caller }) => listEditorPapers(caller, input),
  }),
  defineEndpoint({
    method: "POST",
    path: BASE,
    auth: "console",
    input: paperSchema,
    summary: "录入一份真题，保存为草稿（发布前学生看不到）；同科目同年份已有为 409",
    result: paper,
    refuses: { 403: OPERATOR_ONLY },
    handle: async ({ input, console: caller }) => {
      const created = await createPaper(caller, input);
      return reply(created, { msg: m.created(created.title) });
    },
  }),
  defineEndpoint({
    method: "GET",
    path: `${BASE}/{id}`,
    auth: "console",
    input: paperIdSchema,
    summary: "一份真题的全部信息（草稿也可以）",
    result: paper,
    refuses: { 403: OPERATOR_ONLY },
    handle: async ({ input, console: caller }) => getEditorPaper(caller, input.id),
  }),
  defineEndpoint({
    method: "PUT",
    path: `${BASE}/{id}`,
    auth: "console",
    input: paperUpdateSchema,
    summary:
      "保存一份真题的新信息：version 为读取时的 updatedAt；期间别人改过则为 409，什么也不写。已发布的真题保存后学生立即看到",
    result: paper.extend({ changed: z.boolean().describe("false：与已保存的相同，未写入") }),
    refuses: { 403: OPERATOR_ONLY },
    handle: async ({ input, console: caller }) => {
      const { id, version, ...fields } = input;
      const saved = await updatePaper(caller, id, version, fields);
      return reply(
        { ...saved.paper, changed: saved.changed },
        { msg: saved.changed ? m.saved(saved.paper.title) : m.unchanged },
      );
    },
  }),
  defineEndpoint({
    method: "POST",
    path: `${BASE}/{id}/publish`,
    auth: "console",
    input: paperIdSchema,
    summary: "发布一份真题：学生立即能看到；再次发布保留首次发布时间。已发布为 409",
    result: paper,
    refuses: { 403: OPERATOR_ONLY },
    handle: async ({ input, console: caller }) => {
      const published = await setPaperPublished(caller, input.id, true);
      return reply(published, { msg: m.published(published.title) });
    },
  }),
  defineEndpoint({
    method: "POST",
    path: `${BASE}/{id}/unpublish`,
    auth: "console",
    input: paperIdSchema,
    summary: "下架一份真题：学生看不到（其页面为 404），收藏、练习记录和订单都保留。已下架为 409",
    result: paper,
    refuses: { 403: OPERATOR_ONLY },
    handle: async ({ input, console: caller }) => {
      const hidden = await setPaperPublished(caller, input.id, false);
      return reply(hidden, { msg: m.unpublished(hidden.title) });
    },
  }),
  defineEndpoint({
    method: "POST",
    path: `${BASE}/{id}/file`,
    auth: "console",
    body: "multipart",
    maxBodyBytes: PAPER_FILE_FORM_MAX_BYTES,
    summary: "上传（或更换）试卷 PDF：按内容检查并读出页数；不是 PDF、加密或损坏的文件为 422，什么也不存",
    files: { file: `试卷 PDF：以 %PDF- 开头，不超过 ${PAPER_PDF_MAX_MB} MB，未加密` },
    input: paperIdSchema,
    result: paper,
    refuses: { 403: OPERATOR_ONLY },
    handle: async ({ input, files, console: caller }) => {
      const stored = await storePaperFile(caller, input.id, files.get("file") ?? null);
      return reply(stored, { msg: m.fileStored(stored.pageCount ?? 0) });
    },
  }),
];
