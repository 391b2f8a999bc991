// The console's usage reports (issue 28; docs/decisions/0056-usage-and-counter.md): what the visit log does not say,
// and the distinct counts a sum of days cannot give.
//
// - usage_events: raw rows of what has no log of its own — seconds of video watched (from the progress beacons),
//   downloads (past papers, question-set PDFs, 自命题 papers, 课件) and searches with how many results they found.
//   Charged to a school at aggregation, like a visit (the account's school, else the campus the address is in).
// - usage_keywords: per school and Beijing day, each search keyword: searches and searches that found nothing.
// - usage_visitors / usage_visitors_monthly: one row per distinct visitor (a keyed hash of the account, cookie or
//   address; never the id itself) per school and day, access and device; per school and month, with flags for the
//   access and device they came with. A period's unique visitors are a
//   COUNT(DISTINCT visitor) over these (a week's are not the sum of its days); a year reads twelve months' rows.
// - usage_daily_totals: usage_daily's day summed over items (per metric, item type, access, device) — the overview's
//   sums read a few hundred rows a day instead of every item's.
// - usage_visitor_counts: distinct visitors per school and whole day, Monday week or month, counted by the aggregation
//   from the rows above — the overview's series reads these instead of counting a year of rows.
// - usage_monthly_items_idx: the item reports' index on usage_monthly (0035's table): school, item type, metric, month,
//   item and count, so IR and IR_M1 read only their own rows, from the index alone.
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
    // 1 when the visitor came that way in the month at least once, else 0: one row per visitor, not per access and
    // device, so a year's distinct count reads a third of the rows.
    .addColumn("campus", "integer", (col) => col.notNull())
    .addColumn("login", "integer", (col) => col.notNull())
    .addColumn("desktop", "integer", (col) => col.notNull())
    .addColumn("mobile", "integer", (col) => col.notNull())
    .addPrimaryKeyConstraint("usage_visitors_monthly_pk", ["school_id", "month", "visitor"])
    .execute();

  await db.schema
    .createTable("usage_daily_totals")
    .addColumn("school_id", "integer", (col) => col.notNull())
    .addColumn("day", "text", (col) => col.notNull())
    .addColumn("metric", "text", (col) => col.notNull())
    .addColumn("item_type", "text", (col) => col.notNull())
    .addColumn("access", "text", (col) => col.notNull())
    .addColumn("device", "text", (col) => col.notNull())
    .addColumn("count", "integer", (col) => col.notNull())
    .addPrimaryKeyConstraint("usage_daily_totals_pk", ["school_id", "day", "metric", "item_type", "access", "device"])
    .execute();
  await db.schema.createIndex("usage_daily_totals_day_idx").on("usage_daily_totals").column("day").execute();

  await db.schema
    .createTable("usage_visitor_counts")
    .addColumn("school_id", "integer", (col) => col.notNull())
    // day | week (bucket: its Monday) | month (bucket: YYYY-MM)
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("bucket", "text", (col) => col.notNull())
    .addColumn("count", "integer", (col) => col.notNull())
    .addPrimaryKeyConstraint("usage_visitor_counts_pk", ["school_id", "kind", "bucket"])
    .execute();

  // The item reports (IR, IR_M1) read a school's months of a few item types and metrics: this index alone answers them
  // (count included), without the month-ordered primary key's other types and metrics or the table's rows.
  await db.schema
    .createIndex("usage_monthly_items_idx")
    .on("usage_monthly")
    .columns(["school_id", "item_type", "metric", "month", "item_id", "count"])
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
  await db.schema.dropIndex("usage_monthly_items_idx").execute();
  await db.schema.dropTable("usage_visitor_counts").execute();
  await db.schema.dropTable("usage_daily_totals").execute();
  await db.schema.dropTable("usage_visitors_monthly").execute();
  await db.schema.dropTable("usage_visitors").execute();
  await db.schema.dropTable("usage_keywords").execute();
  await db.schema.dropTable("usage_events").execute();
}
