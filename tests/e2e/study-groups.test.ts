// 学习小组 and /square/more (docs/decisions/0034) in Chromium against the production build, as freshly registered
// students of 演示大学: desktop with JavaScript off — the list's filters, 创建小组 refused in place with the input kept,
// then created (审核中, visible to its owner only: a guest gets 404), 加入 / 退出 a demo group, /square/more's tabs,
// chips, GET form and order; mobile with JavaScript on — the create form checked in the browser, a group created,
// 加入 / 退出, /mobile/square/more filtered by major; and the other way round — desktop with JavaScript (加入 / 退出,
// /square/more's chips), mobile without (创建小组, /mobile/square/more's order). A guest's 加入 asks them to log in.
// axe on each state.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, newDesktopContext, newMobileContext, waitForHydration } from "../support/browser";
import { registerStudentThroughApi } from "../support/demo-login";
import { uniquePhone } from "../support/dev-inbox";
import { apiResult, axeCurrentPage, toastText, withToken } from "../support/e2e-helpers";

const baseURL = inject("e2eBaseUrl");
const PASSWORD = "Kaoyan#Group2026";
let browser: Browser;
let english: { id: number; memberCount: number };

beforeAll(async () => {
  browser = await launchBrowser();
  const found = await apiResult<{ items: Array<{ id: number; name: string; memberCount: number }> }>(
    baseURL,
    `/api/StudyGroup/page-query?keyword=${encodeURIComponent("英语一阅读打卡")}`,
  );
  english = found.items[0]!;
  expect(english).toBeDefined();
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

const memberCountOn = async (page: Page) =>
  Number(/(\d+) 名成员/.exec((await page.locator("main .centre-meta").first().textContent()) ?? "")?.[1]);

describe("desktop, JavaScript off", () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    const token = await registerStudentThroughApi(baseURL, uniquePhone("134"), PASSWORD);
    context = await withToken(await newDesktopContext(browser, { baseURL, javaScriptEnabled: false }), token, baseURL);
    page = await context.newPage();
  }, 60_000);
  afterAll(async () => {
    await context?.close();
  });

  it("filters the list by subject, name and year", async () => {
    await page.goto("/square/group");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("学习小组");
    expect(await page.locator("main").textContent()).toContain("还没有加入小组。");
    await page.getByRole("navigation", { name: "小组筛选" }).getByRole("link", { name: "英语" }).click();
    await page.waitForURL((url) => url.search === "?subject=english");
    const names = await page.locator("main section[aria-labelledby='all-groups'] .group-card h3").allTextContents();
    expect(names).toContain("英语一阅读打卡");
    expect(names).not.toContain("数学一基础班");
    await page.getByLabel("小组名称", { exact: true }).first().fill("数学");
    await page.locator("main").getByRole("button", { name: "搜索" }).click();
    expect(new URL(page.url()).searchParams.get("subject")).toBe("english");
    expect(await page.locator("main").textContent()).toContain("没有符合条件的小组。");
    await page.getByRole("link", { name: "清除筛选" }).click();
    await page.getByLabel("考研年份").first().selectOption("2027");
    await page.locator("main").getByRole("button", { name: "搜索" }).click();
    expect(await page.locator("main").textContent()).toContain("共 3 个小组");
    await axeCurrentPage(page, false, () => newDesktopContext(browser, { baseURL }));
  });

  it("keeps refused input, then creates a group that waits for review and is its owner's alone", async () => {
    await page.goto("/square/group");
    const form = page.locator("form[aria-labelledby='create-group-title']");
    await form.getByLabel("备考目标").fill("2027 英语一");
    await form.getByLabel("科目").selectOption("english");
    await form.getByLabel("考研年份").selectOption("2027");
    await form.getByRole("button", { name: "提交审核" }).click();
    expect(await page.locator("main").textContent()).toContain("请填写小组名称");
    expect(await form.getByLabel("备考目标").inputValue()).toBe("2027 英语一");
    await axeCurrentPage(page, false, () => newDesktopContext(browser, { baseURL }));

    const name = `作文互改${Date.now() % 10_000}`;
    await form.getByLabel("小组名称").fill(name);
    await form.getByLabel("小组介绍").fill("每周写一篇大作文，互相批改。");
    await form.getByRole("button", { name: "提交审核" }).click();
    await expect.poll(() => toastText(page)).toBe("小组已提交，审核通过后公开");
    const url = new URL(page.url());
    expect(url.pathname).toBe("/square/group");
    const id = Number(url.searchParams.get("id"));
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(name);
    expect(await page.locator("main").textContent()).toContain("审核中：只有你能看到这个小组");
    expect(await page.getByRole("button", { name: "解散小组" }).count()).toBe(1);
    await axeCurrentPage(page, false, () => newDesktopContext(browser, { baseURL }));

    await page.goto("/square/group");
    expect(await page.locator("section[aria-labelledby='my-groups'] .group-card").first().textContent()).toContain(
      "审核中",
    );

    const guest = await newDesktopContext(browser, { baseURL, javaScriptEnabled: false });
    try {
      const response = await guest.request.get(`/square/group?id=${id}`);
      expect(response.status()).toBe(404);
      expect(await response.text()).toContain("小组不存在或尚未通过审核");
    } finally {
      await guest.close();
    }
  });

  it("joins and leaves a demo group", async () => {
    await page.goto("/square/group");
    await page.getByRole("link", { name: "英语一阅读打卡" }).first().click();
    await page.waitForURL((url) => url.search === `?id=${english.id}`);
    const before = await memberCountOn(page);
    await page.getByRole("button", { name: "加入小组" }).click();
    await expect.poll(() => toastText(page)).toBe("已加入小组");
    expect(await memberCountOn(page)).toBe(before + 1);
    expect(await page.getByRole("link", { name: "发帖" }).getAttribute("href")).toBe(
      `/square/write?groupId=${english.id}`,
    );
    await axeCurrentPage(page, false, () => newDesktopContext(browser, { baseURL }));
    await page.getByRole("button", { name: "退出小组" }).click();
    await expect.poll(() => toastText(page)).toBe("已退出小组");
    expect(await memberCountOn(page)).toBe(before);
    expect(await page.getByRole("button", { name: "加入小组" }).count()).toBe(1);
  });

  it("posts in a group it joined through 发帖 (审核中 like any post); a non-member's write page is refused", async () => {
    await page.goto(`/square/write?groupId=${english.id}`);
    expect(await page.locator("main").textContent()).toContain("只有已公开小组的成员可以在组里发帖");
    await page.goto(`/square/group?id=${english.id}`);
    await page.getByRole("button", { name: "加入小组" }).click();
    await expect.poll(() => toastText(page)).toBe("已加入小组");
    await page.getByRole("link", { name: "发帖" }).click();
    await page.waitForURL((url) => url.search === `?groupId=${english.id}`);
    expect(await page.locator("main").textContent()).toContain("这篇文章将发布在小组「英语一阅读打卡」");
    const form = page.getByRole("form", { name: "写文章" });
    await form.getByLabel("标题").fill("阅读打卡第一周");
    await form.getByLabel("分类").selectOption("english");
    await form.getByLabel("正文").fill("每天一篇真题阅读，记下长难句。");
    await form.getByLabel("标签 1").fill("英语一");
    await form.getByRole("button", { name: "发布" }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/user/article");
    expect(await page.locator("main").textContent()).toContain("阅读打卡第一周");
    await page.goto(`/square/group?id=${english.id}`);
    await page.getByRole("button", { name: "退出小组" }).click();
    await expect.poll(() => toastText(page)).toBe("已退出小组");
  });

  it("lists every post and senior on /square/more with chips, the GET form and the order", async () => {
    await page.goto("/square/more");
    // The run's server is shared: other files publish posts, so the total is read, not assumed.
    const heading = (await page.locator("main h2#more-results").textContent()) ?? "";
    expect(heading).toMatch(/^经验帖（共 \d+ 篇）$/);
    const total = Number(/共 (\d+) 篇/.exec(heading)?.[1]);
    expect(total).toBeGreaterThanOrEqual(31);
    await page.getByRole("navigation", { name: "筛选" }).getByRole("link", { name: "数学" }).click();
    await page.waitForURL((url) => url.search === "?category=math");
    const math = Number(/共 (\d+) 篇/.exec((await page.locator("main h2#more-results").textContent()) ?? "")?.[1]);
    expect(math).toBeGreaterThan(0);
    expect(math).toBeLessThan(total);
    await page.getByRole("link", { name: "最热" }).click();
    await page.waitForURL((url) => url.search === "?category=math&sort=hot");
    const school = await page.locator("main select[name=school]").locator("option").nth(1).getAttribute("value");
    await page.locator("main select[name=school]").selectOption(school!);
    await page.getByRole("button", { name: "筛选" }).click();
    const query = new URL(page.url()).searchParams;
    expect([query.get("category"), query.get("sort"), query.get("school")]).toEqual(["math", "hot", school]);
    await axeCurrentPage(page, false, () => newDesktopContext(browser, { baseURL }));

    await page.getByRole("link", { name: "学长学姐" }).first().click();
    expect(new URL(page.url()).searchParams.get("tab")).toBe("seniors");
    expect(await page.locator("main h2#more-results").textContent()).toMatch(/^学长学姐（共 \d+ 位）$/);
    const facts = await page.locator("main .centre-item").allTextContents();
    expect(facts.every((text) => text.includes(school!))).toBe(true);
    await axeCurrentPage(page, false, () => newDesktopContext(browser, { baseURL }));
  });

  it("asks a guest who clicks 加入 to log in", async () => {
    const guest = await newDesktopContext(browser, { baseURL, javaScriptEnabled: false });
    try {
      const guestPage = await guest.newPage();
      await guestPage.goto(`/square/group?id=${english.id}`);
      await guestPage.getByRole("link", { name: "登录后加入小组" }).click();
      const landed = new URL(guestPage.url());
      expect([landed.pathname, landed.searchParams.get("id"), landed.searchParams.get("login")]).toEqual([
        "/square/group",
        String(english.id),
        "sms",
      ]);
    } finally {
      await guest.close();
    }
  });
});

describe("mobile, JavaScript on", () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    const token = await registerStudentThroughApi(baseURL, uniquePhone("135"), PASSWORD);
    context = await withToken(await newMobileContext(browser, { baseURL, javaScriptEnabled: true }), token, baseURL);
    page = await context.newPage();
  }, 60_000);
  afterAll(async () => {
    await context?.close();
  });

  it("checks the create form in the browser, then creates a group", async () => {
    await page.goto("/mobile/square/group");
    await waitForHydration(page);
    const form = page.locator("form[aria-labelledby='create-group-title']");
    await form.getByRole("button", { name: "提交审核" }).click();
    await expect.poll(() => form.textContent()).toContain("请填写小组名称");
    expect(new URL(page.url()).pathname).toBe("/mobile/square/group");
    const name = `政治背诵${Date.now() % 10_000}`;
    await form.getByLabel("小组名称").fill(name);
    await form.getByLabel("备考目标").fill("2027 政治");
    await form.getByLabel("科目").selectOption("politics");
    await form.getByLabel("考研年份").selectOption("2027");
    await form.getByRole("button", { name: "提交审核" }).click();
    await expect.poll(() => toastText(page)).toBe("小组已提交，审核通过后公开");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(name);
    expect(new URL(page.url()).pathname).toBe("/mobile/square/group");
    await axeCurrentPage(page, true, () => newMobileContext(browser, { baseURL }));
  });

  it("joins and leaves a demo group", async () => {
    await page.goto(`/mobile/square/group?id=${english.id}`);
    await waitForHydration(page);
    const before = await memberCountOn(page);
    await page.getByRole("button", { name: "加入小组" }).click();
    await expect.poll(() => toastText(page)).toBe("已加入小组");
    await expect.poll(() => memberCountOn(page)).toBe(before + 1);
    expect(await page.getByRole("link", { name: "发帖" }).getAttribute("href")).toBe(
      `/mobile/square/write?groupId=${english.id}`,
    );
    await axeCurrentPage(page, true, () => newMobileContext(browser, { baseURL }));
    await page.getByRole("button", { name: "退出小组" }).click();
    await expect.poll(() => toastText(page)).toBe("已退出小组");
    await expect.poll(() => memberCountOn(page)).toBe(before);
  });

  it("filters /mobile/square/more's seniors by major", async () => {
    await page.goto("/mobile/square/more?tab=seniors");
    await waitForHydration(page);
    const major = await page.locator("main select[name=major]").locator("option").nth(1).getAttribute("value");
    await page.locator("main select[name=major]").selectOption(major!);
    await page.getByRole("button", { name: "筛选" }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("major")).toBe(major);
    expect(new URL(page.url()).searchParams.get("tab")).toBe("seniors");
    // The URL changes when the loader has answered; the list is the next render's, so wait for it.
    const facts = () => page.locator("main .centre-item").allTextContents();
    await expect.poll(async () => (await facts()).every((text) => text.includes(major!))).toBe(true);
    expect((await facts()).length).toBeGreaterThan(0);
    await axeCurrentPage(page, true, () => newMobileContext(browser, { baseURL }));
  });
});

describe("desktop with JavaScript, mobile without", () => {
  it("joins and leaves on desktop with JavaScript, and filters /square/more in place", async () => {
    const token = await registerStudentThroughApi(baseURL, uniquePhone("136"), PASSWORD);
    const context = await withToken(
      await newDesktopContext(browser, { baseURL, javaScriptEnabled: true }),
      token,
      baseURL,
    );
    try {
      const page = await context.newPage();
      await page.goto(`/square/group?id=${english.id}`);
      await waitForHydration(page);
      const before = await memberCountOn(page);
      await page.getByRole("button", { name: "加入小组" }).click();
      await expect.poll(() => toastText(page)).toBe("已加入小组");
      await expect.poll(() => memberCountOn(page)).toBe(before + 1);
      await axeCurrentPage(page, true, () => newDesktopContext(browser, { baseURL }));
      await page.getByRole("button", { name: "退出小组" }).click();
      await expect.poll(() => toastText(page)).toBe("已退出小组");
      await expect.poll(() => memberCountOn(page)).toBe(before);

      await page.goto("/square/more?tab=seniors");
      await waitForHydration(page);
      await page.getByRole("navigation", { name: "筛选" }).getByRole("link", { name: "英语" }).click();
      await expect.poll(() => new URL(page.url()).search).toBe("?tab=seniors&category=english");
      await expect.poll(() => page.locator("main h2#more-results").textContent()).toMatch(/^学长学姐（共 \d+ 位）$/);
      await axeCurrentPage(page, true, () => newDesktopContext(browser, { baseURL }));
    } finally {
      await context.close();
    }
  });

  it("creates a group on mobile without JavaScript", async () => {
    const token = await registerStudentThroughApi(baseURL, uniquePhone("138"), PASSWORD);
    const context = await withToken(
      await newMobileContext(browser, { baseURL, javaScriptEnabled: false }),
      token,
      baseURL,
    );
    try {
      const page = await context.newPage();
      await page.goto("/mobile/square/group");
      const form = page.locator("form[aria-labelledby='create-group-title']");
      const name = `数学打卡${Date.now() % 10_000}`;
      await form.getByLabel("小组名称").fill(name);
      await form.getByLabel("备考目标").fill("2028 数学二");
      await form.getByLabel("科目").selectOption("math");
      await form.getByLabel("考研年份").selectOption("2028");
      await form.getByRole("button", { name: "提交审核" }).click();
      await expect.poll(() => toastText(page)).toBe("小组已提交，审核通过后公开");
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(name);
      expect(new URL(page.url()).pathname).toBe("/mobile/square/group");
      expect(await page.locator("main").textContent()).toContain("审核中");
      await axeCurrentPage(page, false, () => newMobileContext(browser, { baseURL }));
      await page.goto("/mobile/square/more?category=english&sort=hot");
      expect(
        await page.getByRole("list", { name: "排序" }).getByRole("link", { name: "最热" }).getAttribute("aria-current"),
      ).toBe("page");
      await axeCurrentPage(page, false, () => newMobileContext(browser, { baseURL }));
    } finally {
      await context.close();
    }
  });
});
