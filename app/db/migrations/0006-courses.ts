// Courses, paper-explanation videos, lives, school licences, enrolments, likes/collects and viewing progress
// (issue 6; docs/decisions/0010-courses-and-entitlement.md). Conventions of 0002: epoch-ms bigint times, 0/1 flags,
// JSON text lists, integer fen, withIdColumn ids.
//
// The hot paths and their indexes:
// - the course list (type, published, [subject], sort): courses_list_{hot,new}_idx and courses_subject_{hot,new}_idx,
//   each ending in the sort column and id, so a page is an index range read in order, counted on the same index;
// - a tag filter: course_tags (tag, course_id);
// - detail and catalogue: everything below a course is read by course_id (chapters, sections, videos, notes);
// - likes/collects: content_reactions' primary key makes them idempotent; (user_id, kind, target_type, created_at)
//   pages a user's favourites newest first;
// - progress: video_progress keyed (user_id, video_type, video_id) for the conditional upsert, (user_id, updated_at)
//   for the records page, (user_id, course_id) for a catalogue's ticks; course_progress keyed (user_id, course_id),
//   (user_id, last_watched_at) for "my courses".
import type { Kysely } from "kysely";
import { withIdColumn } from "./column-types";

export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable("courses"))
    // Stable key of a demo or imported course (demo-politics-01, growth-123); null for courses made in an editor.
    .addColumn("code", "text", (col) => col.unique())
    // 1 系统课, 2 微课 (the site's default, spec: /course?type=2), 3 一对一辅导.
    .addColumn("type", "integer", (col) => col.notNull())
    // politics, english1, english2, math1, math2, math3, major (app/modules/subjects/subjects.ts).
    .addColumn("subject", "text", (col) => col.notNull())
    .addColumn("title", "text", (col) => col.notNull())
    // A media key (app/modules/media), e.g. samples/poster-1.jpg; served signed.
    .addColumn("cover_key", "text")
    // JSON array of {name, title}.
    .addColumn("teachers", "text", (col) => col.notNull().defaultTo("[]"))
    .addColumn("introduction", "text", (col) => col.notNull().defaultTo(""))
    // JSON array of tag strings (for display; course_tags is the filterable copy).
    .addColumn("tags", "text", (col) => col.notNull().defaultTo("[]"))
    // Fen; 0 = free.
    .addColumn("price_fen", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("published", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("published_at", "bigint")
    // Kept by whoever writes the catalogue (seed, editor): number of videos and their total seconds.
    .addColumn("video_count", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("total_duration", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("view_count", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("like_count", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("collect_count", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .addColumn("updated_at", "bigint", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("courses_list_hot_idx")
    .on("courses")
    .columns(["type", "published", "view_count", "id"])
    .execute();
  await db.schema
    .createIndex("courses_list_new_idx")
    .on("courses")
    .columns(["type", "published", "published_at", "id"])
    .execute();
  await db.schema
    .createIndex("courses_subject_hot_idx")
    .on("courses")
    .columns(["type", "published", "subject", "view_count", "id"])
    .execute();
  await db.schema
    .createIndex("courses_subject_new_idx")
    .on("courses")
    .columns(["type", "published", "subject", "published_at", "id"])
    .execute();
  // 资源库 (school-licensed courses of every type), newest first, optionally by subject.
  await db.schema
    .createIndex("courses_licensed_idx")
    .on("courses")
    .columns(["published", "subject", "published_at", "id"])
    .execute();

  await db.schema
    .createTable("course_tags")
    .addColumn("course_id", "integer", (col) => col.notNull().references("courses.id").onDelete("cascade"))
    .addColumn("tag", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("course_tags_pk", ["course_id", "tag"])
    .execute();
  await db.schema.createIndex("course_tags_tag_idx").on("course_tags").columns(["tag", "course_id"]).execute();

  await withIdColumn(db, db.schema.createTable("course_chapters"))
    .addColumn("course_id", "integer", (col) => col.notNull().references("courses.id").onDelete("cascade"))
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("position", "integer", (col) => col.notNull())
    .addUniqueConstraint("course_chapters_position_key", ["course_id", "position"])
    .execute();

  await withIdColumn(db, db.schema.createTable("course_sections"))
    .addColumn("course_id", "integer", (col) => col.notNull().references("courses.id").onDelete("cascade"))
    .addColumn("chapter_id", "integer", (col) => col.notNull().references("course_chapters.id").onDelete("cascade"))
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("position", "integer", (col) => col.notNull())
    .addUniqueConstraint("course_sections_position_key", ["chapter_id", "position"])
    .execute();
  await db.schema
    .createIndex("course_sections_course_idx")
    .on("course_sections")
    .columns(["course_id", "position"])
    .execute();

  await withIdColumn(db, db.schema.createTable("course_videos"))
    .addColumn("course_id", "integer", (col) => col.notNull().references("courses.id").onDelete("cascade"))
    .addColumn("section_id", "integer", (col) => col.notNull().references("course_sections.id").onDelete("cascade"))
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("duration_seconds", "integer", (col) => col.notNull())
    .addColumn("poster_key", "text")
    .addColumn("media_key", "text", (col) => col.notNull())
    // 1: anyone who may browse (campus or logged in) may watch it (试看).
    .addColumn("free_preview", "integer", (col) => col.notNull().defaultTo(0))
    // Order within the section, shared with course_notes (a mix catalogue interleaves them).
    .addColumn("position", "integer", (col) => col.notNull())
    // 1, 2, 3, … over the whole course in catalogue order (the "next video", the resume point).
    .addColumn("sequence", "integer", (col) => col.notNull())
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .addColumn("updated_at", "bigint", (col) => col.notNull())
    .addUniqueConstraint("course_videos_sequence_key", ["course_id", "sequence"])
    .execute();
  await db.schema
    .createIndex("course_videos_section_idx")
    .on("course_videos")
    .columns(["section_id", "position"])
    .execute();

  // Lecture notes (讲义) of a mix catalogue: text shown on the page, optionally a file (media key, e.g. a PDF).
  await withIdColumn(db, db.schema.createTable("course_notes"))
    .addColumn("course_id", "integer", (col) => col.notNull().references("courses.id").onDelete("cascade"))
    .addColumn("section_id", "integer", (col) => col.notNull().references("course_sections.id").onDelete("cascade"))
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("content", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("file_key", "text")
    .addColumn("position", "integer", (col) => col.notNull())
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("course_notes_course_idx")
    .on("course_notes")
    .columns(["course_id", "section_id", "position"])
    .execute();

  // 真题解析: one video per exam question (or group of questions).
  await withIdColumn(db, db.schema.createTable("paper_videos"))
    .addColumn("code", "text", (col) => col.unique())
    .addColumn("subject", "text", (col) => col.notNull())
    .addColumn("exam_year", "integer", (col) => col.notNull())
    // The paper's name, e.g. 2025 年全国硕士研究生招生考试数学（一）.
    .addColumn("paper", "text", (col) => col.notNull())
    // Order within the paper and how the paper numbers it (第 17 题, Text 2, 第 34 题).
    .addColumn("question_number", "integer", (col) => col.notNull())
    .addColumn("question_label", "text", (col) => col.notNull())
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("introduction", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("teacher", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("duration_seconds", "integer", (col) => col.notNull())
    .addColumn("poster_key", "text")
    .addColumn("media_key", "text", (col) => col.notNull())
    .addColumn("free_preview", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("published", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("published_at", "bigint")
    .addColumn("view_count", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("like_count", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("collect_count", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .addColumn("updated_at", "bigint", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("paper_videos_paper_idx")
    .on("paper_videos")
    .columns(["published", "subject", "exam_year", "question_number"])
    .execute();
  await db.schema
    .createIndex("paper_videos_year_idx")
    .on("paper_videos")
    .columns(["published", "exam_year", "subject", "question_number"])
    .execute();
  await db.schema
    .createIndex("paper_videos_hot_idx")
    .on("paper_videos")
    .columns(["published", "view_count", "id"])
    .execute();

  // Lives: the status (upcoming / live / ended) is derived from starts_at and ends_at, never stored.
  await withIdColumn(db, db.schema.createTable("lives"))
    .addColumn("code", "text", (col) => col.unique())
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("teacher", "text", (col) => col.notNull())
    .addColumn("subject", "text", (col) => col.notNull())
    .addColumn("introduction", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("cover_key", "text")
    .addColumn("starts_at", "bigint", (col) => col.notNull())
    .addColumn("ends_at", "bigint", (col) => col.notNull())
    // The stream while live and the recording afterwards: media keys, served signed like any video.
    .addColumn("stream_key", "text")
    .addColumn("playback_key", "text")
    .addColumn("playback_duration", "integer")
    // 1: open to everyone who may browse (公开课直播); else licensed like a course of its subject.
    .addColumn("free", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("published", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("view_count", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .addColumn("updated_at", "bigint", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("lives_schedule_idx").on("lives").columns(["published", "starts_at"]).execute();
  await db.schema.createIndex("lives_end_idx").on("lives").columns(["published", "ends_at"]).execute();

  // What a school has bought: everything, one subject (courses, paper videos and lives of it), or one course.
  await withIdColumn(db, db.schema.createTable("school_content_licenses"))
    .addColumn("school_id", "integer", (col) => col.notNull().references("schools.id").onDelete("cascade"))
    // all | subject | course
    .addColumn("scope", "text", (col) => col.notNull())
    .addColumn("subject", "text")
    .addColumn("course_id", "integer", (col) => col.references("courses.id").onDelete("cascade"))
    .addColumn("starts_at", "bigint", (col) => col.notNull())
    // null: no end.
    .addColumn("ends_at", "bigint")
    .addColumn("note", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("school_content_licenses_school_idx")
    .on("school_content_licenses")
    .columns(["school_id", "scope"])
    .execute();

  // A user's own courses: one-to-one coaching assigned to them, and (later) paid orders.
  await db.schema
    .createTable("course_enrolments")
    .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("course_id", "integer", (col) => col.notNull().references("courses.id").onDelete("cascade"))
    // coach | order | gift
    .addColumn("source", "text", (col) => col.notNull())
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .addColumn("expires_at", "bigint")
    .addPrimaryKeyConstraint("course_enrolments_pk", ["user_id", "course_id"])
    .execute();
  await db.schema
    .createIndex("course_enrolments_user_idx")
    .on("course_enrolments")
    .columns(["user_id", "created_at"])
    .execute();

  // Likes and collects of courses, course videos (lectures) and paper videos: one row per user, target and kind.
  await db.schema
    .createTable("content_reactions")
    .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
    // course | course_video | paper_video
    .addColumn("target_type", "text", (col) => col.notNull())
    .addColumn("target_id", "integer", (col) => col.notNull())
    // like | collect
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .addPrimaryKeyConstraint("content_reactions_pk", ["user_id", "target_type", "target_id", "kind"])
    .execute();
  await db.schema
    .createIndex("content_reactions_user_idx")
    .on("content_reactions")
    .columns(["user_id", "kind", "target_type", "created_at"])
    .execute();

  // Where a user is in one video. video_type 1 = course video, 2 = paper video. The resume point follows the newest
  // beacon by (session_started_at, session_id, seq); the furthest point only grows; learnt once at 90 %.
  await db.schema
    .createTable("video_progress")
    .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("video_type", "integer", (col) => col.notNull())
    .addColumn("video_id", "integer", (col) => col.notNull())
    .addColumn("course_id", "integer")
    .addColumn("position_seconds", "integer", (col) => col.notNull())
    .addColumn("furthest_seconds", "integer", (col) => col.notNull())
    .addColumn("duration_seconds", "integer", (col) => col.notNull())
    .addColumn("learnt", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("learnt_at", "bigint")
    .addColumn("session_id", "text", (col) => col.notNull())
    .addColumn("session_started_at", "bigint", (col) => col.notNull())
    .addColumn("seq", "integer", (col) => col.notNull())
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .addColumn("updated_at", "bigint", (col) => col.notNull())
    .addPrimaryKeyConstraint("video_progress_pk", ["user_id", "video_type", "video_id"])
    .execute();
  await db.schema
    .createIndex("video_progress_user_time_idx")
    .on("video_progress")
    .columns(["user_id", "updated_at"])
    .execute();
  await db.schema
    .createIndex("video_progress_user_course_idx")
    .on("video_progress")
    .columns(["user_id", "course_id"])
    .execute();

  await db.schema
    .createTable("course_progress")
    .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("course_id", "integer", (col) => col.notNull().references("courses.id").onDelete("cascade"))
    .addColumn("last_video_id", "integer", (col) => col.notNull())
    .addColumn("last_position_seconds", "integer", (col) => col.notNull())
    .addColumn("learnt_count", "integer", (col) => col.notNull().defaultTo(0))
    // The order key of the beacon that set last_video_id (same rule as video_progress).
    .addColumn("order_started_at", "bigint", (col) => col.notNull())
    .addColumn("order_session", "text", (col) => col.notNull())
    .addColumn("order_seq", "integer", (col) => col.notNull())
    .addColumn("first_watched_at", "bigint", (col) => col.notNull())
    .addColumn("last_watched_at", "bigint", (col) => col.notNull())
    .addPrimaryKeyConstraint("course_progress_pk", ["user_id", "course_id"])
    .execute();
  await db.schema
    .createIndex("course_progress_user_time_idx")
    .on("course_progress")
    .columns(["user_id", "last_watched_at"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    "course_progress",
    "video_progress",
    "content_reactions",
    "course_enrolments",
    "school_content_licenses",
    "lives",
    "paper_videos",
    "course_notes",
    "course_videos",
    "course_sections",
    "course_chapters",
    "course_tags",
    "courses",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
