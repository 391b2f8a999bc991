import SQLite from "better-sqlite3";
import { describe, expect, it } from "vitest";
import {
  chunkRanges,
  digitsSql,
  expandWeights,
  HASH_FIELDS,
  HASH_PRIME,
  hashSql,
  hashValue,
  hexSql,
  quote,
  sequenceCte,
  valuesCte,
} from "./sql-fragments";

describe("hashValue", () => {
  it("is a permutation: distinct rows get distinct values in every field", () => {
    for (let field = 0; field < HASH_FIELDS; field += 1) {
      const seen = new Set<number>();
      for (let row = 1; row <= 5_000; row += 1) seen.add(hashValue(row, field));
      expect(seen.size).toBe(5_000);
    }
  });

  it("stays below the prime and spreads evenly over small moduli", () => {
    const buckets = new Array<number>(10).fill(0);
    let largest = 0;
    for (let row = 1; row <= 50_000; row += 1) {
      const value = hashValue(row, 3);
      largest = Math.max(largest, value);
      buckets[value % 10]! += 1;
    }
    expect(largest).toBeLessThan(HASH_PRIME);
    for (const count of buckets) expect(Math.abs(count - 5_000)).toBeLessThan(300);
  });

  it("keeps fields independent (a shared offset alone would tie them together)", () => {
    let both = 0;
    for (let row = 1; row <= 50_000; row += 1)
      if (hashValue(row, 0) % 100 < 30 && hashValue(row, 1) % 100 < 30) both += 1;
    expect(both / 50_000).toBeCloseTo(0.09, 2);
  });

  it("refuses unknown fields", () => {
    expect(() => hashSql("i", HASH_FIELDS)).toThrow();
    expect(() => hashValue(1, -1)).toThrow();
  });
});

describe("the SQL fragments on SQLite", () => {
  const sqlite = new SQLite(":memory:");
  const rows = (text: string) => sqlite.prepare(text).all() as Array<Record<string, unknown>>;

  it("sequenceCte counts from..to and hashSql matches hashValue", () => {
    const result = rows(
      `WITH RECURSIVE ${sequenceCte("sqlite", 5, 9)} SELECT i, ${hashSql("i", 2)} AS h FROM seq ORDER BY i`,
    );
    expect(result.map((row) => row.i)).toEqual([5, 6, 7, 8, 9]);
    expect(result.map((row) => row.h)).toEqual([5, 6, 7, 8, 9].map((row) => hashValue(row, 2)));
  });

  it("formats hex and digits with zero padding", () => {
    expect(rows(`SELECT ${hexSql("sqlite", "255", 4)} AS h, ${digitsSql("sqlite", "42", 8)} AS d`)[0]).toEqual({
      h: "00ff",
      d: "00000042",
    });
  });

  it("valuesCte numbers rows from 0 and quotes strings", () => {
    const cte = valuesCte(
      "names",
      ["name", "n"],
      [
        ["O'Brien", 1],
        ["研友", null],
      ],
    );
    expect(rows(`WITH ${cte} SELECT k, name, n FROM names ORDER BY k`)).toEqual([
      { k: 0, name: "O'Brien", n: 1 },
      { k: 1, name: "研友", n: null },
    ]);
  });
});

describe("PostgreSQL spelling", () => {
  it("uses generate_series and lpad", () => {
    expect(sequenceCte("postgres", 1, 10)).toBe("seq(i) AS (SELECT generate_series(1::bigint, 10::bigint))");
    expect(hexSql("postgres", "x", 8)).toBe("lpad(to_hex(x), 8, '0')");
    expect(digitsSql("postgres", "x", 8)).toBe("lpad((x)::text, 8, '0')");
  });
});

describe("helpers", () => {
  it("quote doubles single quotes", () => {
    expect(quote("it's")).toBe("'it''s'");
  });

  it("valuesCte refuses a column PostgreSQL could not type and mismatched rows", () => {
    expect(() => valuesCte("t", ["a"], [[null], [null]])).toThrow("every value is null");
    expect(() => valuesCte("t", ["a", "b"], [[1]])).toThrow("has 1 values for 2 columns");
    expect(() => valuesCte("t", ["a"], [])).toThrow();
  });

  it("expandWeights repeats by weight", () => {
    expect(
      expandWeights([
        { weight: 2, value: "a" },
        { weight: 1, value: "b" },
      ]),
    ).toEqual(["a", "a", "b"]);
  });

  it("chunkRanges covers 1…total", () => {
    expect(chunkRanges(250, 100)).toEqual([
      [1, 100],
      [101, 200],
      [201, 250],
    ]);
    expect(chunkRanges(0, 100)).toEqual([]);
    expect(() => chunkRanges(10, 0)).toThrow();
  });
});
