// The queue of video processing runs (docs/decisions/0050-video-library.md). On PostgreSQL it is pg-boss (a
// maintained queue on SKIP LOCKED, with retries and expiry of runs that outlive their limit); on the embedded SQLite
// database it is the video_jobs table with pg-boss's semantics: a job is created, claimed (active) by one worker with
// a conditional UPDATE, completed, or failed — into retry while its retries last, else for good — and an active job
// past its expiry is claimable again. One worker loop (video-processing.server.ts) drives either through this
// interface; what students and operators see lives in video_assets, not here.
import crypto from "node:crypto";
import PgBoss from "pg-boss";
import { databaseConfig, db, dialect } from "~/db/client.server";
import type { VideoJobState } from "~/db/schema";

const VIDEO_QUEUE = "video-processing";
/** Runs after the first: a run the process lost (a restart) and a run over its time limit get two more tries. */
export const VIDEO_RETRY_LIMIT = 2;
const RETRY_DELAY_SECONDS = 10;

export interface ClaimedVideoJob {
  id: string;
  assetId: number;
}

export interface VideoJobQueue {
  /** Queues a run for the video; returns the job's id. */
  enqueue(assetId: number, expireInSeconds: number): Promise<string>;
  /** The next job due, claimed by this worker, or null. */
  claim(): Promise<ClaimedVideoJob | null>;
  complete(id: string): Promise<void>;
  /** A failed run: into retry when `retry` and the job has retries left; else failed for good. */
  fail(id: string, reason: string, retry: boolean): Promise<void>;
  close(): Promise<void>;
}

/** video_jobs on SQLite. */
function tableQueue(): VideoJobQueue {
  const worker = `${process.pid}-${crypto.randomBytes(4).toString("hex")}`;
  return {
    async enqueue(assetId, expireInSeconds) {
      const now = Date.now();
      const row = await db
        .insertInto("video_jobs")
        .values({
          asset_id: assetId,
          state: "created",
          retry_limit: VIDEO_RETRY_LIMIT,
          start_after: now,
          expire_seconds: expireInSeconds,
          expire_at: null,
          locked_by: null,
          output: null,
          created_at: now,
          completed_at: null,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return String(row.id);
    },
    async claim() {
      const now = Date.now();
      // One statement: SQLite runs it under its write lock, so two processes never claim the same job.
      const due = db
        .selectFrom("video_jobs")
        .select("id")
        .where((eb) =>
          eb.or([
            eb.and([eb("state", "in", ["created", "retry"]), eb("start_after", "<=", now)]),
            eb.and([eb("state", "=", "active"), eb("expire_at", "<", now)]),
          ]),
        )
        .orderBy("id")
        .limit(1);
      const row = await db
        .updateTable("video_jobs")
        .set((eb) => ({
          state: "active",
          attempts: eb("attempts", "+", 1),
          locked_by: worker,
          // An active job past this is claimable again: its worker froze or died.
          expire_at: eb(eb.val(now), "+", eb("expire_seconds", "*", 1000)),
        }))
        .where("id", "=", (eb) => eb.selectFrom(due.as("due")).select("due.id"))
        .returning(["id", "asset_id"])
        .executeTakeFirst();
      if (!row) return null;
      return { id: String(row.id), assetId: row.asset_id };
    },
    async complete(id) {
      await db
        .updateTable("video_jobs")
        .set({ state: "completed", completed_at: Date.now(), expire_at: null })
        .where("id", "=", Number(id))
        .execute();
    },
    async fail(id, reason, retry) {
      const now = Date.now();
      await db
        .updateTable("video_jobs")
        .set((eb) => ({
          state: retry
            ? eb
                .case()
                .when("attempts", "<=", eb.ref("retry_limit"))
                .then(eb.val<VideoJobState>("retry"))
                .else(eb.val<VideoJobState>("failed"))
                .end()
            : "failed",
          start_after: now + RETRY_DELAY_SECONDS * 1000,
          expire_at: null,
          completed_at: now,
          output: reason,
        }))
        .where("id", "=", Number(id))
        .execute();
    },
    async close() {},
  };
}

/** pg-boss on PostgreSQL, in its own schema (pgboss; <schema>_pgboss beside a test's schema). */
export function pgBossSchema(): string {
  return databaseConfig.schema ? `${databaseConfig.schema}_pgboss` : "pgboss";
}

function pgBossQueue(): VideoJobQueue {
  const schema = pgBossSchema();
  const boss = new PgBoss({ connectionString: databaseConfig.location, schema, max: 2, schedule: false });
  boss.on("error", (error) => console.error(`[video] pg-boss: ${error.message}`));
  let started: Promise<void> | undefined;
  const ready = () => {
    started ??= boss.start().then(async () => {
      await boss.createQueue(VIDEO_QUEUE, {
        name: VIDEO_QUEUE,
        retryLimit: VIDEO_RETRY_LIMIT,
        retryDelay: RETRY_DELAY_SECONDS,
      });
    });
    return started;
  };
  return {
    async enqueue(assetId, expireInSeconds) {
      await ready();
      const id = await boss.send(VIDEO_QUEUE, { assetId }, { expireInSeconds, retryLimit: VIDEO_RETRY_LIMIT });
      if (!id) throw new Error("pg-boss did not queue the job");
      return id;
    },
    async claim() {
      await ready();
      const [job] = await boss.fetch<{ assetId: number }>(VIDEO_QUEUE, { batchSize: 1 });
      return job ? { id: job.id, assetId: Number(job.data.assetId) } : null;
    },
    async complete(id) {
      await ready();
      await boss.complete(VIDEO_QUEUE, id);
    },
    async fail(id, reason, retry) {
      await ready();
      // A file ffmpeg cannot read fails alike every time: the job is cancelled rather than retried.
      if (retry) await boss.fail(VIDEO_QUEUE, id, { reason });
      else await boss.cancel(VIDEO_QUEUE, id);
    },
    async close() {
      if (started) await boss.stop({ graceful: false, wait: true, timeout: 5_000 }).catch(() => undefined);
    },
  };
}

let queue: VideoJobQueue | undefined;

export function videoJobQueue(): VideoJobQueue {
  queue ??= dialect === "postgres" ? pgBossQueue() : tableQueue();
  return queue;
}

export async function closeVideoJobQueue(): Promise<void> {
  const closing = queue;
  queue = undefined;
  await closing?.close();
}
