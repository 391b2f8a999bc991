// The inbox's SMS reply (issue 25): a feedback message or a consultation booking records whether its sender asked to
// be told of a reply by SMS as well as in 消息 (the box on both forms, offered only to a signed-in sender). Existing
// rows did not ask: 0.
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ["feedback", "appointments"]) {
    await db.schema
      .alterTable(table)
      .addColumn("sms_reply", "integer", (col) => col.notNull().defaultTo(0))
      .execute();
  }
}
