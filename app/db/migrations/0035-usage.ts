// Usage reports (issue 28; docs/decisions/0056-usage-and-counter.md): the daily aggregates the console's reports and
// COUNTER Release 5.1 read, never the raw logs.
//
// - visit_logs.counter_robot: 1 when the user agent matches the COUNTER robots list (isbot's agents are not logged at
//   all). The view still happened for the site; COUNTER does not count it.
// - usage_refusals: one row per refused request — the campus gate (off campus, not logged in: no institution known) and
//   the licence check (a school's user, content the school does not license: COUNTER's No_License).
// - usage_daily: per school, Beijing day and dimension (item, its database, on campus or logged in off campus, desktop
//   or mobile, metric) a count. A day is rebuilt whole (delete, insert) in one transaction, so rebuilding it gives the
//   same rows and a late batch is folded in by rebuilding the days it touches.
// - usage_monthly: the month's sums of usage_daily (without access and device), rewritten with each day of the month:
//   the COUNTER reports read a year as twelve months, not 365 days.
// - usage_days: which days are built (and when): a month is ready for COUNTER once its last day is.
// - usage_watermarks: the last raw row id each source had when the aggregation last ran, to find late rows.
// - sushi_credentials: a school's COUNTER_SUSHI customer_id (one per school), a requestor_id and api_key per harvester
//   (the key kept as SHA-256), revocable.
import type { Kysely } from "kysely";
import { withIdColumn } from "./column-types";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("visit_logs")
    .addColumn("counter_robot", "integer", (col) => col.notNull().defaultTo(0))
    .execute();

  // The aggregation reads a day of word reviews and question answers by time.
  await db.schema.createIndex("word_review_logs_time_idx").on("word_review_logs").column("reviewed_at").execute();
  await db.schema
    .createIndex("question_attempt_answers_time_idx")
    .on("question_attempt_answers")
    .column("answered_at")
    .execute();

  await withIdColumn(db, db.schema.createTable("usage_refusals"))
    // campus | licence
    .addColumn("reason", "text", (col) => col.notNull())
    // The user's school for a licence refusal; null at the campus gate (nobody is known there).
    .addColumn("school_id", "integer")
    .addColumn("user_id", "integer")
    .addColumn("uuid", "text")
    .addColumn("ip", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("clienttype", "integer", (col) => col.notNull().defaultTo(0))
    // What was refused (course_video, paper_video, live, paper, course…) and its id; "" / 0 when a page as a whole.
    .addColumn("item_type", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("item_id", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("counter_robot", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("usage_refusals_created_at_idx").on("usage_refusals").column("created_at").execute();

  await db.schema
    .createTable("usage_daily")
    .addColumn("school_id", "integer", (col) => col.notNull())
    // YYYY-MM-DD, Asia/Shanghai.
    .addColumn("day", "text", (col) => col.notNull())
    // course_video | paper_video | live | paper | course | word | question | "" (the platform: searches, and the
    // console's page_views, visitors, sessions and campus_refusals)
    .addColumn("item_type", "text", (col) => col.notNull())
    .addColumn("item_id", "integer", (col) => col.notNull())
    // The database the item belongs to (course, word_book, question_bank), "" / 0 for none.
    .addColumn("database_type", "text", (col) => col.notNull())
    .addColumn("database_id", "integer", (col) => col.notNull())
    // campus | login (logged in off campus) | gate (the campus gate's refusals, under school 0: nobody is known)
    .addColumn("access", "text", (col) => col.notNull())
    // desktop | mobile
    .addColumn("device", "text", (col) => col.notNull())
    .addColumn("metric", "text", (col) => col.notNull())
    .addColumn("count", "integer", (col) => col.notNull())
    .addPrimaryKeyConstraint("usage_daily_pk", [
      "school_id",
      "day",
      "item_type",
      "item_id",
      "database_type",
      "database_id",
      "access",
      "device",
      "metric",
    ])
    .execute();
  // A day is rebuilt by deleting it for every school.
  await db.schema.createIndex("usage_daily_day_idx").on("usage_daily").column("day").execute();

  // The month's sums of usage_daily per school, item, database and metric (access and device summed): what the COUNTER
  // reports read. Written with the day, in its transaction, from usage_daily itself, so the two always agree.
  await db.schema
    .createTable("usage_monthly")
    .addColumn("school_id", "integer", (col) => col.notNull())
    // YYYY-MM, Asia/Shanghai.
    .addColumn("month", "text", (col) => col.notNull())
    .addColumn("item_type", "text", (col) => col.notNull())
    .addColumn("item_id", "integer", (col) => col.notNull())
    .addColumn("database_type", "text", (col) => col.notNull())
    .addColumn("database_id", "integer", (col) => col.notNull())
    .addColumn("metric", "text", (col) => col.notNull())
    .addColumn("count", "integer", (col) => col.notNull())
    .addPrimaryKeyConstraint("usage_monthly_pk", [
      "school_id",
      "month",
      "item_type",
      "item_id",
      "database_type",
      "database_id",
      "metric",
    ])
    .execute();
  await db.schema.createIndex("usage_monthly_month_idx").on("usage_monthly").column("month").execute();

  await db.schema
    .createTable("usage_days")
    .addColumn("day", "text", (col) => col.primaryKey())
    .addColumn("built_at", "bigint", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("usage_watermarks")
    .addColumn("source", "text", (col) => col.primaryKey())
    .addColumn("last_id", "bigint", (col) => col.notNull())
    .execute();

  await withIdColumn(db, db.schema.createTable("sushi_credentials"))
    .addColumn("school_id", "integer", (col) => col.notNull().references("schools.id").onDelete("cascade"))
    // The school's customer id (one per school, the same on every credential of it).
    .addColumn("customer_id", "text", (col) => col.notNull())
    .addColumn("requestor_id", "text", (col) => col.notNull().unique())
    // SHA-256 (hex) of the api_key: the key itself is shown once, when issued.
    .addColumn("api_key_hash", "text", (col) => col.notNull())
    .addColumn("label", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("created_by", "integer", (col) => col.references("users.id").onDelete("set null"))
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .addColumn("revoked_at", "bigint")
    .execute();
  await db.schema.createIndex("sushi_credentials_school_idx").on("sushi_credentials").column("school_id").execute();
  await db.schema.createIndex("sushi_credentials_customer_idx").on("sushi_credentials").column("customer_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("sushi_credentials").execute();
  await db.schema.dropTable("usage_watermarks").execute();
  await db.schema.dropTable("usage_days").execute();
  await db.schema.dropTable("usage_monthly").execute();
  await db.schema.dropTable("usage_daily").execute();
  await db.schema.dropTable("usage_refusals").execute();
  await db.schema.dropIndex("question_attempt_answers_time_idx").execute();
  await db.schema.dropIndex("word_review_logs_time_idx").execute();
  await db.schema.alterTable("visit_logs").dropColumn("counter_robot").execute();
}
