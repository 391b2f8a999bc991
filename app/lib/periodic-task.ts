// A task an app process runs every few seconds or minutes (sweeps of overdue attempts, unpaid orders): never two runs
// at once, never keeping the process alive, and stopped before the database closes. Several processes may run the
// same task; the tasks themselves make that safe (conditional updates).

export interface PeriodicTask {
  /** Runs once now (unless a run is in progress) and resolves when that run ends. */
  runNow(): Promise<void>;
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

export function startPeriodicTask(name: string, intervalMs: number, task: () => Promise<string | null>): PeriodicTask {
  let running: Promise<void> | undefined;
  let stopped = false;
  const run = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    running ??= task()
      .then((summary) => {
        if (summary) console.log(`[${name}] ${summary}`);
      })
      .catch((error: unknown) =>
        console.error(`[${name}] failed: ${error instanceof Error ? error.message : String(error)}`),
      )
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  return {
    runNow: run,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
