// Students' experience posts (docs/decisions/0030-square-posts.md): drafts with numbered revisions, two tabs that never
// overwrite each other, submission for review with the sensitive-word flags, editing a published post while the old
// version stays public, 我的文章 by state, and deleting one's own. A post is a row of `experiences`; the read side sees
// it only while `published` = 1. Ownership is in every WHERE: another user's post is "not found" (404).
//
// Revisions: every draft save and every submission adds one, numbered 1, 2, … per post (unique), and a save carries the
// number it was based on (the newest the writer had). When the post moved on since (another tab saved or submitted),
// the save becomes a new draft post of its own instead of overwriting — the unique number also settles two saves at
// the very same moment.
import type { Transaction } from "kysely";
import { db } from "~/db/client.server";
import { jsonList } from "~/db/json-column";
import type { Database } from "~/db/schema";
import { DomainError } from "~/lib/domain-error";
import { experienceCategoryName, type ExperienceCategory } from "~/modules/experience/experience-config";
import { requireGroupMember } from "~/modules/groups/study-groups.server";
import { checkSensitiveText } from "~/modules/moderation/sensitive-words.server";
import { contentStateNames, type ContentState } from "~/modules/moderation/moderation-states";
import { fetchPage, type Page } from "~/modules/paging/paged-query";
import type { Paging } from "~/modules/paging/paging-schemas";
import { createLimiter, type Limiter } from "~/modules/rate-limit/rate-limit.server";
import { bodyHtmlOf, plainTextOf } from "./post-body.server";
import { DRAFT_LIMITS, PUBLISH_LIMITS } from "./post-limits";
import { postMessages as m } from "./post-messages";
import type { ArticleState, PostContent } from "./post-schemas";

export interface Author {
  id: number;
  schoolId: number | null;
}

/** Where a save or submission starts from: a post of the author and the revision the writer had, or nothing (new). */
export interface PostBase {
  id?: number;
  baseRevision?: number;
  /** A new post made in this study group (docs/decisions/0034): its author must be a member of the published group. */
  groupId?: number;
}

export interface SaveOutcome {
  id: number;
  revision: number;
  /** The post had moved on since baseRevision: the content became a new draft (this id), the other is untouched. */
  savedAsNew: boolean;
  /** Nothing changed since the head draft: no revision was added. */
  unchanged: boolean;
}

export interface SubmitOutcome extends SaveOutcome {
  /** false when savedAsNew: the conflicting content was kept as a draft, not submitted. */
  submitted: boolean;
  /** The post's state after the submission (a published post stays published while its edit waits). */
  state: ContentState;
  flaggedWords: string[];
  /** The author has no school, so no school's moderator will see it. */
  noModerator: boolean;
}

const isString = (value: unknown): value is string => typeof value === "string";

// ——— Rate limits (per user and per client IP; docs/decisions/0030) ———

let limiters: { draftUser: Limiter; draftIp: Limiter; publishUser: Limiter; publishIp: Limiter } | undefined;
function postLimiters() {
  limiters ??= {
    draftUser: createLimiter({
      name: "square-draft-user",
      points: DRAFT_LIMITS.perUser,
      durationSeconds: DRAFT_LIMITS.windowSeconds,
    }),
    draftIp: createLimiter({
      name: "square-draft-ip",
      points: DRAFT_LIMITS.perIp,
      durationSeconds: DRAFT_LIMITS.windowSeconds,
    }),
    publishUser: createLimiter({
      name: "square-publish-user",
      points: PUBLISH_LIMITS.perUser,
      durationSeconds: PUBLISH_LIMITS.windowSeconds,
    }),
    publishIp: createLimiter({
      name: "square-publish-ip",
      points: PUBLISH_LIMITS.perIp,
      durationSeconds: PUBLISH_LIMITS.windowSeconds,
    }),
  };
  return limiters;
}

async function limit(kind: "draft" | "publish", userId: number, ip: string): Promise<void> {
  const all = postLimiters();
  const [byUser, byIp] = kind === "draft" ? [all.draftUser, all.draftIp] : [all.publishUser, all.publishIp];
  const [user, address] = await Promise.all([byUser.consume(String(userId)), byIp.consume(ip || "unknown")]);
  if (!user.allowed) throw new DomainError(429, kind === "draft" ? m.rateLimitedDrafts : m.rateLimitedPublish);
  if (!address.allowed) throw new DomainError(429, m.rateLimitedIp);
}

// ——— Revisions ———

interface RevisionValues {
  title: string;
  category: string;
  tags: string;
  video_link: string | null;
  source_format: string;
  source: string;
  body_html: string;
}

function revisionValues(content: PostContent): RevisionValues {
  return {
    title: content.title,
    category: content.category ?? "",
    tags: JSON.stringify(content.tags),
    video_link: content.videoLink,
    source_format: content.format,
    source: content.body,
    body_html: bodyHtmlOf(content.format, content.body),
  };
}

const sameRevision = (a: RevisionValues, b: RevisionValues) =>
  a.title === b.title &&
  a.category === b.category &&
  a.tags === b.tags &&
  a.video_link === b.video_link &&
  a.source_format === b.source_format &&
  a.source === b.source;

type Trx = Transaction<Database>;

async function latestNumber(trx: Trx, postId: number): Promise<number> {
  const row = await trx
    .selectFrom("experience_revisions")
    .select((eb) => eb.fn.max<number>("number").as("latest"))
    .where("experience_id", "=", postId)
    .executeTakeFirst();
  return Number(row?.latest ?? 0);
}

async function addRevision(
  trx: Trx,
  postId: number,
  number: number,
  kind: "draft" | "submitted",
  values: RevisionValues,
  flagged: string[],
  now: number,
) {
  return trx
    .insertInto("experience_revisions")
    .values({
      experience_id: postId,
      number,
      kind,
      status: kind === "draft" ? "saved" : "pending",
      ...values,
      flagged_words: JSON.stringify(flagged),
      created_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
}

/** The list columns of a post not yet public follow its newest text (我的文章 and the drafts show them). */
const listColumns = (values: RevisionValues) => ({
  title: values.title,
  category: values.category,
  tags: values.tags,
  video_link: values.video_link,
});

/** A new post of the author with its first revision (a draft, or a submission). */
async function createPost(
  author: Author,
  values: RevisionValues,
  kind: "draft" | "submitted",
  flagged: string[],
  now: number,
  groupId: number | null = null,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const post = await trx
      .insertInto("experiences")
      .values({
        code: null,
        senior_id: null,
        author_user_id: author.id,
        ...listColumns(values),
        summary: "",
        content: "",
        content_format: "html",
        video_key: null,
        video_duration: null,
        poster_key: null,
        published: 0,
        published_at: null,
        view_count: 0,
        like_count: 0,
        collect_count: 0,
        state: kind === "draft" ? "draft" : "pending",
        school_id: author.schoolId,
        group_id: groupId,
        submitted_at: kind === "draft" ? null : now,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const revision = await addRevision(trx, post.id, 1, kind, values, flagged, now);
    await trx
      .updateTable("experiences")
      .set(kind === "draft" ? { head_revision_id: revision.id } : { pending_revision_id: revision.id })
      .where("id", "=", post.id)
      .execute();
    return post.id;
  });
}

/** The author's post (any state) or 404: ownership in the WHERE. */
async function ownPost(executor: Trx | typeof db, authorId: number, id: number) {
  const post = await executor
    .selectFrom("experiences")
    .select(["id", "state", "published", "head_revision_id", "pending_revision_id", "title"])
    .where("id", "=", id)
    .where("author_user_id", "=", authorId)
    .executeTakeFirst();
  if (!post) throw new DomainError(404, m.notFound);
  return post;
}

class Conflict extends Error {}

/** Saves a draft: a new post, or a new revision of one's post when nothing moved since `base`; else a new draft post. */
export async function saveDraft(
  author: Author,
  base: PostBase,
  content: PostContent,
  ip: string,
  now: number = Date.now(),
): Promise<SaveOutcome> {
  await limit("draft", author.id, ip);
  const values = revisionValues(content);
  const groupId =
    base.id === undefined && base.groupId !== undefined ? (await requireGroupMember(author.id, base.groupId)).id : null;
  if (base.id === undefined)
    return {
      id: await createPost(author, values, "draft", [], now, groupId),
      revision: 1,
      savedAsNew: false,
      unchanged: false,
    };
  const postId = base.id;
  await ownPost(db, author.id, postId);
  try {
    return await db.transaction().execute(async (trx) => {
      const post = await ownPost(trx, author.id, postId);
      const latest = await latestNumber(trx, postId);
      if (base.baseRevision === undefined || latest !== base.baseRevision) throw new Conflict();
      if (post.head_revision_id !== null) {
        const head = await trx
          .selectFrom("experience_revisions")
          .selectAll()
          .where("id", "=", post.head_revision_id)
          .executeTakeFirst();
        if (head && head.number === latest && sameRevision(head, values))
          return { id: postId, revision: latest, savedAsNew: false, unchanged: true };
      }
      const revision = await addRevision(trx, postId, latest + 1, "draft", values, [], now);
      await trx
        .updateTable("experiences")
        .set({ head_revision_id: revision.id, updated_at: now, ...(post.published === 0 ? listColumns(values) : {}) })
        .where("id", "=", postId)
        .where("author_user_id", "=", author.id)
        .execute();
      return { id: postId, revision: latest + 1, savedAsNew: false, unchanged: false };
    });
  } catch (error) {
    // Moved on (or another save took this very number: the unique key refused it): nothing is overwritten.
    if (!(await movedOn(error, postId, base))) throw error;
    return { id: await createPost(author, values, "draft", [], now), revision: 1, savedAsNew: true, unchanged: false };
  }
}

/** The transaction failed because the post moved on since `base` (checked, or the unique revision number refused it). */
async function movedOn(error: unknown, postId: number, base: PostBase): Promise<boolean> {
  if (error instanceof Conflict) return true;
  if (error instanceof DomainError) return false;
  return numberTaken(postId, (base.baseRevision ?? 0) + 1);
}

async function numberTaken(postId: number, number: number): Promise<boolean> {
  const row = await db
    .selectFrom("experience_revisions")
    .select("id")
    .where("experience_id", "=", postId)
    .where("number", "=", number)
    .executeTakeFirst();
  return Boolean(row);
}

/**
 * 发布: submits the content for review (审核中). The sensitive-word check of the author's school runs on the title, the
 * text and the tags; the words found are kept with the revision for the moderator (flag, never alter). A published
 * post stays public with its old version until the moderator approves the new one.
 */
export async function submitPost(
  author: Author,
  base: PostBase,
  content: PostContent,
  ip: string,
  now: number = Date.now(),
): Promise<SubmitOutcome> {
  await limit("publish", author.id, ip);
  const values = revisionValues(content);
  const groupId =
    base.id === undefined && base.groupId !== undefined ? (await requireGroupMember(author.id, base.groupId)).id : null;
  const flagged = await checkSensitiveText(author.schoolId, [
    values.title,
    plainTextOf(values.body_html),
    ...content.tags,
  ]);
  const outcome = (id: number, revision: number, state: ContentState): SubmitOutcome => ({
    id,
    revision,
    savedAsNew: false,
    unchanged: false,
    submitted: true,
    state,
    flaggedWords: flagged,
    noModerator: author.schoolId === null,
  });
  if (base.id === undefined)
    return outcome(await createPost(author, values, "submitted", flagged, now, groupId), 1, "pending");
  const postId = base.id;
  await ownPost(db, author.id, postId);
  try {
    return await db.transaction().execute(async (trx) => {
      const post = await ownPost(trx, author.id, postId);
      const latest = await latestNumber(trx, postId);
      if (base.baseRevision === undefined || latest !== base.baseRevision) throw new Conflict();
      const revision = await addRevision(trx, postId, latest + 1, "submitted", values, flagged, now);
      if (post.pending_revision_id !== null) {
        await trx
          .updateTable("experience_revisions")
          .set({ status: "superseded" })
          .where("id", "=", post.pending_revision_id)
          .execute();
      }
      const state: ContentState = post.published === 1 ? "published" : "pending";
      await trx
        .updateTable("experiences")
        .set({
          pending_revision_id: revision.id,
          head_revision_id: null,
          submitted_at: now,
          school_id: author.schoolId,
          state,
          review_outcome: null,
          review_reason: "",
          updated_at: now,
          ...(post.published === 0 ? listColumns(values) : {}),
        })
        .where("id", "=", postId)
        .where("author_user_id", "=", author.id)
        .execute();
      return outcome(postId, latest + 1, state);
    });
  } catch (error) {
    if (await movedOn(error, postId, base)) {
      // Not submitted: the other window's work stays as it is, this content is kept as a new draft to look at first.
      const id = await createPost(author, values, "draft", [], now);
      return { ...outcome(id, 1, "draft"), savedAsNew: true, submitted: false, flaggedWords: [] };
    }
    throw error;
  }
}

// ——— The write page ———

/**
 * A post's category as stored: one of the six (the write form's and the API's enum) or "" while a draft has none
 * (revisionValues writes "" for a missing one).
 */
type PostCategory = ExperienceCategory | "";

/** The moderator's last outcome on a post (post-moderation.server.ts writes only these), or null. */
function reviewOutcomeOf(stored: string | null): "declined" | "hidden" | null {
  return stored === "declined" || stored === "hidden" ? stored : null;
}

export interface EditablePost {
  id: number;
  baseRevision: number;
  state: ContentState;
  published: boolean;
  pending: boolean;
  title: string;
  /** "" until the writer picks one (a draft). */
  category: PostCategory;
  tags: string[];
  videoLink: string | null;
  format: "markup" | "html";
  body: string;
  reviewOutcome: "declined" | "hidden" | null;
  reviewReason: string;
}

/** What /square/write?id= resumes: the author's newest text of the post (its newest revision). 404 for anyone else. */
export async function editablePost(authorId: number, id: number): Promise<EditablePost> {
  const post = await db
    .selectFrom("experiences")
    .select([
      "id",
      "state",
      "published",
      "pending_revision_id",
      "title",
      "category",
      "tags",
      "video_link",
      "content",
      "review_outcome",
      "review_reason",
    ])
    .where("id", "=", id)
    .where("author_user_id", "=", authorId)
    .executeTakeFirst();
  if (!post) throw new DomainError(404, m.notFound);
  const revision = await db
    .selectFrom("experience_revisions")
    .selectAll()
    .where("experience_id", "=", id)
    .orderBy("number", "desc")
    .limit(1)
    .executeTakeFirst();
  const source = revision ?? {
    number: 0,
    title: post.title,
    category: post.category,
    tags: post.tags,
    video_link: post.video_link,
    source_format: "html",
    source: post.content,
  };
  return {
    id,
    baseRevision: source.number,
    state: post.state as ContentState,
    published: post.published === 1,
    pending: post.pending_revision_id !== null,
    title: source.title,
    category: source.category as PostCategory,
    tags: jsonList(source.tags, isString),
    videoLink: source.video_link,
    format: source.source_format === "html" ? "html" : "markup",
    body: source.source,
    reviewOutcome: reviewOutcomeOf(post.review_outcome),
    reviewReason: post.review_reason,
  };
}

// ——— Deleting ———

/** Deletes one of the author's posts, whatever its state (its revisions go with it). */
export async function deletePost(authorId: number, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await ownPost(trx, authorId, id);
    await trx
      .deleteFrom("content_reactions")
      .where("target_type", "=", "experience")
      .where("target_id", "=", id)
      .execute();
    await trx.deleteFrom("experiences").where("id", "=", id).where("author_user_id", "=", authorId).execute();
  });
}

/**
 * 删除 on a draft: a post never submitted goes entirely; the draft of an edit to a submitted post is dropped and the
 * post stays as it is (its public version, its submission). 404 when there is no draft.
 */
export async function deleteDraft(authorId: number, id: number): Promise<"post" | "draft"> {
  const post = await ownPost(db, authorId, id);
  if (post.state === "draft") {
    await deletePost(authorId, id);
    return "post";
  }
  if (post.head_revision_id === null) throw new DomainError(404, m.notFound);
  await db
    .updateTable("experiences")
    .set({ head_revision_id: null })
    .where("id", "=", id)
    .where("author_user_id", "=", authorId)
    .execute();
  return "draft";
}

// ——— 我的文章 and the drafts ———

export interface MyPost {
  id: number;
  title: string;
  category: PostCategory;
  categoryName: string;
  state: ContentState;
  stateName: string;
  published: boolean;
  /** An edit (or the first version) waits for review. */
  pending: boolean;
  /** There is an unsubmitted draft. */
  hasDraft: boolean;
  reviewOutcome: "declined" | "hidden" | null;
  reviewReason: string;
  viewCount: number;
  likeCount: number;
  commentCount: number;
  /** Epoch ms of the last save or change. */
  updatedAt: number;
  publishedAt: number | null;
}

type MyPostQuery = ReturnType<typeof myPostsBase>;
const myPostsBase = (authorId: number) => db.selectFrom("experiences").where("author_user_id", "=", authorId);

function inState(query: MyPostQuery, state: ArticleState): MyPostQuery {
  switch (state) {
    case "draft":
      return query.where("head_revision_id", "is not", null);
    case "pending":
      return query.where("pending_revision_id", "is not", null);
    case "published":
      return query.where("published", "=", 1);
    case "declined":
      return query.where("review_outcome", "is not", null);
  }
}

/** The author's posts in one of 我的文章's tabs, newest change first. */
export async function listMyPosts(authorId: number, state: ArticleState, paging: Paging): Promise<Page<MyPost>> {
  const filtered = inState(myPostsBase(authorId), state);
  const ordered = filtered
    .select([
      "id",
      "title",
      "category",
      "state",
      "published",
      "pending_revision_id",
      "head_revision_id",
      "review_outcome",
      "review_reason",
      "view_count",
      "like_count",
      "comment_count",
      "updated_at",
      "published_at",
    ])
    .orderBy("updated_at", "desc")
    .orderBy("id", "desc");
  return fetchPage(paging, filtered, ordered, (rows) =>
    rows.map((row) => ({
      id: row.id,
      title: row.title || m.untitled,
      category: row.category as PostCategory,
      categoryName: row.category ? experienceCategoryName(row.category) : "",
      state: row.state as ContentState,
      stateName: contentStateNames[row.state as ContentState] ?? row.state,
      published: row.published === 1,
      pending: row.pending_revision_id !== null,
      hasDraft: row.head_revision_id !== null,
      reviewOutcome: reviewOutcomeOf(row.review_outcome),
      reviewReason: row.review_reason,
      viewCount: row.view_count,
      likeCount: row.like_count,
      commentCount: row.comment_count,
      updatedAt: Number(row.updated_at),
      publishedAt: row.published_at === null ? null : Number(row.published_at),
    })),
  );
}

/** How many of the author's posts each tab holds. */
export async function myPostCounts(authorId: number): Promise<Record<ArticleState, number>> {
  const count = async (state: ArticleState) =>
    Number(
      (
        await inState(myPostsBase(authorId), state)
          .select((eb) => eb.fn.countAll<number>().as("count"))
          .executeTakeFirst()
      )?.count ?? 0,
    );
  const [draft, pending, published, declined] = await Promise.all([
    count("draft"),
    count("pending"),
    count("published"),
    count("declined"),
  ]);
  return { draft, pending, published, declined };
}

/** The text of a draft for the API (GET /api/Square/drafts/{id}). */
export async function getDraft(authorId: number, id: number): Promise<EditablePost> {
  return editablePost(authorId, id);
}

/** Preview: the markup or the editor's HTML as the page would show it once stored. */
export function previewBody(format: "markup" | "html", body: string): { html: string } {
  return { html: bodyHtmlOf(format, body) };
}
