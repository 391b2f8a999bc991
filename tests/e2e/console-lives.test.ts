// 直播管理 (/console/lives, issue 26) in Chromium on a desktop, as an operator of this file's own: with JavaScript off
// and on a live is scheduled as a draft (Beijing times, a stream URL, a replay chosen from 视频库), shown in its
// preview as students see it (axe on the editor with its preview), published (a student then opens it at
// /livePlayback?id=) and unpublished (404 for the student again); with JavaScript the zod schema refuses an end before
// the start before anything is posted, without it the server refuses it and keeps what was typed. The live starts
// months ahead, so the schedule's other tests never meet it at the top of a group.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { beijingMinuteInput } from "~/modules/console/live-editor-schemas";
import { launchBrowser, newDesktopContext } from "../support/browser";
import { consoleOperatorThroughCli } from "../support/demo-login";
import { axeCurrentPage, toastText, withToken } from "../support/e2e-helpers";

const baseURL = inject("e2eBaseUrl");
const DAY = 86_400_000;
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

async function fillLive(page: Page, title: string, startsInDays: number) {
  const start = Math.floor((Date.now() + startsInDays * DAY) / 60_000) * 60_000;
  await page.locator("#live-title-input").fill(title);
  await page.locator("#live-teacher").fill("赵老师");
  await page.locator("#live-subject").selectOption("politics");
  await page.locator("#live-starts-at").fill(beijingMinuteInput(start));
  await page.locator("#live-ends-at").fill(beijingMinuteInput(start + 90 * 60_000));
  await page.locator("#live-stream-url").fill("https://live.example.cn/e2e/politics.m3u8");
  await page.locator("#live-introduction").fill(`${title}的简介`);
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

    it("schedules a draft with a replay, previews it, publishes it for students and unpublishes it", {
      timeout: 150_000,
    }, async () => {
      const title = `政治答疑直播试排（脚本${js ? "开" : "关"}）`;
      await page.goto("/console/lives");
      await page.getByRole("link", { name: "新建直播" }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe("/console/lives/new");
      await fillLive(page, title, js ? 301 : 300);
      // A replay from 视频库: the demo lessons are ready videos.
      const video = page.locator("#live-video");
      expect(await video.locator("option").count()).toBeGreaterThan(1);
      const chosen = await video.locator("option").nth(1).getAttribute("value");
      await video.selectOption(chosen ?? "");
      await page.getByRole("button", { name: "保存草稿" }).click();
      await expect.poll(() => toastText(page)).toContain(`已保存直播草稿「${title}」`);
      const id = Number(/\/console\/lives\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1]);
      expect(id).toBeGreaterThan(0);
      expect(await page.locator("#live-video").inputValue()).toBe(chosen);
      const preview = page.locator(".console-preview");
      expect(await preview.locator("h3").textContent()).toBe(title);
      expect(await preview.textContent()).toContain("即将开始");
      expect(await preview.textContent()).toContain("赵老师");
      await axeCurrentPage(page, js, () => contextFor(true));

      const student = await newDesktopContext(browser, { baseURL, javaScriptEnabled: js });
      try {
        const viewer = await student.newPage();
        expect((await viewer.goto(`/livePlayback?id=${id}`))?.status()).toBe(404);
        await page.getByRole("button", { name: "发布", exact: true }).click();
        await expect.poll(() => toastText(page)).toContain(`已发布「${title}」`);
        expect((await viewer.goto(`/livePlayback?id=${id}`))?.status()).toBe(200);
        expect(await viewer.locator("h1").textContent()).toBe(title);
        await page.getByRole("button", { name: "下架" }).click();
        await expect.poll(() => toastText(page)).toContain(`已下架「${title}」`);
        expect((await viewer.goto(`/livePlayback?id=${id}`))?.status()).toBe(404);
      } finally {
        await student.close();
      }
    });

    it("refuses an end before the start and keeps what was typed", async () => {
      await page.goto("/console/lives/new");
      await fillLive(page, "时间写反的直播", 200);
      await page.locator("#live-ends-at").fill(await page.locator("#live-starts-at").inputValue());
      const posts: string[] = [];
      page.on("request", (request) => {
        if (request.method() === "POST") posts.push(request.url());
      });
      await page.getByRole("button", { name: "保存草稿" }).click();
      await expect.poll(() => main(page)).toContain("结束时间必须晚于开始时间");
      expect(await page.locator("#live-introduction").inputValue()).toBe("时间写反的直播的简介");
      // With JavaScript the schema refuses it in the page; without, the server answers with the form as typed.
      expect(posts.length).toBe(js ? 0 : 1);
    });
  });
}
