// 学长学姐 applications (issue 17; docs/decisions/0033-senior-applications.md): an admitted student applies with their
// admitted school, major, year, exam subjects and scores and a proof image; the school's organisation account
// approves (the student becomes, or is linked to, a `seniors` profile through its new `user_id`) or declines with a
// reason, which the student sees before applying again. Conventions of 0002/0007: epoch-ms bigint times.
//
// Indexes, each behind a list or a rule: (user_id) WHERE state = 'pending' is unique — one pending application per
// user, exact under concurrency; (user_id, created_at, id) finds a user's latest application; (state, created_at, id)
// lists the pending queue oldest first (the school filter joins users); seniors.user_id unique — one profile per
// account — and the badge looks seniors up by it.
import { sql, type Kysely } from "kysely";
import { withIdColumn } from "./column-types";

export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable("senior_applications"))
    .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("admitted_school", "text", (col) => col.notNull())
    .addColumn("admitted_major", "text", (col) => col.notNull())
    .addColumn("exam_year", "integer", (col) => col.notNull())
    // JSON array of { subject, score }.
    .addColumn("subjects", "text", (col) => col.notNull())
    .addColumn("total_score", "integer", (col) => col.notNull())
    .addColumn("introduction", "text", (col) => col.notNull())
    // File name under DATA_DIR/private/senior-proofs (never served from /uploads).
    .addColumn("proof_key", "text", (col) => col.notNull())
    // pending | approved | declined
    .addColumn("state", "text", (col) => col.notNull())
    .addColumn("reason", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("senior_id", "integer", (col) => col.references("seniors.id").onDelete("set null"))
    .addColumn("reviewed_at", "bigint")
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .addColumn("updated_at", "bigint", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("senior_applications_one_pending")
    .on("senior_applications")
    .column("user_id")
    .unique()
    .where(sql.ref("state"), "=", "pending")
    .execute();
  await db.schema
    .createIndex("senior_applications_user_idx")
    .on("senior_applications")
    .columns(["user_id", "created_at", "id"])
    .execute();
  await db.schema
    .createIndex("senior_applications_state_idx")
    .on("senior_applications")
    .columns(["state", "created_at", "id"])
    .execute();

  await db.schema
    .alterTable("seniors")
    .addColumn("user_id", "integer", (col) => col.references("users.id").onDelete("set null"))
    .execute();
  await db.schema.createIndex("seniors_user_idx").on("seniors").column("user_id").unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("seniors_user_idx").execute();
  await db.schema.alterTable("seniors").dropColumn("user_id").execute();
  await db.schema.dropTable("senior_applications").execute();
}
