// Students: spread over the seeded schools (the demo school weighted up), unique random-looking mainland numbers,
// one shared password hash (hashing 200,000 passwords with argon2 would take over an hour and change nothing a
// query sees), sign-ups spread over two years, a few avatars and disabled accounts.
import { hashSecret } from "~/modules/auth/secret-hash.server";
import { insertInChunks, type Seeder } from "./seed-context";
import { digitsSql, expandWeights, hashSql, hashValue, hexSql, quote, sequenceCte, valuesCte } from "./sql-fragments";

/** Mobile prefixes; 138 (demo accounts) and 137 (the test suite's) are left out, so numbers never collide with them. */
export const PHONE_PREFIXES = [
  "135",
  "136",
  "139",
  "150",
  "151",
  "152",
  "157",
  "158",
  "159",
  "182",
  "183",
  "186",
  "187",
  "188",
  "199",
];
/** Coprime with 10^8, so x ↦ (x · A + B) mod 10^8 is a permutation of the eight-digit suffixes. */
const SUFFIX_MULTIPLIER = 73_939_133;
const SUFFIX_OFFSET = 41_205_117;
const PREFIX_FIELD = 7;
const NICKNAME_STEMS = [
  "研友",
  "考研人",
  "上岸君",
  "一战",
  "二战",
  "数学一",
  "英语二",
  "政治冲刺",
  "专业课",
  "自习室",
  "图书馆",
  "早起党",
];
const TWO_YEARS_MS = 730 * 24 * 3600 * 1000;

/**
 * The phone number of seeded user number `index` (0-based), as the SQL computes it (for tests): the suffix is a
 * permutation of the index, so numbers are unique for up to 10^8 users whatever prefix the hash picks.
 */
export function seededPhone(index: number): string {
  const prefix = PHONE_PREFIXES[hashValue(index + 1, PREFIX_FIELD) % PHONE_PREFIXES.length]!;
  const suffix = Number((BigInt(index) * BigInt(SUFFIX_MULTIPLIER) + BigInt(SUFFIX_OFFSET)) % 100_000_000n);
  return prefix + String(suffix).padStart(8, "0");
}

const MAX_SEEDED_USERS = 100_000_000;

export const usersSeeder: Seeder = {
  table: "users",
  name: "users",
  rows: (sizes) => sizes.users,
  async seed(context) {
    const { db, dialect, sizes, now } = context;
    const schools = await db.selectFrom("schools").select(["id", "name"]).orderBy("id").execute();
    if (schools.length === 0) throw new Error("no schools: the demo data must be loaded first");
    const schoolRows = expandWeights(
      schools.map((school) => ({ weight: school.name === "演示大学" ? 3 : 1, value: [school.id] })),
    );
    const passwordHash = await hashSecret("Growth#2026");
    const start = now - TWO_YEARS_MS;
    const total = sizes.users;
    if (total > MAX_SEEDED_USERS) throw new Error(`at most ${MAX_SEEDED_USERS} users (eight-digit phone suffixes)`);
    // i is 1-based; the suffix uses the 0-based index so seededPhone() matches.
    const suffix = `((i - 1) * ${SUFFIX_MULTIPLIER} + ${SUFFIX_OFFSET}) % 100000000`;
    await insertInChunks(
      context,
      "users",
      total,
      (from, to) => `
      WITH RECURSIVE ${sequenceCte(dialect, from, to)},
        ${valuesCte(
          "prefixes",
          ["prefix"],
          PHONE_PREFIXES.map((prefix) => [prefix]),
        )},
        ${valuesCte("school_pick", ["school_id"], schoolRows)},
        ${valuesCte(
          "stems",
          ["stem"],
          NICKNAME_STEMS.map((stem) => [stem]),
        )}
      INSERT INTO users (school_id, phone_number, password_hash, nickname, avatar, is_org, disabled, created_at, updated_at)
      SELECT
        school_pick.school_id,
        prefixes.prefix || ${digitsSql(dialect, suffix, 8)},
        ${quote(passwordHash)},
        stems.stem || ${digitsSql(dialect, `${hashSql("i", 2)} % 10000`, 4)},
        CASE WHEN ${hashSql("i", 3)} % 100 < 4 THEN '/uploads/' || ${hexSql(dialect, hashSql("i", 4), 8)} || ${hexSql(dialect, hashSql("i", 5), 8)} || '.webp' ELSE NULL END,
        0,
        CASE WHEN ${hashSql("i", 6)} % 1000 < 5 THEN 1 ELSE 0 END,
        ${start} + ((i - 1) * ${TWO_YEARS_MS}) / ${total},
        ${start} + ((i - 1) * ${TWO_YEARS_MS}) / ${total}
      FROM seq CROSS JOIN prefixes CROSS JOIN school_pick CROSS JOIN stems
      WHERE prefixes.k = ${hashSql("i", PREFIX_FIELD)} % ${PHONE_PREFIXES.length}
        AND school_pick.k = ${hashSql("i", 0)} % ${schoolRows.length}
        AND stems.k = ${hashSql("i", 1)} % ${NICKNAME_STEMS.length}`,
    );
  },
};
