// Runs before each integration test file: a fresh, migrated database for that file, on the project's dialect.
// DATABASE_URL is set before the file imports the app, so the app's one `db` handle points at it.
import { afterAll } from "vitest";
import { createTestDatabase } from "./test-databases";

const target = process.env.DB_TARGET === "postgres" ? "postgres" : "sqlite";
const database = await createTestDatabase(target);
process.env.DATABASE_URL = database.url;

const { db } = await import("~/db/client.server");
const { migrateToLatest } = await import("~/db/migrate.server");
await migrateToLatest(db);

afterAll(async () => {
  await db.destroy();
  await database.drop();
});
