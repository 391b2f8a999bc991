// The paper-PDF pages (/question/examPdf?id=, /mobile/question/examPdf?id=) and the PDF itself
// (/question/examPdf/paper.pdf?id=, shared by both trees). Thin: the campus gate first, the module's schemas, then the
// services (question-sets, question-downloads, paper-pdf).
// - The page: the set's facts and sections, 下载 PDF (a plain POST form: works without JavaScript; a guest is asked
//   to log in and comes back), and the accessible HTML version of the same paper (`&format=html`: every question with
//   its MathML, and for a logged-in student the same answer appendix as the PDF).
// - 下载 PDF records the download (我的下载) and redirects (303) to the PDF, which the browser saves (attachment).
// - The PDF: login required (a guest goes to the login page and back to the PDF); unknown set 404, no font 503, each
//   with a Chinese sentence, never a stack.
import { redirect } from "@remix-run/node";
import { isDomainError } from "~/lib/domain-error";
import { redirectWithToast } from "~/lib/flash.server";
import type { PageContext } from "~/lib/load-context";
import { readPageForm } from "~/lib/page-form.server";
import { pageNotFound, throwIfNotFound } from "~/lib/page-not-found.server";
import { treeOfPath, type SiteTree } from "~/lib/site-tree";
import { loadAccessContext } from "~/modules/access/content-access.server";
import { gatedViewerFor, viewerFor } from "~/modules/access/viewer.server";
import { getOptionalUser, loginPromptUrlFor, loginUrlFor } from "~/modules/auth/require-user.server";
import { setLock } from "../bank/bank-access.server";
import { answerEntriesOf, outlineOf, pointsLabel, type AnswerEntry, type OutlineSection } from "./paper-pdf-outline";
import { paperPdfPaths } from "./paper-pdf-paths";
import { attachmentDisposition } from "./paper-pdf-rich-text";
import { findPdfFont, paperFacts, paperPdfContent, paperPdfFor } from "./paper-pdf.server";
import { pdfDownloadFormSchema, questionDownloadSchema } from "./question-downloads-schemas";
import { recordQuestionDownload } from "./question-downloads.server";
import { usageActorOf } from "~/modules/usage/usage-events.server";
import { questionMessages as m } from "../bank/question-messages";
import { questionOrderHref } from "../bank/question-order-paths";
import type { QuestionCounts } from "../bank/question-counts";
import { getQuestionSet } from "../bank/question-sets.server";

/** The set id of `?id=`; null when it is not a positive integer. */
function setIdOf(request: Request): number | null {
  const parsed = questionDownloadSchema.safeParse({ id: new URL(request.url).searchParams.get("id") ?? undefined });
  return parsed.success ? parsed.data.id : null;
}

export interface PaperPdfPageData {
  tree: SiteTree;
  format: "page" | "html";
  loggedIn: boolean;
  /** False when the server has no Chinese font: the button says why instead of failing. */
  pdfReady: boolean;
  set: {
    id: number;
    title: string;
    subjectName: string;
    kindName: string;
    facts: string;
    description: string;
    counts: QuestionCounts;
    totalPoints: string;
    durationMinutes: number | null;
    sections: Array<{ title: string; points: string; count: number }>;
  };
  links: { page: string; html: string; practice: string };
  /** The HTML version: every question numbered as in the PDF. */
  outline: OutlineSection[] | null;
  /** The HTML version's answer appendix: only for a logged-in student, as the PDF. */
  answers: AnswerEntry[] | null;
  /** A set drawing on a bank for sale the viewer has not got: why, and where to buy it (no PDF, no HTML version). */
  locked: { message: string; orderHref: string } | null;
}

/** `?id=` (and `&format=html` for the accessible version). 404 with 试卷不存在或未发布 for a bad or unknown id. */
export async function loadPaperPdfPage(request: Request, context: PageContext): Promise<PaperPdfPageData> {
  const url = new URL(request.url);
  const viewer = await gatedViewerFor(request, context);
  const { userId } = viewer;
  const id = setIdOf(request);
  if (id === null) throw pageNotFound(m.setNotFound);
  const tree = treeOfPath(url.pathname);
  try {
    const lock = await setLock(await loadAccessContext(viewer), id);
    const format = url.searchParams.get("format") === "html" && !lock ? "html" : "page";
    const set = format === "html" ? null : await getQuestionSet(id);
    const content = format === "html" ? await paperPdfContent(id) : null;
    const detail = set ?? content!.set;
    const outline = content ? outlineOf(content.set.sections) : null;
    return {
      tree,
      format,
      loggedIn: userId !== null,
      pdfReady: findPdfFont() !== null,
      set: {
        id: detail.id,
        title: detail.title,
        subjectName: detail.subjectName,
        kindName: detail.kindName,
        facts: paperFacts(detail),
        description: detail.description,
        counts: { top: detail.questionCount, leaves: detail.leafCount },
        totalPoints: pointsLabel(detail.totalPoints),
        durationMinutes: detail.durationMinutes,
        sections: detail.sections.map((section) => ({
          title: section.title,
          points: pointsLabel(section.points),
          count: section.slots.length,
        })),
      },
      links: {
        page: paperPdfPaths[tree].page(id),
        html: paperPdfPaths[tree].html(id),
        practice: paperPdfPaths.practice(tree, id),
      },
      outline,
      answers: outline && content && userId !== null ? answerEntriesOf(outline, content.keys) : null,
      locked: lock ? { message: lock.message, orderHref: questionOrderHref(tree, lock.bankId) } : null,
    };
  } catch (error) {
    throwIfNotFound(error, m.setNotFound);
    throw error;
  }
}

/**
 * 下载 PDF (`intent=download`): a guest is asked to log in (desktop: the login dialog over this page; mobile: the
 * login page) and comes back here; a student's download is recorded, then 303 to the PDF.
 */
export async function submitPaperPdfPage(request: Request, context: PageContext) {
  const url = new URL(request.url);
  const back = `${url.pathname}${url.search}`;
  const user = await getOptionalUser(request);
  if (!user)
    return redirectWithToast(request, loginPromptUrlFor(request), { kind: "info", message: m.pdfLoginToDownload });
  const id = setIdOf(request);
  if (id === null) throw pageNotFound(m.setNotFound);
  const lock = await setLock(await loadAccessContext(await viewerFor(request, context)), id);
  if (lock) return redirectWithToast(request, back, { kind: "error", message: lock.message });
  const parsed = pdfDownloadFormSchema.safeParse({ intent: (await readPageForm(request)).get("intent") ?? undefined });
  if (!parsed.success) return redirectWithToast(request, back, { kind: "error", message: m.pdfIntentInvalid });
  if (!findPdfFont()) return redirectWithToast(request, back, { kind: "error", message: m.pdfFontMissing });
  try {
    await recordQuestionDownload(
      user.id,
      id,
      Date.now(),
      usageActorOf(request, context.clientIp, user.id, context.newVisitorId),
    );
  } catch (error) {
    throwIfNotFound(error, m.setNotFound);
    throw error;
  }
  return redirect(paperPdfPaths.pdf(id), 303);
}

const textResponse = (status: number, message: string) =>
  new Response(message, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });

/** GET /question/examPdf/paper.pdf?id=: the PDF as an attachment, for a logged-in student. */
export async function servePaperPdf(request: Request, context: PageContext) {
  const user = await getOptionalUser(request);
  if (!user) throw redirect(loginUrlFor(request));
  const id = setIdOf(request);
  if (id === null) return textResponse(404, m.setNotFound);
  try {
    const lock = await setLock(await loadAccessContext(await viewerFor(request, context)), id);
    if (lock) return textResponse(lock.status, lock.message);
    const pdf = await paperPdfFor(id);
    const etag = `"${pdf.version}"`;
    const headers = {
      "Content-Type": "application/pdf",
      "Content-Disposition": attachmentDisposition(pdf.fileName, id),
      "Cache-Control": "private, no-cache",
      ETag: etag,
      "X-Content-Type-Options": "nosniff",
    };
    if (request.headers.get("If-None-Match") === etag) return new Response(null, { status: 304, headers });
    return new Response(new Uint8Array(pdf.bytes), {
      status: 200,
      headers: { ...headers, "Content-Length": String(pdf.bytes.length) },
    });
  } catch (error) {
    if (isDomainError(error) && (error.status === 404 || error.status === 503))
      return textResponse(error.status, error.message);
    throw error;
  }
}
