// 标清 / 高清 under the player (issue 26) in Chromium, as a student watching a demo lesson (its file is 高清, 视频库's
// 360p file 标清): a browser that asks to save data starts in 标清; without JavaScript the 清晰度 form switches to 高清
// and back to the same page, remembered for the next visit; with JavaScript on a phone the switch swaps the file in
// place and starts where it was, for this video (no request is made). axe with the switch on the page.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import {
  expectNoAxeViolations,
  launchBrowser,
  newDesktopContext,
  newMobileContext,
  waitForHydration,
} from "../support/browser";
import { loginThroughApi } from "../support/demo-login";
import { axeCurrentPage, withToken } from "../support/e2e-helpers";

const baseURL = inject("e2eBaseUrl");
/** A micro-course 演示大学 licenses; its lessons are the demo lessons. */
const COURSE = 2;

let browser: Browser;
let token: string;
let videoId: number;

beforeAll(async () => {
  browser = await launchBrowser();
  token = await loginThroughApi(baseURL);
  const envelope = await (await fetch(`${baseURL}/api/Course/catalogs?id=${COURSE}`)).json();
  videoId = envelope.result.chapters[0].sections[0].items[0].id;
});

afterAll(async () => {
  await browser?.close();
});

const playing = (page: Page) =>
  page
    .locator("video")
    .first()
    .evaluate((video: HTMLVideoElement) => video.currentSrc);
const currentTime = (page: Page) =>
  page
    .locator("video")
    .first()
    .evaluate((video: HTMLVideoElement) => video.currentTime);
const pressed = (page: Page) => page.locator("form[action='/video-quality'] [aria-pressed='true']").textContent();

describe("desktop, JavaScript off, saving data", () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await withToken(await newDesktopContext(browser, { baseURL, javaScriptEnabled: false }), token, baseURL);
    await context.setExtraHTTPHeaders({ "Save-Data": "on" });
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });

  it("starts in 标清, switches to 高清 by the form, and keeps the choice", async () => {
    const path = `/course/player?id=${COURSE}&videoId=${videoId}`;
    await page.goto(path);
    expect(await pressed(page)).toContain("标清");
    expect(await page.locator("video source").getAttribute("src")).toMatch(/\.360p\.mp4\?/);
    await axeCurrentPage(page, false, () => newDesktopContext(browser, { baseURL }));
    await page.getByRole("button", { name: /高清/ }).click();
    await page.waitForURL((url) => `${url.pathname}${url.search}` === path);
    expect(await pressed(page)).toContain("高清");
    expect(await page.locator("video source").getAttribute("src")).not.toMatch(/\.360p\.mp4/);
    // Still saving data, but the viewer chose: 高清 on the next visit too.
    await page.goto(path);
    expect(await pressed(page)).toContain("高清");
  });
});

describe("mobile, JavaScript on", () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await withToken(await newMobileContext(browser, { baseURL }), token, baseURL);
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });

  it("swaps the file in place and starts where it was", async () => {
    await page.goto(`/mobile/course/player?id=${COURSE}&videoId=${videoId}`);
    await waitForHydration(page);
    expect(await pressed(page)).toContain("高清");
    await page
      .locator("video")
      .first()
      .evaluate((video: HTMLVideoElement) => {
        video.muted = true;
        void video.play();
      });
    await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(2);
    const before = page.url();
    await page.getByRole("button", { name: /标清/ }).click();
    await expect.poll(() => playing(page), { timeout: 10_000 }).toMatch(/\.360p\.mp4/);
    expect(page.url()).toBe(before);
    expect(await pressed(page)).toContain("标清");
    await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
    await expectNoAxeViolations(page);
  });
});
