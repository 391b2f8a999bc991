// The console's 使用统计 (issue 28; docs/decisions/0056-usage-and-counter.md, "The console's reports") on SQLite and
// PostgreSQL. The aggregate rows are seeded directly — September and October 2025 of 演示大学 and of 复旦大学 (which must
// never show), the campus gate's refusals under school 0, distinct visitors per day and month, keywords — from a
// seeded random generator, and every number the service and the pages give is compared with sums this file makes from
// the same rows. Distinct visitors over a week are not the sum of its days. Another school's page or file is 404, a
// student's 403; the CSV and XLSX files parse back to the page's tables; the monthly PDF's text holds the month's
// totals; bad input is a Chinese message with 400, never a 5xx.
import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import type { Database } from "~/db/schema";
import { writeUsageSummaries } from "~/modules/usage/usage-aggregation.server";
import { usageOverview, usageResources, usageSearches } from "~/modules/usage/usage-console-reports.server";
import {
  addDays,
  bucketKeyOf,
  bucketsOf,
  type UsageGranularity,
  type UsagePeriod,
} from "~/modules/usage/usage-periods";
import {
  downloadMonthlyUsagePdf,
  downloadUsageTable,
  loadUsageOverviewPage,
  loadUsageResourcesPage,
  loadUsageSearchesPage,
} from "~/modules/usage/usage-report-pages.server";
import { demoConsoleAccounts } from "~/seed/console-accounts";
import { asConsoleSession } from "../support/console-session";
import { readPdfText } from "../support/pdf-text";
import { loginDemo, newUser, schoolId, seedDemo, type TestUser } from "./course-fixtures";

type DailyRow = Database["usage_daily"];

const CONSOLE = { clientIp: "10.20.30.40" };
const FIRST = "2025-09-01";
const LAST = "2025-10-31";
const ACCESSES = ["campus", "login"] as const;
const DEVICES = ["desktop", "mobile"] as const;

let demoSchool: number;
let fudanSchool: number;
let staff: TestUser;
let operator: TestUser;
let daily: DailyRow[] = [];
let visitors: Array<Database["usage_visitors"]> = [];
let keywords: Array<Database["usage_keywords"]> = [];
let ids: { courseVideo: number; course: number; paper: number; bank: number; questionSet: number };
let titles: { courseVideo: string; course: string; paper: string; bank: string; questionSet: string };

/** A small deterministic generator (mulberry32), so a failure repeats. */
function randomFrom(seed: number) {
  let state = seed;
  return (max: number) => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) % max;
  };
}

function seedRows(school: number, seed: number) {
  const random = randomFrom(seed);
  const rows: DailyRow[] = [];
  const row = (day: string, values: Partial<DailyRow> & Pick<DailyRow, "metric">, count: number) => {
    if (count > 0)
      rows.push({
        school_id: school,
        day,
        item_type: "",
        item_id: 0,
        database_type: "",
        database_id: 0,
        access: "campus",
        device: "desktop",
        count,
        ...values,
      });
  };
  for (let day = FIRST; day <= LAST; day = addDays(day, 1)) {
    for (const access of ACCESSES)
      for (const device of DEVICES) {
        const where = { access, device };
        row(day, { metric: "page_views", ...where }, 20 + random(50));
        row(day, { metric: "sessions", ...where }, 3 + random(8));
        row(day, { metric: "visitors", ...where }, 2 + random(5));
        row(day, { metric: "Searches_Platform", ...where }, random(6));
        const video = {
          item_type: "course_video",
          item_id: ids.courseVideo,
          database_type: "course",
          database_id: ids.course,
        };
        row(day, { metric: "Total_Item_Requests", ...video, ...where }, random(9));
        row(day, { metric: "Unique_Item_Requests", ...video, ...where }, random(4));
        row(day, { metric: "Total_Item_Investigations", ...video, ...where }, random(9));
        row(day, { metric: "watch_seconds", ...video, ...where }, random(3000));
        row(day, { metric: "Total_Item_Requests", item_type: "live", item_id: 1, ...where }, random(3));
        row(day, { metric: "Total_Item_Requests", item_type: "paper", item_id: ids.paper, ...where }, random(4));
        row(day, { metric: "downloads", item_type: "paper", item_id: ids.paper, ...where }, random(3));
        row(day, { metric: "downloads", item_type: "question_set", item_id: ids.questionSet, ...where }, random(3));
        row(day, { metric: "exams_submitted", ...where }, random(2));
        row(
          day,
          {
            metric: "No_License",
            item_type: "course_video",
            item_id: 99,
            database_type: "course",
            database_id: 9,
            ...where,
          },
          random(2),
        );
      }
    // Words and answers: logged in, on the desktop (ADR 0056).
    const fixed = { access: "login", device: "desktop" };
    const learnt = random(30);
    row(
      day,
      { metric: "words_learnt", item_type: "word", database_type: "word_book", database_id: 1, ...fixed },
      learnt,
    );
    row(
      day,
      {
        metric: "Total_Item_Requests",
        item_type: "word",
        item_id: 7,
        database_type: "word_book",
        database_id: 1,
        ...fixed,
      },
      learnt + random(40),
    );
    row(
      day,
      {
        metric: "Total_Item_Requests",
        item_type: "question",
        item_id: 11,
        database_type: "question_bank",
        database_id: ids.bank,
        ...fixed,
      },
      random(25),
    );
    row(
      day,
      {
        metric: "Total_Item_Investigations",
        database_type: "course",
        database_id: ids.course,
        item_type: "course",
        item_id: ids.course,
        ...fixed,
      },
      random(5),
    );
  }
  return rows;
}

/** Visitors: a pool of 12 per school, each coming on some days — so a week's distinct visitors are fewer than the sum of its days. */
function seedVisitors(school: number, seed: number) {
  const random = randomFrom(seed);
  const rows: Array<Database["usage_visitors"]> = [];
  for (let day = FIRST; day <= LAST; day = addDays(day, 1))
    for (let visitor = 0; visitor < 12; visitor += 1)
      if (random(3) > 0) {
        const access = ACCESSES[random(2)]!;
        const device = DEVICES[random(2)]!;
        rows.push({ school_id: school, day, visitor: `v${school}-${visitor}`, access, device });
      }
  return rows;
}

function seedKeywords(school: number, seed: number) {
  const random = randomFrom(seed);
  const rows: Array<Database["usage_keywords"]> = [];
  const words = ["政治", "英语一", "数学二", "408", "马原", "不存在的课"];
  for (let day = FIRST; day <= LAST; day = addDays(day, 1))
    for (const [index, keyword] of words.entries()) {
      const searches = random(5 + index);
      if (searches === 0) continue;
      rows.push({ school_id: school, day, keyword, searches, zero_results: index >= 4 ? random(searches + 1) : 0 });
    }
  return rows;
}

async function insertAll<T extends keyof Database>(table: T, rows: readonly object[]) {
  for (let start = 0; start < rows.length; start += 500)
    await db
      .insertInto(table)
      .values(rows.slice(start, start + 500) as never)
      .execute();
}

beforeAll(async () => {
  await seedDemo();
  demoSchool = await schoolId("演示大学");
  fudanSchool = await schoolId("复旦大学");
  const video = await db
    .selectFrom("course_videos")
    .select(["id", "title", "course_id"])
    .orderBy("id")
    .executeTakeFirstOrThrow();
  const course = await db
    .selectFrom("courses")
    .select("title")
    .where("id", "=", video.course_id)
    .executeTakeFirstOrThrow();
  const paper = await db.selectFrom("exam_papers").select(["id", "title"]).orderBy("id").executeTakeFirstOrThrow();
  const bank = await db.selectFrom("question_banks").select(["id", "name"]).orderBy("id").executeTakeFirstOrThrow();
  const set = await db.selectFrom("question_sets").select(["id", "title"]).orderBy("id").executeTakeFirstOrThrow();
  ids = { courseVideo: video.id, course: video.course_id, paper: paper.id, bank: bank.id, questionSet: set.id };
  titles = {
    courseVideo: video.title,
    course: course.title,
    paper: paper.title,
    bank: bank.name,
    questionSet: set.title,
  };

  daily = [...seedRows(demoSchool, 1), ...seedRows(fudanSchool, 2)];
  // The campus gate's refusals: school 0, access gate.
  for (let day = FIRST; day <= LAST; day = addDays(day, 1))
    for (const [index, device] of DEVICES.entries())
      daily.push({
        school_id: 0,
        day,
        item_type: "",
        item_id: 0,
        database_type: "",
        database_id: 0,
        access: "gate",
        device,
        metric: "campus_refusals",
        count: 1 + index + (Number(day.slice(-2)) % 3),
      });
  visitors = [...seedVisitors(demoSchool, 3), ...seedVisitors(fudanSchool, 4)];
  keywords = [...seedKeywords(demoSchool, 5), ...seedKeywords(fudanSchool, 6)];
  await insertAll("usage_daily", daily);
  // The monthly sums as the aggregation writes them: usage_daily summed without access and device.
  const monthly = new Map<string, Database["usage_monthly"]>();
  for (const row of daily) {
    const key = [
      row.school_id,
      row.day.slice(0, 7),
      row.item_type,
      row.item_id,
      row.database_type,
      row.database_id,
      row.metric,
    ].join("|");
    const entry = monthly.get(key);
    if (entry) entry.count += row.count;
    else
      monthly.set(key, {
        school_id: row.school_id,
        month: row.day.slice(0, 7),
        item_type: row.item_type,
        item_id: row.item_id,
        database_type: row.database_type,
        database_id: row.database_id,
        metric: row.metric,
        count: row.count,
      });
  }
  await insertAll("usage_monthly", [...monthly.values()]);
  await insertAll("usage_visitors", visitors);
  const monthlyVisitors = new Map<string, Database["usage_visitors_monthly"]>();
  // One row per visitor and month with a flag for each access and device they came with.
  for (const row of visitors) {
    const month = row.day.slice(0, 7);
    const key = [row.school_id, month, row.visitor].join("|");
    const entry = monthlyVisitors.get(key) ?? {
      school_id: row.school_id,
      month,
      visitor: row.visitor,
      campus: 0,
      login: 0,
      desktop: 0,
      mobile: 0,
    };
    entry[row.access as "campus" | "login"] = 1;
    entry[row.device as "desktop" | "mobile"] = 1;
    monthlyVisitors.set(key, entry);
  }
  await insertAll("usage_visitors_monthly", [...monthlyVisitors.values()]);
  // The overview's compact rows (sums over items, distinct visitors per whole day, week and month) derived from the
  // rows above by the aggregation's own code, day by day as the nightly run does; the expectations below are made
  // from the seeded rows, never from these.
  await db.transaction().execute(async (trx) => {
    for (let day = FIRST; day <= LAST; day = addDays(day, 1)) {
      const schools = new Set(daily.filter((row) => row.day === day).map((row) => row.school_id));
      await writeUsageSummaries(trx, day, [...schools]);
    }
  });
  await insertAll("usage_keywords", keywords);
  await db
    .insertInto("usage_days")
    .values({ day: LAST, built_at: Date.now() })
    .onConflict((oc) => oc.column("day").doNothing())
    .execute();

  staff = await loginDemo(demoConsoleAccounts[1].phoneNumber);
  operator = await loginDemo(demoConsoleAccounts[0].phoneNumber);
  await asConsoleSession(staff.token);
  await asConsoleSession(operator.token);
}, 120_000);

// ——— Sums made here from the seeded rows ———

const within = (day: string, period: UsagePeriod) => day >= period.from && day <= period.to;
const VIDEOS = ["course_video", "paper_video", "live"];

function expected(school: number, period: UsagePeriod, filter: (row: DailyRow) => boolean = () => true) {
  const rows = daily.filter((row) => row.school_id === school && within(row.day, period) && filter(row));
  const sum = (test: (row: DailyRow) => boolean) => rows.filter(test).reduce((total, row) => total + row.count, 0);
  const wordRequests = sum((row) => row.metric === "Total_Item_Requests" && row.item_type === "word");
  const learnt = sum((row) => row.metric === "words_learnt");
  return {
    sessions: sum((row) => row.metric === "sessions"),
    page_views: sum((row) => row.metric === "page_views"),
    video_plays: sum((row) => row.metric === "Total_Item_Requests" && VIDEOS.includes(row.item_type)),
    watch_minutes: Math.round(sum((row) => row.metric === "watch_seconds") / 60),
    words_learnt: learnt,
    words_reviewed: Math.max(0, wordRequests - learnt),
    questions: sum((row) => row.metric === "Total_Item_Requests" && row.item_type === "question"),
    exams: sum((row) => row.metric === "exams_submitted"),
    downloads: sum((row) => row.metric === "downloads"),
    searches: sum((row) => row.metric === "Searches_Platform"),
    no_license: sum((row) => row.metric === "No_License"),
  } as Record<string, number>;
}

function distinctVisitors(
  school: number,
  period: UsagePeriod,
  filter: (row: Database["usage_visitors"]) => boolean = () => true,
) {
  return new Set(
    visitors
      .filter((row) => row.school_id === school && within(row.day, period) && filter(row))
      .map((row) => row.visitor),
  ).size;
}

const request = (period: UsagePeriod, granularity: UsageGranularity, comparison: UsagePeriod) => ({
  period,
  granularity,
  comparison,
});

function page(token: string, path: string): Request {
  return new Request(`http://localhost${path}`, { headers: { cookie: `Authorization=${token}` } });
}

async function statusOf(run: () => Promise<unknown>): Promise<number> {
  try {
    const value = await run();
    if (value instanceof Response) return value.status;
    return (value as { init?: { status?: number } | null }).init?.status ?? 200;
  } catch (thrown) {
    return thrown instanceof Response
      ? thrown.status
      : ((thrown as { init?: { status?: number } }).init?.status ?? 500);
  }
}

/** The CSV's bytes as rows of cells (RFC 4180 quoting), after its BOM. */
function parseCsv(bytes: ArrayBuffer): string[][] {
  const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
  expect(text.startsWith("\uFEFF")).toBe(true);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  const body = text.slice(1);
  for (let index = 0; index < body.length; index += 1) {
    const char = body[index]!;
    if (quoted) {
      if (char === '"' && body[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(cell);
      cell = "";
    } else if (char === "\r" && body[index + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      index += 1;
    } else cell += char;
  }
  return rows;
}

describe("the report service", () => {
  const october = { from: "2025-10-01", to: "2025-10-31" };
  const september = { from: "2025-09-01", to: "2025-09-30" };

  it("totals every measure as the seeded rows sum, beside the comparison period, with the change in %", async () => {
    const overview = await usageOverview(demoSchool, request(october, "week", september), { gate: false });
    const now = expected(demoSchool, october);
    const before = expected(demoSchool, september);
    for (const measure of overview.measures) {
      if (measure.key === "visitors") continue;
      expect([measure.key, measure.total, measure.previous], measure.key).toEqual([
        measure.key,
        now[measure.key],
        before[measure.key],
      ]);
    }
    const visits = overview.measures.find((measure) => measure.key === "visitors")!;
    expect(visits.total).toBe(distinctVisitors(demoSchool, october));
    expect(visits.previous).toBe(distinctVisitors(demoSchool, september));
    const views = overview.measures.find((measure) => measure.key === "page_views")!;
    const change = Math.round(((now.page_views! - before.page_views!) / before.page_views!) * 1000) / 10;
    expect(views.change).toBe(`${change > 0 ? "+" : change < 0 ? "−" : ""}${Math.abs(change)}%`);
    // The campus gate's refusals are the operator's only.
    expect(overview.measures.map((measure) => measure.key)).not.toContain("campus_refusals");
    expect(overview.builtThrough).toBe(LAST);
  });

  it("gives a series per Monday-based week whose sums are the rows', and distinct visitors a week that are not the sum of its days", async () => {
    const overview = await usageOverview(demoSchool, request(october, "week", september), { gate: false });
    expect(overview.buckets.map((bucket) => bucket.key)).toEqual([
      "2025-09-29",
      "2025-10-06",
      "2025-10-13",
      "2025-10-20",
      "2025-10-27",
    ]);
    for (const [index, bucket] of overview.buckets.entries()) {
      const sums = expected(demoSchool, bucket);
      for (const measure of overview.measures) {
        const value = measure.series[index];
        if (measure.key === "visitors") expect(value).toBe(distinctVisitors(demoSchool, bucket));
        else expect(value, `${measure.key} ${bucket.key}`).toBe(sums[measure.key]);
      }
    }
    const week = overview.buckets[1]!;
    const visitorsByDay = bucketsOf(week, "day").reduce((sum, day) => sum + distinctVisitors(demoSchool, day), 0);
    const weekly = overview.measures.find((measure) => measure.key === "visitors")!.series[1]!;
    expect(weekly).toBe(distinctVisitors(demoSchool, week));
    expect(weekly).toBeLessThan(visitorsByDay);
    expect(weekly).toBeLessThanOrEqual(12);
  });

  it("gives each day's distinct visitors by day", async () => {
    const period = { from: "2025-09-27", to: "2025-10-04" };
    const overview = await usageOverview(demoSchool, request(period, "day", september), { gate: false });
    const visits = overview.measures.find((measure) => measure.key === "visitors")!;
    expect(visits.series).toEqual(overview.buckets.map((bucket) => distinctVisitors(demoSchool, bucket)));
    expect(visits.series.every((value) => value > 0)).toBe(true);
  });

  it("reads a month whole from the monthly visitors and the edge days from the daily ones", async () => {
    const period = { from: "2025-09-15", to: "2025-10-31" };
    const overview = await usageOverview(
      demoSchool,
      request(period, "month", { from: "2025-07-30", to: "2025-09-14" }),
      { gate: false },
    );
    const visits = overview.measures.find((measure) => measure.key === "visitors")!;
    expect(visits.series).toEqual([
      distinctVisitors(demoSchool, { from: "2025-09-15", to: "2025-09-30" }),
      distinctVisitors(demoSchool, october),
    ]);
    expect(visits.total).toBe(distinctVisitors(demoSchool, period));
    expect(visits.previous).toBe(distinctVisitors(demoSchool, { from: "2025-09-01", to: "2025-09-14" }));
    const sessions = overview.measures.find((measure) => measure.key === "sessions")!;
    expect(sessions.series).toEqual([
      expected(demoSchool, { from: "2025-09-15", to: "2025-09-30" }).sessions,
      expected(demoSchool, october).sessions,
    ]);
  });

  it("splits on campus vs logged in off campus and desktop vs mobile; words and answers are logged-in desktop", async () => {
    const overview = await usageOverview(demoSchool, request(october, "day", september), { gate: false });
    for (const measure of overview.measures) {
      if (measure.key === "visitors") {
        expect(measure.access).toEqual({
          campus: distinctVisitors(demoSchool, october, (row) => row.access === "campus"),
          login: distinctVisitors(demoSchool, october, (row) => row.access === "login"),
        });
        expect(measure.device.mobile).toBe(distinctVisitors(demoSchool, october, (row) => row.device === "mobile"));
        continue;
      }
      const key = measure.key;
      expect(measure.access, key).toEqual({
        campus: expected(demoSchool, october, (row) => row.access === "campus")[key],
        login: expected(demoSchool, october, (row) => row.access === "login")[key],
      });
      expect(measure.device, key).toEqual({
        desktop: expected(demoSchool, october, (row) => row.device === "desktop")[key],
        mobile: expected(demoSchool, october, (row) => row.device === "mobile")[key],
      });
    }
    const questions = overview.measures.find((measure) => measure.key === "questions")!;
    expect(questions.access!.campus).toBe(0);
    expect(questions.device.mobile).toBe(0);
    expect(questions.total).toBeGreaterThan(0);
    // A day's series, 31 points.
    expect(overview.measures[0]!.series).toHaveLength(31);
    expect(overview.measures[0]!.series[4]).toBe(
      expected(demoSchool, { from: "2025-10-05", to: "2025-10-05" }).sessions,
    );
  });

  it("shows the operator the campus gate's refusals of school 0, by device", async () => {
    const overview = await usageOverview(demoSchool, request(october, "month", september), { gate: true });
    const gate = overview.measures.find((measure) => measure.key === "campus_refusals")!;
    const sum = (period: UsagePeriod, device?: string) =>
      daily
        .filter((row) => row.school_id === 0 && within(row.day, period) && (!device || row.device === device))
        .reduce((total, row) => total + row.count, 0);
    expect([gate.total, gate.previous, gate.access]).toEqual([sum(october), sum(september), null]);
    expect(gate.device).toEqual({ desktop: sum(october, "desktop"), mobile: sum(october, "mobile") });
    expect(bucketKeyOf("2025-10-09", "month")).toBe(overview.buckets[0]!.key);
  });

  it("ranks resources with their titles, from the monthly sums and the edge days alike", async () => {
    for (const period of [
      october,
      { from: "2025-09-20", to: "2025-10-31" },
      { from: "2025-10-03", to: "2025-10-09" },
    ]) {
      const resources = await usageResources(demoSchool, period);
      const sums = (filter: (row: DailyRow) => boolean) =>
        daily
          .filter((row) => row.school_id === demoSchool && within(row.day, period) && filter(row))
          .reduce((total, row) => total + row.count, 0);
      const video = resources.videos.find((entry) => entry.type === "course_video")!;
      expect(video.title).toBe(titles.courseVideo);
      expect(video.counts.Total_Item_Requests).toBe(
        sums(
          (row) =>
            row.item_type === "course_video" && row.item_id === ids.courseVideo && row.metric === "Total_Item_Requests",
        ),
      );
      expect(video.counts.watch_seconds).toBe(
        sums((row) => row.item_type === "course_video" && row.metric === "watch_seconds"),
      );
      const course = resources.courses.find((entry) => entry.id === ids.course)!;
      expect([course.title, course.counts.Total_Item_Investigations]).toEqual([
        titles.course,
        sums(
          (row) =>
            row.database_type === "course" &&
            row.database_id === ids.course &&
            row.metric === "Total_Item_Investigations",
        ),
      ]);
      expect(resources.banks).toEqual([
        {
          type: "question_bank",
          id: ids.bank,
          title: titles.bank,
          counts: { Total_Item_Requests: sums((row) => row.item_type === "question") },
        },
      ]);
      expect(resources.papers[0]).toMatchObject({
        title: titles.paper,
        counts: { downloads: sums((row) => row.item_type === "paper" && row.metric === "downloads") },
      });
      expect(resources.downloads.map((entry) => [entry.title, entry.counts.downloads]).sort()).toEqual(
        [
          [titles.paper, sums((row) => row.item_type === "paper" && row.metric === "downloads")],
          [titles.questionSet, sums((row) => row.item_type === "question_set" && row.metric === "downloads")],
        ].sort(),
      );
      // The live (id 1) is a video too; the unlicensed video 99 is a refusal, not a play.
      expect(resources.videos.map((entry) => entry.type).sort()).toEqual(["course_video", "live"]);
    }
  });

  it("lists the keywords searched most and those that found nothing", async () => {
    const searches = await usageSearches(demoSchool, october);
    const mine = keywords.filter((row) => row.school_id === demoSchool && within(row.day, october));
    const byKeyword = new Map<string, { searches: number; zero: number }>();
    for (const row of mine) {
      const entry = byKeyword.get(row.keyword) ?? { searches: 0, zero: 0 };
      entry.searches += row.searches;
      entry.zero += row.zero_results;
      byKeyword.set(row.keyword, entry);
    }
    expect(searches.searches).toBe(expected(demoSchool, october).searches);
    expect(searches.keywordSearches).toBe(mine.reduce((sum, row) => sum + row.searches, 0));
    expect(searches.zeroResults).toBe(mine.reduce((sum, row) => sum + row.zero_results, 0));
    const top = [...byKeyword].sort((a, b) => b[1].searches - a[1].searches || (a[0] < b[0] ? -1 : 1));
    expect(searches.top.map((row) => [row.keyword, row.searches, row.zeroResults])).toEqual(
      top.map(([keyword, entry]) => [keyword, entry.searches, entry.zero]),
    );
    expect(searches.nothingFound.map((row) => row.keyword).sort()).toEqual(
      ["不存在的课", "马原"].filter((keyword) => byKeyword.get(keyword)!.zero > 0).sort(),
    );
  });
});

describe("the pages", () => {
  const range = "from=2025-10-01&to=2025-10-31&granularity=week&compare=previous";

  it("shows a school's staff their school's report; another school's is 404, a student's 403", async () => {
    const loaded = await loadUsageOverviewPage(page(staff.token, `/console/usage?${range}`), CONSOLE);
    expect(loaded.init?.status ?? 200).toBe(200);
    const report = loaded.data.report!;
    expect(loaded.data.school.id).toBe(demoSchool);
    expect(report.totals.rows.find((row) => row[0] === "会话数")?.[1]).toBe(
      expected(demoSchool, { from: "2025-10-01", to: "2025-10-31" }).sessions,
    );
    expect(report.trends.map((trend) => trend.key)).not.toContain("campus_refusals");
    expect(report.trends[0]!.table.csv).toBe(`/console/usage/export/trend-sessions.csv?${range}`);
    expect(JSON.stringify(loaded.data)).not.toContain(`v${demoSchool}-`);

    for (const load of [loadUsageOverviewPage, loadUsageResourcesPage, loadUsageSearchesPage]) {
      expect(
        await statusOf(() => load(page(staff.token, `/console/usage?${range}&school=${fudanSchool}`), CONSOLE)),
      ).toBe(404);
      expect(await statusOf(() => load(page(staff.token, `/console/usage?${range}`), CONSOLE))).toBe(200);
    }
    expect(
      await statusOf(() =>
        downloadUsageTable(
          page(staff.token, `/console/usage/export/totals.csv?${range}&school=${fudanSchool}`),
          CONSOLE,
          "totals.csv",
        ),
      ),
    ).toBe(404);
    expect(
      await statusOf(() =>
        downloadMonthlyUsagePdf(
          page(staff.token, `/console/usage/monthly.pdf?month=2025-10&school=${fudanSchool}`),
          CONSOLE,
        ),
      ),
    ).toBe(404);
    const student = await newUser("演示大学");
    expect(await statusOf(() => loadUsageOverviewPage(page(student.token, "/console/usage"), CONSOLE))).toBe(403);
    expect(
      await statusOf(() =>
        downloadUsageTable(page(student.token, "/console/usage/export/totals.csv"), CONSOLE, "totals.csv"),
      ),
    ).toBe(403);
  });

  it("shows the operator any school, with the campus gate's refusals", async () => {
    const loaded = await loadUsageOverviewPage(
      page(operator.token, `/console/usage?${range}&school=${fudanSchool}`),
      CONSOLE,
    );
    const report = loaded.data.report!;
    expect(loaded.data.school.id).toBe(fudanSchool);
    expect(report.totals.rows.find((row) => row[0] === "页面浏览量")?.[1]).toBe(
      expected(fudanSchool, { from: "2025-10-01", to: "2025-10-31" }).page_views,
    );
    expect(report.trends.map((trend) => trend.key)).toContain("campus_refusals");
    expect(report.gate).toBe(true);
  });

  it("redisplays a refused period with its messages and no numbers (400); a missing field takes its default", async () => {
    for (const [query, field] of [
      ["from=2025-10-31&to=2025-10-01&granularity=day&compare=previous", "to"],
      ["from=2025-13-01&to=2025-10-01&granularity=day&compare=previous", "from"],
      ["from=2021-01-01&to=2025-10-01&granularity=month&compare=previous", "to"],
      ["from=junk&to=%00&granularity=%27;drop&compare=x", "from"],
      ["from=2025-01-01&to=2025-10-01&granularity=day&compare=previous", "granularity"],
    ] as const) {
      const loaded = await loadUsageOverviewPage(page(staff.token, `/console/usage?${query}`), CONSOLE);
      expect(loaded.init?.status, query).toBe(400);
      expect(loaded.data.report).toBeNull();
      expect(loaded.data.errors[field], query).toMatch(/[\u4e00-\u9fff]/);
    }
    const plain = await loadUsageSearchesPage(page(staff.token, "/console/usage/searches"), CONSOLE);
    expect(plain.init?.status ?? 200).toBe(200);
    expect(plain.data.typed.granularity).toBe("day");
  });
});

describe("the files", () => {
  const range = "from=2025-09-20&to=2025-10-31&granularity=week&compare=year";

  it("gives each table as CSV and XLSX, which parse back to the page's table", async () => {
    const [overview, resources, searches] = await Promise.all([
      loadUsageOverviewPage(page(staff.token, `/console/usage?${range}`), CONSOLE),
      loadUsageResourcesPage(page(staff.token, `/console/usage/resources?${range}`), CONSOLE),
      loadUsageSearchesPage(page(staff.token, `/console/usage/searches?${range}`), CONSOLE),
    ]);
    const tables = [
      overview.data.report!.totals,
      overview.data.report!.splits,
      ...overview.data.report!.trends.map((trend) => trend.table),
      ...resources.data.report!.tables,
      ...searches.data.report!.tables,
    ];
    expect(tables.length).toBeGreaterThan(15);
    for (const table of tables) {
      const expectedRows = [table.columns, ...table.rows].map((row) => row.map(String));
      const csv = (await downloadUsageTable(page(staff.token, table.csv), CONSOLE, `${table.id}.csv`)) as Response;
      expect(csv.status).toBe(200);
      expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      expect(parseCsv(await csv.arrayBuffer()), table.id).toEqual(expectedRows);

      const xlsx = (await downloadUsageTable(page(staff.token, table.xlsx), CONSOLE, `${table.id}.xlsx`)) as Response;
      expect(xlsx.status).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(await xlsx.arrayBuffer());
      const sheetRows: unknown[][] = [];
      workbook.worksheets[0]!.eachRow((row) => sheetRows.push((row.values as unknown[]).slice(1)));
      expect(sheetRows, table.id).toEqual([table.columns, ...table.rows]);
    }
    expect(tables.some((table) => table.rows.some((row) => typeof row[1] === "number" && row[1] > 0))).toBe(true);
  });

  it("refuses a bad period or an unknown table with a Chinese message, never a 5xx", async () => {
    const bad = (await downloadUsageTable(
      page(
        staff.token,
        "/console/usage/export/totals.csv?from=2025-10-31&to=2025-10-01&granularity=day&compare=previous",
      ),
      CONSOLE,
      "totals.csv",
    )) as Response;
    expect([bad.status, await bad.text()]).toEqual([400, "统计期有误：结束日期不能早于开始日期\n"]);
    expect(
      await statusOf(() =>
        downloadUsageTable(page(staff.token, "/console/usage/export/users.csv"), CONSOLE, "users.csv"),
      ),
    ).toBe(404);
    expect(
      await statusOf(() =>
        downloadUsageTable(page(staff.token, "/console/usage/export/totals.pdf"), CONSOLE, "totals.pdf"),
      ),
    ).toBe(404);
    for (const month of ["2025-13", "junk", "", "2099-01", "1999-12"]) {
      const refused = (await downloadMonthlyUsagePdf(
        page(staff.token, `/console/usage/monthly.pdf?month=${month}`),
        CONSOLE,
      )) as Response;
      expect([refused.status, await refused.text()], month).toEqual([
        400,
        "月份应为 YYYY-MM（例如 2025-10），不早于 2000-01，且不晚于本月\n",
      ]);
    }
  });

  it("writes the monthly report as a PDF whose text shows the month's totals and the month before", async () => {
    const response = (await downloadMonthlyUsagePdf(
      page(staff.token, "/console/usage/monthly.pdf?month=2025-10"),
      CONSOLE,
    )) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    const pdf = await readPdfText(new Uint8Array(await response.arrayBuffer()));
    expect(pdf.title).toBe("演示大学 使用统计月报 2025-10");
    const text = pdf.text.replace(/\s+/g, "");
    const now = expected(demoSchool, { from: "2025-10-01", to: "2025-10-31" });
    const before = expected(demoSchool, { from: "2025-09-01", to: "2025-09-30" });
    const grouped = (value: number) => value.toLocaleString("en-US");
    expect(text).toContain(`会话数${grouped(now.sessions!)}${grouped(before.sessions!)}`);
    expect(text).toContain(`页面浏览量${grouped(now.page_views!)}${grouped(before.page_views!)}`);
    expect(text).toContain(`访客数${distinctVisitors(demoSchool, { from: "2025-10-01", to: "2025-10-31" })}`);
    expect(text).toContain(titles.courseVideo.replace(/\s+/g, ""));
    expect(text).toContain("不存在的课");
  });
});
