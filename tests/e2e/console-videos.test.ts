// 视频库 (/console/videos, issue 26) in Chromium on a desktop, as the operator, JavaScript off and on: a PNG named .mp4
// is refused with the reason and the title kept; a short video made by ffmpeg in the test is uploaded — by the plain
// multipart form without JavaScript, resumably by tus with it (the first piece's connection is cut: tus-js-client asks
// the server how much arrived and sends the rest) — processed by the server's worker into 高清 and 标清, shown with
// its progress until ready, and each rendition then plays in Chromium on a 400 kbps line. axe on both pages.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, BrowserContext, CDPSession, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, newDesktopContext } from "../support/browser";
import { consoleOperatorThroughCli } from "../support/demo-login";
import { axeCurrentPage, toastText, withToken } from "../support/e2e-helpers";
import { makeVideoFixtures, type VideoFixtures } from "../support/video-fixtures";

const baseURL = inject("e2eBaseUrl");
let browser: Browser;
let operatorToken: string;
let files: VideoFixtures;
let dir: string;

beforeAll(async () => {
  browser = await launchBrowser();
  operatorToken = await consoleOperatorThroughCli(baseURL, inject("e2eDatabaseUrl"));
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "yantu-e2e-videos-"));
  files = makeVideoFixtures(dir);
}, 60_000);

afterAll(async () => {
  await browser?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function contextFor(javaScriptEnabled: boolean): Promise<BrowserContext> {
  return withToken(await newDesktopContext(browser, { baseURL, javaScriptEnabled }), operatorToken, baseURL);
}

/** A 400 kbps line with 400 ms round trips, as the slow-network gauge uses for campus networks. */
async function slowLine(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 400,
    downloadThroughput: (400 * 1000) / 8,
    uploadThroughput: (400 * 1000) / 8,
  });
  return cdp;
}

/** Plays a preview muted until it has shown a second; the milliseconds until its first frame moved. */
async function playsFor(page: Page, label: string): Promise<number> {
  const video = page.getByLabel(label);
  const started = Date.now();
  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    void element.play();
  });
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 30_000 })
    .toBeGreaterThan(1);
  return Date.now() - started;
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

    it("refuses a PNG named .mp4 with the reason and keeps the title", async () => {
      await page.goto("/console/videos");
      await page.getByLabel("视频标题").fill(`图片冒充视频（脚本${js ? "开" : "关"}）`);
      await page.locator("#video-file").setInputFiles(files.pngNamedMp4);
      await page.getByRole("button", { name: "上传视频" }).click();
      await expect
        .poll(() => page.locator("#video-file-error").textContent())
        .toContain("这个文件不是视频（PNG 图片）");
      expect(await page.getByLabel("视频标题").inputValue()).toBe(`图片冒充视频（脚本${js ? "开" : "关"}）`);
    });

    it("uploads a video, shows it processed to 高清 and 标清, and both play on a 400 kbps line", async () => {
      const title = `三秒测试图案（脚本${js ? "开" : "关"}）`;
      let cut = false;
      if (js) {
        // The first piece's connection drops: tus-js-client asks how much arrived (HEAD) and sends the rest.
        await page.route("**/api/console/videos/uploads/*", async (route) => {
          if (route.request().method() === "PATCH" && !cut) {
            cut = true;
            await route.abort("connectionreset");
            return;
          }
          await route.continue();
        });
      }
      await page.goto("/console/videos");
      await page.getByLabel("视频标题").fill(title);
      await page.locator("#video-file").setInputFiles(files.good);
      await page.getByRole("button", { name: "上传视频" }).click();
      await page.waitForURL(/\/console\/videos\/\d+$/, { timeout: 30_000 });
      if (js) expect(cut).toBe(true);
      else await expect.poll(() => toastText(page)).toContain(`已上传「${title}」，正在排队处理`);
      // With JavaScript the URL changes before the new page has rendered: wait for its heading, not the old one's.
      await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(title);
      // Without JavaScript the page is reloaded (its 刷新进度 link); with it the page asks again by itself.
      await expect
        .poll(
          async () => {
            if (!js) await page.reload();
            return page.locator("dd [role='status']").first().textContent();
          },
          { timeout: 90_000, interval: 1_000 },
        )
        .toBe("可用");
      expect(await page.locator("dl").textContent()).toContain("960 × 540");
      await axeCurrentPage(page, js, () => contextFor(true));

      await slowLine(page);
      const hd = await playsFor(page, `高清预览：${title}`);
      const sd = await playsFor(page, `标清预览：${title}`);
      console.log(`[console-videos] first second played at 400 kbps: 高清 ${hd} ms, 标清 ${sd} ms`);
    }, 180_000);

    it("lists the video with its state", async () => {
      await page.goto("/console/videos");
      const row = page.getByRole("row", { name: new RegExp(`三秒测试图案（脚本${js ? "开" : "关"}）`) });
      expect(await row.textContent()).toContain("可用");
      await axeCurrentPage(page, js, () => contextFor(true));
    });
  });
}
