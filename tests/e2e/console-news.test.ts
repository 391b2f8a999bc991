// 资讯发布 (/console/news, issue 26) in Chromium on a desktop, as an operator of this file's own: with JavaScript off
// and on a draft is written, shown in its preview as students will read it (axe on the editor with its preview),
// published (a student then reads it at /policy/{id}) and unpublished (404 for the student again); with JavaScript the
// zod schema refuses an empty title before anything is posted; without it the server refuses it and keeps the text.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, newDesktopContext } from "../support/browser";
import { consoleOperatorThroughCli } from "../support/demo-login";
import { whileExclusive } from "../support/e2e-exclusive";
import { axeCurrentPage, toastText, withToken } from "../support/e2e-helpers";

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

async function fillDraft(page: Page, title: string) {
  await page.locator("#news-title-input").fill(title);
  await page.locator("#news-category").selectOption("guide");
  await page.locator("#news-summary").fill(`${title}的摘要`);
  await page.locator("#news-content").fill(`${title}的第一段。\n\n第二段：按时复习。`);
}

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

    it("writes a draft, previews it, publishes it for students and unpublishes it", async () => {
      const title = `控制台试稿甲乙（脚本${js ? "开" : "关"}）`;
      await page.goto("/console/news");
      await page.getByRole("link", { name: "写资讯" }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe("/console/news/new");
      await fillDraft(page, title);
      await page.getByRole("button", { name: "保存草稿" }).click();
      await expect.poll(() => toastText(page)).toContain(`已保存草稿「${title}」`);
      const id = Number(/\/console\/news\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1]);
      expect(id).toBeGreaterThan(0);
      const preview = page.locator(".console-preview");
      expect(await preview.locator("h3").textContent()).toBe(title);
      expect(await preview.locator(".news-body p").allTextContents()).toEqual([
        `${title}的第一段。`,
        "第二段：按时复习。",
      ]);
      await axeCurrentPage(page, js, () => contextFor(true));

      const student = await newDesktopContext(browser, { baseURL, javaScriptEnabled: js });
      try {
        const reader = await student.newPage();
        expect((await reader.goto(`/policy/${id}`))?.status()).toBe(404);
        // Published only while news-pages.test.ts is not counting the published news.
        await whileExclusive(baseURL, "published-news", async () => {
          await page.getByRole("button", { name: "发布", exact: true }).click();
          await expect.poll(() => toastText(page)).toContain(`已发布「${title}」`);
          expect((await reader.goto(`/policy/${id}`))?.status()).toBe(200);
          expect(await reader.locator("h1").textContent()).toBe(title);
          await page.getByRole("button", { name: "下架" }).click();
          await expect.poll(() => toastText(page)).toContain(`已下架「${title}」`);
        });
        expect((await reader.goto(`/policy/${id}`))?.status()).toBe(404);
      } finally {
        await student.close();
      }
    });

    it("refuses an empty title and keeps what was typed", async () => {
      await page.goto("/console/news/new");
      await fillDraft(page, "将被清空");
      await page.locator("#news-title-input").fill("");
      const posts: string[] = [];
      page.on("request", (request) => {
        if (request.method() === "POST") posts.push(request.url());
      });
      await page.getByRole("button", { name: "保存草稿" }).click();
      await expect.poll(() => main(page)).toContain("请填写标题");
      expect(await page.locator("#news-summary").inputValue()).toBe("将被清空的摘要");
      // With JavaScript the schema refuses it in the page; without, the server answers with the form as typed.
      expect(posts.length).toBe(js ? 0 : 1);
    });
  });
}
