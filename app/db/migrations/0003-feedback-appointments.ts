// Feedback (anyone may send it, logged in or not) and appointment consultations (logged-in users; at most one open
// appointment per user, enforced by the service in a transaction and by a partial unique index on both dialects).
import { sql, type Kysely } from "kysely";
import { withIdColumn } from "./column-types";

export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable("feedback"))
    // 1 产品建议, 2 功能异常, 3 其他
    .addColumn("type", "integer", (col) => col.notNull())
    .addColumn("suggestion", "text", (col) => col.notNull())
    // The contact the sender left (a phone number, e-mail, QQ…), free text.
    .addColumn("phone", "text", (col) => col.notNull())
    .addColumn("user_id", "integer", (col) => col.references("users.id").onDelete("set null"))
    .addColumn("ip", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("user_agent", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .addColumn("handled", "integer", (col) => col.notNull().defaultTo(0))
    .execute();
  // Staff work through unhandled feedback newest first; a user's own feedback.
  await db.schema
    .createIndex("feedback_handled_created_at_idx")
    .on("feedback")
    .columns(["handled", "created_at"])
    .execute();
  await db.schema.createIndex("feedback_user_id_idx").on("feedback").column("user_id").execute();

  await withIdColumn(db, db.schema.createTable("appointments"))
    .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("phone", "text", (col) => col.notNull())
    // The exam subject or major the user is preparing for.
    .addColumn("subject", "text", (col) => col.notNull())
    .addColumn("preferred_time", "text", (col) => col.notNull())
    .addColumn("question", "text", (col) => col.notNull().defaultTo(""))
    // 'open' | 'done' | 'cancelled'
    .addColumn("status", "text", (col) => col.notNull().defaultTo("open"))
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .addColumn("updated_at", "bigint", (col) => col.notNull())
    .execute();
  // A user's appointments (their history, the open one).
  await db.schema
    .createIndex("appointments_user_id_status_idx")
    .on("appointments")
    .columns(["user_id", "status"])
    .execute();
  // Staff work through open appointments oldest first.
  await db.schema
    .createIndex("appointments_status_created_at_idx")
    .on("appointments")
    .columns(["status", "created_at"])
    .execute();
  // At most one open appointment per user. Both SQLite and PostgreSQL support partial unique indexes; the literal is
  // inlined (sql.lit) because DDL cannot take bound parameters.
  await db.schema
    .createIndex("appointments_one_open_per_user_idx")
    .on("appointments")
    .column("user_id")
    .unique()
    .where(sql.ref("status"), "=", sql.lit("open"))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("appointments").execute();
  await db.schema.dropTable("feedback").execute();
}
