// Core tables: schools (with campus IP ranges and the hashed organisation code), users, sessions.
import type { Kysely } from "kysely";
import { withIdColumn } from "./column-types";

export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable("schools"))
    .addColumn("name", "text", (col) => col.notNull().unique())
    .addColumn("ip_ranges", "text", (col) => col.notNull().defaultTo("[]"))
    .addColumn("org_code_hash", "text")
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .addColumn("updated_at", "bigint", (col) => col.notNull())
    .execute();

  await withIdColumn(db, db.schema.createTable("users"))
    .addColumn("school_id", "integer", (col) => col.references("schools.id").onDelete("set null"))
    .addColumn("phone_number", "text", (col) => col.unique())
    .addColumn("password_hash", "text")
    .addColumn("nickname", "text", (col) => col.notNull())
    .addColumn("avatar", "text")
    .addColumn("is_org", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("disabled", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .addColumn("updated_at", "bigint", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("users_school_id_idx").on("users").column("school_id").execute();

  await withIdColumn(db, db.schema.createTable("sessions"))
    .addColumn("token_hash", "text", (col) => col.notNull().unique())
    .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .addColumn("expires_at", "bigint", (col) => col.notNull())
    .addColumn("last_seen_at", "bigint", (col) => col.notNull())
    .addColumn("ip", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("user_agent", "text", (col) => col.notNull().defaultTo(""))
    .execute();
  await db.schema.createIndex("sessions_user_id_idx").on("sessions").column("user_id").execute();
  await db.schema.createIndex("sessions_expires_at_idx").on("sessions").column("expires_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("sessions").execute();
  await db.schema.dropTable("users").execute();
  await db.schema.dropTable("schools").execute();
}
