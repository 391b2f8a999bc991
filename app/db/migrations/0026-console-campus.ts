// The campus networks' version (issue 25): one row whose number goes up in the same transaction as any change to a
// school's campus ranges or name. The campus gate (school/school.server.ts) keeps the ranges compiled and reads this
// row — a primary-key lookup — on every check, recompiling only when the number moved, so a change made in the
// console is seen at once by every process on the database, not after a cache's lifetime.
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("campus_ranges_version")
    // Always 1: the table holds one row.
    .addColumn("id", "integer", (col) => col.primaryKey())
    .addColumn("version", "bigint", (col) => col.notNull())
    .execute();
  await sql`insert into campus_ranges_version (id, version) values (1, 1)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("campus_ranges_version").execute();
}
