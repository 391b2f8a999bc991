// The COUNTER Release 5.1 reports the platform delivers as Host_Type Multimedia_Collection / Multimedia (Code of
// Practice 5.1 §3.2, §4): their ids, names, metrics and the Data_Type of each kind of usage; the request's parameters
// read as the COUNTER_SUSHI API defines them; and the JSON reports built from monthly sums. Pure.
import { counterException, SushiRefusal, type CounterException } from "./counter-exceptions";

export const PLATFORM_NAME = "研途";
/** The namespace of our proprietary identifiers (Institution_ID, Item_ID). */
export const PLATFORM_ID = "yantu";
export const RELEASE = "5.1";

export const REPORT_IDS = ["pr", "pr_p1", "dr", "dr_d1", "dr_d2", "ir", "ir_m1"] as const;
export type ReportId = (typeof REPORT_IDS)[number];

type ReportMetric =
  | "Searches_Platform"
  | "Searches_Regular"
  | "Total_Item_Investigations"
  | "Total_Item_Requests"
  | "Unique_Item_Investigations"
  | "Unique_Item_Requests"
  | "No_License";

type Shape = "platform" | "database" | "item";

interface ReportDefinition {
  id: string;
  name: string;
  description: string;
  shape: Shape;
  /** A Standard View: fixed filters and attributes, no other parameters. */
  view: boolean;
  /** The metrics it reports (the Code's list, less those the platform never has: Unique_Title_*, Limit_Exceeded…). */
  metrics: readonly ReportMetric[];
  /** The Code's Metric_Type filter of a Standard View, as its header states it. */
  viewMetricFilter?: readonly string[];
  viewDataTypeFilter?: readonly string[];
  /** Parameters it takes besides the credentials, platform and dates. */
  parameters: readonly string[];
  dataTypes: readonly string[];
}

const ITEM_METRICS = [
  "Total_Item_Investigations",
  "Total_Item_Requests",
  "Unique_Item_Investigations",
  "Unique_Item_Requests",
] as const;

export const REPORTS: Record<ReportId, ReportDefinition> = {
  pr: {
    id: "PR",
    name: "Platform Report",
    description: "平台报告：整个平台的检索与使用（可按指标、数据类型筛选）。",
    shape: "platform",
    view: false,
    metrics: ["Searches_Platform", ...ITEM_METRICS],
    parameters: ["metric_type", "data_type", "access_method", "attributes_to_show", "granularity", "attributed"],
    dataTypes: ["Platform", "Audiovisual", "Database_Full_Item", "Other"],
  },
  pr_p1: {
    id: "PR_P1",
    name: "Platform Usage",
    description: "平台使用标准视图：平台检索与条目请求。",
    shape: "platform",
    view: true,
    metrics: ["Searches_Platform", "Total_Item_Requests", "Unique_Item_Requests"],
    viewMetricFilter: ["Searches_Platform", "Total_Item_Requests", "Unique_Item_Requests", "Unique_Title_Requests"],
    parameters: [],
    dataTypes: ["Platform", "Audiovisual", "Database_Full_Item", "Other"],
  },
  dr: {
    id: "DR",
    name: "Database Report",
    description: "数据库报告：课程、题库与单词书各自的使用与拒绝访问。",
    shape: "database",
    view: false,
    metrics: ["Searches_Regular", ...ITEM_METRICS, "No_License"],
    parameters: [
      "metric_type",
      "data_type",
      "access_method",
      "attributes_to_show",
      "granularity",
      "database",
      "attributed",
    ],
    dataTypes: ["Database_Full", "Audiovisual", "Database_Full_Item"],
  },
  dr_d1: {
    id: "DR_D1",
    name: "Database Search and Item Usage",
    description: "数据库检索与条目使用标准视图。",
    shape: "database",
    view: true,
    metrics: ["Searches_Regular", ...ITEM_METRICS],
    viewMetricFilter: [
      "Searches_Automated",
      "Searches_Federated",
      "Searches_Regular",
      "Total_Item_Investigations",
      "Total_Item_Requests",
      "Unique_Item_Investigations",
      "Unique_Item_Requests",
    ],
    parameters: [],
    dataTypes: ["Database_Full", "Audiovisual", "Database_Full_Item"],
  },
  dr_d2: {
    id: "DR_D2",
    name: "Database Access Denied",
    description: "数据库拒绝访问标准视图：未获授权（No_License）。",
    shape: "database",
    view: true,
    metrics: ["No_License"],
    viewMetricFilter: ["Limit_Exceeded", "No_License"],
    parameters: [],
    dataTypes: ["Database_Full", "Audiovisual", "Database_Full_Item"],
  },
  ir: {
    id: "IR",
    name: "Item Report",
    description: "条目报告：每个课程视频、真题解析视频、直播与真题的使用与拒绝访问。",
    shape: "item",
    view: false,
    metrics: [...ITEM_METRICS, "No_License"],
    parameters: [
      "metric_type",
      "data_type",
      "access_method",
      "attributes_to_show",
      "granularity",
      "include_parent_details",
      "include_component_details",
      "item_id",
      "access_type",
      "yop",
      "author",
      "attributed",
    ],
    dataTypes: ["Audiovisual", "Other"],
  },
  ir_m1: {
    id: "IR_M1",
    name: "Multimedia Item Requests",
    description: "多媒体条目请求标准视图：视频与直播。",
    shape: "item",
    view: true,
    metrics: ["Total_Item_Requests", "Unique_Item_Requests"],
    viewMetricFilter: ["Total_Item_Requests", "Unique_Item_Requests"],
    viewDataTypeFilter: ["Audiovisual", "Image", "Interactive_Resource", "Multimedia", "Sound"],
    parameters: [],
    dataTypes: ["Audiovisual"],
  },
};

/** The Data_Type of each kind of usage row (usage_daily.item_type): videos and lives are audiovisual items. */
function dataTypeOf(itemType: string): string {
  switch (itemType) {
    case "course_video":
    case "paper_video":
    case "live":
    case "course":
      return "Audiovisual";
    case "word":
    case "question":
      return "Database_Full_Item";
    case "":
      return "Platform";
    default:
      return "Other";
  }
}

/** The items IR lists (the words and questions of the word books and banks are counted per database only). */
export const REPORTED_ITEM_TYPES = ["course_video", "paper_video", "live", "paper"] as const;

/**
 * The item types usage_monthly keeps per item: those IR lists, and those the console's resources page lists by item
 * (its videos and downloads). Every other type (words, questions, courses' investigations, the platform's searches and
 * pages) is summed per database there, item_id 0: nothing reads them by item from the monthly sums, and the words and
 * questions alone were most of its rows. DR and PR sum items anyway, so their numbers are the same (COUNTER's
 * Unique_Item_* of a database is the sum of its items'); usage_daily keeps every item.
 */
export const ITEMIZED_ITEM_TYPES = [...REPORTED_ITEM_TYPES, "question_set", "zmt_paper", "material"] as const;
export type ItemizedItemType = (typeof ITEMIZED_ITEM_TYPES)[number];

/** The parameters every report request takes. */
const COMMON_PARAMETERS = ["customer_id", "requestor_id", "api_key", "platform", "begin_date", "end_date"];

export interface ReportRequest {
  report: ReportId;
  /** First and last month, YYYY-MM. */
  beginMonth: string;
  endMonth: string;
  metrics: ReportMetric[];
  /** Data_Type filter; null: all. */
  dataTypes: string[] | null;
  /** Access_Method filter includes Regular (all our usage is Regular; TDM alone gives nothing). */
  regular: boolean;
  accessMethodFilter: string[] | null;
  showAccessMethod: boolean;
  attributesToShow: string[];
  totals: boolean;
  database: string | null;
  itemId: string | null;
  /** Exceptions about ignored parameters (3050, 3060, 3062, 3063), for the report header. */
  exceptions: CounterException[];
}

const MONTH = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/;

/** yyyy-mm or yyyy-mm-dd → YYYY-MM, or null when it is not a real date. */
export function monthOfDateParameter(value: string): string | null {
  const match = MONTH.exec(value.trim());
  if (!match) return null;
  const [, year, month, day] = match;
  const m = Number(month);
  if (m < 1 || m > 12 || Number(year) < 1) return null;
  if (day !== undefined) {
    const date = new Date(Date.UTC(Number(year), m - 1, Number(day)));
    if (date.getUTCMonth() !== m - 1 || date.getUTCDate() !== Number(day)) return null;
  }
  return `${year}-${month}`;
}

export function lastDayOfMonth(month: string): string {
  const [year, m] = month.split("-").map(Number) as [number, number];
  const day = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return `${month}-${String(day).padStart(2, "0")}`;
}

export function monthsBetween(begin: string, end: string): string[] {
  const months: string[] = [];
  let [year, month] = begin.split("-").map(Number) as [number, number];
  for (;;) {
    const current = `${year}-${String(month).padStart(2, "0")}`;
    if (current > end) break;
    months.push(current);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return months;
}

const splitList = (value: string) =>
  value
    .split("|")
    .map((part) => part.trim())
    .filter((part) => part !== "");

/**
 * Reads a report request's query (parameter names are case-insensitive in the Code; values are not). `currentMonth`
 * is the month of "now" in Beijing time: a begin date in it or later is 3020. Throws SushiRefusal for 1030 and 3020;
 * ignored parameters become header exceptions.
 */
export function readReportRequest(report: ReportId, query: URLSearchParams, currentMonth: string): ReportRequest {
  const definition = REPORTS[report];
  const params = new Map<string, string>();
  const unknown: string[] = [];
  for (const [rawName, value] of query) {
    const name = rawName.toLowerCase();
    if (COMMON_PARAMETERS.includes(name) || definition.parameters.includes(name)) params.set(name, value);
    else unknown.push(rawName);
  }
  const beginText = params.get("begin_date");
  const endText = params.get("end_date");
  if (!beginText || !endText) throw new SushiRefusal(1030, `${!beginText ? "begin_date" : "end_date"} is required`);
  const beginMonth = monthOfDateParameter(beginText);
  const endMonth = monthOfDateParameter(endText);
  if (!beginMonth || !endMonth)
    throw new SushiRefusal(3020, `${!beginMonth ? "begin_date" : "end_date"} must be a date as yyyy-mm or yyyy-mm-dd`);
  if (beginMonth > endMonth) throw new SushiRefusal(3020, "begin_date is after end_date");
  if (beginMonth >= currentMonth)
    throw new SushiRefusal(3020, `begin_date is not before the current month (${currentMonth})`);

  const exceptions: CounterException[] = [];
  if (unknown.length > 0) exceptions.push(counterException(3050, unknown.join(", ")));

  let metrics = [...definition.metrics];
  const metricText = params.get("metric_type");
  if (metricText !== undefined) {
    const asked = splitList(metricText);
    const known = asked.filter((metric): metric is ReportMetric => definition.metrics.includes(metric as ReportMetric));
    const invalid = asked.filter((metric) => !known.includes(metric as ReportMetric));
    if (invalid.length > 0) exceptions.push(counterException(3060, `metric_type: ${invalid.join("|")}`));
    if (known.length > 0) metrics = known;
  }

  let dataTypes: string[] | null = null;
  const dataTypeText = params.get("data_type");
  if (dataTypeText !== undefined) {
    const asked = splitList(dataTypeText);
    const known = asked.filter((type) => definition.dataTypes.includes(type));
    const invalid = asked.filter((type) => !known.includes(type));
    if (invalid.length > 0) exceptions.push(counterException(3060, `data_type: ${invalid.join("|")}`));
    if (known.length > 0) dataTypes = known;
  }

  let accessMethodFilter: string[] | null = null;
  const accessText = params.get("access_method");
  if (accessText !== undefined) {
    const asked = splitList(accessText);
    const known: string[] = asked.filter((method) => method === "Regular" || method === "TDM");
    const invalid = asked.filter((method) => !known.includes(method));
    if (invalid.length > 0) exceptions.push(counterException(3060, `access_method: ${invalid.join("|")}`));
    if (known.length > 0) accessMethodFilter = known;
  }

  const attributesToShow: string[] = [];
  const attributesText = params.get("attributes_to_show");
  if (attributesText !== undefined) {
    const asked = splitList(attributesText);
    const invalid = asked.filter((attribute) => attribute !== "Access_Method");
    if (invalid.length > 0) exceptions.push(counterException(3062, `attributes_to_show: ${invalid.join("|")}`));
    if (asked.includes("Access_Method")) attributesToShow.push("Access_Method");
  }

  // The 5.1 OpenAPI file spells the value `Total`; the Code (and 5.1.0.1) `Totals`. Both are read.
  let totals = false;
  const granularity = params.get("granularity");
  if (granularity !== undefined) {
    if (granularity === "Totals" || granularity === "Total") totals = true;
    else if (granularity !== "Month") exceptions.push(counterException(3062, `granularity: ${granularity}`));
  }

  if (params.get("include_component_details")?.toLowerCase() === "true") exceptions.push(counterException(3063));
  for (const name of ["access_type", "yop", "author"]) {
    const value = params.get(name);
    if (value !== undefined) exceptions.push(counterException(3060, `${name}: ${value}`));
  }
  const attributed = params.get("attributed");
  if (attributed !== undefined && attributed !== "Yes")
    exceptions.push(counterException(3060, `attributed: ${attributed}`));

  return {
    report,
    beginMonth,
    endMonth,
    metrics,
    dataTypes,
    regular: accessMethodFilter === null || accessMethodFilter.includes("Regular"),
    accessMethodFilter,
    showAccessMethod: attributesToShow.includes("Access_Method"),
    attributesToShow,
    totals,
    database: params.get("database")?.trim() || null,
    itemId: params.get("item_id")?.trim() || null,
    exceptions,
  };
}

/** One month's sum of a metric for one report row (an item, a database, a Data_Type of the platform). */
export interface UsageSum {
  month: string;
  itemType: string;
  itemId: number;
  databaseType: string;
  databaseId: number;
  metric: string;
  count: number;
}

export interface ReportContext {
  customerId: string;
  institutionName: string;
  created: string;
  /** Titles by `${type}:${id}` (items and databases). */
  names: ReadonlyMap<string, string>;
  /** Exceptions found while reading the data (3030, 3031). */
  exceptions: CounterException[];
}

type Counts = Record<string, number>;
type Performance = Record<string, Counts>;

/** Months (or the one Totals key) → counts, zero usage left out. */
function addCount(performance: Performance, metric: string, month: string, count: number, totals: boolean) {
  if (count <= 0) return;
  const key = totals ? "Totals" : month;
  const counts = performance[metric] ?? {};
  performance[metric] = counts;
  counts[key] = (counts[key] ?? 0) + count;
}

function proprietaryId(type: string, id: number): string {
  return `${PLATFORM_ID}:${type}-${id}`;
}

function header(request: ReportRequest, context: ReportContext): Record<string, unknown> {
  const definition = REPORTS[request.report];
  const filters: Record<string, unknown> = {
    Begin_Date: `${request.beginMonth}-01`,
    End_Date: lastDayOfMonth(request.endMonth),
  };
  if (definition.view) {
    filters.Access_Method = ["Regular"];
    if (definition.viewMetricFilter) filters.Metric_Type = [...definition.viewMetricFilter];
    if (definition.viewDataTypeFilter) filters.Data_Type = [...definition.viewDataTypeFilter];
  } else {
    if (request.metrics.length !== definition.metrics.length) filters.Metric_Type = [...request.metrics];
    if (request.dataTypes) filters.Data_Type = [...request.dataTypes];
    if (request.accessMethodFilter) filters.Access_Method = [...request.accessMethodFilter];
    if (request.database && definition.shape === "database") filters.Database = request.database;
    if (request.itemId && definition.shape === "item") filters.Item_ID = request.itemId;
  }
  const attributes: Record<string, unknown> = {};
  if (!definition.view && request.attributesToShow.length > 0) attributes.Attributes_To_Show = request.attributesToShow;
  if (!definition.view && request.totals) attributes.Granularity = "Totals";
  const exceptions = [...request.exceptions, ...context.exceptions];
  return {
    Release: RELEASE,
    Report_ID: definition.id,
    Report_Name: definition.name,
    Created: context.created,
    Created_By: PLATFORM_NAME,
    Institution_ID: { Proprietary: [`${PLATFORM_ID}:${context.customerId}`] },
    Institution_Name: context.institutionName,
    // Not in the COUNTER Registry (yet): the Code says to leave the value blank in a report header.
    Registry_Record: "",
    ...(Object.keys(attributes).length > 0 ? { Report_Attributes: attributes } : {}),
    Report_Filters: filters,
    ...(exceptions.length > 0 ? { Exceptions: exceptions } : {}),
  };
}

/** The Data_Type a row is reported under, or null when the report does not keep the row (its metric, Data_Type). */
function keptDataType(request: ReportRequest, sum: UsageSum): string | null {
  const definition = REPORTS[request.report];
  if (definition.shape === "database" && sum.databaseType === "") return null;
  if (definition.shape === "item" && !(REPORTED_ITEM_TYPES as readonly string[]).includes(sum.itemType)) return null;
  if (!request.metrics.includes(sum.metric as ReportMetric)) return null;
  const dataType = dataTypeOfSum(request.report, sum);
  if (!definition.dataTypes.includes(dataType)) return null;
  return request.dataTypes === null || request.dataTypes.includes(dataType) ? dataType : null;
}

/** In DR the database's own usage (searches, refusals) is of Data_Type Database_Full; its items' of their own. */
function dataTypeOfSum(report: ReportId, sum: UsageSum): string {
  if (REPORTS[report].shape === "database" && (sum.metric === "No_License" || sum.metric.startsWith("Searches_")))
    return "Database_Full";
  return dataTypeOf(sum.itemType);
}

function attributePerformance(
  request: ReportRequest,
  byDataType: Map<string, Performance>,
  withDataType: boolean,
): Record<string, unknown>[] {
  return [...byDataType.entries()]
    .filter(([, performance]) => Object.keys(performance).length > 0)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([dataType, performance]) => ({
      ...(withDataType ? { Data_Type: dataType } : {}),
      ...(request.showAccessMethod ? { Access_Method: "Regular" } : {}),
      Performance: performance,
    }));
}

/** Builds the report's JSON from monthly sums (grouped as the report's shape needs). */
export function buildReport(
  request: ReportRequest,
  sums: readonly UsageSum[],
  context: ReportContext,
): { Report_Header: Record<string, unknown>; Report_Items: unknown[] } {
  const definition = REPORTS[request.report];
  const totals = request.totals && !definition.view;
  // One pass over the sums (a year's IR is ~290,000): rows the report does not keep are skipped here, rows are grouped
  // by type, then id (no key string made per row), and each group's counts are kept per Data_Type.
  const groupsByType = new Map<string, Map<number, { sum: UsageSum; byDataType: Map<string, Performance> }>>();
  for (const sum of request.regular ? sums : []) {
    const dataType = keptDataType(request, sum);
    if (dataType === null || sum.count <= 0) continue;
    const type =
      definition.shape === "platform" ? "" : definition.shape === "database" ? sum.databaseType : sum.itemType;
    const id = definition.shape === "platform" ? 0 : definition.shape === "database" ? sum.databaseId : sum.itemId;
    let groups = groupsByType.get(type);
    if (!groups) {
      groups = new Map();
      groupsByType.set(type, groups);
    }
    let group = groups.get(id);
    if (!group) {
      group = { sum, byDataType: new Map() };
      groups.set(id, group);
    }
    let performance = group.byDataType.get(dataType);
    if (!performance) {
      performance = {};
      group.byDataType.set(dataType, performance);
    }
    addCount(performance, sum.metric, sum.month, sum.count, totals);
  }
  // By type, then id, as numbers (item 10 after item 9).
  const groups = [...groupsByType]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .flatMap(([type, byId]) =>
      [...byId]
        .sort(([a], [b]) => a - b)
        .map(([id, group]) => ({ key: definition.shape === "platform" ? "platform" : `${type}:${id}`, group })),
    );

  const withDataType = !(request.report === "dr_d1" || request.report === "dr_d2");
  const items: Record<string, unknown>[] = [];
  for (const { key, group } of groups) {
    const performance = attributePerformance(request, group.byDataType, withDataType);
    if (performance.length === 0) continue;
    const name = context.names.get(key) ?? key;
    if (
      definition.shape === "database" &&
      request.database &&
      !matchesFilter(request.database, name, group.sum.databaseType, group.sum.databaseId)
    )
      continue;
    if (
      definition.shape === "item" &&
      request.itemId &&
      !matchesFilter(request.itemId, name, group.sum.itemType, group.sum.itemId)
    )
      continue;
    if (definition.shape === "platform") {
      items.push({ Platform: PLATFORM_NAME, Attribute_Performance: performance });
    } else if (definition.shape === "database") {
      // DR_D1 / DR_D2 report one performance per database: the Data_Types' counts are added together.
      const merged = withDataType ? performance : [mergePerformance(performance)];
      items.push({
        Database: name,
        Publisher: PLATFORM_NAME,
        Platform: PLATFORM_NAME,
        Item_ID: { Proprietary: proprietaryId(group.sum.databaseType, group.sum.databaseId) },
        Attribute_Performance: merged,
      });
    } else {
      items.push({
        Item: name,
        Publisher: PLATFORM_NAME,
        Platform: PLATFORM_NAME,
        Item_ID: { Proprietary: proprietaryId(group.sum.itemType, group.sum.itemId) },
        Attribute_Performance: performance,
      });
    }
  }
  const reportItems = definition.shape === "item" ? (items.length > 0 ? [{ Items: items }] : []) : items;
  const noUsage = items.length === 0 && !context.exceptions.some((exception) => exception.Code === 3031);
  const withNoUsage = noUsage ? { ...context, exceptions: [...context.exceptions, counterException(3030)] } : context;
  return { Report_Header: header(request, withNoUsage), Report_Items: reportItems };
}

function mergePerformance(entries: Record<string, unknown>[]): Record<string, unknown> {
  const merged: Performance = {};
  for (const entry of entries) {
    for (const [metric, counts] of Object.entries(entry.Performance as Performance)) {
      const target = merged[metric] ?? {};
      merged[metric] = target;
      for (const [month, count] of Object.entries(counts)) target[month] = (target[month] ?? 0) + count;
    }
  }
  return { Performance: merged };
}

/** A database or item_id filter names the title or our proprietary id (with or without the namespace). */
function matchesFilter(filter: string, name: string, type: string, id: number): boolean {
  const proprietary = proprietaryId(type, id);
  return filter === name || filter === proprietary || `${PLATFORM_ID}:${filter}` === proprietary;
}
