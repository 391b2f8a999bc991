// 我的数据 (issue 16, PIPL arts. 45 and 47; docs/decisions/0026-data-export-and-account-deletion.md): a student's
// export jobs — queued, built in the background by whichever app process claims the row first (a conditional UPDATE),
// kept as a ZIP under MEDIA_DIR/exports for 24 hours — and the mark an erased account keeps (deleted_at): the users
// row stays, anonymised, because the orders the law makes us keep still point at it. Conventions of 0002: epoch-ms
// bigint times, 0/1 integers for flags.
import { sql, type Kysely } from "kysely";
import { withIdColumn } from "./column-types";

export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable("data_exports"))
    .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
    // queued | running | ready | failed | expired
    .addColumn("state", "text", (col) => col.notNull())
    // 0–100, moved by the worker as it writes each file of the archive.
    .addColumn("progress", "integer", (col) => col.notNull().defaultTo(0))
    // The archive's media key (exports/<random>.zip) once ready; null before and after it is removed.
    .addColumn("file_key", "text")
    .addColumn("byte_size", "integer")
    // Names the download link (/user/data/export/<token>.zip); the owner's session is checked as well.
    .addColumn("token", "text", (col) => col.notNull().unique())
    // The worker that holds a running job (random per claim) and when it last showed life: a job whose worker died is
    // claimed again after a while, by a conditional UPDATE on the same values.
    .addColumn("claim_id", "text")
    .addColumn("heartbeat_at", "bigint")
    .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("error", "text")
    .addColumn("requested_at", "bigint", (col) => col.notNull())
    .addColumn("ready_at", "bigint")
    // ready_at + 24 h; after it the worker removes the file and marks the row expired.
    .addColumn("expires_at", "bigint")
    .execute();
  // The page's list (a user's exports, newest first) and the worker's queue (oldest queued first; ready ones by expiry).
  await db.schema
    .createIndex("data_exports_user_idx")
    .on("data_exports")
    .columns(["user_id", "requested_at", "id"])
    .execute();
  await db.schema
    .createIndex("data_exports_state_idx")
    .on("data_exports")
    .columns(["state", "requested_at", "id"])
    .execute();
  // One pending export per user, whatever races: a second queued or running row for the same user is refused.
  await db.schema
    .createIndex("data_exports_pending_key")
    .on("data_exports")
    .column("user_id")
    .unique()
    .where(sql<boolean>`state in ('queued', 'running')`)
    .execute();

  await db.schema.alterTable("users").addColumn("deleted_at", "bigint").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("users").dropColumn("deleted_at").execute();
  await db.schema.dropTable("data_exports").execute();
}
