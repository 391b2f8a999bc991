// Builds the daily aggregate rows (usage_daily) from the raw rows the site records (docs/decisions/0056):
//   visit_logs       — item pages (requests), a course's page (an investigation of the course database), searches;
//   usage_refusals   — licence refusals (No_License); a refused page's own visit row is not a request;
//   word_review_logs — a word reviewed: a request of an item of its word book;
//   question_attempt_answers — a question answered: a request of an item of its question bank.
// A day is rebuilt whole: its rows are deleted and written again in one transaction, so rebuilding gives the same
// numbers and a late batch is folded in by rebuilding the days it touches (aggregatePendingUsage finds them from
// each source's id, or time, watermark). Only finished Beijing days are built; today waits for tomorrow.
import { sql } from "kysely";
import { db, dialect } from "~/db/client.server";
import { findCampusSchool, isIpInSchoolRanges } from "~/modules/school/school.server";
import {
  aggregateUsage,
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

async function schoolsOfUsers(userIds: number[]): Promise<Map<number, number | null>> {
  const schools = new Map<number, number | null>();
  for (let index = 0; index < userIds.length; index += INSERT_CHUNK) {
    const rows = await db
      .selectFrom("users")
      .select(["id", "school_id"])
      .where("id", "in", userIds.slice(index, index + INSERT_CHUNK))
      .execute();
    for (const row of rows) schools.set(row.id, row.school_id);
  }
  return schools;
}

async function coursesOfVideos(videoIds: number[]): Promise<Map<number, number>> {
  const courses = new Map<number, number>();
  for (let index = 0; index < videoIds.length; index += INSERT_CHUNK) {
    const rows = await db
      .selectFrom("course_videos")
      .select(["id", "course_id"])
      .where("id", "in", videoIds.slice(index, index + INSERT_CHUNK))
      .execute();
    for (const row of rows) courses.set(row.id, row.course_id);
  }
  return courses;
}

/** Who a visit is charged to: the account's school, else the campus it came from; and whether it was on campus. */
function makeAttributor(userSchools: Map<number, number | null>) {
  const campusOfIp = new Map<string, Promise<number | null>>();
  const onCampusOf = new Map<string, Promise<boolean>>();
  const campusSchool = (ip: string) => {
    let found = campusOfIp.get(ip);
    if (!found) {
      found = findCampusSchool(ip).then((school) => school?.id ?? null);
      campusOfIp.set(ip, found);
    }
    return found;
  };
  return async (userId: number | null, ip: string): Promise<{ schoolId: number; access: UsageAccess } | null> => {
    const memberSchool = userId !== null ? (userSchools.get(userId) ?? null) : null;
    if (memberSchool !== null) {
      const key = `${memberSchool}|${ip}`;
      let onCampus = onCampusOf.get(key);
      if (!onCampus) {
        onCampus = ip ? isIpInSchoolRanges(memberSchool, ip) : Promise.resolve(false);
        onCampusOf.set(key, onCampus);
      }
      return { schoolId: memberSchool, access: (await onCampus) ? "campus" : "login" };
    }
    const campus = await campusSchool(ip);
    return campus === null ? null : { schoolId: campus, access: "campus" };
  };
}

const deviceOf = (clienttype: number): UsageDevice => (clienttype === 1 ? "mobile" : "desktop");

/** The events of one Beijing day, from every source. */
async function usageEventsOfDay(
  day: string,
): Promise<{ events: UsageEvent[]; pageViews: PageViewFact[]; campusRefusals: Array<{ device: UsageDevice }> }> {
  const { from, to } = usageDayWindow(day);
  const [visits, refusals, reviews, answers, gateRefusals] = await Promise.all([
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
      .select(["r.user_id", "r.book_id", "r.word_id", "r.reviewed_at", "u.school_id"])
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
  ]);

  const targets = visits.map((visit) => pageTargetOf(visit.currenturl));
  const videoIds = new Set<number>();
  for (const target of targets)
    if (target?.action === "request" && target.itemType === "course_video" && target.courseId === undefined)
      videoIds.add(target.itemId);
  for (const refusal of refusals) if (refusal.item_type === "course_video") videoIds.add(refusal.item_id);
  const userIds = new Set<number>();
  for (const row of [...visits, ...refusals]) if (row.user_id !== null) userIds.add(row.user_id);
  const [courseOfVideo, userSchools] = await Promise.all([
    coursesOfVideos([...videoIds]),
    schoolsOfUsers([...userIds]),
  ]);
  const attribute = makeAttributor(userSchools);

  // A refused page is not a request: pair each licence refusal with the refused page's own visit row.
  const refusedVisits = new Set<number>();
  const refusalVisit = new Map<number, VisitRow>();
  refusals.forEach((refusal, refusalIndex) => {
    const actor = actorOf({ ...refusal, ip: refusal.ip });
    const match = visits.findIndex((visit, visitIndex) => {
      const target = targets[visitIndex];
      return (
        !refusedVisits.has(visitIndex) &&
        target?.action === "request" &&
        target.itemType === refusal.item_type &&
        target.itemId === refusal.item_id &&
        actorOf(visit) === actor &&
        Math.abs(visit.created_at - refusal.created_at) <= REFUSAL_MATCH_MS
      );
    });
    if (match >= 0) {
      refusedVisits.add(match);
      refusalVisit.set(refusalIndex, visits[match] as VisitRow);
    }
  });

  const events: UsageEvent[] = [];
  const pageViews: PageViewFact[] = [];
  for (const [index, visit] of visits.entries()) {
    const charged = await attribute(visit.user_id, visit.ip);
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
  return {
    events,
    pageViews,
    campusRefusals: gateRefusals.map((refusal) => ({ device: deviceOf(refusal.clienttype) })),
  };
}

/**
 * Rebuilds one Beijing day, and its month's sums from the month's days: the same raw rows always give the same
 * aggregate rows, and the monthly rows always equal the daily ones (one transaction).
 */
export async function rebuildUsageDay(day: string, now: number = Date.now()): Promise<{ rows: number }> {
  const { events, pageViews, campusRefusals } = await usageEventsOfDay(day);
  const rows: UsageDailyRow[] = [...aggregateUsage(day, events), ...siteCounts(day, pageViews, campusRefusals)];
  const month = day.slice(0, 7);
  await db.transaction().execute(async (trx) => {
    // Two processes rebuilding at once would both insert the same keys: on PostgreSQL they take turns (SQLite's
    // writer is one at a time already).
    if (dialect === "postgres") await sql`select pg_advisory_xact_lock(${USAGE_LOCK})`.execute(trx);
    // The month is summed again only for the schools this day had rows for, before or after.
    const before = await trx.selectFrom("usage_daily").select("school_id").distinct().where("day", "=", day).execute();
    const schools = [...new Set([...before.map((row) => row.school_id), ...rows.map((row) => row.school_id)])];
    await trx.deleteFrom("usage_daily").where("day", "=", day).execute();
    for (let index = 0; index < rows.length; index += INSERT_CHUNK) {
      await trx
        .insertInto("usage_daily")
        .values(rows.slice(index, index + INSERT_CHUNK))
        .execute();
    }
    if (schools.length > 0) {
      await trx.deleteFrom("usage_monthly").where("month", "=", month).where("school_id", "in", schools).execute();
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
              "item_id",
              "database_type",
              "database_id",
              "metric",
              sql<number>`sum(count)`.as("count"),
            ])
            .where("school_id", "in", schools)
            .where("day", ">=", `${month}-01`)
            .where("day", "<=", `${month}-31`)
            .groupBy(["school_id", "item_type", "item_id", "database_type", "database_id", "metric"]),
        )
        .execute();
    }
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
  const [visits, refusals, reviews, answers] = await Promise.all([
    watermark("visit_logs"),
    watermark("usage_refusals"),
    watermark("word_review_logs"),
    watermark("question_attempt_answers"),
  ]);
  const idRange = async (table: "visit_logs" | "usage_refusals", since: number): Promise<SourceRange> => {
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
    .executeTakeFirst()
    .then((row) => rangeOf("question_attempt_answers", answers, row));
  return Promise.all([idRange("visit_logs", visits), idRange("usage_refusals", refusals), reviewRange, answerRange]);
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
