import { afterEach, describe, expect, it, vi } from "vitest";
import { startPeriodicTask } from "./periodic-task";

afterEach(() => vi.useRealTimers());

describe("startPeriodicTask", () => {
  it("never runs twice at once, logs the summary, survives a failing run, and stop() waits for the run in progress", async () => {
    vi.useFakeTimers();
    const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    let running = 0;
    let most = 0;
    let runs = 0;
    let release: () => void = () => undefined;
    const task = startPeriodicTask("test", 100, async () => {
      runs += 1;
      running += 1;
      most = Math.max(most, running);
      if (runs === 2) {
        running -= 1;
        throw new Error("boom");
      }
      await new Promise<void>((resolve) => (release = resolve));
      running -= 1;
      return "did one";
    });
    await vi.advanceTimersByTimeAsync(350); // ticks at 100, 200, 300: the first run is still going
    expect(runs).toBe(1);
    release();
    await vi.advanceTimersByTimeAsync(100); // the second run fails
    expect(runs).toBe(2);
    expect(error).toHaveBeenCalledWith("[test] failed: boom");
    await vi.advanceTimersByTimeAsync(100); // the third starts and waits
    expect(runs).toBe(3);
    let stopped = false;
    const stopping = task.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(most).toBe(1);
    expect(log).toHaveBeenCalledWith("[test] did one");
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(3);
    log.mockRestore();
    error.mockRestore();
  });
});
