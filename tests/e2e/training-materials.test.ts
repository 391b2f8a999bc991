// 课件 of the training platform (issue 27) in Chromium, on the e2e server with LibreOffice and poppler-utils:
// - desktop, JavaScript off: a teacher uploads a PPTX (tests/fixtures/training/slides.pptx), refreshes the list until
//   it is 可阅读, opens the viewer without JavaScript — the page image (alt "第 1 页") and the page's text, 下一页,
//   上一页 and the page-number form —; a PNG named .pptx is refused saying what it is, the title kept;
// - mobile, JavaScript on: the batch's student opens the material from the list and turns its pages;
// - desktop, JavaScript on: the student's list and viewer, hydrated.
// axe on each state shown.
import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import { promisify } from "node:util";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, newDesktopContext, newMobileContext, waitForHydration } from "../support/browser";
import { loginThroughApi, registerStudentThroughApi } from "../support/demo-login";
import { axeCurrentPage, toastText, withToken, formPostResponse } from "../support/e2e-helpers";

const baseURL = inject("e2eBaseUrl");
const DEMO_STUDENT_PHONE = "13800000001";
let browser: Browser;
let teacherToken: string;
let studentToken: string;
let batchId: number;

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

beforeAll(async () => {
  browser = await launchBrowser();
  studentToken = await loginThroughApi(baseURL);
  const teacherPhone = `137${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
  teacherToken = await registerStudentThroughApi(baseURL, teacherPhone, "Yantu#2026");
  const { stdout } = await promisify(execFile)(
    "npx",
    ["tsx", "tests/support/training-batch-cli.ts", "--teacher", teacherPhone, "--student", DEMO_STUDENT_PHONE],
    { env: { ...process.env, DATABASE_URL: inject("e2eDatabaseUrl") } },
  );
  batchId = Number(stdout.trim().split("\n").pop());
  expect(batchId).toBeGreaterThan(0);
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

async function expectPage(page: Page, n: number, text: string) {
  expect(await page.getByRole("img", { name: `第 ${n} 页` }).count()).toBe(1);
  expect(await page.locator(".material-text").textContent()).toContain(text);
  expect(await page.locator("h1").textContent()).toContain(`第 ${n} 页`);
}

describe("desktop, JavaScript off: the teacher", () => {
  const desktop = (token: string) =>
    newDesktopContext(browser, { baseURL, javaScriptEnabled: false }).then((context) =>
      withToken(context, token, baseURL),
    );
  let context: BrowserContext;

  it("uploads a PPTX, waits for 可阅读, and reads it page by page", async () => {
    context = await desktop(teacherToken);
    const page = await context.newPage();
    const list = `/Training/teacher/${batchId}/materials`;
    expect((await page.goto(list))?.status()).toBe(200);
    await axeCurrentPage(page, false, () => newDesktopContext(browser, { baseURL }));

    // A PNG named .pptx: refused by its bytes, the title kept.
    const form = page.locator("form[enctype='multipart/form-data']");
    await form.getByLabel("标题").fill("线性代数 第一讲");
    await form
      .getByLabel("课件文件")
      .setInputFiles({ name: "第一讲.pptx", mimeType: "application/vnd.ms-powerpoint", buffer: PNG });
    const [refused] = await Promise.all([formPostResponse(page), form.getByRole("button", { name: "上传" }).click()]);
    expect(refused.status()).toBe(415);
    await page.waitForLoadState();
    expect(await page.locator("#material-file-error").textContent()).toBe(
      "这个文件是PNG 图片，不是 PPT、PPTX、PDF、DOC 或 DOCX 课件",
    );
    expect(await form.getByLabel("标题").inputValue()).toBe("线性代数 第一讲");
    await axeCurrentPage(page, false, () => newDesktopContext(browser, { baseURL }));

    await form.getByLabel("课件文件").setInputFiles({
      name: "第一讲.pptx",
      mimeType: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
      buffer: await readFile("tests/fixtures/training/slides.pptx"),
    });
    await form.getByRole("button", { name: "上传" }).click();
    await page.waitForURL((url) => url.pathname === list);
    expect(await toastText(page)).toBe("课件已上传，正在排队转换");

    // Without JavaScript the teacher reloads until the conversion is done.
    const entry = page.locator(".material-list > li", { hasText: "线性代数 第一讲" });
    const deadline = Date.now() + 150_000;
    while ((await entry.locator(".material-status").textContent()) !== "可阅读") {
      expect(Date.now(), (await entry.textContent()) ?? "").toBeLessThan(deadline);
      await page.waitForTimeout(2000);
      await page.goto(list);
    }
    expect(await entry.textContent()).toContain("3 页");

    await entry.getByRole("link", { name: /阅读/ }).click();
    await page.waitForURL((url) => url.pathname.endsWith("/1"));
    await expectPage(page, 1, "线性代数");
    await axeCurrentPage(page, false, () => newDesktopContext(browser, { baseURL }));
    await page.getByRole("link", { name: "下一页" }).first().click();
    await page.waitForURL((url) => url.pathname.endsWith("/2"));
    await expectPage(page, 2, "特征值");
    await page.getByRole("link", { name: "上一页" }).first().click();
    await page.waitForURL((url) => url.pathname.endsWith("/1"));
    await page.getByLabel("跳到第").fill("3");
    await page.getByRole("button", { name: "跳转" }).click();
    await page.waitForURL((url) => url.pathname.endsWith("/3"));
    await expectPage(page, 3, "总结");
    // The image answers (a signed link of this user's).
    const src = await page.getByRole("img", { name: "第 3 页" }).getAttribute("src");
    const image = await page.request.get(src!);
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/jpeg");
  }, 300_000);

  afterAll(async () => {
    await context?.close();
  });
});

describe("the student", () => {
  it("mobile, JavaScript on: opens the material from the list and turns its pages", async () => {
    const context = await withToken(await newMobileContext(browser, { baseURL }), studentToken, baseURL);
    try {
      const page = await context.newPage();
      expect((await page.goto(`/mobile/Training/student/${batchId}/materials`))?.status()).toBe(200);
      await waitForHydration(page);
      await axeCurrentPage(page, true, () => newMobileContext(browser, { baseURL }));
      await page.getByRole("link", { name: /阅读：线性代数 第一讲/ }).click();
      await page.waitForURL(
        (url) => url.pathname === `/mobile/Training/student/${batchId}/materials/${url.pathname.split("/")[6]}/1`,
      );
      await expectPage(page, 1, "线性代数");
      await axeCurrentPage(page, true, () => newMobileContext(browser, { baseURL }));
      await page.getByRole("link", { name: "下一页" }).first().click();
      await page.waitForURL((url) => url.pathname.endsWith("/2"));
      await expectPage(page, 2, "特征值");
    } finally {
      await context.close();
    }
  }, 120_000);

  it("desktop, JavaScript off: the list and a viewer page, axe-clean", async () => {
    const context = await withToken(
      await newDesktopContext(browser, { baseURL, javaScriptEnabled: false }),
      studentToken,
      baseURL,
    );
    try {
      const page = await context.newPage();
      expect((await page.goto(`/Training/student/${batchId}/materials`))?.status()).toBe(200);
      await axeCurrentPage(page, false, () => newDesktopContext(browser, { baseURL }));
      await page.getByRole("link", { name: /阅读：线性代数 第一讲/ }).click();
      await page.waitForURL((url) => url.pathname.endsWith("/1"));
      await expectPage(page, 1, "线性代数");
      await page.getByRole("link", { name: "下一页" }).first().click();
      await page.waitForURL((url) => url.pathname.endsWith("/2"));
      await axeCurrentPage(page, false, () => newDesktopContext(browser, { baseURL }));
      // A teacher's page is not the student's: the same 404 as for a batch that does not exist.
      expect((await page.goto(`/Training/teacher/${batchId}/materials`))?.status()).toBe(404);
    } finally {
      await context.close();
    }
  }, 120_000);
});
