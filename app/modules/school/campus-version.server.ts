// The campus networks' version (migration 0026): raised in the transaction of every change to a school's ranges or
// name, read by the campus gate on each check (one primary-key row) so that every process recompiles its ranges as
// soon as one of them commits a change. Takes the executor so seeds and transactions use their own handle.
import type { Kysely, Transaction } from "kysely";
import type { Database } from "~/db/schema";

export type Executor = Kysely<Database> | Transaction<Database>;

export async function readCampusVersion(executor: Executor): Promise<number> {
  const row = await executor
    .selectFrom("campus_ranges_version")
    .select("version")
    .where("id", "=", 1)
    .executeTakeFirst();
  return Number(row?.version ?? 0);
}

/**
 * Raises the version. Call it first in the changing transaction: on PostgreSQL the row's lock then orders concurrent
 * range changes (the overlap check of the second sees the first's ranges), and SQLite takes its write lock.
 */
export async function bumpCampusVersion(executor: Executor): Promise<void> {
  await executor
    .updateTable("campus_ranges_version")
    .set((eb) => ({ version: eb("version", "+", 1) }))
    .where("id", "=", 1)
    .execute();
}
