// The one database handle. DATABASE_URL picks the dialect: unset or file:<path> → SQLite (better-sqlite3),
// postgres://… → PostgreSQL (pg Pool). Both dialects open lazily, so importing this module never touches the disk
// or the network; the first query does.
import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import { DEFAULT_SQLITE_URL, getEnv } from "~/lib/env.server";
import type { Database } from "./schema";

export type DialectName = "sqlite" | "postgres";

export interface DatabaseConfig {
  dialect: DialectName;
  /** SQLite file path, or the PostgreSQL connection string without our own `schema` parameter. */
  location: string;
  /** PostgreSQL only: the schema to use (search_path), e.g. one per test file. */
  schema?: string;
}

export function parseDatabaseUrl(url: string | undefined): DatabaseConfig {
  const value = url ?? DEFAULT_SQLITE_URL;
  if (value.startsWith("file:")) {
    return { dialect: "sqlite", location: value.slice("file:".length) || "./data/app.db" };
  }
  const parsed = new URL(value);
  const schema = parsed.searchParams.get("schema") ?? undefined;
  parsed.searchParams.delete("schema");
  if (schema !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) {
    throw new Error(`DATABASE_URL schema "${schema}" must be a lower-case identifier`);
  }
  return { dialect: "postgres", location: parsed.toString(), schema };
}

// int8 (count(*), bigint columns) would arrive as strings; our bigints are epoch milliseconds and counts, all far
// below 2^53, so numbers are exact and keep the two dialects' results identical.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number.parseFloat(value));

function openSqlite(file: string): SQLite.Database {
  if (file !== ":memory:") fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  return sqlite;
}

export function createDatabase(config: DatabaseConfig): Kysely<Database> {
  if (config.dialect === "sqlite") {
    return new Kysely<Database>({
      dialect: new SqliteDialect({ database: async () => openSqlite(config.location) }),
    });
  }
  const pool = new pg.Pool({
    connectionString: config.location,
    max: 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    options: config.schema ? `-c search_path=${config.schema}` : undefined,
  });
  // An idle client losing its connection (database restarted) must not crash the process; the pool replaces it.
  pool.on("error", (error) => console.error("[db] idle PostgreSQL client error:", error.message));
  // A client Kysely has checked out has no 'error' listener of its own; if its connection dies while it is checked out
  // (e.g. handed out just as the database went away), pg would emit an unhandled 'error' and kill the process. The
  // query reports the failure itself and the pool discards the broken client, so this listener only keeps us alive.
  pool.on("connect", (client) => client.on("error", () => undefined));
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

export const databaseConfig = parseDatabaseUrl(getEnv().DATABASE_URL);
export const dialect: DialectName = databaseConfig.dialect;
export const db = createDatabase(databaseConfig);
