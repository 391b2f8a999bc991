// The console's 使用统计 pages (docs/decisions/0056-usage-and-counter.md, "The console's reports"): /console/usage (the
// overview: totals beside a second period, a chart and a table per measure, the splits), /console/usage/resources
// and /console/usage/searches, each table as CSV or XLSX (/console/usage/export/{table}.csv|.xlsx) and the monthly
// report as PDF (/console/usage/monthly.pdf?month=). A school's administrators for their school, the operator for
// ?school= (another school's is 404, a student 403: requireConsoleSchool). The period is a GET form: a refused one is
// redisplayed with its messages (400) and no numbers; a refused file is a Chinese message with 400, never a 5xx.
import { data } from "@remix-run/node";
import { pageNotFound } from "~/lib/page-not-found.server";
import { attachmentDisposition, csvDocument, xlsxDocument } from "~/lib/table-export.server";
import { fieldErrorsOf } from "~/lib/validation/zod-messages";
import { type ConsoleSchoolScope, requireConsoleSchool, scopedPath } from "~/modules/console/console-school.server";
import { sectionOf } from "~/modules/console/school-section-pages.server";
import {
  TOP_RESOURCES,
  usageOverview,
  usageResources,
  usageSearches,
  type UsageOverview,
} from "./usage-console-reports.server";
import { usageReportMessages as m } from "./usage-messages";
import { addDays, comparisonOf, monthOf, periodOfMonth, previousMonth, type UsagePeriod } from "./usage-periods";
import { usageMonthlyPdf } from "./usage-report-pdf.server";
import { type UsageReportPage, usageReportPaths } from "./usage-report-paths";
import {
  comparisonNames,
  granularityNames,
  USAGE_PERIOD_FIELDS,
  type UsagePeriodQuery,
  usageMonthSchema,
  usagePeriodSchema,
} from "./usage-report-schemas";
import {
  overviewTables,
  periodText,
  type ReportTable,
  resourceTables,
  searchTables,
  totalsTable,
  splitsTable,
  trendTable,
} from "./usage-report-tables";
import { usageDayOf } from "./usage-rules";

const choices = (names: Record<string, string>) => Object.entries(names).map(([value, label]) => ({ value, label }));

/** The period the pages open with: the 30 days up to yesterday (today is not aggregated yet), by day. */
function defaults(today: string): Record<string, string> {
  const to = addDays(today, -1);
  return { from: addDays(to, -29), to, granularity: "day", compare: "previous", cfrom: "" };
}

interface PeriodRead {
  typed: Record<string, string>;
  errors: Record<string, string>;
  query: UsagePeriodQuery | null;
}

/** The period form's fields as sent (a missing one takes its default; one sent empty is judged), and the verdict. */
function readPeriod(request: Request, today: string): PeriodRead {
  const params = new URL(request.url).searchParams;
  const fallback = defaults(today);
  const typed = Object.fromEntries(
    USAGE_PERIOD_FIELDS.map((name) => [name, (params.get(name) ?? fallback[name] ?? "").slice(0, 40)]),
  );
  const parsed = usagePeriodSchema(today).safeParse(typed);
  return parsed.success
    ? { typed, errors: {}, query: parsed.data }
    : { typed, errors: fieldErrorsOf(parsed.error), query: null };
}

const requestOf = (query: UsagePeriodQuery) => {
  const period: UsagePeriod = { from: query.from, to: query.to };
  return { period, granularity: query.granularity, comparison: comparisonOf(period, query.compare, query.cfrom) };
};

/** The period's query string (and ?school= for the operator), for links that keep it. */
function periodQuery(scope: ConsoleSchoolScope, typed: Record<string, string>): Record<string, string> {
  const kept = Object.fromEntries(USAGE_PERIOD_FIELDS.map((name) => [name, typed[name] ?? ""]).filter(([, v]) => v));
  return { ...scope.query, ...kept };
}

/** A table with its two downloads. */
function withDownloads(table: ReportTable, query: Record<string, string>) {
  return {
    ...table,
    csv: scopedPath(`${usageReportPaths.export}/${table.id}.csv`, query),
    xlsx: scopedPath(`${usageReportPaths.export}/${table.id}.xlsx`, query),
  };
}

async function pageFrame(request: Request, context: { clientIp: string }, page: UsageReportPage) {
  const scope = await requireConsoleSchool(request, context);
  const today = usageDayOf(Date.now());
  const read = readPeriod(request, today);
  const query = periodQuery(scope, read.typed);
  const frame = {
    ...sectionOf(scope),
    page,
    today,
    typed: read.typed,
    errors: read.errors,
    granularities: choices(granularityNames),
    comparisons: choices(comparisonNames),
    operator: scope.consoleUser.access.operator,
    nav: (["overview", "resources", "searches"] as const).map((key) => ({
      key,
      href: scopedPath(usageReportPaths[key], query),
      current: key === page,
    })),
    monthly: {
      action: usageReportPaths.monthly,
      month: monthOf(addDays(today, -1)),
    },
  };
  return { scope, read, query, frame };
}

const refused = <T>(payload: T) => data(payload, { status: 400 });

// ——— Pages ———

export async function loadUsageOverviewPage(request: Request, context: { clientIp: string }) {
  const { scope, read, query, frame } = await pageFrame(request, context, "overview");
  if (!read.query) return refused({ ...frame, report: null });
  const overview = await usageOverview(scope.school.id, requestOf(read.query), {
    gate: scope.consoleUser.access.operator,
  });
  return data({ ...frame, report: overviewView(overview, query) });
}

/** What the overview page draws: the totals and splits, and per measure its chart's numbers and its table. */
function overviewView(overview: UsageOverview, query: Record<string, string>) {
  return {
    period: periodText(overview.period),
    comparison: periodText(overview.comparison),
    builtThrough: overview.builtThrough,
    gate: overview.gate,
    totals: withDownloads(totalsTable(overview), query),
    splits: withDownloads(splitsTable(overview), query),
    labels: overview.buckets.map((bucket) => bucket.short),
    trends: overview.measures.map((measure) => {
      const table = trendTable(overview, measure.key)!;
      const values = measure.series;
      const peak = values.length > 0 ? values.indexOf(Math.max(...values)) : -1;
      return {
        key: measure.key,
        label: measure.label,
        values,
        description:
          `${periodText(overview.period)}，合计 ${measure.total}` +
          (peak >= 0 && values[peak]! > 0
            ? `，最高 ${values[peak]}（${overview.buckets[peak]!.label}）`
            : "，没有记录"),
        table: withDownloads(table, query),
      };
    }),
  };
}

export async function loadUsageResourcesPage(request: Request, context: { clientIp: string }) {
  const { scope, read, query, frame } = await pageFrame(request, context, "resources");
  if (!read.query) return refused({ ...frame, report: null });
  const resources = await usageResources(scope.school.id, requestOf(read.query).period);
  return data({
    ...frame,
    report: {
      period: periodText(resources.period),
      top: TOP_RESOURCES,
      tables: resourceTables(resources).map((table) => withDownloads(table, query)),
    },
  });
}

export async function loadUsageSearchesPage(request: Request, context: { clientIp: string }) {
  const { scope, read, query, frame } = await pageFrame(request, context, "searches");
  if (!read.query) return refused({ ...frame, report: null });
  const searches = await usageSearches(scope.school.id, requestOf(read.query).period);
  return data({
    ...frame,
    report: {
      period: periodText(searches.period),
      searches: searches.searches,
      keywordSearches: searches.keywordSearches,
      zeroResults: searches.zeroResults,
      tables: searchTables(searches).map((table) => withDownloads(table, query)),
    },
  });
}

// ——— Files ———

const text = (body: string, status: number) =>
  new Response(`${body}\n`, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });

const RESOURCE_TABLES = new Set(["courses", "videos", "papers", "banks", "downloads"]);
const SEARCH_TABLES = new Set(["keywords", "nothing-found"]);

/** GET /console/usage/export/{table}.csv|.xlsx with the page's period: the table the page shows, as a file. */
export async function downloadUsageTable(request: Request, context: { clientIp: string }, file: string) {
  const scope = await requireConsoleSchool(request, context);
  const match = /^([a-z_-]{1,40})\.(csv|xlsx)$/.exec(file);
  const id = match?.[1] ?? "";
  const format = match?.[2] === "xlsx" ? "xlsx" : "csv";
  const overviewTable = id === "totals" || id === "splits" || id === "trends" || id.startsWith("trend-");
  if (!match || (!overviewTable && !RESOURCE_TABLES.has(id) && !SEARCH_TABLES.has(id)))
    throw pageNotFound(m.tableNotFound);
  const read = readPeriod(request, usageDayOf(Date.now()));
  if (!read.query) return text(`${m.badPeriod}${Object.values(read.errors).join("；")}`, 400);
  const { period, granularity, comparison } = requestOf(read.query);
  let tables: ReportTable[];
  if (overviewTable)
    tables = overviewTables(
      await usageOverview(
        scope.school.id,
        { period, granularity, comparison },
        {
          gate: scope.consoleUser.access.operator,
        },
      ),
    );
  else if (RESOURCE_TABLES.has(id)) tables = resourceTables(await usageResources(scope.school.id, period));
  else tables = searchTables(await usageSearches(scope.school.id, period));
  const table = tables.find((candidate) => candidate.id === id);
  if (!table) throw pageNotFound(m.tableNotFound);
  const ascii = `usage-${scope.school.id}-${id}-${period.from}-${period.to}.${format}`;
  const name = `${scope.school.name}-使用统计-${table.caption.split("：")[0]}-${period.from}-${period.to}.${format}`;
  const headers = {
    "Content-Disposition": attachmentDisposition(ascii, name),
    "Cache-Control": "private, no-store",
  };
  if (format === "xlsx")
    return new Response(await xlsxDocument(table.caption.split("：")[0] ?? id, table.columns, table.rows), {
      headers: { ...headers, "Content-Type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" },
    });
  return new Response(csvDocument([table.columns, ...table.rows]), {
    headers: { ...headers, "Content-Type": "text/csv; charset=utf-8" },
  });
}

/** GET /console/usage/monthly.pdf?month=YYYY-MM: the month's report, compared with the month before. */
export async function downloadMonthlyUsagePdf(request: Request, context: { clientIp: string }) {
  const scope = await requireConsoleSchool(request, context);
  const today = usageDayOf(Date.now());
  const parsed = usageMonthSchema(monthOf(today)).safeParse(new URL(request.url).searchParams.get("month") ?? "");
  if (!parsed.success) return text(m.monthInvalid, 400);
  const month = parsed.data;
  const period = periodOfMonth(month);
  const gate = scope.consoleUser.access.operator;
  const [overview, resources, searches] = await Promise.all([
    usageOverview(
      scope.school.id,
      { period, granularity: "day", comparison: periodOfMonth(previousMonth(month)) },
      { gate },
    ),
    usageResources(scope.school.id, period, 10),
    usageSearches(scope.school.id, period, 10),
  ]);
  const pdf = await usageMonthlyPdf({ schoolName: scope.school.name, month, overview, resources, searches });
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": attachmentDisposition(
        `usage-${scope.school.id}-${month}.pdf`,
        `${scope.school.name}-使用统计月报-${month}.pdf`,
      ),
      "Cache-Control": "private, no-store",
    },
  });
}
