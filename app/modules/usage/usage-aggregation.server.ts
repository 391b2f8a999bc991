// Builds the daily aggregate rows (usage_daily) from the raw rows the site records (docs/decisions/0056):
//   visit_logs       — item pages (requests), a course's page (an investigation of the course database), searches;
//   usage_refusals   — licence refusals (No_License); a refused page's own visit row is not a request;
//   word_review_logs — a word reviewed: a request of an item of its word book;
//   question_attempt_answers — a question answered: a request of an item of its question bank.
// and, for the console's reports only (metrics and tables COUNTER never reads):
//   usage_events      — seconds watched, downloads (usage_daily), searches and what they found (usage_keywords);
//   question_attempts — mock exams handed in; word_review_logs' first reviews — words learnt;
//   visit_logs        — the day's distinct visitors as keyed hashes (usage_visitors, and the month's);
//   and, from the day's aggregate rows, the overview's compact ones (usage_daily_totals, usage_visitor_counts).
// A day is rebuilt whole: its rows are deleted and written again in one transaction, so rebuilding gives the same
// numbers and a late batch is folded in by rebuilding the days it touches (aggregatePendingUsage finds them from
// each source's id, or time, watermark). Only finished Beijing days are built; today waits for tomorrow.
import crypto from "node:crypto";
import { sql, type Transaction } from "kysely";
import { db, dialect } from "~/db/client.server";
import type { Database } from "~/db/schema";
import { getAppSecret } from "~/lib/app-secret.server";
import { findCampusSchool, isIpInSchoolRanges } from "~/modules/school/school.server";
import { ITEMIZED_ITEM_TYPES } from "./counter-reports";
import { addDays, mondayOf } from "./usage-periods";
import {
  aggregateUsage,
  type ConsoleFact,
  consoleCounts,
  keywordCounts,
  pageTargetOf,
  siteCounts,
  type PageViewFact,
  usageDayOf,
  usageDaysBetween,
  usageDayWindow,
  type UsageAccess,
  type UsageDailyRow,
  type UsageDevice,
  type UsageEvent,
} from "./usage-rules";

/** A refusal and the refused page's visit row are one request when this close (the page's loader asks for the URL). */
const REFUSAL_MATCH_MS = 10_000;
const INSERT_CHUNK = 500;
/** Ids per lookup query (well under both databases' parameter limits). */
const LOOKUP_CHUNK = 5_000;
/** The advisory lock key of a day's rebuild on PostgreSQL (any constant of ours; 28 is the issue). */
const USAGE_LOCK = 28_0056;

interface VisitRow {
  created_at: number;
  currenturl: string;
  user_id: number | null;
  uuid: string | null;
  ip: string;
  clienttype: number;
}

const actorOf = (row: { user_id: number | null; uuid: string | null; ip: string }) =>
  row.user_id !== null ? `u:${row.user_id}` : row.uuid ? `c:${row.uuid}` : `i:${row.ip}`;

let visitorKey: Buffer | undefined;
/**
 * A visitor as usage_visitors keeps them: HMAC-SHA256 of the actor (u:/c:/i:) under a key derived from the app's
 * secret, 32 hex characters. Keyed because account ids and addresses are few enough to hash them all: an unkeyed hash
 * would name the student. Stable while the secret is (a rebuild gives the same rows).
 */
export function visitorHash(actor: string): string {
  visitorKey ??= crypto.createHmac("sha256", getAppSecret()).update("yantu usage visitors").digest();
  return crypto.createHmac("sha256", visitorKey).update(actor).digest("hex").slice(0, 32);
}

interface SearchFact {
  schoolId: number;
  keyword: string;
  results: number;
}

interface VisitorRow {
  school_id: number;
  day: string;
  visitor: string;
  access: string;
  device: string;
}

async function schoolsOfUsers(userIds: number[]): Promise<Map<number, number | null>> {
  const schools = new Map<number, number | null>();
  for (let index = 0; index < userIds.length; index += LOOKUP_CHUNK) {
    const rows = await db
      .selectFrom("users")
      .select(["id", "school_id"])
      .where("id", "in", userIds.slice(index, index + LOOKUP_CHUNK))
      .execute();
    for (const row of rows) schools.set(row.id, row.school_id);
  }
  return schools;
}

async function coursesOfVideos(videoIds: number[]): Promise<Map<number, number>> {
  const courses = new Map<number, number>();
  for (let index = 0; index < videoIds.length; index += LOOKUP_CHUNK) {
    const rows = await db
      .selectFrom("course_videos")
      .select(["id", "course_id"])
      .where("id", "in", videoIds.slice(index, index + LOOKUP_CHUNK))
      .execute();
    for (const row of rows) courses.set(row.id, row.course_id);
  }
  return courses;
}

type Charge = { schoolId: number; access: UsageAccess };

/**
 * Who a row is charged to: the account's school, else the campus it came from; and whether it was on campus. Each
 * distinct (account's school, address) of the day is resolved once, up front; charging a row is then a map read (a
 * day has hundreds of thousands of rows: an await per row cost seconds).
 */
async function attributorFor(
  userSchools: Map<number, number | null>,
  rows: ReadonlyArray<{ user_id: number | null; ip: string }>,
): Promise<(userId: number | null, ip: string) => Charge | null> {
  const memberSchool = (userId: number | null) => (userId !== null ? (userSchools.get(userId) ?? null) : null);
  const keyOf = (school: number | null, ip: string) => (school !== null ? `m|${school}|${ip}` : `a|${ip}`);
  const charges = new Map<string, Charge | null>();
  for (const row of rows) {
    const school = memberSchool(row.user_id);
    const key = keyOf(school, row.ip);
    if (charges.has(key)) continue;
    if (school !== null) {
      const onCampus = row.ip ? await isIpInSchoolRanges(school, row.ip) : false;
      charges.set(key, { schoolId: school, access: onCampus ? "campus" : "login" });
    } else {
      const campus = await findCampusSchool(row.ip);
      charges.set(key, campus ? { schoolId: campus.id, access: "campus" } : null);
    }
  }
  return (userId, ip) => charges.get(keyOf(memberSchool(userId), ip)) ?? null;
}

const deviceOf = (clienttype: number): UsageDevice => (clienttype === 1 ? "mobile" : "desktop");

/** The events of one Beijing day, from every source. */
async function usageEventsOfDay(day: string): Promise<{
  events: UsageEvent[];
  pageViews: PageViewFact[];
  campusRefusals: Array<{ device: UsageDevice }>;
  consoleFacts: ConsoleFact[];
  searches: SearchFact[];
}> {
  const { from, to } = usageDayWindow(day);
  const [visits, refusals, reviews, answers, gateRefusals, usageRows, exams] = await Promise.all([
    db
      .selectFrom("visit_logs")
      .select(["created_at", "currenturl", "user_id", "uuid", "ip", "clienttype"])
      .where("created_at", ">=", from)
      .where("created_at", "<", to)
      .where("counter_robot", "=", 0)
      .execute() as Promise<VisitRow[]>,
    db
      .selectFrom("usage_refusals")
      .select(["created_at", "school_id", "user_id", "uuid", "ip", "clienttype", "item_type", "item_id"])
      .where("reason", "=", "licence")
      .where("counter_robot", "=", 0)
      .where("created_at", ">=", from)
      .where("created_at", "<", to)
      .execute(),
    db
      .selectFrom("word_review_logs as r")
      .innerJoin("users as u", "u.id", "r.user_id")
      .select(["r.user_id", "r.book_id", "r.word_id", "r.reps", "r.reviewed_at", "u.school_id"])
      .where("r.reviewed_at", ">=", from)
      .where("r.reviewed_at", "<", to)
      .where("u.school_id", "is not", null)
      .execute(),
    db
      .selectFrom("question_attempt_answers as a")
      .innerJoin("question_attempts as t", "t.id", "a.attempt_id")
      .innerJoin("questions as q", "q.id", "a.question_id")
      .innerJoin("users as u", "u.id", "t.user_id")
      .select(["t.user_id", "a.question_id", "q.bank_id", "a.answered_at", "u.school_id"])
      .where("a.answered_at", ">=", from)
      .where("a.answered_at", "<", to)
      .where("a.answer", "is not", null)
      .where("u.school_id", "is not", null)
      .execute(),
    db
      .selectFrom("usage_refusals")
      .select("clienttype")
      .where("reason", "=", "campus")
      .where("counter_robot", "=", 0)
      .where("created_at", ">=", from)
      .where("created_at", "<", to)
      .execute(),
    db
      .selectFrom("usage_events")
      .select(["kind", "user_id", "uuid", "ip", "clienttype", "item_type", "item_id", "quantity", "detail"])
      .where("created_at", ">=", from)
      .where("created_at", "<", to)
      .where("counter_robot", "=", 0)
      .execute(),
    // Mock exams handed in (by the student or at the deadline): the attempt's paper, or its set when it is not one.
    db
      .selectFrom("question_attempts as t")
      .innerJoin("question_sets as s", "s.id", "t.set_id")
      .innerJoin("users as u", "u.id", "t.user_id")
      .select(["t.set_id", "s.exam_paper_id", "u.school_id"])
      .where("t.mode", "=", "exam")
      .where("t.submitted_at", ">=", from)
      .where("t.submitted_at", "<", to)
      .where("u.school_id", "is not", null)
      .execute(),
  ]);

  const targets = visits.map((visit) => pageTargetOf(visit.currenturl));
  const videoIds = new Set<number>();
  for (const target of targets)
    if (target?.action === "request" && target.itemType === "course_video" && target.courseId === undefined)
      videoIds.add(target.itemId);
  for (const refusal of refusals) if (refusal.item_type === "course_video") videoIds.add(refusal.item_id);
  for (const row of usageRows) if (row.kind === "watch" && row.item_type === "course_video") videoIds.add(row.item_id);
  const userIds = new Set<number>();
  for (const row of [...visits, ...refusals, ...usageRows]) if (row.user_id !== null) userIds.add(row.user_id);
  const [courseOfVideo, userSchools] = await Promise.all([
    coursesOfVideos([...videoIds]),
    schoolsOfUsers([...userIds]),
  ]);
  const attribute = await attributorFor(userSchools, [...visits, ...usageRows]);

  // A refused page is not a request: pair each licence refusal with the refused page's own visit row (the first one
  // of the same actor and item within 10 s). Visits are indexed by actor and item, so a day stays linear.
  const requestsByKey = new Map<string, number[]>();
  targets.forEach((target, visitIndex) => {
    if (target?.action !== "request") return;
    const key = `${actorOf(visits[visitIndex] as VisitRow)}|${target.itemType}:${target.itemId}`;
    const list = requestsByKey.get(key);
    if (list) list.push(visitIndex);
    else requestsByKey.set(key, [visitIndex]);
  });
  const refusedVisits = new Set<number>();
  const refusalVisit = new Map<number, VisitRow>();
  refusals.forEach((refusal, refusalIndex) => {
    const candidates = requestsByKey.get(`${actorOf(refusal)}|${refusal.item_type}:${refusal.item_id}`) ?? [];
    const match = candidates.find(
      (visitIndex) =>
        !refusedVisits.has(visitIndex) &&
        Math.abs((visits[visitIndex] as VisitRow).created_at - refusal.created_at) <= REFUSAL_MATCH_MS,
    );
    if (match !== undefined) {
      refusedVisits.add(match);
      refusalVisit.set(refusalIndex, visits[match] as VisitRow);
    }
  });

  const events: UsageEvent[] = [];
  const pageViews: PageViewFact[] = [];
  for (const [index, visit] of visits.entries()) {
    const charged = attribute(visit.user_id, visit.ip);
    if (!charged) continue;
    const base = { at: visit.created_at, actor: actorOf(visit), ...charged, device: deviceOf(visit.clienttype) };
    // Every page seen is a page view for the console, a refused one too; COUNTER counts only what it defines.
    pageViews.push(base);
    const target = targets[index];
    if (!target || refusedVisits.has(index)) continue;
    if (target.action === "search_platform") {
      events.push({
        ...base,
        action: "search_platform",
        itemType: "",
        itemId: 0,
        databaseType: "",
        databaseId: 0,
        detail: target.keyword,
      });
    } else if (target.action === "investigation") {
      events.push({
        ...base,
        action: "investigation",
        itemType: "course",
        itemId: target.itemId,
        databaseType: "course",
        databaseId: target.itemId,
      });
    } else {
      const courseId =
        target.itemType === "course_video" ? (target.courseId ?? courseOfVideo.get(target.itemId)) : undefined;
      events.push({
        ...base,
        action: "request",
        itemType: target.itemType,
        itemId: target.itemId,
        databaseType: courseId !== undefined ? "course" : "",
        databaseId: courseId ?? 0,
      });
    }
  }

  for (const [index, refusal] of refusals.entries()) {
    if (refusal.school_id === null) continue;
    const visit = refusalVisit.get(index);
    const ip = visit?.ip ?? refusal.ip;
    const onCampus = ip ? await isIpInSchoolRanges(refusal.school_id, ip) : refusal.user_id === null;
    const courseId = refusal.item_type === "course_video" ? courseOfVideo.get(refusal.item_id) : undefined;
    events.push({
      at: refusal.created_at,
      actor: actorOf(refusal),
      schoolId: refusal.school_id,
      access: onCampus ? "campus" : "login",
      device: deviceOf(visit?.clienttype ?? refusal.clienttype),
      action: "no_license",
      itemType: refusal.item_type as UsageEvent["itemType"],
      itemId: refusal.item_id,
      databaseType: courseId !== undefined ? "course" : "",
      databaseId: courseId ?? 0,
    });
  }

  // Word reviews and answers carry no address or agent: charged to the account's school, access and device unknown
  // to them (counted as logged in, desktop — see the ADR).
  for (const review of reviews) {
    events.push({
      at: review.reviewed_at,
      actor: `u:${review.user_id}`,
      schoolId: review.school_id as number,
      access: "login",
      device: "desktop",
      action: "request",
      itemType: "word",
      itemId: review.word_id,
      databaseType: "word_book",
      databaseId: review.book_id,
    });
  }
  for (const answer of answers) {
    events.push({
      at: answer.answered_at,
      actor: `u:${answer.user_id}`,
      schoolId: answer.school_id as number,
      access: "login",
      device: "desktop",
      action: "request",
      itemType: "question",
      itemId: answer.question_id,
      databaseType: "question_bank",
      databaseId: answer.bank_id,
    });
  }

  // The console's measures. Words learnt: a card's first review (reps 0 before it), charged like the reviews.
  const consoleFacts: ConsoleFact[] = [];
  for (const review of reviews) {
    if (review.reps !== 0) continue;
    consoleFacts.push({
      schoolId: review.school_id as number,
      access: "login",
      device: "desktop",
      itemType: "word",
      itemId: review.word_id,
      databaseType: "word_book",
      databaseId: review.book_id,
      metric: "words_learnt",
      quantity: 1,
    });
  }
  // Exams carry no address or agent either: logged in, desktop, like the answers.
  for (const exam of exams) {
    consoleFacts.push({
      schoolId: exam.school_id as number,
      access: "login",
      device: "desktop",
      itemType: exam.exam_paper_id !== null ? "paper" : "question_set",
      itemId: exam.exam_paper_id ?? exam.set_id,
      databaseType: "",
      databaseId: 0,
      metric: "exams_submitted",
      quantity: 1,
    });
  }
  const searches: SearchFact[] = [];
  for (const row of usageRows) {
    const charged = attribute(row.user_id, row.ip);
    if (!charged) continue;
    if (row.kind === "search") {
      searches.push({ schoolId: charged.schoolId, keyword: row.detail, results: row.quantity });
      continue;
    }
    const courseId =
      row.kind === "watch" && row.item_type === "course_video" ? courseOfVideo.get(row.item_id) : undefined;
    consoleFacts.push({
      ...charged,
      device: deviceOf(row.clienttype),
      itemType: row.item_type,
      itemId: row.item_id,
      databaseType: courseId !== undefined ? "course" : "",
      databaseId: courseId ?? 0,
      metric: row.kind === "watch" ? "watch_seconds" : "downloads",
      quantity: row.kind === "watch" ? row.quantity : 1,
    });
  }

  return {
    events,
    pageViews,
    campusRefusals: gateRefusals.map((refusal) => ({ device: deviceOf(refusal.clienttype) })),
    consoleFacts,
    searches,
  };
}

/** The day's distinct visitors per school, access and device (the page views' actors, hashed). */
function visitorRows(day: string, pageViews: readonly PageViewFact[]): VisitorRow[] {
  const hashes = new Map<string, string>();
  const rows = new Map<string, VisitorRow>();
  for (const view of pageViews) {
    let visitor = hashes.get(view.actor);
    if (visitor === undefined) {
      visitor = visitorHash(view.actor);
      hashes.set(view.actor, visitor);
    }
    const key = `${view.schoolId}|${visitor}|${view.access}|${view.device}`;
    if (!rows.has(key))
      rows.set(key, { school_id: view.schoolId, day, visitor, access: view.access, device: view.device });
  }
  return [...rows.values()];
}

/**
 * The overview's compact rows of a day, from its usage_daily and usage_visitors rows as just written (same
 * transaction): the day's sums over items, and the distinct visitors of the day, its Monday week and its month for
 * `schools` — those the day had rows for, before or after (any other school's week and month are unchanged).
 */
export async function writeUsageSummaries(
  trx: Transaction<Database>,
  day: string,
  schools: readonly number[],
): Promise<void> {
  const dimensions = ["school_id", "day", "metric", "item_type", "access", "device"] as const;
  await trx.deleteFrom("usage_daily_totals").where("day", "=", day).execute();
  await trx
    .insertInto("usage_daily_totals")
    .columns([...dimensions, "count"])
    .expression(
      trx
        .selectFrom("usage_daily")
        .select([...dimensions, sql<number>`sum(count)`.as("count")])
        .where("day", "=", day)
        .groupBy([...dimensions]),
    )
    .execute();
  if (schools.length === 0) return;
  const monday = mondayOf(day);
  const month = day.slice(0, 7);
  const buckets = [
    { kind: "day", bucket: day },
    { kind: "week", bucket: monday },
    { kind: "month", bucket: month },
  ];
  await trx
    .deleteFrom("usage_visitor_counts")
    .where("school_id", "in", schools)
    .where((eb) => eb.or(buckets.map(({ kind, bucket }) => eb.and([eb("kind", "=", kind), eb("bucket", "=", bucket)]))))
    .execute();
  const counted = (kind: string, bucket: string, count = sql<number>`count(distinct visitor)`) => [
    "school_id" as const,
    sql<string>`cast(${kind} as text)`.as("kind"),
    sql<string>`cast(${bucket} as text)`.as("bucket"),
    count.as("count"),
  ];
  const columns = ["school_id", "kind", "bucket", "count"] as const;
  // The day and its Monday week from the daily visitor rows; the month from its own rows (below).
  for (const { kind, bucket, to } of [
    { kind: "day", bucket: day, to: day },
    { kind: "week", bucket: monday, to: addDays(monday, 6) },
  ])
    await trx
      .insertInto("usage_visitor_counts")
      .columns(columns)
      .expression(
        trx
          .selectFrom("usage_visitors")
          .select(counted(kind, bucket))
          .where("school_id", "in", schools)
          .where("day", ">=", bucket)
          .where("day", "<=", to)
          .groupBy("school_id"),
      )
      .execute();
  await trx
    .insertInto("usage_visitor_counts")
    .columns(columns)
    .expression(
      // One monthly row per visitor: a count of rows.
      trx
        .selectFrom("usage_visitors_monthly")
        .select(counted("month", month, sql<number>`count(*)`))
        .where("school_id", "in", schools)
        .where("month", "=", month)
        .groupBy("school_id"),
    )
    .execute();
}

/**
 * Rebuilds one Beijing day, and its month's sums from the month's days: the same raw rows always give the same
 * aggregate rows, and the monthly rows always equal the daily ones (one transaction).
 */
export async function rebuildUsageDay(day: string, now: number = Date.now()): Promise<{ rows: number }> {
  const { events, pageViews, campusRefusals, consoleFacts, searches } = await usageEventsOfDay(day);
  const rows: UsageDailyRow[] = [
    ...aggregateUsage(day, events),
    ...siteCounts(day, pageViews, campusRefusals),
    ...consoleCounts(day, consoleFacts),
  ];
  const keywords = keywordCounts(day, searches);
  const visitors = visitorRows(day, pageViews);
  const month = day.slice(0, 7);
  const insertAll = async <T extends "usage_daily" | "usage_keywords" | "usage_visitors">(
    trx: Transaction<Database>,
    table: T,
    values: ReadonlyArray<Database[T]>,
  ) => {
    for (let index = 0; index < values.length; index += INSERT_CHUNK)
      await trx
        .insertInto(table)
        .values(values.slice(index, index + INSERT_CHUNK) as never)
        .execute();
  };
  await db.transaction().execute(async (trx) => {
    // Two processes rebuilding at once would both insert the same keys: on PostgreSQL they take turns (SQLite's
    // writer is one at a time already).
    if (dialect === "postgres") await sql`select pg_advisory_xact_lock(${USAGE_LOCK})`.execute(trx);
    // The month is summed again only for the schools this day had rows for, before or after.
    const before = await trx.selectFrom("usage_daily").select("school_id").distinct().where("day", "=", day).execute();
    const schools = [...new Set([...before.map((row) => row.school_id), ...rows.map((row) => row.school_id)])];
    await trx.deleteFrom("usage_daily").where("day", "=", day).execute();
    await insertAll(trx, "usage_daily", rows);
    await trx.deleteFrom("usage_keywords").where("day", "=", day).execute();
    await insertAll(trx, "usage_keywords", keywords);
    await trx.deleteFrom("usage_visitors").where("day", "=", day).execute();
    await insertAll(trx, "usage_visitors", visitors);
    if (schools.length > 0) {
      await trx.deleteFrom("usage_monthly").where("month", "=", month).where("school_id", "in", schools).execute();
      // Per item only the types read by item (ITEMIZED_ITEM_TYPES); the rest summed per database, item_id 0.
      const monthlyItemId = sql<number>`case when item_type in (${sql.join(
        ITEMIZED_ITEM_TYPES.map((type) => sql.lit(type)),
      )}) then item_id else 0 end`;
      await trx
        .insertInto("usage_monthly")
        .columns(["school_id", "month", "item_type", "item_id", "database_type", "database_id", "metric", "count"])
        .expression(
          trx
            .selectFrom("usage_daily")
            .select([
              "school_id",
              sql<string>`cast(${month} as text)`.as("month"),
              "item_type",
              monthlyItemId.as("item_id"),
              "database_type",
              "database_id",
              "metric",
              sql<number>`sum(count)`.as("count"),
            ])
            .where("school_id", "in", schools)
            .where("day", ">=", `${month}-01`)
            .where("day", "<=", `${month}-31`)
            .groupBy(["school_id", "item_type", monthlyItemId, "database_type", "database_id", "metric"]),
        )
        .execute();
      // The month's distinct visitors, from its days (a visitor of every page view is charged with a page_views row,
      // so these schools are all the day's visitors' schools).
      await trx
        .deleteFrom("usage_visitors_monthly")
        .where("month", "=", month)
        .where("school_id", "in", schools)
        .execute();
      const came = (column: "access" | "device", value: string) =>
        sql<number>`max(case when ${sql.ref(column)} = ${value} then 1 else 0 end)`;
      await trx
        .insertInto("usage_visitors_monthly")
        .columns(["school_id", "month", "visitor", "campus", "login", "desktop", "mobile"])
        .expression(
          trx
            .selectFrom("usage_visitors")
            .select([
              "school_id",
              sql<string>`cast(${month} as text)`.as("month"),
              "visitor",
              came("access", "campus").as("campus"),
              came("access", "login").as("login"),
              came("device", "desktop").as("desktop"),
              came("device", "mobile").as("mobile"),
            ])
            .where("school_id", "in", schools)
            .where("day", ">=", `${month}-01`)
            .where("day", "<=", `${month}-31`)
            .groupBy(["school_id", "visitor"]),
        )
        .execute();
    }
    await writeUsageSummaries(trx, day, schools);
    await trx
      .insertInto("usage_days")
      .values({ day, built_at: now })
      .onConflict((oc) => oc.column("day").doUpdateSet({ built_at: now }))
      .execute();
  });
  return { rows: rows.length };
}

interface SourceRange {
  source: string;
  lastId: number;
  from: number | null;
  to: number | null;
}

async function watermark(source: string): Promise<number> {
  const row = await db.selectFrom("usage_watermarks").select("last_id").where("source", "=", source).executeTakeFirst();
  return Number(row?.last_id ?? 0);
}

/** What each source added since the last run: its newest id (or time) and the span of times it touched. */
async function newRowRanges(): Promise<SourceRange[]> {
  const [visits, refusals, reviews, answers, usageEvents, attempts] = await Promise.all([
    watermark("visit_logs"),
    watermark("usage_refusals"),
    watermark("word_review_logs"),
    watermark("question_attempt_answers"),
    watermark("usage_events"),
    watermark("question_attempts"),
  ]);
  const idRange = async (
    table: "visit_logs" | "usage_refusals" | "usage_events",
    since: number,
  ): Promise<SourceRange> => {
    const row = await db
      .selectFrom(table)
      .select((eb) => [
        eb.fn.max("id").as("last"),
        eb.fn.min("created_at").as("from"),
        eb.fn.max("created_at").as("to"),
      ])
      .where("id", ">", since)
      .executeTakeFirst();
    return rangeOf(table, since, row);
  };
  const reviewRange = db
    .selectFrom("word_review_logs")
    .select((eb) => [
      eb.fn.max("id").as("last"),
      eb.fn.min("reviewed_at").as("from"),
      eb.fn.max("reviewed_at").as("to"),
    ])
    .where("id", ">", reviews)
    .executeTakeFirst()
    .then((row) => rangeOf("word_review_logs", reviews, row));
  // Answers have no id: saved_at (the server's time of the write) is their watermark.
  const answerRange = db
    .selectFrom("question_attempt_answers")
    .select((eb) => [
      eb.fn.max("saved_at").as("last"),
      eb.fn.min("answered_at").as("from"),
      eb.fn.max("answered_at").as("to"),
    ])
    .where("saved_at", ">", answers)
    // Marking an attempt writes a row for each unanswered question with answered_at 0: no day of anyone's usage.
    .where("answered_at", ">", 0)
    .executeTakeFirst()
    .then((row) => rangeOf("question_attempt_answers", answers, row));
  // Attempts have an id, but an exam is handed in long after it starts (or at its deadline, by the sweeper, later
  // still): updated_at (the server's time of the write) is their watermark, submitted_at the day they touch.
  const attemptRange = db
    .selectFrom("question_attempts")
    .select((eb) => [
      eb.fn.max("updated_at").as("last"),
      eb.fn.min("submitted_at").as("from"),
      eb.fn.max("submitted_at").as("to"),
    ])
    .where("updated_at", ">", attempts)
    .where("mode", "=", "exam")
    .where("submitted_at", "is not", null)
    .executeTakeFirst()
    .then((row) => rangeOf("question_attempts", attempts, row));
  return Promise.all([
    idRange("visit_logs", visits),
    idRange("usage_refusals", refusals),
    reviewRange,
    answerRange,
    idRange("usage_events", usageEvents),
    attemptRange,
  ]);
}

function rangeOf(
  source: string,
  since: number,
  row: { last: unknown; from: unknown; to: unknown } | undefined,
): SourceRange {
  const number = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  return { source, lastId: number(row?.last) ?? since, from: number(row?.from), to: number(row?.to) };
}

/**
 * The nightly job: rebuilds every finished day that new raw rows touched, and every finished day not built yet since
 * the last built one. Returns the days rebuilt. Safe to run often: nothing new, nothing done.
 */
export async function aggregatePendingUsage(now: number = Date.now()): Promise<string[]> {
  const today = usageDayOf(now);
  const ranges = await newRowRanges();
  const days = new Set<string>();
  for (const range of ranges)
    if (range.from !== null && range.to !== null)
      for (const day of usageDaysBetween(range.from, range.to)) days.add(day);
  const lastBuilt = await db
    .selectFrom("usage_days")
    .select((eb) => eb.fn.max("day").as("day"))
    .executeTakeFirst();
  // Days with no rows are built too (a month is ready once its last day is): from the last built day, or at least
  // yesterday when nothing was ever built.
  const sinceDay = lastBuilt?.day ? usageDayWindow(lastBuilt.day).to : now - 24 * 3_600_000;
  for (const day of usageDaysBetween(sinceDay, now)) days.add(day);
  const due = [...days].filter((day) => day < today).sort();
  for (const day of due) await rebuildUsageDay(day, now);
  await db.transaction().execute(async (trx) => {
    for (const range of ranges) {
      await trx
        .insertInto("usage_watermarks")
        .values({ source: range.source, last_id: range.lastId })
        .onConflict((oc) => oc.column("source").doUpdateSet({ last_id: range.lastId }))
        .execute();
    }
  });
  return due;
}
