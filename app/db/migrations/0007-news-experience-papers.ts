// Exam news (考研资讯), seniors' experience (考研经验) and past papers (真题) — the browse targets of the top navigation
// and the search page (issue 4). Conventions of 0002/0006: epoch-ms bigint times, 0/1 flags, JSON text lists,
// withIdColumn ids, `code` = stable key of seeded or imported rows.
//
// Every list reads an index in its order: (published, [category|subject], published_at|exam_year, id) for the pages,
// (published, view_count, id) for 最热 / hot lists. Likes and collects go to content_reactions (target types news,
// experience, exam_paper).
import type { Kysely } from "kysely";
import { withIdColumn } from "./column-types";

export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable("news"))
    .addColumn("code", "text", (col) => col.unique())
    // policy 政策解读 | admission 招生信息 | schedule 考试安排 | guide 备考指导 (app/modules/news).
    .addColumn("category", "text", (col) => col.notNull())
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("summary", "text", (col) => col.notNull().defaultTo(""))
    // Plain text; paragraphs separated by a blank line (rendered as <p>, never as HTML).
    .addColumn("content", "text", (col) => col.notNull())
    .addColumn("source", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("author", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("cover_key", "text")
    .addColumn("published", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("published_at", "bigint")
    .addColumn("view_count", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("like_count", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("collect_count", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .addColumn("updated_at", "bigint", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("news_list_idx").on("news").columns(["published", "published_at", "id"]).execute();
  await db.schema
    .createIndex("news_category_idx")
    .on("news")
    .columns(["published", "category", "published_at", "id"])
    .execute();
  await db.schema.createIndex("news_hot_idx").on("news").columns(["published", "view_count", "id"]).execute();

  // 学长学姐: the people behind the experience posts.
  await withIdColumn(db, db.schema.createTable("seniors"))
    .addColumn("code", "text", (col) => col.unique())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("avatar_key", "text")
    .addColumn("undergraduate_school", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("admitted_school", "text", (col) => col.notNull())
    .addColumn("admitted_major", "text", (col) => col.notNull())
    .addColumn("exam_year", "integer", (col) => col.notNull())
    .addColumn("total_score", "integer")
    .addColumn("introduction", "text", (col) => col.notNull().defaultTo(""))
    // JSON array of tag strings (跨考, 二战, 在职, 双非逆袭 …).
    .addColumn("tags", "text", (col) => col.notNull().defaultTo("[]"))
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .addColumn("updated_at", "bigint", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("seniors_year_idx").on("seniors").columns(["exam_year", "id"]).execute();

  await withIdColumn(db, db.schema.createTable("experiences"))
    .addColumn("code", "text", (col) => col.unique())
    .addColumn("senior_id", "integer", (col) => col.references("seniors.id").onDelete("set null"))
    // strategy 备考规划 | politics 政治 | english 英语 | math 数学 | major 专业课 | retest 复试 (app/modules/experience).
    .addColumn("category", "text", (col) => col.notNull())
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("summary", "text", (col) => col.notNull().defaultTo(""))
    // Plain text; paragraphs separated by a blank line.
    .addColumn("content", "text", (col) => col.notNull().defaultTo(""))
    // An experience may be a talk on video (经验视频): media keys served signed like any video.
    .addColumn("video_key", "text")
    .addColumn("video_duration", "integer")
    .addColumn("poster_key", "text")
    .addColumn("published", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("published_at", "bigint")
    .addColumn("view_count", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("like_count", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("collect_count", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .addColumn("updated_at", "bigint", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("experiences_list_idx")
    .on("experiences")
    .columns(["published", "published_at", "id"])
    .execute();
  await db.schema
    .createIndex("experiences_category_idx")
    .on("experiences")
    .columns(["published", "category", "published_at", "id"])
    .execute();
  await db.schema
    .createIndex("experiences_hot_idx")
    .on("experiences")
    .columns(["published", "view_count", "id"])
    .execute();
  await db.schema
    .createIndex("experiences_senior_idx")
    .on("experiences")
    .columns(["senior_id", "published_at"])
    .execute();

  // 真题: one row per exam paper. Its explanation videos are paper_videos of the same subject and year.
  await withIdColumn(db, db.schema.createTable("exam_papers"))
    .addColumn("code", "text", (col) => col.unique())
    .addColumn("subject", "text", (col) => col.notNull())
    .addColumn("exam_year", "integer", (col) => col.notNull())
    // e.g. 2025 年全国硕士研究生招生考试思想政治理论 (the same name paper_videos.paper uses).
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("description", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("duration_minutes", "integer", (col) => col.notNull())
    .addColumn("total_score", "integer", (col) => col.notNull())
    // JSON array of {name, count, score}: the paper's parts (单项选择题 16 题 16 分 …).
    .addColumn("structure", "text", (col) => col.notNull().defaultTo("[]"))
    // The paper as a file (a media key, e.g. a PDF), when the school may hand it out.
    .addColumn("file_key", "text")
    .addColumn("published", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("published_at", "bigint")
    .addColumn("view_count", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("like_count", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("collect_count", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .addColumn("updated_at", "bigint", (col) => col.notNull())
    .addUniqueConstraint("exam_papers_subject_year_key", ["subject", "exam_year"])
    .execute();
  await db.schema
    .createIndex("exam_papers_year_idx")
    .on("exam_papers")
    .columns(["published", "exam_year", "subject"])
    .execute();
  await db.schema
    .createIndex("exam_papers_hot_idx")
    .on("exam_papers")
    .columns(["published", "view_count", "id"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["exam_papers", "experiences", "seniors", "news"]) {
    await db.schema.dropTable(table).execute();
  }
}
