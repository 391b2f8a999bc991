// The personal centre's pages in both trees (docs/decisions/0022): 学习记录 (/user/record, /mobile/user/learningRecord),
// 我的收藏 (/user/collect, /mobile/user/collect), 我的下载 (/user/download, /mobile/user/download) and 我的课程
// (/user/course). Thin over the kernels: records/ (the timeline, the summary), favourites/ (every kind collected) and
// the services that already set things (reactions, the notebook, question favourites); the downloads page sends
// 再次下载 through the download actions that exist, which check the entitlement again.
import { redirect } from "@remix-run/node";
import { isDomainError } from "~/lib/domain-error";
import { redirectWithToast } from "~/lib/flash.server";
import type { PageContext } from "~/lib/load-context";
import { readPageForm } from "~/lib/page-form.server";
import { treeOfRequest } from "~/lib/site-tree";
import { loadAccessContext } from "~/modules/access/content-access.server";
import { viewerFor } from "~/modules/access/viewer.server";
import { requireUser } from "~/modules/auth/require-user.server";
import { loadMyCoursesPage } from "~/modules/course/course-pages.server";
import { myCourseTabs, type MyCourseTab } from "~/modules/course/course-config";
import { favouriteTabOf, favouriteTabs, type FavouriteKind } from "~/modules/favourites/favourite-kinds";
import { listFavourites } from "~/modules/favourites/favourites.server";
import { setQuestionFavourite } from "~/modules/question/notes/question-notes.server";
import { setLock } from "~/modules/question/bank/bank-access.server";
import { paperPdfPaths } from "~/modules/question/pdf/paper-pdf-paths";
import { practicePaths } from "~/modules/question/practice/practice-paths";
import { questionOrderHref } from "~/modules/question/bank/question-order-paths";
import { setReaction } from "~/modules/reactions/reactions.server";
import { reactionMessages } from "~/modules/reactions/reaction-messages";
import {
  kindsOfFilter,
  recordFilters,
  recordFilterSchema,
  studyRecordKindNames,
  type RecordFilterInput,
} from "~/modules/records/record-kinds";
import { studyDayOfDate } from "~/modules/study-day/study-day";
import { listStudyRecords, type StudyRecord } from "~/modules/records/study-records.server";
import { getStudySummary } from "~/modules/records/study-summary.server";
import { setCollected } from "~/modules/word/word-notebook.server";
import { favouriteKindNames } from "~/modules/favourites/favourite-kinds";
import { centreMessages as m } from "./centre-messages";
import { centrePageSchema, uncollectSchema } from "./centre-schemas";

const CENTRE_ROWS = 20;

const hereOf = (request: Request) => {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
};

/** A page past the end of a list goes to its last page (after an uncollect emptied it, or a stale link). */
function clampPage(request: Request, page: number, total: number): void {
  const last = Math.max(1, Math.ceil(total / CENTRE_ROWS));
  if (page <= last) return;
  const url = new URL(request.url);
  if (last > 1) url.searchParams.set("page", String(last));
  else url.searchParams.delete("page");
  throw redirect(`${url.pathname}${url.search}`);
}

/** The desktop frame (/user/*): login first, for every page inside it. */
export async function loadCentreFrame(request: Request) {
  await requireUser(request);
  return null;
}

// ——— 学习记录 ———

const realDate = (value: string | undefined) => (value && studyDayOfDate(value) !== null ? value : "");
const kindsOfFilterCode = (value: string | undefined) =>
  recordFilters.find((filter) => filter.code === value)?.code ?? "all";

export interface RecordItem extends StudyRecord {
  kindName: string;
}

export async function loadRecordPage(request: Request) {
  const user = await requireUser(request);
  const tree = treeOfRequest(request);
  const params = new URL(request.url).searchParams;
  const raw = {
    kind: params.get("kind") ?? undefined,
    from: params.get("from") ?? undefined,
    to: params.get("to") ?? undefined,
    page: params.get("page") ?? undefined,
  };
  const parsed = recordFilterSchema.safeParse(raw);
  // A bad filter shows its message and the whole timeline (the form keeps what was typed).
  const filter: RecordFilterInput = parsed.success ? parsed.data : { kind: "all", page: 1 };
  const errors = parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0] ?? ""), issue.message]));
  const [summary, list] = await Promise.all([
    getStudySummary(user.id),
    listStudyRecords(user.id, { page: filter.page, rows: CENTRE_ROWS }, tree, {
      kinds: kindsOfFilter(filter.kind),
      from: filter.from,
      to: filter.to,
    }),
  ]);
  clampPage(request, filter.page, list.total);
  return {
    summary,
    // The form shows back what it can hold: a date input takes only a real date.
    filter: { kind: kindsOfFilterCode(raw.kind), from: realDate(raw.from), to: realDate(raw.to) },
    filtered: Boolean(filter.from || filter.to || filter.kind !== "all"),
    errors,
    page: list.page,
    rows: list.rows,
    total: list.total,
    items: list.items.map((item): RecordItem => ({ ...item, kindName: studyRecordKindNames[item.kind] })),
  };
}

// ——— 我的收藏 ———

export async function loadCollectPage(request: Request) {
  const user = await requireUser(request);
  const tree = treeOfRequest(request);
  const params = new URL(request.url).searchParams;
  const tab = favouriteTabOf(params.get("tab"));
  if (!tab) throw redirect(new URL(request.url).pathname);
  const paging = centrePageSchema.safeParse({ page: params.get("page") ?? undefined });
  const page = paging.success ? paging.data.page : 1;
  const list = await listFavourites(user.id, { page, rows: CENTRE_ROWS }, tree, tab.kinds);
  clampPage(request, page, list.total);
  return {
    tab: tab.code,
    tabs: favouriteTabs.map(({ code, name }) => ({ code, name })),
    page: list.page,
    rows: list.rows,
    total: list.total,
    items: list.items.map((item) => ({ ...item, kindName: favouriteKindNames[item.kind] })),
  };
}

/** The service that already sets each kind's collect: the notebook, question favourites, or the reactions. */
async function uncollect(userId: number, kind: FavouriteKind, id: number): Promise<void> {
  if (kind === "word") await setCollected(userId, id, false);
  else if (kind === "question") await setQuestionFavourite(userId, id, false);
  else await setReaction(userId, kind, id, "collect", false);
}

/** 取消收藏 in place: back to the same tab and page (the loader steps back a page when this emptied the last one). */
export async function submitCollectPage(request: Request) {
  const user = await requireUser(request);
  const form = await readPageForm(request);
  const parsed = uncollectSchema.safeParse({ kind: form.get("kind") ?? undefined, id: form.get("id") ?? undefined });
  const back = hereOf(request);
  if (!parsed.success) return redirectWithToast(request, back, { kind: "error", message: m.favouriteInvalid });
  try {
    await uncollect(user.id, parsed.data.kind, parsed.data.id);
  } catch (error) {
    if (isDomainError(error)) return redirectWithToast(request, back, { kind: "error", message: error.message });
    throw error;
  }
  return redirectWithToast(request, back, { kind: "success", message: reactionMessages.uncollected });
}

// ——— 我的下载 ———

interface DownloadItem {
  kind: "paper_download" | "zmt_download" | "training_material_download";
  kindName: string;
  id: number;
  title: string;
  url: string;
  count: number;
  firstAt: string;
  lastAt: string;
  /** 再次下载: a post form to the existing download action (it records the download and checks access again). */
  again: { action: string; intent: "download"; id: number } | null;
  /** A bank for sale the student has no access to any more: why, and where to buy it. */
  locked: { message: string; orderHref: string } | null;
}

export async function loadDownloadPage(request: Request, context: PageContext) {
  const user = await requireUser(request);
  const tree = treeOfRequest(request);
  const paging = centrePageSchema.safeParse({ page: new URL(request.url).searchParams.get("page") ?? undefined });
  const page = paging.success ? paging.data.page : 1;
  const list = await listStudyRecords(user.id, { page, rows: CENTRE_ROWS }, tree, {
    kinds: ["paper_download", "zmt_download", "training_material_download"],
  });
  clampPage(request, page, list.total);
  const access = await loadAccessContext(await viewerFor(request, context));
  const items: DownloadItem[] = [];
  for (const record of list.items) {
    const kind = record.kind as DownloadItem["kind"];
    const lock = kind === "paper_download" ? await setLock(access, record.id) : null;
    items.push({
      kind,
      kindName: studyRecordKindNames[kind],
      id: record.id,
      title: record.title,
      url: record.url,
      count: record.download?.count ?? 0,
      firstAt: record.download?.firstAt ?? record.studiedAt,
      lastAt: record.studiedAt,
      again: lock
        ? null
        : kind === "paper_download"
          ? { action: paperPdfPaths[tree].page(record.id), intent: "download", id: record.id }
          : kind === "training_material_download"
            ? // The batch's 课件 list takes the same form (it checks the membership again).
              { action: record.url, intent: "download", id: record.id }
            : { action: practicePaths[tree].zmtShelf, intent: "download", id: record.id },
      locked: lock ? { message: lock.message, orderHref: questionOrderHref(tree, lock.bankId) } : null,
    });
  }
  return { page: list.page, rows: list.rows, total: list.total, items };
}

// ——— 我的课程 (desktop) ———

/** /user/course (一对一辅导) and /user/course/plubic, /user/course/zyk: the my-courses service, inside the centre. */
export async function loadCentreCoursePage(request: Request, context: PageContext, tabParam: string | undefined) {
  const tab = (tabParam ?? "oneCoach") as MyCourseTab;
  if (tabParam === "oneCoach" || !myCourseTabs.some((entry) => entry.code === tab)) throw redirect("/user/course");
  return loadMyCoursesPage(request, context, tab);
}
