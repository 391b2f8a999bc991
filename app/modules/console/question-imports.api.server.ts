// /api/console/question-imports (issue 26): the operator's question import for API clients — upload a file
// (multipart), read its preview, commit it all or nothing, or discard it — in the envelope, under the console's rule
// and the operator's (a school's administrator gets 403). The same services as /console/questions.
import { z } from "zod";
import { DomainError } from "~/lib/domain-error";
import { idField } from "~/lib/validation/input-fields";
import { defineEndpoint, reply } from "~/modules/api/endpoint";
import { count, epochMillis, rowId } from "~/modules/api/result-schemas.server";
import { questionMessages as m } from "~/modules/question/bank/question-messages";
import { questionKinds } from "~/modules/question/bank/question-kinds";
import { questionFileFormats } from "~/modules/question/formats/question-file";
import { questionUploadSchema } from "~/modules/question/formats/question-import-schemas";
import {
  MAX_QUESTION_FILE_BYTES,
  MAX_QUESTION_FILE_MB,
} from "~/modules/question/formats/question-import-uploads.server";
import { campusMessages } from "./campus-messages";
import {
  commitQuestionImport,
  discardQuestionImport,
  previewQuestionImport,
  uploadQuestionFile,
} from "./question-imports.server";

const BASE = "/api/console/question-imports";
const OPERATOR_ONLY = `不是运营人员（msg「${campusMessages.operatorOnly}」）`;
const uploadPath = z.object({ id: idField(m.uploadNotFound) });

const problem = z.object({ line: z.number().int().positive(), message: z.string() });

const leafPreview = z.object({
  kind: z.enum(questionKinds),
  title: z.string(),
  points: count.describe("分值（百分之一分：200 为 2 分）"),
  stemHtml: z.string().describe("题干，导入后学生看到的 HTML（公式为 MathML）"),
  options: z.array(z.object({ id: z.string(), html: z.string(), isCorrect: z.boolean() })),
  acceptedAnswers: z.array(z.array(z.string())).describe("填空题每空可接受的写法；v±t 为数值题的误差范围"),
  referenceHtml: z.string(),
  rubric: z.array(z.object({ text: z.string(), points: count })),
  explanationHtml: z.string(),
});

const questionPreview = leafPreview.extend({ children: z.array(leafPreview).describe("题组的小题") });

const uploadPreview = z.object({
  id: rowId,
  bankCode: z.string(),
  fileName: z.string(),
  format: z.enum(questionFileFormats),
  uploadedAt: epochMillis,
  questionCount: count.describe("可导入的题目数（有问题时不会导入任何一道）"),
  questions: z.array(questionPreview).describe("每道题的预览；有问题时为空"),
  problems: z.array(problem).describe("按行号列出的问题（最多 200 条）；为空时可以导入"),
  moreProblems: count.describe("未列出的问题数"),
});

export const questionImportEndpoints = [
  defineEndpoint({
    method: "POST",
    path: BASE,
    auth: "console",
    body: "multipart",
    maxBodyBytes: MAX_QUESTION_FILE_BYTES + 1024 * 1024,
    summary:
      "上传题目文件（运营人员）：bank 题库编号、format（gift、aiken、json、moodle-xml；留空按扩展名，.txt 按内容）与文件 file；答复这次上传的预览，尚未导入",
    files: { file: `题目文件（UTF-8，不超过 ${MAX_QUESTION_FILE_MB} MB）` },
    input: questionUploadSchema,
    result: uploadPreview,
    refuses: { 403: OPERATOR_ONLY },
    handle: async ({ input, files, console: caller }) => {
      const { uploadId } = await uploadQuestionFile(caller, { ...input, file: files.get("file") ?? null });
      return reply(await previewQuestionImport(caller, uploadId), { msg: m.uploadReady });
    },
  }),
  defineEndpoint({
    method: "GET",
    path: `${BASE}/{id}`,
    auth: "console",
    input: uploadPath,
    summary: "一次上传的预览：每道题导入后的样子，或按行号列出的全部问题；别人的或已导入、已放弃、过期的上传为 404",
    result: uploadPreview,
    refuses: { 403: OPERATOR_ONLY },
    handle: async ({ input, console: caller }) => previewQuestionImport(caller, input.id),
  }),
  defineEndpoint({
    method: "POST",
    path: `${BASE}/{id}/commit`,
    auth: "console",
    input: uploadPath,
    summary:
      "导入一次上传：全部题目在一个事务中写入并记入操作记录，上传随之删除；文件有问题时为 422，result.problems 按行号列出，什么也不写",
    result: z.object({
      bankId: rowId,
      bankCode: z.string(),
      bankCreated: z.boolean(),
      questions: count,
      leaves: count.describe("可作答的小题数（题组不计，其小题计入）"),
      questionIds: z.array(rowId),
    }),
    refuses: { 403: OPERATOR_ONLY },
    handle: async ({ input, console: caller }) => {
      const outcome = await commitQuestionImport(caller, input.id);
      if (!outcome.ok)
        throw new DomainError(422, m.uploadRefused(outcome.problems.length), undefined, {
          problems: outcome.problems.slice(0, 200),
        });
      const { bankId, bankCode, bankCreated, questions, leaves, questionIds } = outcome;
      return reply(
        { bankId, bankCode, bankCreated, questions, leaves, questionIds },
        { msg: m.uploadCommitted(questions, bankCode) },
      );
    },
  }),
  defineEndpoint({
    method: "DELETE",
    path: `${BASE}/{id}`,
    auth: "console",
    input: uploadPath,
    summary: "放弃一次上传（不导入）",
    result: z.object({ id: rowId }),
    refuses: { 403: OPERATOR_ONLY },
    handle: async ({ input, console: caller }) => {
      await discardQuestionImport(caller, input.id);
      return reply({ id: input.id }, { msg: m.uploadDiscarded });
    },
  }),
];
