// The export worker (docs/decisions/0026): every DATA_EXPORT_SECONDS — and at once when a student asks — a serving
// process claims queued exports one at a time with a conditional UPDATE (… WHERE id = ? AND state = 'queued'), so two
// processes on one database never build the same job: the one whose UPDATE changed the row builds it, the other moves
// on. A running job whose worker stopped showing life (heartbeat older than STALE_MS: the process died) is claimed
// again the same way. It reads each part of the account (personal-data-map.ts), writes the ZIP under MEDIA_DIR/exports,
// moves progress as it goes, and marks the job ready for 24 hours; ready archives past their time are removed.
import crypto from "node:crypto";
import type { Kysely } from "kysely";
import { db } from "~/db/client.server";
import { getEnv } from "~/lib/env.server";
import { startPeriodicTask, type PeriodicTask } from "~/lib/periodic-task";
import { buildArchive, exportRow, type ExportSection } from "./data-export-archive";
import { EXPORT_TTL_MS, newExportFileKey, removeExportFile, writeExportFile } from "./data-export.server";
import { personalTables, type PersonalTable } from "./personal-data-map";

/** A running job whose heartbeat is older than this is taken to be orphaned and is claimed again. */
const STALE_MS = 10 * 60 * 1000;
/** Jobs built per run at most (the rest wait for the next run). */
const JOBS_PER_RUN = 5;
/** Claims of one job before it is given up as failed (a job that kills its worker must not do so for ever). */
const MAX_ATTEMPTS = 3;

// biome-ignore lint/suspicious/noExplicitAny: the tables are named in personal-data-map.ts as strings, so these reads go through an untyped view of the database
const anyDb = db as unknown as Kysely<any>;

/** The rows of one table that are the user's, sorted by the table's listed columns. */
async function rowsOf(entry: PersonalTable, userId: number): Promise<Record<string, unknown>[]> {
  const owner = entry.owner;
  let query = anyDb.selectFrom(entry.table).selectAll(entry.table);
  query =
    "parent" in owner
      ? query.where(
          owner.column,
          "in",
          anyDb.selectFrom(owner.parent).select(owner.parentKey).where(owner.parentOwner, "=", userId),
        )
      : query.where(owner.column, "=", userId);
  for (const column of entry.orderBy) query = query.orderBy(column);
  return query.execute();
}

/** The profile: the users row (no password hash: only whether there is one) with the school's name. */
async function profileOf(userId: number): Promise<ExportSection> {
  const row = await db
    .selectFrom("users")
    .leftJoin("schools", "schools.id", "users.school_id")
    .selectAll("users")
    .select("schools.name as school_name")
    .where("users.id", "=", userId)
    .executeTakeFirstOrThrow();
  const { password_hash: passwordHash, ...rest } = row;
  return {
    file: "profile",
    title: "账号信息（手机号、昵称、头像、学校、注册时间；密码只说明是否设置）",
    rows: [{ ...exportRow(rest), has_password: passwordHash !== null }],
  };
}

/** Every part of the account as export sections, calling `onProgress` (0–1) after each. */
async function collectExportSections(
  userId: number,
  onProgress: (share: number) => Promise<void> = async () => {},
): Promise<ExportSection[]> {
  const exported = personalTables.filter((entry) => entry.export.file !== null);
  const sections: ExportSection[] = [await profileOf(userId)];
  for (const [index, entry] of exported.entries()) {
    const spec = entry.export;
    if (spec.file === null) continue;
    const omit = spec.omit ?? [];
    const rows = await rowsOf(entry, userId);
    sections.push({ file: spec.file, title: spec.title, rows: rows.map((row) => exportRow(row, omit)) });
    if (index % 4 === 3) await onProgress((index + 1) / exported.length);
  }
  return sections;
}

interface Claimed {
  id: number;
  userId: number;
  claimId: string;
}

/** Claims one job: the oldest queued, else the oldest orphaned running one. Null when there is none (or others won). */
async function claimJob(now: number): Promise<Claimed | null> {
  const candidates = await db
    .selectFrom("data_exports")
    .select(["id", "user_id", "state", "claim_id", "heartbeat_at", "attempts"])
    .where((eb) =>
      eb.or([
        eb("state", "=", "queued"),
        eb.and([eb("state", "=", "running"), eb("heartbeat_at", "<", now - STALE_MS)]),
      ]),
    )
    .orderBy("requested_at")
    .orderBy("id")
    .limit(JOBS_PER_RUN)
    .execute();
  for (const job of candidates) {
    const claimId = crypto.randomUUID();
    if (Number(job.attempts) >= MAX_ATTEMPTS) {
      await db
        .updateTable("data_exports")
        .set({ state: "failed", error: "gave up after repeated attempts", claim_id: null })
        .where("id", "=", job.id)
        .where("state", "=", job.state)
        .execute();
      continue;
    }
    let update = db
      .updateTable("data_exports")
      .set((eb) => ({
        state: "running",
        claim_id: claimId,
        heartbeat_at: now,
        progress: 0,
        attempts: eb("attempts", "+", 1),
      }))
      .where("id", "=", job.id)
      .where("state", "=", job.state);
    // An orphan is taken over only from the worker seen here: two takers race on the same claim_id.
    update = job.claim_id === null ? update.where("claim_id", "is", null) : update.where("claim_id", "=", job.claim_id);
    const result = await update.executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) return { id: job.id, userId: job.user_id, claimId };
  }
  return null;
}

/** Builds a claimed job. True when this worker finished it (false: it lost the job meanwhile, or the account went). */
async function buildJob(job: Claimed, now: () => number): Promise<boolean> {
  const sections = await collectExportSections(job.userId, async (share) => {
    await db
      .updateTable("data_exports")
      .set({ progress: Math.min(90, Math.round(share * 90)), heartbeat_at: now() })
      .where("id", "=", job.id)
      .where("claim_id", "=", job.claimId)
      .execute();
  });
  const bytes = buildArchive(sections, new Date(now()));
  const key = newExportFileKey();
  const size = await writeExportFile(key, bytes);
  const readyAt = now();
  const done = await db
    .updateTable("data_exports")
    .set({
      state: "ready",
      progress: 100,
      file_key: key,
      byte_size: size,
      ready_at: readyAt,
      expires_at: readyAt + EXPORT_TTL_MS,
      claim_id: null,
      heartbeat_at: readyAt,
      error: null,
    })
    .where("id", "=", job.id)
    .where("claim_id", "=", job.claimId)
    .where("state", "=", "running")
    .executeTakeFirst();
  if (Number(done.numUpdatedRows) === 1) return true;
  // Lost meanwhile (taken over as an orphan, or the account was erased): this file is nobody's.
  await removeExportFile(key);
  return false;
}

/** Removes archives past their 24 hours and marks them expired (each by a conditional UPDATE: one process removes it). */
async function expireArchives(now: number): Promise<number> {
  const due = await db
    .selectFrom("data_exports")
    .select(["id", "file_key"])
    .where("state", "=", "ready")
    .where("expires_at", "<=", now)
    .orderBy("state")
    .orderBy("requested_at")
    .limit(100)
    .execute();
  let expired = 0;
  for (const row of due) {
    const result = await db
      .updateTable("data_exports")
      .set({ state: "expired", file_key: null })
      .where("id", "=", row.id)
      .where("state", "=", "ready")
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) continue;
    await removeExportFile(row.file_key);
    expired += 1;
  }
  return expired;
}

export interface ExportRunReport {
  built: number;
  failed: number;
  expired: number;
}

/** One run of the worker: expire old archives, then claim and build jobs until none is left (at most JOBS_PER_RUN). */
export async function runDataExports({
  now = () => Date.now(),
}: {
  now?: () => number;
} = {}): Promise<ExportRunReport> {
  const report: ExportRunReport = { built: 0, failed: 0, expired: await expireArchives(now()) };
  for (let round = 0; round < JOBS_PER_RUN; round += 1) {
    const job = await claimJob(now());
    if (!job) break;
    try {
      if (await buildJob(job, now)) report.built += 1;
    } catch (error) {
      report.failed += 1;
      const message = error instanceof Error ? error.message : String(error);
      console.error(`[data-export] export ${job.id} failed: ${message}`);
      await db
        .updateTable("data_exports")
        .set({ state: "failed", error: message.slice(0, 500), claim_id: null })
        .where("id", "=", job.id)
        .where("claim_id", "=", job.claimId)
        .execute();
    }
  }
  return report;
}

let worker: PeriodicTask | undefined;

/** Starts the worker every DATA_EXPORT_SECONDS (unref'd; stop() waits for a run in progress). */
export function startDataExportWorker(intervalMs: number = getEnv().DATA_EXPORT_SECONDS * 1000): PeriodicTask {
  const task = startPeriodicTask("data-export", intervalMs, async () => {
    const report = await runDataExports();
    const parts = [
      report.built > 0 ? `built ${report.built} export(s)` : "",
      report.failed > 0 ? `${report.failed} failed` : "",
      report.expired > 0 ? `removed ${report.expired} expired archive(s)` : "",
    ].filter(Boolean);
    return parts.length > 0 ? parts.join(", ") : null;
  });
  worker = task;
  return {
    runNow: task.runNow,
    async stop() {
      if (worker === task) worker = undefined;
      await task.stop();
    },
  };
}

/**
 * A student just asked: run this process's worker now rather than at its next tick (without waiting for it). A run
 * already in progress picks the job up before it ends, or the next tick does. Nothing when no worker runs here.
 */
export function nudgeDataExportWorker(): void {
  void worker?.runNow();
}
