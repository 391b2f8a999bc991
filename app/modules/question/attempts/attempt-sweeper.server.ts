// The overdue-attempt sweeper: every SWEEP_INTERVAL_MS the server process submits, at its deadline, each timed attempt
// still in progress past its deadline and grace, so percentiles and correct rates count an attempt whose student never
// came back (a read or write of the attempt still submits it lazily first, attempt-finish.server.ts). Small batches
// oldest deadline first (index state, deadline_at), one transaction per attempt, pausing between batches so requests
// are served in between. Safe with several processes on one database: finishAttempt starts with a conditional
// UPDATE … WHERE state = 'in_progress', so exactly one process (or request) marks an attempt; the others do nothing.
import { db } from "~/db/client.server";
import { startPeriodicTask, type PeriodicTask } from "~/lib/periodic-task";
import { ANSWER_GRACE_MS } from "./attempt-rules";
import { submitOverdueAttempt } from "./attempt-finish.server";

const SWEEP_INTERVAL_MS = 30_000;
/** Attempts read per query; each is marked in its own transaction. */
const SWEEP_BATCH = 20;
/** Batches per run at most: a backlog (after a long outage) is worked off over several runs, never in one long run. */
const SWEEP_MAX_BATCHES = 10;

export interface SweepOptions {
  now?: number;
  batchSize?: number;
  maxBatches?: number;
}

/** One run: submits overdue attempts at their deadlines. Answers how many this run finished (others' not counted). */
export async function sweepOverdueAttempts({
  now = Date.now(),
  batchSize = SWEEP_BATCH,
  maxBatches = SWEEP_MAX_BATCHES,
}: SweepOptions = {}): Promise<number> {
  let finished = 0;
  // Keyset paging (deadline, id): an attempt whose marking failed stays in progress and must not be read again in
  // this run; one finished here or by another process no longer matches anyway.
  let cursor: { deadline: number; id: number } | null = null;
  for (let batch = 0; batch < maxBatches; batch += 1) {
    let query = db
      .selectFrom("question_attempts")
      .selectAll()
      .where("state", "=", "in_progress")
      .where("deadline_at", "<", now - ANSWER_GRACE_MS);
    if (cursor) {
      const { deadline, id } = cursor;
      query = query.where((eb) =>
        eb.or([eb("deadline_at", ">", deadline), eb.and([eb("deadline_at", "=", deadline), eb("id", ">", id)])]),
      );
    }
    const overdue = await query.orderBy("deadline_at").orderBy("id").limit(batchSize).execute();
    for (const attempt of overdue) {
      try {
        if (await submitOverdueAttempt(attempt, now)) finished += 1;
      } catch (error) {
        console.error(
          `[question] submitting overdue attempt ${attempt.id} failed: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
    const last = overdue.at(-1);
    if (overdue.length < batchSize || !last || last.deadline_at === null) break;
    cursor = { deadline: last.deadline_at, id: last.id };
    // Let requests waiting on the event loop (and, on SQLite, for the one connection) go first.
    await new Promise((resolve) => setImmediate(resolve));
  }
  return finished;
}

/** Starts sweeping every intervalMs (unref'd: it never keeps the process alive; stop() waits for a run in progress). */
export function startAttemptSweeper(intervalMs: number = SWEEP_INTERVAL_MS): PeriodicTask {
  return startPeriodicTask("question", intervalMs, async () => {
    const count = await sweepOverdueAttempts();
    return count > 0 ? `submitted ${count} overdue attempt${count === 1 ? "" : "s"} at the deadline` : null;
  });
}
