// What the HTTP server (server.ts) needs from the app at start, for health checks and at shutdown. It reaches these
// through the Remix server build (entry.server re-exports them), so there is one database pool per process.
import { sql } from "kysely";
import { db } from "~/db/client.server";
import { migrateToLatest } from "~/db/migrate.server";
import { closeRateLimitStores } from "~/modules/rate-limit/rate-limit.server";
import { closeVisitLogs } from "~/modules/visit/visit-log.server";
import { isDatabaseEmpty, seedDemoData } from "~/seed/demo-seed.server";

export interface AppLifecycle {
  prepare(options: { seedIfEmpty: boolean }): Promise<{ seeded: boolean }>;
  checkHealth(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
}

async function prepare({ seedIfEmpty }: { seedIfEmpty: boolean }) {
  await migrateToLatest(db);
  if (seedIfEmpty && (await isDatabaseEmpty(db))) {
    await seedDemoData(db);
    return { seeded: true };
  }
  return { seeded: false };
}

async function checkHealth(timeoutMs = 2_000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const probe = sql`select 1 as ok`
    .execute(db)
    .then(() => true)
    .catch(() => false);
  try {
    return await Promise.race([probe, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function close() {
  // Queued visit logs are written while the database is still open.
  await closeVisitLogs();
  await closeRateLimitStores();
  await db.destroy();
}

export const appLifecycle: AppLifecycle = { prepare, checkHealth, close };
