// After bulk loading: refresh the planner's statistics (as a DBA would, and as autovacuum eventually does), and report
// rows and on-disk size (table plus its indexes) per table.
import { sql, type Kysely } from "kysely";
import type { DialectName } from "~/db/client.server";
import type { Database } from "~/db/schema";

export async function analyze(db: Kysely<Database>, dialect: DialectName, tables: readonly string[]): Promise<void> {
  if (dialect === "sqlite") {
    await sql`ANALYZE`.execute(db);
    return;
  }
  // Named tables only: a bare VACUUM would also visit every other schema in the shared test database. VACUUM, not
  // just ANALYZE: after a bulk insert autovacuum soon sets the visibility map (PostgreSQL ≥ 13 vacuums on inserts), and
  // without it every index-only scan (the list counts) visits the heap — a state production is in only for minutes.
  for (const table of tables) await sql`VACUUM (ANALYZE) ${sql.table(table)}`.execute(db);
}

export interface TableStatistics {
  table: string;
  rows: number;
  /** Table and indexes, bytes. */
  bytes: number;
}

export async function tableStatistics(
  db: Kysely<Database>,
  dialect: DialectName,
  tables: readonly string[],
): Promise<TableStatistics[]> {
  const statistics: TableStatistics[] = [];
  for (const table of tables) {
    const count = await sql<{ count: number }>`SELECT count(*) AS count FROM ${sql.table(table)}`.execute(db);
    const size =
      dialect === "sqlite"
        ? await sql<{ bytes: number | null }>`
            SELECT sum(pgsize) AS bytes FROM dbstat WHERE name IN (SELECT name FROM sqlite_schema WHERE tbl_name = ${table})`.execute(
            db,
          )
        : await sql<{ bytes: number | null }>`SELECT pg_total_relation_size(${table}::regclass) AS bytes`.execute(db);
    statistics.push({ table, rows: Number(count.rows[0]?.count ?? 0), bytes: Number(size.rows[0]?.bytes ?? 0) });
  }
  return statistics;
}
