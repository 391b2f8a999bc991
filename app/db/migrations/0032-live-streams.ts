// A live's stream as the operator enters it in the console (issue 26): the https address (HLS or MP4) their streaming
// provider gives for the channel, played as it is while the live is on air. stream_key (a media key under our own
// storage, signed per viewer) stays for the seeded lives; stream_url wins when both are set
// (docs/decisions/0052-lives-and-paper-videos-from-the-console.md).
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("lives").addColumn("stream_url", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("lives").dropColumn("stream_url").execute();
}
