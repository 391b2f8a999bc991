// 我的下载 of the question bank (issue 14: /question/examPdf, POST/GET /api/TrueQuestion/myTrueQuestionDownload): one
// row per user and question set that user downloaded as PDF, with how often and when first and last. Downloading the
// same paper again moves it to the top of the list instead of listing it twice (unique (user_id, set_id), upserted).
// The list, newest first, reads (user_id, last_downloaded_at, id). Conventions of 0002: epoch-ms bigint times.
import type { Kysely } from "kysely";
import { withIdColumn } from "./column-types";

export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable("question_downloads"))
    .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("set_id", "integer", (col) => col.notNull().references("question_sets.id").onDelete("cascade"))
    .addColumn("download_count", "integer", (col) => col.notNull().defaultTo(1))
    .addColumn("first_downloaded_at", "bigint", (col) => col.notNull())
    .addColumn("last_downloaded_at", "bigint", (col) => col.notNull())
    .addUniqueConstraint("question_downloads_user_set_key", ["user_id", "set_id"])
    .execute();
  await db.schema
    .createIndex("question_downloads_user_idx")
    .on("question_downloads")
    .columns(["user_id", "last_downloaded_at", "id"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("question_downloads").execute();
}
