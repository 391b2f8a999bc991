// Comments, comment likes and reports on the square (issue 17; docs/decisions/0032-square-comments.md). Conventions of
// 0002/0007: epoch-ms bigint times. A comment is moderated like a post (state of moderation-states.ts: pending,
// published, declined, hidden); a reply's parent is always a top-level comment (one level of replies). Deleting a
// comment tombstones it (deleted = 1, body emptied): the row stays so its replies, its reports and the decision log
// keep pointing at something, while the words the author wrote are gone.
//
// Indexes, each behind a list: (experience_id, parent_id, state, created_at, id) pages a post's top-level comments,
// gathers replies and counts the published ones per post; (author_user_id, created_at) adds the viewer's own pending
// and declined comments and serves the data export; (state, created_at, id) pages the school's queue. Likes: the pair
// is the key (like twice → one row), (user_id) for the export. Reports: (state, created_at, id) pages the queue,
// (subject_kind, subject_id, state) finds a subject's open reports, the partial unique index keeps one open report per
// reporter and subject (closed ones do not count, so a reporter may report again after a decision).
import { sql, type Kysely } from "kysely";
import { withIdColumn } from "./column-types";

export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable("experience_comments"))
    .addColumn("experience_id", "integer", (col) => col.notNull().references("experiences.id").onDelete("cascade"))
    .addColumn("parent_id", "integer", (col) => col.references("experience_comments.id").onDelete("cascade"))
    // The comment a reply answered (the top-level one or another reply), for 回复 @name and the notification.
    .addColumn("reply_to_id", "integer", (col) => col.references("experience_comments.id").onDelete("set null"))
    .addColumn("author_user_id", "integer", (col) => col.references("users.id").onDelete("set null"))
    .addColumn("body", "text", (col) => col.notNull())
    .addColumn("state", "text", (col) => col.notNull().defaultTo("pending"))
    // JSON array of the sensitive words the check found when it was written (flags for the moderator).
    .addColumn("flagged_words", "text", (col) => col.notNull().defaultTo("[]"))
    .addColumn("decision_reason", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("like_count", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("deleted", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .addColumn("updated_at", "bigint", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("experience_comments_post_idx")
    .on("experience_comments")
    .columns(["experience_id", "parent_id", "state", "created_at", "id"])
    .execute();
  await db.schema
    .createIndex("experience_comments_author_idx")
    .on("experience_comments")
    .columns(["author_user_id", "created_at"])
    .execute();
  await db.schema
    .createIndex("experience_comments_state_idx")
    .on("experience_comments")
    .columns(["state", "created_at", "id"])
    .execute();

  await db.schema
    .createTable("experience_comment_likes")
    .addColumn("comment_id", "integer", (col) => col.notNull().references("experience_comments.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .addPrimaryKeyConstraint("experience_comment_likes_pk", ["comment_id", "user_id"])
    .execute();
  await db.schema
    .createIndex("experience_comment_likes_user_idx")
    .on("experience_comment_likes")
    .columns(["user_id", "created_at"])
    .execute();

  await withIdColumn(db, db.schema.createTable("content_reports"))
    // post | comment; not a foreign key (two tables).
    .addColumn("subject_kind", "text", (col) => col.notNull())
    .addColumn("subject_id", "integer", (col) => col.notNull())
    .addColumn("reporter_user_id", "integer", (col) => col.references("users.id").onDelete("set null"))
    .addColumn("reason", "text", (col) => col.notNull())
    .addColumn("detail", "text", (col) => col.notNull().defaultTo(""))
    // open | dismissed | upheld
    .addColumn("state", "text", (col) => col.notNull().defaultTo("open"))
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .addColumn("decided_at", "bigint")
    .execute();
  await db.schema
    .createIndex("content_reports_state_idx")
    .on("content_reports")
    .columns(["state", "created_at", "id"])
    .execute();
  await db.schema
    .createIndex("content_reports_subject_idx")
    .on("content_reports")
    .columns(["subject_kind", "subject_id", "state"])
    .execute();
  await db.schema
    .createIndex("content_reports_open_once_idx")
    .unique()
    .on("content_reports")
    .columns(["reporter_user_id", "subject_kind", "subject_id"])
    .where(sql.ref("state"), "=", "open")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("content_reports").execute();
  await db.schema.dropTable("experience_comment_likes").execute();
  await db.schema.dropTable("experience_comments").execute();
}
