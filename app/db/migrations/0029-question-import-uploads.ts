// Question files uploaded in the console (issue 26): the operator uploads a GIFT, Aiken, JSON or Moodle XML file, sees
// every question and every problem, and only then commits it. The file waits here between the two steps, so a
// preview shown without JavaScript loses nothing and the commit reads exactly the text that was previewed. A row is
// its uploader's alone, removed when committed or discarded, and an unclaimed one expires after a day.
import type { Kysely } from "kysely";
import { withIdColumn } from "./column-types";

export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable("question_import_uploads"))
    .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("bank_code", "text", (col) => col.notNull())
    .addColumn("file_name", "text", (col) => col.notNull())
    .addColumn("format", "text", (col) => col.notNull())
    .addColumn("body", "text", (col) => col.notNull())
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("question_import_uploads_user_id_idx")
    .on("question_import_uploads")
    .column("user_id")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("question_import_uploads").execute();
}
