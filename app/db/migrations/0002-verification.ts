// Verification: SMS codes, image captchas, and the shared counters of rate-limiter-flexible (docs/decisions/0004).
import type { Kysely } from "kysely";
import { withIdColumn } from "./column-types";

export async function up(db: Kysely<unknown>): Promise<void> {
  // One row per code sent. The code itself is never stored, only its HMAC (see sms-code.server.ts).
  await withIdColumn(db, db.schema.createTable("sms_codes"))
    .addColumn("captcha_id", "text", (col) => col.notNull().unique())
    .addColumn("phone_number", "text", (col) => col.notNull())
    .addColumn("code_hash", "text", (col) => col.notNull())
    .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .addColumn("expires_at", "bigint", (col) => col.notNull())
    .addColumn("consumed_at", "bigint")
    .execute();
  // Superseding a phone's live codes when a new one is sent; pruning old rows.
  await db.schema
    .createIndex("sms_codes_phone_number_idx")
    .on("sms_codes")
    .columns(["phone_number", "consumed_at"])
    .execute();
  await db.schema.createIndex("sms_codes_expires_at_idx").on("sms_codes").column("expires_at").execute();

  await withIdColumn(db, db.schema.createTable("image_captchas"))
    .addColumn("captcha_id", "text", (col) => col.notNull().unique())
    .addColumn("answer_hash", "text", (col) => col.notNull())
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .addColumn("expires_at", "bigint", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("image_captchas_expires_at_idx").on("image_captchas").column("expires_at").execute();

  // rate-limiter-flexible's own layout (RateLimiterPostgres / RateLimiterSQLite): exactly these three columns in this
  // order, because its PostgreSQL upsert is `INSERT INTO t VALUES ($1, $2, $3)`. Hence no surrogate id column here.
  // `key` is "<limiter name>:<key>"; `expire` is epoch ms (null = never).
  await db.schema
    .createTable("rate_limits")
    .addColumn("key", "text", (col) => col.primaryKey())
    .addColumn("points", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("expire", "bigint")
    .execute();
  await db.schema.createIndex("rate_limits_expire_idx").on("rate_limits").column("expire").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("rate_limits").execute();
  await db.schema.dropTable("image_captchas").execute();
  await db.schema.dropTable("sms_codes").execute();
}
