// 课程管理 (/console/courses, issue 26) in Chromium on a desktop, as an operator of this file's own: with JavaScript off
// and on a course's facts are saved as a draft, its catalogue built (a chapter, a section, a video chosen from 视频库),
// shown in its preview as students will see it (axe on the editor with its catalogue and preview), published (a student
// then opens it at /course/detail) and unpublished (404 for the student again). An empty chapter name is refused
// beside its form: with JavaScript by the zod schema before anything is posted, without it by the server.
// The course is 一对一辅导 (type 3): no list another test counts shows that type.
import type { Browser, BrowserContext, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, newDesktopContext, waitForHydration } from "../support/browser";
import { consoleOperatorThroughCli } from "../support/demo-login";
import { axeCurrentPage, toastText, withToken, formPostResponse } from "../support/e2e-helpers";

const baseURL = inject("e2eBaseUrl");
let browser: Browser;
let operatorToken: string;

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

    it("writes a course, builds its catalogue from 视频库, previews, publishes and unpublishes it", {
      timeout: 150_000,
    }, async () => {
      const title = `一对一数学冲刺（脚本${js ? "开" : "关"}）`;
      await page.goto("/console/courses");
      await page.getByRole("link", { name: "新建课程" }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe("/console/courses/new");
      await page.locator("#course-title").fill(title);
      await page.locator("#course-type").selectOption("3");
      await page.locator("#course-subject").selectOption("math2");
      await page.locator("#course-introduction").fill("考前四周，一对一查漏补缺。");
      await page.locator("#course-teachers").fill("周老师，十年考研数学辅导");
      await page.getByRole("button", { name: "保存草稿" }).click();
      await expect.poll(() => toastText(page)).toContain(`已保存草稿「${title}」`);
      const id = Number(/\/console\/courses\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1]);
      expect(id).toBeGreaterThan(0);

      // A cover: a 16:9 photo-sized image, cropped and stored; the preview draws it.
      const cover = await sharp({ create: { width: 1280, height: 720, channels: 3, background: "#2980b9" } })
        .png()
        .toBuffer();
      // The editor's page, hydrated, before the file is chosen: a render still settling from the navigation could
      // otherwise replace the input and drop the file (the JavaScript-on run timed out here once on a busy machine).
      await page.getByRole("heading", { name: "封面" }).waitFor();
      if (js) await waitForHydration(page);
      const coverInput = page.locator("#course-cover");
      await coverInput.setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: cover });
      expect(await coverInput.evaluate((input) => (input as HTMLInputElement).files?.length)).toBe(1);
      // Said apart, so a failure names its step (it timed out once at the toast): the POST went out and was answered,
      // then the page shows the answer.
      await Promise.all([formPostResponse(page, 30_000), page.getByRole("button", { name: "上传封面" }).click()]);
      await expect.poll(() => toastText(page), { timeout: 30_000 }).toContain("已更换封面");
      expect(await page.locator(".console-preview img").first().getAttribute("src")).toMatch(/^\/media\/covers\//);

      await page.getByLabel("新的一章").fill("第一章 函数与极限");
      await page.getByRole("button", { name: "添加章", exact: true }).click();
      await expect.poll(() => toastText(page)).toContain("已添加章「第一章 函数与极限」");
      await page.getByLabel("新的一节").fill("1.1 极限的定义");
      await page.getByRole("button", { name: "添加节到：第一章 函数与极限" }).click();
      await expect.poll(() => toastText(page)).toContain("已添加节「1.1 极限的定义」");
      await page.locator('select[id^="add-lesson-video-"]').selectOption({ index: 1 });
      await page.getByLabel("标题（可选）").fill("极限的 ε-δ 定义");
      await page.getByRole("button", { name: "添加视频到：1.1 极限的定义" }).click();
      await expect.poll(() => toastText(page)).toContain("已添加视频「极限的 ε-δ 定义」");

      const preview = page.locator(".console-preview");
      expect(await preview.locator("h2").nth(1).textContent()).toBe(title);
      expect(await preview.textContent()).toContain("极限的 ε-δ 定义");
      expect(await preview.textContent()).toContain("周老师");
      await axeCurrentPage(page, js, () => contextFor(true));

      const student = await newDesktopContext(browser, { baseURL, javaScriptEnabled: js });
      try {
        const reader = await student.newPage();
        expect((await reader.goto(`/course/detail?id=${id}`))?.status()).toBe(404);
        await page.getByRole("button", { name: "发布", exact: true }).click();
        await expect.poll(() => toastText(page)).toContain(`已发布「${title}」`);
        expect((await reader.goto(`/course/detail?id=${id}`))?.status()).toBe(200);
        expect(await reader.locator("h1").textContent()).toBe(title);
        expect(await reader.locator("main").textContent()).toContain("极限的 ε-δ 定义");
        await page.getByRole("button", { name: "下架" }).click();
        await expect.poll(() => toastText(page)).toContain(`已下架「${title}」`);
        expect((await reader.goto(`/course/detail?id=${id}`))?.status()).toBe(404);
      } finally {
        await student.close();
      }
    });

    it("refuses an empty chapter name beside its form", async () => {
      await page.goto("/console/courses?state=draft");
      await page
        .getByRole("link", { name: new RegExp(`一对一数学冲刺（脚本${js ? "开" : "关"}）`) })
        .first()
        .click();
      await page.waitForURL(/\/console\/courses\/\d+$/);
      if (js) await waitForHydration(page);
      const posts: string[] = [];
      page.on("request", (request) => {
        // The form's own posts (not a report or beacon the page may send meanwhile).
        if (request.method() === "POST" && new URL(request.url()).pathname.startsWith("/console/courses/"))
          posts.push(request.url());
      });
      await page.getByLabel("新的一章").fill("   ");
      await page.getByRole("button", { name: "添加章", exact: true }).click();
      await expect.poll(async () => (await page.locator("main").textContent()) ?? "").toContain("请填写章的名称");
      expect(posts).toHaveLength(js ? 0 : 1);
    });
  });
}
