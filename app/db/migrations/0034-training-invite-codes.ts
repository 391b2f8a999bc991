// Invite codes a batch no longer takes (issue 27; docs/decisions/0055-training-platform.md): a code a teacher revoked
// or replaced with a new one. A student who types it is told the code was revoked rather than that it never existed,
// and no new code repeats one that was handed out before.
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("training_retired_codes")
    .addColumn("code", "text", (col) => col.primaryKey())
    .addColumn("batch_id", "integer", (col) => col.notNull().references("training_batches.id").onDelete("cascade"))
    .addColumn("retired_at", "bigint", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("training_retired_codes_batch_idx")
    .on("training_retired_codes")
    .column("batch_id")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("training_retired_codes").execute();
}
