// 真题解析视频 (/console/paper-videos, issue 26) in Chromium on a desktop, as an operator of this file's own: with
// JavaScript off and on a paper video is filed as a draft with its video chosen from 视频库, shown in its preview as
// students will see it (the player with 标清 / 高清; axe on the editor with its preview), published (a student then
// opens it at /trueQuesExplanation/videoPlay?id=) and unpublished (404 for the student again); with JavaScript the zod
// schema refuses a year out of range before anything is posted, without it the server refuses it and keeps the text.
// Published only while paper-video-live.test.ts is not counting the published videos.
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

async function fillPaperVideo(page: Page, title: string) {
  await page.locator("#paper-video-subject").selectOption("major");
  await page.locator("#paper-video-year").fill("2025");
  await page.locator("#paper-video-paper").fill("2025 年计算机学科专业基础综合");
  await page.locator("#paper-video-number").fill("41");
  await page.locator("#paper-video-label").fill("第 41 题");
  await page.locator("#paper-video-title-input").fill(title);
  await page.locator("#paper-video-teacher").fill("钱老师");
  await page.locator("#paper-video-introduction").fill(`${title}的讲解思路`);
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

    it("files a draft with a video, previews it, publishes it for students and unpublishes it", {
      timeout: 150_000,
    }, async () => {
      const title = `图的最短路径讲解（脚本${js ? "开" : "关"}）`;
      await page.goto("/console/paper-videos");
      await page.getByRole("link", { name: "新建真题解析视频" }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe("/console/paper-videos/new");
      await fillPaperVideo(page, title);
      // The demo lessons are ready 视频库 videos.
      const video = page.locator("#paper-video-video");
      expect(await video.locator("option").count()).toBeGreaterThan(1);
      const chosen = await video.locator("option").nth(1).getAttribute("value");
      await video.selectOption(chosen ?? "");
      await page.getByRole("button", { name: "保存草稿" }).click();
      await expect.poll(() => toastText(page)).toContain(`已保存草稿「${title}」`);
      const id = Number(/\/console\/paper-videos\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1]);
      expect(id).toBeGreaterThan(0);
      expect(await page.locator("#paper-video-video").inputValue()).toBe(chosen);
      const preview = page.locator(".console-preview");
      expect(await preview.locator("h3").textContent()).toBe(title);
      expect(await preview.locator("video").count()).toBe(1);
      expect(await preview.getByRole("button", { name: "高清" }).count()).toBe(1);
      expect(await preview.textContent()).toContain("第 41 题");
      await axeCurrentPage(page, js, () => contextFor(true));

      const student = await newDesktopContext(browser, { baseURL, javaScriptEnabled: js });
      try {
        const viewer = await student.newPage();
        const studentPage = `/trueQuesExplanation/videoPlay?id=${id}`;
        expect((await viewer.goto(studentPage))?.status()).toBe(404);
        await whileExclusive(baseURL, "published-paper-videos", async () => {
          await page.getByRole("button", { name: "发布", exact: true }).click();
          await expect.poll(() => toastText(page)).toContain(`已发布「${title}」`);
          expect((await viewer.goto(studentPage))?.status()).toBe(200);
          expect(await viewer.locator("h1").textContent()).toBe(title);
          await page.getByRole("button", { name: "下架" }).click();
          await expect.poll(() => toastText(page)).toContain(`已下架「${title}」`);
        });
        expect((await viewer.goto(studentPage))?.status()).toBe(404);
      } finally {
        await student.close();
      }
    });

    it("refuses a year out of range and keeps what was typed", async () => {
      await page.goto("/console/paper-videos/new");
      await fillPaperVideo(page, "年份写错的讲解");
      await page.locator("#paper-video-year").fill("1999");
      const posts: string[] = [];
      page.on("request", (request) => {
        if (request.method() === "POST") posts.push(request.url());
      });
      await page.getByRole("button", { name: "保存草稿" }).click();
      await expect.poll(() => main(page)).toContain("年份应为 2000–2100 之间的整数");
      expect(await page.locator("#paper-video-introduction").inputValue()).toBe("年份写错的讲解的讲解思路");
      // With JavaScript the schema refuses it in the page; without, the server answers with the form as typed.
      expect(posts.length).toBe(js ? 0 : 1);
    });
  });
}
