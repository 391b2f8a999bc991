// The e2e suite's reused contexts and tabs (tests/support/reused-browser.ts): a context a test closed comes back to
// the next test with its tab kept warm and nothing of the last test left in it — no cookies, storage, routes,
// listeners, offline state, extra headers or changed viewport — and one that got what cannot be removed is not reused.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, newDesktopContext, newMobileContext } from "../support/browser";

const baseURL = inject("e2eBaseUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe("a reused context", () => {
  it("comes back with its tab, and with nothing the last test left", async () => {
    const options = { baseURL, javaScriptEnabled: true, viewport: { width: 371, height: 701 } };
    const first = await newMobileContext(browser, options);
    const page = await first.newPage();
    await page.goto("/mobile/");
    await first.addCookies([{ name: "left-behind", value: "1", url: baseURL }]);
    await page.evaluate(() => {
      localStorage.setItem("left-behind", "1");
      sessionStorage.setItem("left-behind", "1");
    });
    let routed = 0;
    await first.route("**/*", (route) => {
      routed++;
      return route.continue();
    });
    let heard = 0;
    page.on("request", () => heard++);
    await first.setExtraHTTPHeaders({ "x-left-behind": "1" });
    await page.setViewportSize({ width: 800, height: 600 });
    await first.setOffline(true);
    await first.close();

    const again = await newMobileContext(browser, options);
    expect(again).toBe(first);
    const tab = await again.newPage();
    expect(tab).toBe(page);
    expect(tab.viewportSize()).toEqual({ width: 371, height: 701 });
    expect(await again.cookies()).toEqual([]);
    routed = 0;
    heard = 0;
    const response = await tab.goto("/mobile/");
    expect(response?.status()).toBe(200);
    expect(await response?.request().allHeaders()).not.toHaveProperty("x-left-behind");
    expect(routed).toBe(0);
    expect(heard).toBe(0);
    expect(
      await tab.evaluate(() => [localStorage.getItem("left-behind"), sessionStorage.getItem("left-behind")]),
    ).toEqual([null, null]);
    // A second tab in the same test is a new one.
    const second = await again.newPage();
    expect(second).not.toBe(tab);
    await again.close();
    expect(second.isClosed()).toBe(true);
    expect(tab.isClosed()).toBe(false);
  });

  it("is not reused once it got an init script, and other options get another context", async () => {
    const options = { baseURL, javaScriptEnabled: true };
    const scripted = await newDesktopContext(browser, options);
    await scripted.addInitScript(() => {
      (window as unknown as { leftBehind: boolean }).leftBehind = true;
    });
    await scripted.close();
    const next = await newDesktopContext(browser, options);
    expect(next).not.toBe(scripted);
    const withoutScripts = await newDesktopContext(browser, { baseURL, javaScriptEnabled: false });
    expect(withoutScripts).not.toBe(next);
    const page = await next.newPage();
    await page.goto("/");
    expect(await page.evaluate(() => "leftBehind" in window)).toBe(false);
    await next.close();
    await withoutScripts.close();
  });

  it("a file's close() closes its own contexts and leaves the worker's browser running", async () => {
    const own = await launchBrowser();
    const plain = await own.newContext();
    await own.close();
    expect(plain.pages()).toEqual([]);
    await expect(plain.newPage()).rejects.toThrow();
    expect(browser.isConnected()).toBe(true);
    const context = await newDesktopContext(browser, { baseURL });
    await context.close();
  });
});
