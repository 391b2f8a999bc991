// Batches (issue 27) in Chromium against the production build, over the demo data: desktop with JavaScript off — the
// demo teacher creates a batch, a phone list with one bad row is refused by line (nobody added), a good list adds a
// student, an invite code is made; mobile with JavaScript on — a new student of 演示大学 joins with the code and sees 我的学习;
// the teacher's overview lists the students and both exports answer. axe on each page as it is shown.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, newDesktopContext, newMobileContext, waitForHydration } from "../support/browser";
import { loginThroughApi, registerStudentThroughApi } from "../support/demo-login";
import { uniquePhone } from "../support/dev-inbox";
import { axeCurrentPage, toastText, withToken } from "../support/e2e-helpers";

const baseURL = inject("e2eBaseUrl");
const TEACHER = { phoneNumber: "13800000007", password: "Yantu#2026" };
let browser: Browser;
let teacherToken: string;
let batchPath = "";
let inviteCode = "";

beforeAll(async () => {
  browser = await launchBrowser();
  teacherToken = await loginThroughApi(baseURL, TEACHER);
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

const rowsOf = async (page: Page) => page.locator("main table tbody tr").count();

describe("desktop, JavaScript off: the teacher", { timeout: 150_000 }, () => {
  let context: BrowserContext;
  let page: Page;
  const newContext = async () =>
    withToken(await newDesktopContext(browser, { baseURL, javaScriptEnabled: false }), teacherToken, baseURL);

  // axe runs in a page with JavaScript on (the shown document, its scripts removed, served to it).
  const auditContext = async () =>
    withToken(await newDesktopContext(browser, { baseURL, javaScriptEnabled: true }), teacherToken, baseURL);

  beforeAll(async () => {
    context = await newContext();
    page = await context.newPage();
  }, 60_000);
  afterAll(async () => {
    await context?.close();
  });

  it("creates a batch and lands on its 学习概况", async () => {
    expect((await page.goto("/Training"))?.status()).toBe(200);
    await page.getByLabel("班级名称").fill("端到端测试班", { timeout: 20_000 });
    await page.getByLabel("学期").fill("2027 届", { timeout: 20_000 });
    await page.getByRole("button", { name: "新建班级" }).click({ timeout: 20_000 });
    await expect.poll(() => toastText(page)).toContain("已新建班级");
    batchPath = new URL(page.url()).pathname;
    await axeCurrentPage(page, false, auditContext);
    expect(batchPath).toMatch(/^\/Training\/teacher\/\d+$/);
    expect(await page.locator("main h1").textContent()).toBe("学习概况");
  });

  it("refuses a list with one bad row by its line, then adds a good list and makes an invite code", async () => {
    expect((await page.goto(`${batchPath}/students`))?.status()).toBe(200);
    await axeCurrentPage(page, false, auditContext);
    const before = await rowsOf(page);
    await page.getByLabel("手机号名单").fill("13800000001\n12345");
    await page.getByRole("button", { name: "导入" }).click();
    const alert = page.getByRole("alert").filter({ hasText: "第 2 行" });
    await expect.poll(() => alert.count()).toBe(1);
    expect(await page.getByLabel("手机号名单").inputValue()).toBe("13800000001\n12345");
    await axeCurrentPage(page, false, auditContext);
    expect((await page.goto(`${batchPath}/students`))?.status()).toBe(200);
    expect(await rowsOf(page)).toBe(before);

    await page.getByLabel("手机号名单").fill("13800000001");
    await page.getByRole("button", { name: "导入" }).click();
    await expect.poll(() => toastText(page)).toBe("已添加 1 名学员");
    expect(await rowsOf(page)).toBe(before + 1);

    await page.getByRole("button", { name: "生成邀请码" }).click();
    await expect.poll(() => toastText(page)).toBe("已生成新的邀请码");
    inviteCode = (await page.locator(".batch-code").textContent()) ?? "";
    expect(inviteCode).toMatch(/^[A-Z2-9]{8}$/);
  });
});

describe("mobile, JavaScript on: a student joins by code", { timeout: 150_000 }, () => {
  it("joins with the code and sees 我的学习", async () => {
    // A student of its own: the demo's students have their passwords reset by the accounts suite running beside it.
    const token = await registerStudentThroughApi(baseURL, uniquePhone("134"), "Yantu#2026");
    const newContext = async () => withToken(await newMobileContext(browser, { baseURL }), token, baseURL);
    const context = await newContext();
    const page = await context.newPage();
    try {
      expect((await page.goto("/mobile/Training"))?.status()).toBe(200);
      await waitForHydration(page);
      await axeCurrentPage(page, true, newContext);
      await page.getByLabel("邀请码").fill(inviteCode.toLowerCase());
      await page.getByRole("button", { name: "加入", exact: true }).click();
      await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/mobile\/Training\/student\/\d+$/);
      await expect.poll(() => page.locator("h1").last().textContent()).toBe("我的学习");
      await axeCurrentPage(page, true, newContext);
    } finally {
      await context.close();
    }
  });
});

describe("desktop, JavaScript on: the overview and its exports", { timeout: 150_000 }, () => {
  it("lists the two students and answers both exports", async () => {
    const newContext = async () => withToken(await newDesktopContext(browser, { baseURL }), teacherToken, baseURL);
    const context = await newContext();
    const page = await context.newPage();
    try {
      expect((await page.goto(batchPath))?.status()).toBe(200);
      await axeCurrentPage(page, true, newContext);
      expect(await rowsOf(page)).toBe(2);
      for (const [extension, type] of [
        ["csv", "text/csv"],
        ["xlsx", "spreadsheetml"],
      ] as const) {
        const answer = await context.request.get(`${batchPath}/export.${extension}`);
        expect(answer.status()).toBe(200);
        expect(answer.headers()["content-type"]).toContain(type);
      }
    } finally {
      await context.close();
    }
  });
});
