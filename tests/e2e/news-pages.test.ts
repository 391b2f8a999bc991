// 考研资讯 in Chromium, desktop (1280) and mobile (390), JavaScript on and off: the list with its category chips
// (aria-current), page links and a bad category named; an article (facts, <time>, paragraphs, 上一篇 / 下一篇, the
// desktop's hot aside); 点赞 / 收藏 as the demo student through post/redirect/get with its toast (checked through the
// API, then undone so reruns pass); a guest's like sent to log in; off campus the tips with 403. axe on each state.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import {
  expectNoAxeViolations,
  launchBrowser,
  newDesktopContext,
  newMobileContext,
  type ContextOptions,
  waitForHydration,
} from "../support/browser";
import { loginThroughApi } from "../support/demo-login";
import { whileExclusive } from "../support/e2e-exclusive";
import {
  apiResult,
  axeCurrentPage,
  toastText,
  withToken,
  sharedE2eServer,
  type SharedE2eServer,
} from "../support/e2e-helpers";

const baseURL = inject("e2eBaseUrl");
let browser: Browser;
let token: string;

interface NewsItem {
  id: number;
  title: string;
  category: string;
  categoryName: string;
}
interface NewsDetail extends NewsItem {
  liked: boolean;
  collected: boolean;
  likeCount: number;
  collectCount: number;
}

let all: NewsItem[];

beforeAll(async () => {
  browser = await launchBrowser();
  token = await loginThroughApi(baseURL);
  all = await whileExclusive(
    baseURL,
    "published-news",
    async () => (await apiResult<{ items: NewsItem[] }>(baseURL, "/api/ResNews/page-query?rows=100")).items,
  );
  expect(all).toHaveLength(30);
});

afterAll(async () => {
  await browser?.close();
});

const trees = [
  {
    name: "desktop",
    newContext: (options: ContextOptions) => newDesktopContext(browser, options),
    list: "/policy",
    article: (id: number) => `/policy/${id}`,
    isArticle: (url: URL) => /^\/policy\/\d+$/.test(url.pathname),
    idOf: (url: URL) => Number(url.pathname.split("/").pop()),
  },
  {
    name: "mobile",
    newContext: (options: ContextOptions) => newMobileContext(browser, options),
    list: "/mobile/timeInfo",
    article: (id: number) => `/mobile/timeInfo/detail?id=${id}`,
    isArticle: (url: URL) => url.pathname === "/mobile/timeInfo/detail" && url.searchParams.has("id"),
    idOf: (url: URL) => Number(url.searchParams.get("id")),
  },
] as const;

const pressed = async (page: Page, label: string) =>
  /^已/.test(
    ((await page.getByRole("button", { name: new RegExp(label) }).textContent()) ?? "").replace(/[☆★\d]/g, "").trim(),
  );

for (const [treeIndex, tree] of trees.entries()) {
  for (const js of [true, false]) {
    describe(`${tree.name}, JavaScript ${js ? "on" : "off"}`, () => {
      let context: BrowserContext;
      let page: Page;

      const ready = async (target: Page = page) => {
        if (js) await waitForHydration(target);
      };
      const axe = () => axeCurrentPage(page, js, () => tree.newContext({ baseURL }));

      beforeAll(async () => {
        context = await tree.newContext({ baseURL, javaScriptEnabled: js });
        page = await context.newPage();
      });
      afterAll(async () => {
        await context?.close();
      });

      // Counts and neighbours of the published news: console-news.test.ts publishes an article, so both hold a lock.
      it("lists the news, names a bad category, pages, filters by category and opens an article", () =>
        whileExclusive(baseURL, "published-news", async () => {
          const main = page.locator("main");
          await page.goto(`${tree.list}?category=sports`);
          expect(await page.getByRole("alert").textContent()).toContain("资讯分类不存在");
          expect(await main.textContent()).toContain("共 30 条资讯（第 1 / 2 页）");

          await page.goto(tree.list);
          expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("考研资讯");
          expect(await main.locator(".news-item").count()).toBe(20);
          expect(await main.locator(".news-item time[datetime]").count()).toBe(20);
          const chips = page.getByRole("navigation", { name: "资讯分类" });
          expect(await chips.getByRole("link", { name: "全部" }).getAttribute("aria-current")).toBe("page");
          if (tree.name === "desktop")
            expect(await page.getByRole("heading", { level: 2, name: "热门资讯" }).isVisible()).toBe(true);
          // As the server renders it, this is the audit's entry (tests/budgets/routes.ts).
          if (js) await axe();

          await ready();
          await page.getByRole("navigation", { name: "资讯分页" }).getByRole("link", { name: "下一页" }).click();
          await page.waitForURL((url) => url.searchParams.get("page") === "2");
          await expect.poll(() => main.textContent()).toContain("（第 2 / 2 页）");
          expect(await main.locator(".news-item").count()).toBe(10);

          // A chip keeps nothing but the category and goes back to page 1.
          await chips.getByRole("link", { name: "招生信息" }).click();
          await page.waitForURL(
            (url) => url.searchParams.get("category") === "admission" && !url.searchParams.has("page"),
          );
          const admission = all.filter((item) => item.category === "admission");
          await expect.poll(() => main.locator(".news-item").count()).toBe(admission.length);
          expect(await main.textContent()).toContain(`共 ${admission.length} 条资讯`);
          expect(await chips.getByRole("link", { name: "招生信息" }).getAttribute("aria-current")).toBe("page");
          expect(await chips.getByRole("link", { name: "全部" }).getAttribute("aria-current")).toBeNull();
          for (const text of await main.locator(".news-meta").allTextContents()) expect(text).toContain("招生信息");

          // The newest of the category: title, facts, paragraphs, neighbours.
          const link = main.locator(".news-item h3 a").first();
          const title = (await link.textContent())!.trim();
          expect(title).toBe(admission[0]!.title);
          await link.click();
          await page.waitForURL((url) => tree.isArticle(url));
          expect(tree.idOf(new URL(page.url()))).toBe(admission[0]!.id);
          await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(title);
          const facts = (await main.locator("dl.news-facts").textContent()) ?? "";
          for (const text of ["分类", "招生信息", "来源", "作者", "发布", "阅读"]) expect(facts).toContain(text);
          expect(await main.locator("dl.news-facts time").getAttribute("datetime")).toMatch(/^\d{4}-\d\d-\d\dT/);
          expect(await main.locator(".news-body p").count()).toBeGreaterThanOrEqual(3);
          const neighbours = page.getByRole("navigation", { name: "上一篇和下一篇" });
          const index = all.findIndex((item) => item.id === admission[0]!.id);
          const next = all[index + 1]!;
          expect(await neighbours.getByRole("link", { name: next.title }).getAttribute("href")).toBe(
            tree.article(next.id),
          );
          if (tree.name === "desktop")
            expect(await page.getByRole("heading", { level: 2, name: "热门资讯" }).isVisible()).toBe(true);
          await axe();

          await ready();
          // Centred first: on a phone the fixed tab bar covers the bottom of the viewport.
          const nextLink = neighbours.getByRole("link", { name: next.title });
          await nextLink.evaluate((element) => element.scrollIntoView({ block: "center" }));
          await nextLink.click();
          await page.waitForURL((url) => tree.isArticle(url) && tree.idOf(url) === next.id);
          await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(next.title);
        }));

      it("sends a guest's like to log in, and likes and collects as the demo student (undone again)", async () => {
        // An article of its own per tree and JavaScript state, so the runs never meet.
        const article = all[2 + treeIndex * 2 + (js ? 0 : 1)]!;
        const path = tree.article(article.id);
        await page.goto(path);
        await ready();
        await page.getByRole("button", { name: /^☆?\s*点赞/ }).click();
        if (tree.name === "desktop") {
          await page.waitForURL((url) => url.searchParams.get("login") === "sms");
          expect(new URL(page.url()).pathname).toBe(path);
          await expect.poll(() => page.getByRole("dialog", { name: "登录" }).isVisible()).toBe(true);
        } else {
          await page.waitForURL((url) => url.pathname === "/mobile/login");
          expect(new URL(page.url()).searchParams.get("redirect")).toBe(path);
        }
        await expect.poll(() => toastText(page)).toContain("请先登录");

        const user = await withToken(await tree.newContext({ baseURL, javaScriptEnabled: js }), token, baseURL);
        try {
          const userPage = await user.newPage();
          await userPage.goto(path);
          await ready(userPage);
          const detail = () => apiResult<NewsDetail>(baseURL, `/api/ResNews/${article.id}`, { token });
          const before = await detail();
          expect(before).toMatchObject({ liked: false, collected: false });
          for (const [label, on, off, flag, count] of [
            ["点赞", "已点赞", "已取消点赞", "liked", "likeCount"],
            ["收藏", "已收藏", "已取消收藏", "collected", "collectCount"],
          ] as const) {
            await userPage.getByRole("button", { name: new RegExp(label) }).click();
            await expect.poll(() => toastText(userPage)).toContain(on);
            await expect.poll(() => pressed(userPage, label)).toBe(true);
            const after = await detail();
            expect(after[flag]).toBe(true);
            expect(after[count]).toBe(before[count] + 1);
            await userPage.getByRole("button", { name: new RegExp(label) }).click();
            await expect.poll(() => toastText(userPage)).toContain(off);
            await expect.poll(() => pressed(userPage, label)).toBe(false);
          }
          expect(await detail()).toMatchObject({
            liked: false,
            collected: false,
            likeCount: before.likeCount,
            collectCount: before.collectCount,
          });
        } finally {
          await user.close();
        }
      });
    });
  }
}

describe("off the campus network", () => {
  let server: SharedE2eServer;

  beforeAll(async () => {
    server = await sharedE2eServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  for (const tree of trees) {
    it(`gives an anonymous visitor the tips with 403 on the list and an article (${tree.name})`, async () => {
      for (const js of [false, true]) {
        const context = await tree.newContext({ baseURL: server.baseUrl, javaScriptEnabled: js });
        await context.setExtraHTTPHeaders({ "X-Forwarded-For": "198.51.100.7" });
        try {
          const page = await context.newPage();
          for (const path of [tree.list, tree.article(1)]) {
            const response = await page.goto(path);
            expect(response?.status(), path).toBe(403);
            expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("温馨提示");
            expect(await page.locator(".news-item, .news-body").count()).toBe(0);
          }
          if (js) {
            // The hydrated tips (the server's HTML of the list's tips off campus is the audit's).
            await waitForHydration(page);
            await expectNoAxeViolations(page);
          }
        } finally {
          await context.close();
        }
      }
    });
  }
});
