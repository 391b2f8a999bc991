// Loaders and actions of the vocabulary pages other than study and review, shared by the desktop (/word/...) and
// mobile (/mobile/word/...) twins: the book list, the chosen book's home (plan, summary, heatmap, settings, restart),
// the notebook and a word's page. Thin: authenticate, parse with the module's schemas, call the services, and answer
// with data or a redirect carrying a flash toast (post/redirect/get), so every form works without JavaScript.
import { data, redirect } from "@remix-run/node";
import { isDomainError } from "~/lib/domain-error";
import { redirectWithToast } from "~/lib/flash.server";
import { readPageForm } from "~/lib/page-form.server";
import { pageNotFound, throwIfNotFound } from "~/lib/page-not-found.server";
import { fieldErrorsOf } from "~/lib/validation/zod-messages";
import { requireUser } from "~/modules/auth/require-user.server";
import { chooseBook, getChosenBookId, getStudyPlan, listBooks } from "./word-books.server";
import { getWordDetail } from "./word-detail.server";
import { wordMessages as m } from "./word-messages";
import { listCollected, nextCollectedWordId, setCollected } from "./word-notebook.server";
import { notebookPageHref, wordPaths, wordTreeOf, type WordPaths } from "./word-paths";
import {
  bookIdSchema,
  collectSchema,
  PAGE_ROWS_DEFAULT,
  pagingSchema,
  wordDetailSchema,
  wordSettingsFields,
  wordSettingsSchema,
} from "./word-schemas";
import { getWordSettings, updateWordSettings } from "./word-settings.server";
import { restartBook } from "./word-study.server";
import { getWordSummary } from "./word-summary.server";

/** Words per notebook page. */
const NOTEBOOK_ROWS = PAGE_ROWS_DEFAULT;

/** What a settings form that did not go through brings back: the messages and what was typed. */
export interface SettingsFormResult {
  intent: "settings";
  errors: Record<string, string>;
  values: Record<string, string>;
}

function pathsOf(request: Request): WordPaths {
  return wordPaths[wordTreeOf(new URL(request.url).pathname)];
}

function here(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

/** The 404 page, with the reason for whoever reads the response. */

// ——— /word, /mobile/word/bookList ———

export async function loadBookListPage(request: Request) {
  const user = await requireUser(request);
  return listBooks(user.id);
}

/** 选择: chooses the book and goes to its home with 已选择词书《…》; a bad or unknown book comes back with a message. */
export async function submitBookListPage(request: Request) {
  const user = await requireUser(request);
  const form = await readPageForm(request);
  const paths = pathsOf(request);
  const parsed = bookIdSchema.safeParse({ bookId: form.get("bookId") });
  if (!parsed.success) return redirectWithToast(request, here(request), { kind: "error", message: m.bookIdInvalid });
  try {
    const book = await chooseBook(user.id, parsed.data.bookId);
    return redirectWithToast(request, paths.wordBook, { kind: "success", message: m.bookChosen(book.name) });
  } catch (error) {
    if (isDomainError(error))
      return redirectWithToast(request, here(request), { kind: "error", message: error.message });
    throw error;
  }
}

// ——— /word/wordBook, /mobile/word/wordBook ———

/** The chosen book's plan, summary (with the 90 heatmap days) and settings; without a chosen book, the book list. */
export async function loadWordBookPage(request: Request) {
  const user = await requireUser(request);
  const paths = pathsOf(request);
  const bookId = await getChosenBookId(user.id);
  if (bookId === null) {
    throw await redirectWithToast(request, paths.books, { kind: "info", message: m.noBookChosen });
  }
  const [plan, summary, settings] = await Promise.all([
    getStudyPlan(user.id, bookId),
    getWordSummary(user.id, bookId),
    getWordSettings(user.id),
  ]);
  return {
    plan,
    summary: {
      learned: summary.learned,
      mastered: summary.mastered,
      dueToday: summary.dueToday,
      today: summary.today,
      streak: summary.streak,
    },
    heatmap: summary.heatmap,
    settings: {
      dailyNewWords: settings.dailyNewWords,
      examDate: settings.examDate,
      examDateIsDefault: settings.examDateIsDefault,
      savedExamDate: settings.savedExamDate,
      defaultExamDate: settings.defaultExamDate,
      daysToExam: settings.daysToExam,
    },
    showRestart: new URL(request.url).searchParams.get("restart") === "1",
  };
}

/**
 * `intent` = settings (每日新词数, 考试日期: saved with 设置已保存, or the page again with the messages and the typed
 * values) or restart (the confirmation dialog's button: the book's cards are cleared, 《…》的学习进度已重置).
 */
export async function submitWordBookPage(request: Request) {
  const user = await requireUser(request);
  const form = await readPageForm(request);
  const paths = pathsOf(request);

  if (form.get("intent") === "restart") {
    const parsed = bookIdSchema.safeParse({ bookId: form.get("bookId") });
    if (!parsed.success) return redirectWithToast(request, paths.wordBook, { kind: "error", message: m.bookIdInvalid });
    try {
      const { book } = await restartBook(user.id, parsed.data.bookId);
      return redirectWithToast(request, paths.wordBook, { kind: "success", message: m.restarted(book.name) });
    } catch (error) {
      if (isDomainError(error))
        return redirectWithToast(request, paths.wordBook, { kind: "error", message: error.message });
      throw error;
    }
  }

  // A form field is at most a few characters; keep no more than that to show back.
  const values = Object.fromEntries(
    wordSettingsFields.map((name) => [name, String(form.get(name) ?? "").slice(0, 20)]),
  );
  const fail = (status: number, errors: Record<string, string>) =>
    data<SettingsFormResult>({ intent: "settings", errors, values }, { status });
  const parsed = wordSettingsSchema.safeParse(values);
  if (!parsed.success) return fail(400, fieldErrorsOf(parsed.error));
  try {
    await updateWordSettings(user.id, parsed.data);
  } catch (error) {
    if (isDomainError(error)) return fail(error.status, error.fieldErrors ?? { "": error.message });
    throw error;
  }
  return redirectWithToast(request, paths.wordBook, { kind: "success", message: m.settingsSaved });
}

// ——— /word/collect, /mobile/word/collect ———

/** A page of the notebook (`?page=n`); a page past the end goes to the last one. */
export async function loadNotebookPage(request: Request) {
  const user = await requireUser(request);
  const paths = pathsOf(request);
  const url = new URL(request.url);
  const parsed = pagingSchema.safeParse({ page: url.searchParams.get("page") ?? undefined });
  if (!parsed.success) throw redirect(paths.collect);
  const page = await listCollected(user.id, { page: parsed.data.page, rows: NOTEBOOK_ROWS });
  const pages = Math.max(1, Math.ceil(page.total / NOTEBOOK_ROWS));
  if (page.page > pages) throw redirect(pages > 1 ? `${paths.collect}?page=${pages}` : paths.collect);
  return { ...page, pages };
}

/** 移出生词本 from the list: back to the same page (or the one before, when this emptied the last page). */
export async function submitNotebookPage(request: Request) {
  const user = await requireUser(request);
  const form = await readPageForm(request);
  const paths = pathsOf(request);
  const parsed = collectSchema.safeParse({ wordId: form.get("wordId"), collected: "false" });
  if (!parsed.success) return redirectWithToast(request, here(request), { kind: "error", message: m.wordIdInvalid });
  try {
    await setCollected(user.id, parsed.data.wordId, false);
  } catch (error) {
    if (isDomainError(error))
      return redirectWithToast(request, here(request), { kind: "error", message: error.message });
    throw error;
  }
  const requested = Number(new URL(request.url).searchParams.get("page") ?? "1");
  const { total } = await listCollected(user.id, { page: 1, rows: 1 });
  const last = Math.max(1, Math.ceil(total / NOTEBOOK_ROWS));
  const page = Number.isInteger(requested) && requested > 1 ? Math.min(requested, last) : 1;
  return redirectWithToast(request, notebookPageHref(paths, page), { kind: "success", message: m.uncollected });
}

// ——— /word/wordDetail, /mobile/word/wordDetail ———

/** `?wordId=` (and `bookId`, `from=collect`): the entry, the user's card and notebook flag; 404 for a bad or unknown word. */
export async function loadWordDetailPage(request: Request) {
  const user = await requireUser(request);
  const url = new URL(request.url);
  const parsed = wordDetailSchema.safeParse({
    wordId: url.searchParams.get("wordId") ?? undefined,
    bookId: url.searchParams.get("bookId") ?? undefined,
  });
  if (!parsed.success) throw pageNotFound(m.wordNotFound);
  let detail: Awaited<ReturnType<typeof getWordDetail>>;
  try {
    detail = await getWordDetail(user.id, parsed.data.wordId, parsed.data.bookId);
  } catch (error) {
    throwIfNotFound(error);
    throw error;
  }
  const fromCollect = url.searchParams.get("from") === "collect";
  return {
    word: detail,
    fromCollect,
    nextWordId: fromCollect ? await nextCollectedWordId(user.id, detail.id) : null,
  };
}

/** 加入生词本 / 移出生词本: back to the same page with 已加入生词本 or 已移出生词本. */
export async function submitWordDetailPage(request: Request) {
  const user = await requireUser(request);
  const form = await readPageForm(request);
  const parsed = collectSchema.safeParse({ wordId: form.get("wordId"), collected: form.get("collected") ?? undefined });
  if (!parsed.success) return redirectWithToast(request, here(request), { kind: "error", message: m.wordIdInvalid });
  try {
    const result = await setCollected(user.id, parsed.data.wordId, parsed.data.collected);
    return redirectWithToast(request, here(request), {
      kind: "success",
      message: result.collected ? m.collected : m.uncollected,
    });
  } catch (error) {
    if (isDomainError(error))
      return redirectWithToast(request, here(request), { kind: "error", message: error.message });
    throw error;
  }
}
