// The training platform (issue 27; docs/decisions/0055-training-platform.md): a school's batches (班级) of students run
// by its teachers, with lectures (讲座), materials (课件: PDF, or Office files converted to PDF and page images by a
// background job) and assignments (作业: course videos, a word target, or a practice or mock set). A member row is a
// teacher or a student of one batch; a student's request to join waits as state 'requested' until a teacher approves.
// Progress is never copied here: it is read from what the site already records (video_progress, words, attempts).
import type { Kysely } from "kysely";
import { withIdColumn } from "./column-types";

export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable("training_batches"))
    .addColumn("school_id", "integer", (col) => col.notNull().references("schools.id").onDelete("cascade"))
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("term", "text", (col) => col.notNull())
    .addColumn("ranking_visible", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("behind_days", "integer", (col) => col.notNull().defaultTo(7))
    .addColumn("invite_code", "text", (col) => col.unique())
    .addColumn("invite_expires_at", "bigint")
    .addColumn("created_by_user_id", "integer", (col) => col.references("users.id").onDelete("set null"))
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .addColumn("updated_at", "bigint", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("training_batches_school_idx").on("training_batches").column("school_id").execute();

  await db.schema
    .createTable("training_members")
    .addColumn("batch_id", "integer", (col) => col.notNull().references("training_batches.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("role", "text", (col) => col.notNull())
    .addColumn("state", "text", (col) => col.notNull())
    .addColumn("source", "text", (col) => col.notNull())
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .addColumn("approved_at", "bigint")
    .addPrimaryKeyConstraint("training_members_pk", ["batch_id", "user_id"])
    .execute();
  await db.schema.createIndex("training_members_user_idx").on("training_members").column("user_id").execute();

  await withIdColumn(db, db.schema.createTable("training_materials"))
    .addColumn("batch_id", "integer", (col) => col.notNull().references("training_batches.id").onDelete("cascade"))
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("file_name", "text", (col) => col.notNull())
    .addColumn("format", "text", (col) => col.notNull())
    .addColumn("byte_size", "bigint", (col) => col.notNull())
    .addColumn("sha256", "text", (col) => col.notNull())
    .addColumn("source_key", "text", (col) => col.notNull())
    .addColumn("pdf_key", "text")
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("error", "text")
    .addColumn("page_count", "integer")
    .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("job_id", "text")
    .addColumn("uploaded_by_user_id", "integer", (col) => col.references("users.id").onDelete("set null"))
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .addColumn("updated_at", "bigint", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("training_materials_batch_idx").on("training_materials").column("batch_id").execute();

  // The conversion queue on SQLite, video_jobs' shape exactly (asset_id is the material), so one queue module serves
  // both; on PostgreSQL pg-boss keeps it (docs/decisions/0050-video-library.md).
  await withIdColumn(db, db.schema.createTable("training_material_jobs"))
    .addColumn("asset_id", "integer", (col) => col.notNull().references("training_materials.id").onDelete("cascade"))
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
  await db.schema
    .createIndex("training_material_jobs_state_idx")
    .on("training_material_jobs")
    .columns(["state", "start_after"])
    .execute();

  await db.schema
    .createTable("training_material_pages")
    .addColumn("material_id", "integer", (col) => col.notNull().references("training_materials.id").onDelete("cascade"))
    .addColumn("page_no", "integer", (col) => col.notNull())
    .addColumn("image_key", "text", (col) => col.notNull())
    .addColumn("width", "integer", (col) => col.notNull())
    .addColumn("height", "integer", (col) => col.notNull())
    .addColumn("text", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("training_material_pages_pk", ["material_id", "page_no"])
    .execute();

  await withIdColumn(db, db.schema.createTable("training_material_downloads"))
    .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("material_id", "integer", (col) => col.notNull().references("training_materials.id").onDelete("cascade"))
    .addColumn("download_count", "integer", (col) => col.notNull())
    .addColumn("first_downloaded_at", "bigint", (col) => col.notNull())
    .addColumn("last_downloaded_at", "bigint", (col) => col.notNull())
    .addUniqueConstraint("training_material_downloads_user_material", ["user_id", "material_id"])
    .execute();

  await withIdColumn(db, db.schema.createTable("training_lectures"))
    .addColumn("batch_id", "integer", (col) => col.notNull().references("training_batches.id").onDelete("cascade"))
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("starts_at", "bigint", (col) => col.notNull())
    .addColumn("ends_at", "bigint", (col) => col.notNull())
    .addColumn("teacher_name", "text", (col) => col.notNull())
    .addColumn("room", "text")
    .addColumn("live_id", "integer", (col) => col.references("lives.id").onDelete("set null"))
    .addColumn("description", "text", (col) => col.notNull())
    .addColumn("created_by_user_id", "integer", (col) => col.references("users.id").onDelete("set null"))
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .addColumn("updated_at", "bigint", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("training_lectures_batch_idx")
    .on("training_lectures")
    .columns(["batch_id", "starts_at"])
    .execute();

  await db.schema
    .createTable("training_lecture_materials")
    .addColumn("lecture_id", "integer", (col) => col.notNull().references("training_lectures.id").onDelete("cascade"))
    .addColumn("material_id", "integer", (col) => col.notNull().references("training_materials.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("training_lecture_materials_pk", ["lecture_id", "material_id"])
    .execute();

  await db.schema
    .createTable("training_lecture_views")
    .addColumn("lecture_id", "integer", (col) => col.notNull().references("training_lectures.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("view_count", "integer", (col) => col.notNull())
    .addColumn("first_viewed_at", "bigint", (col) => col.notNull())
    .addColumn("last_viewed_at", "bigint", (col) => col.notNull())
    .addPrimaryKeyConstraint("training_lecture_views_pk", ["lecture_id", "user_id"])
    .execute();

  await withIdColumn(db, db.schema.createTable("training_assignments"))
    .addColumn("batch_id", "integer", (col) => col.notNull().references("training_batches.id").onDelete("cascade"))
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("note", "text", (col) => col.notNull())
    .addColumn("due_at", "bigint", (col) => col.notNull())
    .addColumn("word_target", "integer")
    .addColumn("set_id", "integer", (col) => col.references("question_sets.id").onDelete("set null"))
    .addColumn("created_by_user_id", "integer", (col) => col.references("users.id").onDelete("set null"))
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .addColumn("updated_at", "bigint", (col) => col.notNull())
    .addColumn("reminded_at", "bigint")
    .execute();
  await db.schema
    .createIndex("training_assignments_batch_idx")
    .on("training_assignments")
    .columns(["batch_id", "due_at"])
    .execute();

  await db.schema
    .createTable("training_assignment_videos")
    .addColumn("assignment_id", "integer", (col) =>
      col.notNull().references("training_assignments.id").onDelete("cascade"),
    )
    .addColumn("video_id", "integer", (col) => col.notNull().references("course_videos.id").onDelete("cascade"))
    .addColumn("position", "integer", (col) => col.notNull())
    .addPrimaryKeyConstraint("training_assignment_videos_pk", ["assignment_id", "video_id"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    "training_assignment_videos",
    "training_assignments",
    "training_lecture_views",
    "training_lecture_materials",
    "training_lectures",
    "training_material_downloads",
    "training_material_pages",
    "training_material_jobs",
    "training_materials",
    "training_members",
    "training_batches",
  ])
    await db.schema.dropTable(table).execute();
}
