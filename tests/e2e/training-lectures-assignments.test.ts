// 讲座 and 作业 of the training platform (issue 27) in Chromium against the production build, on a server of this
// file's own (its SQLite file is shared with this process, which writes the batch, its teacher and student straight
// into the tables). Desktop with JavaScript off: the teacher schedules a lecture and assigns a mock exam (a refused
// lecture keeps what was typed). Mobile with JavaScript on: the student sees both, opens the lecture and collects it,
// then takes the mock from the assignment and hands it in; the teacher's overview and assignment show the score, in
// points as the exam's result page writes them. axe on each page.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { launchBrowser, newDesktopContext, newMobileContext, waitForHydration } from "../support/browser";
import { axeCurrentPage, withToken } from "../support/e2e-helpers";
import { startServer, type ServerProcess } from "../support/server-process";
import { createTestDatabase, type TestDatabase } from "../support/test-databases";

let database: TestDatabase;
let server: ServerProcess;
let browser: Browser;
let baseURL: string;
let batchId: number;
let teacherToken: string;
let studentToken: string;
let mockTitle: string;
let mockId: number;
let closeDatabase: (() => Promise<void>) | undefined;
const databaseUrlBefore = process.env.DATABASE_URL;

const beijing = (time: number) => {
  const t = new Date(Math.floor(time / 60_000) * 60_000 + 8 * 3_600_000);
  const two = (n: number) => String(n).padStart(2, "0");
  return `${t.getUTCFullYear()}-${two(t.getUTCMonth() + 1)}-${two(t.getUTCDate())}T${two(t.getUTCHours())}:${two(t.getUTCMinutes())}`;
};

beforeAll(async () => {
  database = await createTestDatabase("sqlite");
  [server, browser] = await Promise.all([
    startServer({ databaseUrl: database.url, startTimeoutMs: 90_000 }),
    launchBrowser(),
  ]);
  baseURL = server.baseUrl;
  process.env.DATABASE_URL = database.url;
  const [{ db }, { createSession }] = await Promise.all([
    import("~/db/client.server"),
    import("~/modules/auth/session.server"),
  ]);
  closeDatabase = () => db.destroy();
  const school = await db.selectFrom("schools").select("id").where("name", "=", "演示大学").executeTakeFirstOrThrow();
  const now = Date.now();
  const user = async (phone: string, nickname: string) =>
    (
      await db
        .insertInto("users")
        .values({
          school_id: school.id,
          phone_number: phone,
          password_hash: null,
          nickname,
          avatar: null,
          is_org: 0,
          disabled: 0,
          created_at: now,
          updated_at: now,
        })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
  const teacher = await user("13799990001", "培训老师");
  const student = await user("13799990002", "集训学员");
  await db
    .insertInto("console_roles")
    .values({ user_id: teacher, role: "teacher", school_id: school.id, granted_by: null, created_at: now })
    .execute();
  batchId = (
    await db
      .insertInto("training_batches")
      .values({
        school_id: school.id,
        name: "2027 集训营",
        term: "2027 考研",
        ranking_visible: 0,
        behind_days: 7,
        invite_code: null,
        invite_expires_at: null,
        created_by_user_id: teacher,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow()
  ).id;
  await db
    .insertInto("training_members")
    .values([
      {
        batch_id: batchId,
        user_id: teacher,
        role: "teacher",
        state: "active",
        source: "creator",
        created_at: now,
        approved_at: now,
      },
      {
        batch_id: batchId,
        user_id: student,
        role: "student",
        state: "active",
        source: "list",
        created_at: now,
        approved_at: now,
      },
    ])
    .execute();
  const session = { ip: "127.0.0.1", userAgent: "e2e" };
  teacherToken = await createSession(teacher, session);
  studentToken = await createSession(student, session);
  const mock = await db
    .selectFrom("question_sets")
    .select(["id", "title"])
    .where("kind", "=", "mock")
    .where("published", "=", 1)
    .where("owner_user_id", "is", null)
    .orderBy("id")
    .executeTakeFirstOrThrow();
  mockTitle = mock.title;
  mockId = mock.id;
}, 180_000);

afterAll(async () => {
  await closeDatabase?.();
  if (databaseUrlBefore === undefined) delete process.env.DATABASE_URL;
  else process.env.DATABASE_URL = databaseUrlBefore;
  vi.resetModules();
  await browser?.close();
  await server?.stop();
  await database?.drop();
});

async function open(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

describe("a teacher schedules a lecture and assigns a mock exam; the student sees both", () => {
  it("desktop without JavaScript: the teacher's pages", { timeout: 150_000 }, async () => {
    // axe runs on the shown document in a context with JavaScript (axe itself is a script).
    const newContext = async () => withToken(await newDesktopContext(browser, { baseURL }), teacherToken, baseURL);
    const context = await withToken(
      await newDesktopContext(browser, { baseURL, javaScriptEnabled: false }),
      teacherToken,
      baseURL,
    );
    const page = await open(context, `/Training/teacher/${batchId}/lectures`);
    await expect.poll(() => page.locator("h1").textContent()).toBe("讲座");
    const start = Date.now() + 2 * 86_400_000;
    await page.locator("#lecture-title").fill("英语阅读精讲");
    await page.locator("#lecture-teacher").fill("王老师");
    await page.locator("#lecture-starts-at").fill(beijing(start));
    await page.locator("#lecture-ends-at").fill(beijing(start - 3_600_000));
    await page.locator("#lecture-room").fill("图书馆 301");
    await page.getByRole("button", { name: "安排讲座" }).click();
    await expect.poll(() => page.locator("main").textContent()).toContain("结束时间必须晚于开始时间");
    expect(await page.locator("#lecture-title").inputValue()).toBe("英语阅读精讲");
    await axeCurrentPage(page, false, newContext);
    await page.locator("#lecture-ends-at").fill(beijing(start + 2 * 3_600_000));
    await page.getByRole("button", { name: "安排讲座" }).click();
    await expect.poll(() => page.locator("table").first().textContent()).toContain("英语阅读精讲");
    await axeCurrentPage(page, false, newContext);

    await page.goto(`/Training/teacher/${batchId}/assignments`);
    await page.locator("#assignment-title").fill("第一次模考");
    await page.locator("#assignment-due").fill(beijing(Date.now() + 7 * 86_400_000));
    await page.locator("#assignment-kind").selectOption("exam");
    await page.locator("#assignment-set").selectOption(String(mockId));
    await page.getByRole("button", { name: "布置作业" }).click();
    await expect.poll(() => page.getByRole("heading", { level: 3 }).allTextContents()).toContain("第一次模考");
    expect(await page.locator("table").first().textContent()).toContain("未开始");
    await axeCurrentPage(page, false, newContext);
    await context.close();
  });

  it("mobile with JavaScript: the student's pages", { timeout: 150_000 }, async () => {
    const newContext = async () => withToken(await newMobileContext(browser, { baseURL }), studentToken, baseURL);
    const context = await newContext();
    const page = await open(context, `/mobile/Training/student/${batchId}/assignments`);
    await waitForHydration(page);
    await expect.poll(() => page.getByRole("heading", { level: 3 }).allTextContents()).toContain("第一次模考");
    expect(await page.getByRole("link", { name: `去考试：${mockTitle}` }).getAttribute("href")).toMatch(
      /^\/mobile\/question\/exam\?setId=\d+$/,
    );
    await axeCurrentPage(page, true, newContext);

    await page.goto(`/mobile/Training/student/${batchId}/lectures`);
    await waitForHydration(page);
    await axeCurrentPage(page, true, newContext);
    await page.getByRole("link", { name: "英语阅读精讲" }).click();
    await expect.poll(() => page.locator("h1").last().textContent()).toBe("英语阅读精讲");
    await waitForHydration(page);
    await page.getByRole("button", { name: "收藏" }).click();
    await expect.poll(() => page.getByRole("button", { name: "取消收藏" }).count()).toBe(1);
    await axeCurrentPage(page, true, newContext);
    await context.close();
  });

  it("the student hands the mock in from the assignment; the teacher's pages show the score", {
    timeout: 150_000,
  }, async () => {
    const student = await newMobileContext(browser, { baseURL });
    await withToken(student, studentToken, baseURL);
    const page = await open(student, `/mobile/Training/student/${batchId}/assignments`);
    await waitForHydration(page);
    await page.getByRole("link", { name: `去考试：${mockTitle}` }).click();
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toContain("模拟考试");
    await page.getByRole("button", { name: "开始考试" }).click();
    await expect.poll(() => Number(new URL(page.url()).searchParams.get("attempt"))).toBeGreaterThan(0);
    await page.locator(".exam-leaf").first().locator('input[value="A"]').check();
    await expect.poll(() => page.locator("[data-exam-save]").textContent()).toBe("已保存");
    await page.getByRole("button", { name: "答题卡" }).click();
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toContain("答题卡");
    await page.getByRole("link", { name: "交卷" }).click();
    await page.getByRole("button", { name: "确认交卷" }).click();
    await expect.poll(() => page.locator("[data-exam-score]").isVisible()).toBe(true);
    const attempt = Number(new URL(page.url()).searchParams.get("attempt"));
    await student.close();
    const [{ db }, { formatPoints }] = await Promise.all([
      import("~/db/client.server"),
      import("~/modules/question/marking/question-points"),
    ]);
    const row = await db
      .selectFrom("question_attempts")
      .select(["score", "max_score"])
      .where("id", "=", attempt)
      .executeTakeFirstOrThrow();
    expect(row.score).not.toBeNull();
    const score = `${formatPoints(row.score ?? 0)} / ${formatPoints(row.max_score)}`;

    const teacher = await withToken(
      await newDesktopContext(browser, { baseURL, javaScriptEnabled: false }),
      teacherToken,
      baseURL,
    );
    const overview = await open(teacher, `/Training/teacher/${batchId}`);
    const studentRow = overview.locator("main table tbody tr", { hasText: "集训学员" });
    expect(await studentRow.textContent()).toContain(score);
    const assignments = await open(teacher, `/Training/teacher/${batchId}/assignments`);
    expect(await assignments.locator("main table", { hasText: "集训学员" }).first().textContent()).toContain(
      `${score} 分`,
    );
    await teacher.close();
  });
});
