// SQL text shared by the seeders, written once for both dialects. Rows are generated set-based inside the database
// (SQLite recursive CTE, PostgreSQL generate_series) instead of being sent from Node. Their "random" values come from
// integer hashing of the row number rather than random(), so both dialects get the same data, a rerun gets the same
// data, and values that must be unique (phone numbers, view ids, token hashes) are unique by construction.
import type { DialectName } from "~/db/client.server";

/** A prime just below 2^32: x ↦ (x · m) mod P is a permutation of [0, P) for any m not divisible by P. */
export const HASH_PRIME = 4_294_967_291;

/** One multiplier per independent field: different multipliers keep fields uncorrelated (same multiplier + different
 *  offsets would make them shifts of one sequence, so e.g. "has a user" would decide "has a uuid"). */
const MULTIPLIERS = [
  2_654_435_761, 2_246_822_519, 3_266_489_917, 2_028_178_513, 1_640_531_527, 2_869_860_233, 3_182_003_179,
  1_911_520_717, 2_447_445_397, 3_624_381_079, 1_181_783_497, 3_505_592_521, 2_971_215_073, 1_836_311_903,
  2_862_933_555, 4_021_235_327,
] as const;

export const HASH_FIELDS = MULTIPLIERS.length;

/**
 * SQL for a well-mixed integer in [0, HASH_PRIME) from an integer expression (the row number), one stream per field.
 * Injective in `expression` for values below HASH_PRIME − field·7919, so a field's value identifies its row.
 * Products stay below 2^63 while the expression stays below ~2·10^9.
 */
export function hashSql(expression: string, field: number): string {
  const multiplier = MULTIPLIERS[field];
  if (multiplier === undefined) throw new Error(`hash field ${field} is out of range (0–${MULTIPLIERS.length - 1})`);
  return `(((${expression}) + ${field * 7919}) * ${multiplier} % ${HASH_PRIME})`;
}

/** The same hash computed in JavaScript (BigInt: the product exceeds 2^53), for tests. */
export function hashValue(value: number, field: number): number {
  const multiplier = MULTIPLIERS[field];
  if (multiplier === undefined) throw new Error(`hash field ${field} is out of range`);
  return Number(((BigInt(value) + BigInt(field * 7919)) * BigInt(multiplier)) % BigInt(HASH_PRIME));
}

/** A CTE `seq(i)` holding the integers from..to (inclusive); the statement must start with WITH RECURSIVE. */
export function sequenceCte(dialect: DialectName, from: number, to: number): string {
  assertInteger(from, "from");
  assertInteger(to, "to");
  return dialect === "sqlite"
    ? `seq(i) AS (SELECT ${from} UNION ALL SELECT i + 1 FROM seq WHERE i < ${to})`
    : `seq(i) AS (SELECT generate_series(${from}::bigint, ${to}::bigint))`;
}

/** Lower-case hex of a non-negative integer expression, left-padded with zeros to `width`. */
export function hexSql(dialect: DialectName, expression: string, width: number): string {
  return dialect === "sqlite" ? `printf('%0${width}x', ${expression})` : `lpad(to_hex(${expression}), ${width}, '0')`;
}

/** Decimal digits of a non-negative integer expression, left-padded with zeros to `width`. */
export function digitsSql(dialect: DialectName, expression: string, width: number): string {
  return dialect === "sqlite" ? `printf('%0${width}d', ${expression})` : `lpad((${expression})::text, ${width}, '0')`;
}

/** A SQL string literal (standard quoting; PostgreSQL's standard_conforming_strings keeps backslashes literal). */
export function quote(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

export type SqlValue = string | number | null;

function literal(value: SqlValue): string {
  if (value === null) return "NULL";
  if (typeof value === "number") {
    assertInteger(value, "value");
    return String(value);
  }
  return quote(value);
}

/**
 * A CTE `name(k, columns…) AS (VALUES …)` numbering the rows 0…n−1 in k, to be picked with `k = <hash> % n`.
 * Every column needs at least one non-null value, so PostgreSQL can tell its type. Join such lists to the row
 * sequence with `FROM seq CROSS JOIN name … WHERE name.k = …`: SQLite keeps CROSS JOIN's order, so the sequence
 * stays the outer loop (with a plain JOIN it may put the tiny list outside and regenerate the sequence per list row);
 * PostgreSQL plans it as an ordinary join.
 */
export function valuesCte(name: string, columns: readonly string[], rows: ReadonlyArray<readonly SqlValue[]>): string {
  if (rows.length === 0) throw new Error(`${name}: a VALUES list needs rows`);
  for (const [index, column] of columns.entries()) {
    if (rows.every((row) => row[index] === null)) throw new Error(`${name}.${column}: every value is null`);
  }
  const body = rows.map((row, k) => {
    if (row.length !== columns.length)
      throw new Error(`${name}: row ${k} has ${row.length} values for ${columns.length} columns`);
    return `(${[k, ...row].map(literal).join(", ")})`;
  });
  return `${name}(k, ${columns.join(", ")}) AS (VALUES ${body.join(", ")})`;
}

/** Repeats each entry `weight` times, so picking uniformly from the result picks by weight. */
export function expandWeights<T>(entries: ReadonlyArray<{ weight: number; value: T }>): T[] {
  return entries.flatMap((entry) => {
    assertInteger(entry.weight, "weight");
    return Array.from({ length: entry.weight }, () => entry.value);
  });
}

/** [from, to] pairs (1-based, inclusive) covering 1…total in chunks of at most `size`. */
export function chunkRanges(total: number, size: number): Array<[number, number]> {
  assertInteger(total, "total");
  assertInteger(size, "size");
  if (size < 1) throw new Error("chunk size must be at least 1");
  const ranges: Array<[number, number]> = [];
  for (let from = 1; from <= total; from += size) ranges.push([from, Math.min(total, from + size - 1)]);
  return ranges;
}

function assertInteger(value: number, what: string): void {
  if (!Number.isSafeInteger(value)) throw new Error(`${what} must be a safe integer, got ${value}`);
}
