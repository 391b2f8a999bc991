// The console's usage reports (使用统计; docs/decisions/0056-usage-and-counter.md, "The console's reports"): a school's
// measures over a period — a series by day, Monday-based week or month, the totals beside a second period's, splits on
// campus vs logged in off campus and desktop vs mobile —, its most used resources with their titles, and its searches'
// keywords. Read from the aggregates only, never the raw logs: one grouped read of the school's range of
// usage_daily_totals' key (usage_daily summed over items) for the additive measures; distinct visitors counted over
// usage_visitors (days) and usage_visitors_monthly (whole months) — never a sum of days —, the series' whole buckets
// as the aggregation counted them (usage_visitor_counts); resources over usage_monthly for whole months and
// usage_daily for the days at the edges. Counts only: nothing here names a student. The caller has checked the school.
import { type RawBuilder, sql } from "kysely";
import { db, dialect } from "~/db/client.server";
import {
  MEASURED_METRICS,
  measureValue,
  MetricSums,
  USAGE_MEASURES,
  type UsageMeasure,
  type UsageMeasureKey,
  VIDEO_ITEM_TYPES,
} from "./usage-report-measures";
import { type ItemizedItemType, lastDayOfMonth } from "./counter-reports";
import {
  addDays,
  bucketKeyOf,
  bucketsOf,
  changeText,
  monthsAndDays,
  type UsageBucket,
  type UsageGranularity,
  type UsagePeriod,
} from "./usage-periods";
import { usageTitles } from "./usage-titles.server";

/** The school the campus gate's refusals are charged to: none (nobody is known off campus without a login). */
const GATE_SCHOOL = 0;

export interface UsageOverviewRequest {
  period: UsagePeriod;
  granularity: UsageGranularity;
  comparison: UsagePeriod;
}

interface UsageMeasureReport extends UsageMeasure {
  total: number;
  /** The comparison period's total, and the change to this one's as text (+12.5%, 新增, —). */
  previous: number;
  change: string;
  /** One value per bucket. */
  series: number[];
  /** On campus / logged in off campus; null for the campus gate's refusals (no access known). */
  access: { campus: number; login: number } | null;
  device: { desktop: number; mobile: number };
}

export interface UsageOverview extends UsageOverviewRequest {
  buckets: UsageBucket[];
  measures: UsageMeasureReport[];
  /** The campus gate's refusals (school 0) are among the measures: the operator's view only. */
  gate: boolean;
  /** The last day the aggregation has built (Beijing), or null when none. */
  builtThrough: string | null;
}

// ——— Additive measures (usage_daily_totals) ———

interface DailySum {
  /** The day, or the bucket (the week's Monday, YYYY-MM) the database summed it into. */
  day: string;
  metric: string;
  item_type: string;
  access: string;
  device: string;
  count: number;
}

/**
 * The bucket of a day column in the database's own dialect: a week's Monday (YYYY-MM-DD) or the month (YYYY-MM); by
 * day the day itself. Summing there sends a year as a few thousand rows, not fifty thousand.
 */
function bucketColumn(granularity: UsageGranularity): RawBuilder<string> {
  if (granularity === "day") return sql<string>`day`;
  if (granularity === "month") return sql<string>`substr(day, 1, 7)`;
  return dialect === "postgres"
    ? sql<string>`to_char(date_trunc('week', cast(day as date)), 'YYYY-MM-DD')`
    : sql<string>`date(day, '-' || ((cast(strftime('%w', day) as integer) + 6) % 7) || ' days')`;
}

/** The school's sums per bucket and dimension over the period: one grouped read of its key range. */
async function dailySums(schoolId: number, period: UsagePeriod, granularity: UsageGranularity): Promise<DailySum[]> {
  const bucket = bucketColumn(granularity);
  const rows = await db
    .selectFrom("usage_daily_totals")
    .select([bucket.as("day"), "metric", "item_type", "access", "device", sql<number | string>`sum(count)`.as("count")])
    .where("school_id", "=", schoolId)
    .where("day", ">=", period.from)
    .where("day", "<=", period.to)
    .where("metric", "in", MEASURED_METRICS)
    .groupBy([bucket, "metric", "item_type", "access", "device"])
    .execute();
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}

/** The campus gate's refusals per bucket and device (school 0, access gate). */
async function gateSums(period: UsagePeriod, granularity: UsageGranularity): Promise<DailySum[]> {
  const bucket = bucketColumn(granularity);
  const rows = await db
    .selectFrom("usage_daily_totals")
    .select([bucket.as("day"), "device", sql<number | string>`sum(count)`.as("count")])
    .where("school_id", "=", GATE_SCHOOL)
    .where("day", ">=", period.from)
    .where("day", "<=", period.to)
    .where("access", "=", "gate")
    .where("metric", "=", "campus_refusals")
    .groupBy([bucket, "device"])
    .execute();
  return rows.map((row) => ({
    day: row.day,
    metric: "campus_refusals",
    item_type: "",
    access: "gate",
    device: row.device,
    count: Number(row.count),
  }));
}

interface SumsByDimension {
  total: MetricSums;
  buckets: Map<string, MetricSums>;
  access: Map<string, MetricSums>;
  device: Map<string, MetricSums>;
}

function sumsOf(rows: readonly DailySum[], granularity: UsageGranularity): SumsByDimension {
  const sums: SumsByDimension = { total: new MetricSums(), buckets: new Map(), access: new Map(), device: new Map() };
  const into = (map: Map<string, MetricSums>, key: string) => {
    let entry = map.get(key);
    if (!entry) {
      entry = new MetricSums();
      map.set(key, entry);
    }
    return entry;
  };
  for (const row of rows) {
    sums.total.add(row.metric, row.item_type, row.count);
    into(sums.buckets, bucketKeyOf(row.day, granularity)).add(row.metric, row.item_type, row.count);
    into(sums.access, row.access).add(row.metric, row.item_type, row.count);
    into(sums.device, row.device).add(row.metric, row.item_type, row.count);
  }
  return sums;
}

// ——— Distinct visitors (usage_visitors, usage_visitors_monthly) ———

/**
 * The visitors of a school over a period with a 0/1 flag per access and device: the whole months from the monthly
 * rows (one per visitor), the days at the edges from the daily ones (a visitor in both is grouped once by the caller).
 */
function visitorRows(schoolId: number, period: UsagePeriod) {
  const { months, days } = monthsAndDays(period);
  const flag = (column: "access" | "device", value: string) =>
    sql<number>`case when ${sql.ref(column)} = ${value} then 1 else 0 end`;
  const parts = [
    ...(months.length > 0
      ? [
          db
            .selectFrom("usage_visitors_monthly")
            .select(["visitor", "campus", "login", "desktop", "mobile"])
            .where("school_id", "=", schoolId)
            .where("month", "in", months),
        ]
      : []),
    ...days.map((range) =>
      db
        .selectFrom("usage_visitors")
        .select([
          "visitor",
          flag("access", "campus").as("campus"),
          flag("access", "login").as("login"),
          flag("device", "desktop").as("desktop"),
          flag("device", "mobile").as("mobile"),
        ])
        .where("school_id", "=", schoolId)
        .where("day", ">=", range.from)
        .where("day", "<=", range.to),
    ),
  ];
  return parts.slice(1).reduce((union, part) => union.unionAll(part), parts[0]!);
}

/**
 * Distinct visitors over a period, in all and per access and per device, in one pass: grouped by visitor, each
 * visitor's flags joined — three COUNT(DISTINCT) sorts cost three times. A hash aggregate on PostgreSQL.
 */
async function distinctVisitors(
  schoolId: number,
  period: UsagePeriod,
): Promise<{ total: number; access: Map<string, number>; device: Map<string, number> }> {
  const seen = (column: "campus" | "login" | "desktop" | "mobile") => sql<number>`max(${sql.ref(`v.${column}`)})`;
  const perVisitor = db
    .selectFrom(visitorRows(schoolId, period).as("v"))
    .select([
      "v.visitor",
      seen("campus").as("campus"),
      seen("login").as("login"),
      seen("desktop").as("desktop"),
      seen("mobile").as("mobile"),
    ])
    .groupBy("v.visitor");
  const sum = (column: string) => sql<number | string | null>`sum(${sql.ref(`p.${column}`)})`;
  const row = await db
    .selectFrom(perVisitor.as("p"))
    .select([
      sql<number | string>`count(*)`.as("total"),
      sum("campus").as("campus"),
      sum("login").as("login"),
      sum("desktop").as("desktop"),
      sum("mobile").as("mobile"),
    ])
    .executeTakeFirst();
  const n = (value: number | string | null | undefined) => Number(value ?? 0);
  return {
    total: n(row?.total),
    access: new Map([
      ["campus", n(row?.campus)],
      ["login", n(row?.login)],
    ]),
    device: new Map([
      ["desktop", n(row?.desktop)],
      ["mobile", n(row?.mobile)],
    ]),
  };
}

/** A bucket the period does not cut: a day, a Monday-to-Sunday week, a calendar month. */
function isWhole(bucket: UsageBucket, granularity: UsageGranularity): boolean {
  if (granularity === "day") return true;
  if (granularity === "week") return bucket.from === bucket.key && bucket.to === addDays(bucket.key, 6);
  return bucket.from === `${bucket.key}-01` && bucket.to === lastDayOfMonth(bucket.key);
}

/**
 * Distinct visitors of each bucket: a whole one's as the aggregation counted them (usage_visitor_counts), a bucket cut
 * by the period's edge counted over its days' rows.
 */
async function visitorSeries(
  schoolId: number,
  period: UsagePeriod,
  granularity: UsageGranularity,
): Promise<Map<string, number>> {
  const buckets = bucketsOf(period, granularity);
  const whole = new Set(buckets.filter((bucket) => isWhole(bucket, granularity)).map((bucket) => bucket.key));
  const keys = [...whole];
  const [counted, ...cut] = await Promise.all([
    keys.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom("usage_visitor_counts")
          .select(["bucket", "count"])
          .where("school_id", "=", schoolId)
          .where("kind", "=", granularity)
          .where("bucket", ">=", keys[0]!)
          .where("bucket", "<=", keys.at(-1)!)
          .execute(),
    ...buckets
      .filter((bucket) => !whole.has(bucket.key))
      .map((bucket) =>
        db
          .selectFrom("usage_visitors")
          .select(sql<number | string>`count(distinct visitor)`.as("count"))
          .where("school_id", "=", schoolId)
          .where("day", ">=", bucket.from)
          .where("day", "<=", bucket.to)
          .executeTakeFirst()
          .then((row) => ({ bucket: bucket.key, count: row?.count ?? 0 })),
      ),
  ]);
  const series = new Map<string, number>();
  for (const row of counted) if (whole.has(row.bucket)) series.set(row.bucket, Number(row.count));
  for (const row of cut) series.set(row.bucket, Number(row.count));
  return series;
}

// ——— The overview ———

/** The last day the aggregation has built, if any. */
async function builtThrough(): Promise<string | null> {
  const row = await db.selectFrom("usage_days").select(sql<string | null>`max(day)`.as("day")).executeTakeFirst();
  return row?.day ?? null;
}

export async function usageOverview(
  schoolId: number,
  request: UsageOverviewRequest,
  options: { gate: boolean },
): Promise<UsageOverview> {
  const { period, comparison, granularity } = request;
  const [current, previous, gateNow, gateBefore, visitors, visitorsBefore, series, built] = await Promise.all([
    dailySums(schoolId, period, granularity),
    // Only the comparison's totals are shown: summed by month, the fewest rows.
    dailySums(schoolId, comparison, "month"),
    options.gate ? gateSums(period, granularity) : Promise.resolve([]),
    options.gate ? gateSums(comparison, "month") : Promise.resolve([]),
    distinctVisitors(schoolId, period),
    distinctVisitors(schoolId, comparison),
    visitorSeries(schoolId, period, granularity),
    builtThrough(),
  ]);
  const now = sumsOf([...current, ...gateNow], granularity);
  const before = sumsOf([...previous, ...gateBefore], "month");
  const buckets = bucketsOf(period, granularity);
  const empty = new MetricSums();
  const measures = USAGE_MEASURES.filter((measure) => measure.key !== "campus_refusals" || options.gate).map(
    (measure): UsageMeasureReport => {
      if (measure.key === "visitors") {
        return {
          ...measure,
          total: visitors.total,
          previous: visitorsBefore.total,
          change: changeText(visitors.total, visitorsBefore.total),
          series: buckets.map((bucket) => series.get(bucket.key) ?? 0),
          access: { campus: visitors.access.get("campus") ?? 0, login: visitors.access.get("login") ?? 0 },
          device: { desktop: visitors.device.get("desktop") ?? 0, mobile: visitors.device.get("mobile") ?? 0 },
        };
      }
      const key = measure.key as Exclude<UsageMeasureKey, "visitors">;
      const value = (sums: MetricSums | undefined) => measureValue(key, sums ?? empty);
      const total = value(now.total);
      const prior = value(before.total);
      return {
        ...measure,
        total,
        previous: prior,
        change: changeText(total, prior),
        series: buckets.map((bucket) => value(now.buckets.get(bucket.key))),
        access:
          measure.split === "device"
            ? null
            : { campus: value(now.access.get("campus")), login: value(now.access.get("login")) },
        device: { desktop: value(now.device.get("desktop")), mobile: value(now.device.get("mobile")) },
      };
    },
  );
  return { ...request, buckets, measures, gate: options.gate, builtThrough: built };
}

// ——— Resources ———

// Listed by item: usage_monthly must keep them per item (ITEMIZED_ITEM_TYPES), as it does the videos.
const DOWNLOAD_TYPES = [
  "paper",
  "question_set",
  "zmt_paper",
  "material",
] as const satisfies readonly ItemizedItemType[];
const ITEM_METRICS = ["Total_Item_Requests", "Unique_Item_Requests", "watch_seconds", "downloads"] as const;
const DATABASE_METRICS = ["Total_Item_Investigations", "Total_Item_Requests"] as const;

/**
 * usage rows of a school over a period, columns as usage_monthly's: the whole months from the monthly sums, the days
 * at the edges from the daily rows.
 */
function usageRows(schoolId: number, period: UsagePeriod, metrics: readonly string[]) {
  const { months, days } = monthsAndDays(period);
  const columns = ["item_type", "item_id", "database_type", "database_id", "metric", "count"] as const;
  const parts = [
    ...(months.length > 0
      ? [
          db
            .selectFrom("usage_monthly")
            .select(columns)
            .where("school_id", "=", schoolId)
            .where("month", "in", months)
            .where("metric", "in", metrics),
        ]
      : []),
    ...days.map((range) =>
      db
        .selectFrom("usage_daily")
        .select(columns)
        .where("school_id", "=", schoolId)
        .where("day", ">=", range.from)
        .where("day", "<=", range.to)
        .where("metric", "in", metrics),
    ),
  ];
  return parts.slice(1).reduce((union, part) => union.unionAll(part), parts[0]!);
}

export interface UsageResource {
  type: string;
  id: number;
  /** The title, or 已删除 with its id when it is gone. */
  title: string;
  counts: Record<string, number>;
}

export interface UsageResources {
  period: UsagePeriod;
  courses: UsageResource[];
  videos: UsageResource[];
  papers: UsageResource[];
  banks: UsageResource[];
  downloads: UsageResource[];
}

/** How many of each list the pages show. */
export const TOP_RESOURCES = 20;

function topOf(
  entries: Map<string, UsageResource>,
  order: string,
  titles: Map<string, string>,
  limit: number,
): UsageResource[] {
  return [...entries.values()]
    .filter((entry) => (entry.counts[order] ?? 0) > 0)
    .sort((a, b) => (b.counts[order] ?? 0) - (a.counts[order] ?? 0) || a.type.localeCompare(b.type) || a.id - b.id)
    .slice(0, limit)
    .map((entry) => ({ ...entry, title: titles.get(`${entry.type}:${entry.id}`) ?? `（已删除，编号 ${entry.id}）` }));
}

export async function usageResources(
  schoolId: number,
  period: UsagePeriod,
  limit: number = TOP_RESOURCES,
): Promise<UsageResources> {
  const total = sql<number | string>`sum(u.count)`.as("count");
  const [items, databases] = await Promise.all([
    db
      .selectFrom(usageRows(schoolId, period, ITEM_METRICS).as("u"))
      .select(["u.item_type as type", "u.item_id as id", "u.metric", total])
      .where("u.item_type", "in", [...VIDEO_ITEM_TYPES, ...DOWNLOAD_TYPES])
      .groupBy(["u.item_type", "u.item_id", "u.metric"])
      .execute(),
    db
      .selectFrom(usageRows(schoolId, period, DATABASE_METRICS).as("u"))
      .select(["u.database_type as type", "u.database_id as id", "u.metric", total])
      .where("u.database_type", "in", ["course", "question_bank"])
      .groupBy(["u.database_type", "u.database_id", "u.metric"])
      .execute(),
  ]);
  const groups = {
    videos: new Map<string, UsageResource>(),
    papers: new Map<string, UsageResource>(),
    downloads: new Map<string, UsageResource>(),
    courses: new Map<string, UsageResource>(),
    banks: new Map<string, UsageResource>(),
  };
  const add = (group: Map<string, UsageResource>, row: { type: string; id: number }, name: string, count: number) => {
    const key = `${row.type}:${row.id}`;
    let entry = group.get(key);
    if (!entry) {
      entry = { type: row.type, id: row.id, title: "", counts: {} };
      group.set(key, entry);
    }
    entry.counts[name] = (entry.counts[name] ?? 0) + count;
  };
  for (const row of items) {
    const count = Number(row.count);
    const video = (VIDEO_ITEM_TYPES as readonly string[]).includes(row.type);
    if (video) add(groups.videos, row, row.metric, count);
    if (row.type === "paper" && row.metric !== "watch_seconds") add(groups.papers, row, row.metric, count);
    if (row.metric === "downloads" && (DOWNLOAD_TYPES as readonly string[]).includes(row.type))
      add(groups.downloads, row, "downloads", count);
  }
  for (const row of databases)
    add(row.type === "course" ? groups.courses : groups.banks, row, row.metric, Number(row.count));
  const titles = await usageTitles(
    Object.values(groups).flatMap((group) => [...group.values()].map((entry) => ({ type: entry.type, id: entry.id }))),
  );
  return {
    period,
    courses: topOf(groups.courses, "Total_Item_Investigations", titles, limit),
    videos: topOf(groups.videos, "Total_Item_Requests", titles, limit),
    papers: topOf(groups.papers, "Total_Item_Requests", titles, limit),
    banks: topOf(groups.banks, "Total_Item_Requests", titles, limit),
    downloads: topOf(groups.downloads, "downloads", titles, limit),
  };
}

// ——— Searches ———

export interface UsageSearches {
  period: UsagePeriod;
  /** Platform searches as COUNTER counts them (Searches_Platform: a repeat within 30 s counts once). */
  searches: number;
  /** Searches of the keywords table, and those that found nothing. */
  keywordSearches: number;
  zeroResults: number;
  top: Array<{ keyword: string; searches: number; zeroResults: number }>;
  nothingFound: Array<{ keyword: string; searches: number; zeroResults: number }>;
}

/** How many keywords each list shows. */
const TOP_KEYWORDS = 50;

export async function usageSearches(
  schoolId: number,
  period: UsagePeriod,
  limit: number = TOP_KEYWORDS,
): Promise<UsageSearches> {
  const keywords = () =>
    db
      .selectFrom("usage_keywords")
      .select([
        "keyword",
        sql<number | string>`sum(searches)`.as("searches"),
        sql<number | string>`sum(zero_results)`.as("zero"),
      ])
      .where("school_id", "=", schoolId)
      .where("day", ">=", period.from)
      .where("day", "<=", period.to)
      .groupBy("keyword");
  const [platform, totals, top, nothing] = await Promise.all([
    db
      .selectFrom("usage_daily")
      .select(sql<number | string | null>`sum(count)`.as("n"))
      .where("school_id", "=", schoolId)
      .where("day", ">=", period.from)
      .where("day", "<=", period.to)
      .where("metric", "=", "Searches_Platform")
      .executeTakeFirst(),
    db
      .selectFrom("usage_keywords")
      .select([
        sql<number | string | null>`sum(searches)`.as("searches"),
        sql<number | string | null>`sum(zero_results)`.as("zero"),
      ])
      .where("school_id", "=", schoolId)
      .where("day", ">=", period.from)
      .where("day", "<=", period.to)
      .executeTakeFirst(),
    keywords().orderBy(sql`sum(searches)`, "desc").orderBy("keyword").limit(limit).execute(),
    keywords()
      .having(sql`sum(zero_results)`, ">", 0)
      .orderBy(sql`sum(zero_results)`, "desc")
      .orderBy("keyword")
      .limit(limit)
      .execute(),
  ]);
  const rowOf = (row: { keyword: string; searches: number | string; zero: number | string }) => ({
    keyword: row.keyword,
    searches: Number(row.searches),
    zeroResults: Number(row.zero),
  });
  return {
    period,
    searches: Number(platform?.n ?? 0),
    keywordSearches: Number(totals?.searches ?? 0),
    zeroResults: Number(totals?.zero ?? 0),
    top: top.map(rowOf),
    nothingFound: nothing.map(rowOf),
  };
}
