// Which databases a test file runs on. SQLite always; PostgreSQL when it is reachable (TEST_DATABASE_URL, default the
// local server at 127.0.0.1:5432). In CI (process.env.CI set) PostgreSQL is required: an unreachable server fails the
// file instead of skipping it.
import { isPostgresReachable, testPostgresUrl } from "./test-databases";

type DatabaseTarget = "sqlite" | "postgres";

export interface DatabaseTargets {
  postgresReachable: boolean;
  /** The dialects to run on, SQLite first. */
  targets: DatabaseTarget[];
}

let cached: Promise<DatabaseTargets> | undefined;

export function databaseTargets(): Promise<DatabaseTargets> {
  cached ??= (async () => {
    const postgresReachable = await isPostgresReachable();
    if (!postgresReachable) {
      const where = testPostgresUrl().replace(/\/\/[^@/]*@/, "//");
      if (process.env.CI) {
        throw new Error(`PostgreSQL at ${where} is not reachable, and CI requires the PostgreSQL tests to run`);
      }
      console.warn(
        `[tests] PostgreSQL at ${where} is not reachable: PostgreSQL cases are skipped (required when CI is set)`,
      );
    }
    return { postgresReachable, targets: postgresReachable ? ["sqlite", "postgres"] : ["sqlite"] };
  })();
  return cached;
}
