// The fresh database a measurement runs on: a temp SQLite file, or a new schema in TEST_DATABASE_URL (PostgreSQL),
// made by the test suite's own helper and dropped when the run ends, however it ends.
import SQLite from "better-sqlite3";
import pg from "pg";
import { createTestDatabase, isPostgresReachable, testPostgresUrl } from "../../tests/support/test-databases";
import type { DatabaseKind } from "./bench-options";
import { onCleanup } from "./cleanup-registry";

export interface RunDatabase {
  kind: DatabaseKind;
  /** DATABASE_URL for the server (and for the growth seeders). */
  url: string;
  /** e.g. "SQLite 3.50.4" or "PostgreSQL 15.20 (Debian …)". */
  version: string;
  drop(): Promise<void>;
}

/** `keep`: not dropped when the run ends (a growth script's `--keep`, to time the seeded data again later). */
export async function createRunDatabase(kind: DatabaseKind, options: { keep?: boolean } = {}): Promise<RunDatabase> {
  if (kind === "postgres" && !(await isPostgresReachable())) {
    throw new Error(`PostgreSQL is not reachable at ${testPostgresUrl()} (set TEST_DATABASE_URL)`);
  }
  const database = await createTestDatabase(kind);
  const drop = options.keep ? () => database.drop() : onCleanup(`drop the ${kind} database`, () => database.drop());
  return { kind, url: database.url, version: await databaseVersion(kind), drop };
}

async function databaseVersion(kind: DatabaseKind): Promise<string> {
  if (kind === "sqlite") {
    const memory = new SQLite(":memory:");
    try {
      return `SQLite ${(memory.prepare("select sqlite_version() as v").get() as { v: string }).v}`;
    } finally {
      memory.close();
    }
  }
  const client = new pg.Client({ connectionString: testPostgresUrl() });
  await client.connect();
  try {
    return ((await client.query<{ version: string }>("select version()")).rows[0]?.version ?? "PostgreSQL").replace(
      / on .*$/,
      "",
    );
  } finally {
    await client.end();
  }
}
