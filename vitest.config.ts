// Test projects. unit: pure rules, next to their code. integration-*: services and the API dispatcher on a fresh
// database per test file, once on SQLite and once on PostgreSQL. server: the built production server over HTTP.
// e2e: Chromium (playwright-core + Debian's chromium) against the built server. scripts/test-all.mjs runs them all.
import { defineConfig } from "vitest/config";
import tsconfigPaths from "vite-tsconfig-paths";

const integration = (dbTarget: "sqlite" | "postgres") => ({
  extends: true as const,
  test: {
    name: `integration-${dbTarget}`,
    include: ["tests/integration/**/*.test.ts"],
    globalSetup: ["tests/support/integration-global-setup.ts"],
    setupFiles: ["tests/support/database-setup.ts"],
    env: { DB_TARGET: dbTarget, NODE_ENV: "test" as const, SEED_ON_START: "false" },
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["app/**/*.test.ts", "scripts/**/*.test.ts", "tests/unit/**/*.test.ts"],
          env: { NODE_ENV: "test" },
        },
      },
      integration("sqlite"),
      integration("postgres"),
      {
        extends: true,
        test: {
          name: "server",
          include: ["tests/server/**/*.test.ts"],
          testTimeout: 30_000,
          hookTimeout: 90_000,
          // Two files at once: the longest (the exam restart and checkout loads) spend most of their time waiting on
          // timers and sockets, not CPUs; each file starts its own servers on ephemeral ports and its own databases.
          fileParallelism: true,
          maxWorkers: 2,
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          globalSetup: ["tests/support/e2e-global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Two files at once against the one server: a browser test spends most of its time waiting (hydration, the
          // loading screen, a video playing), so two share the 2-core CI machine well. Files keep to their own data.
          fileParallelism: true,
          maxWorkers: 2,
        },
      },
    ],
  },
});
