// npx tsx scripts/growth/centre-latency.ts [--pg] [--users <n>] — issue 16's growth rule for the personal centre: at
// the growth script's large data (its users, courses and vocabulary seeders plus the centre's study history,
// scripts/growth/study-history-seeder.ts) 学习记录 and 我的收藏 (their page loaders, as the pages call them, session
// lookup included) and their API twins must answer within the course list's p95 budget (15 ms: the budget of
// tests/integration/course-performance.test.ts and docs/decisions/0010, in-process like there). Prints p50 / p95 of
// each (best of three rounds of 100 calls after 10 warm-ups, for the demo student with a heavy history and for a
// typical seeded student), beside the course list itself, and the query plans of every statement they run (EXPLAIN
// QUERY PLAN on SQLite, EXPLAIN ANALYZE on PostgreSQL with planning and execution times), flagging a full scan of a
// large table. Exits 1 over budget.
import { createRunDatabase } from "../bench/run-database";
import { runScript } from "../bench/cleanup-registry";
import { argValue, bestLatency, latencyRounds, printPlans, queryPlanner, seedGrowthData } from "./in-process-latency";

const BUDGET_MS = 15;
const LARGE_TABLES = [
  "users",
  "video_progress",
  "content_reactions",
  "word_collects",
  "senior_follows",
  "word_review_logs",
  "word_study_days",
  "course_videos",
  "courses",
];

const log = (line: string) => console.error(`[centre-latency] ${line}`);

async function main(): Promise<number> {
  const kind = process.argv.includes("--pg") ? "postgres" : "sqlite";
  const users = Number(argValue("users") ?? 200_000);
  const database = await createRunDatabase(kind);
  process.env.DATABASE_URL = database.url;
  log(`${database.version}, ${users.toLocaleString("en")} students`);
  try {
    const { db, dialect } = await import("~/db/client.server");
    const { createSession } = await import("~/modules/auth/session.server");
    const { loadRecordPage, loadCollectPage } = await import("~/modules/centre/centre-pages.server");
    const { loadFollowPage } = await import("~/modules/centre/centre-follow-pages.server");
    const { listCourses } = await import("~/modules/course/course-catalog.server");
    const { listStudyRecords } = await import("~/modules/records/study-records.server");
    const { getStudySummary } = await import("~/modules/records/study-summary.server");
    const { courseListSchema } = await import("~/modules/course/course-schemas");
    const { callApi } = await import("../../tests/support/api-client");
    const { usersSeeder } = await import("./seed-users");
    const { courseSeeders } = await import("./course-seeder");
    const { wordSeeders } = await import("./word-seeder");
    const { studyHistorySeeders, HEAVY_STUDENT_PHONE } = await import("./study-history-seeder");

    await seedGrowthData([usersSeeder, ...courseSeeders, ...wordSeeders, ...studyHistorySeeders], users, log);

    const heavy = await db
      .selectFrom("users")
      .select("id")
      .where("phone_number", "=", HEAVY_STUDENT_PHONE)
      .executeTakeFirstOrThrow();
    const maxId = Number(
      (
        await db
          .selectFrom("users")
          .select((eb) => eb.fn.max<number>("id").as("max"))
          .executeTakeFirstOrThrow()
      ).max,
    );
    const typical = { id: maxId - Math.floor(users / 2) };
    const campus = { clientIp: "127.0.0.1", newVisitorId: undefined };
    const viewer = { userId: null, schoolId: null, campusSchoolId: null, subject: null };
    const courseInput = courseListSchema.parse({ type: 2, sort: "hot" });

    const rows: Array<{ label: string; p50: number; p95: number; budget: boolean }> = [];
    const planner = queryPlanner(db, dialect);
    const measure = async (label: string, run: () => Promise<unknown>, budget = true) => {
      const result = await bestLatency(run, BUDGET_MS);
      rows.push({ label, ...result, budget });
      log(`${label}: p50 ${result.p50.toFixed(2)} ms, p95 ${result.p95.toFixed(2)} ms`);
    };

    await measure("course list (listCourses 微课 最热, the comparison)", () => listCourses(viewer, courseInput), false);
    for (const [who, student] of [
      ["heavy demo student", heavy],
      ["typical seeded student", typical],
    ] as const) {
      const token = await createSession(student.id, { ip: "127.0.0.1", userAgent: "centre-latency" });
      const page = (path: string) =>
        new Request(`http://localhost${path}`, { headers: { cookie: `Authorization=${token}` } });
      // A loader answers a page past the end with a redirect (thrown): that is its answer too.
      const answered = (response: unknown) => {
        if (response instanceof Response) return response;
        throw response;
      };
      const post = (path: string) => callApi("POST", path, { token, body: { page: 1, rows: 20 } });
      const get = (path: string) => callApi("GET", path, { token });
      const targets: Array<[string, () => Promise<unknown>]> = [
        ["/user/record (loader)", () => loadRecordPage(page("/user/record")).catch(answered)],
        [
          "  of which the timeline (listStudyRecords)",
          () => listStudyRecords(student.id, { page: 1, rows: 20 }, "desktop", {}),
        ],
        ["  of which the summary (getStudySummary)", () => getStudySummary(student.id)],
        ["/user/record?page=5 (loader)", () => loadRecordPage(page("/user/record?page=5")).catch(answered)],
        ["/user/collect (loader)", () => loadCollectPage(page("/user/collect")).catch(answered)],
        [
          "/user/follow?tab=posts (loader)",
          () => loadFollowPage(page("/user/follow?tab=posts"), campus).catch(answered),
        ],
        [
          "POST /Report/website/UserVideoProgress/GetMyCoursePageList",
          () => post("/Report/website/UserVideoProgress/GetMyCoursePageList"),
        ],
        [
          "POST /Report/website/UserCourseFav/GetMyCoursePageList",
          () => post("/Report/website/UserCourseFav/GetMyCoursePageList"),
        ],
        ["GET /api/Senior/followed", () => get("/api/Senior/followed")],
      ];
      for (const [label, run] of targets) {
        await measure(`${who}: ${label}`, run);
        if (student === heavy) await planner.explain(label, run);
      }
    }

    console.log(
      `\n${database.version} · ${users.toLocaleString("en")} seeded students · p50 / p95 in ms (${latencyRounds}), budget p95 ≤ ${BUDGET_MS} ms\n`,
    );
    console.log("| target | p50 | p95 | within |\n| --- | ---: | ---: | --- |");
    for (const row of rows)
      console.log(
        `| ${row.label} | ${row.p50.toFixed(2)} | ${row.p95.toFixed(2)} | ${row.budget ? (row.p95 <= BUDGET_MS ? "yes" : "NO") : "—"} |`,
      );
    console.log("\nQuery plans (heavy student):");
    printPlans(planner.plans, LARGE_TABLES, dialect);
    await db.destroy();
    return rows.some((row) => row.budget && row.p95 > BUDGET_MS) ? 1 : 0;
  } finally {
    await database.drop();
  }
}

runScript(main);
