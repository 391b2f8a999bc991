// The 自命题 shelf's pages (/question/zmtCourse and /mobile/question/zmtCourse), shared by both trees. Thin: the campus
// gate first (as every /question page), the module's schemas, then zmt-papers.server.ts.
// - GET: the papers by school, major and year (a GET form; bad filters → the whole list and a notice), paged, each with
//   查看 (a signed inline link minted for this viewer) and 下载; the 自命题 question banks when there are any; for a
//   school's organisation account, the upload form (its own school, fixed) and 删除 on its own papers.
// - POST intent=download (urlencoded): records the download for a logged-in student (我的下载), then 303 to a freshly
//   signed attachment link — a plain form, so with or without JavaScript the browser itself saves the PDF.
// - POST intent=upload (multipart): organisation accounts only (403 page otherwise, checked before the body is read);
//   refused files and fields come back with their messages and the typed fields kept (400/413/415/409).
// - POST intent=delete: organisation accounts only; another school's paper → an error toast (404 in the service).
import { recordUsageEvent, usageActorOf } from "~/modules/usage/usage-events.server";
import { data, redirect } from "@remix-run/node";
import { isDomainError } from "~/lib/domain-error";
import { redirectWithToast } from "~/lib/flash.server";
import type { PageContext } from "~/lib/load-context";
import { readPageForm } from "~/lib/page-form.server";
import { treeOfPath, type SiteTree } from "~/lib/site-tree";
import { fieldErrorsOf } from "~/lib/validation/zod-messages";
import { gatedViewerFor } from "~/modules/access/viewer.server";
import { requireCampusOrUser } from "~/modules/auth/campus-gate.server";
import { getOptionalUser } from "~/modules/auth/require-user.server";
import { grantSubjectFor } from "~/modules/media/media-access.server";
import type { Page } from "~/modules/paging/paged-query";
import { listQuestionBanks } from "../bank/question-banks.server";
import { questionSetListSchema } from "../bank/question-schemas";
import type { QuestionCounts } from "../bank/question-counts";
import { listQuestionSets } from "../bank/question-sets.server";
import { zmtMessages as m } from "./zmt-messages";
import {
  deleteZmtPaper,
  getZmtPaper,
  listZmtPapers,
  recordZmtDownload,
  uploadZmtPaper,
  zmtFilterOptions,
  zmtPaperLink,
  zmtViewerOf,
  type ZmtPaperItem,
} from "./zmt-papers.server";
import {
  latestZmtYear,
  MAX_ZMT_PDF_BYTES,
  MAX_ZMT_PDF_MB,
  zmtListSchema,
  zmtPaperIdSchema,
  zmtUploadFieldNames,
  zmtUploadSchema,
} from "./zmt-schemas";

export interface ZmtPageData {
  tree: SiteTree;
  filters: { school: number | null; major: string; year: number | null };
  /** Why the filters were ignored. */
  error: string | null;
  options: { schools: Array<{ id: number; name: string; count: number }>; years: number[] };
  papers: Page<ZmtPaperItem>;
  /** 自命题 question banks (shelf zmt) and the sets of their subject. */
  banks: Array<{
    id: number;
    name: string;
    school: string | null;
    major: string | null;
    counts: QuestionCounts;
    description: string;
  }>;
  sets: Array<{ id: number; title: string; kindName: string; counts: QuestionCounts }>;
  /** The upload form, for a school's organisation account only. */
  upload: { schoolName: string; maxMb: number; latestYear: number } | null;
}

export interface ZmtActionData {
  errors: Record<string, string>;
  values: Record<string, string>;
}

/** The whole body's limit for the upload form: the PDF's cap and room for the other fields. */
const UPLOAD_BODY_BYTES = MAX_ZMT_PDF_BYTES + 1024 * 1024;

export async function loadZmtPage(request: Request, context: PageContext): Promise<ZmtPageData> {
  const viewer = await gatedViewerFor(request, context);
  const user = await getOptionalUser(request);
  const url = new URL(request.url);
  const raw = Object.fromEntries(
    ["school", "major", "year", "page", "rows"].map((name) => [name, url.searchParams.get(name) ?? undefined]),
  );
  const parsed = zmtListSchema.safeParse(raw);
  const input = parsed.success ? parsed.data : zmtListSchema.parse({});
  const [papers, options, banks, sets] = await Promise.all([
    listZmtPapers(input, zmtViewerOf(viewer.subject, user)),
    zmtFilterOptions(),
    listQuestionBanks({ shelf: "zmt" }),
    listQuestionSets(questionSetListSchema.parse({ subject: "major", rows: 100 })),
  ]);
  return {
    tree: treeOfPath(url.pathname),
    filters: { school: input.school ?? null, major: input.major ?? "", year: input.year ?? null },
    error: parsed.success ? null : m.filtersInvalid,
    options,
    papers,
    banks: banks.map((bank) => ({
      id: bank.id,
      name: bank.name,
      school: bank.school,
      major: bank.major,
      counts: { top: bank.questionCount, leaves: bank.itemCount },
      description: bank.description,
    })),
    sets: sets.items
      .filter((set) => set.kind !== "course")
      .map((set) => ({
        id: set.id,
        title: set.title,
        kindName: set.kindName,
        counts: { top: set.questionCount, leaves: set.leafCount },
      })),
    upload:
      user?.isOrg && user.schoolId !== null
        ? { schoolName: user.schoolName ?? "", maxMb: MAX_ZMT_PDF_MB, latestYear: latestZmtYear() }
        : null,
  };
}

const isMultipart = (request: Request) =>
  (request.headers.get("content-type") ?? "").toLowerCase().startsWith("multipart/form-data");

export async function submitZmtPage(request: Request, context: PageContext) {
  const { user } = await requireCampusOrUser(request, context.clientIp);
  const url = new URL(request.url);
  const back = `${url.pathname}${url.search}`;
  // Only the upload form is multipart: refuse it to everyone but an organisation before reading 20 MB of body.
  if (isMultipart(request) && !user?.isOrg) throw data({ message: m.orgOnly }, { status: 403 });
  const form = await readPageForm(request, { maxBytes: isMultipart(request) ? UPLOAD_BODY_BYTES : undefined });
  const intent = form.get("intent");

  if (intent === "download") {
    const id = zmtPaperIdSchema.safeParse({ id: form.get("id") ?? undefined });
    if (!id.success) return redirectWithToast(request, back, { kind: "error", message: m.paperIdInvalid });
    const subject = await grantSubjectFor(request, context.newVisitorId);
    if (!subject) return redirectWithToast(request, back, { kind: "error", message: m.linkUnsigned });
    try {
      // A campus visitor may download too (the shelf's rule); only an account has a 我的下载 to record it in, but the
      // usage reports count both.
      const actor = usageActorOf(request, context.clientIp, user?.id ?? null, context.newVisitorId);
      if (user) await recordZmtDownload(user.id, id.data.id, Date.now(), actor);
      else {
        await getZmtPaper(id.data.id, zmtViewerOf(null, null));
        await recordUsageEvent(actor, { kind: "download", itemType: "zmt_paper", itemId: id.data.id });
      }
    } catch (error) {
      if (isDomainError(error) && error.status === 404)
        return redirectWithToast(request, back, { kind: "error", message: m.notFound });
      throw error;
    }
    return redirect(zmtPaperLink(id.data.id, subject, { download: true }).url, 303);
  }

  if (intent === "delete") {
    if (!user?.isOrg) throw data({ message: m.orgOnly }, { status: 403 });
    const id = zmtPaperIdSchema.safeParse({ id: form.get("id") ?? undefined });
    if (!id.success) return redirectWithToast(request, back, { kind: "error", message: m.paperIdInvalid });
    try {
      await deleteZmtPaper(user, id.data.id);
    } catch (error) {
      if (isDomainError(error) && error.status === 404)
        return redirectWithToast(request, back, { kind: "error", message: m.notFound });
      throw error;
    }
    return redirectWithToast(request, back, { kind: "success", message: m.deleted });
  }

  if (intent === "upload") {
    if (!user?.isOrg) throw data({ message: m.orgOnly }, { status: 403 });
    const values = Object.fromEntries(zmtUploadFieldNames.map((name) => [name, String(form.get(name) ?? "")]));
    const fields = zmtUploadSchema.safeParse(values);
    const file = form.get("file");
    const upload = file instanceof File && file.size > 0 ? file : null;
    const errors: Record<string, string> = fields.success ? {} : fieldErrorsOf(fields.error);
    if (!upload) errors.file = m.fileRequired;
    if (!fields.success || !upload)
      return data<ZmtActionData>({ errors: { "": m.uploadFailed, ...errors }, values }, { status: 400 });
    try {
      await uploadZmtPaper(user, fields.data, upload);
    } catch (error) {
      if (isDomainError(error) && error.fieldErrors) {
        return data<ZmtActionData>(
          { errors: { "": error.message, ...error.fieldErrors }, values },
          { status: error.status },
        );
      }
      throw error;
    }
    return redirectWithToast(request, url.pathname, { kind: "success", message: m.uploaded });
  }

  return redirectWithToast(request, back, { kind: "error", message: m.paperIdInvalid });
}
