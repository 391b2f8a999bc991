// The "post" queue source (帖子; docs/decisions/0029 and 0030): the moderator's school's posts waiting for review (a
// first version or an edit of a published post), with the words the sensitive-word check flagged, and the decisions:
// approve (the revision becomes the public version; the first approval sets published_at), decline (with the reason,
// for the author), hide (any published post of the school, e.g. after a report: only its author sees it then) and
// restore. Each decision is logged in the transaction that applies it; the author is told after the commit.
import { db } from "~/db/client.server";
import { jsonList } from "~/db/json-column";
import { DomainError } from "~/lib/domain-error";
import { recordDecision } from "~/modules/moderation/moderation-log.server";
import { moderationMessages } from "~/modules/moderation/moderation-messages";
import type { Moderator, QueueItem } from "~/modules/moderation/moderation-queue";
import type { QueueSource } from "~/modules/moderation/queue-source";
import type { ModerationAction } from "~/modules/moderation/moderation-states";
import { notify } from "~/modules/notifications/notifications.server";
import { pageOffset, type Page } from "~/modules/paging/paged-query";
import type { Paging } from "~/modules/paging/paging-schemas";
import { plainTextOf } from "./post-body.server";
import { postMessages as m } from "./post-messages";
import { squarePaths } from "./square-paths";

export const POST_KIND = "post";

const isString = (value: unknown): value is string => typeof value === "string";
const EXCERPT_CHARS = 200;
const excerptOf = (html: string) => {
  const chars = [...plainTextOf(html).replace(/\s+/g, " ")];
  return chars.length > EXCERPT_CHARS ? `${chars.slice(0, EXCERPT_CHARS).join("")}…` : chars.join("");
};
const summaryOf = (html: string) => [...plainTextOf(html).replace(/\s+/g, " ")].slice(0, 120).join("");

const pending = (schoolId: number) =>
  db.selectFrom("experiences as e").where("e.school_id", "=", schoolId).where("e.pending_revision_id", "is not", null);

async function countPendingPosts(schoolId: number): Promise<number> {
  const row = await pending(schoolId)
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** The school's waiting posts, oldest submission first. */
async function listPendingPosts(schoolId: number, paging: Paging): Promise<Page<QueueItem>> {
  const [total, rows] = await Promise.all([
    countPendingPosts(schoolId),
    pending(schoolId)
      .innerJoin("experience_revisions as r", "r.id", "e.pending_revision_id")
      .leftJoin("users as u", "u.id", "e.author_user_id")
      .select([
        "e.id",
        "e.published",
        "e.submitted_at",
        "r.title",
        "r.body_html",
        "r.flagged_words",
        "r.created_at",
        "u.nickname",
      ])
      .orderBy("e.submitted_at")
      .orderBy("e.id")
      .limit(paging.rows)
      .offset(pageOffset(paging))
      .execute(),
  ]);
  return {
    page: paging.page,
    rows: paging.rows,
    total,
    items: rows.map((row) => ({
      kind: POST_KIND,
      id: row.id,
      title: row.title || m.untitled,
      excerpt: excerptOf(row.body_html),
      authorName: row.nickname ?? "已注销用户",
      submittedAt: Number(row.submitted_at ?? row.created_at),
      flaggedWords: jsonList(row.flagged_words, isString),
      // The whole text waiting for review is not public: the moderator reads it through postUnderReview().
      link: null,
      actions: row.published === 1 ? ["approve", "decline", "hide"] : ["approve", "decline"],
    })),
  };
}

/** The whole revision waiting for review, for the moderator of the post's school (404 for another school's, as missing). */
async function postUnderReview(moderator: Moderator, id: number) {
  const post = await db
    .selectFrom("experiences as e")
    .innerJoin("experience_revisions as r", "r.id", "e.pending_revision_id")
    .select([
      "e.id",
      "e.school_id",
      "e.published",
      "r.title",
      "r.category",
      "r.tags",
      "r.video_link",
      "r.body_html",
      "r.flagged_words",
    ])
    .where("e.id", "=", id)
    .where("e.school_id", "=", moderator.schoolId)
    .executeTakeFirst();
  if (!post) throw new DomainError(404, moderationMessages.itemNotFound);
  return {
    id: post.id,
    title: post.title,
    category: post.category,
    tags: jsonList(post.tags, isString),
    videoLink: post.video_link,
    bodyHtml: post.body_html,
    flaggedWords: jsonList(post.flagged_words, isString),
    isEdit: post.published === 1,
  };
}

interface Notice {
  authorId: number;
  title: string;
  body: string;
  key: string;
}

/** Applies a decision on a post of the moderator's school; 404 when there is nothing to apply it to (or it is another school's). */
async function decideOnPost(
  moderator: Moderator,
  id: number,
  action: ModerationAction,
  reason: string,
  now: number = Date.now(),
): Promise<void> {
  const notice = await db.transaction().execute(async (trx): Promise<Notice | null> => {
    const post = await trx
      .selectFrom("experiences")
      .select([
        "id",
        "school_id",
        "author_user_id",
        "state",
        "published",
        "pending_revision_id",
        "published_revision_id",
        "title",
      ])
      .where("id", "=", id)
      .where("school_id", "=", moderator.schoolId)
      .executeTakeFirst();
    if (!post) throw new DomainError(404, moderationMessages.itemNotFound);
    const log = () =>
      recordDecision(
        trx,
        {
          schoolId: moderator.schoolId,
          moderatorUserId: moderator.userId,
          actor: moderator.actor,
          subjectKind: POST_KIND,
          subjectId: id,
          action,
          reason,
        },
        now,
      );
    const noticeFor = (title: string, body: string): Notice | null =>
      post.author_user_id === null
        ? null
        : { authorId: post.author_user_id, title, body, key: `square:post:${id}:${action}:${now}` };

    switch (action) {
      case "approve": {
        if (post.pending_revision_id === null) throw new DomainError(404, moderationMessages.itemNotFound);
        const revision = await trx
          .selectFrom("experience_revisions")
          .selectAll()
          .where("id", "=", post.pending_revision_id)
          .executeTakeFirstOrThrow();
        await trx
          .updateTable("experience_revisions")
          .set({ status: "approved" })
          .where("id", "=", revision.id)
          .execute();
        await trx
          .updateTable("experiences")
          .set((eb) => ({
            title: revision.title,
            category: revision.category,
            tags: revision.tags,
            video_link: revision.video_link,
            summary: summaryOf(revision.body_html),
            content: revision.body_html,
            content_format: "html",
            published: 1,
            state: "published",
            published_at: eb.fn.coalesce("published_at", eb.val(now)),
            published_revision_id: revision.id,
            pending_revision_id: null,
            review_outcome: null,
            review_reason: "",
            updated_at: now,
          }))
          .where("id", "=", id)
          .execute();
        await log();
        return noticeFor(m.approvedTitle(revision.title), "");
      }
      case "decline": {
        if (post.pending_revision_id === null) throw new DomainError(404, moderationMessages.itemNotFound);
        const revision = await trx
          .selectFrom("experience_revisions")
          .select(["id", "title"])
          .where("id", "=", post.pending_revision_id)
          .executeTakeFirstOrThrow();
        await trx
          .updateTable("experience_revisions")
          .set({ status: "declined" })
          .where("id", "=", revision.id)
          .execute();
        await trx
          .updateTable("experiences")
          .set({
            pending_revision_id: null,
            // A first version is 未通过; an edit of a published post is refused while the public version stays.
            state: post.published === 1 ? "published" : "declined",
            review_outcome: "declined",
            review_reason: reason,
            updated_at: now,
          })
          .where("id", "=", id)
          .execute();
        await log();
        return noticeFor(m.declinedTitle(revision.title) + reason, reason);
      }
      case "hide": {
        if (post.published !== 1) throw new DomainError(404, moderationMessages.itemNotFound);
        await trx
          .updateTable("experiences")
          .set({ published: 0, state: "hidden", review_outcome: "hidden", review_reason: reason, updated_at: now })
          .where("id", "=", id)
          .execute();
        await log();
        return noticeFor(m.hiddenTitle(post.title) + reason, reason);
      }
      case "restore": {
        if (post.state !== "hidden" || post.published_revision_id === null)
          throw new DomainError(404, moderationMessages.itemNotFound);
        await trx
          .updateTable("experiences")
          .set({ published: 1, state: "published", review_outcome: null, review_reason: "", updated_at: now })
          .where("id", "=", id)
          .execute();
        await log();
        return noticeFor(m.restoredTitle(post.title), "");
      }
      default:
        throw new DomainError(400, moderationMessages.unknownAction);
    }
  });
  if (notice) {
    const tab = action === "decline" || action === "hide" ? "declined" : "published";
    await notify(
      notice.authorId,
      {
        kind: "square",
        title: notice.title,
        body: notice.body,
        link: squarePaths.desktop.articles(tab),
        dedupeKey: notice.key,
      },
      now,
    );
  }
}

export const postQueueSource: QueueSource = {
  kind: POST_KIND,
  name: m.queueName,
  countPending: countPendingPosts,
  listPending: listPendingPosts,
  decide: decideOnPost,
  // The moderation centre shows the waiting revision in place (it has no public page yet).
  readPending: async (moderator, id) => {
    const post = await postUnderReview(moderator, id);
    return { title: post.title || m.untitled, html: post.bodyHtml, flaggedWords: post.flaggedWords };
  },
};
