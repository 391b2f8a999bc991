// The site search in Chromium, desktop and mobile, JavaScript on and off: searching from the header box (desktop) or
// the home page's box (mobile), the overview with highlighted matches, a kind's tab, a hit that opens its page; the
// page kept alive between visits (a bare /search returns to the last search), recent keywords and clearing them; a
// missing or too long keyword said in Chinese with the text kept. axe on the results and on the empty page.
import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, newDesktopContext, newMobileContext, type ContextOptions } from "../support/browser";
import { axeCurrentPage, toastText } from "../support/e2e-helpers";

const baseURL = inject("e2eBaseUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const trees = [
  {
    name: "desktop",
    newContext: (options: ContextOptions) => newDesktopContext(browser, options),
    home: "/",
    search: "/search",
    box: "#site-search-input",
  },
  {
    name: "mobile",
    newContext: (options: ContextOptions) => newMobileContext(browser, options),
    home: "/mobile/",
    search: "/mobile/search",
    box: "#home-search-input",
  },
] as const;

for (const tree of trees) {
  describe(`search (${tree.name})`, () => {
    for (const js of [true, false]) {
      const fresh = () => tree.newContext({ baseURL, javaScriptEnabled: js });
      // axe needs script in its own context (tests/support/chromium.ts); it audits the server's HTML there.
      const auditContext = () => tree.newContext({ baseURL });

      it(`searches, narrows to a kind, opens a hit and comes back to the same search (JavaScript ${js ? "on" : "off"})`, async () => {
        const context: BrowserContext = await fresh();
        try {
          const page = await context.newPage();
          await page.goto(tree.home);
          await page.locator(tree.box).fill("政治");
          await page.locator(tree.box).press("Enter");
          await page.waitForURL((url) => url.pathname === tree.search && url.searchParams.get("keyword") === "政治");
          expect(await page.getByRole("heading", { level: 2 }).first().textContent()).toMatch(
            /^找到 \d+ 条与“政治”相关的内容$/,
          );
          expect(await page.locator(".search-hits mark").first().textContent()).toBe("政治");
          const tabs = page.getByRole("navigation", { name: "搜索分类" });
          expect(await tabs.locator('[aria-current="page"]').textContent()).toMatch(/^全部（\d+）$/);
          // As the server renders it, this is the audit's entry (tests/budgets/routes.ts).
          if (js) await axeCurrentPage(page, js, auditContext);

          await tabs.getByRole("link", { name: /^真题（\d+）$/ }).click();
          await page.waitForURL((url) => url.searchParams.get("type") === "paper");
          await expect.poll(() => tabs.locator('[aria-current="page"]').textContent()).toMatch(/^真题（\d+）$/);
          expect(await page.locator("#search-keyword").inputValue()).toBe("政治");
          const firstHit = page.locator(".search-hits h3 a").first();
          const title = (await firstHit.textContent()) ?? "";
          expect(title).toContain("政治");
          await firstHit.click();
          await page.waitForURL((url) => url.pathname !== tree.search);
          await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(title);

          // Kept alive: the bare search page brings back the last search (keyword and kind).
          await page.goto(tree.home);
          await page.goto(tree.search);
          expect(new URL(page.url()).searchParams.get("keyword")).toBe("政治");
          expect(new URL(page.url()).searchParams.get("type")).toBe("paper");
          expect(
            await page.getByRole("navigation", { name: "搜索分类" }).locator('[aria-current="page"]').textContent(),
          ).toMatch(/^真题/);
        } finally {
          await context.close();
        }
      });

      it(`says what is wrong with the keyword, keeps the text, lists recent keywords and clears them (JavaScript ${js ? "on" : "off"})`, async () => {
        const context = await fresh();
        try {
          const page = await context.newPage();
          await page.goto(`${tree.search}?keyword=${encodeURIComponent("数学")}`);
          await page.goto(`${tree.search}?keyword=${encodeURIComponent("极限")}`);

          const tooLong = "考".repeat(41);
          await page.goto(`${tree.search}?keyword=${encodeURIComponent(tooLong)}`);
          const input = page.locator("#search-keyword");
          expect(await input.inputValue()).toBe(tooLong);
          expect(await input.getAttribute("aria-invalid")).toBe("true");
          expect(await page.locator("#search-keyword-error").textContent()).toBe("关键词最多 40 个字");

          await input.fill("");
          await page.locator("main").getByRole("button", { name: "搜索", exact: true }).click();
          await page.waitForURL((url) => url.searchParams.get("keyword") === "");
          await expect.poll(() => page.locator("#search-keyword-error").textContent()).toBe("请输入搜索关键词");
          const recent = page.getByRole("list", { name: "最近搜索的关键词" });
          expect(await recent.getByRole("link").allTextContents()).toEqual(["极限", "数学"]);
          await axeCurrentPage(page, js, auditContext);

          await recent.getByRole("link", { name: "数学" }).click();
          await page.waitForURL((url) => url.searchParams.get("keyword") === "数学");
          await expect.poll(() => page.locator("#search-keyword").inputValue()).toBe("数学");
          await page.goto(`${tree.search}?keyword=`);
          expect(
            await page.getByRole("list", { name: "最近搜索的关键词" }).getByRole("link").allTextContents(),
          ).toEqual(["数学", "极限"]);

          await page.getByRole("button", { name: "清空搜索记录" }).click();
          await page.waitForURL((url) => url.pathname === tree.search && url.search === "");
          await expect.poll(() => toastText(page)).toContain("已清空搜索记录");
          expect(await page.getByRole("heading", { level: 2, name: "可以搜索这些内容" }).isVisible()).toBe(true);
          // Nothing left to bring back.
          await page.goto(tree.search);
          expect(page.url()).toBe(`${baseURL}${tree.search}`);
        } finally {
          await context.close();
        }
      });
    }
  });
}
