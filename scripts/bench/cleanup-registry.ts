// Whatever a run creates (server process, database schema, temp files, the control file) registers how to undo it
// here. Undo steps run newest first when the run ends, fails, or is interrupted (Ctrl-C, SIGTERM), so nothing is left
// behind in any of those cases.

interface CleanupStep {
  label: string;
  run: () => unknown;
}

const steps: CleanupStep[] = [];
let running: Promise<void> | undefined;

/** Registers an undo step; the returned function runs it now (once) and forgets it. */
export function onCleanup(label: string, run: () => unknown): () => Promise<void> {
  const step = { label, run };
  steps.push(step);
  return async () => {
    const index = steps.indexOf(step);
    if (index === -1) return;
    steps.splice(index, 1);
    await step.run();
  };
}

/** Runs every registered step, newest first; a failing step is reported and the rest still run. */
export function runCleanups(): Promise<void> {
  running ??= (async () => {
    while (steps.length > 0) {
      const step = steps.pop()!;
      try {
        await step.run();
      } catch (error) {
        console.error(`cleanup "${step.label}" failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  })().finally(() => {
    running = undefined;
  });
  return running;
}

/** On SIGINT/SIGTERM: clean up, then exit 130/143. A second signal exits at once. */
export function cleanUpOnSignals(): void {
  let interrupted = false;
  const handler = (signal: NodeJS.Signals, code: number) => {
    if (interrupted) process.exit(code);
    interrupted = true;
    console.error(`\n${signal}: stopping and cleaning up…`);
    void runCleanups().finally(() => process.exit(code));
  };
  process.on("SIGINT", () => handler("SIGINT", 130));
  process.on("SIGTERM", () => handler("SIGTERM", 143));
}

/** Runs a script's main, then every cleanup step, and exits with main's code (1 when it throws). */
export function runScript(main: () => Promise<number>): void {
  main()
    .catch((error: unknown) => {
      console.error(error);
      return 1;
    })
    .then(async (code) => {
      await runCleanups();
      process.exit(code);
    });
}
