// What every growth seeder receives, and the chunked insert loop they share (one set-based INSERT … SELECT per chunk,
// so progress is visible and no single statement holds a transaction for minutes).
import { sql, type Kysely } from "kysely";
import type { DialectName } from "~/db/client.server";
import type { Database } from "~/db/schema";
import { chunkRanges } from "./sql-fragments";

export interface GrowthSizes {
  users: number;
  visits: number;
  sessions: number;
}

export interface SeedContext {
  db: Kysely<Database>;
  dialect: DialectName;
  sizes: GrowthSizes;
  /** One clock for the whole seeding, so "the last 90 days" means the same for every table. */
  now: number;
  log: (line: string) => void;
}

export interface Seeder {
  /** Also the table the seeder fills, for the row counts and ANALYZE. */
  table: keyof Database;
  name: string;
  /** How many rows it will add for these sizes (0 skips it). */
  rows(sizes: GrowthSizes): number;
  seed(context: SeedContext): Promise<void>;
}

/** Rows per INSERT … SELECT: big enough to be set-based, small enough to report progress every few seconds. */
const CHUNK_ROWS = 100_000;

export async function insertInChunks(
  context: SeedContext,
  label: string,
  total: number,
  statementFor: (from: number, to: number) => string,
): Promise<void> {
  const started = performance.now();
  let lastReport = started;
  for (const [from, to] of chunkRanges(total, CHUNK_ROWS)) {
    await sql.raw(statementFor(from, to)).execute(context.db);
    const now = performance.now();
    if (now - lastReport >= 2_000 || to === total) {
      lastReport = now;
      const seconds = (now - started) / 1000;
      context.log(
        `${label}: ${to.toLocaleString("en")}/${total.toLocaleString("en")} rows (${seconds.toFixed(1)} s, ${Math.round(to / seconds).toLocaleString("en")} rows/s)`,
      );
    }
  }
}

/** The id range of the users table: seeders that refer to users pick ids in [min, max] (ids are dense after seeding). */
export async function userIdRange(db: Kysely<Database>): Promise<{ min: number; span: number }> {
  const row = await db
    .selectFrom("users")
    .select((eb) => [eb.fn.min<number>("id").as("min"), eb.fn.max<number>("id").as("max")])
    .where("is_org", "=", 0)
    .executeTakeFirst();
  if (row?.min == null || row.max == null) throw new Error("no users to refer to: seed users first");
  return { min: Number(row.min), span: Number(row.max) - Number(row.min) + 1 };
}
