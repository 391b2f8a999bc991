// 考研资讯: the published news newest first (by category, keyword), the hot list by reads, one article with its
// neighbours, reads counted, likes and collects (through the shared reactions, so counters stay exact), the user's
// collected news; and the short lists the home pages and the site search use (latestNews, hotNews, searchNews).
// Every list reads an index of migration 0007 in its order: (published, [category,] published_at, id) or
// (published, view_count, id); favourites read content_reactions_user_idx.
import { sql, type ExpressionBuilder } from "kysely";
import { db } from "~/db/client.server";
import { containsPattern } from "~/db/like-pattern";
import type { Database } from "~/db/schema";
import { DomainError, isDomainError } from "~/lib/domain-error";
import { paragraphsOf } from "~/lib/plain-text";
import { plainTextOf, renderMarkup } from "~/modules/square/post-body.server";
import { fetchPage, pageOffset, type Page } from "~/modules/paging/paged-query";
import type { Paging } from "~/modules/paging/paging-schemas";
import { reactionsOf, setReaction } from "~/modules/reactions/reactions.server";
import { newsCategoryName, type NewsCategory } from "./news-config";
import { newsMessages as m } from "./news-messages";
import type { HotNewsInput, NewsListInput } from "./news-schemas";

/** One article in a list (the news pages, the home pages, the search page, the API). */
export interface NewsListItem {
  id: number;
  title: string;
  category: NewsCategory;
  categoryName: string;
  summary: string;
  source: string;
  /** ISO 8601 (UTC); pages show it in Beijing time. */
  publishedAt: string | null;
  viewCount: number;
  likeCount: number;
  collectCount: number;
}

/** A neighbouring article in publication order. */
interface NewsLink {
  id: number;
  title: string;
}

export interface NewsDetail extends NewsListItem {
  author: string;
  /**
   * The stored text: the square's markup (a Markdown subset; plain paragraphs separated by a blank line are the same
   * text in it), written in the console's 资讯发布 with the square's rich editor (docs/decisions/0049).
   */
  content: string;
  paragraphs: string[];
  /** The text as sanitised HTML (the square's renderer and allow-list): what the pages draw. */
  html: string;
  liked: boolean;
  collected: boolean;
  /** 上一篇: the next newer article (the one above it in the newest-first list); null for the newest. */
  previousId: number | null;
  /** 下一篇: the next older article (the one below it in the list); null for the oldest. */
  nextId: number | null;
  previous: NewsLink | null;
  next: NewsLink | null;
}

const listColumns = [
  "id",
  "title",
  "category",
  "summary",
  "source",
  "published_at",
  "view_count",
  "like_count",
  "collect_count",
] as const;

interface ListRow {
  id: number;
  title: string;
  category: string;
  summary: string;
  source: string;
  published_at: number | null;
  view_count: number;
  like_count: number;
  collect_count: number;
}

function toListItem(row: ListRow): NewsListItem {
  return {
    id: row.id,
    title: row.title,
    // Written only from newsCategories (the operator's form and the seed validate it).
    category: row.category as NewsCategory,
    categoryName: newsCategoryName(row.category),
    summary: row.summary,
    source: row.source,
    publishedAt: row.published_at === null ? null : new Date(Number(row.published_at)).toISOString(),
    viewCount: Number(row.view_count),
    likeCount: Number(row.like_count),
    collectCount: Number(row.collect_count),
  };
}

function published() {
  return db.selectFrom("news").where("published", "=", 1);
}

/**
 * Title or summary contains the keyword, as typed: % and _ are literal (escaped), ASCII letters match either case
 * on both databases (lower() on both sides; SQLite's LIKE would, PostgreSQL's would not).
 */
function matchesKeyword(keyword: string) {
  const pattern = containsPattern(keyword.replace(/[A-Z]/g, (letter) => letter.toLowerCase()));
  return (eb: ExpressionBuilder<Database, "news">) =>
    eb.or([
      eb(sql`lower(title)`, "like", sql`${pattern} escape '\\'`),
      eb(sql`lower(summary)`, "like", sql`${pattern} escape '\\'`),
    ]);
}

const clampRows = (rows: number) => Math.max(1, Math.min(100, Math.trunc(rows) || 1));

/** GET /api/ResNews/page-query: newest first, optionally one category and a keyword. */
export async function listNews(
  input: Pick<NewsListInput, "page" | "rows" | "category" | "keyword">,
): Promise<Page<NewsListItem>> {
  let base = published();
  if (input.category) base = base.where("category", "=", input.category);
  if (input.keyword) base = base.where(matchesKeyword(input.keyword));
  const ordered = base.select(listColumns).orderBy("published_at", "desc").orderBy("id", "desc");
  return fetchPage(input, base, ordered, (rows) => rows.map(toListItem));
}

/** GET /api/ResNews/hot-news, /api/HomePage/hot-news: the most read first. */
export async function listHotNews(input: HotNewsInput): Promise<NewsListItem[]> {
  const rows = await published()
    .select(listColumns)
    .orderBy("view_count", "desc")
    .orderBy("id", "desc")
    .limit(input.rows)
    .offset(pageOffset(input))
    .execute();
  return rows.map(toListItem);
}

/** The newest `limit` articles (the home pages). */
export async function latestNews(limit: number): Promise<NewsListItem[]> {
  return (await listNews({ page: 1, rows: clampRows(limit) })).items;
}

/** The `limit` most read articles (the home pages, the news pages' aside). */
export async function hotNews(limit: number): Promise<NewsListItem[]> {
  return listHotNews({ page: 1, rows: clampRows(limit) });
}

/** The site search: title or summary contains `keyword` (literal, ASCII case-insensitive), newest first. */
export async function searchNews(input: {
  keyword: string;
  page: number;
  rows: number;
}): Promise<{ total: number; items: NewsListItem[] }> {
  const keyword = input.keyword.trim();
  if (!keyword) return { total: 0, items: [] };
  const page = await listNews({ page: Math.max(1, Math.trunc(input.page) || 1), rows: clampRows(input.rows), keyword });
  return { total: page.total, items: page.items };
}

/**
 * GET /api/ResNews/{id} and the article pages: the article, the user's like and collect, its neighbours in
 * publication order (newest first, ties by id). `countView` adds this read to view_count first (pages and the API
 * detail count a read once per request; the count shown includes it). 404 for an unknown or unpublished id.
 */
export async function getNewsDetail(
  userId: number | null,
  id: number,
  options: { countView?: boolean } = {},
): Promise<NewsDetail> {
  if (options.countView) {
    await db
      .updateTable("news")
      .set({ view_count: sql`view_count + 1` })
      .where("id", "=", id)
      .where("published", "=", 1)
      .execute();
  }
  const row = await published()
    .select([...listColumns, "author", "content"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) throw new DomainError(404, m.notFound);
  const at = row.published_at;
  const neighbours =
    at === null
      ? Promise.resolve([undefined, undefined] as const)
      : Promise.all([
          published()
            .select(["id", "title"])
            .where((eb) =>
              eb.or([eb("published_at", ">", at), eb.and([eb("published_at", "=", at), eb("id", ">", id)])]),
            )
            .orderBy("published_at", "asc")
            .orderBy("id", "asc")
            .limit(1)
            .executeTakeFirst(),
          published()
            .select(["id", "title"])
            .where((eb) =>
              eb.or([eb("published_at", "<", at), eb.and([eb("published_at", "=", at), eb("id", "<", id)])]),
            )
            .orderBy("published_at", "desc")
            .orderBy("id", "desc")
            .limit(1)
            .executeTakeFirst(),
        ]);
  const [reactions, [newer, older]] = await Promise.all([reactionsOf(userId, "news", [id]), neighbours]);
  const html = renderMarkup(row.content);
  return {
    ...toListItem(row),
    author: row.author,
    content: row.content,
    paragraphs: paragraphsOf(plainTextOf(html)),
    html,
    liked: reactions.liked.has(id),
    collected: reactions.collected.has(id),
    previousId: newer?.id ?? null,
    nextId: older?.id ?? null,
    previous: newer ? { id: newer.id, title: newer.title } : null,
    next: older ? { id: older.id, title: older.title } : null,
  };
}

/** The shared reaction with this domain's 404 wording (资讯不存在或已下架). */
async function react(userId: number, id: number, kind: "like" | "collect", on: boolean) {
  try {
    return await setReaction(userId, "news", id, kind, on);
  } catch (error) {
    if (isDomainError(error) && error.status === 404) throw new DomainError(404, m.notFound);
    throw error;
  }
}

/** POST /api/ResNews/i-like, cancel-like (idempotent). */
export async function setNewsLike(userId: number, id: number, liked: boolean) {
  const state = await react(userId, id, "like", liked);
  return { id, liked: state.active, likeCount: state.count ?? 0 };
}

/** POST /api/ResNews/i-collect, cancel-collect (idempotent). */
export async function setNewsCollect(userId: number, id: number, collected: boolean) {
  const state = await react(userId, id, "collect", collected);
  return { id, collected: state.active, collectCount: state.count ?? 0 };
}

export type CollectedNews = NewsListItem & { collectedAt: string };

/** GET /api/ResNews/favorite-page-query: the user's collected news, most recently collected first. */
export async function listCollectedNews(userId: number, paging: Paging): Promise<Page<CollectedNews>> {
  const base = db
    .selectFrom("content_reactions as r")
    .innerJoin("news", "news.id", "r.target_id")
    .where("r.user_id", "=", userId)
    .where("r.kind", "=", "collect")
    .where("r.target_type", "=", "news")
    .where("news.published", "=", 1);
  const ordered = base
    .select([
      "news.id",
      "news.title",
      "news.category",
      "news.summary",
      "news.source",
      "news.published_at",
      "news.view_count",
      "news.like_count",
      "news.collect_count",
      "r.created_at as collected_at",
    ])
    .orderBy("r.created_at", "desc")
    .orderBy("r.target_id", "desc");
  return fetchPage(paging, base, ordered, (rows) =>
    rows.map((row) => ({ ...toListItem(row), collectedAt: new Date(Number(row.collected_at)).toISOString() })),
  );
}
