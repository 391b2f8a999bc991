// Comments on experience posts (docs/decisions/0032-square-comments.md): one level of replies (a reply to a reply is
// stored under the top-level comment and remembers whom it answered), moderated like posts — a new comment is 审核中,
// seen by its author alone until the school's organisation account approves it — likes (one per user and comment),
// and deleting one's own (a tombstone: the text is erased, the row stays for its replies and reports). Every query
// names the acting user in its WHERE where ownership matters; a comment of a post the viewer cannot read is a 404.
import { sql, type Kysely, type SqlBool, type Transaction } from "kysely";
import { db } from "~/db/client.server";
import { jsonList } from "~/db/json-column";
import type { Database } from "~/db/schema";
import { DomainError } from "~/lib/domain-error";
import { checkSensitiveText } from "~/modules/moderation/sensitive-words.server";
import type { ContentState } from "~/modules/moderation/moderation-states";
import { pageOffset, type Page } from "~/modules/paging/paged-query";
import type { Paging } from "~/modules/paging/paging-schemas";
import { createLimiter, formatWait } from "~/modules/rate-limit/rate-limit.server";
import { COMMENT_LIMITS, COMMENT_MAX, commentAnchor } from "./comment-config";
import { commentMessages as m } from "./comment-messages";
import type { CommentFormInput } from "./comment-schemas";

type Executor = Kysely<Database> | Transaction<Database>;

export interface CommentActor {
  userId: number;
  schoolId: number | null;
}

export interface CommentView {
  id: number;
  parentId: number | null;
  authorName: string;
  /** The viewer wrote it (may delete it; sees its state). */
  mine: boolean;
  body: string;
  state: ContentState;
  /** The moderator's reason, shown to the author of a declined or hidden comment only. */
  reason: string;
  likeCount: number;
  liked: boolean;
  /** A tombstone shown only because it has replies. */
  deleted: boolean;
  /** The name of the comment a reply answered, when it answered a reply. */
  replyToName: string | null;
  createdAt: string;
}

export interface CommentThread extends CommentView {
  replies: CommentView[];
}

const perUser = createLimiter({ name: "comment-user-10m", ...COMMENT_LIMITS.perUser });
const perIp = createLimiter({ name: "comment-ip-10m", ...COMMENT_LIMITS.perIp });

/** The desktop link to a comment (notifications store desktop links; the mobile tree maps them). */
export function commentLink(experienceId: number, commentId: number): string {
  return `/square/experPlay?id=${experienceId}#${commentAnchor(commentId)}`;
}

/**
 * The post, if the viewer may read it: published posts for everyone who passes the campus gate. One place, so that
 * when posts gain states (sq-posts) only this changes. 404 otherwise.
 */
export async function requireReadablePost(
  experienceId: number,
  executor: Executor = db,
): Promise<{ id: number; authorUserId: number | null; title: string }> {
  const row = await executor
    .selectFrom("experiences")
    .select(["id", "author_user_id", "title"])
    .where("id", "=", experienceId)
    .where("published", "=", 1)
    .executeTakeFirst();
  if (!row) throw new DomainError(404, m.postNotFound);
  return { id: row.id, authorUserId: row.author_user_id, title: row.title };
}

/** Published, not deleted comments per post: experiences.comment_count (migration 0020), kept by recountComments. */
export async function commentCounts(experienceIds: readonly number[]): Promise<Map<number, number>> {
  if (experienceIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("experiences")
    .select(["id", "comment_count"])
    .where("id", "in", [...experienceIds])
    .execute();
  return new Map(rows.map((row) => [Number(row.id), Number(row.comment_count)]));
}

/**
 * Sets a post's comment_count from its comments (published, not deleted), in the transaction that changed one of
 * them. A recount rather than ±1, so a count that ever drifted heals on the post's next change; it reads the post
 * index (experience_id, parent_id, state, …).
 */
export async function recountComments(executor: Executor, experienceId: number): Promise<void> {
  await executor
    .updateTable("experiences")
    .set((eb) => ({
      comment_count: eb
        .selectFrom("experience_comments")
        .select((inner) => inner.fn.countAll<number>().as("count"))
        .where("experience_comments.experience_id", "=", experienceId)
        .where("experience_comments.state", "=", "published")
        .where("experience_comments.deleted", "=", 0),
    }))
    .where("id", "=", experienceId)
    .execute();
}

type CommentRow = {
  id: number;
  parent_id: number | null;
  author_user_id: number | null;
  body: string;
  state: string;
  decision_reason: string;
  like_count: number;
  deleted: number;
  created_at: number;
  nickname: string | null;
  reply_to_name: string | null;
};

function commentsWithAuthors() {
  return db
    .selectFrom("experience_comments as c")
    .leftJoin("users as u", "u.id", "c.author_user_id")
    .leftJoin("experience_comments as rt", "rt.id", "c.reply_to_id")
    .leftJoin("users as ru", "ru.id", "rt.author_user_id")
    .select([
      "c.id",
      "c.parent_id",
      "c.author_user_id",
      "c.body",
      "c.state",
      "c.decision_reason",
      "c.like_count",
      "c.deleted",
      "c.created_at",
      "u.nickname",
      "ru.nickname as reply_to_name",
    ]);
}

/** Seen by this viewer: published ones, and the viewer's own in any state; never a deleted one. */
function visibleTo(userId: number | null) {
  return sql<SqlBool>`(c.deleted = 0 and (c.state = 'published'${userId === null ? sql`` : sql` or c.author_user_id = ${userId}`}))`;
}

function toView(row: CommentRow, userId: number | null, liked: Set<number>): CommentView {
  const mine = userId !== null && row.author_user_id === userId;
  const deleted = Number(row.deleted) === 1;
  return {
    id: row.id,
    parentId: row.parent_id,
    authorName: row.nickname ?? m.anonymous,
    mine: mine && !deleted,
    body: deleted ? "" : row.body,
    state: row.state as ContentState,
    reason: mine && (row.state === "declined" || row.state === "hidden") ? row.decision_reason : "",
    likeCount: Number(row.like_count),
    liked: liked.has(row.id),
    deleted,
    replyToName: row.reply_to_name,
    createdAt: new Date(Number(row.created_at)).toISOString(),
  };
}

/**
 * A post's comments for a viewer, newest thread first, paged by top-level comment; each with its replies (oldest
 * first). A deleted top-level comment still shows, as a tombstone, while it has replies the viewer can see.
 */
export async function listComments(
  userId: number | null,
  experienceId: number,
  paging: Paging,
): Promise<Page<CommentThread> & { count: number }> {
  await requireReadablePost(experienceId);
  const threads = db
    .selectFrom("experience_comments as c")
    .where("c.experience_id", "=", experienceId)
    .where("c.parent_id", "is", null)
    .where((eb) =>
      eb.or([
        visibleTo(userId),
        eb.and([
          eb("c.deleted", "=", 1),
          eb.exists(
            eb
              .selectFrom("experience_comments as r")
              .select("r.id")
              .whereRef("r.parent_id", "=", "c.id")
              .where("r.deleted", "=", 0)
              .where((inner) =>
                userId === null
                  ? inner("r.state", "=", "published")
                  : inner.or([inner("r.state", "=", "published"), inner("r.author_user_id", "=", userId)]),
              ),
          ),
        ]),
      ]),
    );
  const [total, tops, counts] = await Promise.all([
    threads.select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirst(),
    threads
      .select("c.id")
      .orderBy("c.created_at", "desc")
      .orderBy("c.id", "desc")
      .limit(paging.rows)
      .offset(pageOffset(paging))
      .execute(),
    commentCounts([experienceId]),
  ]);
  const topIds = tops.map((row) => row.id);
  if (topIds.length === 0)
    return {
      page: paging.page,
      rows: paging.rows,
      total: Number(total?.count ?? 0),
      count: counts.get(experienceId) ?? 0,
      items: [],
    };
  const [topRows, replyRows] = await Promise.all([
    commentsWithAuthors().where("c.id", "in", topIds).execute(),
    commentsWithAuthors()
      .where("c.experience_id", "=", experienceId)
      .where("c.parent_id", "in", topIds)
      .where(visibleTo(userId))
      .orderBy("c.created_at")
      .orderBy("c.id")
      .execute(),
  ]);
  const liked = await likedAmong(userId, [...topIds, ...replyRows.map((row) => row.id)]);
  const byId = new Map(topRows.map((row) => [row.id, row]));
  const items = topIds.map((id) => ({
    ...toView(byId.get(id)! as CommentRow, userId, liked),
    replies: replyRows.filter((row) => row.parent_id === id).map((row) => toView(row as CommentRow, userId, liked)),
  }));
  return {
    page: paging.page,
    rows: paging.rows,
    total: Number(total?.count ?? 0),
    count: counts.get(experienceId) ?? 0,
    items,
  };
}

async function likedAmong(userId: number | null, commentIds: readonly number[]): Promise<Set<number>> {
  if (userId === null || commentIds.length === 0) return new Set();
  const rows = await db
    .selectFrom("experience_comment_likes")
    .select("comment_id")
    .where("user_id", "=", userId)
    .where("comment_id", "in", [...commentIds])
    .execute();
  return new Set(rows.map((row) => Number(row.comment_id)));
}

/** Counts one comment against the user's and the address's limits; 429 with the wait when over either. */
async function consumeCommentLimit(userId: number, ip: string): Promise<void> {
  const [user, address] = await Promise.all([perUser.consume(`u:${userId}`), perIp.consume(ip)]);
  const refused = [user, address].filter((result) => !result.allowed);
  if (refused.length > 0) {
    const wait = Math.max(...refused.map((result) => result.retryAfterSeconds));
    throw new DomainError(429, m.rateLimited(formatWait(wait)), { retryAfterSeconds: String(wait) });
  }
}

/**
 * 发表评论 / 回复: checks the post (readable, else 404) and the comment answered (on this post and visible to the
 * author, else 404), counts the rate limits, runs the school's sensitive-word check (flags, never alters) and stores
 * the comment as 审核中. A reply to a reply is stored under the top-level comment.
 */
export async function addComment(
  actor: CommentActor,
  experienceId: number,
  input: CommentFormInput,
  ip: string,
  now: number = Date.now(),
) {
  // The schema already trims and caps it; the service holds the rule too, for any other caller.
  const body = input.body.trim();
  if (body === "") throw new DomainError(400, m.bodyRequired, { body: m.bodyRequired });
  if ([...body].length > COMMENT_MAX) throw new DomainError(400, m.bodyTooLong, { body: m.bodyTooLong });
  await requireReadablePost(experienceId);
  let parentId: number | null = null;
  let replyToId: number | null = null;
  if (input.replyTo !== undefined) {
    const target = await db
      .selectFrom("experience_comments as c")
      .select(["c.id", "c.parent_id"])
      .where("c.id", "=", input.replyTo)
      .where("c.experience_id", "=", experienceId)
      .where(visibleTo(actor.userId))
      .executeTakeFirst();
    if (!target) throw new DomainError(404, m.replyToInvalid, { replyTo: m.replyToInvalid });
    parentId = target.parent_id ?? target.id;
    replyToId = target.id;
  }
  await consumeCommentLimit(actor.userId, ip);
  const flagged = await checkSensitiveText(actor.schoolId, [body]);
  const row = await db
    .insertInto("experience_comments")
    .values({
      experience_id: experienceId,
      parent_id: parentId,
      reply_to_id: replyToId,
      author_user_id: actor.userId,
      body,
      state: "pending",
      flagged_words: JSON.stringify(flagged),
      decision_reason: "",
      like_count: 0,
      deleted: 0,
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id: row.id, parentId, state: "pending" as const, flaggedWords: flagged };
}

/** 删除 one's own comment: a tombstone (text erased, likes gone). Another's, or one already deleted, is a 404. */
export async function deleteComment(
  userId: number,
  commentId: number,
  now: number = Date.now(),
): Promise<{ id: number; experienceId: number }> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable("experience_comments")
      .set({ deleted: 1, body: "", flagged_words: "[]", like_count: 0, updated_at: now })
      .where("id", "=", commentId)
      .where("author_user_id", "=", userId)
      .where("deleted", "=", 0)
      .returning(["id", "experience_id"])
      .executeTakeFirst();
    if (!row) throw new DomainError(404, m.commentInvalid);
    await trx.deleteFrom("experience_comment_likes").where("comment_id", "=", commentId).execute();
    await recountComments(trx, row.experience_id);
    return { id: row.id, experienceId: row.experience_id };
  });
}

/**
 * A comment as this user sees it — published or their own, not deleted, on a post they may read — or undefined, the
 * same for one that does not exist: whatever acts on a comment by its id looks it up here, never loads it and checks.
 */
export async function findVisibleComment(
  userId: number,
  commentId: number,
): Promise<{ id: number; experienceId: number; state: string } | undefined> {
  const row = await db
    .selectFrom("experience_comments as c")
    .innerJoin("experiences as e", "e.id", "c.experience_id")
    .select(["c.id", "c.experience_id", "c.state"])
    .where("c.id", "=", commentId)
    .where("e.published", "=", 1)
    .where(visibleTo(userId))
    .executeTakeFirst();
  return row && { id: row.id, experienceId: row.experience_id, state: row.state };
}

/**
 * 点赞 / 取消点赞 a published comment of a readable post; liking twice is one like. The comment is looked up as this
 * user sees it (published, or their own; on a published post), so one under review, declined or hidden by another,
 * or on a post nobody may read, answers exactly as an id that does not exist. Only the author, who sees their own
 * comment under review, is told why it cannot be liked yet.
 */
export async function setCommentLike(userId: number, commentId: number, liked: boolean, now: number = Date.now()) {
  const comment = await findVisibleComment(userId, commentId);
  if (!comment) throw new DomainError(404, m.commentInvalid);
  if (liked && comment.state !== "published") throw new DomainError(409, m.cannotLikeUnpublished);
  return db.transaction().execute(async (trx) => {
    if (liked) {
      const inserted = await trx
        .insertInto("experience_comment_likes")
        .values({ comment_id: commentId, user_id: userId, created_at: now })
        .onConflict((conflict) => conflict.columns(["comment_id", "user_id"]).doNothing())
        .returning("comment_id")
        .executeTakeFirst();
      if (inserted)
        await trx
          .updateTable("experience_comments")
          .set({ like_count: sql`like_count + 1` })
          .where("id", "=", commentId)
          .execute();
    } else {
      const removed = await trx
        .deleteFrom("experience_comment_likes")
        .where("comment_id", "=", commentId)
        .where("user_id", "=", userId)
        .executeTakeFirst();
      if (Number(removed.numDeletedRows) > 0) {
        await trx
          .updateTable("experience_comments")
          .set({ like_count: sql`like_count - 1` })
          .where("id", "=", commentId)
          .where("like_count", ">", 0)
          .execute();
      }
    }
    const row = await trx
      .selectFrom("experience_comments")
      .select(["like_count", "experience_id"])
      .where("id", "=", commentId)
      .executeTakeFirstOrThrow();
    return { id: commentId, experienceId: row.experience_id, liked, likeCount: Number(row.like_count) };
  });
}

/** The words the check found, as stored. */
export function flaggedWordsOf(json: string): string[] {
  return jsonList(json, (value): value is string => typeof value === "string");
}
