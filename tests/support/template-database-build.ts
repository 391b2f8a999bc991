// Builds one template database for the integration tests (integration-global-setup.ts runs it as a child process, so
// the app's `db` singleton is made for this URL alone): `tsx tests/support/template-database-build.ts <url> [--seed]`
// migrates the database at <url> and, with --seed, fills it with the demo data, then closes it so it can be copied.
export {};

process.env.NODE_ENV = "test";
process.env.SEED_ON_START = "false";
const [url, flag] = process.argv.slice(2);
if (!url) throw new Error("usage: template-database-build.ts <database url> [--seed]");
process.env.DATABASE_URL = url;

const { db } = await import("~/db/client.server");
const { migrateToLatest } = await import("~/db/migrate.server");
await migrateToLatest(db);
if (flag === "--seed") {
  const { seedDemoData } = await import("~/seed/demo-seed.server");
  await seedDemoData(db);
}
await db.destroy();
