// Students write experience posts (issue 17; docs/decisions/0030-square-posts.md). A student's post IS an experience
// (table `experiences`): the read side keeps filtering on `published`, which stays 1 exactly while a version is public.
// This adds the post's state (draft/pending/published/declined/hidden, moderation-states.ts), the author's school (the
// moderator's WHERE), its tags, an optional link to a video of the site, comment_count (kept by the comments), the
// format of `content` (seed posts are plain text, students' posts sanitised HTML) and the pointers to its revisions:
// the head draft, the revision waiting for review and the one now public. Every draft save and every submission is a
// revision with a number (unique per post, which also settles two tabs saving at once).
//
// Indexes, each behind a list: (author_user_id, state, updated_at, id) pages 我的文章 and the drafts by state;
// (school_id, pending_revision_id, submitted_at) lists a school's queue; (experience_id, number) is the revision key.
import { sql, type AlterTableBuilder, type AlterTableColumnAlteringBuilder, type Kysely } from "kysely";
import { withIdColumn } from "./column-types";

export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable("experience_revisions"))
    .addColumn("experience_id", "integer", (col) => col.notNull().references("experiences.id").onDelete("cascade"))
    .addColumn("number", "integer", (col) => col.notNull())
    // draft: a save; submitted: sent for review (then approved, declined or superseded by a later submission).
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull().defaultTo("saved"))
    .addColumn("title", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("category", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("tags", "text", (col) => col.notNull().defaultTo("[]"))
    .addColumn("video_link", "text")
    // What the author wrote (markup, or the rich editor's HTML) and the sanitised HTML made from it on the server.
    .addColumn("source_format", "text", (col) => col.notNull())
    .addColumn("source", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("body_html", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("flagged_words", "text", (col) => col.notNull().defaultTo("[]"))
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("experience_revisions_number_idx")
    .unique()
    .on("experience_revisions")
    .columns(["experience_id", "number"])
    .execute();

  const add = (build: (table: AlterTableBuilder) => AlterTableColumnAlteringBuilder) =>
    build(db.schema.alterTable("experiences")).execute();
  await add((t) => t.addColumn("state", "text", (col) => col.notNull().defaultTo("published")));
  await add((t) => t.addColumn("school_id", "integer", (col) => col.references("schools.id").onDelete("set null")));
  await add((t) => t.addColumn("tags", "text", (col) => col.notNull().defaultTo("[]")));
  await add((t) => t.addColumn("video_link", "text"));
  await add((t) => t.addColumn("comment_count", "integer", (col) => col.notNull().defaultTo(0)));
  await add((t) => t.addColumn("content_format", "text", (col) => col.notNull().defaultTo("text")));
  await add((t) => t.addColumn("head_revision_id", "integer"));
  await add((t) => t.addColumn("pending_revision_id", "integer"));
  await add((t) => t.addColumn("published_revision_id", "integer"));
  await add((t) => t.addColumn("submitted_at", "bigint"));
  // The last review's outcome the author must see (declined, hidden) and the reviewer's reason; null when none.
  await add((t) => t.addColumn("review_outcome", "text"));
  await add((t) => t.addColumn("review_reason", "text", (col) => col.notNull().defaultTo("")));
  // Seed posts stay as they are: a published one is 'published' (the default); an unpublished one was never public.
  await sql`update experiences set state = 'hidden' where published = 0`.execute(db);
  await db.schema
    .createIndex("experiences_author_state_idx")
    .on("experiences")
    .columns(["author_user_id", "state", "updated_at", "id"])
    .execute();
  await db.schema
    .createIndex("experiences_queue_idx")
    .on("experiences")
    .columns(["school_id", "pending_revision_id", "submitted_at", "id"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("experiences_queue_idx").execute();
  await db.schema.dropIndex("experiences_author_state_idx").execute();
  for (const name of [
    "review_reason",
    "review_outcome",
    "submitted_at",
    "published_revision_id",
    "pending_revision_id",
    "head_revision_id",
    "content_format",
    "comment_count",
    "video_link",
    "tags",
    "school_id",
    "state",
  ]) {
    await db.schema.alterTable("experiences").dropColumn(name).execute();
  }
  await db.schema.dropTable("experience_revisions").execute();
}
