// The home carousel in Chromium: with JavaScript an APG carousel (region + roledescription, "N / M" slides, a visible
// pause/play button and previous/next, keyboard operable, rotation paused by the button, by focus and hover, and off
// under prefers-reduced-motion); without JavaScript a plain list of every linked slide. axe clean with JavaScript on
// / and /mobile/, as it moves (the server's HTML is the audit's).
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import {
  DESKTOP_USER_AGENT,
  expectNoAxeViolations,
  launchBrowser,
  newDesktopContext,
  newMobileContext,
  waitForHydration,
} from "../support/browser";

const baseURL = inject("e2eBaseUrl");
const LABEL = "精选推荐";
const SLIDE_COUNT = 4; // app/seed/slides.ts
const INTERVAL_MS = 5_000; // CAROUSEL_INTERVAL_MS

let browser: Browser;
let desktop: BrowserContext;
let desktopNoJs: BrowserContext;
let mobile: BrowserContext;

beforeAll(async () => {
  browser = await launchBrowser();
  [desktop, desktopNoJs, mobile] = await Promise.all([
    newDesktopContext(browser, { baseURL }),
    newDesktopContext(browser, { baseURL, javaScriptEnabled: false }),
    newMobileContext(browser, { baseURL }),
  ]);
});

afterAll(async () => {
  await browser?.close();
});

async function openHydrated(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  // Playwright's clock: the rotation's 5-second timer is run forward instead of waited for.
  await page.clock.install();
  await page.goto(path);
  await waitForHydration(page);
  // The carousel switches from the list to its interactive form once hydrated.
  await page.locator('[aria-roledescription="carousel"]').waitFor();
  return page;
}

/** The label of the one slide that is shown. */
async function currentSlide(page: Page): Promise<string> {
  const visible = page.locator('[aria-roledescription="slide"]:visible');
  expect(await visible.count()).toBe(1);
  return (await visible.getAttribute("aria-label")) ?? "";
}

/** Takes the pointer and the focus away from the carousel. */
async function leaveCarousel(page: Page) {
  await page.mouse.move(1, 1);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

describe("with JavaScript (desktop /)", () => {
  it("is an APG carousel: labelled region, N / M slides, one shown, controls with names", async () => {
    const page = await openHydrated(desktop, "/");
    const carousel = page.getByRole("region", { name: LABEL });
    expect(await carousel.getAttribute("aria-roledescription")).toBe("carousel");
    const slides = carousel.locator('[role="group"][aria-roledescription="slide"]');
    expect(await slides.count()).toBe(SLIDE_COUNT);
    expect(await slides.evaluateAll((nodes) => nodes.map((node) => node.getAttribute("aria-label")))).toEqual(
      Array.from({ length: SLIDE_COUNT }, (_, i) => `${i + 1} / ${SLIDE_COUNT}`),
    );
    expect(await currentSlide(page)).toBe(`1 / ${SLIDE_COUNT}`);
    // Hidden slides' links are out of the tab order.
    expect(await carousel.getByRole("link").count()).toBe(1);
    // The rotation control comes first, is visible and says what it does.
    const buttons = carousel.getByRole("button");
    expect(await buttons.first().textContent()).toContain("暂停轮播");
    expect(await carousel.getByRole("button", { name: "暂停轮播" }).isVisible()).toBe(true);
    expect(await carousel.getByRole("button", { name: "上一张" }).isVisible()).toBe(true);
    expect(await carousel.getByRole("button", { name: "下一张" }).isVisible()).toBe(true);
    await page.close();
  });

  it("works from the keyboard: Tab to the controls, Enter and Space change slides, focus stops rotation", async () => {
    const page = await openHydrated(desktop, "/");
    const carousel = page.getByRole("region", { name: LABEL });
    await carousel.getByRole("button", { name: "暂停轮播" }).focus();
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("上一张");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("下一张");
    await page.keyboard.press("Enter");
    expect(await currentSlide(page)).toBe(`2 / ${SLIDE_COUNT}`);
    await page.keyboard.press("Space");
    expect(await currentSlide(page)).toBe(`3 / ${SLIDE_COUNT}`);
    // While not rotating, changes are announced.
    expect(await carousel.locator("[aria-live]").getAttribute("aria-live")).toBe("polite");
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Enter");
    expect(await currentSlide(page)).toBe(`2 / ${SLIDE_COUNT}`);
    // Wrapping: back from the first slide is the last.
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    expect(await currentSlide(page)).toBe(`${SLIDE_COUNT} / ${SLIDE_COUNT}`);
    // Tab reaches the shown slide's link next.
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    expect(
      await page.evaluate(() =>
        document.activeElement?.closest('[aria-roledescription="slide"]')?.getAttribute("aria-label"),
      ),
    ).toBe(`${SLIDE_COUNT} / ${SLIDE_COUNT}`);
    // Focus inside: no rotation, however long it stays.
    await page.mouse.move(1, 1);
    await page.clock.runFor(INTERVAL_MS + 1_000);
    expect(await currentSlide(page)).toBe(`${SLIDE_COUNT} / ${SLIDE_COUNT}`);
    await page.close();
  });

  it("rotates on its own, and the pause button stops it until play is pressed", async () => {
    const page = await openHydrated(desktop, "/");
    const carousel = page.getByRole("region", { name: LABEL });
    await leaveCarousel(page);
    expect(await carousel.locator("[aria-live]").getAttribute("aria-live")).toBe("off");
    await page.clock.runFor(INTERVAL_MS + 100);
    await expect.poll(() => currentSlide(page)).toBe(`2 / ${SLIDE_COUNT}`);

    await carousel.getByRole("button", { name: "暂停轮播" }).click();
    expect(await carousel.getByRole("button", { name: "播放轮播" }).isVisible()).toBe(true);
    await leaveCarousel(page);
    await page.clock.runFor(INTERVAL_MS + 1_000);
    expect(await currentSlide(page)).toBe(`2 / ${SLIDE_COUNT}`);
    expect(await carousel.locator("[aria-live]").getAttribute("aria-live")).toBe("polite");

    await carousel.getByRole("button", { name: "播放轮播" }).press("Enter");
    expect(await carousel.getByRole("button", { name: "暂停轮播" }).isVisible()).toBe(true);
    await leaveCarousel(page);
    await page.clock.runFor(INTERVAL_MS + 100);
    await expect.poll(() => currentSlide(page)).toBe(`3 / ${SLIDE_COUNT}`);
    await page.close();
  });

  it("pauses while the pointer is over it", async () => {
    const page = await openHydrated(desktop, "/");
    const carousel = page.getByRole("region", { name: LABEL });
    await carousel.locator("img:visible").hover();
    expect(await carousel.locator("[aria-live]").getAttribute("aria-live")).toBe("polite");
    await page.clock.runFor(INTERVAL_MS + 1_000);
    expect(await currentSlide(page)).toBe(`1 / ${SLIDE_COUNT}`);
    await page.close();
  });

  it("does not rotate under prefers-reduced-motion", async () => {
    const context = await browser.newContext({
      baseURL,
      reducedMotion: "reduce",
      viewport: { width: 1280, height: 800 },
      locale: "zh-CN",
      userAgent: DESKTOP_USER_AGENT,
    });
    const page = await openHydrated(context, "/");
    const carousel = page.getByRole("region", { name: LABEL });
    expect(await carousel.getByRole("button", { name: "播放轮播" }).isVisible()).toBe(true);
    await leaveCarousel(page);
    await page.clock.runFor(INTERVAL_MS + 1_000);
    expect(await currentSlide(page)).toBe(`1 / ${SLIDE_COUNT}`);
    await context.close();
  });

  it("has no WCAG 2.1 A/AA violation (axe), on the first slide and after moving on", async () => {
    const page = await openHydrated(desktop, "/");
    expect(await currentSlide(page)).toBe(`1 / ${SLIDE_COUNT}`);
    await expectNoAxeViolations(page);
    // The installed clock runs with real time, so a slow axe run can let the rotation move on: the pointer on the
    // carousel stops it, and the click moves one on from wherever it stands.
    const next = page.getByRole("button", { name: "下一张" });
    await next.hover();
    const shown = Number((await currentSlide(page)).split(" / ")[0]);
    await next.click();
    await expect.poll(() => currentSlide(page)).toBe(`${(shown % SLIDE_COUNT) + 1} / ${SLIDE_COUNT}`);
    await expectNoAxeViolations(page);
    await page.close();
  });
});

describe("with JavaScript (mobile /mobile/)", () => {
  it("fits the phone's width with its controls, and is axe clean", async () => {
    const page = await openHydrated(mobile, "/mobile/");
    const carousel = page.getByRole("region", { name: LABEL });
    for (const name of ["暂停轮播", "上一张", "下一张"]) {
      const box = await carousel.getByRole("button", { name }).boundingBox();
      expect(box).not.toBeNull();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await carousel.getByRole("button", { name: "下一张" }).tap();
    expect(await currentSlide(page)).toBe(`2 / ${SLIDE_COUNT}`);
    await expectNoAxeViolations(page);
    await page.close();
  });
});

describe("without JavaScript", () => {
  it.each(["/", "/mobile/"])(
    "%s shows every slide as a visible linked list item, with no carousel controls",
    async (path) => {
      const context =
        path === "/" ? desktopNoJs : await newMobileContext(browser, { baseURL, javaScriptEnabled: false });
      const page = await context.newPage();
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const region = page.getByRole("region", { name: LABEL });
      expect(await region.getAttribute("aria-roledescription")).toBeNull();
      const items = region.getByRole("list").getByRole("listitem");
      expect(await items.count()).toBe(SLIDE_COUNT);
      for (let i = 0; i < SLIDE_COUNT; i += 1) {
        const link = items.nth(i).getByRole("link");
        expect(await link.isVisible()).toBe(true);
        expect(await link.getAttribute("href")).toMatch(/^\//);
        const image = link.locator("img");
        expect(await image.getAttribute("alt")).toBeTruthy();
        expect(await image.getAttribute("width")).toBe("1200");
        expect(await image.getAttribute("height")).toBe("400");
      }
      expect(await region.getByRole("button").count()).toBe(0);
      await page.close();
      if (path !== "/") await context.close();
    },
  );

  // axe on / and /mobile/ as the server renders them: the audit's (npm run audit).
});

describe("the slide images", () => {
  it("are small SVGs with their size set", async () => {
    for (const name of ["plan-2027", "english-one", "politics-sprint", "vocabulary"]) {
      const response = await fetch(`${baseURL}/slides/${name}.svg`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toContain("image/svg+xml");
      const text = await response.text();
      expect(new TextEncoder().encode(text).byteLength).toBeLessThan(10 * 1024);
      expect(text).toMatch(/<svg[^>]*width="1200"[^>]*height="400"/);
    }
  });
});
