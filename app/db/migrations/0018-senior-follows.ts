// 我的关注 and 我的文章 (issue 16; docs/decisions/0027-senior-follows.md): a student follows seniors (学长学姐, seed
// profiles, not accounts), and an experience post may name the student who wrote it (issue 17 fills it when students
// write; until then it is NULL and 我的文章 is empty). Conventions of 0002/0007: epoch-ms bigint times.
//
// Indexes, each behind a list: the pair is the key (follow twice → one row; "do I follow" and unfollow read it);
// (user_id, created_at) pages 我的关注 newest first; (senior_id) counts a senior's followers and joins their posts;
// (author_user_id, published, published_at) pages 我的文章; (admitted_school, exam_year, id) filters 学长学姐 by school.
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("senior_follows")
    .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("senior_id", "integer", (col) => col.notNull().references("seniors.id").onDelete("cascade"))
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .addPrimaryKeyConstraint("senior_follows_pk", ["user_id", "senior_id"])
    .execute();
  await db.schema
    .createIndex("senior_follows_user_idx")
    .on("senior_follows")
    .columns(["user_id", "created_at", "senior_id"])
    .execute();
  await db.schema.createIndex("senior_follows_senior_idx").on("senior_follows").columns(["senior_id"]).execute();

  await db.schema
    .alterTable("experiences")
    .addColumn("author_user_id", "integer", (col) => col.references("users.id").onDelete("set null"))
    .execute();
  await db.schema
    .createIndex("experiences_author_idx")
    .on("experiences")
    .columns(["author_user_id", "published", "published_at", "id"])
    .execute();
  await db.schema
    .createIndex("seniors_school_idx")
    .on("seniors")
    .columns(["admitted_school", "exam_year", "id"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("seniors_school_idx").execute();
  await db.schema.dropIndex("experiences_author_idx").execute();
  await db.schema.alterTable("experiences").dropColumn("author_user_id").execute();
  await db.schema.dropTable("senior_follows").execute();
}
