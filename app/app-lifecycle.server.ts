// What the HTTP server (server.ts) needs from the app at start, for health checks and at shutdown. It reaches these
// through the Remix server build (entry.server re-exports them), so there is one database pool per process.
import { sql } from "kysely";
import { db } from "~/db/client.server";
import { migrateToLatest } from "~/db/migrate.server";
import { closeEventStreams } from "~/lib/event-streams.server";
import type { PeriodicTask } from "~/lib/periodic-task";
import { startNotificationJobs } from "~/modules/notifications/notification-jobs.server";
import { startOrderSweeper } from "~/modules/order/order-sweeper.server";
import { startDataExportWorker } from "~/modules/privacy/data-export-worker.server";
import { startMaterialWorker, stopMaterialWorker } from "~/modules/training/materials/material-conversion.server";
import { startAttemptSweeper } from "~/modules/question/attempts/attempt-sweeper.server";
import { startVideoWorker, stopVideoWorker } from "~/modules/video-library/video-processing.server";
import { startVideoUploadSweeper } from "~/modules/video-library/video-uploads.server";
import { closeRateLimitStores } from "~/modules/rate-limit/rate-limit.server";
import { startUsageAggregation } from "~/modules/usage/usage-jobs.server";
import { closeVisitLogs } from "~/modules/visit/visit-log.server";
import { isDatabaseEmpty, seedDemoData } from "~/seed/demo-seed.server";

export interface AppLifecycle {
  prepare(options: { seedIfEmpty: boolean }): Promise<{ seeded: boolean }>;
  checkHealth(timeoutMs?: number): Promise<boolean>;
  /** Periodic jobs of a serving process (the overdue-attempt and unpaid-order sweeps); close() stops them. */
  startJobs(): void;
  /** At the start of a shutdown: ends the open event streams, which would otherwise keep their connections busy. */
  endStreams(): void;
  close(): Promise<void>;
}

let sweeper: PeriodicTask | undefined;
let orderSweeper: PeriodicTask | undefined;
let dataExportWorker: PeriodicTask | undefined;
let notificationJobs: PeriodicTask | undefined;
let videoUploadSweeper: PeriodicTask | undefined;
let usageAggregation: PeriodicTask | undefined;

function startJobs() {
  sweeper ??= startAttemptSweeper();
  orderSweeper ??= startOrderSweeper();
  dataExportWorker ??= startDataExportWorker();
  notificationJobs ??= startNotificationJobs();
  startVideoWorker();
  startMaterialWorker();
  videoUploadSweeper ??= startVideoUploadSweeper();
  usageAggregation ??= startUsageAggregation();
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
  // A sweep in progress and queued visit logs finish while the database is still open.
  await sweeper?.stop();
  sweeper = undefined;
  await orderSweeper?.stop();
  orderSweeper = undefined;
  await dataExportWorker?.stop();
  dataExportWorker = undefined;
  await notificationJobs?.stop();
  notificationJobs = undefined;
  await videoUploadSweeper?.stop();
  videoUploadSweeper = undefined;
  await usageAggregation?.stop();
  usageAggregation = undefined;
  // A video being processed is stopped and queued again at once, for the next process.
  await stopVideoWorker();
  // Likewise a material being converted.
  await stopMaterialWorker();
  await closeVisitLogs();
  await closeRateLimitStores();
  await db.destroy();
}

export const appLifecycle: AppLifecycle = { prepare, checkHealth, startJobs, endStreams: closeEventStreams, close };
