// COUNTER 5.1's tabular form of a report (Code of Practice §3.2; the layout of the Code's own sample TSV files): 13
// header rows (name and value), a blank row, the column headings, then one row per item, Data_Type, Access_Method and
// metric with the period's total and one column per month (Jan-2025), or the total alone when the report is of
// Granularity Totals (Exclude_Monthly_Details=True). Made from the JSON report, so the two always agree. Pure.
import { monthsBetween, REPORT_IDS, type ReportId } from "./counter-reports";

/** Every report has a tabular form. */
export const TABULAR_REPORT_IDS = REPORT_IDS;
export type TabularReportId = ReportId;

export function isTabularReportId(value: string): value is TabularReportId {
  return (TABULAR_REPORT_IDS as readonly string[]).includes(value);
}

type Counts = Record<string, number>;
interface AttributePerformance {
  Data_Type?: string;
  Access_Method?: string;
  Performance: Record<string, Counts>;
}
interface ReportItem {
  Platform?: string;
  Database?: string;
  Item?: string;
  Publisher?: string;
  Item_ID?: { Proprietary?: string };
  Attribute_Performance: AttributePerformance[];
}
export interface JsonReport {
  Report_Header: Record<string, unknown>;
  Report_Items: unknown[];
}

const MONTH_NAMES = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const monthHeading = (month: string) => `${MONTH_NAMES[Number(month.slice(5, 7)) - 1]}-${month.slice(0, 4)}`;

/** The filters' order in the Code's samples. */
const FILTER_ORDER = ["Database", "Item_ID", "Data_Type", "Access_Method"];

function headerRows(header: Record<string, unknown>): string[][] {
  const filters = (header.Report_Filters ?? {}) as Record<string, unknown>;
  const attributes = (header.Report_Attributes ?? {}) as Record<string, unknown>;
  const institution = (header.Institution_ID ?? {}) as Record<string, string[]>;
  const listed = (value: unknown) => (Array.isArray(value) ? value.join("|") : String(value));
  const filterText = FILTER_ORDER.filter((name) => filters[name] !== undefined)
    .map((name) => `${name}=${listed(filters[name])}`)
    .join("; ");
  const exceptions = ((header.Exceptions ?? []) as Array<{ Code: number; Message: string; Data?: string }>)
    .map((exception) => `${exception.Code}: ${exception.Message}${exception.Data ? ` (${exception.Data})` : ""}`)
    .join("; ");
  const shown = attributes.Attributes_To_Show as string[] | undefined;
  const reportAttributes = [
    ...(shown ? [`Attributes_To_Show=${shown.join("|")}`] : []),
    ...(attributes.Granularity === "Totals" ? ["Exclude_Monthly_Details=True"] : []),
  ];
  return [
    ["Report_Name", String(header.Report_Name)],
    ["Report_ID", String(header.Report_ID)],
    ["Release", String(header.Release)],
    ["Institution_Name", String(header.Institution_Name)],
    [
      "Institution_ID",
      Object.entries(institution)
        .flatMap(([kind, values]) => values.map((value) => (kind === "Proprietary" ? value : `${kind}:${value}`)))
        .join("; "),
    ],
    ["Metric_Types", Array.isArray(filters.Metric_Type) ? filters.Metric_Type.join("; ") : ""],
    ["Report_Filters", filterText],
    ["Report_Attributes", reportAttributes.join("; ")],
    ["Exceptions", exceptions],
    ["Reporting_Period", `Begin_Date=${filters.Begin_Date}; End_Date=${filters.End_Date}`],
    ["Created", String(header.Created)],
    ["Created_By", String(header.Created_By)],
    ["Registry_Record", String(header.Registry_Record ?? "")],
    [],
  ];
}

/** The report's table: header rows, the headings and the data, every row as long as the headings. */
export function tabularRows(report: TabularReportId, json: JsonReport): string[][] {
  const filters = json.Report_Header.Report_Filters as { Begin_Date: string; End_Date: string };
  const attributes = json.Report_Header.Report_Attributes as
    | { Attributes_To_Show?: string[]; Granularity?: string }
    | undefined;
  // Totals: the JSON has one "Totals" count per metric, and the table no month columns.
  const totalsOnly = attributes?.Granularity === "Totals";
  const months = totalsOnly ? [] : monthsBetween(filters.Begin_Date.slice(0, 7), filters.End_Date.slice(0, 7));
  const accessColumn =
    (report === "pr" || report === "dr" || report === "ir") &&
    (attributes?.Attributes_To_Show?.includes("Access_Method") ?? false);
  const leading: Record<TabularReportId, string[]> = {
    pr: ["Platform", "Data_Type", ...(accessColumn ? ["Access_Method"] : [])],
    pr_p1: ["Platform", "Data_Type"],
    dr: ["Database", "Publisher", "Publisher_ID", "Platform", "Proprietary_ID", "Data_Type"].concat(
      accessColumn ? ["Access_Method"] : [],
    ),
    dr_d1: ["Database", "Publisher", "Publisher_ID", "Platform", "Proprietary_ID"],
    dr_d2: ["Database", "Publisher", "Publisher_ID", "Platform", "Proprietary_ID"],
    // The Code's IR columns less those only an attribute or parameter we do not take adds (Authors,
    // Publication_Date, Article_Version, YOP, Access_Type; Parent_* with Include_Parent_Details).
    ir: [
      "Item",
      "Publisher",
      "Publisher_ID",
      "Platform",
      "DOI",
      "Proprietary_ID",
      "ISBN",
      "Print_ISSN",
      "Online_ISSN",
      "URI",
      "Data_Type",
      ...(accessColumn ? ["Access_Method"] : []),
    ],
    ir_m1: ["Item", "Publisher", "Publisher_ID", "Platform", "DOI", "Proprietary_ID", "URI", "Data_Type"],
  };
  const headings = [...leading[report], "Metric_Type", "Reporting_Period_Total", ...months.map(monthHeading)];
  const items: ReportItem[] =
    report === "ir" || report === "ir_m1"
      ? (json.Report_Items as Array<{ Items: ReportItem[] }>).flatMap((group) => group.Items)
      : (json.Report_Items as ReportItem[]);
  const data: string[][] = [];
  for (const item of items) {
    for (const entry of item.Attribute_Performance) {
      for (const metric of Object.keys(entry.Performance).sort()) {
        const counts = entry.Performance[metric] ?? {};
        const values = months.map((month) => counts[month] ?? 0);
        const total = totalsOnly ? (counts.Totals ?? 0) : values.reduce((sum, value) => sum + value, 0);
        const cells: Record<string, string> = {
          Platform: item.Platform ?? "",
          Database: item.Database ?? "",
          Item: item.Item ?? "",
          Publisher: item.Publisher ?? "",
          Publisher_ID: "",
          Proprietary_ID: item.Item_ID?.Proprietary ?? "",
          DOI: "",
          URI: "",
          Data_Type: entry.Data_Type ?? "",
          Access_Method: entry.Access_Method ?? "Regular",
        };
        data.push([
          ...leading[report].map((column) => cells[column] ?? ""),
          metric,
          String(total),
          ...values.map(String),
        ]);
      }
    }
  }
  const width = headings.length;
  const pad = (row: string[]) => [...row, ...Array.from({ length: Math.max(0, width - row.length) }, () => "")];
  return [...headerRows(json.Report_Header).map(pad), headings, ...data];
}

/** Tab-separated, UTF-8, CRLF-free; a tab or line break inside a value (a title) becomes a space. */
export function toTsv(rows: readonly string[][]): string {
  return `${rows.map((row) => row.map((cell) => cell.replace(/[\t\r\n]+/g, " ")).join("\t")).join("\n")}\n`;
}

/** The period a tabular report covers, for its file name. */
export function periodOf(json: JsonReport): string {
  const filters = json.Report_Header.Report_Filters as { Begin_Date: string; End_Date: string };
  return `${filters.Begin_Date.slice(0, 7)}_${filters.End_Date.slice(0, 7)}`;
}
