// 打卡 and 松果 (issue 16; docs/decisions/0024-check-ins-and-pinecones.md). A check-in is one row per user and study
// day (04:00 Asia/Shanghai), so a double submit or two concurrent posts make one. The 松果 ledger keeps every grant and
// spend as a signed entry; the balance is their sum. Its source key (check-in:<day>, streak:7:<startDay>,
// section:<videoId>, exam:<attemptId>, order:<orderNo>…) is unique per user: a retried grant or spend is recognised by
// the database, not by a check before the insert. Conventions of 0002: epoch-ms bigint times.
import type { Kysely } from "kysely";
import { withIdColumn } from "./column-types";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("check_ins")
    .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
    // The study day's number (app/modules/study-day/study-day.ts).
    .addColumn("day_index", "integer", (col) => col.notNull())
    // manual 手动打卡 | auto 达成学习目标自动打卡
    .addColumn("source", "text", (col) => col.notNull())
    .addColumn("created_at", "bigint", (col) => col.notNull())
    // The month calendar and the streak read (user_id, day_index) ranges through this key.
    .addPrimaryKeyConstraint("check_ins_pk", ["user_id", "day_index"])
    .execute();

  await withIdColumn(db, db.schema.createTable("pinecone_entries"))
    .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
    // Positive: earned; negative: spent.
    .addColumn("amount", "integer", (col) => col.notNull())
    // check_in | streak | section | exam | spend | refund (the page says each in Chinese)
    .addColumn("reason", "text", (col) => col.notNull())
    // The idempotency key: one entry per user and key.
    .addColumn("source_key", "text", (col) => col.notNull())
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .addUniqueConstraint("pinecone_entries_user_source_key", ["user_id", "source_key"])
    .execute();
  // The ledger page (newest first) and the balance (SUM over the user's rows; amount in the index keeps it index-only).
  await db.schema
    .createIndex("pinecone_entries_user_idx")
    .on("pinecone_entries")
    .columns(["user_id", "created_at", "id", "amount"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("pinecone_entries").execute();
  await db.schema.dropTable("check_ins").execute();
}
