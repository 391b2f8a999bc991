// Where test databases live. SQLite: a temp file per test file. PostgreSQL: a schema per test file inside the
// database at TEST_DATABASE_URL (default: the local server's `test` database), dropped afterwards.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";

export const DEFAULT_TEST_POSTGRES_URL = "postgres://postgres@127.0.0.1:5432/test";

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
