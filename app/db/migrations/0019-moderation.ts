// The square's moderation kernel (issue 17; docs/decisions/0029-moderation.md): every decision an organisation account
// makes on its school's content is logged (who, when, what, why), and the sensitive-word list is data a school extends.
// The content itself (posts, comments, senior applications, reports, groups) keeps its own state in its own table; this
// migration only adds what they share. Conventions of 0002/0007: epoch-ms bigint times.
//
// Indexes, each behind a list: (school_id, created_at, id) pages a school's decision log newest first;
// (subject_kind, subject_id, created_at) shows one item's history; (school_id, word) keeps a word once per list (0 =
// the site's own list, which every school's check includes) and lists a school's words.
import type { Kysely } from "kysely";
import { withIdColumn } from "./column-types";

export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable("moderation_decisions"))
    .addColumn("school_id", "integer", (col) => col.notNull().references("schools.id").onDelete("cascade"))
    .addColumn("moderator_user_id", "integer", (col) => col.references("users.id").onDelete("set null"))
    .addColumn("subject_kind", "text", (col) => col.notNull())
    .addColumn("subject_id", "integer", (col) => col.notNull())
    .addColumn("action", "text", (col) => col.notNull())
    .addColumn("reason", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("moderation_decisions_school_idx")
    .on("moderation_decisions")
    .columns(["school_id", "created_at", "id"])
    .execute();
  await db.schema
    .createIndex("moderation_decisions_subject_idx")
    .on("moderation_decisions")
    .columns(["subject_kind", "subject_id", "created_at"])
    .execute();

  await withIdColumn(db, db.schema.createTable("sensitive_words"))
    // 0: the site's list (no school); otherwise schools.id (not a foreign key because of the 0).
    .addColumn("school_id", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("word", "text", (col) => col.notNull())
    .addColumn("created_by_user_id", "integer", (col) => col.references("users.id").onDelete("set null"))
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("sensitive_words_school_word_idx")
    .unique()
    .on("sensitive_words")
    .columns(["school_id", "word"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("sensitive_words").execute();
  await db.schema.dropTable("moderation_decisions").execute();
}
