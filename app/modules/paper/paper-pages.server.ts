// Loaders and the action of the past-paper pages (真题), shared by the desktop (/question, /question/{id}) and mobile
// (/mobile/question, /mobile/question/list?id=) twins: the list by subject and year with its pages, and one paper
// with its structure, explanation videos and 收藏 (post/redirect/get with a toast). Thin: the campus gate first (so
// an off-campus guest neither reads nor counts anything), the module's schemas, then the services.
import { redirect } from "@remix-run/node";
import { isDomainError } from "~/lib/domain-error";
import { peekFlash, redirectWithToast } from "~/lib/flash.server";
import type { PageContext } from "~/lib/load-context";
import { readPageForm } from "~/lib/page-form.server";
import { pageNotFound, throwIfNotFound } from "~/lib/page-not-found.server";
import { treeOfRequest } from "~/lib/site-tree";
import { gatedViewerFor } from "~/modules/access/viewer.server";
import { getOptionalUser, loginPromptUrlFor } from "~/modules/auth/require-user.server";
import { contentPaths } from "~/modules/content/content-paths";
import { questionSetsOfPaper } from "~/modules/question/attempts/exam-pages.server";
import { paperMessages as m } from "./paper-messages";
import { paperCollectFormSchema, paperIdSchema, paperListSchema, paperSubjects } from "./paper-schemas";
import { getPaper, listPaperYears, type PaperDetail, queryPapers, setPaperCollect } from "./paper.server";

/** Papers per list page. */
const PAPER_PAGE_ROWS = 20;

function pathsOf(request: Request) {
  return contentPaths[treeOfRequest(request)];
}

async function gatedUserId(request: Request, context: PageContext): Promise<number | null> {
  return (await gatedViewerFor(request, context)).userId;
}

// ——— /question, /mobile/question ———

/**
 * `?subject=&year=&page=`: the subject and year filters and a page of papers. Input it cannot read gives its message
 * and the whole list (status 200, the filters still work); a page past the end goes back to the first.
 */
export async function loadPaperListPage(request: Request, context: PageContext) {
  const url = new URL(request.url);
  const userId = await gatedUserId(request, context);
  const parsed = paperListSchema.safeParse({
    subject: url.searchParams.get("subject") ?? undefined,
    year: url.searchParams.get("year") ?? undefined,
    page: url.searchParams.get("page") ?? undefined,
    rows: PAPER_PAGE_ROWS,
  });
  const error = parsed.success
    ? null
    : `${m.queryInvalid}${[...new Set(parsed.error.issues.map((issue) => issue.message))].join("；")}`;
  const input = parsed.success ? parsed.data : paperListSchema.parse({ rows: PAPER_PAGE_ROWS });
  const [years, list] = await Promise.all([listPaperYears(), queryPapers(userId, input)]);
  const pages = Math.max(1, Math.ceil(list.total / PAPER_PAGE_ROWS));
  if (input.page > pages) throw redirect(pathsOf(request).papersWhere({ subject: input.subject, year: input.year }));
  return {
    subjects: paperSubjects.map((subject) => ({ code: subject.code, name: subject.name })),
    years,
    filters: { subject: input.subject ?? null, year: input.year ?? null },
    error,
    page: input.page,
    pages,
    rows: PAPER_PAGE_ROWS,
    total: list.total,
    items: list.items.map((item) => ({
      id: item.id,
      title: item.title,
      subject: item.subject,
      subjectName: item.subjectName,
      year: item.year,
      durationMinutes: item.durationMinutes,
      totalScore: item.totalScore,
      videoCount: item.videoCount,
      viewCount: item.viewCount,
      collectCount: item.collectCount,
      collected: item.collected,
    })),
  };
}

// ——— /question/{id}, /mobile/question/list?id= ———

/**
 * The data PaperDetailView draws: the paper with the question sets made of it (开始练习 / 模拟考试 / 下载 PDF). The
 * console's preview (真题管理) builds it here too, so it shows exactly what students see.
 */
export function paperViewOf(
  detail: PaperDetail,
  questionSets: Awaited<ReturnType<typeof questionSetsOfPaper>>,
): PaperDetail & { questionSets: typeof questionSets } {
  return { ...detail, questionSets };
}

/** The paper's id: the path's (desktop) or the query's (mobile, and the spec's /question/list?id=). */
function paperIdOf(request: Request, idParam: string | undefined): number | null {
  const parsed = paperIdSchema.safeParse({ id: idParam ?? new URL(request.url).searchParams.get("id") ?? undefined });
  return parsed.success ? parsed.data.id : null;
}

/** One paper (its view counted); 404 with 真题不存在或已下架 for a bad, unknown or unpublished id. */
export async function loadPaperPage(request: Request, context: PageContext, idParam?: string) {
  const userId = await gatedUserId(request, context);
  // The spec's desktop /question/list?id= (where the mobile /mobile/question/list?id= leads a desktop browser).
  if (idParam === "list") {
    const listed = paperIdOf(request, undefined);
    if (listed !== null) throw redirect(contentPaths.desktop.paper(listed));
  }
  const id = paperIdOf(request, idParam);
  if (id === null) throw pageNotFound(m.notFound);
  // Coming back from 收藏 (its toast) or to the login prompt is not another view.
  const returning = Boolean((await peekFlash(request)).toast) || new URL(request.url).searchParams.has("login");
  try {
    const [detail, questionSets] = await Promise.all([
      getPaper(userId, id, { countView: !returning }),
      questionSetsOfPaper(id),
    ]);
    return { paper: paperViewOf(detail, questionSets), loggedIn: userId !== null };
  } catch (error) {
    throwIfNotFound(error);
    throw error;
  }
}

/**
 * 收藏 / 取消收藏 (`intent` collect|uncollect, idempotent): back to the paper with 已收藏 / 已取消收藏. A guest is asked to
 * log in (desktop: the login dialog over this page; mobile: the login page) and comes back to this paper.
 */
export async function submitPaperPage(request: Request, idParam?: string) {
  const url = new URL(request.url);
  const back = `${url.pathname}${url.search}`;
  const user = await getOptionalUser(request);
  if (!user) return redirectWithToast(request, loginPromptUrlFor(request), { kind: "info", message: m.loginToCollect });
  const id = paperIdOf(request, idParam);
  if (id === null) return redirectWithToast(request, pathsOf(request).papers, { kind: "error", message: m.notFound });
  const parsed = paperCollectFormSchema.safeParse({ intent: (await readPageForm(request)).get("intent") });
  if (!parsed.success) return redirectWithToast(request, back, { kind: "error", message: m.intentInvalid });
  const on = parsed.data.intent === "collect";
  try {
    await setPaperCollect(user.id, id, on);
  } catch (error) {
    if (isDomainError(error))
      return redirectWithToast(request, pathsOf(request).papers, { kind: "error", message: error.message });
    throw error;
  }
  return redirectWithToast(request, back, { kind: "success", message: on ? m.collected : m.uncollected });
}
