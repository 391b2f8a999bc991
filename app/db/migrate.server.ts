// Applies the ordered migrations. The list is explicit (not a directory scan) so the bundled server build and the
// tsx scripts see exactly the same set; a domain adds its migration file and one line here.
import { Migrator, sql, type Kysely, type Migration, type MigrationResultSet } from "kysely";
import * as m0001 from "./migrations/0001-core";
import * as m0002 from "./migrations/0002-verification";
import * as m0003 from "./migrations/0003-feedback-appointments";
import * as m0004 from "./migrations/0004-visit-log-slides";
import * as m0005 from "./migrations/0005-words";
import * as m0006 from "./migrations/0006-courses";
import * as m0007 from "./migrations/0007-news-experience-papers";
import * as m0008 from "./migrations/0008-question-bank";
import * as m0009 from "./migrations/0009-private-practice-sets";
import * as m0010 from "./migrations/0010-question-downloads";
import * as m0011 from "./migrations/0011-orders";
import * as m0012 from "./migrations/0012-zmt-papers";
import * as m0013 from "./migrations/0013-question-bank-sales";
import * as m0014 from "./migrations/0014-notifications";
import * as m0015 from "./migrations/0015-check-ins-pinecones";
import * as m0016 from "./migrations/0016-user-settings";
import * as m0017 from "./migrations/0017-data-export-deletion";
import * as m0018 from "./migrations/0018-senior-follows";
import * as m0019 from "./migrations/0019-moderation";
import * as m0020 from "./migrations/0020-square-posts";
import * as m0021 from "./migrations/0021-square-comments";
import * as m0022 from "./migrations/0022-senior-applications";
import * as m0023 from "./migrations/0023-study-groups";
import * as m0024 from "./migrations/0024-word-day-last-answer";
import * as m0025 from "./migrations/0025-console-roles";
import * as m0026 from "./migrations/0026-console-campus";
import * as m0027 from "./migrations/0027-console-inbox";
import * as m0028 from "./migrations/0028-inbox-sms-reply";
import * as m0029 from "./migrations/0029-question-import-uploads";
import * as m0030 from "./migrations/0030-video-library";
import * as m0031 from "./migrations/0031-paper-files";
import * as m0032 from "./migrations/0032-live-streams";
import * as m0033 from "./migrations/0033-training";
import * as m0034 from "./migrations/0034-training-invite-codes";
import * as m0035 from "./migrations/0035-usage";
import * as m0036 from "./migrations/0036-usage-console";
import { isPostgres } from "./migrations/column-types";

const migrations: Record<string, Migration> = {
  "0001-core": m0001,
  "0002-verification": m0002,
  "0003-feedback-appointments": m0003,
  "0004-visit-log-slides": m0004,
  "0005-words": m0005,
  "0006-courses": m0006,
  "0007-news-experience-papers": m0007,
  "0008-question-bank": m0008,
  "0009-private-practice-sets": m0009,
  "0010-question-downloads": m0010,
  "0011-orders": m0011,
  "0012-zmt-papers": m0012,
  "0013-question-bank-sales": m0013,
  "0014-notifications": m0014,
  "0015-check-ins-pinecones": m0015,
  "0016-user-settings": m0016,
  "0017-data-export-deletion": m0017,
  "0018-senior-follows": m0018,
  "0019-moderation": m0019,
  "0020-square-posts": m0020,
  "0021-square-comments": m0021,
  "0022-senior-applications": m0022,
  "0023-study-groups": m0023,
  "0024-word-day-last-answer": m0024,
  "0025-console-roles": m0025,
  "0026-console-campus": m0026,
  "0027-console-inbox": m0027,
  "0028-inbox-sms-reply": m0028,
  "0029-question-import-uploads": m0029,
  "0030-video-library": m0030,
  "0031-paper-files": m0031,
  "0032-live-streams": m0032,
  "0033-training": m0033,
  "0034-training-invite-codes": m0034,
  "0035-usage": m0035,
  "0036-usage-console": m0036,
};

// biome-ignore lint/suspicious/noExplicitAny: migrations run before (and regardless of) the typed schema
export async function migrateToLatest(db: Kysely<any>): Promise<MigrationResultSet> {
  // Unless told a schema, Kysely takes a kysely_migration table in ANY schema of the database for its own, skips
  // creating one, then fails to find it ("relation kysely_migration_lock does not exist"). On PostgreSQL name ours:
  // the schema the connection works in (per-test-file schemas, other apps sharing the database).
  const migrationTableSchema = isPostgres(db)
    ? ((await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db)).rows[0]?.schema ??
      undefined)
    : undefined;
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations }, migrationTableSchema });
  const result = await migrator.migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === "Error")?.migrationName ?? "unknown";
    throw new Error(`Migration ${failed} failed: ${String((result.error as Error).message ?? result.error)}`);
  }
  return result;
}
