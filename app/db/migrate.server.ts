// Applies the ordered migrations. The list is explicit (not a directory scan) so the bundled server build and the
// tsx scripts see exactly the same set; a domain adds its migration file and one line here.
import { Migrator, type Kysely, type Migration, type MigrationResultSet } from "kysely";
import * as m0001 from "./migrations/0001-core";

const migrations: Record<string, Migration> = {
  "0001-core": m0001,
};

// Kysely<any>: migrations run before (and regardless of) the typed schema.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function migrateToLatest(db: Kysely<any>): Promise<MigrationResultSet> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const result = await migrator.migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === "Error")?.migrationName ?? "unknown";
    throw new Error(`Migration ${failed} failed: ${String((result.error as Error).message ?? result.error)}`);
  }
  return result;
}
