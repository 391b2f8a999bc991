// Plain-text tables for the terminal. Pure: strings in, string out.
import type { TargetSummary } from "./statistics";

export interface Column {
  header: string;
  align?: "left" | "right";
}

export function formatTable(columns: readonly Column[], rows: ReadonlyArray<readonly string[]>): string {
  const widths = columns.map((column, index) =>
    Math.max(column.header.length, ...rows.map((row) => (row[index] ?? "").length)),
  );
  const line = (cells: readonly string[]) =>
    columns
      .map((column, index) => {
        const cell = cells[index] ?? "";
        return column.align === "right" ? cell.padStart(widths[index]!) : cell.padEnd(widths[index]!);
      })
      .join("  ")
      .trimEnd();
  return [
    line(columns.map((column) => column.header)),
    widths.map((width) => "-".repeat(width)).join("  "),
    ...rows.map(line),
  ].join("\n");
}

export function formatRate(value: number): string {
  return Number.isFinite(value) ? value.toFixed(0) : "–";
}

export function formatMs(value: number): string {
  if (!Number.isFinite(value)) return "–";
  return value < 10 ? value.toFixed(2) : value < 100 ? value.toFixed(1) : value.toFixed(0);
}

export function formatRatio(value: number | null): string {
  return value === null ? "–" : value.toFixed(2);
}

/** Signed relative change, e.g. "+12.3%"; "–" when there is no base to compare with. */
export function formatChange(before: number, after: number): string {
  if (!Number.isFinite(before) || !Number.isFinite(after) || before === 0) return "–";
  const change = ((after - before) / before) * 100;
  const rounded = Math.abs(change) < 0.05 ? 0 : change;
  return `${rounded > 0 ? "+" : rounded < 0 ? "−" : "±"}${Math.abs(rounded).toFixed(1)}%`;
}

export function formatErrors(errors: TargetSummary["errors"]): string {
  if (errors.non2xx === 0 && errors.socketErrors === 0) return "0";
  const parts: string[] = [];
  if (errors.non2xx > 0) parts.push(`${errors.non2xx} non-2xx`);
  if (errors.socketErrors > 0)
    parts.push(`${errors.socketErrors} socket${errors.timeouts > 0 ? ` (${errors.timeouts} timeouts)` : ""}`);
  return parts.join(", ");
}

export function benchTable(rows: ReadonlyArray<{ label: string; summary: TargetSummary }>): string {
  return formatTable(
    [
      { header: "target" },
      { header: "req/s", align: "right" },
      { header: "p50 ms", align: "right" },
      { header: "p99 ms", align: "right" },
      { header: "errors", align: "right" },
      { header: "req/s ÷ ctl", align: "right" },
      { header: "p50 ÷ ctl", align: "right" },
      { header: "p99 ÷ ctl", align: "right" },
    ],
    rows.map(({ label, summary }) => [
      label,
      formatRate(summary.requestsPerSecond),
      formatMs(summary.p50Ms),
      formatMs(summary.p99Ms),
      formatErrors(summary.errors),
      formatRatio(summary.ratioToControl.requestsPerSecond),
      formatRatio(summary.ratioToControl.p50),
      formatRatio(summary.ratioToControl.p99),
    ]),
  );
}
