// 消息, the notification centre (issue 16; docs/decisions/0023-notifications.md): one row per thing a user is told
// (system notices, order and refund updates, a booked live about to start, the square's replies and approvals), unique
// per user by its dedupe key so the same event never notifies twice; kept 180 days. System notices are written once
// and reach each user lazily (a user's copy is made when they open 消息). 预约直播: one booking per user and live.
// Conventions of 0002: epoch-ms bigint times.
import { sql, type Kysely } from "kysely";
import { withIdColumn } from "./column-types";

export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable("notifications"))
    .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
    // system | order | live | square
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("body", "text", (col) => col.notNull())
    // A site path (desktop form; the mobile tree shows /mobile + it), or null.
    .addColumn("link", "text")
    // What the event is (order:paid:<orderNo>, live:<liveId>, system:<noticeId>, …): one notification per user and key.
    .addColumn("dedupe_key", "text", (col) => col.notNull())
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .addColumn("read_at", "bigint")
    .addUniqueConstraint("notifications_user_dedupe_key", ["user_id", "dedupe_key"])
    .execute();
  // The list (newest first, all kinds or one) and the unread count (a partial index: unread rows only).
  await db.schema
    .createIndex("notifications_user_time_idx")
    .on("notifications")
    .columns(["user_id", "created_at", "id"])
    .execute();
  await db.schema
    .createIndex("notifications_user_kind_idx")
    .on("notifications")
    .columns(["user_id", "kind", "created_at", "id"])
    .execute();
  await db.schema
    .createIndex("notifications_unread_idx")
    .on("notifications")
    .columns(["user_id", "created_at", "id"])
    .where(sql.ref("read_at"), "is", null)
    .execute();
  // The 180-day sweep.
  await db.schema.createIndex("notifications_created_idx").on("notifications").columns(["created_at"]).execute();

  await withIdColumn(db, db.schema.createTable("system_notices"))
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("body", "text", (col) => col.notNull())
    .addColumn("link", "text")
    // In effect from published_at until expires_at (null: until the 180 days of keeping run out).
    .addColumn("published_at", "bigint", (col) => col.notNull())
    .addColumn("expires_at", "bigint")
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("system_notices_published_idx").on("system_notices").columns(["published_at"]).execute();

  await db.schema
    .createTable("live_bookings")
    .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("live_id", "integer", (col) => col.notNull().references("lives.id").onDelete("cascade"))
    .addColumn("created_at", "bigint", (col) => col.notNull())
    // When the 15-minute reminder went out (null: not yet).
    .addColumn("reminded_at", "bigint")
    .addPrimaryKeyConstraint("live_bookings_pk", ["user_id", "live_id"])
    .execute();
  // The reminder task reads a starting live's bookings not yet reminded.
  await db.schema
    .createIndex("live_bookings_live_idx")
    .on("live_bookings")
    .columns(["live_id", "reminded_at"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["live_bookings", "system_notices", "notifications"]) await db.schema.dropTable(table).execute();
}
