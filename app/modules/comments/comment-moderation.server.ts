// The "comment" queue source (评论; docs/decisions/0029 and 0032): a school's organisation account sees its own
// students' comments waiting for review, approves (pending → published), declines with a reason (pending → declined),
// hides (pending or published → hidden, with a reason) and restores (hidden → published). The decision is logged in
// the transaction that changes the comment; the people concerned are told after the commit: the author on decline and
// hide; on approval the post's author (when a student wrote it) and, for a reply, the author of the comment answered.
import type { Transaction } from "kysely";
import { db } from "~/db/client.server";
import type { Database } from "~/db/schema";
import { DomainError } from "~/lib/domain-error";
import { recordDecision } from "~/modules/moderation/moderation-log.server";
import { moderationMessages } from "~/modules/moderation/moderation-messages";
import type { Moderator, QueueItem } from "~/modules/moderation/moderation-queue";
import type { QueueSource } from "~/modules/moderation/queue-source";
import type { ModerationAction } from "~/modules/moderation/moderation-states";
import { notify } from "~/modules/notifications/notifications.server";
import { pageOffset } from "~/modules/paging/paged-query";
import { commentLink, flaggedWordsOf, recountComments } from "./comments.server";

const EXCERPT = 200;
const TITLE = 30;
const clip = (text: string, max: number) => {
  const chars = [...text];
  return chars.length > max ? `${chars.slice(0, max).join("")}…` : text;
};

/** Which states each action applies to, and the state it leads to. */
const transitions: Partial<Record<ModerationAction, { from: string[]; to: string }>> = {
  approve: { from: ["pending"], to: "published" },
  decline: { from: ["pending"], to: "declined" },
  hide: { from: ["pending", "published"], to: "hidden" },
  restore: { from: ["hidden"], to: "published" },
};

function pendingOfSchool(schoolId: number) {
  return db
    .selectFrom("experience_comments as c")
    .innerJoin("users as u", "u.id", "c.author_user_id")
    .where("c.state", "=", "pending")
    .where("c.deleted", "=", 0)
    .where("u.school_id", "=", schoolId);
}

/**
 * Applies a moderator's action to a comment inside `trx` (also used by the report source's 隐藏) and returns what the
 * notifications after the commit need. 404: no such comment of an author of the moderator's school (another
 * school's is not theirs to see), deleted, or not in a state the action applies to.
 */
export async function applyCommentDecision(
  trx: Transaction<Database>,
  moderator: Moderator,
  id: number,
  action: ModerationAction,
  reason: string,
  now: number,
) {
  const comment = await trx
    .selectFrom("experience_comments as c")
    .leftJoin("users as u", "u.id", "c.author_user_id")
    .select([
      "c.id",
      "c.experience_id",
      "c.parent_id",
      "c.reply_to_id",
      "c.author_user_id",
      "c.state",
      "c.deleted",
      "u.school_id",
    ])
    .where("c.id", "=", id)
    .where("u.school_id", "=", moderator.schoolId)
    .executeTakeFirst();
  if (!comment || Number(comment.deleted) === 1) throw new DomainError(404, moderationMessages.itemNotFound);
  const transition = transitions[action];
  if (!transition) throw new DomainError(400, moderationMessages.unknownAction);
  const updated = await trx
    .updateTable("experience_comments")
    .set({
      state: transition.to,
      decision_reason: action === "decline" || action === "hide" ? reason : "",
      updated_at: now,
    })
    .where("id", "=", id)
    .where("state", "in", transition.from)
    .where("deleted", "=", 0)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) throw new DomainError(404, moderationMessages.itemNotFound);
  await recountComments(trx, comment.experience_id);
  await recordDecision(
    trx,
    {
      schoolId: moderator.schoolId,
      moderatorUserId: moderator.userId,
      actor: moderator.actor,
      subjectKind: "comment",
      subjectId: id,
      action,
      reason,
    },
    now,
  );
  return {
    id,
    action,
    reason,
    experienceId: comment.experience_id,
    parentId: comment.parent_id,
    replyToId: comment.reply_to_id,
    authorUserId: comment.author_user_id,
  };
}

type AppliedDecision = Awaited<ReturnType<typeof applyCommentDecision>>;

/** Tells the people concerned, after the decision committed. */
export async function notifyCommentDecision(decision: AppliedDecision, now: number = Date.now()): Promise<void> {
  const link = commentLink(decision.experienceId, decision.id);
  const { authorUserId } = decision;
  if (authorUserId !== null && (decision.action === "decline" || decision.action === "hide")) {
    await notify(
      authorUserId,
      {
        kind: "square",
        title: decision.action === "decline" ? "你的评论未通过审核" : "你的评论已被隐藏",
        body: `原因：${decision.reason}`,
        link,
        dedupeKey: `square:comment:${decision.id}:${decision.action}:${now}`,
      },
      now,
    );
  }
  if (decision.action !== "approve") return;
  const [post, answered] = await Promise.all([
    db
      .selectFrom("experiences")
      .select(["author_user_id", "title"])
      .where("id", "=", decision.experienceId)
      .executeTakeFirst(),
    decision.replyToId === null
      ? null
      : db
          .selectFrom("experience_comments")
          .select(["author_user_id", "deleted"])
          .where("id", "=", decision.replyToId)
          .executeTakeFirst(),
  ]);
  const commenter =
    authorUserId === null
      ? null
      : await db.selectFrom("users").select("nickname").where("id", "=", authorUserId).executeTakeFirst();
  const who = commenter?.nickname ?? "有人";
  const postAuthor = post?.author_user_id ?? null;
  if (postAuthor !== null && postAuthor !== authorUserId) {
    await notify(
      postAuthor,
      {
        kind: "square",
        title: "你的文章有新评论",
        body: `${who} 评论了《${post!.title}》`,
        link,
        dedupeKey: `square:comment:${decision.id}:post-author`,
      },
      now,
    );
  }
  const answeredAuthor = answered && Number(answered.deleted) === 0 ? answered.author_user_id : null;
  if (answeredAuthor !== null && answeredAuthor !== authorUserId && answeredAuthor !== postAuthor) {
    await notify(
      answeredAuthor,
      {
        kind: "square",
        title: "你的评论有新回复",
        body: `${who} 回复了你在《${post?.title ?? ""}》下的评论`,
        link,
        dedupeKey: `square:reply:${decision.id}`,
      },
      now,
    );
  }
}

export const commentQueueSource: QueueSource = {
  kind: "comment",
  name: "评论",
  async countPending(schoolId) {
    const row = await pendingOfSchool(schoolId)
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .executeTakeFirst();
    return Number(row?.count ?? 0);
  },
  async listPending(schoolId, paging) {
    const filtered = pendingOfSchool(schoolId);
    const [count, rows] = await Promise.all([
      filtered.select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirst(),
      filtered
        .select(["c.id", "c.experience_id", "c.body", "c.flagged_words", "c.created_at", "c.parent_id", "u.nickname"])
        .orderBy("c.created_at")
        .orderBy("c.id")
        .limit(paging.rows)
        .offset(pageOffset(paging))
        .execute(),
    ]);
    const items: QueueItem[] = rows.map((row) => ({
      kind: "comment",
      id: row.id,
      title: `${row.parent_id === null ? "评论" : "回复"}：${clip(row.body, TITLE)}`,
      excerpt: clip(row.body, EXCERPT),
      authorName: row.nickname,
      submittedAt: Number(row.created_at),
      flaggedWords: flaggedWordsOf(row.flagged_words),
      link: commentLink(row.experience_id, row.id),
      actions: ["approve", "decline", "hide"],
    }));
    return { page: paging.page, rows: paging.rows, total: Number(count?.count ?? 0), items };
  },
  async decide(moderator, id, action, reason, now) {
    const decision = await db
      .transaction()
      .execute((trx) => applyCommentDecision(trx, moderator, id, action, reason, now));
    await notifyCommentDecision(decision, now);
  },
};
