// Where test databases live. SQLite: a temp file per test file. PostgreSQL: a schema per test file inside the
// database at TEST_DATABASE_URL (default: the local server's `test` database), dropped afterwards — or, for a copy of
// a template (integration-global-setup.ts), a database of its own on that server made by CREATE DATABASE … TEMPLATE.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";

const DEFAULT_TEST_POSTGRES_URL = "postgres://postgres@127.0.0.1:5432/test";

export function testPostgresUrl(): string {
  return process.env.TEST_DATABASE_URL || DEFAULT_TEST_POSTGRES_URL;
}

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

export async function createTestDatabase(target: "sqlite" | "postgres"): Promise<TestDatabase> {
  const id = crypto.randomBytes(6).toString("hex");
  if (target === "sqlite") {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "yantu-test-"));
    return {
      url: `file:${path.join(dir, "app.db")}`,
      drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
  const base = testPostgresUrl();
  const schema = `t_${id}`;
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  await client.query(`create schema ${schema}`);
  await client.end();
  const url = new URL(base);
  url.searchParams.set("schema", schema);
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: base });
      await dropper.connect();
      await dropper.query(`drop schema if exists ${schema} cascade`);
      await dropper.end();
    },
  };
}

export async function isPostgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: testPostgresUrl(), connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.query("select 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export interface TemplateDatabases {
  /** Migrated, empty. */
  migrated: string;
  /** Migrated and filled with the demo data. */
  seeded: string;
}

async function onServer<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: testPostgresUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The URL of database `name` on the test server. */
function postgresDatabaseUrl(name: string): string {
  const url = new URL(testPostgresUrl());
  url.pathname = `/${name}`;
  url.searchParams.delete("schema");
  return url.toString();
}

const sqliteFileOf = (url: string) => url.replace(/^file:/, "");

/**
 * A new database, empty or a copy of `from` (which nothing may be connected to). SQLite: a temp file (copied);
 * PostgreSQL: a database of its own (CREATE DATABASE … TEMPLATE).
 */
async function createDatabaseCopy(target: "sqlite" | "postgres", prefix: string, from?: string): Promise<TestDatabase> {
  const id = crypto.randomBytes(6).toString("hex");
  if (target === "sqlite") {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `yantu-${prefix}-`));
    const file = path.join(dir, "app.db");
    if (from) {
      fs.copyFileSync(sqliteFileOf(from), file);
      // A template closed without its last checkpoint keeps committed pages in its WAL: copied too, they are read.
      const wal = `${sqliteFileOf(from)}-wal`;
      if (fs.existsSync(wal)) fs.copyFileSync(wal, `${file}-wal`);
    }
    return { url: `file:${file}`, drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
  }
  const name = `${prefix}_${id}`;
  const template = from ? new URL(from).pathname.slice(1) : undefined;
  await onServer((client) =>
    client.query(template ? `create database ${name} template ${template}` : `create database ${name}`),
  );
  return {
    url: postgresDatabaseUrl(name),
    drop: () =>
      onServer((client) => client.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  };
}

/** A template for test databases (integration-global-setup.ts), empty or a copy of another template. */
export function createTemplateDatabase(target: "sqlite" | "postgres", from?: TestDatabase): Promise<TestDatabase> {
  return createDatabaseCopy(target, "yantu_tpl", from?.url);
}

/** A test file's database as a copy of a template. */
export function copyTestDatabase(target: "sqlite" | "postgres", templateUrl: string): Promise<TestDatabase> {
  return createDatabaseCopy(target, "t", templateUrl);
}
