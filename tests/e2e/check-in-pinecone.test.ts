// 打卡 and 松果 (docs/decisions/0024-check-ins-and-pinecones.md) in Chromium against the production build, as freshly
// registered students: desktop with JavaScript off — check in with the form, the calendar's today cell says 已打卡
// (aria-current="date"), the button is gone, the previous month is a link, 松果 shows the balance and the +5 entry;
// mobile with JavaScript on — from the 我的 tab to 打卡, check in, then 松果. In both: 立即打卡 is Mantine's filled button,
// the page says what 连续打卡 and 连续学习 each count, and 松果 says what they are for. axe on the states the audit's
// crawl cannot reach (after a check-in, a ledger with an entry).
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, newDesktopContext, newMobileContext, waitForHydration } from "../support/browser";
import { registerStudentThroughApi } from "../support/demo-login";
import { uniquePhone } from "../support/dev-inbox";
import { axeCurrentPage, toastText, withToken } from "../support/e2e-helpers";
import { pineconeMessages } from "~/modules/pinecone/pinecone-messages";
import { streakTerms } from "~/modules/records/streak-terms";

const baseURL = inject("e2eBaseUrl");
const PASSWORD = "Kaoyan#Clock2026";
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

const todayCell = (page: Page) => page.locator('main table td[aria-current="date"]');

/** 立即打卡 is Mantine's Button, filled with the theme's primary colour — not the browser's grey default button. */
async function expectMantineCheckInButton(page: Page) {
  const button = page.getByRole("button", { name: "立即打卡" });
  expect(await button.getAttribute("class")).toContain("mantine-Button-root");
  const [background, primary] = await button.evaluate((element) => {
    const probe = document.createElement("div");
    probe.style.backgroundColor = "var(--mantine-primary-color-filled)";
    document.body.append(probe);
    const colour = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return [getComputedStyle(element).backgroundColor, colour];
  });
  expect(background).toBe(primary);
}

/** Both streaks, each with the sentence saying what it counts. */
async function expectStreaksExplained(page: Page) {
  const text = await page.locator("main").textContent();
  expect(text).toContain(streakTerms.checkIn.meaning);
  expect(text).toContain(streakTerms.study.meaning);
}

describe("desktop, JavaScript off", () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    const token = await registerStudentThroughApi(baseURL, uniquePhone("135"), PASSWORD);
    context = await withToken(await newDesktopContext(browser, { baseURL, javaScriptEnabled: false }), token, baseURL);
    page = await context.newPage();
  }, 60_000);
  afterAll(async () => {
    await context?.close();
  });

  it("checks in with the form, shows it on the calendar, and 松果 shows +5", async () => {
    expect((await page.goto("/user/clock"))?.status()).toBe(200);
    expect(
      await page.getByRole("navigation", { name: "个人中心" }).locator('[aria-current="page"]').textContent(),
    ).toBe("打卡");
    const calendar = page.getByRole("table");
    expect(await calendar.locator("caption").textContent()).toMatch(/^\d{4}年\d{1,2}月（打卡 0 天）$/);
    expect(await calendar.locator('thead th[scope="col"]').count()).toBe(7);
    expect(await todayCell(page).textContent()).toContain("未打卡");
    await expectMantineCheckInButton(page);
    await expectStreaksExplained(page);

    await page.getByRole("button", { name: "立即打卡" }).click();
    await expect.poll(() => toastText(page)).toBe("打卡成功，获得 5 个松果");
    expect(new URL(page.url()).pathname).toBe("/user/clock");
    expect(await todayCell(page).textContent()).toContain("已打卡");
    expect(await page.getByRole("button", { name: "立即打卡" }).count()).toBe(0);
    expect(await page.locator("main").textContent()).toContain("今日已打卡");
    expect(await page.locator("main .centre-stats").textContent()).toContain("连续打卡1 天");
    await axeCurrentPage(page, false, () => newDesktopContext(browser, { baseURL }));

    // The month before, through its link; then back.
    await page.getByRole("link", { name: /^上个月：/ }).click();
    expect(new URL(page.url()).searchParams.get("month")).toMatch(/^\d{4}-\d{2}$/);
    expect(await todayCell(page).count()).toBe(0);
    await page.getByRole("link", { name: "回到本月" }).click();
    expect(await todayCell(page).textContent()).toContain("已打卡");

    expect(await page.locator("main .centre-stats").textContent()).toContain("松果余额5 个");
    await page.getByRole("link", { name: "查看松果明细" }).click();
    expect(new URL(page.url()).pathname).toBe("/user/pinecone");
    expect(await page.locator("main .pinecone-balance").textContent()).toBe("松果余额5个");
    expect(await page.locator("main .centre-item h3").allTextContents()).toEqual(["每日打卡"]);
    expect(await page.locator("main .pinecone-amount").textContent()).toBe("获得+55 个");
    expect(await page.getByRole("region", { name: pineconeMessages.usesTitle }).textContent()).toContain(
      pineconeMessages.uses,
    );
    await axeCurrentPage(page, false, () => newDesktopContext(browser, { baseURL }));
  });
});

describe("mobile, JavaScript on", () => {
  let context: BrowserContext;
  let page: Page;
  const ready = (target: Page) => waitForHydration(target);

  beforeAll(async () => {
    const token = await registerStudentThroughApi(baseURL, uniquePhone("133"), PASSWORD);
    context = await withToken(await newMobileContext(browser, { baseURL, javaScriptEnabled: true }), token, baseURL);
    page = await context.newPage();
  }, 60_000);
  afterAll(async () => {
    await context?.close();
  });

  it("goes from the 我的 tab to 打卡, checks in in place, and finds the 松果", async () => {
    await page.goto("/mobile/user");
    await ready(page);
    await page.getByRole("link", { name: "打卡" }).click();
    await page.waitForURL("**/mobile/user/clock");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("打卡");
    await expectMantineCheckInButton(page);
    await expectStreaksExplained(page);
    await page.getByRole("button", { name: "立即打卡" }).click();
    await expect.poll(() => toastText(page)).toBe("打卡成功，获得 5 个松果");
    await expect.poll(() => todayCell(page).textContent()).toContain("已打卡");
    await axeCurrentPage(page, true, () => newMobileContext(browser, { baseURL }));

    await page.goto("/mobile/user/pinecone");
    await ready(page);
    expect(await page.locator("main .pinecone-balance").textContent()).toBe("松果余额5个");
    expect(await page.locator("main .centre-item h3").allTextContents()).toEqual(["每日打卡"]);
    expect(await page.getByRole("region", { name: pineconeMessages.usesTitle }).textContent()).toContain(
      pineconeMessages.uses,
    );
    await axeCurrentPage(page, true, () => newMobileContext(browser, { baseURL }));
  });
});
