// Issue 28's growth data: a year of use by the students of one school (演示大学, default 30,000 added students), in the
// daily and monthly aggregates the reports read, written by the real nightly job (rebuildUsageDay). A year of raw rows
// would be ~30 M (visits, word reviews, answers, usage events, refusals), and the job takes ~15–20 s over a full-size
// day, so not every day is built from raw rows: each month, two days are (its last weekday and its first weekend day:
// raw rows generated set-based, aggregated, deleted again), its other days get the daily rows of the built day of
// their kind, and the weekday is rebuilt last, which sums the month into usage_monthly as the nightly run does. The
// year's last weekday is seeded at a term weekday's size and its raw rows are kept, for timing the nightly job.
//
// Not in scripts/growth/seeders.ts: rebuildUsageDay writes through the process's database handle (DATABASE_URL), which
// `npm run growth` does not point at its run database, and the year takes minutes the page benchmarks would not use.
// scripts/growth/usage-reports.ts runs it.
//
// Who does what on a day (Beijing time, 07:00–23:00): a third of the students on a term weekday (weekends 0.7 of
// that, the winter vacation far fewer, the autumn before the December exam the most), each with ~4 page views
// (course videos, course pages, paper videos, lives, past papers, searches and other pages; phones and browsers as
// the growth visit log weights them, 65 % of views on campus, a few anonymous on campus, 1 % robots, 3 % double clicks 10 s apart, 0.5 % of video views
// refused for licence), 30 % reviewing ~15 words, 25 % answering 8 questions, a watch event per video, downloads of
// papers, searches with their results; the campus gate refuses some anonymous visitors off campus.
import { sql } from "kysely";
import { hashSecret } from "~/modules/auth/secret-hash.server";
import { studyDayIndex } from "~/modules/study-day/study-day";
import { usageDayWindow } from "~/modules/usage/usage-rules";
import type { SeedContext, Seeder } from "./seed-context";
import { digitsSql, hashSql, hexSql, quote, sequenceCte, valuesCte } from "./sql-fragments";
import { AGENT_COLUMNS, agentRows, pageRows } from "./visitor-profiles";

const USAGE_SCHOOL = "演示大学";
const USAGE_STUDENTS = 30_000;
/** A prefix no other seeder (nor the demo, 138, nor the tests, 137) uses, so the school's students never collide. */
const PHONE_PREFIX = "189";
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** The share of students active on a term weekday. */
const ACTIVE_SHARE = 1 / 3;
const VIEWS_PER_ACTIVE = 4;
/** Word reviews and answers per active student, on average (30 % review ~15 words; 25 % answer 8 questions). */
const REVIEWS_PER_ACTIVE = 4.5;
const ATTEMPTS_PER_ACTIVE = 0.25;
const ANSWERS_PER_ATTEMPT = 8;
/** The videos most views go to (the series everyone follows) and the courses whose pages are opened. */
const VIDEO_POOL = 9_000;
const COURSE_POOL = 300;
/** Row numbers of one day's statements stay below this, so hashing (day · SPAN + row) never repeats across days. */
const DAY_SPAN = 1_000_000;
const SITE = "https://yantu.example.cn";
/** 考研 by month (January … December): the winter vacation, the summer's 强化, the autumn before the exam. */
const MONTH_FACTOR = [0.55, 0.35, 0.9, 0.9, 0.9, 0.85, 0.75, 0.8, 1, 1, 1.1, 0.9];
const WEEKEND_FACTOR = 0.7;
/** Search keywords (weights by repetition) and how many results each found; the misspelt ones found nothing. */
const KEYWORDS: ReadonlyArray<readonly [string, number]> = [
  ["考研政治", 120],
  ["考研政治", 120],
  ["考研政治", 120],
  ["英语一真题", 60],
  ["英语一真题", 60],
  ["高等数学", 200],
  ["高等数学", 200],
  ["线性代数", 80],
  ["概率论", 45],
  ["马原", 30],
  ["作文模板", 25],
  ["阅读理解", 90],
  ["408", 40],
  ["数据结构", 35],
  ["肖秀荣", 12],
  ["张宇", 18],
  ["英语二", 70],
  ["复试", 22],
  ["调剂", 8],
  ["线代", 0],
  ["高树", 0],
  ["考研证治", 0],
];

interface Range {
  min: number;
  count: number;
}

/** The first id and the number of rows of a table whose ids are dense (the demo and growth data are). */
async function denseIds(
  context: SeedContext,
  table: "course_videos" | "courses" | "paper_videos" | "lives" | "exam_papers" | "question_sets" | "questions",
): Promise<Range> {
  const row = await context.db
    .selectFrom(table)
    .select((eb) => [eb.fn.min<number>("id").as("min"), eb.fn.max<number>("id").as("max"), eb.fn.countAll().as("n")])
    .executeTakeFirstOrThrow();
  const count = Number(row.n);
  if (count === 0 || Number(row.max) - Number(row.min) + 1 !== count)
    throw new Error(`${table}: ids are not dense (${row.min}…${row.max}, ${count} rows)`);
  return { min: Number(row.min), count };
}

/** The twelve finished Beijing months before `now`'s, as days (YYYY-MM-DD). */
function usageYearDays(now: number): string[] {
  const today = new Date(now + 8 * HOUR_MS);
  const first = Date.UTC(today.getUTCFullYear() - 1, today.getUTCMonth(), 1);
  const end = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1);
  const days: string[] = [];
  for (let at = first; at < end; at += DAY_MS) days.push(new Date(at).toISOString().slice(0, 10));
  return days;
}

/** The day whose raw rows are kept: the year's last weekday, seeded at a term weekday's size. */
function fullSizeDay(days: readonly string[]): string {
  const weekday = [...days].reverse().find((day) => ![0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay()));
  if (!weekday) throw new Error("no weekday in the year");
  return weekday;
}

function activityOf(day: string, kept: string): number {
  if (day === kept) return 1;
  const date = new Date(`${day}T00:00:00Z`);
  const weekend = [0, 6].includes(date.getUTCDay());
  return (MONTH_FACTOR[date.getUTCMonth()] ?? 1) * (weekend ? WEEKEND_FACTOR : 1);
}

type RawTable = "visit_logs" | "usage_refusals" | "usage_events" | "word_review_logs" | "question_attempts";

async function lastId(context: SeedContext, table: RawTable) {
  const row = await context.db
    .selectFrom(table)
    .select((eb) => eb.fn.max<number>("id").as("last"))
    .executeTakeFirst();
  return Number(row?.last ?? 0);
}

export interface UsageYear {
  schoolId: number;
  students: number;
  days: string[];
  /** The day whose raw rows are kept. */
  keptDay: string;
  rawRowsOfKeptDay: number;
}

/** Seeds and aggregates the year; the process's database handle must be the context's (see the file's head). */
async function seedUsageYear(context: SeedContext, students: number): Promise<UsageYear> {
  const { db, dialect, now, log } = context;
  const client = await import("~/db/client.server");
  if (client.db !== db) throw new Error("the usage seeder needs DATABASE_URL to name the database it seeds");
  const { rebuildUsageDay, writeUsageSummaries } = await import("~/modules/usage/usage-aggregation.server");
  const school = await db.selectFrom("schools").select("id").where("name", "=", USAGE_SCHOOL).executeTakeFirstOrThrow();

  // The school's students, with dense ids so a row number picks one without a join.
  const passwordHash = await hashSecret("Growth#2026");
  const firstStudent = await nextUserId(context);
  await sql
    .raw(`
    WITH RECURSIVE ${sequenceCte(dialect, 1, students)}
    INSERT INTO users (school_id, phone_number, password_hash, nickname, avatar, is_org, disabled, created_at, updated_at)
    SELECT ${school.id}, '${PHONE_PREFIX}' || ${digitsSql(dialect, "i", 8)}, ${quote(passwordHash)},
      '图书馆读者' || ${digitsSql(dialect, "i", 5)}, NULL, 0, 0, ${now - 400 * DAY_MS}, ${now - 400 * DAY_MS}
    FROM seq`)
    .execute(db);
  const range = await db
    .selectFrom("users")
    .select((eb) => [eb.fn.min<number>("id").as("min"), eb.fn.max<number>("id").as("max")])
    .where("phone_number", "like", `${PHONE_PREFIX}%`)
    .executeTakeFirstOrThrow();
  if (Number(range.min) < firstStudent || Number(range.max) - Number(range.min) + 1 !== students)
    throw new Error("the school's students did not get dense ids");
  const studentMin = Number(range.min);
  log(`usage: ${students.toLocaleString("en")} students of ${USAGE_SCHOOL} (ids ${studentMin}…${range.max})`);

  const pools = {
    video: await denseIds(context, "course_videos"),
    course: await denseIds(context, "courses"),
    paperVideo: await denseIds(context, "paper_videos"),
    live: await denseIds(context, "lives"),
    paper: await denseIds(context, "exam_papers"),
    set: await denseIds(context, "question_sets"),
    question: await denseIds(context, "questions"),
  };
  const books = await db.selectFrom("word_books").select(["id", "word_count"]).orderBy("id").execute();
  if (books.length === 0) throw new Error("no word books: the demo data must be loaded first");
  const bookRows = books.flatMap((book, index) =>
    Array.from({ length: index === 0 ? 7 : index === 1 ? 2 : 1 }, () => [book.id, book.word_count]),
  );

  const days = usageYearDays(now);
  const keptDay = fullSizeDay(days);
  const started = performance.now();
  const isWeekend = (day: string) => [0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay());

  /** Seeds a day's raw rows and aggregates them; returns the marks its raw rows lie above. */
  const buildDay = async (day: string) => {
    const dayStarted = performance.now();
    const marks = {
      visit_logs: await lastId(context, "visit_logs"),
      usage_refusals: await lastId(context, "usage_refusals"),
      usage_events: await lastId(context, "usage_events"),
      word_review_logs: await lastId(context, "word_review_logs"),
      question_attempts: await lastId(context, "question_attempts"),
    };
    const active = Math.max(1, Math.round(students * ACTIVE_SHARE * activityOf(day, keptDay)));
    const statements = dayStatements({
      dialect,
      day,
      dayIndex: days.indexOf(day) + 1,
      schoolId: school.id,
      students,
      studentMin,
      active,
      pools,
      bookRows,
    });
    await db.transaction().execute(async (trx) => {
      for (const [number, statement] of statements.entries()) {
        try {
          await sql.raw(statement).execute(trx);
        } catch (error) {
          throw new Error(`${day}, statement ${number + 1}: ${(error as Error).message}\n${statement}`);
        }
      }
    });
    const seeded = performance.now();
    const { rows } = await rebuildUsageDay(day, now);
    log(
      `usage ${day}: ${active.toLocaleString("en")} active, raw rows seeded in ${((seeded - dayStarted) / 1000).toFixed(1)} s, ` +
        `aggregated in ${((performance.now() - seeded) / 1000).toFixed(1)} s (${rows.toLocaleString("en")} daily rows); ` +
        `${((performance.now() - started) / 1000).toFixed(0)} s so far`,
    );
    return marks;
  };
  const deleteRaw = (marks: Record<RawTable, number>) =>
    db.transaction().execute(async (trx) => {
      // Answers go with their attempts (ON DELETE CASCADE).
      for (const [table, mark] of Object.entries(marks) as Array<[RawTable, number]>)
        await trx.deleteFrom(table).where("id", ">", mark).execute();
    });

  // Month by month: two days built from raw rows by the real job (the month's last weekday and its first weekend
  // day), the month's other weekdays and weekend days given the same rows as the built day of their kind, then the
  // weekday rebuilt once more, which sums the whole month into usage_monthly as the nightly job does.
  let rawRowsOfKeptDay = 0;
  for (const month of [...new Set(days.map((day) => day.slice(0, 7)))]) {
    const monthDays = days.filter((day) => day.startsWith(month));
    const weekday = [...monthDays].reverse().find((day) => !isWeekend(day));
    const weekend = monthDays.find(isWeekend);
    if (!weekday || !weekend) throw new Error(`${month}: no weekday or no weekend day`);
    const weekdayMarks = await buildDay(weekday);
    await deleteRaw(await buildDay(weekend));
    const copyStarted = performance.now();
    for (const day of monthDays) {
      if (day === weekday || day === weekend) continue;
      const template = isWeekend(day) ? weekend : weekday;
      // The day's rows and visitors as the template's, then the overview's summaries as the nightly job writes them.
      await db.transaction().execute(async (trx) => {
        await sql`
          INSERT INTO usage_daily (school_id, day, item_type, item_id, database_type, database_id, access, device, metric, count)
          SELECT school_id, ${day}, item_type, item_id, database_type, database_id, access, device, metric, count
          FROM usage_daily WHERE day = ${template}`.execute(trx);
        await sql`
          INSERT INTO usage_visitors (school_id, day, visitor, access, device)
          SELECT school_id, ${day}, visitor, access, device FROM usage_visitors WHERE day = ${template}`.execute(trx);
        await writeUsageSummaries(trx, day, [school.id]);
        await trx.insertInto("usage_days").values({ day, built_at: now }).execute();
      });
    }
    log(
      `usage ${month}: ${monthDays.length - 2} days copied in ${((performance.now() - copyStarted) / 1000).toFixed(1)} s`,
    );
    await rebuildUsageDay(weekday, now);
    if (weekday === keptDay) rawRowsOfKeptDay = await rawRowsSince(context, weekdayMarks);
    else await deleteRaw(weekdayMarks);
  }
  return { schoolId: school.id, students, days, keptDay, rawRowsOfKeptDay };
}

async function nextUserId(context: SeedContext): Promise<number> {
  const row = await context.db
    .selectFrom("users")
    .select((eb) => eb.fn.max<number>("id").as("last"))
    .executeTakeFirst();
  return Number(row?.last ?? 0) + 1;
}

async function rawRowsSince(context: SeedContext, marks: Record<string, number>): Promise<number> {
  let total = 0;
  for (const [table, mark] of Object.entries(marks)) {
    const row = await context.db
      .selectFrom(table as "visit_logs")
      .select((eb) => eb.fn.countAll().as("n"))
      .where("id", ">", mark)
      .executeTakeFirstOrThrow();
    total += Number(row.n);
  }
  const answers = await context.db
    .selectFrom("question_attempt_answers")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("attempt_id", ">", marks.question_attempts ?? 0)
    .executeTakeFirstOrThrow();
  return total + Number(answers.n);
}

interface DayPlan {
  dialect: SeedContext["dialect"];
  day: string;
  dayIndex: number;
  schoolId: number;
  students: number;
  studentMin: number;
  active: number;
  pools: Record<"video" | "course" | "paperVideo" | "live" | "paper" | "set" | "question", Range>;
  bookRows: number[][];
}

/** The INSERT statements of one day's raw rows. */
function dayStatements(plan: DayPlan): string[] {
  const { dialect, day, dayIndex, schoolId, students, studentMin, active, pools, bookRows } = plan;
  const { from } = usageDayWindow(day);
  const base = dayIndex * DAY_SPAN;
  const views = active * VIEWS_PER_ACTIVE;
  const reviews = Math.round(active * REVIEWS_PER_ACTIVE);
  const attempts = Math.max(1, Math.round(active * ATTEMPTS_PER_ACTIVE));
  if (views >= DAY_SPAN / 2) throw new Error("too many rows for one day's hash span");
  // The day's active students: a window of the school's students that moves each day.
  const offset = Number((BigInt(dayIndex) * 7_919n) % BigInt(students));
  const student = (g: string) => `((${offset} + ${hashSql(g, 0)} % ${active}) % ${students})`;
  const agents = agentRows();
  const pages = pageRows();
  const hex = (expression: string, width: number) => hexSql(dialect, expression, width);
  const skewed = (g: string, pool: Range, size: number) =>
    `${pool.min} + (${hashSql(g, 5)} % ${Math.min(size, pool.count)}) * (${hashSql(g, 6)} % 1000) / 1000`;
  const keywordRows = KEYWORDS.map(([keyword, results]) => [
    `${SITE}/search?keyword=${encodeURIComponent(keyword)}`,
    `${SITE}/mobile/search?keyword=${encodeURIComponent(keyword)}`,
    keyword,
    results,
  ]);

  // v: one row per page view, with everything the visit, its refusal and its usage event share.
  const viewsCte = `
    WITH RECURSIVE ${sequenceCte(dialect, base + 1, base + views)},
      ${valuesCte("agents", AGENT_COLUMNS, agents)},
      ${valuesCte("pages", ["desktop_url", "mobile_url"], pages)},
      ${valuesCte("keywords", ["desktop_url", "mobile_url", "keyword", "results"], keywordRows)},
      s AS (SELECT i, ${student("i")} AS k, ${hashSql("i", 1)} % 100 AS kind FROM seq),
      v AS (
        SELECT s.i, s.k, s.kind,
          ${hashSql("s.k", 2)} % ${agents.length} AS agent_k,
          ${hashSql("s.i", 9)} % 100 < 4 AS anonymous,
          ${hashSql("s.i", 3)} % 100 < 65 AS on_campus,
          ${hashSql("s.i", 8)} % 100 = 0 AS robot,
          ${hashSql("s.i", 7)} % ${pages.length} AS page_k,
          ${hashSql("s.i", 5)} % ${keywordRows.length} AS keyword_k,
          ${from + 7 * HOUR_MS} + ${hashSql("s.i", 4)} % ${16 * HOUR_MS - 60_000} AS ts,
          CASE
            WHEN s.kind < 34 THEN ${skewed("s.i", pools.video, VIDEO_POOL)}
            WHEN s.kind < 44 THEN ${skewed("s.i", pools.course, COURSE_POOL)}
            WHEN s.kind < 49 THEN ${pools.paperVideo.min} + ${hashSql("s.i", 5)} % ${pools.paperVideo.count}
            WHEN s.kind < 51 THEN ${pools.live.min} + ${hashSql("s.i", 5)} % ${pools.live.count}
            WHEN s.kind < 59 THEN ${pools.paper.min} + ${hashSql("s.i", 5)} % ${pools.paper.count}
            ELSE 0
          END AS target
        FROM s),
      w AS (
        SELECT v.*, agents.clienttype AS mobile,
          CASE WHEN v.anonymous OR v.on_campus THEN '192.0.2.' || (1 + v.k % 250)
            ELSE '203.0.113.' || (1 + v.k % 250) END AS ip,
          CASE WHEN v.anonymous THEN NULL ELSE ${studentMin} + v.k END AS user_id,
          ${hex(hashSql("v.k", 10), 8)} || '-' || ${hex(`${hashSql("v.k", 11)} % 65536`, 4)} || '-4' ||
            ${hex(`${hashSql("v.k", 12)} % 4096`, 3)} || '-a' || ${hex(`${hashSql("v.k", 13)} % 4096`, 3)} || '-' ||
            ${hex(hashSql("v.k", 14), 8)} || ${hex(`${hashSql("v.k", 15)} % 65536`, 4)} AS uuid,
          CASE
            WHEN v.kind < 34 THEN CASE WHEN agents.clienttype = 1 THEN '${SITE}/mobile' ELSE '${SITE}' END || '/videoPlay?id=' || v.target
            WHEN v.kind < 44 THEN CASE WHEN agents.clienttype = 1 THEN '${SITE}/mobile/course/cover?id=' ELSE '${SITE}/course/detail?id=' END || v.target
            WHEN v.kind < 49 THEN CASE WHEN agents.clienttype = 1 THEN '${SITE}/mobile' ELSE '${SITE}' END || '/trueQuesExplanation/videoPlay?id=' || v.target
            WHEN v.kind < 51 THEN CASE WHEN agents.clienttype = 1 THEN '${SITE}/mobile' ELSE '${SITE}' END || '/livePlayback?id=' || v.target
            WHEN v.kind < 59 THEN CASE WHEN agents.clienttype = 1 THEN '${SITE}/mobile' ELSE '${SITE}' END || '/question/list?id=' || v.target
            WHEN v.kind < 67 THEN CASE WHEN agents.clienttype = 1 THEN keywords.mobile_url ELSE keywords.desktop_url END
            ELSE CASE WHEN agents.clienttype = 1 THEN pages.mobile_url ELSE pages.desktop_url END
          END AS url,
          keywords.keyword, keywords.results,
          agents.browsername, agents.browserversion, agents.devicemanufacturer, agents.devicemodel, agents.devicetype,
          agents.enginename, agents.engineversion, agents.osname, agents.osversion, agents.screenwidth, agents.screenheight
        FROM v CROSS JOIN agents CROSS JOIN pages CROSS JOIN keywords
        WHERE agents.k = v.agent_k AND pages.k = v.page_k AND keywords.k = v.keyword_k)`;
  const visit = (filter: string, shift: number) => `${viewsCte}
    INSERT INTO visit_logs (browsername, browserversion, clienttype, devicemanufacturer, devicemodel, devicetype,
      enginename, engineversion, ip, osname, osversion, screenwidth, screenheight, currenturl, referrer, referrertype,
      uuid, user_id, view_id, counter_robot, created_at)
    SELECT browsername, browserversion, mobile, devicemanufacturer, devicemodel, devicetype, enginename, engineversion,
      ip, osname, osversion, screenwidth, screenheight, url, NULL, 0, uuid, user_id, NULL,
      CASE WHEN robot THEN 1 ELSE 0 END, ts + ${shift}
    FROM w WHERE ${filter}`;
  const itemType = `CASE WHEN kind < 34 THEN 'course_video' WHEN kind < 49 THEN 'paper_video' ELSE 'live' END`;
  const statements = [
    visit("1 = 1", 0),
    // Double clicks: the same page again 10 s later.
    visit(`${hashSql("i", 11)} % 100 < 3`, 10_000),
    // A licence refusal of a video page, 0.5 s after its visit row (the page's loader asks for the play URL).
    `${viewsCte}
    INSERT INTO usage_refusals (reason, school_id, user_id, uuid, ip, clienttype, item_type, item_id, counter_robot, created_at)
    SELECT 'licence', ${schoolId}, user_id, uuid, ip, mobile, 'course_video', target, 0, ts + 500
    FROM w WHERE kind < 34 AND NOT robot AND user_id IS NOT NULL AND ${hashSql("i", 12)} % 200 = 0`,
    // The campus gate: anonymous visitors off campus.
    `${viewsCte}
    INSERT INTO usage_refusals (reason, school_id, user_id, uuid, ip, clienttype, item_type, item_id, counter_robot, created_at)
    SELECT 'campus', NULL, NULL, uuid, '198.51.100.' || (1 + k % 250), mobile, '', 0, 0, ts
    FROM w WHERE ${hashSql("i", 13)} % 100 < 3`,
    // Minutes watched, papers downloaded, searches with what they found.
    `${viewsCte}
    INSERT INTO usage_events (kind, user_id, uuid, ip, clienttype, item_type, item_id, quantity, detail, counter_robot, created_at)
    SELECT 'watch', user_id, uuid, ip, mobile, ${itemType}, target, 30 + ${hashSql("i", 14)} % 2400, '',
      CASE WHEN robot THEN 1 ELSE 0 END, ts + 60000
    FROM w WHERE (kind < 34 OR (kind >= 44 AND kind < 51)) AND ${hashSql("i", 12)} % 200 <> 0
    UNION ALL
    SELECT 'download', user_id, uuid, ip, mobile, 'paper', target, 1, '', CASE WHEN robot THEN 1 ELSE 0 END, ts + 30000
    FROM w WHERE kind >= 51 AND kind < 59 AND ${hashSql("i", 14)} % 10 < 3
    UNION ALL
    SELECT 'search', user_id, uuid, ip, mobile, '', 0, results, keyword, CASE WHEN robot THEN 1 ELSE 0 END, ts
    FROM w WHERE kind >= 59 AND kind < 67`,
    // Word reviews: each student keeps to one book (most the syllabus), one review per row.
    `WITH RECURSIVE ${sequenceCte(dialect, base + DAY_SPAN / 2 + 1, base + DAY_SPAN / 2 + reviews)},
      ${valuesCte("books", ["book_id", "word_count"], bookRows)},
      r AS (SELECT i, ${student("i")} AS k FROM seq),
      b AS (SELECT r.i, r.k, books.book_id, 1 + ${hashSql("r.i", 5)} % books.word_count AS position
        FROM r CROSS JOIN books WHERE books.k = ${hashSql("r.k", 3)} % ${bookRows.length})
    INSERT INTO word_review_logs (user_id, book_id, word_id, card_id, reps, rating, state, due, stability, difficulty,
      elapsed_days, last_elapsed_days, scheduled_days, learning_steps, reviewed_at, study_day)
    SELECT ${studentMin} + b.k, b.book_id, e.word_id, b.i, 1 + b.i % 7, 1 + ${hashSql("b.i", 6)} % 4, 2,
      ${from + 3 * DAY_MS}, 3, 5, 1, 1, 3, 0, ${from + 7 * HOUR_MS} + ${hashSql("b.i", 4)} % ${16 * HOUR_MS},
      ${studyDayIndex(from + 12 * HOUR_MS)}
    FROM b CROSS JOIN word_book_entries e WHERE e.book_id = b.book_id AND e.position = b.position`,
    // Practice attempts (one per answering student), then their answers.
    `WITH RECURSIVE ${sequenceCte(dialect, 1, attempts)}
    INSERT INTO question_attempts (user_id, set_id, attempt_no, mode, timed, started_at, deadline_at, submitted_at,
      finish_reason, state, score, max_score, updated_at)
    SELECT ${studentMin} + (${offset} + i) % ${students}, ${pools.set.min} + ${hashSql(`${base} + i`, 2)} % ${pools.set.count},
      ${dayIndex}, 'practice', 0, ${from + 8 * HOUR_MS} + ${hashSql(`${base} + i`, 4)} % ${12 * HOUR_MS}, NULL, NULL,
      NULL, 'in_progress', NULL, 0, ${from + 8 * HOUR_MS}
    FROM seq`,
    `WITH RECURSIVE ${sequenceCte(dialect, 0, ANSWERS_PER_ATTEMPT - 1)}
    INSERT INTO question_attempt_answers (attempt_id, question_id, answer, answered_at, saved_at, flagged, outcome,
      points_awarded, self_marks)
    SELECT a.id, ${pools.question.min} + (${hashSql("CAST(a.id AS BIGINT)", 7)} + seq.i * 37) % ${pools.question.count}, 'A',
      a.started_at + seq.i * 60000, a.started_at + seq.i * 60000, 0, NULL, NULL, NULL
    FROM question_attempts a CROSS JOIN seq
    WHERE a.attempt_no = ${dayIndex} AND a.user_id BETWEEN ${studentMin} AND ${studentMin + students - 1}
      AND a.started_at >= ${from} AND a.started_at < ${from + DAY_MS}`,
  ];
  return statements;
}

/** The seeder form, for scripts that run the growth seeders in-process with DATABASE_URL set (usage-reports.ts). */
export function usageSeeder(students: number = USAGE_STUDENTS, onDone?: (year: UsageYear) => void): Seeder {
  return {
    table: "usage_daily",
    name: `a year of usage (${students.toLocaleString("en")} students of ${USAGE_SCHOOL})`,
    rows: () => students,
    async seed(context) {
      const year = await seedUsageYear(context, students);
      onDone?.(year);
    },
  };
}
