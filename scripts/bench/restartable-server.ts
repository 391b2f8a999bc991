// The production server of the exam load, which can be restarted in the middle of it: stopped with SIGTERM (graceful:
// in-flight requests finish, server.ts's shutdown) or SIGKILL, then started again on the same database and the same
// port, so the students' clients keep the address they have, as browsers would.
import { startServer, type ExitResult, type ServerProcess } from "../../tests/support/server-process";
import { APP_SERVER_ENV } from "./app-server";
import type { RestartSignal } from "./exam-options";

export interface RestartTiming {
  signal: RestartSignal;
  /** Epoch ms. */
  signalledAt: number;
  exitedAt: number;
  listeningAt: number;
  exit: ExitResult;
}

export interface RestartableServer {
  baseUrl: string;
  restart(signal: RestartSignal): Promise<RestartTiming>;
  stop(): Promise<void>;
  /** The current process's output (for a failure message). */
  output(): string;
}

export async function startRestartableServer(
  databaseUrl: string,
  env: Record<string, string | undefined> = {},
): Promise<RestartableServer> {
  const settings = { ...APP_SERVER_ENV, ...env };
  let current: ServerProcess = await startServer({ databaseUrl, startTimeoutMs: 180_000, env: settings });
  const port = current.port;
  return {
    baseUrl: current.baseUrl,
    async restart(signal) {
      const signalledAt = Date.now();
      const exit = await current.stop(signal);
      const exitedAt = Date.now();
      current = await startServer({ databaseUrl, startTimeoutMs: 60_000, env: { ...settings, PORT: String(port) } });
      return { signal, signalledAt, exitedAt, listeningAt: Date.now(), exit };
    },
    async stop() {
      await current.stop();
    },
    output: () => current.output(),
  };
}
