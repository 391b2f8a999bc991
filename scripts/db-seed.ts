// npm run db:seed — migrates, then loads the demo data (idempotent: safe to run again).
import { db } from "~/db/client.server";
import { migrateToLatest } from "~/db/migrate.server";
import { seedDemoData } from "~/seed/demo-seed.server";

try {
  await migrateToLatest(db);
  await seedDemoData(db);
  console.log("demo data loaded");
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
