// 真题管理 (issue 26), the operator's pages: /console/papers lists every paper (drafts too), /console/papers/new enters
// a draft, /console/papers/{id} edits one — its facts and structure, its PDF (a multipart upload that works without
// JavaScript) — beside its preview as students will see it, and publishes or unpublishes it. Forms post with an
// `intent`; a refused form comes back with its messages and everything typed (a conflict too; a browser never
// refills a file input, so only the file is chosen again); a change redirects with a toast (post/redirect/get).
import { data } from "@remix-run/node";
import { isDomainError } from "~/lib/domain-error";
import { redirectWithToast } from "~/lib/flash.server";
import { readPageForm } from "~/lib/page-form.server";
import { shanghaiSlashMinute } from "~/lib/shanghai-time";
import { fieldErrorsOf } from "~/lib/validation/zod-messages";
import { contentPaths } from "~/modules/content/content-paths";
import { userSubject } from "~/modules/media/media-signature";
import { paperPdfLink } from "~/modules/paper/paper-file.server";
import { paperViewOf } from "~/modules/paper/paper-pages.server";
import { paperSubjects } from "~/modules/paper/paper-schemas";
import { getPaperPreview } from "~/modules/paper/paper.server";
import { questionSetsOfPaper } from "~/modules/question/attempts/exam-pages.server";
import { PAPER_FILE_FORM_MAX_BYTES, paperEditorMessages as m, paperStates } from "./paper-editor-messages";
import {
  type EditorPaper,
  createPaper,
  getEditorPaper,
  listEditorPapers,
  setPaperPublished,
  storePaperFile,
  updatePaper,
} from "./paper-editor.server";
import {
  paperEditorListSchema,
  paperFields,
  paperIdSchema,
  paperSchema,
  paperVersionSchema,
  structureTextOf,
} from "./paper-editor-schemas";
import { requireConsoleUser } from "./require-console-user.server";

const paperEditorPaths = {
  create: "/console/papers/new",
  edit: (id: number) => `/console/papers/${id}`,
} as const;

export interface PaperEditorFormResult {
  /** Which form it answers: the facts (保存) or the PDF. */
  form: "save" | "file";
  errors: Record<string, string>;
  values: Record<string, string>;
}

const subjectChoices = paperSubjects.map(({ code, name }) => ({ value: code, label: name }));
const stateName = (state: EditorPaper["state"]) => (state === "published" ? "已发布" : "草稿");

export async function loadPaperEditorList(request: Request, context: { clientIp: string }) {
  const caller = await requireConsoleUser(request, context, { operator: true });
  const url = new URL(request.url);
  const parsed = paperEditorListSchema.safeParse(Object.fromEntries(url.searchParams));
  const input = parsed.success ? parsed.data : { page: 1, rows: 20 };
  const page = await listEditorPapers(caller, input);
  return {
    notice: parsed.success ? null : m.stateInvalid,
    state: parsed.success ? (parsed.data.state ?? null) : null,
    states: paperStates,
    page: page.page,
    rows: page.rows,
    total: page.total,
    items: page.items.map((item) => ({
      ...item,
      stateName: stateName(item.state),
      updated: shanghaiSlashMinute(item.updatedAt),
      href: paperEditorPaths.edit(item.id),
    })),
  };
}

/** The form's values as the editor shows a stored paper (the structure one part a line). */
function valuesOf(paper: EditorPaper): Record<string, string> {
  return {
    subject: paper.subject,
    examYear: String(paper.examYear),
    title: paper.title,
    durationMinutes: String(paper.durationMinutes),
    totalScore: String(paper.totalScore),
    structure: structureTextOf(paper.structure),
    description: paper.description,
  };
}

/** /console/papers/new and /console/papers/{id}: the form's values, and for a paper its state, PDF and preview. */
export async function loadPaperEditor(request: Request, context: { clientIp: string }, rawId: string | undefined) {
  const caller = await requireConsoleUser(request, context, { operator: true });
  const base = { subjects: subjectChoices };
  if (rawId === "new") return { ...base, paper: null };
  const id = paperIdSchema.safeParse({ id: rawId });
  if (!id.success) throw data({ message: m.notFound }, { status: 404 });
  let paper: EditorPaper;
  try {
    paper = await getEditorPaper(caller, id.data.id);
  } catch (error) {
    if (isDomainError(error)) throw data({ message: error.message }, { status: error.status });
    throw error;
  }
  // The student page's own view data, built the way /question/{id} builds it (paperViewOf).
  const [detail, questionSets] = await Promise.all([getPaperPreview(paper.id), questionSetsOfPaper(paper.id)]);
  return {
    ...base,
    paper: {
      id: paper.id,
      title: paper.title,
      state: paper.state,
      version: String(paper.updatedAt),
      values: valuesOf(paper),
      updated: shanghaiSlashMinute(paper.updatedAt),
      published: paper.publishedAt === null ? null : shanghaiSlashMinute(paper.publishedAt),
      studentHref: paper.state === "published" ? contentPaths.desktop.paper(paper.id) : null,
      pageCount: paper.pageCount,
      fileHref: paper.fileKey ? paperPdfLink(paper.fileKey, userSubject(caller.user.id)) : null,
      preview: paperViewOf(detail, questionSets),
    },
  };
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

export async function submitPaperEditor(request: Request, context: { clientIp: string }, rawId: string | undefined) {
  const caller = await requireConsoleUser(request, context, { operator: true });
  // Only the PDF's form is multipart and needs room for the file; the others keep the site's usual limit.
  const multipart = (request.headers.get("content-type") ?? "").toLowerCase().startsWith("multipart/form-data");
  const form = await readPageForm(request, multipart ? { maxBytes: PAPER_FILE_FORM_MAX_BYTES } : {});
  const intent = form.get("intent");
  const values = Object.fromEntries(paperFields.map((field) => [field, text(form, field)]));
  const refused = (errors: Record<string, string>, status: number, which: PaperEditorFormResult["form"] = "save") =>
    data<PaperEditorFormResult>({ form: which, errors, values: which === "save" ? values : {} }, { status });
  if (intent !== "save" && intent !== "publish" && intent !== "unpublish" && intent !== "file")
    return refused({ "": m.intentInvalid }, 400);

  if (rawId === "new") {
    if (intent !== "save") return refused({ "": m.intentInvalid }, 400);
    const parsed = paperSchema.safeParse(values);
    if (!parsed.success) return refused(fieldErrorsOf(parsed.error), 400);
    try {
      const created = await createPaper(caller, parsed.data);
      return redirectWithToast(request, paperEditorPaths.edit(created.id), {
        kind: "success",
        message: m.created(created.title),
      });
    } catch (error) {
      if (!isDomainError(error)) throw error;
      return refused(error.fieldErrors ?? { "": error.message }, error.status);
    }
  }

  const id = paperIdSchema.safeParse({ id: rawId });
  if (!id.success) throw data({ message: m.notFound }, { status: 404 });
  const here = paperEditorPaths.edit(id.data.id);
  try {
    if (intent === "save") {
      const parsed = paperSchema.safeParse(values);
      const version = paperVersionSchema.safeParse({ version: form.get("version") ?? undefined });
      if (!parsed.success || !version.success)
        return refused(
          {
            ...(parsed.success ? {} : fieldErrorsOf(parsed.error)),
            ...(version.success ? {} : { "": m.versionInvalid }),
          },
          400,
        );
      const saved = await updatePaper(caller, id.data.id, version.data.version, parsed.data);
      const title = saved.paper.title;
      return redirectWithToast(request, here, {
        kind: saved.changed ? "success" : "info",
        message: !saved.changed ? m.unchanged : saved.paper.state === "published" ? m.savedLive(title) : m.saved(title),
      });
    }
    if (intent === "file") {
      const file = form.get("file");
      const paper = await storePaperFile(caller, id.data.id, file instanceof File ? file : null);
      return redirectWithToast(request, here, { kind: "success", message: m.fileStored(paper.pageCount ?? 0) });
    }
    const paper = await setPaperPublished(caller, id.data.id, intent === "publish");
    return redirectWithToast(request, here, {
      kind: "success",
      message: intent === "publish" ? m.published(paper.title) : m.unpublished(paper.title),
    });
  } catch (error) {
    if (!isDomainError(error)) throw error;
    if (error.status === 404) throw data({ message: error.message }, { status: 404 });
    // A save over newer facts, or a file refused: the form comes back with the reason (and the typed text).
    if (intent === "save") return refused(error.fieldErrors ?? { "": error.message }, error.status);
    if (intent === "file") return refused(error.fieldErrors ?? { file: error.message }, error.status, "file");
    return redirectWithToast(request, here, { kind: "error", message: error.message });
  }
}
