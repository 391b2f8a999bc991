// 轮播图 (/console/slides, issue 26) in Chromium on a desktop, as an operator of this file's own: with JavaScript off
// and on a slide is added with its image (a multipart upload), comes back offline with its preview as the carousel
// draws it (a 1200 × 400 image with its description as alt; axe on the page with the preview); an image too small is
// refused with the reason and the typed text kept. Taking slides online and moving them (plain post forms) are
// checked through the page's action in tests/integration/console-slides.test.ts: carousel.test.ts counts the slides
// the home page shows, so this file never changes them.
import type { Browser, BrowserContext, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, newDesktopContext } from "../support/browser";
import { consoleOperatorThroughCli } from "../support/demo-login";
import { axeCurrentPage, toastText, withToken } from "../support/e2e-helpers";

const baseURL = inject("e2eBaseUrl");
let browser: Browser;
let operatorToken: string;
let photo: Buffer;
let tiny: Buffer;

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#1d4f91" } })
    .png()
    .toBuffer();

beforeAll(async () => {
  browser = await launchBrowser();
  operatorToken = await consoleOperatorThroughCli(baseURL, inject("e2eDatabaseUrl"));
  [photo, tiny] = await Promise.all([png(1600, 560), png(320, 100)]);
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

async function contextFor(javaScriptEnabled: boolean): Promise<BrowserContext> {
  return withToken(await newDesktopContext(browser, { baseURL, javaScriptEnabled }), operatorToken, baseURL);
}

async function fillSlide(page: Page, title: string, image: Buffer) {
  await page.locator("#slide-new-title").fill(title);
  await page.locator("#slide-new-alt").fill(`${title}：三科同步提分，名师带练`);
  await page.locator("#slide-new-link").fill("/course?type=2");
  await page.locator("#slide-new-file").setInputFiles({ name: "slide.png", mimeType: "image/png", buffer: image });
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

    it("refuses an image too small for the carousel and keeps what was typed", async () => {
      await page.goto("/console/slides");
      await fillSlide(page, `小图（脚本${js ? "开" : "关"}）`, tiny);
      await page.getByRole("button", { name: "添加轮播图" }).click();
      await expect.poll(() => page.locator("#slide-new-file-error").textContent()).toContain("图片太小");
      expect(await page.locator("#slide-new-title").inputValue()).toBe(`小图（脚本${js ? "开" : "关"}）`);
    });

    it("adds a slide offline and previews it as the carousel draws it", async () => {
      const title = `试用轮播（脚本${js ? "开" : "关"}）`;
      await page.goto("/console/slides");
      await fillSlide(page, title, photo);
      await page.getByRole("button", { name: "添加轮播图" }).click();
      await expect.poll(() => toastText(page)).toContain(`已添加「${title}」（未上线）`);
      expect(new URL(page.url()).searchParams.get("edit")).toMatch(/^\d+$/);
      const preview = page.locator(".console-slide-preview img");
      expect(await preview.getAttribute("alt")).toBe(`${title}：三科同步提分，名师带练`);
      await expect
        .poll(() => preview.evaluate((image: HTMLImageElement) => [image.naturalWidth, image.naturalHeight]))
        .toEqual([1200, 400]);
      const row = page.getByRole("row", { name: new RegExp(title) });
      expect(await row.textContent()).toContain("未上线");
      await axeCurrentPage(page, js, () => contextFor(true));
    });
  });
}
