// Login sessions of the seeded students: created over the last 40 days with the app's 30-day lifetime, so about a
// quarter have expired but are still stored (the app deletes a session only on logout or revocation). Token hashes are
// 64 hex characters like SHA-256's and unique by construction.
import { insertInChunks, userIdRange, type Seeder } from "./seed-context";
import { hashSql, hexSql, sequenceCte, valuesCte } from "./sql-fragments";
import { agentRows } from "./visitor-profiles";

const DAY_MS = 24 * 3600 * 1000;
const LIFETIME_MS = 30 * DAY_MS;
const SPREAD_MS = 40 * DAY_MS;

export const sessionsSeeder: Seeder = {
  table: "sessions",
  name: "sessions",
  rows: (sizes) => sizes.sessions,
  async seed(context) {
    const { db, dialect, sizes, now } = context;
    const users = await userIdRange(db);
    const agents = agentRows().map((row) => [row[0]!]);
    const start = now - SPREAD_MS;
    const total = sizes.sessions;
    // The first 8 hex digits are a permutation of the row number: unique; the rest only need to look random.
    const token = Array.from({ length: 8 }, (_, part) => hexSql(dialect, hashSql("i", 8 + part), 8)).join(" || ");
    const created = `(${start} + ((i - 1) * ${SPREAD_MS}) / ${total})`;
    await insertInChunks(
      context,
      "sessions",
      total,
      (from, to) => `
      WITH RECURSIVE ${sequenceCte(dialect, from, to)},
        ${valuesCte("agents", ["user_agent"], agents)}
      INSERT INTO sessions (token_hash, user_id, created_at, expires_at, last_seen_at, ip, user_agent)
      SELECT
        ${token},
        ${users.min} + ${hashSql("i", 0)} % ${users.span},
        ${created},
        ${created} + ${LIFETIME_MS},
        ${created} + ${hashSql("i", 1)} % (CASE WHEN ${now} - ${created} < ${LIFETIME_MS} THEN ${now} - ${created} + 1 ELSE ${LIFETIME_MS} END),
        '10.' || (1 + ${hashSql("i", 2)} % 9) || '.' || (${hashSql("i", 3)} % 256) || '.' || (1 + ${hashSql("i", 4)} % 254),
        agents.user_agent
      FROM seq CROSS JOIN agents
      WHERE agents.k = ${hashSql("i", 5)} % ${agents.length}`,
    );
  },
};
