// 视频库 (issue 26): every video the operator uploads, and the demo lessons, with their state and renditions. A row
// is one video: its source file while it waits, then 高清 (720p) and 标清 (360p) H.264/AAC MP4 files, a poster and
// the duration once processing succeeded — all written in one UPDATE, so nothing shows a half-processed video. Content
// rows name a video by its 高清 file (media_key); the player finds the 标清 file through hd_key.
// video_jobs is the processing queue on SQLite; on PostgreSQL pg-boss keeps the queue in its own schema and this
// table stays empty (docs/decisions/0050-video-library.md).
import type { Kysely } from "kysely";
import { withIdColumn } from "./column-types";

export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable("video_assets"))
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("file_name", "text", (col) => col.notNull())
    .addColumn("origin", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("progress", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("error", "text")
    .addColumn("source_key", "text")
    .addColumn("source_size", "bigint", (col) => col.notNull())
    .addColumn("duration_seconds", "integer")
    .addColumn("width", "integer")
    .addColumn("height", "integer")
    .addColumn("poster_key", "text")
    .addColumn("hd_key", "text", (col) => col.unique())
    .addColumn("sd_key", "text")
    .addColumn("hd_size", "bigint")
    .addColumn("sd_size", "bigint")
    .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("job_id", "text")
    .addColumn("heartbeat_at", "bigint")
    .addColumn("processing_ms", "bigint")
    .addColumn("uploaded_by_user_id", "integer", (col) => col.references("users.id").onDelete("set null"))
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .addColumn("updated_at", "bigint", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("video_assets_status_idx").on("video_assets").column("status").execute();

  await withIdColumn(db, db.schema.createTable("video_jobs"))
    .addColumn("asset_id", "integer", (col) => col.notNull().references("video_assets.id").onDelete("cascade"))
    .addColumn("state", "text", (col) => col.notNull())
    .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("retry_limit", "integer", (col) => col.notNull())
    .addColumn("start_after", "bigint", (col) => col.notNull())
    .addColumn("expire_seconds", "integer", (col) => col.notNull())
    .addColumn("expire_at", "bigint")
    .addColumn("locked_by", "text")
    .addColumn("output", "text")
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .addColumn("completed_at", "bigint")
    .execute();
  await db.schema.createIndex("video_jobs_state_idx").on("video_jobs").columns(["state", "start_after"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("video_jobs").execute();
  await db.schema.dropTable("video_assets").execute();
}
