// A queue of background runs, one per kind of work (docs/decisions/0050-video-library.md; 0055 for 课件): 视频库's
// processing (video_jobs) and the training platform's material conversion (training_material_jobs). On PostgreSQL it
// is pg-boss (a maintained queue on SKIP LOCKED, with retries and expiry of runs that outlive their limit), one pg-boss
// queue per name; on the embedded SQLite database it is the named table (every such table has video_jobs' shape) with
// pg-boss's semantics: a job is created, claimed (active) by one worker with a conditional UPDATE, completed, or
// failed — into retry while its retries last, else for good — and an active job past its expiry is claimable again.
// Each kind's worker loop drives its queue through this interface; what users see lives in the kind's own rows.
import crypto from "node:crypto";
import PgBoss from "pg-boss";
import { databaseConfig, db, dialect } from "~/db/client.server";
import type { VideoJobState } from "~/db/schema";

const RETRY_DELAY_SECONDS = 10;

/** The SQLite tables that hold a queue (video_jobs' shape). */
type JobTable = "video_jobs" | "training_material_jobs";

export interface JobQueueSpec {
  /** The pg-boss queue's name. */
  name: string;
  /** The table that holds it on SQLite. */
  table: JobTable;
  /** Runs after the first (a run the process lost, a run over its time limit). */
  retryLimit: number;
  /** For pg-boss's error log. */
  label: string;
}

export interface ClaimedJob {
  id: string;
  assetId: number;
}

export interface JobQueue {
  /** Queues a run for the asset (a video, a material); returns the job's id. */
  enqueue(assetId: number, expireInSeconds: number): Promise<string>;
  /** The next job due, claimed by this worker, or null. */
  claim(): Promise<ClaimedJob | null>;
  complete(id: string): Promise<void>;
  /** A failed run: into retry when `retry` and the job has retries left; else failed for good. */
  fail(id: string, reason: string, retry: boolean): Promise<void>;
  close(): Promise<void>;
}

/** The spec's table on SQLite. */
function tableQueue(spec: JobQueueSpec): JobQueue {
  const table = spec.table;
  const worker = `${process.pid}-${crypto.randomBytes(4).toString("hex")}`;
  return {
    async enqueue(assetId, expireInSeconds) {
      const now = Date.now();
      const row = await db
        .insertInto(table)
        .values({
          asset_id: assetId,
          state: "created",
          retry_limit: spec.retryLimit,
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
        .selectFrom(table)
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
        .updateTable(table)
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
        .updateTable(table)
        .set({ state: "completed", completed_at: Date.now(), expire_at: null })
        .where("id", "=", Number(id))
        .execute();
    },
    async fail(id, reason, retry) {
      const now = Date.now();
      await db
        .updateTable(table)
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

function pgBossQueue(spec: JobQueueSpec): JobQueue {
  const queueName = spec.name;
  const schema = pgBossSchema();
  const boss = new PgBoss({ connectionString: databaseConfig.location, schema, max: 2, schedule: false });
  boss.on("error", (error) => console.error(`[${spec.label}] pg-boss: ${error.message}`));
  let started: Promise<void> | undefined;
  const ready = () => {
    started ??= boss.start().then(async () => {
      await boss.createQueue(queueName, {
        name: queueName,
        retryLimit: spec.retryLimit,
        retryDelay: RETRY_DELAY_SECONDS,
      });
    });
    return started;
  };
  return {
    async enqueue(assetId, expireInSeconds) {
      await ready();
      const id = await boss.send(queueName, { assetId }, { expireInSeconds, retryLimit: spec.retryLimit });
      if (!id) throw new Error("pg-boss did not queue the job");
      return id;
    },
    async claim() {
      await ready();
      const [job] = await boss.fetch<{ assetId: number }>(queueName, { batchSize: 1 });
      return job ? { id: job.id, assetId: Number(job.data.assetId) } : null;
    },
    async complete(id) {
      await ready();
      await boss.complete(queueName, id);
    },
    async fail(id, reason, retry) {
      await ready();
      // A file the tool cannot read fails alike every time: the job is cancelled rather than retried.
      if (retry) await boss.fail(queueName, id, { reason });
      else await boss.cancel(queueName, id);
    },
    async close() {
      if (started) await boss.stop({ graceful: false, wait: true, timeout: 5_000 }).catch(() => undefined);
    },
  };
}

const queues = new Map<string, JobQueue>();

/** The queue of this spec (one per process and name): pg-boss on PostgreSQL, the spec's table on SQLite. */
export function jobQueue(spec: JobQueueSpec): JobQueue {
  let queue = queues.get(spec.name);
  if (!queue) {
    queue = dialect === "postgres" ? pgBossQueue(spec) : tableQueue(spec);
    queues.set(spec.name, queue);
  }
  return queue;
}

export async function closeJobQueue(spec: JobQueueSpec): Promise<void> {
  const closing = queues.get(spec.name);
  queues.delete(spec.name);
  await closing?.close();
}
