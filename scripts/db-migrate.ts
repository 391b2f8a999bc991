// npm run db:migrate — applies pending migrations to DATABASE_URL (default: ./data/app.db).
import { db } from "~/db/client.server";
import { migrateToLatest } from "~/db/migrate.server";

try {
  const { results } = await migrateToLatest(db);
  const applied = (results ?? []).filter((result) => result.status === "Success").map((result) => result.migrationName);
  console.log(applied.length ? `applied: ${applied.join(", ")}` : "database is up to date");
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
