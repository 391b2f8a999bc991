// A server test's database: a copy of the run's seeded template (server-global-setup.ts), so its server finds the demo
// data there instead of seeding at start. The empty-database path (migrate, then seed at start) is the e2e server's and
// the audit's, which start on a fresh file.
import { inject } from "vitest";
import { startServer, type ServerProcess, type StartServerOptions } from "./server-process";
import { copyTestDatabase, type TestDatabase } from "./test-databases";

type Target = "sqlite" | "postgres";

function template(target: Target) {
  const found = inject("serverTemplates")[target];
  if (!found) throw new Error(`no seeded ${target} template: PostgreSQL was not reachable when the run started`);
  return found;
}

/** A copy of the seeded template on `target`, for the caller to drop. */
export function seededDatabase(target: Target): Promise<TestDatabase> {
  return copyTestDatabase(target, template(target).url);
}

/** The files the template's seed wrote, for a server's DATA_DIR (StartServerOptions.dataFrom). */
export function seededDataDir(target: Target): string {
  return template(target).dataDir;
}

/** The built server on a copy of the seeded template (SQLite unless `target` says), dropped when it stops. */
export async function startSeededServer(
  options: Omit<StartServerOptions, "database" | "databaseUrl" | "dataFrom"> & { target?: Target } = {},
): Promise<ServerProcess> {
  const { target = "sqlite", ...rest } = options;
  return startServer({ ...rest, database: await seededDatabase(target), dataFrom: seededDataDir(target) });
}
