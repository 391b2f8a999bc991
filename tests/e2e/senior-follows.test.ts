// 我的关注, 学长学姐 and 我的文章 (docs/decisions/0027) in Chromium against the production build, as freshly registered
// students: desktop with JavaScript off — 关注 on a senior's page (the count goes up, the button turns into
// 已关注（取消关注）), the senior in /user/follow and their posts under 最新文章, 取消关注 there (the empty state says how
// to follow), the 学长学姐 GET filter, 我的文章's empty state, a guest's 关注 asking them to log in; mobile with
// JavaScript on — from the 我的 tab to 学长学姐, 关注 there, 我的关注, 取消关注 in place, and the 关注 form on the mobile
// senior list. axe on the states the audit cannot reach (lists with a fresh student's follows).
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, newDesktopContext, newMobileContext, waitForHydration } from "../support/browser";
import { registerStudentThroughApi } from "../support/demo-login";
import { uniquePhone } from "../support/dev-inbox";
import { apiResult, axeCurrentPage, toastText, withToken } from "../support/e2e-helpers";

const baseURL = inject("e2eBaseUrl");
const PASSWORD = "Kaoyan#Follow2026";
let browser: Browser;

interface Senior {
  id: number;
  name: string;
  examYear: number;
  experienceCount: number;
}
let seniors: Senior[];

beforeAll(async () => {
  browser = await launchBrowser();
  const all = (await apiResult<{ items: Senior[] }>(baseURL, "/api/Experience/senior/page-query?rows=50&page=1")).items;
  seniors = all.filter((senior) => senior.experienceCount > 0);
  expect(seniors.length).toBeGreaterThanOrEqual(2);
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

const followerCount = async (page: Page) =>
  Number(/(\d+) 人关注/.exec((await page.locator("main .follow-count").first().textContent()) ?? "")?.[1]);

describe("desktop, JavaScript off", () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    const token = await registerStudentThroughApi(baseURL, uniquePhone("133"), PASSWORD);
    context = await withToken(await newDesktopContext(browser, { baseURL, javaScriptEnabled: false }), token, baseURL);
    page = await context.newPage();
  }, 60_000);
  afterAll(async () => {
    await context?.close();
  });

  it("follows from the senior's page, lists them in 我的关注 with their posts, and 取消关注 there", async () => {
    const senior = seniors[0]!;
    await page.goto(`/square/seniorInfo?id=${senior.id}`);
    const before = await followerCount(page);
    await page.getByRole("button", { name: `关注：${senior.name}` }).click();
    await expect.poll(() => toastText(page)).toBe("已关注");
    await page.waitForURL((url) => url.search === `?id=${senior.id}`);
    expect(await page.getByRole("button", { name: `已关注（取消关注）：${senior.name}` }).textContent()).toBe(
      "已关注（取消关注）",
    );
    expect(await followerCount(page)).toBe(before + 1);

    await page.goto("/user/follow");
    expect(
      await page.getByRole("navigation", { name: "个人中心" }).locator('[aria-current="page"]').textContent(),
    ).toBe("我的关注");
    expect(await page.locator("main .centre-item h3").allTextContents()).toEqual([senior.name]);
    expect(await page.getByRole("link", { name: senior.name }).getAttribute("href")).toBe(
      `/square/seniorInfo?id=${senior.id}`,
    );
    await axeCurrentPage(page, false, () => newDesktopContext(browser, { baseURL }));

    await page.getByRole("link", { name: "最新文章" }).click();
    await page.waitForURL((url) => url.search === "?tab=posts");
    expect(await page.locator("main").textContent()).toContain(`共 ${senior.experienceCount} 篇文章`);
    expect(await page.locator("main .centre-item").count()).toBe(Math.min(20, senior.experienceCount));
    await axeCurrentPage(page, false, () => newDesktopContext(browser, { baseURL }));

    await page.getByRole("link", { name: "关注的学长学姐" }).click();
    await page.getByRole("button", { name: `已关注（取消关注）：${senior.name}` }).click();
    await expect.poll(() => toastText(page)).toBe("已取消关注");
    expect(new URL(page.url()).pathname).toBe("/user/follow");
    expect(await page.locator("main").textContent()).toContain("还没有关注学长学姐");
    expect(await page.getByRole("link", { name: "去「学长学姐」看看" }).getAttribute("href")).toBe("/user/senior");
    await page.goto("/user/follow?tab=posts");
    expect(await page.locator("main").textContent()).toContain("关注学长学姐后，TA 们的最新文章会出现在这里");
  });

  it("filters 学长学姐 with the GET form and follows from the list; 我的文章 is honestly empty", async () => {
    const senior = seniors[1]!;
    await page.goto("/user/senior");
    expect(await page.locator("main").textContent()).toContain("申请成为学长学姐");
    await page.getByRole("form", { name: "筛选学长学姐" }).getByLabel("考研年份").selectOption(String(senior.examYear));
    await page.getByRole("button", { name: "筛选" }).click();
    expect(new URL(page.url()).searchParams.get("year")).toBe(String(senior.examYear));
    const facts = await page.locator("main .centre-item").allTextContents();
    expect(facts.length).toBeGreaterThan(0);
    expect(facts.every((text) => text.includes(`${senior.examYear} 年考研`))).toBe(true);
    await page.getByRole("button", { name: `关注：${senior.name}` }).click();
    await expect.poll(() => toastText(page)).toBe("已关注");
    expect(new URL(page.url()).searchParams.get("year")).toBe(String(senior.examYear));
    expect(await page.getByRole("button", { name: `已关注（取消关注）：${senior.name}` }).count()).toBe(1);
    await axeCurrentPage(page, false, () => newDesktopContext(browser, { baseURL }));

    await page.goto("/user/article");
    expect(
      await page.getByRole("navigation", { name: "文章状态" }).locator('[aria-current="page"]').textContent(),
    ).toBe("已发布（0）");
    expect(await page.locator("main").textContent()).toContain("还没有发表文章。");
  });

  it("asks a guest who clicks 关注 to log in, over the same page", async () => {
    const guest = await newDesktopContext(browser, {
      baseURL,
      javaScriptEnabled: false,
    });
    try {
      const guestPage = await guest.newPage();
      const senior = seniors[0]!;
      await guestPage.goto(`/square/seniorInfo?id=${senior.id}`);
      await guestPage.getByRole("button", { name: `关注：${senior.name}` }).click();
      await expect.poll(() => toastText(guestPage)).toBe("请先登录，再关注学长学姐");
      const landed = new URL(guestPage.url());
      expect([landed.pathname, landed.searchParams.get("id"), landed.searchParams.get("login")]).toEqual([
        "/square/seniorInfo",
        String(senior.id),
        "sms",
      ]);
      for (const path of ["/user/follow", "/user/senior", "/user/article"]) {
        const response = await guest.request.get(path, { maxRedirects: 0 });
        expect(response.headers().location, path).toBe(`/login/passLogin?redirect=${encodeURIComponent(path)}`);
      }
    } finally {
      await guest.close();
    }
  });
});

describe("mobile, JavaScript on", () => {
  let context: BrowserContext;
  let page: Page;
  const ready = (target: Page) => waitForHydration(target);

  beforeAll(async () => {
    const token = await registerStudentThroughApi(baseURL, uniquePhone("132"), PASSWORD);
    context = await withToken(await newMobileContext(browser, { baseURL, javaScriptEnabled: true }), token, baseURL);
    page = await context.newPage();
  }, 60_000);
  afterAll(async () => {
    await context?.close();
  });

  it("follows from 学长学姐, lists in 我的关注, and 取消关注 in place", async () => {
    const senior = seniors[0]!;
    await page.goto("/mobile/user");
    await ready(page);
    await page.getByRole("link", { name: "学长学姐" }).click();
    await page.waitForURL("**/mobile/user/senior");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("学长学姐");
    await page.getByRole("button", { name: `关注：${senior.name}` }).click();
    await expect.poll(() => toastText(page)).toBe("已关注");
    await expect.poll(() => page.getByRole("button", { name: `已关注（取消关注）：${senior.name}` }).count()).toBe(1);

    await page.goto("/mobile/user/follow");
    await ready(page);
    expect(await page.locator("main .centre-item h3").allTextContents()).toEqual([senior.name]);
    // The mobile tree has no senior page: the link is their list of posts, with their card.
    expect(await page.getByRole("link", { name: senior.name }).getAttribute("href")).toBe(
      `/mobile/news/more?senior=${senior.id}`,
    );
    await axeCurrentPage(page, true, () => newMobileContext(browser, { baseURL }));
    await page.getByRole("button", { name: `已关注（取消关注）：${senior.name}` }).click();
    await expect.poll(() => toastText(page)).toBe("已取消关注");
    await expect.poll(() => page.locator("main").textContent()).toContain("还没有关注学长学姐");
  });

  it("follows from the senior's list of posts", async () => {
    const senior = seniors[1]!;
    await page.goto(`/mobile/news/more?senior=${senior.id}`);
    await ready(page);
    await page.getByRole("button", { name: `关注：${senior.name}` }).click();
    await expect.poll(() => toastText(page)).toBe("已关注");
    await expect.poll(() => page.getByRole("button", { name: `已关注（取消关注）：${senior.name}` }).count()).toBe(1);
    await page.waitForURL((url) => url.search === `?senior=${senior.id}`);
    await page.goto("/mobile/user/follow?tab=posts");
    await ready(page);
    expect(await page.locator("main").textContent()).toContain(`共 ${senior.experienceCount} 篇文章`);
    await axeCurrentPage(page, true, () => newMobileContext(browser, { baseURL }));
  });
});
