// Runs the BUILT production server (`node server-build/index.js`, made by `npm run build`) as a child process, the way
// `npm run serve` does, on an ephemeral port and (by default) a fresh temp SQLite database. Used by the `server`
// project (over HTTP) and by the e2e global setup. Every child is killed when the test process exits, even when a test
// forgets to stop it.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createTestDatabase, type TestDatabase } from "./test-databases";

export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const SERVER_ENTRY = path.join(PROJECT_ROOT, "server-build/index.js");
const REMIX_BUILD = path.join(PROJECT_ROOT, "build/server/index.js");

const LISTENING = /\[http\] 研途 listening on http:\/\/localhost:(\d+)/;

export interface StartServerOptions {
  /** Defaults to a fresh temp SQLite file, removed by stop(). A URL given here is left as it is. */
  databaseUrl?: string;
  /** A database the server owns instead: dropped by stop() (a copy of a template, server-databases.ts). */
  database?: TestDatabase;
  /** A directory whose files the server's own DATA_DIR starts with (those the seed of a template wrote). */
  dataFrom?: string;
  /** Extra or overriding variables (e.g. TRUST_PROXY). `undefined` removes a variable. */
  env?: Record<string, string | undefined>;
  /** How long to wait for the listening line (a fresh database is seeded first: ≈ 15 s on a busy 2-core machine). */
  startTimeoutMs?: number;
}

export interface ExitResult {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ServerProcess {
  /** http://127.0.0.1:<port> */
  baseUrl: string;
  port: number;
  /** The database it runs on (a temp SQLite file unless one was given). */
  databaseUrl: string;
  child: ChildProcess;
  /** Sends the signal (default SIGTERM), waits for the exit (SIGKILL after killAfterMs) and removes the temp database. */
  stop(signal?: NodeJS.Signals, killAfterMs?: number): Promise<ExitResult>;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves when the process exits, however that happens. */
  exited: Promise<ExitResult>;
  isRunning(): boolean;
}

const liveChildren = new Set<ChildProcess>();
process.once("exit", () => {
  for (const child of liveChildren) child.kill("SIGKILL");
});

export function assertServerBuilt(): void {
  for (const file of [SERVER_ENTRY, REMIX_BUILD]) {
    if (!fs.existsSync(file)) {
      throw new Error(`${path.relative(PROJECT_ROOT, file)} is missing: run \`npm run build\` before these tests`);
    }
  }
}

function childEnv(databaseUrl: string, dataDir: string, extra: Record<string, string | undefined>): NodeJS.ProcessEnv {
  const env: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: "production",
    PORT: "0",
    HOST: "127.0.0.1",
    LOG_REQUESTS: "false",
    DATABASE_URL: databaseUrl,
    // Files the app writes (generated secret, uploads) go to the temp directory, never into ./data.
    DATA_DIR: dataDir,
    TRUST_PROXY: undefined,
    SEED_ON_START: undefined,
    // Vitest's own variables must not leak into the app's idea of its environment.
    VITEST: undefined,
    VITEST_MODE: undefined,
    VITEST_POOL_ID: undefined,
    VITEST_WORKER_ID: undefined,
    DB_TARGET: undefined,
    ...extra,
  };
  return Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined)) as NodeJS.ProcessEnv;
}

/** Spawns the server without waiting for anything; the building block of startServer and runServerToExit. */
function spawnServer(databaseUrl: string, dataDir: string, extra: Record<string, string | undefined>) {
  assertServerBuilt();
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: PROJECT_ROOT,
    env: childEnv(databaseUrl, dataDir, extra),
    stdio: ["ignore", "pipe", "pipe"],
  });
  liveChildren.add(child);
  let output = "";
  child.stdout?.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
  child.stderr?.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
  const exited = new Promise<ExitResult>((resolve) => {
    child.once("exit", (code, signal) => {
      liveChildren.delete(child);
      resolve({ code, signal });
    });
  });
  // Wait for the pipes to drain too, so output() is complete once `exited` resolves.
  const closed = new Promise<ExitResult>((resolve) => child.once("close", (code, signal) => resolve({ code, signal })));
  return {
    child,
    output: () => output,
    exited: exited.then(async (result) => {
      await closed;
      return result;
    }),
  };
}

function tempDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), "yantu-server-"));
}

export async function startServer(options: StartServerOptions = {}): Promise<ServerProcess> {
  assertServerBuilt();
  const dataDir = tempDataDir();
  if (options.dataFrom) fs.cpSync(options.dataFrom, dataDir, { recursive: true });
  let database = options.database;
  let databaseUrl = options.database?.url ?? options.databaseUrl;
  if (!databaseUrl) {
    database = await createTestDatabase("sqlite");
    databaseUrl = database.url;
  }
  const cleanup = async () => {
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  const { child, output, exited } = spawnServer(databaseUrl, dataDir, options.env ?? {});
  let running = true;
  void exited.then(() => (running = false));

  const port = await new Promise<number>((resolve, reject) => {
    const timeoutMs = options.startTimeoutMs ?? 60_000;
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`the server did not report listening within ${timeoutMs} ms; output:\n${output()}`));
    }, timeoutMs);
    const onData = () => {
      const match = LISTENING.exec(output());
      if (match?.[1]) {
        clearTimeout(timer);
        child.stdout?.off("data", onData);
        resolve(Number(match[1]));
      }
    };
    child.stdout?.on("data", onData);
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`the server exited before listening (code ${code}, signal ${signal}); output:\n${output()}`));
    });
  }).catch(async (error: unknown) => {
    await cleanup();
    throw error;
  });

  let stopped: Promise<ExitResult> | undefined;
  const stop = (signal: NodeJS.Signals = "SIGTERM", killAfterMs = 15_000) => {
    stopped ??= (async () => {
      if (running) child.kill(signal);
      const killer = setTimeout(() => child.kill("SIGKILL"), killAfterMs);
      const result = await exited;
      clearTimeout(killer);
      await cleanup();
      return result;
    })();
    return stopped;
  };

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    port,
    databaseUrl,
    child,
    stop,
    output,
    exited,
    isRunning: () => running,
  };
}

/**
 * Starts the server with a configuration it should refuse and waits for it to exit. If it starts listening instead,
 * it is killed and the result says so (`listened: true`).
 */
export async function runServerToExit(
  options: { databaseUrl?: string; env?: Record<string, string | undefined>; timeoutMs?: number } = {},
): Promise<ExitResult & { output: string; listened: boolean }> {
  assertServerBuilt();
  const dataDir = tempDataDir();
  const database = options.databaseUrl ? undefined : await createTestDatabase("sqlite");
  try {
    const { child, output, exited } = spawnServer(options.databaseUrl ?? database!.url, dataDir, options.env ?? {});
    let listened = false;
    const watcher = setInterval(() => {
      if (LISTENING.test(output())) {
        listened = true;
        child.kill("SIGKILL");
      }
    }, 50);
    const killer = setTimeout(() => child.kill("SIGKILL"), options.timeoutMs ?? 20_000);
    const result = await exited;
    clearInterval(watcher);
    clearTimeout(killer);
    return { ...result, output: output(), listened: listened || LISTENING.test(output()) };
  } finally {
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
