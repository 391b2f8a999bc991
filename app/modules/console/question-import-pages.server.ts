// /console/questions: 题库导入 (issue 26) — the operator uploads a GIFT, Aiken, JSON or Moodle XML file into a bank,
// sees every question as students will (MathML rendered) or every problem by line, then imports all or nothing.
// Without JavaScript every step is a form post answered by a redirect (?upload=ID shows the upload's preview), so a
// reload never posts twice; a refused upload comes back with its message and the fields chosen (a browser never
// refills a file input, so only the file is chosen again).
import { data } from "@remix-run/node";
import { isDomainError } from "~/lib/domain-error";
import { redirectWithToast } from "~/lib/flash.server";
import { readPageForm } from "~/lib/page-form.server";
import { shanghaiSlashMinute } from "~/lib/shanghai-time";
import { fieldErrorsOf } from "~/lib/validation/zod-messages";
import { questionMessages as m } from "~/modules/question/bank/question-messages";
import { questionFileFormatNames, questionFileFormats } from "~/modules/question/formats/question-file";
import { questionUploadIdSchema, questionUploadSchema } from "~/modules/question/formats/question-import-schemas";
import { MAX_QUESTION_FILE_BYTES } from "~/modules/question/formats/question-import-uploads.server";
import {
  commitQuestionImport,
  discardQuestionImport,
  previewQuestionImport,
  questionImportChoices,
  uploadQuestionFile,
} from "./question-imports.server";
import { requireConsoleUser } from "./require-console-user.server";

const questionImportPath = "/console/questions";
/** Questions per page of a preview: a bank of thousands is read a page at a time. */
const PREVIEW_PAGE_SIZE = 50;

export interface QuestionImportFormResult {
  errors: Record<string, string>;
  values: Record<string, string>;
}

export async function loadQuestionImportPage(request: Request, context: { clientIp: string }) {
  const caller = await requireConsoleUser(request, context, { operator: true });
  const url = new URL(request.url);
  const choices = await questionImportChoices(caller);
  const formats = questionFileFormats.map((code) => ({ code, name: questionFileFormatNames[code] }));
  const uploadParam = url.searchParams.get("upload");
  if (uploadParam === null) return { ...choices, formats, preview: null };
  const id = questionUploadIdSchema.safeParse({ upload: uploadParam });
  if (!id.success) throw data({ message: m.uploadNotFound }, { status: 404 });
  let preview: Awaited<ReturnType<typeof previewQuestionImport>>;
  try {
    preview = await previewQuestionImport(caller, id.data.upload);
  } catch (error) {
    if (isDomainError(error)) throw data({ message: error.message }, { status: error.status });
    throw error;
  }
  const pages = Math.max(1, Math.ceil(preview.questions.length / PREVIEW_PAGE_SIZE));
  const requested = Number(url.searchParams.get("page") ?? "1");
  const page = Number.isInteger(requested) && requested >= 1 && requested <= pages ? requested : 1;
  const first = (page - 1) * PREVIEW_PAGE_SIZE;
  return {
    ...choices,
    formats,
    preview: {
      ...preview,
      formatName: questionFileFormatNames[preview.format],
      uploaded: { text: shanghaiSlashMinute(preview.uploadedAt), iso: new Date(preview.uploadedAt).toISOString() },
      questions: preview.questions.slice(first, first + PREVIEW_PAGE_SIZE),
      firstNumber: first + 1,
      page,
      pages,
    },
  };
}

const isMultipart = (request: Request) =>
  (request.headers.get("content-type") ?? "").toLowerCase().startsWith("multipart/form-data");

export async function submitQuestionImportPage(request: Request, context: { clientIp: string }) {
  const caller = await requireConsoleUser(request, context, { operator: true });
  // Room for the file's limit and the other fields, so a file just over the limit gets the form's own message.
  const form = await readPageForm(request, {
    maxBytes: isMultipart(request) ? MAX_QUESTION_FILE_BYTES + 1024 * 1024 : undefined,
  });
  const intent = form.get("intent");

  if (intent === "commit" || intent === "discard") {
    const id = questionUploadIdSchema.safeParse({ upload: form.get("upload") ?? undefined });
    if (!id.success)
      return redirectWithToast(request, questionImportPath, { kind: "error", message: m.uploadIdInvalid });
    try {
      if (intent === "discard") {
        await discardQuestionImport(caller, id.data.upload);
        return redirectWithToast(request, questionImportPath, { kind: "success", message: m.uploadDiscarded });
      }
      const outcome = await commitQuestionImport(caller, id.data.upload);
      if (!outcome.ok)
        return redirectWithToast(request, `${questionImportPath}?upload=${id.data.upload}`, {
          kind: "error",
          message: m.uploadRefused(outcome.problems.length),
        });
      return redirectWithToast(request, questionImportPath, {
        kind: "success",
        message: m.uploadCommitted(outcome.questions, outcome.bankCode),
      });
    } catch (error) {
      if (!isDomainError(error)) throw error;
      return redirectWithToast(request, questionImportPath, { kind: "error", message: error.message });
    }
  }

  const values = {
    bank: typeof form.get("bank") === "string" ? String(form.get("bank")) : "",
    format: typeof form.get("format") === "string" ? String(form.get("format")) : "",
  };
  const refused = (errors: Record<string, string>, status: number) =>
    data<QuestionImportFormResult>({ errors, values }, { status });
  const parsed = questionUploadSchema.safeParse(values);
  const file = form.get("file");
  const upload = file instanceof File && file.size > 0 ? file : null;
  if (!parsed.success || !upload)
    return refused(
      { ...(parsed.success ? {} : fieldErrorsOf(parsed.error)), ...(upload ? {} : { file: m.uploadEmpty }) },
      400,
    );
  let uploadId: number;
  try {
    ({ uploadId } = await uploadQuestionFile(caller, { ...parsed.data, file: upload }));
  } catch (error) {
    if (!isDomainError(error)) throw error;
    return refused(error.fieldErrors ?? { "": error.message }, error.status);
  }
  return redirectWithToast(request, `${questionImportPath}?upload=${uploadId}`, {
    kind: "info",
    message: m.uploadReady,
  });
}
