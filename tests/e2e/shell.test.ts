// The site shell in Chromium: navigation targets, the campus-IP check on navigation for an off-campus visitor,
// themes that persist (with and without JavaScript; axe in every theme is `npm run audit`), the loading
// screen that never hides content without JavaScript, back-to-top, the sidebar and the configurable footer.
import type { Browser, BrowserContext } from "playwright-core";
import { sharedE2eServer, type SharedE2eServer } from "../support/e2e-helpers";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import {
  expectNoAxeViolations,
  expectNoAxeViolationsWithoutJs,
  launchBrowser,
  newDesktopContext,
  newMobileContext,
  waitForHydration,
} from "../support/browser";

const baseURL = inject("e2eBaseUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe("desktop navigation", () => {
  it("links the spec's seven items; vocabulary opens the login dialog for a visitor", async () => {
    const context = await newDesktopContext(browser, { baseURL });
    try {
      const page = await context.newPage();
      await page.goto("/");
      const nav = page.getByRole("navigation", { name: "主导航" });
      const hrefs = await nav.getByRole("link").evaluateAll((links) =>
        links.map((link) => [link.textContent, link.getAttribute("href")]),
      );
      expect(hrefs).toEqual([
        ["首页", "/"],
        ["微课", "/course?type=2"],
        ["真题", "/question"],
        ["词汇", "/?login=sms"],
        ["真题解析", "/trueQuesExplanation/trueQuestionExplanation"],
        ["考研资讯", "/policy"],
        ["经验分享", "/square/experience"],
      ]);
      await nav.getByRole("link", { name: "词汇" }).click();
      await expect.poll(() => page.getByRole("dialog", { name: "登录" }).isVisible()).toBe(true);
      expect(await page.locator("header").getByRole("search").getAttribute("action")).toBe("/search");
    } finally {
      await context.close();
    }
  });

  it("leads every item to its page on the campus network (JavaScript off), each with its own heading", async () => {
    const context = await newDesktopContext(browser, { baseURL, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      const headings: Record<string, string> = {};
      for (const [name, path] of [
        ["微课", "/course?type=2"],
        ["真题", "/question"],
        ["真题解析", "/trueQuesExplanation/trueQuestionExplanation"],
        ["考研资讯", "/policy"],
        ["经验分享", "/square/experience"],
      ] as const) {
        await page.goto("/");
        await page.getByRole("navigation", { name: "主导航" }).getByRole("link", { name, exact: true }).click();
        await page.waitForURL((url) => `${url.pathname}${url.search}` === path);
        expect(await page.locator("main h1").count(), path).toBe(1);
        headings[path] = (await page.locator("main h1").textContent()) ?? "";
        expect(await page.getByRole("navigation", { name: "主导航" }).getByRole("link", { name, exact: true }).getAttribute("aria-current"), path).toBe("page");
      }
      expect(new Set(Object.values(headings)).size).toBe(5);
    } finally {
      await context.close();
    }
  });
});

describe("off the campus network", () => {
  let server: SharedE2eServer;
  let context: BrowserContext;
  let noJs: BrowserContext;

  beforeAll(async () => {
    server = await sharedE2eServer();
    const options = { baseURL: server.baseUrl, extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.7" } };
    context = await browser.newContext({ ...options, viewport: { width: 1280, height: 800 } });
    noJs = await browser.newContext({ ...options, viewport: { width: 1280, height: 800 }, javaScriptEnabled: false });
  });
  afterAll(async () => {
    await context?.close();
    await noJs?.close();
    await server?.stop();
  });

  it("checks the campus network before following a gated navigation item", async () => {
    const page = await context.newPage();
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("navigation", { name: "主导航" }).getByRole("link", { name: "微课" }).click();
    const tips = page.getByRole("dialog", { name: "温馨提示" });
    await expect.poll(() => tips.isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe("/");
    for (const name of ["登录", "注册", "意见反馈"]) expect(await tips.getByRole("link", { name }).isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await tips.getByRole("link", { name: "登录" }).click();
    await expect.poll(() => page.getByRole("dialog", { name: "登录" }).isVisible()).toBe(true);
  });

  it("renders the tips dialog on the server without JavaScript", async () => {
    const page = await noJs.newPage();
    await page.goto("/?tips=1");
    expect(await page.getByRole("dialog", { name: "温馨提示" }).isVisible()).toBe(true);
  });

  it("does not show the tips to a visitor on campus", async () => {
    const onCampus = await browser.newContext({ baseURL: server.baseUrl, extraHTTPHeaders: { "X-Forwarded-For": "192.0.2.9" } });
    try {
      const page = await onCampus.newPage();
      await page.goto("/?tips=1");
      expect(await page.getByRole("dialog", { name: "温馨提示" }).count()).toBe(0);
    } finally {
      await onCampus.close();
    }
  });

  it("shows the configured filing numbers in the footer", async () => {
    const page = await noJs.newPage();
    await page.goto("/");
    const footer = page.locator("footer");
    expect(await footer.textContent()).toContain("京ICP备2026000001号-1");
    expect(await footer.textContent()).toContain("京公网安备11010802000001号");
    expect(await footer.getByRole("link", { name: "400-807-5786" }).getAttribute("href")).toBe("tel:400-807-5786");
  });
});

describe("themes", () => {
  for (const js of [true, false]) {
    it(`switches and keeps the theme across a reload, JavaScript ${js ? "on" : "off"}`, async () => {
      const context = await newDesktopContext(browser, { baseURL, javaScriptEnabled: js });
      try {
        const page = await context.newPage();
        await page.goto("/");
        expect(await page.locator("html").getAttribute("data-theme")).toBe("default");
        await page.locator("summary", { hasText: "主题" }).click();
        await page.getByRole("button", { name: "紫色" }).click();
        await expect.poll(() => page.locator("html").getAttribute("data-theme")).toBe("purple");
        await page.reload();
        expect(await page.locator("html").getAttribute("data-theme")).toBe("purple");
        if (js) {
          await waitForHydration(page);
          await expect.poll(() => page.evaluate(() => localStorage.getItem("theme_production_"))).toBe("purple");
        }
      } finally {
        await context.close();
      }
    });
  }
  // axe in every theme on every route (with and without JavaScript, logged out and in) is `npm run audit`.
});

describe("loading screen, skip link, back to top", () => {
  it("never puts a loading screen over content without JavaScript", async () => {
    const context = await newDesktopContext(browser, { baseURL, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto("/");
      expect(await page.locator("html").getAttribute("class")).toBeNull();
      expect(await page.getByRole("heading", { level: 1 }).isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it("shows the loading screen while the app starts and hides it after hydration", async () => {
    const context = await newDesktopContext(browser, { baseURL });
    try {
      const page = await context.newPage();
      await page.goto("/", { waitUntil: "commit" });
      await waitForHydration(page);
      await page.waitForFunction(() => !document.documentElement.classList.contains("js-loading"), undefined, {
        timeout: 3000,
      });
    } finally {
      await context.close();
    }
  });

  it("offers a skip link to the main content", async () => {
    const context = await newDesktopContext(browser, { baseURL });
    try {
      const page = await context.newPage();
      await page.goto("/");
      await page.keyboard.press("Tab");
      const focused = await page.evaluate(() => document.activeElement?.textContent);
      expect(focused).toBe("跳到主要内容");
    } finally {
      await context.close();
    }
  });

  it("shows back-to-top after one window height and climbs to the top", async () => {
    const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 320 } });
    try {
      const page = await context.newPage();
      await page.goto("/");
      await waitForHydration(page);
      await page.waitForFunction(() => !document.documentElement.classList.contains("js-loading"));
      const button = page.getByRole("button", { name: "返回顶部" });
      expect(await button.count()).toBe(0);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.evaluate(() => window.dispatchEvent(new Event("scroll")));
      await expect.poll(() => button.isVisible()).toBe(true);
      await button.click();
      await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 3000 }).toBe(0);
    } finally {
      await context.close();
    }
  });

  it("opens the hotline and the mini-program QR code without JavaScript", async () => {
    const context = await newDesktopContext(browser, { baseURL, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto("/");
      const sidebar = page.getByRole("complementary", { name: "快捷服务" });
      await sidebar.locator("summary", { hasText: "客服热线" }).click();
      expect(await sidebar.getByRole("link", { name: "400-807-5786" }).isVisible()).toBe(true);
      await sidebar.locator("summary", { hasText: "小程序" }).click();
      expect(await sidebar.getByRole("img", { name: "研途小程序二维码" }).isVisible()).toBe(true);
      const qr = await context.request.get("/mini-program-qr.svg");
      expect(qr.headers()["content-type"]).toContain("image/svg+xml");
      expect(await sidebar.getByRole("link", { name: "预约咨询" }).getAttribute("href")).toBe("/booking");
      expect(await sidebar.getByRole("link", { name: "意见反馈" }).getAttribute("href")).toBe("/?feedback=1");
    } finally {
      await context.close();
    }
  });
});

describe("mobile tab bar", () => {
  it("has the spec's five tabs", async () => {
    const context = await newMobileContext(browser, { baseURL, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto("/mobile/");
      const tabs = await page
        .getByRole("navigation", { name: "主导航" })
        .getByRole("link")
        .evaluateAll((links) => links.map((link) => [link.textContent, link.getAttribute("href")]));
      expect(tabs).toEqual([
        ["首页", "/mobile/"],
        ["课程", "/mobile/course"],
        ["真题", "/mobile/question"],
        ["经验", "/mobile/news"],
        ["我的", "/mobile/user"],
      ]);
      // Each tab leads to its page (我的 asks a visitor to log in first, with the way back).
      for (const [name, path] of [
        ["课程", "/mobile/course"],
        ["真题", "/mobile/question"],
        ["经验", "/mobile/news"],
      ] as const) {
        await page.getByRole("navigation", { name: "主导航" }).getByRole("link", { name, exact: true }).click();
        await page.waitForURL((url) => url.pathname === path);
        expect(await page.locator("main h1").count(), path).toBe(1);
        expect(await page.getByRole("navigation", { name: "主导航" }).getByRole("link", { name, exact: true }).getAttribute("aria-current"), path).toBe("page");
      }
      await page.getByRole("navigation", { name: "主导航" }).getByRole("link", { name: "我的", exact: true }).click();
      await page.waitForURL((url) => url.pathname === "/mobile/login");
      expect(new URL(page.url()).searchParams.get("redirect")).toBe("/mobile/user");
    } finally {
      await context.close();
    }
  });

  it("gathers experience and news under 经验, each section leading to its full list", async () => {
    const context = await newMobileContext(browser, { baseURL, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto("/mobile/news");
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("考研经验");
      for (const [section, list] of [
        ["学长学姐", "/mobile/news/more"],
        ["最新经验", "/mobile/news/more"],
        ["考研资讯", "/mobile/timeInfo"],
      ] as const) {
        const region = page.getByRole("region", { name: section });
        expect(await region.getByRole("listitem").count(), section).toBeGreaterThan(0);
        expect(await region.getByRole("link", { name: `更多${section}` }).getAttribute("href"), section).toBe(list);
      }
      await page.getByRole("region", { name: "最新经验" }).locator("h3 a").first().click();
      await page.waitForURL((url) => url.pathname === "/mobile/news/player");
      await page.goto("/mobile/news");
      await page.getByRole("region", { name: "考研资讯" }).getByRole("listitem").first().getByRole("link").click();
      await page.waitForURL((url) => url.pathname === "/mobile/timeInfo/detail");
      expect(await page.locator("main h1").count()).toBe(1);
      // The news pages are reached through 经验: that tab stays current there.
      const current = page.getByRole("navigation", { name: "主导航" }).locator('[aria-current="page"]');
      expect(await current.allTextContents()).toEqual(["经验"]);
    } finally {
      await context.close();
    }
  });
});
