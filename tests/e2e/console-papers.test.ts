// 真题管理 (/console/papers, issue 26) in Chromium on a desktop, as an operator of this file's own: with JavaScript off
// and on a draft paper is entered, a PNG named .pdf is refused with the reason, the PDF is uploaded (a multipart form)
// and its page count shown, the preview is the student page's own view (axe on the editor with its preview), the
// paper is published (a student then opens it at /question/{id} with its page count) and unpublished (404 for the
// student again). A structure whose parts do not add up is refused, in the page with JavaScript and by the server
// without, keeping what was typed.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, newDesktopContext, waitForHydration } from "../support/browser";
import { consoleOperatorThroughCli } from "../support/demo-login";
import { whileExclusive } from "../support/e2e-exclusive";
import { axeCurrentPage, toastText, withToken, formPostResponse } from "../support/e2e-helpers";
import { handWrittenPdf, pngBytes } from "../support/pdf-fixtures";

const baseURL = inject("e2eBaseUrl");
let browser: Browser;
let operatorToken: string;

const main = (page: Page) => page.locator("main").textContent();

beforeAll(async () => {
  browser = await launchBrowser();
  operatorToken = await consoleOperatorThroughCli(baseURL, inject("e2eDatabaseUrl"));
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

async function contextFor(javaScriptEnabled: boolean): Promise<BrowserContext> {
  return withToken(await newDesktopContext(browser, { baseURL, javaScriptEnabled }), operatorToken, baseURL);
}

/** Years the demo data has no paper of (it has 2016–2025), one per JavaScript setting, so the two runs never meet. */
async function fillPaper(page: Page, year: number, title: string, structure: string) {
  await page.locator("#paper-subject").selectOption("politics");
  await page.locator("#paper-year").fill(String(year));
  await page.locator("#paper-title-input").fill(title);
  await page.locator("#paper-duration").fill("180");
  await page.locator("#paper-total").fill("100");
  await page.locator("#paper-structure-input").fill(structure);
  await page.locator("#paper-description").fill("控制台录入的试卷说明。");
}

const STRUCTURE = "单项选择题 16 16\n多项选择题 17 34\n分析题 5 50";

for (const js of [false, true]) {
  describe(`desktop, JavaScript ${js ? "on" : "off"}`, () => {
    let context: BrowserContext;
    let page: Page;
    beforeAll(async () => {
      context = await contextFor(js);
      page = await context.newPage();
    });
    afterAll(async () => {
      await context?.close();
    });

    it("enters a draft, takes its PDF, previews it, publishes it for students and unpublishes it", {
      timeout: 150_000,
    }, async () => {
      const title = `控制台试卷（脚本${js ? "开" : "关"}）`;
      await page.goto("/console/papers");
      await page.getByRole("link", { name: "新建真题" }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe("/console/papers/new");
      await fillPaper(page, js ? 2004 : 2003, title, STRUCTURE);
      await page.getByRole("button", { name: "保存草稿" }).click();
      await expect.poll(() => toastText(page)).toContain(`已保存草稿「${title}」`);
      const id = Number(/\/console\/papers\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1]);
      expect(id).toBeGreaterThan(0);

      // The editor's page hydrated before a file is chosen (a render still settling could replace the input).
      if (js) await waitForHydration(page);
      // A screenshot renamed to .pdf: refused with what it is, nothing stored.
      const fileInput = page.locator("#paper-file");
      await fileInput.setInputFiles({ name: "试卷.pdf", mimeType: "application/pdf", buffer: Buffer.from(pngBytes) });
      // Said apart, so a failure names its step: the input still holds the file (a render replacing the input would
      // empty it, and the browser's `required` would then stop the form), the POST went out, the server refused it.
      expect(await fileInput.evaluate((input: HTMLInputElement) => input.files?.length ?? 0)).toBe(1);
      const [refusal] = await Promise.all([
        formPostResponse(page, 30_000),
        page.getByRole("button", { name: "上传 PDF" }).click(),
      ]);
      expect(refusal.status()).toBe(422);
      await expect.poll(() => page.locator("#paper-file-error").textContent()).toContain("文件内容是 PNG 图片");
      expect(await main(page)).toContain("还没有上传 PDF。");

      await page
        .locator("#paper-file")
        .setInputFiles({ name: "试卷.pdf", mimeType: "application/pdf", buffer: Buffer.from(handWrittenPdf(3)) });
      await page.getByRole("button", { name: "上传 PDF" }).click();
      await expect.poll(() => toastText(page)).toContain("已上传试卷 PDF（3 页）");
      expect(await main(page)).toContain("已上传，共 3 页。");

      const preview = page.locator(".console-preview");
      expect(await preview.locator("h3").textContent()).toBe(title);
      expect(await preview.locator(".detail-list").textContent()).toContain("试卷页数3 页");
      expect(await preview.locator(".paper-table tbody th").allTextContents()).toEqual([
        "单项选择题",
        "多项选择题",
        "分析题",
      ]);
      await axeCurrentPage(page, js, () => contextFor(true));

      const student = await newDesktopContext(browser, { baseURL, javaScriptEnabled: js });
      try {
        const reader = await student.newPage();
        expect((await reader.goto(`/question/${id}`))?.status()).toBe(404);
        // Published only while paper-pages.test.ts is not counting the published papers.
        await whileExclusive(baseURL, "published-papers", async () => {
          await page.getByRole("button", { name: "发布", exact: true }).click();
          await expect.poll(() => toastText(page)).toContain(`已发布「${title}」`);
          expect((await reader.goto(`/question/${id}`))?.status()).toBe(200);
          expect(await reader.locator("h1").textContent()).toBe(title);
          expect(await reader.locator(".detail-list").textContent()).toContain("试卷页数3 页");
          await page.getByRole("button", { name: "下架" }).click();
          await expect.poll(() => toastText(page)).toContain(`已下架「${title}」`);
        });
        expect((await reader.goto(`/question/${id}`))?.status()).toBe(404);
      } finally {
        await student.close();
      }
    });

    it("refuses parts that do not add up to the full score and keeps what was typed", async () => {
      await page.goto("/console/papers/new");
      await fillPaper(page, 2005, "将被拒绝", "单项选择题 16 16\n分析题 5 50");
      const posts: string[] = [];
      page.on("request", (request) => {
        if (request.method() === "POST") posts.push(request.url());
      });
      await page.getByRole("button", { name: "保存草稿" }).click();
      await expect.poll(() => main(page)).toContain("各题型分值合计 66 分，与满分 100 分不一致");
      expect(await page.locator("#paper-structure-input").inputValue()).toBe("单项选择题 16 16\n分析题 5 50");
      // With JavaScript the schema refuses it in the page; without, the server answers with the form as typed.
      expect(posts.length).toBe(js ? 0 : 1);
    });
  });
}
