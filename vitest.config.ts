// Test projects. unit: pure rules, next to their code. integration-*: services and the API dispatcher on a fresh
// database per test file, once on SQLite and once on PostgreSQL. server: the built production server over HTTP.
// e2e: Chromium (playwright-core + Debian's chromium) against the built server. scripts/test-all.mjs runs them all.
import { defineConfig } from "vitest/config";
import tsconfigPaths from "vite-tsconfig-paths";
import { LongestFirstSequencer } from "./tests/support/file-sequencer";

/**
 * Files that assert a time budget (p95 of the word and course hot paths, loading the word books): they run in a
 * project of their own, alone on the machine (scripts/test-all.mjs runs it after the others), so two workers sharing
 * two cores cannot make them fail.
 */
const timedFiles = [
  "tests/integration/words-performance.test.ts",
  "tests/integration/course-performance.test.ts",
  "tests/integration/words-import.test.ts",
];

const integration = (dbTarget: "sqlite" | "postgres", timed = false) => ({
  extends: true as const,
  test: {
    name: `${timed ? "timed" : "integration"}-${dbTarget}`,
    include: timed ? timedFiles : ["tests/integration/**/*.test.ts"],
    exclude: timed ? [] : timedFiles,
    // Vitest's default on two cores is one worker; files keep to their own database copy, so two run at once.
    maxWorkers: timed ? 1 : 2,
    // One worker process per project for all its files, not one per file: the packages (kysely, pg, zod, …) load once
    // per worker; database-setup.ts resets the app's modules before each file, so each file still gets its own `db`,
    // env and caches (docs/decisions/0042-ci-time.md). Not for the timed files: a worker that carries the heaps of the
    // files before it collects garbage inside a p95 measurement (answerWord's p95 went 4 ms → 10.25 ms in CI).
    isolate: timed,
    globalSetup: ["tests/support/integration-global-setup.ts"],
    setupFiles: ["tests/support/database-setup.ts"],
    env: { DB_TARGET: dbTarget, NODE_ENV: "test" as const, SEED_ON_START: "false" },
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});

/**
 * The server files that load the built server and assert how it holds (a restart under load, a shutdown's timing, 100
 * students while the campus ranges change, concurrent checkouts): the `server-load` project, run alone on the machine
 * (scripts/test-all.mjs). The other server files run beside the e2e group: with e2e beside them, these four failed on
 * time on a loaded machine while every other server file passed (docs/decisions/0042-ci-time.md).
 */
const serverLoadFiles = [
  "tests/server/exam-restart.test.ts",
  "tests/server/lifecycle.test.ts",
  "tests/server/campus-ranges-load.test.ts",
  "tests/server/checkout-load.test.ts",
];

const server = (name: "server" | "server-load") => ({
  extends: true as const,
  test: {
    name,
    include: name === "server" ? ["tests/server/**/*.test.ts"] : serverLoadFiles,
    exclude: name === "server" ? serverLoadFiles : [],
    // Each test's server starts on a copy of a seeded template built once (server-global-setup.ts).
    globalSetup: ["tests/support/server-global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 90_000,
    // Two files at once: the longest (the exam restart and checkout loads) spend most of their time waiting on
    // timers and sockets, not CPUs; each file starts its own servers on ephemeral ports and its own databases.
    fileParallelism: true,
    maxWorkers: 2,
  },
});

export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    // Each group's files longest first, by measured time (tests/file-times.json), so two workers end together.
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          // Pure rules: one module cache per worker (78 s → 32 s here; passes with the files shuffled). The three files
          // that mock or stub restore what they changed.
          isolate: false,
          include: ["app/**/*.test.ts", "scripts/**/*.test.ts", "tests/unit/**/*.test.ts"],
          env: { NODE_ENV: "test" },
          maxWorkers: 2,
        },
      },
      integration("sqlite"),
      integration("postgres"),
      integration("sqlite", true),
      integration("postgres", true),
      server("server"),
      server("server-load"),
      {
        extends: true,
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          globalSetup: ["tests/support/e2e-global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // expect.poll waits for a state and returns as soon as it holds; Vitest's default ceiling of 1 s is shorter
          // than a round trip and a navigation on a busy 2-core machine (seen failing a clean-clone run under load).
          expect: { poll: { timeout: 15_000 } },
          // Two files at once against the one server: a browser test spends most of its time waiting (hydration, the
          // loading screen, a video playing), so two share the 2-core CI machine well. Files keep to their own data.
          fileParallelism: true,
          maxWorkers: 2,
          // One module cache per worker, not per file: a file's own module state is its own, and the support modules
          // they share keep none (senior-applications, which opens the app's database client, closes it and resets
          // the modules after itself). Measured back to back on 6 files: import 31.7 s → 7.4 s, wall 157 s → 134 s.
          isolate: false,
        },
      },
    ],
  },
});
