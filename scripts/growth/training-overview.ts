// npx tsx scripts/growth/training-overview.ts [--pg] [--users <n>] — issue 27's growth rule for the training platform:
// at the growth script's large data (its users, courses, vocabulary and study history, and scripts/growth/
// training-seeder.ts's batches of 200 students with their mock exams) the teacher's 学习概况 of a 200-student batch
// must stay within the page budgets: its document within tests/budgets/budgets.ts's htmlKiB (gzipped) on both trees,
// and the whole page (session, loader and render, through the production build in-process) within twice the course
// list page's p95, measured the same way in the same run. Also times the overview API, the student's page and the teacher's batch list, and prints the query plans of the
// overview's statements. Needs `npm run build`. Exits 1 over a budget.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { budgets } from "../../tests/budgets/budgets";
import { runScript } from "../bench/cleanup-registry";
import { createRunDatabase } from "../bench/run-database";
import { argValue, bestLatency, latencyRounds, printPlans, queryPlanner, seedGrowthData } from "./in-process-latency";

/**
 * A page rendered whole (session, loaders, React): p95 within PAGE_BUDGET_FACTOR times the course list page's, rendered
 * the same way in the same run (a budget relative to the reference holds on a busy two-core machine, where absolute
 * milliseconds drift with the load), and never asked below PAGE_BUDGET_MS.
 */
const PAGE_BUDGET_FACTOR = 2;
const PAGE_BUDGET_MS = 30;
const API_BUDGET_MS = 30;
const LARGE_TABLES = [
  "users",
  "video_progress",
  "word_cards",
  "word_study_days",
  "question_attempts",
  "question_attempt_answers",
  "question_review_logs",
  "training_members",
];
const DESKTOP = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const PHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

const log = (line: string) => console.error(`[training-overview] ${line}`);

async function main(): Promise<number> {
  const kind = process.argv.includes("--pg") ? "postgres" : "sqlite";
  const users = Number(argValue("users") ?? 200_000);
  const database = await createRunDatabase(kind);
  process.env.DATABASE_URL = database.url;
  log(`${database.version}, ${users.toLocaleString("en")} students`);
  try {
    const { db, dialect } = await import("~/db/client.server");
    const { DEMO_TEACHER_PHONE } = await import("~/seed/training-seed.server");
    const { createSession } = await import("~/modules/auth/session.server");
    const { callApi } = await import("../../tests/support/api-client");
    const { usersSeeder } = await import("./seed-users");
    const { courseSeeders } = await import("./course-seeder");
    const { wordSeeders } = await import("./word-seeder");
    const { studyHistorySeeders } = await import("./study-history-seeder");
    const { trainingSeeder, BATCH_STUDENTS } = await import("./training-seeder");

    await seedGrowthData(
      [usersSeeder, ...courseSeeders, ...wordSeeders, ...studyHistorySeeders, trainingSeeder],
      users,
      log,
      ["question_attempts"],
    );

    const teacher = await db
      .selectFrom("users")
      .select("id")
      .where("phone_number", "=", DEMO_TEACHER_PHONE)
      .executeTakeFirstOrThrow();
    const batch = await db
      .selectFrom("training_members")
      .select((eb) => ["batch_id", eb.fn.countAll<number>().as("students")])
      .where("role", "=", "student")
      .where("batch_id", "=", (qb) =>
        qb
          .selectFrom("training_members")
          .select((eb) => eb.fn.min("batch_id").as("first"))
          .where("user_id", "=", teacher.id),
      )
      .groupBy("batch_id")
      .executeTakeFirstOrThrow();
    const batchId = Number(batch.batch_id);
    if (Number(batch.students) < BATCH_STUDENTS) throw new Error(`the demo batch has ${batch.students} students`);
    const student = await db
      .selectFrom("training_members")
      .select("user_id")
      .where("batch_id", "=", batchId)
      .where("role", "=", "student")
      .orderBy("user_id", "desc")
      .executeTakeFirstOrThrow();
    const teacherToken = await createSession(teacher.id, { ip: "127.0.0.1", userAgent: "training-overview" });
    const studentToken = await createSession(student.user_id, { ip: "127.0.0.1", userAgent: "training-overview" });

    // The production build, in-process: what a request for the page costs, render included.
    const { createRequestHandler } = await import("@remix-run/node");
    const build = await import(pathToFileURL(path.resolve("build/server/index.js")).href);
    const handle = createRequestHandler(build, "production");
    const render = async (url: string, token: string, userAgent: string) => {
      const response = await handle(
        new Request(`http://localhost${url}`, {
          headers: { cookie: `Authorization=${token}`, "user-agent": userAgent, accept: "text/html" },
        }),
        { clientIp: "127.0.0.1", cspNonce: "growth", newVisitorId: undefined },
      );
      const html = await response.text();
      if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
      return html;
    };

    const rows: Array<{ label: string; p50: number; p95: number; budget: number | null; kib?: number }> = [];
    const measure = async (label: string, run: () => Promise<unknown>, budget: number | null, kib?: number) => {
      const result = await bestLatency(run, budget ?? PAGE_BUDGET_MS);
      rows.push({ label, ...result, budget, kib });
      log(`${label}: p50 ${result.p50.toFixed(2)} ms, p95 ${result.p95.toFixed(2)} ms`);
    };
    // The reference: the course list page (the site's most visited list), rendered the same way on the same data.
    const reference = await bestLatency(() => render("/course?type=2", "", DESKTOP), PAGE_BUDGET_MS);
    rows.push({ label: "/course?type=2 (the course list page, the reference)", ...reference, budget: null });
    const pageBudget = Math.max(PAGE_BUDGET_MS, PAGE_BUDGET_FACTOR * reference.p95);
    log(`reference /course?type=2: p95 ${reference.p95.toFixed(2)} ms → page budget ${pageBudget.toFixed(1)} ms`);
    const htmlKiB = { desktop: 0, mobile: 0 };
    for (const [tree, prefix, userAgent] of [
      ["desktop", "", DESKTOP],
      ["mobile", "/mobile", PHONE],
    ] as const) {
      const url = `${prefix}/Training/teacher/${batchId}`;
      const html = await render(url, teacherToken, userAgent);
      if (!html.includes("学习概况")) throw new Error(`${url} is not the overview`);
      htmlKiB[tree] = gzipSync(html).length / 1024;
      await measure(
        `${url} (page, ${batch.students} students)`,
        () => render(url, teacherToken, userAgent),
        pageBudget,
        htmlKiB[tree],
      );
    }
    const api = (url: string, token: string) => callApi("GET", url, { token });
    await measure(
      `GET /api/Training/batches/${batchId}/overview`,
      () => api(`/api/Training/batches/${batchId}/overview`, teacherToken),
      API_BUDGET_MS,
    );
    await measure(
      `/Training/student/${batchId} (page, a student)`,
      () => render(`/Training/student/${batchId}`, studentToken, DESKTOP),
      pageBudget,
    );
    await measure(
      "GET /api/Training/batch-list (the teacher)",
      () => api("/api/Training/batch-list", teacherToken),
      API_BUDGET_MS,
    );
    const planner = queryPlanner(db, dialect);
    await planner.explain("the overview", () => api(`/api/Training/batches/${batchId}/overview`, teacherToken));

    console.log(
      `\n${database.version} · ${users.toLocaleString("en")} seeded students, batches of ${BATCH_STUDENTS} · p50 / p95 in ms (${latencyRounds}); pages ≤ ${pageBudget.toFixed(1)} ms (${PAGE_BUDGET_FACTOR} × the reference's p95, at least ${PAGE_BUDGET_MS}), API ≤ ${API_BUDGET_MS} ms, HTML ≤ ${budgets.htmlKiB.desktop} KiB gzipped\n`,
    );
    console.log("| target | p50 | p95 | HTML (gzip) | within |\n| --- | ---: | ---: | ---: | --- |");
    const over = (row: (typeof rows)[number]) =>
      (row.budget !== null && row.p95 > row.budget) || (row.kib !== undefined && row.kib > budgets.htmlKiB.desktop);
    for (const row of rows)
      console.log(
        `| ${row.label} | ${row.p50.toFixed(2)} | ${row.p95.toFixed(2)} | ${row.kib === undefined ? "—" : `${row.kib.toFixed(1)} KiB`} | ${over(row) ? "NO" : "yes"} |`,
      );
    console.log("\nQuery plans (the overview):");
    printPlans(planner.plans, LARGE_TABLES, dialect);
    await db.destroy();
    return rows.some(over) ? 1 : 0;
  } finally {
    await database.drop();
  }
}

runScript(main);
