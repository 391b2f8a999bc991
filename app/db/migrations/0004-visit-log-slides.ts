// Visit logs (spec sections 3, 4 and 7: the web-visitlog payload) and the home-page carousel's slides.
// See docs/decisions/0005-visit-log.md for how page views become rows.
import type { Kysely } from "kysely";
import { withIdColumn } from "./column-types";

export async function up(db: Kysely<unknown>): Promise<void> {
  // One row per page view. Column names are the spec's payload names. No foreign key on user_id: a log row outlives
  // the account it names, and a key would add a lookup to every batched insert and a scan to every user deletion.
  await withIdColumn(db, db.schema.createTable("visit_logs"))
    .addColumn("browsername", "text")
    .addColumn("browserversion", "text")
    // 1 for mobile, tablet or wearable, else 0.
    .addColumn("clienttype", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("devicemanufacturer", "text")
    .addColumn("devicemodel", "text")
    .addColumn("devicetype", "text", (col) => col.notNull().defaultTo("desktop"))
    .addColumn("enginename", "text")
    .addColumn("engineversion", "text")
    .addColumn("ip", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("osname", "text")
    .addColumn("osversion", "text")
    .addColumn("screenwidth", "integer")
    .addColumn("screenheight", "integer")
    .addColumn("currenturl", "text", (col) => col.notNull())
    .addColumn("referrer", "text")
    // 0 none, 1 search engine, 2 other site, 3 our own site.
    .addColumn("referrertype", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("uuid", "text")
    .addColumn("user_id", "integer")
    // The id the server gave a page view it recorded itself, so the browser can add the screen size afterwards.
    .addColumn("view_id", "text")
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .execute();
  // Reports: page views and visitors per day/hour (range on created_at); one visitor's path (uuid, then time).
  await db.schema.createIndex("visit_logs_created_at_idx").on("visit_logs").column("created_at").execute();
  await db.schema.createIndex("visit_logs_uuid_idx").on("visit_logs").columns(["uuid", "created_at"]).execute();
  // The screen-size follow-up finds its row by view_id (NULL for rows posted by clients: unique allows many NULLs).
  await db.schema.createIndex("visit_logs_view_id_idx").on("visit_logs").column("view_id").unique().execute();

  await withIdColumn(db, db.schema.createTable("slides"))
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("image_url", "text", (col) => col.notNull())
    .addColumn("link_url", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("alt", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("sort_order", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("active", "integer", (col) => col.notNull().defaultTo(1))
    .addColumn("starts_at", "bigint")
    .addColumn("ends_at", "bigint")
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("slides_active_sort_idx").on("slides").columns(["active", "sort_order"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("slides").execute();
  await db.schema.dropTable("visit_logs").execute();
}
