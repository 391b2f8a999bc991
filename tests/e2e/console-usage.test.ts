// 使用统计 (/console/usage and its sub-pages; issue 28) in Chromium on a desktop, JavaScript off and on: 演示大学's
// library staff choose a period (a refused one comes back with its message, and with JavaScript the schema refuses it
// before anything is asked), read the totals, a measure's table beside its chart, download a table as CSV and the
// month's PDF; axe on each page. This file runs its own server on a SQLite file it seeds with aggregate rows of
// October 2025 (page views, sessions, distinct visitors, keywords), so the numbers it reads are known.
import Database from "better-sqlite3";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newDesktopContext, waitForHydration } from "../support/browser";
import { loginConsoleThroughApi } from "../support/demo-login";
import { axeCurrentPage, withToken } from "../support/e2e-helpers";
import { startServer, type ServerProcess } from "../support/server-process";
import { createTestDatabase, type TestDatabase } from "../support/test-databases";

let database: TestDatabase;
let server: ServerProcess;
let browser: Browser;
let baseURL: string;
let staff: string;

/** Page views on day d of October: 10 + d on campus, d off campus by phone; 1–7 October: 7 × 10 + 2 × 28 = 126. */
const viewsOf = (day: number) => 10 + 2 * day;
const FIRST_WEEK_VIEWS = [1, 2, 3, 4, 5, 6, 7].reduce((sum, day) => sum + viewsOf(day), 0);

function seed() {
  const sqlite = new Database(database.url.slice("file:".length), { fileMustExist: true });
  try {
    sqlite.pragma("busy_timeout = 5000");
    const school = (sqlite.prepare("select id from schools where name = ?").get("演示大学") as { id: number }).id;
    const daily = sqlite.prepare(
      "insert into usage_daily (school_id, day, item_type, item_id, database_type, database_id, access, device, metric, count) values (?, ?, '', 0, '', 0, ?, ?, ?, ?)",
    );
    const visitor = sqlite.prepare(
      "insert into usage_visitors (school_id, day, visitor, access, device) values (?, ?, ?, 'campus', 'desktop')",
    );
    const keyword = sqlite.prepare(
      "insert into usage_keywords (school_id, day, keyword, searches, zero_results) values (?, ?, ?, ?, ?)",
    );
    sqlite.transaction(() => {
      for (let day = 1; day <= 31; day += 1) {
        const date = `2025-10-${String(day).padStart(2, "0")}`;
        daily.run(school, date, "campus", "desktop", "page_views", 10 + day);
        daily.run(school, date, "login", "mobile", "page_views", day);
        daily.run(school, date, "campus", "desktop", "sessions", 3);
        for (const name of ["a", "b", `c${day}`]) visitor.run(school, date, name);
        keyword.run(school, date, "政治", 2, 0);
        keyword.run(school, date, "不存在的课", 1, 1);
      }
      // The overview's compact rows, as the aggregation derives them: sums over items, distinct visitors per day,
      // Monday week and month.
      sqlite.exec(`
        insert into usage_daily_totals (school_id, day, metric, item_type, access, device, count)
          select school_id, day, metric, item_type, access, device, sum(count) from usage_daily
          group by school_id, day, metric, item_type, access, device;
        insert into usage_visitor_counts (school_id, kind, bucket, count)
          select school_id, 'day', day, count(distinct visitor) from usage_visitors group by school_id, day;
        insert into usage_visitor_counts (school_id, kind, bucket, count)
          select school_id, 'week', monday, count(distinct visitor) from (
            select school_id, visitor, date(day, '-' || ((cast(strftime('%w', day) as integer) + 6) % 7) || ' days') as monday
            from usage_visitors
          ) group by school_id, monday;
        insert into usage_visitor_counts (school_id, kind, bucket, count)
          select school_id, 'month', substr(day, 1, 7), count(distinct visitor) from usage_visitors
          group by school_id, substr(day, 1, 7);
      `);
      sqlite.prepare("insert into usage_days (day, built_at) values ('2025-10-31', ?)").run(Date.now());
    })();
  } finally {
    sqlite.close();
  }
}

beforeAll(async () => {
  database = await createTestDatabase("sqlite");
  [server, browser] = await Promise.all([startServer({ databaseUrl: database.url }), launchBrowser()]);
  baseURL = server.baseUrl;
  // The server has made and seeded the database; the rows go in beside it.
  seed();
  staff = await loginConsoleThroughApi(baseURL, "school");
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await database?.drop();
});

describe.each([
  ["off", false],
  ["on", true],
] as const)("desktop, JavaScript %s", (_mode, js) => {
  let context: BrowserContext;
  let page: Page;
  const contextWith = async (javaScriptEnabled: boolean) =>
    withToken(await newDesktopContext(browser, { baseURL, javaScriptEnabled }), staff, baseURL);
  /** axe runs in a context with JavaScript (on the document a JavaScript-less page shows, when off). */
  const newContext = () => contextWith(true);
  const open = async (path: string) => {
    await page.goto(path);
    if (js) await waitForHydration(page);
  };
  const main = () => page.locator("main").textContent();

  beforeAll(async () => {
    context = await contextWith(js);
    context.setDefaultTimeout(20_000);
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });

  it("chooses a period and reads the totals, a measure's table beside its chart, and the splits", async () => {
    await open("/console/usage");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("使用统计");
    expect(await page.getByRole("navigation", { name: "使用统计" }).getByRole("link").allTextContents()).toEqual([
      "概览",
      "资源排行",
      "搜索词",
    ]);
    // axe on this page as first loaded: the audit's (tests/budgets/routes.ts); here only the states a journey reaches.
    // Only the JavaScript-off check goes: the audit's hydrated pass takes one page per template, not this one.
    if (js) await axeCurrentPage(page, js, newContext);
    await page.locator("#usage-from").fill("2025-10-01");
    await page.locator("#usage-to").fill("2025-10-07");
    await page.locator("#usage-granularity").selectOption("day");
    await page.getByRole("button", { name: "查看" }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("to")).toBe("2025-10-07");
    if (js) await waitForHydration(page);
    const totals = page.locator("table", {
      has: page.locator("caption", { hasText: "合计：2025-10-01 至 2025-10-07" }),
    });
    await expect.poll(() => totals.count()).toBe(1);
    const views = totals.locator("tr", { has: page.locator("th", { hasText: /^页面浏览量$/ }) });
    expect(await views.locator("td").first().textContent()).toBe(String(FIRST_WEEK_VIEWS));
    // Visitors are distinct: a, b and one new each day — 9 over the week, not 3 × 7.
    const visitors = totals.locator("tr", { has: page.locator("th", { hasText: /^访客数$/ }) });
    expect(await visitors.locator("td").first().textContent()).toBe("9");
    // The measure's chart is an image with its title, and its numbers are in the table beside it.
    const trend = page.locator("section.usage-trend", {
      has: page.getByRole("heading", { name: "页面浏览量", level: 3 }),
    });
    expect(await trend.getByRole("img", { name: /页面浏览量趋势图/ }).count()).toBe(1);
    expect(await trend.locator("tbody tr").count()).toBe(7);
    expect(await trend.locator("tbody tr").first().textContent()).toBe(`2025-10-01${viewsOf(1)}`);
    const splits = page.locator("table", { has: page.locator("caption", { hasText: "校园网内与校外登录" }) });
    expect(await splits.locator("tr", { hasText: "页面浏览量" }).locator("td").allTextContents()).toEqual([
      String(7 * 10 + 28),
      "28",
      String(7 * 10 + 28),
      "28",
    ]);
    await axeCurrentPage(page, js, newContext);
  });

  it("refuses an end before the start with its message and keeps what was typed", async () => {
    await open("/console/usage?from=2025-10-01&to=2025-10-07&granularity=day&compare=previous");
    const before = page.url();
    await page.locator("#usage-to").fill("2025-09-01");
    await page.getByRole("button", { name: "查看" }).click();
    await expect.poll(() => main()).toContain("结束日期不能早于开始日期");
    expect(await page.locator("#usage-to").inputValue()).toBe("2025-09-01");
    expect(await page.locator("#usage-to").getAttribute("aria-invalid")).toBe("true");
    // With JavaScript the schema refused it before anything was asked; without, the server redisplayed the form.
    if (js) expect(page.url()).toBe(before);
    else expect(new URL(page.url()).searchParams.get("to")).toBe("2025-09-01");
    await axeCurrentPage(page, js, newContext);
  });

  it("downloads a table as CSV and the month's report as PDF", async () => {
    await open("/console/usage?from=2025-10-01&to=2025-10-07&granularity=week&compare=previous");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: /^CSV\s*（合计）$/ }).click(),
    ]);
    const bytes = await (await download.createReadStream()).toArray();
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(Buffer.concat(bytes));
    expect(text.startsWith("\uFEFF指标,本期,对比期,变化\r\n")).toBe(true);
    expect(text).toContain(`页面浏览量,${FIRST_WEEK_VIEWS},0,新增`);

    await page.locator("#usage-month").fill("2025-10");
    const [pdf] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "下载月度报告" }).click(),
    ]);
    expect(pdf.suggestedFilename()).toBe("演示大学-使用统计月报-2025-10.pdf");
    const head = Buffer.concat(await (await pdf.createReadStream()).toArray())
      .subarray(0, 5)
      .toString();
    expect(head).toBe("%PDF-");
  });

  it("shows the resources and the searches' keywords, and passes axe", async () => {
    await open("/console/usage/searches?from=2025-10-01&to=2025-10-31&granularity=week&compare=previous");
    const nav = page.getByRole("navigation", { name: "使用统计" });
    expect(await nav.getByRole("link", { name: "搜索词" }).getAttribute("aria-current")).toBe("page");
    const top = page.locator("table", { has: page.locator("caption", { hasText: "热门搜索词" }) });
    expect(await top.locator("tbody tr").first().textContent()).toBe("政治620");
    const nothing = page.locator("table", { has: page.locator("caption", { hasText: "没有找到结果的搜索词" }) });
    expect(await nothing.locator("tbody tr").allTextContents()).toEqual(["不存在的课3131"]);
    await axeCurrentPage(page, js, newContext);
    await nav.getByRole("link", { name: "资源排行" }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/console/usage/resources");
    // The period is kept across the sub-pages.
    expect(new URL(page.url()).searchParams.get("granularity")).toBe("week");
    // With JavaScript the address changes before React has drawn the new page (a transition): wait for its text.
    await expect.poll(() => main()).toContain("视频与直播");
    await axeCurrentPage(page, js, newContext);
  });
});
