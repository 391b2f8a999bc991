// The console's inbox (issue 25): a school's administrators work through the feedback and the consultation bookings
// of their school's users. Each item gets a handling state — new → in_progress → replied, as codes (the labels
// 新 / 处理中 / 已回复 live in the console's messages) — and the last reply: its text, who wrote it and when. The user
// reads the reply as an in-site notification; the console's audit log keeps every reply and state change with its
// before and after, so overwriting a reply with a later one loses nothing.
//
// feedback.handled (0/1, written 0 and never read) is replaced by the state: a row someone marked handled by hand
// becomes replied. The school is not stored on the items: an item belongs to the school of the user who sent it
// (users.school_id, indexed), which is what "the school's users" means.
import { sql, type Kysely } from "kysely";

const inboxColumns = async (db: Kysely<unknown>, table: "feedback" | "appointments") => {
  // SQLite takes one column per ALTER TABLE.
  await db.schema
    .alterTable(table)
    .addColumn("inbox_state", "text", (col) => col.notNull().defaultTo("new"))
    .execute();
  await db.schema.alterTable(table).addColumn("reply_body", "text").execute();
  await db.schema
    .alterTable(table)
    .addColumn("replied_by_user_id", "integer", (col) => col.references("users.id").onDelete("set null"))
    .execute();
  await db.schema.alterTable(table).addColumn("replied_at", "bigint").execute();
  // The operator's site-wide view by state, newest first (a school's view goes through users.school_id).
  await db.schema
    .createIndex(`${table}_inbox_state_created_at_idx`)
    .on(table)
    .columns(["inbox_state", "created_at"])
    .execute();
};

export async function up(db: Kysely<unknown>): Promise<void> {
  await inboxColumns(db, "feedback");
  await inboxColumns(db, "appointments");
  await sql`update feedback set inbox_state = 'replied' where handled = 1`.execute(db);
  // SQLite drops a column only once no index names it.
  await db.schema.dropIndex("feedback_handled_created_at_idx").execute();
  await db.schema.alterTable("feedback").dropColumn("handled").execute();
}
