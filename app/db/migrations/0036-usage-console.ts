// The console's usage reports (issue 28; docs/decisions/0056-usage-and-counter.md): what the visit log does not say,
// and the distinct counts a sum of days cannot give.
//
// - usage_events: raw rows of what has no log of its own — seconds of video watched (from the progress beacons),
//   downloads (past papers, question-set PDFs, 自命题 papers, 课件) and searches with how many results they found.
//   Charged to a school at aggregation, like a visit (the account's school, else the campus the address is in).
// - usage_keywords: per school and Beijing day, each search keyword: searches and searches that found nothing.
// - usage_visitors / usage_visitors_monthly: one row per distinct visitor (a keyed hash of the account, cookie or
//   address; never the id itself) per school, day or month, access and device. A period's unique visitors are a
//   COUNT(DISTINCT visitor) over these (a week's are not the sum of its days); a year reads twelve months' rows.
import type { Kysely } from "kysely";
import { withIdColumn } from "./column-types";

export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable("usage_events"))
    // watch | download | search
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("user_id", "integer")
    .addColumn("uuid", "text")
    .addColumn("ip", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("clienttype", "integer", (col) => col.notNull().defaultTo(0))
    // watch: course_video | paper_video | live; download: paper | question_set | zmt_paper | material; search: "".
    .addColumn("item_type", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("item_id", "integer", (col) => col.notNull().defaultTo(0))
    // watch: seconds watched; search: results found; download: 1.
    .addColumn("quantity", "integer", (col) => col.notNull().defaultTo(0))
    // search: the keyword (trimmed, at most 100 characters); "" otherwise.
    .addColumn("detail", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("counter_robot", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("usage_events_created_at_idx").on("usage_events").column("created_at").execute();

  await db.schema
    .createTable("usage_keywords")
    .addColumn("school_id", "integer", (col) => col.notNull())
    .addColumn("day", "text", (col) => col.notNull())
    .addColumn("keyword", "text", (col) => col.notNull())
    .addColumn("searches", "integer", (col) => col.notNull())
    .addColumn("zero_results", "integer", (col) => col.notNull())
    .addPrimaryKeyConstraint("usage_keywords_pk", ["school_id", "day", "keyword"])
    .execute();
  await db.schema.createIndex("usage_keywords_day_idx").on("usage_keywords").column("day").execute();

  await db.schema
    .createTable("usage_visitors")
    .addColumn("school_id", "integer", (col) => col.notNull())
    .addColumn("day", "text", (col) => col.notNull())
    .addColumn("visitor", "text", (col) => col.notNull())
    .addColumn("access", "text", (col) => col.notNull())
    .addColumn("device", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("usage_visitors_pk", ["school_id", "day", "visitor", "access", "device"])
    .execute();
  await db.schema.createIndex("usage_visitors_day_idx").on("usage_visitors").column("day").execute();

  await db.schema
    .createTable("usage_visitors_monthly")
    .addColumn("school_id", "integer", (col) => col.notNull())
    .addColumn("month", "text", (col) => col.notNull())
    .addColumn("visitor", "text", (col) => col.notNull())
    .addColumn("access", "text", (col) => col.notNull())
    .addColumn("device", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("usage_visitors_monthly_pk", ["school_id", "month", "visitor", "access", "device"])
    .execute();

  // Mock exams handed in are read a day at a time (submitted_at), and found for the nightly run by the time they were
  // last written (updated_at: the deadline sweeper hands an exam in after its day).
  await db.schema
    .createIndex("question_attempts_submitted_idx")
    .on("question_attempts")
    .column("submitted_at")
    .execute();
  await db.schema.createIndex("question_attempts_updated_idx").on("question_attempts").column("updated_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("question_attempts_updated_idx").execute();
  await db.schema.dropIndex("question_attempts_submitted_idx").execute();
  await db.schema.dropTable("usage_visitors_monthly").execute();
  await db.schema.dropTable("usage_visitors").execute();
  await db.schema.dropTable("usage_keywords").execute();
  await db.schema.dropTable("usage_events").execute();
}
