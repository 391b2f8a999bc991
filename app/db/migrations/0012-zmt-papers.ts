// 自命题 papers (issue 14, /question/zmtCourse; docs/decisions/0021-zmt-uploads.md): PDFs a school's library uploads
// through its organisation account, one row per upload, and who downloaded which (我的下载 of these papers). The file
// itself lives under MEDIA_DIR/zmt/ with a random name (`file_key`), never under public/; it is served only through a
// signed, expiring URL. Conventions of 0002: epoch-ms bigint times, withIdColumn ids, `code` = stable key of seeded rows.
//
// The lookups and their indexes:
// - the shelf, newest exam year first, filtered by school and/or year: zmt_papers (school_id, year, id) and (year, id);
//   the major filter is a code match or a LIKE on the name within that (a school has tens of papers, not thousands);
// - a school's own uploads (ownership of delete): the same (school_id, …) index;
// - the same file uploaded twice by one school: unique (school_id, sha256);
// - a user's downloads, newest first: zmt_paper_downloads (user_id, last_downloaded_at, id); one row per user and paper.
import type { Kysely } from "kysely";
import { withIdColumn } from "./column-types";

export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable("zmt_papers"))
    .addColumn("code", "text", (col) => col.unique())
    // The school the paper is of: always the uploading organisation account's own school.
    .addColumn("school_id", "integer", (col) => col.notNull().references("schools.id").onDelete("cascade"))
    // The organisation account that uploaded it; null for seeded rows or once that account is gone.
    .addColumn("uploader_user_id", "integer", (col) => col.references("users.id").onDelete("set null"))
    // 科目代码 and 科目名称 as the school prints them: 801 经济学.
    .addColumn("major_code", "text", (col) => col.notNull())
    .addColumn("major_name", "text", (col) => col.notNull())
    .addColumn("year", "integer", (col) => col.notNull())
    .addColumn("title", "text", (col) => col.notNull())
    // Media key under MEDIA_DIR, e.g. zmt/Vb3…x.pdf.
    .addColumn("file_key", "text", (col) => col.notNull().unique())
    .addColumn("byte_size", "integer", (col) => col.notNull())
    .addColumn("page_count", "integer", (col) => col.notNull())
    // Hex SHA-256 of the bytes: the same file is refused a second time by the same school.
    .addColumn("sha256", "text", (col) => col.notNull())
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .addUniqueConstraint("zmt_papers_school_sha256_key", ["school_id", "sha256"])
    .execute();
  await db.schema.createIndex("zmt_papers_school_idx").on("zmt_papers").columns(["school_id", "year", "id"]).execute();
  await db.schema.createIndex("zmt_papers_year_idx").on("zmt_papers").columns(["year", "id"]).execute();

  await withIdColumn(db, db.schema.createTable("zmt_paper_downloads"))
    .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("paper_id", "integer", (col) => col.notNull().references("zmt_papers.id").onDelete("cascade"))
    .addColumn("download_count", "integer", (col) => col.notNull().defaultTo(1))
    .addColumn("first_downloaded_at", "bigint", (col) => col.notNull())
    .addColumn("last_downloaded_at", "bigint", (col) => col.notNull())
    .addUniqueConstraint("zmt_paper_downloads_user_paper_key", ["user_id", "paper_id"])
    .execute();
  await db.schema
    .createIndex("zmt_paper_downloads_user_idx")
    .on("zmt_paper_downloads")
    .columns(["user_id", "last_downloaded_at", "id"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("zmt_paper_downloads").execute();
  await db.schema.dropTable("zmt_papers").execute();
}
