// The worker loop every kind of background run shares (视频库's processing, 课件's conversion): each turn puts back the
// runs a process lost, then — when this process can do the kind's work and something waits — claims one job and runs
// it with a signal that stopping fires (the kind's `process` queues an interrupted run again for the next process).
// What users see lives in the kind's own rows; `describe` reads them for the log line.
import { startPeriodicTask, type PeriodicTask } from "~/lib/periodic-task";
import { type ClaimedJob, closeJobQueue, type JobQueueSpec, jobQueue } from "./job-queue.server";

export interface JobWorkerSpec {
  /** The periodic task's name (its log lines). */
  name: string;
  periodMs: () => number;
  queue: JobQueueSpec;
  /** Queues again the runs a process lost (stale heartbeats, never queued); returns how many. */
  recoverLostRuns(now: number): Promise<number>;
  /** Whether this process can do the work (its tools are installed); always when absent. */
  available?(): Promise<boolean>;
  /** Whether anything waits, asked before the queue (on PostgreSQL pg-boss starts only once there is work for it). */
  waiting(): Promise<boolean>;
  process(job: ClaimedJob, signal: AbortSignal): Promise<void>;
  /** The log line of a finished run. */
  describe(job: ClaimedJob, startedAt: number): Promise<string>;
}

export interface JobWorker {
  /** One turn: put back lost runs, then run at most one job. Returns a log line or null. */
  runOnce(): Promise<string | null>;
  start(): PeriodicTask;
  /** A job was queued: run a turn now when the loop runs in this process. */
  wake(): void;
  /** Stops the loop; a run in progress is stopped (and queued again by its kind) and the queue closed. */
  stop(): Promise<void>;
}

export function jobWorker(spec: JobWorkerSpec): JobWorker {
  let task: PeriodicTask | undefined;
  let current: AbortController | undefined;
  async function runOnce(): Promise<string | null> {
    const startedAt = Date.now();
    const recovered = await spec.recoverLostRuns(startedAt);
    const idle = recovered ? `${recovered} lost run(s) queued again` : null;
    if (spec.available && !(await spec.available())) return idle;
    if (!(await spec.waiting())) return idle;
    const job = await jobQueue(spec.queue).claim();
    if (!job) return idle;
    const controller = new AbortController();
    current = controller;
    try {
      await spec.process(job, controller.signal);
    } finally {
      current = undefined;
    }
    return spec.describe(job, startedAt);
  }
  return {
    runOnce,
    wake() {
      void task?.runNow();
    },
    start() {
      task ??= startPeriodicTask(spec.name, spec.periodMs(), runOnce);
      return task;
    },
    async stop() {
      current?.abort();
      const stopping = task;
      task = undefined;
      await stopping?.stop();
      await closeJobQueue(spec.queue);
    },
  };
}
