// A student's study settings (issue 16's 设置; docs/decisions/0025-study-settings-and-phone-change.md): daily study
// goal, notification preferences, target school and major, and the theme that follows the account. The exam date is
// NOT here: it stays in word_settings (migration 0005), the one store vocabulary's interval cap already reads.
// Also the server-side state of a phone-number change (换绑手机), so step 2 cannot be posted without step 1.
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("user_settings")
    .addColumn("user_id", "integer", (col) => col.primaryKey().references("users.id").onDelete("cascade"))
    // minutes | words
    .addColumn("study_goal_kind", "text", (col) => col.notNull().defaultTo("minutes"))
    .addColumn("study_goal_amount", "integer", (col) => col.notNull().defaultTo(30))
    .addColumn("notify_order", "integer", (col) => col.notNull().defaultTo(1))
    .addColumn("notify_live", "integer", (col) => col.notNull().defaultTo(1))
    .addColumn("notify_square", "integer", (col) => col.notNull().defaultTo(1))
    .addColumn("target_school", "text")
    .addColumn("target_major", "text")
    // default | red | purple | gray; null = never chosen here
    .addColumn("theme", "text")
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .addColumn("updated_at", "bigint", (col) => col.notNull())
    .execute();

  // One live change per user; the row is deleted on success and ignored once expired.
  await db.schema
    .createTable("phone_change_requests")
    .addColumn("user_id", "integer", (col) => col.primaryKey().references("users.id").onDelete("cascade"))
    // The session that proved the old number: another device cannot continue the change.
    .addColumn("session_id", "integer", (col) => col.notNull().references("sessions.id").onDelete("cascade"))
    .addColumn("old_verified_at", "bigint", (col) => col.notNull())
    .addColumn("expires_at", "bigint", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("phone_change_requests").execute();
  await db.schema.dropTable("user_settings").execute();
}
