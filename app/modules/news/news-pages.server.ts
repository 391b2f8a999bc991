import { isDomainError } from "~/lib/domain-error";
import { peekFlash, redirectWithToast } from "~/lib/flash.server";
import type { PageContext } from "~/lib/load-context";
import { readPageForm } from "~/lib/page-form.server";
import { pageNotFound, throwIfNotFound } from "~/lib/page-not-found.server";
import { shanghaiDate } from "~/lib/shanghai-time";
import { treeOfRequest } from "~/lib/site-tree";
import { requireCampusOrUser } from "~/modules/auth/campus-gate.server";
import { getOptionalUser, loginPromptUrlFor } from "~/modules/auth/require-user.server";
import { contentPaths } from "~/modules/content/content-paths";
import { pagingMessages, pagingSchema } from "~/modules/paging/paging-schemas";
import { reactionMessages } from "~/modules/reactions/reaction-messages";
import { HOT_NEWS_ROWS, NEWS_PAGE_ROWS, newsCategories } from "./news-config";
import { newsMessages as m } from "./news-messages";
import { newsCategoryField, newsIdSchema, newsReactionFormSchema, type NewsReactionIntent } from "./news-schemas";
import {
  getNewsDetail,
  hotNews,
  listNews,
  type NewsDetail,
  setNewsCollect,
  setNewsLike,
  type NewsListItem,
} from "./news.server";

/** What a list entry shows (components/shared/news/news-list-view.tsx). */
export interface NewsListEntry {
  id: number;
  title: string;
  categoryName: string;
  summary: string;
  source: string;
  /** ISO instant for <time datetime>, and the Beijing date shown. */
  publishedAt: string | null;
  publishedDay: string | null;
  viewCount: number;
}

/** What the 热门资讯 aside shows. */
export interface NewsHotEntry {
  id: number;
  title: string;
  viewCount: number;
}

function entry(item: NewsListItem): NewsListEntry {
  return {
    id: item.id,
    title: item.title,
    categoryName: item.categoryName,
    summary: item.summary,
    source: item.source,
    publishedAt: item.publishedAt,
    publishedDay: item.publishedAt ? shanghaiDate(item.publishedAt) : null,
    viewCount: item.viewCount,
  };
}

/** The aside's entries: titles and reads only (the HTML budget counts loader data). */
const hotEntry = (item: NewsListItem): NewsHotEntry => ({ id: item.id, title: item.title, viewCount: item.viewCount });

function here(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

// ——— /policy, /mobile/timeInfo ———

/**
 * `?category=&page=`: the chips, a page of 20 newest first, the hot aside (not on a phone). A bad category or page is named (in
 * Chinese) and left out, and the list shows without it; a page past the end shows the first page with a note.
 */
export async function loadNewsListPage(request: Request, context: PageContext, options: { hot?: boolean } = {}) {
  await requireCampusOrUser(request, context.clientIp);
  const params = new URL(request.url).searchParams;
  const errors: string[] = [];
  const category = newsCategoryField.safeParse(params.get("category") ?? undefined);
  if (!category.success) errors.push(category.error.issues[0]?.message ?? m.categoryInvalid);
  const requestedPage = pagingSchema.shape.page.safeParse(params.get("page") ?? undefined);
  if (!requestedPage.success) errors.push(requestedPage.error.issues[0]?.message ?? pagingMessages.pageInvalid);
  const filters = {
    category: category.success ? category.data : undefined,
    page: requestedPage.success ? requestedPage.data : 1,
  };

  const [first, hot] = await Promise.all([
    listNews({ ...filters, rows: NEWS_PAGE_ROWS }),
    options.hot === false ? [] : hotNews(HOT_NEWS_ROWS),
  ]);
  let page = first;
  const pages = Math.max(1, Math.ceil(page.total / NEWS_PAGE_ROWS));
  if (filters.page > pages) {
    errors.push(m.pageBeyond(filters.page));
    filters.page = 1;
    page = await listNews({ ...filters, rows: NEWS_PAGE_ROWS });
  }
  return {
    categories: newsCategories.map((item) => ({ code: item.code, name: item.name })),
    category: filters.category ?? null,
    errors,
    page: filters.page,
    pages,
    rows: NEWS_PAGE_ROWS,
    total: page.total,
    items: page.items.map(entry),
    hot: hot.map(hotEntry),
  };
}

/** What the article view draws, from an article as read (the student's page; the console's preview of a draft). */
export function articleViewOf(article: Omit<NewsDetail, "content" | "previousId" | "nextId">) {
  return {
    id: article.id,
    title: article.title,
    category: article.category,
    categoryName: article.categoryName,
    summary: article.summary,
    source: article.source,
    author: article.author,
    publishedAt: article.publishedAt,
    publishedDay: article.publishedAt ? shanghaiDate(article.publishedAt) : null,
    viewCount: article.viewCount,
    likeCount: article.likeCount,
    collectCount: article.collectCount,
    liked: article.liked,
    collected: article.collected,
    paragraphs: article.paragraphs,
    html: article.html,
    previous: article.previous,
    next: article.next,
  };
}

// ——— /policy/{id}, /mobile/timeInfo/detail?id= ———

/** The article (this read counted), the viewer's like and collect, 上一篇 / 下一篇 and the hot aside; 404 otherwise. */
export async function loadNewsArticlePage(
  request: Request,
  context: PageContext,
  rawId: string | null | undefined,
  options: { hot?: boolean } = {},
) {
  const access = await requireCampusOrUser(request, context.clientIp);
  const parsed = newsIdSchema.safeParse({ id: rawId ?? undefined });
  if (!parsed.success) throw pageNotFound(m.notFound);
  const id = parsed.data.id;
  const userId = access.user?.id ?? null;
  // Coming back from 点赞/收藏 (their toast) or to the login prompt is not another read.
  const returning = Boolean((await peekFlash(request)).toast) || new URL(request.url).searchParams.has("login");
  let article: Awaited<ReturnType<typeof getNewsDetail>>;
  try {
    article = await getNewsDetail(userId, id, { countView: !returning });
  } catch (error) {
    throwIfNotFound(error);
    throw error;
  }
  const hot = options.hot === false ? [] : await hotNews(HOT_NEWS_ROWS + 1);
  return {
    article: articleViewOf(article),
    loggedIn: userId !== null,
    hot: hot
      .filter((item) => item.id !== id)
      .slice(0, HOT_NEWS_ROWS)
      .map(hotEntry),
  };
}

const reactionToasts: Record<NewsReactionIntent, string> = {
  like: reactionMessages.liked,
  unlike: reactionMessages.unliked,
  collect: reactionMessages.collected,
  uncollect: reactionMessages.uncollected,
};

/**
 * 点赞 / 取消点赞 / 收藏 / 取消收藏 (`intent`; the article's `id` from the form or the URL): back to the article with
 * the toast. A guest is asked to log in (desktop: the login dialog over this article; mobile: the login page) and
 * comes back here.
 */
export async function submitNewsArticlePage(request: Request, rawId: string | null | undefined) {
  const user = await getOptionalUser(request);
  if (!user) return redirectWithToast(request, loginPromptUrlFor(request), { kind: "info", message: m.loginToReact });
  const form = await readPageForm(request);
  const parsed = newsReactionFormSchema.safeParse({ id: form.get("id") ?? rawId, intent: form.get("intent") });
  const paths = contentPaths[treeOfRequest(request)];
  if (!parsed.success) {
    return redirectWithToast(request, rawId ? here(request) : paths.newsList, {
      kind: "error",
      message: parsed.error.issues[0]?.message ?? m.reactionIntentInvalid,
    });
  }
  const { id, intent } = parsed.data;
  try {
    if (intent === "like" || intent === "unlike") await setNewsLike(user.id, id, intent === "like");
    else await setNewsCollect(user.id, id, intent === "collect");
  } catch (error) {
    if (isDomainError(error))
      return redirectWithToast(request, paths.newsList, { kind: "error", message: error.message });
    throw error;
  }
  return redirectWithToast(request, paths.newsItem(id), { kind: "success", message: reactionToasts[intent] });
}
