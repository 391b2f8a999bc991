// The foundation pages in Chromium against the built server: the desktop and mobile homes, the 404 page, the home
// page without JavaScript, no WCAG 2.1 A/AA violation (axe) on those pages hydrated (their server HTML is the audit's:
// /, /mobile/ and /no-such-page in tests/budgets/routes.ts), and no CSP violation while the page hydrates.
import type { Browser, BrowserContext, ConsoleMessage, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import {
  axeViolations,
  expectNoAxeViolations,
  launchBrowser,
  newDesktopContext,
  newMobileContext,
  waitForHydration,
} from "../support/browser";

const baseURL = inject("e2eBaseUrl");
const NOT_FOUND = "哎呀，打不开网页了呢！";

let browser: Browser;
let desktop: BrowserContext;
let mobile: BrowserContext;
let desktopNoJs: BrowserContext;

beforeAll(async () => {
  browser = await launchBrowser();
  [desktop, mobile, desktopNoJs] = await Promise.all([
    newDesktopContext(browser, { baseURL }),
    newMobileContext(browser, { baseURL }),
    newDesktopContext(browser, { baseURL, javaScriptEnabled: false }),
  ]);
});

afterAll(async () => {
  await browser?.close();
});

/** Opens a page that records console errors and uncaught page errors. */
async function openPage(context: BrowserContext): Promise<{ page: Page; problems: string[] }> {
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("console", (message: ConsoleMessage) => {
    if (message.type() === "error" || /Refused to|Content Security Policy/i.test(message.text())) {
      problems.push(`console ${message.type()}: ${message.text()}`);
    }
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  return { page, problems };
}

describe("desktop home /", () => {
  it("renders the title, the heading and the partner schools, and hydrates without CSP violations", async () => {
    const { page, problems } = await openPage(desktop);
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    expect(await page.title()).toContain("研途");
    expect(await page.locator("html").getAttribute("lang")).toBe("zh-CN");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toContain("研途");
    const schools = page.getByRole("region", { name: "合作院校" });
    expect(await schools.getByRole("listitem").filter({ hasText: "演示大学" }).count()).toBe(1);
    expect(await schools.getByRole("listitem").count()).toBeGreaterThanOrEqual(8);
    // Give late module loads and effects a moment to report.
    await page.waitForLoadState("networkidle");
    expect(problems).toEqual([]);
    await page.close();
  });

  it("has no WCAG 2.1 A/AA violation (axe), JavaScript on", async () => {
    const page = await desktop.newPage();
    await page.goto("/");
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    await page.close();
  });
});

describe("home / with JavaScript disabled", () => {
  it("shows its whole content from the server's HTML", async () => {
    const page = await desktopNoJs.newPage();
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    expect(await page.title()).toContain("研途");
    const heading = page.getByRole("heading", { level: 1 });
    expect(await heading.isVisible()).toBe(true);
    expect(await heading.textContent()).toContain("研途");
    const demo = page.getByRole("region", { name: "合作院校" }).getByText("演示大学", { exact: true });
    expect(await demo.isVisible()).toBe(true);
    await page.close();
  });
});

describe("mobile home /mobile/", () => {
  it("renders for a phone and hydrates without CSP violations", async () => {
    const { page, problems } = await openPage(mobile);
    const response = await page.goto("/mobile/");
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe("/mobile/");
    await waitForHydration(page);
    expect(await page.title()).toContain("研途");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toContain("研途");
    expect(
      await page.getByRole("region", { name: "合作院校" }).getByText("演示大学", { exact: true }).isVisible(),
    ).toBe(true);
    // Nothing wider than the phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.waitForLoadState("networkidle");
    expect(problems).toEqual([]);
    await page.close();
  });

  it("has no WCAG 2.1 A/AA violation (axe), JavaScript on", async () => {
    const page = await mobile.newPage();
    await page.goto("/mobile/");
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    await page.close();
  });
});

describe("unknown page", () => {
  const missing = "/no/such/page-e2e";

  it("answers HTTP 404 with the spec's message and a link home", async () => {
    const { page, problems } = await openPage(desktop);
    const response = await page.goto(missing);
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect.poll(() => page.getByText(NOT_FOUND).count()).toBe(1);
    const home = page.getByRole("link", { name: "返回首页" });
    expect(await home.getAttribute("href")).toBe("/");
    // The browser logs the 404 document response itself as a console error; nothing else may appear.
    expect(problems.filter((problem) => !/status of 404/.test(problem))).toEqual([]);
    await home.click();
    await page.waitForURL((url) => url.pathname === "/");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toContain("研途");
    await page.close();
  });

  it("shows the same page without JavaScript", async () => {
    const page = await desktopNoJs.newPage();
    const response = await page.goto(missing);
    expect(response?.status()).toBe(404);
    expect(await page.getByText(NOT_FOUND).isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: "返回首页" }).getAttribute("href")).toBe("/");
    await page.close();
  });

  it("has no WCAG 2.1 A/AA violation (axe), JavaScript on", async () => {
    const page = await desktop.newPage();
    expect((await page.goto(missing))?.status()).toBe(404);
    await waitForHydration(page);
    expect(await page.getByText(NOT_FOUND).isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await page.close();
  });

  // Fails while remix.config.ts has v3_lazyRouteDiscovery on: for a 404 whose path partly matches a route (/mobile/…,
  // /user/center/…) the client's first render differs from the server's (React errors #418 and #423, the document is
  // re-rendered on the client). Verified: with the flag off this test passes; desktop 404s like /no/such are fine.
  it("answers HTTP 404 under /mobile/ for a phone too, hydrating cleanly and passing axe", async () => {
    const { page, problems } = await openPage(mobile);
    const response = await page.goto("/mobile/no/such/page-e2e");
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    expect(await page.getByText(NOT_FOUND).isVisible()).toBe(true);
    await page.waitForLoadState("networkidle");
    expect(problems.filter((problem) => !/status of 404/.test(problem))).toEqual([]);
    await expectNoAxeViolations(page);
    await page.close();
  });
});

describe("the axe check itself", () => {
  it("finds the violations of a page that has them (so a clean result means something), and the colour rules alone", async () => {
    const page = await desktop.newPage();
    try {
      await page.setContent(
        '<!doctype html><html lang="zh-CN"><head><title>坏页面</title></head><body><main>' +
          '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">' +
          '<p style="color:#bbb;background:#fff">对比度不足的文字</p><input type="text"></main></body></html>',
      );
      const ids = (await axeViolations(page)).map((line) => line.split(" ")[0]).sort();
      expect(ids).toEqual(["color-contrast", "image-alt", "label"]);
      const colour = (await axeViolations(page, { rules: ["color-contrast"] })).map((line) => line.split(" ")[0]);
      expect(colour).toEqual(["color-contrast"]);
    } finally {
      await page.close();
    }
  });
});
