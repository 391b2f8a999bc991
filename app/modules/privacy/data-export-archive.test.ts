// The export's archive: rows as JSON and CSV (BOM, quoting, formula-looking cells), times as ISO 8601, secrets left
// out, and a ZIP that unzips to README.txt and two files per section.
import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { buildArchive, exportRow, toCsv } from "./data-export-archive";
import { exportFileNames, isPersonColumn, personalTables } from "./personal-data-map";

describe("exportRow", () => {
  it("drops listed columns, turns *_at epoch milliseconds (numbers or PostgreSQL's bigint strings) into ISO 8601", () => {
    const row = exportRow(
      { id: 3, token_hash: "secret", created_at: 0, ready_at: "86400000", note: "1234", big: 12n, nothing: null },
      ["token_hash"],
    );
    expect(row).toEqual({
      id: 3,
      created_at: "1970-01-01T00:00:00.000Z",
      ready_at: "1970-01-02T00:00:00.000Z",
      note: "1234",
      big: 12,
      nothing: null,
    });
  });
});

describe("toCsv", () => {
  it("writes a BOM, a header of every column, CRLF lines, RFC 4180 quoting and text-safe formula cells", () => {
    const csv = toCsv([
      { a: '你好, "引号"', b: 1 },
      { a: '=HYPERLINK("x")', c: null },
      { a: "-5", b: -5 },
      { a: "@name", b: true },
    ]);
    expect(csv).toBe('\uFEFFa,b,c\r\n"你好, ""引号""",1,\r\n"\'=HYPERLINK(""x"")",,\r\n-5,-5,\r\n\'@name,true,\r\n');
  });

  it("writes a file with only the BOM for an empty list", () => {
    expect(toCsv([])).toBe("\uFEFF\r\n");
  });
});

describe("buildArchive", () => {
  it("zips README.txt and a .json and .csv per section", () => {
    const bytes = buildArchive(
      [
        { file: "profile", title: "账号信息", rows: [{ id: 1, nickname: "小林" }] },
        { file: "orders", title: "订单", rows: [] },
      ],
      new Date("2026-11-25T12:00:00Z"),
    );
    const files = unzipSync(bytes);
    expect(Object.keys(files).sort()).toEqual([
      "README.txt",
      "orders.csv",
      "orders.json",
      "profile.csv",
      "profile.json",
    ]);
    const text = (name: string) => new TextDecoder().decode(files[name]);
    expect(JSON.parse(text("profile.json"))).toEqual([{ id: 1, nickname: "小林" }]);
    expect(text("README.txt")).toContain("profile.json / profile.csv — 账号信息（1 条）");
    expect(text("README.txt")).toContain("orders.json / orders.csv — 订单（0 条）");
  });
});

describe("the personal data map", () => {
  it("names each table once and each export file once, and recognises person columns", () => {
    const tables = personalTables.map((entry) => entry.table);
    expect(new Set(tables).size).toBe(tables.length);
    const files = exportFileNames();
    expect(new Set(files).size).toBe(files.length);
    expect(files[0]).toBe("profile");
    for (const column of [
      "user_id",
      "owner_user_id",
      "author_user_id",
      "uploader_user_id",
      "actor_id",
      "owner_id",
      "author_id",
    ])
      expect(isPersonColumn(column), column).toBe(true);
    for (const column of ["id", "course_id", "user_agent", "users"]) expect(isPersonColumn(column), column).toBe(false);
  });

  it("keeps only what the law requires (the orders and what hangs off them), with the reason", () => {
    const kept = personalTables
      .filter((entry) => entry.erase.kind === "keep")
      .map((entry) => entry.table)
      .sort();
    expect(kept).toEqual(["order_lines", "order_refunds", "orders", "payment_attempts"]);
    for (const entry of personalTables)
      if (entry.erase.kind !== "delete") expect(entry.erase.reason.length).toBeGreaterThan(5);
  });
});
