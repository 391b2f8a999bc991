// The export's archive (docs/decisions/0026): each part of what the site holds about a person as a JSON file (exact
// values) and a CSV file (for a spreadsheet: UTF-8 with a BOM so Excel reads the Chinese, RFC 4180 quoting by
// csv-stringify, cells that a spreadsheet would run as a formula prefixed with '), plus README.txt saying what each
// file is. Times (columns ending in _at, kept as epoch milliseconds) become ISO 8601 in UTC. Zipped with fflate
// (deflate). Pure: rows in, bytes out.
import { stringify } from "csv-stringify/sync";
import { zipSync, strToU8, type Zippable } from "fflate";

type ExportValue = string | number | boolean | null;
export type ExportRow = Record<string, ExportValue>;

export interface ExportSection {
  /** File name without extension: profile, orders, … */
  file: string;
  /** What the file holds, in Chinese, for README.txt. */
  title: string;
  rows: ExportRow[];
}

/** A database row as the export shows it: listed columns left out, bigints as numbers, *_at times as ISO 8601. */
export function exportRow(row: Record<string, unknown>, omit: readonly string[] = []): ExportRow {
  const out: ExportRow = {};
  for (const [column, raw] of Object.entries(row)) {
    if (omit.includes(column)) continue;
    let value: ExportValue;
    if (raw === null || raw === undefined) value = null;
    else if (typeof raw === "bigint") value = Number(raw);
    else if (typeof raw === "number" || typeof raw === "boolean" || typeof raw === "string") value = raw;
    else if (raw instanceof Date) value = raw.toISOString();
    else value = String(raw);
    // PostgreSQL's bigint arrives as a string: times and counters are numbers again.
    if (typeof value === "string" && /^-?\d{1,16}$/.test(value) && (column.endsWith("_at") || column === "expire"))
      value = Number(value);
    if (column.endsWith("_at") && typeof value === "number") value = new Date(value).toISOString();
    out[column] = value;
  }
  return out;
}

/** A cell a spreadsheet would evaluate (=, +, -, @, tab, CR first) gets a leading apostrophe; numbers stay numbers. */
function csvCell(value: ExportValue): string {
  if (value === null) return "";
  if (typeof value !== "string") return String(value);
  return /^[=+\-@\t\r]/.test(value) && !/^-?\d+(\.\d+)?$/.test(value) ? `'${value}` : value;
}

/** The rows as CSV: a header of every column seen (first-seen order), BOM first. An empty list is a header-less file. */
export function toCsv(rows: readonly ExportRow[]): string {
  const columns: string[] = [];
  for (const row of rows) for (const column of Object.keys(row)) if (!columns.includes(column)) columns.push(column);
  const records = rows.map((row) => columns.map((column) => csvCell(row[column] ?? null)));
  return `\uFEFF${stringify([columns, ...records], { record_delimiter: "windows" })}`;
}

function readme(sections: readonly ExportSection[], generatedAt: Date): string {
  const lines = [
    "研途 — 个人信息副本",
    `生成时间：${generatedAt.toISOString()}（UTC）`,
    "",
    "根据《中华人民共和国个人信息保护法》第四十五条，这是本站保存的与您的账号有关的全部个人信息。",
    "每一类信息有两个文件：.json（原始值）和 .csv（可用表格软件打开，UTF-8 编码）。",
    "时间均为 ISO 8601 格式的协调世界时（UTC），北京时间需加 8 小时。以 _id 结尾的列是本站内部编号。",
    "",
    "文件：",
    ...sections.map(
      (section) => `  ${section.file}.json / ${section.file}.csv — ${section.title}（${section.rows.length} 条）`,
    ),
    "",
    "本副本下载链接的有效期为 24 小时，过期后文件自动删除。请妥善保管，不要转发给他人。",
    "",
  ];
  return lines.join("\r\n");
}

/** The ZIP: README.txt, then <file>.json and <file>.csv of each section, with the given modification time. */
export function buildArchive(sections: readonly ExportSection[], generatedAt: Date): Uint8Array {
  const mtime = generatedAt;
  const files: Zippable = { "README.txt": [strToU8(readme(sections, generatedAt)), { mtime }] };
  for (const section of sections) {
    files[`${section.file}.json`] = [strToU8(`${JSON.stringify(section.rows, null, 2)}\n`), { mtime }];
    files[`${section.file}.csv`] = [strToU8(toCsv(section.rows)), { mtime }];
  }
  return zipSync(files, { level: 6 });
}
