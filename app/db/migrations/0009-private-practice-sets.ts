// Private practice sets (issue 14, 练习): a student's practice by subject, knowledge point, difficulty, 只做错题 or 只做未做
// is a question set of its own, made for them when they start it
// (app/modules/question/practice/practice-sets.server.ts).
// `owner_user_id` names its owner; such a set stays unpublished (published 0), so every public listing and reader,
// which all ask for published sets, never shows it, and only its owner may start an attempt on it (another student
// gets 404). Null for every shared set (mock papers, past papers, practice sets, 课后练习).
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("question_sets")
    .addColumn("owner_user_id", "integer", (col) => col.references("users.id").onDelete("cascade"))
    .execute();
  await db.schema.createIndex("question_sets_owner_idx").on("question_sets").columns(["owner_user_id", "id"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("question_sets_owner_idx").execute();
  await db.schema.alterTable("question_sets").dropColumn("owner_user_id").execute();
}
