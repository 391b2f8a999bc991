// The production server under measurement: `node server-build/index.js` with NODE_ENV=production, started by the
// test suite's process helper (ephemeral port, temp DATA_DIR, killed if this process dies) on the run's database.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { PROJECT_ROOT, SERVER_ENTRY, startServer, type ServerProcess } from "../../tests/support/server-process";
import { onCleanup } from "./cleanup-registry";

export const CLIENT_BUILD_DIR = path.join(PROJECT_ROOT, "build/client");
const BUILD_OUTPUTS = [SERVER_ENTRY, path.join(PROJECT_ROOT, "build/server/index.js")];

/** Builds the app when either build output is missing (a fresh checkout, or someone cleaned it). */
export function ensureProductionBuild(log: (line: string) => void): void {
  if (BUILD_OUTPUTS.every((file) => fs.existsSync(file))) return;
  log("build output missing: running `npm run build`…");
  const result = spawnSync("npm", ["run", "build"], { cwd: PROJECT_ROOT, stdio: "inherit" });
  if (result.status !== 0) throw new Error(`npm run build failed (exit ${result.status ?? result.signal})`);
}

/** When the measured build was made: others may rebuild between runs (with their own changes in the working tree). */
export function buildTimestamp(): string | null {
  const file = BUILD_OUTPUTS[1]!;
  return fs.existsSync(file) ? fs.statSync(file).mtime.toISOString() : null;
}

export interface AppServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/** How a measured server runs (also the exam bench's restartable server, restartable-server.ts). */
export const APP_SERVER_ENV: Record<string, string | undefined> = {
  SEED_ON_START: "true",
  // The login reads the captcha answer from the console provider's dev inbox.
  SMS_PROVIDER: "console",
  LOG_REQUESTS: "false",
  // One process on the run's database: no shared Redis store from the caller's environment.
  REDIS_URL: undefined,
};

export async function startAppServer(databaseUrl: string): Promise<AppServer> {
  const server: ServerProcess = await startServer({ databaseUrl, startTimeoutMs: 180_000, env: APP_SERVER_ENV });
  const stop = onCleanup("stop the server", async () => {
    const result = await server.stop();
    if (result.code !== 0 && result.signal !== "SIGTERM") {
      console.error(
        `the server exited with code ${result.code} (signal ${result.signal}); its output:\n${server.output().slice(-4000)}`,
      );
    }
  });
  return { baseUrl: server.baseUrl, stop };
}
