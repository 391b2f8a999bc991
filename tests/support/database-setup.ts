// Runs before each integration test file: a fresh database for that file, on the project's dialect, copied from the
// run's template (integration-global-setup.ts) — with the demo data when the file asks for it through seedDemo()
// (course-fixtures.ts, which then has nothing left to do), migrated and empty otherwise. DATABASE_URL is set before
// the file imports the app, so the app's one `db` handle points at it.
import fs from "node:fs";
import { afterAll, expect, inject, vi } from "vitest";
import { copyTestDatabase } from "./test-databases";

// The workers are shared between files (isolate: false in vitest.config.ts): the app's modules are evaluated afresh
// for each file, after DATABASE_URL points at its own database, so no handle, env or cache of another file is seen.
vi.resetModules();

const target = process.env.DB_TARGET === "postgres" ? "postgres" : "sqlite";
const testPath = expect.getState().testPath;
const wantsDemo = testPath !== undefined && /\bseedDemo\(\)/.test(fs.readFileSync(testPath, "utf8"));
const templates = inject("templateDatabases");
const database = await copyTestDatabase(target, wantsDemo ? templates.seeded : templates.migrated);
process.env.DATABASE_URL = database.url;
process.env.TEST_DEMO_SEEDED = wantsDemo ? "true" : "false";

const { db } = await import("~/db/client.server");

afterAll(async () => {
  // The rate limits keep a pool of their own on PostgreSQL: closed first, or dropping the database cuts it off.
  const { closeRateLimitStores } = await import("~/modules/rate-limit/rate-limit.server");
  await closeRateLimitStores();
  await db.destroy();
  await database.drop();
});
