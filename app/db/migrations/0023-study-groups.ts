// 学习小组 (issue 17; docs/decisions/0034-study-groups.md): students gather by target (2027 计算机 408, 英语一冲刺);
// a new group is moderated like a post (pending → published / declined; hidden by the moderator later), and a post
// may be made in a group (experiences.group_id). Conventions of 0002/0007: epoch-ms bigint times.
//
// Indexes, each behind a list: (state, created_at, id) and (state, member_count, id) page the public list newest /
// most members first; (state, subject, created_at, id) filters it by subject; (school_id, state, created_at) is the
// school's moderation queue; (owner_user_id, created_at) is 我创建的 and the 3-group limit. The member pair is the key
// (join twice → one row); (user_id, joined_at) is 我加入的 and the 20-group limit; (group_id, joined_at) pages the
// members. (group_id, published, published_at, id) pages a group's posts.
import type { Kysely } from "kysely";
import { withIdColumn } from "./column-types";

export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable("study_groups"))
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("target", "text", (col) => col.notNull())
    .addColumn("subject", "text", (col) => col.notNull())
    .addColumn("exam_year", "integer", (col) => col.notNull())
    .addColumn("introduction", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("owner_user_id", "integer", (col) => col.references("users.id").onDelete("set null"))
    // The owner's school when the group was made: whose organisation account moderates it.
    .addColumn("school_id", "integer", (col) => col.references("schools.id").onDelete("set null"))
    .addColumn("member_count", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("state", "text", (col) => col.notNull())
    // JSON array of the sensitive words the check found in name, target and introduction (shown to the moderator).
    .addColumn("flagged_words", "text", (col) => col.notNull().defaultTo("[]"))
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .addColumn("updated_at", "bigint", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("study_groups_list_idx")
    .on("study_groups")
    .columns(["state", "created_at", "id"])
    .execute();
  await db.schema
    .createIndex("study_groups_members_idx")
    .on("study_groups")
    .columns(["state", "member_count", "id"])
    .execute();
  await db.schema
    .createIndex("study_groups_subject_idx")
    .on("study_groups")
    .columns(["state", "subject", "created_at", "id"])
    .execute();
  await db.schema
    .createIndex("study_groups_queue_idx")
    .on("study_groups")
    .columns(["school_id", "state", "created_at"])
    .execute();
  await db.schema
    .createIndex("study_groups_owner_idx")
    .on("study_groups")
    .columns(["owner_user_id", "created_at"])
    .execute();

  await db.schema
    .createTable("study_group_members")
    .addColumn("group_id", "integer", (col) => col.notNull().references("study_groups.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("role", "text", (col) => col.notNull())
    .addColumn("joined_at", "bigint", (col) => col.notNull())
    .addPrimaryKeyConstraint("study_group_members_pk", ["group_id", "user_id"])
    .execute();
  await db.schema
    .createIndex("study_group_members_user_idx")
    .on("study_group_members")
    .columns(["user_id", "joined_at"])
    .execute();
  await db.schema
    .createIndex("study_group_members_group_idx")
    .on("study_group_members")
    .columns(["group_id", "joined_at"])
    .execute();

  await db.schema
    .alterTable("experiences")
    .addColumn("group_id", "integer", (col) => col.references("study_groups.id").onDelete("set null"))
    .execute();
  await db.schema
    .createIndex("experiences_group_idx")
    .on("experiences")
    .columns(["group_id", "published", "published_at", "id"])
    .execute();
  // /square/more filters posts and seniors by major (the school filter has seniors_school_idx of 0018).
  await db.schema
    .createIndex("seniors_major_idx")
    .on("seniors")
    .columns(["admitted_major", "exam_year", "id"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("seniors_major_idx").execute();
  await db.schema.dropIndex("experiences_group_idx").execute();
  await db.schema.alterTable("experiences").dropColumn("group_id").execute();
  await db.schema.dropTable("study_group_members").execute();
  await db.schema.dropTable("study_groups").execute();
}
