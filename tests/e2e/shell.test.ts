// The site shell in Chromium: navigation targets, the campus-IP check on navigation for an off-campus visitor,
// themes that persist (with and without JavaScript; axe in every theme is `npm run audit`), a page readable from its
// first paint (no loading screen over drawn content, with or without JavaScript), notices in the page's flow (a flash
// message without JavaScript, the offline notice over a phone's exam), header menus that close as menus do,
// back-to-top, the sidebar and the configurable footer.
import type { Browser, BrowserContext } from "playwright-core";
import { registerStudentThroughApi } from "../support/demo-login";
import { uniquePhone } from "../support/dev-inbox";
import { apiResult, sharedE2eServer, toastText, withToken, type SharedE2eServer } from "../support/e2e-helpers";
import { layoutProblems } from "../support/layout-checks";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import {
  expectNoAxeViolations,
  launchBrowser,
  NARROW_PHONE,
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
      const hrefs = await nav
        .getByRole("link")
        .evaluateAll((links) => links.map((link) => [link.textContent, link.getAttribute("href")]));
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
        expect(
          await page
            .getByRole("navigation", { name: "主导航" })
            .getByRole("link", { name, exact: true })
            .getAttribute("aria-current"),
          path,
        ).toBe("page");
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
    for (const name of ["登录", "注册", "意见反馈"])
      expect(await tips.getByRole("link", { name }).isVisible()).toBe(true);
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
    const onCampus = await browser.newContext({
      baseURL: server.baseUrl,
      extraHTTPHeaders: { "X-Forwarded-For": "192.0.2.9" },
    });
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

describe("notices in the page's flow, menus that close", () => {
  it("keeps a flash message without JavaScript in the flow of a 360 px page, over no control", async () => {
    const token = await registerStudentThroughApi(baseURL, uniquePhone("136"), "Kaoyan#Shell2026");
    const context = await withToken(
      await newMobileContext(browser, { baseURL, javaScriptEnabled: false, viewport: NARROW_PHONE }),
      token,
      baseURL,
    );
    try {
      const page = await context.newPage();
      await page.goto("/mobile/word/bookList");
      await page.getByRole("button", { name: "选择《考研英语大纲词汇》" }).click();
      await expect.poll(() => toastText(page)).toContain("已选择词书《考研英语大纲词汇》");
      expect(await page.locator(".toast-region").evaluate((element) => getComputedStyle(element).position)).toBe(
        "static",
      );
      expect(await layoutProblems(page)).toEqual({ overflowX: 0, covered: [] });
    } finally {
      await context.close();
    }
  });

  it("shows the offline notice above a phone's exam without covering 上一题 or 答题卡, and takes it away when back", async () => {
    const token = await registerStudentThroughApi(baseURL, uniquePhone("136"), "Kaoyan#Shell2026");
    const papers = await apiResult<{ items: Array<{ id: number }> }>(
      baseURL,
      "/question/website/papers?kind=mock&subject=politics&rows=1&page=1",
    );
    const context = await withToken(
      await newMobileContext(browser, { baseURL, viewport: NARROW_PHONE }),
      token,
      baseURL,
    );
    try {
      const page = await context.newPage();
      await page.goto(`/mobile/question/exam?setId=${papers.items[0]!.id}`);
      await page.getByRole("button", { name: "开始考试" }).click();
      await page.locator("[data-exam-save]").waitFor();
      await page.getByRole("button", { name: "下一题", exact: true }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe("2");
      await context.setOffline(true);
      const notice = page.getByText("网络已断开，请检查网络连接；恢复后可继续浏览。");
      await notice.waitFor();
      expect(await layoutProblems(page)).toEqual({ overflowX: 0, covered: [] });
      // Playwright clicks only what would receive the click: nothing may be drawn over it.
      await page.getByRole("button", { name: "上一题", exact: true }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe("1");
      await context.setOffline(false);
      await notice.waitFor({ state: "detached" });
    } finally {
      await context.setOffline(false);
      await context.close();
    }
  });

  it("closes the header's menus with Escape (focus back on the menu) and when focus or a click leaves them", async () => {
    const context = await newDesktopContext(browser, { baseURL });
    try {
      const page = await context.newPage();
      await page.goto("/");
      await waitForHydration(page);
      const menu = page.locator("details.menu", { has: page.locator("summary", { hasText: "主题" }) });
      const summary = menu.locator("summary");
      const isOpen = () => menu.evaluate((element) => (element as HTMLDetailsElement).open);
      await summary.click();
      expect(await isOpen()).toBe(true);
      await page.keyboard.press("Tab");
      await page.keyboard.press("Escape");
      expect(await isOpen()).toBe(false);
      expect(await summary.evaluate((element) => element === document.activeElement)).toBe(true);
      // Focus leaving: Tab through the menu's buttons and out of it.
      await page.keyboard.press("Enter");
      expect(await isOpen()).toBe(true);
      const buttons = await menu.getByRole("button").count();
      for (let step = 0; step <= buttons; step++) await page.keyboard.press("Tab");
      await expect.poll(isOpen).toBe(false);
      // A click elsewhere on the page.
      await summary.click();
      expect(await isOpen()).toBe(true);
      await page.getByRole("heading", { level: 1 }).click();
      await expect.poll(isOpen).toBe(false);
    } finally {
      await context.close();
    }
  });
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

  it("shows the server's page from its first paint while the scripts still load, and marks hydration", async () => {
    const context = await newDesktopContext(browser, { baseURL });
    try {
      const page = await context.newPage();
      // Hold every script until the page has been looked at: what a 400 kbps network does to them.
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\.js(\?|$)/, async (route) => {
        await released;
        await route.continue();
      });
      await page.goto("/", { waitUntil: "commit" });
      const heading = page.getByRole("heading", { level: 1 });
      await heading.waitFor();
      expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
      expect(await page.locator("html").getAttribute("class")).toContain("js-pending");
      // Nothing over it: the element at the heading's middle is the heading's own, and the loading screen is gone.
      expect(
        await heading.evaluate((element) => {
          const rect = element.getBoundingClientRect();
          const hit = document.elementFromPoint(rect.left + Math.min(rect.width, 100) / 2, rect.top + rect.height / 2);
          return hit !== null && (element.contains(hit) || hit.contains(element));
        }),
      ).toBe(true);
      expect(await page.locator(".loading-screen").isVisible()).toBe(false);
      release();
      await waitForHydration(page);
      await expect.poll(() => page.locator("html").getAttribute("class")).not.toContain("js-pending");
      expect(await page.evaluate(() => performance.getEntriesByName("yantu:hydrated").length)).toBe(1);
    } finally {
      await context.close();
    }
  });

  it("shows the loading screen only while nothing of the page has arrived after it", async () => {
    const context = await newDesktopContext(browser, { baseURL, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto("/");
      const screen = page.locator(".loading-screen");
      expect(await screen.evaluate((element) => element === document.body.firstElementChild)).toBe(true);
      expect(await screen.isVisible()).toBe(false);
      // The document as a slow network leaves it before the rest of the body is parsed.
      await page.evaluate(() => {
        for (const element of [...document.body.children].slice(1)) element.remove();
      });
      expect(await screen.isVisible()).toBe(true);
      expect(await screen.textContent()).toBe("研途 · 加载中…");
    } finally {
      await context.close();
    }
  });

  it("shows the progress bar while a navigation waits for the server, and takes it away when the page arrives", async () => {
    const context = await newDesktopContext(browser, { baseURL });
    try {
      const page = await context.newPage();
      await page.goto("/");
      await waitForHydration(page);
      // Hold the next page's data (single fetch: <path>.data) the way a slow network does, so the bar has time to show.
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\.data(\?|$)/, async (route) => {
        await released;
        await route.continue();
      });
      const bar = page.getByRole("progressbar", { name: "页面加载进度" });
      expect(await bar.count()).toBe(0);
      await page.getByRole("navigation", { name: "主导航" }).getByRole("link", { name: "考研资讯" }).click();
      await bar.waitFor();
      const first = Number(await bar.getAttribute("aria-valuenow"));
      await expect.poll(async () => Number(await bar.getAttribute("aria-valuenow"))).toBeGreaterThan(first);
      expect(new URL(page.url()).pathname).toBe("/");
      release();
      await page.waitForURL("**/policy");
      await bar.waitFor({ state: "detached" });
      expect(await page.getByRole("heading", { level: 1 }).isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it("reloads once when a chunk of a deployed update is gone, and not again within ten seconds", async () => {
    const context = await newDesktopContext(browser, { baseURL });
    try {
      const page = await context.newPage();
      await page.goto("/");
      await waitForHydration(page);
      // Vite fires vite:preloadError when a chunk an open page asks for fails to load (an update removed it); the
      // shell reloads and says so by cancelling the event (dispatchEvent answers false).
      const failChunk = () =>
        page.evaluate(() => {
          (window as unknown as { beforeReload?: boolean }).beforeReload = true;
          return window.dispatchEvent(new Event("vite:preloadError", { cancelable: true }));
        });
      const reloaded = page.waitForEvent("load");
      expect(await failChunk()).toBe(false);
      await reloaded;
      await waitForHydration(page);
      expect(await page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload)).toBeUndefined();
      // A second failure right after is left to fail: a chunk that is really gone must not reload the page forever.
      expect(await failChunk()).toBe(true);
      expect(await page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload)).toBe(true);
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
        expect(
          await page
            .getByRole("navigation", { name: "主导航" })
            .getByRole("link", { name, exact: true })
            .getAttribute("aria-current"),
          path,
        ).toBe("page");
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
