// 资讯发布 (issue 26): the operator writes 考研资讯 as drafts, previews them as a student would see them, publishes and
// unpublishes them; one set of rules for the console page and /api/console/news. Every change writes its audit row in
// its own transaction. A save names the version it was opened at (the article's updated_at): a save over someone
// else's newer text is refused (409) with nothing lost, so two operators never overwrite each other unseen. Unpublishing
// only hides the article (the student pages answer 404): its likes, favourites and reads stay, and publishing it again
// keeps its first publication time, so it returns to its place in the list.
import type { Selectable } from "kysely";
import { db } from "~/db/client.server";
import type { Database } from "~/db/schema";
import { DomainError } from "~/lib/domain-error";
import { newsCategoryName, type NewsCategory } from "~/modules/news/news-config";
import { fetchPage, type Page } from "~/modules/paging/paged-query";
import { recordConsoleChange } from "./console-audit.server";
import { newsEditorMessages as m, type NewsState } from "./news-editor-messages";
import type { NewsArticleInput, NewsEditorListInput } from "./news-editor-schemas";
import type { ConsoleUser } from "./require-console-user.server";
import { requireOperator } from "./school-scope.server";

export interface EditorNewsItem {
  id: number;
  title: string;
  category: NewsCategory;
  categoryName: string;
  state: NewsState;
  /** Epoch ms of the first publication; null for an article never published. */
  publishedAt: number | null;
  /** Epoch ms of the last change of its text: the version a save names. */
  updatedAt: number;
  viewCount: number;
}

export interface EditorNewsArticle extends EditorNewsItem, NewsArticleInput {
  likeCount: number;
  collectCount: number;
  createdAt: number;
}

const articleColumns = [
  "id",
  "title",
  "category",
  "summary",
  "content",
  "source",
  "author",
  "published",
  "published_at",
  "view_count",
  "like_count",
  "collect_count",
  "created_at",
  "updated_at",
] as const;

type ArticleRow = Pick<Selectable<Database["news"]>, (typeof articleColumns)[number]>;

function toItem(
  row: Omit<ArticleRow, "summary" | "content" | "source" | "author" | "like_count" | "collect_count" | "created_at">,
): EditorNewsItem {
  return {
    id: row.id,
    title: row.title,
    // Written only from newsCategories (this editor's schema and the seed check it).
    category: row.category as NewsCategory,
    categoryName: newsCategoryName(row.category),
    state: Number(row.published) === 1 ? "published" : "draft",
    publishedAt: row.published_at === null ? null : Number(row.published_at),
    updatedAt: Number(row.updated_at),
    viewCount: Number(row.view_count),
  };
}

function toArticle(row: ArticleRow): EditorNewsArticle {
  return {
    ...toItem(row),
    summary: row.summary,
    content: row.content,
    source: row.source,
    author: row.author,
    likeCount: Number(row.like_count),
    collectCount: Number(row.collect_count),
    createdAt: Number(row.created_at),
  };
}

const notFound = () => new DomainError(404, m.notFound);

/** Every article, drafts included, the latest change first. */
export async function listEditorNews(caller: ConsoleUser, input: NewsEditorListInput): Promise<Page<EditorNewsItem>> {
  requireOperator(caller.access);
  let base = db.selectFrom("news");
  if (input.state) base = base.where("published", "=", input.state === "published" ? 1 : 0);
  const ordered = base
    .select(["id", "title", "category", "published", "published_at", "updated_at", "view_count"])
    .orderBy("updated_at", "desc")
    .orderBy("id", "desc");
  return fetchPage(input, base, ordered, (rows) => rows.map(toItem));
}

/** One article as stored, whatever its state (another: 404). */
export async function getEditorNews(caller: ConsoleUser, id: number): Promise<EditorNewsArticle> {
  requireOperator(caller.access);
  const row = await db.selectFrom("news").select(articleColumns).where("id", "=", id).executeTakeFirst();
  if (!row) throw notFound();
  return toArticle(row);
}

/** A new article, a draft until it is published. */
export async function createNews(
  caller: ConsoleUser,
  input: NewsArticleInput,
  now: number = Date.now(),
): Promise<EditorNewsArticle> {
  requireOperator(caller.access);
  const id = await db.transaction().execute(async (trx) => {
    const created = await trx
      .insertInto("news")
      .values({
        code: null,
        ...input,
        cover_key: null,
        published: 0,
        published_at: null,
        view_count: 0,
        like_count: 0,
        collect_count: 0,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await recordConsoleChange(
      trx,
      caller.actor,
      { schoolId: null, action: "news.create", targetType: "news", targetId: created.id, before: null, after: input },
      now,
    );
    return created.id;
  });
  return getEditorNews(caller, id);
}

const editableFields = ["title", "category", "summary", "content", "source", "author"] as const;

/**
 * Saves an article's new text over the version it was opened at. Unchanged text writes nothing (no audit row either);
 * a version older than the stored one is refused (409, the typed text kept by the caller). A published article
 * changes for students at once.
 */
export async function updateNews(
  caller: ConsoleUser,
  id: number,
  version: number,
  input: NewsArticleInput,
  now: number = Date.now(),
): Promise<{ article: EditorNewsArticle; changed: boolean }> {
  requireOperator(caller.access);
  const changed = await db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom("news").select(articleColumns).where("id", "=", id).executeTakeFirst();
    if (!before) throw notFound();
    if (Number(before.updated_at) !== version) throw new DomainError(409, m.changedMeanwhile);
    const fields = editableFields.filter((field) => before[field] !== input[field]);
    if (fields.length === 0) return false;
    // A new version even when two saves fall in one millisecond.
    const updatedAt = Math.max(now, version + 1);
    const updated = await trx
      .updateTable("news")
      .set({ ...input, updated_at: updatedAt })
      .where("id", "=", id)
      .where("updated_at", "=", version)
      .executeTakeFirst();
    // Another save committed between the read and this write (PostgreSQL re-checks the version under the row's lock).
    if (Number(updated.numUpdatedRows) !== 1) throw new DomainError(409, m.changedMeanwhile);
    await recordConsoleChange(
      trx,
      caller.actor,
      {
        schoolId: null,
        action: "news.update",
        targetType: "news",
        targetId: id,
        before: Object.fromEntries(fields.map((field) => [field, before[field]])),
        after: Object.fromEntries(fields.map((field) => [field, input[field]])),
      },
      updatedAt,
    );
    return true;
  });
  return { article: await getEditorNews(caller, id), changed };
}

/**
 * Publishes (true) or unpublishes (false) an article. Its text's version is untouched, so an editor open meanwhile
 * can still save. Already in that state: 409 with the reason, nothing written.
 */
export async function setNewsPublished(
  caller: ConsoleUser,
  id: number,
  publish: boolean,
  now: number = Date.now(),
): Promise<EditorNewsArticle> {
  requireOperator(caller.access);
  await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom("news")
      .select(["id", "title", "published", "published_at"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!before) throw notFound();
    const alreadyInState = new DomainError(409, publish ? m.publishedAlready : m.unpublishedAlready);
    if ((Number(before.published) === 1) === publish) throw alreadyInState;
    const publishedAt = before.published_at === null ? now : Number(before.published_at);
    const updated = await trx
      .updateTable("news")
      .set({ published: publish ? 1 : 0, published_at: publish ? publishedAt : before.published_at })
      .where("id", "=", id)
      .where("published", "=", publish ? 0 : 1)
      .executeTakeFirst();
    // The same change committed by someone else between the read and this write.
    if (Number(updated.numUpdatedRows) !== 1) throw alreadyInState;
    await recordConsoleChange(
      trx,
      caller.actor,
      {
        schoolId: null,
        action: publish ? "news.publish" : "news.unpublish",
        targetType: "news",
        targetId: id,
        before: { title: before.title, published: !publish },
        after: { title: before.title, published: publish, publishedAt: publish ? publishedAt : null },
      },
      now,
    );
  });
  return getEditorNews(caller, id);
}
