// The COUNTER_SUSHI API, Release 5.1 (docs/decisions/0056): /status (public), /members, /reports and
// /reports/{id}, answered from the daily aggregates. Every answer is the Code's JSON: a report (with its header's
// exceptions), or for a refusal exactly one exception object with the Code's HTTP status — never a 5xx for bad input.
// Credentials: customer_id + requestor_id + api_key, per school (sushi-credentials.server.ts); never the address.
import { type Kysely, sql } from "kysely";
import type { Database } from "~/db/schema";
import { db, dialect } from "~/db/client.server";
import { counterException, firstRefusal, SushiRefusal, type CounterException } from "./counter-exceptions";
import {
  buildReport,
  lastDayOfMonth,
  monthsBetween,
  PLATFORM_ID,
  PLATFORM_NAME,
  readReportRequest,
  REPORT_IDS,
  REPORTED_ITEM_TYPES,
  REPORTS,
  RELEASE,
  type ReportId,
  type ReportRequest,
  type UsageSum,
} from "./counter-reports";
import { apiKeyMatches, customerIdOf, findActiveCredential } from "./sushi-credentials.server";
import { usageMessages as m } from "./usage-messages";
import { usageTitles } from "./usage-titles.server";
import { previousMonth } from "./usage-periods";
import { usageDayOf } from "./usage-rules";

export interface SushiAnswer {
  status: number;
  body: unknown;
}

const GLOBAL_CUSTOMER_ID = "0000000000000000";

/** A query parameter by its name in any case (the Code's names are lower case; harvesters vary). */
function parameter(query: URLSearchParams, name: string): string | undefined {
  for (const [key, value] of query) if (key.toLowerCase() === name) return value.trim();
  return undefined;
}

function refusalAnswer(refusal: SushiRefusal): SushiAnswer {
  return { status: refusal.status, body: refusal.exception };
}

/** Required parameters first (1030), so a request missing them is told so before anything else. */
function missing(query: URLSearchParams, names: readonly string[]): SushiRefusal | null {
  const absent = names.filter((name) => !parameter(query, name));
  return absent.length > 0 ? new SushiRefusal(1030, `Missing: ${absent.join(", ")}`) : null;
}

interface Member {
  schoolId: number;
  customerId: string;
  schoolName: string;
}

/** 2000 unknown or revoked requestor, 2011 "The World", 2010 another customer, 2020 a wrong or missing key. */
async function authenticate(query: URLSearchParams): Promise<Member> {
  const customerId = parameter(query, "customer_id") ?? "";
  const requestorId = parameter(query, "requestor_id") ?? "";
  const apiKey = parameter(query, "api_key") ?? "";
  const credential = requestorId.length <= 200 ? await findActiveCredential(requestorId) : undefined;
  if (!credential) throw new SushiRefusal(2000);
  if (customerId === GLOBAL_CUSTOMER_ID) throw new SushiRefusal(2011);
  if (credential.customer_id !== customerId) throw new SushiRefusal(2010);
  if (!apiKey || !apiKeyMatches(apiKey, credential.api_key_hash)) throw new SushiRefusal(2020);
  return { schoolId: credential.school_id, customerId: credential.customer_id, schoolName: credential.school_name };
}

/** The platform parameter, when given, must name this platform (1030 otherwise, as the Code says). */
function wrongPlatform(query: URLSearchParams): SushiRefusal | null {
  const platform = parameter(query, "platform");
  if (platform === undefined || platform === "") return null;
  return platform.toLowerCase() === PLATFORM_ID || platform === PLATFORM_NAME
    ? null
    : new SushiRefusal(1030, `Unknown platform: ${platform}`);
}

async function guarded(run: () => Promise<SushiAnswer>): Promise<SushiAnswer> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof SushiRefusal) return refusalAnswer(error);
    throw error;
  }
}

/** GET /sushi/r51/status — public. */
export async function sushiStatus(): Promise<SushiAnswer> {
  const { lastReady } = await availableMonths(Date.now());
  return {
    status: 200,
    body: [
      {
        Description: m.serviceDescription,
        Service_Active: true,
        Note: lastReady ? `Usage is available up to ${lastReady}.` : "No usage has been processed yet.",
      },
    ],
  };
}

/** GET /sushi/r51/members — the requestor's own institution. */
export function sushiMembers(query: URLSearchParams): Promise<SushiAnswer> {
  return guarded(async () => {
    const early = firstRefusal([missing(query, ["customer_id", "requestor_id"]), wrongPlatform(query)]);
    if (early) throw early;
    const member = await authenticate(query);
    return {
      status: 200,
      body: [
        {
          Customer_ID: member.customerId,
          Institution_Name: member.schoolName,
          Institution_ID: { Proprietary: [`${PLATFORM_ID}:${member.customerId}`] },
          Notes: m.memberNotes,
        },
      ],
    };
  });
}

/** GET /sushi/r51/reports — the reports supported, with the months available. */
export function sushiReportList(query: URLSearchParams, now: number = Date.now()): Promise<SushiAnswer> {
  return guarded(async () => {
    const early = firstRefusal([missing(query, ["customer_id", "requestor_id"]), wrongPlatform(query)]);
    if (early) throw early;
    await authenticate(query);
    const { firstReady, lastReady } = await availableMonths(now);
    const previous = previousMonth(usageDayOf(now).slice(0, 7));
    return {
      status: 200,
      body: REPORT_IDS.map((id) => ({
        Report_Name: REPORTS[id].name,
        Report_ID: REPORTS[id].id,
        Release: RELEASE,
        Report_Description: REPORTS[id].description,
        Path: `/r51/reports/${id}`,
        // Nothing processed yet: the months that would come first are named, and a request for them says not ready.
        First_Month_Available: firstReady ?? previous,
        Last_Month_Available: lastReady ?? previous,
      })),
    };
  });
}

export function isReportId(value: string): value is ReportId {
  return (REPORT_IDS as readonly string[]).includes(value);
}

/** GET /sushi/r51/reports/{id} (id already checked with isReportId: an unknown one is a plain 404). */
export function sushiReport(report: ReportId, query: URLSearchParams, now: number = Date.now()): Promise<SushiAnswer> {
  return guarded(async () => {
    const early = firstRefusal([
      missing(query, ["customer_id", "requestor_id", "begin_date", "end_date"]),
      wrongPlatform(query),
    ]);
    if (early) throw early;
    const member = await authenticate(query);
    return reportOf(member, report, query, now);
  });
}

/**
 * A school's report for the console's downloads (the school already checked by the console's guard): the same report
 * and exceptions the API gives, for `begin_date`/`end_date` and the filters in `query`.
 */
export async function schoolReport(
  schoolId: number,
  report: ReportId,
  query: URLSearchParams,
  now: number = Date.now(),
): Promise<SushiAnswer> {
  const school = await db.selectFrom("schools").select(["id", "name"]).where("id", "=", schoolId).executeTakeFirst();
  if (!school) return { status: 404, body: null };
  return guarded(async () => {
    const early = missing(query, ["begin_date", "end_date"]);
    if (early) throw early;
    return reportOf({ schoolId, customerId: customerIdOf(schoolId), schoolName: school.name }, report, query, now);
  });
}

async function reportOf(member: Member, report: ReportId, query: URLSearchParams, now: number): Promise<SushiAnswer> {
  const currentMonth = usageDayOf(now).slice(0, 7);
  const request = readReportRequest(report, query, currentMonth);
  const { lastReady } = await availableMonths(now);

  // Months not processed yet (the current month, or the nightly run not done): say so, report what is ready.
  const exceptions: CounterException[] = [];
  const notReady = monthsBetween(request.beginMonth, request.endMonth).filter(
    (month) => lastReady === null || month > lastReady,
  );
  let ranged: ReportRequest = request;
  if (notReady.length > 0) {
    exceptions.push(counterException(3031, `Not processed yet: ${notReady.join(", ")}`));
    if (lastReady !== null && lastReady >= request.beginMonth) ranged = { ...request, endMonth: lastReady };
  }
  const sums =
    notReady.length > 0 && ranged.endMonth !== lastReady ? [] : await usageSums(report, member.schoolId, ranged);
  const names = await namesOf(report, sums);
  return {
    status: 200,
    body: buildReport(ranged, sums, {
      customerId: member.customerId,
      institutionName: member.schoolName,
      created: new Date(now).toISOString().replace(/\.\d{3}Z$/, "Z"),
      names,
      exceptions,
    }),
  };
}

/**
 * The first month with a built day, and the last month whose every day is built (a month is ready once its last day
 * is; the current month never is).
 */
async function availableMonths(now: number): Promise<{ firstReady: string | null; lastReady: string | null }> {
  const row = await db
    .selectFrom("usage_days")
    .select((eb) => [eb.fn.min("day").as("first"), eb.fn.max("day").as("last")])
    .executeTakeFirst();
  if (!row?.first || !row.last) return { firstReady: null, lastReady: null };
  const currentMonth = usageDayOf(now).slice(0, 7);
  const lastMonth = row.last.slice(0, 7);
  let lastReady = lastDayOfMonth(lastMonth) === row.last ? lastMonth : previousMonth(lastMonth);
  if (lastReady >= currentMonth) lastReady = previousMonth(currentMonth);
  const firstReady = row.first.slice(0, 7);
  return lastReady < firstReady ? { firstReady: null, lastReady: null } : { firstReady, lastReady };
}

/** Monthly sums of the school's aggregates for the report's shape, read from usage_monthly (never the raw logs). */
async function usageSums(report: ReportId, schoolId: number, request: ReportRequest): Promise<UsageSum[]> {
  const shape = REPORTS[report].shape;
  const rowsOf = (from: Kysely<Database>) => {
    let rows = from
      .selectFrom("usage_monthly")
      .where("school_id", "=", schoolId)
      .where("month", ">=", request.beginMonth)
      .where("month", "<=", request.endMonth)
      .where("metric", "in", REPORTS[report].metrics as readonly string[]);
    if (shape === "database") rows = rows.where("database_type", "!=", "");
    if (shape === "item") rows = rows.where("item_type", "in", REPORTED_ITEM_TYPES);
    return rows;
  };
  const query = rowsOf(db);
  const total = sql<string | number>`sum(count)`;
  if (shape === "platform") {
    const rows = await query
      .select(["month", "item_type", "metric", total.as("count")])
      .groupBy(["month", "item_type", "metric"])
      .execute();
    return rows.map((row) => ({
      month: row.month,
      itemType: row.item_type,
      itemId: 0,
      databaseType: "",
      databaseId: 0,
      metric: row.metric,
      count: Number(row.count),
    }));
  }
  if (shape === "database") {
    const rows = await query
      .select(["month", "item_type", "database_type", "database_id", "metric", total.as("count")])
      .groupBy(["month", "item_type", "database_type", "database_id", "metric"])
      .execute();
    return rows.map((row) => ({
      month: row.month,
      itemType: row.item_type,
      itemId: 0,
      databaseType: row.database_type,
      databaseId: row.database_id,
      metric: row.metric,
      count: Number(row.count),
    }));
  }
  // One row per item and month with the metrics as columns: a year's IR is ~290,000 item-month-metric rows, ~73,000
  // this way in Node's memory. Not measurably faster on PostgreSQL than reading the rows ungrouped (ADR 0056); its hash
  // gets room in memory (the 4 MB default spilled a year's grouping to disk).
  const metrics = REPORTS[report].metrics;
  const byMetric = metrics.map((metric, index) =>
    sql<string | number>`sum(case when metric = ${metric} then count else 0 end)`.as(`m${index}`),
  );
  const read = (from: Kysely<Database>) =>
    rowsOf(from)
      .select(["month", "item_type", "item_id", ...byMetric])
      .groupBy(["month", "item_type", "item_id"])
      .execute();
  const rows =
    dialect === "postgres"
      ? await db.transaction().execute(async (trx) => {
          await sql`set local work_mem = '64MB'`.execute(trx);
          return read(trx);
        })
      : await read(db);
  // The driver gives each row its own month and type strings; one shared string per value makes the report's keyed
  // lookups cheap (V8 hashes and internalizes a string once), ~90 ms of a year's IR otherwise.
  const shared = new Map<string, string>();
  const one = (value: string) => {
    const known = shared.get(value);
    if (known !== undefined) return known;
    shared.set(value, value);
    return value;
  };
  const sums: UsageSum[] = [];
  for (const row of rows) {
    const counts = row as unknown as Record<string, string | number>;
    const month = one(row.month);
    const itemType = one(row.item_type);
    metrics.forEach((metric, index) => {
      const count = Number(counts[`m${index}`]);
      if (count > 0)
        sums.push({
          month,
          itemType,
          itemId: row.item_id,
          databaseType: "",
          databaseId: 0,
          metric,
          count,
        });
    });
  }
  return sums;
}

/** Titles of the items or databases a report names, keyed `${type}:${id}`. */
function namesOf(report: ReportId, sums: readonly UsageSum[]): Promise<Map<string, string>> {
  const shape = REPORTS[report].shape;
  if (shape === "platform") return usageTitles([]);
  // A generator, not a mapped array: a year's IR has ~290,000 sums naming ~8,700 items.
  function* refs() {
    for (const sum of sums)
      yield shape === "database"
        ? { type: sum.databaseType, id: sum.databaseId }
        : { type: sum.itemType, id: sum.itemId };
  }
  return usageTitles(refs());
}
