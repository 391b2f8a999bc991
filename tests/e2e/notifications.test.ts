// 消息 and 预约直播 (docs/decisions/0023-notifications.md) in Chromium against the production build, as freshly
// registered students (each gets the demo's two system notices): desktop with JavaScript off — the unread count in the
// avatar menu's name, 预约直播 / 取消预约 on an upcoming live, /user/news inside the centre's frame with 标为已读 and
// 全部标为已读 (post/redirect/get with toasts); mobile with JavaScript on — the count on the 我的 tab and on the 消息 row,
// the page, marking read in place, booking a live. axe on the states the audit cannot reach (unread items, booked).
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, newDesktopContext, newMobileContext, waitForHydration } from "../support/browser";
import { registerStudentThroughApi } from "../support/demo-login";
import { uniquePhone } from "../support/dev-inbox";
import { apiResult, axeCurrentPage, toastText, withToken } from "../support/e2e-helpers";

const baseURL = inject("e2eBaseUrl");
const PASSWORD = "Kaoyan#News2026";
let browser: Browser;
let live: { id: number; title: string };

beforeAll(async () => {
  browser = await launchBrowser();
  const upcoming = (
    await apiResult<{ items: { id: number; title: string }[] }>(baseURL, "/api/Live?status=upcoming&rows=5&page=1")
  ).items;
  expect(upcoming.length).toBeGreaterThanOrEqual(1);
  live = upcoming[0]!;
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

const itemTitles = (page: Page) => page.locator("main .news-item h3").allTextContents();

describe("desktop, JavaScript off", () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    const token = await registerStudentThroughApi(baseURL, uniquePhone("135"), PASSWORD);
    context = await withToken(await newDesktopContext(browser, { baseURL, javaScriptEnabled: false }), token, baseURL);
    page = await context.newPage();
  }, 60_000);
  afterAll(async () => {
    await context?.close();
  });

  const accountMenu = () => page.locator("header summary[aria-label^='账号菜单']").getAttribute("aria-label");

  it("books an upcoming live and cancels the booking, with toasts", async () => {
    await page.goto(`/livePlayback?id=${live.id}`);
    await page.getByRole("button", { name: `预约直播：${live.title}` }).click();
    await expect.poll(() => toastText(page)).toBe("已预约，开播前 15 分钟提醒您");
    expect(await page.locator("main").textContent()).toContain("已预约：开播前 15 分钟会在「消息」中提醒您");
    await axeCurrentPage(page, false, () => newDesktopContext(browser, { baseURL }));
    await page.getByRole("button", { name: `取消预约：${live.title}` }).click();
    await expect.poll(() => toastText(page)).toBe("已取消预约");
    expect(await page.getByRole("button", { name: `预约直播：${live.title}` }).count()).toBe(1);
  });

  it("shows the unread count in the avatar menu, lists 消息 in the centre, marks one and then all read", async () => {
    await page.goto("/");
    expect(await accountMenu()).toMatch(/，2 条未读消息$/);
    // The menu's 消息 item (inside the closed <details>, so not by role).
    expect(await page.locator("header a[href='/user/news']").getAttribute("aria-label")).toBe("消息，2 条未读");

    expect((await page.goto("/user/news"))?.status()).toBe(200);
    expect(
      await page.getByRole("navigation", { name: "个人中心" }).locator('[aria-current="page"]').textContent(),
    ).toBe("消息");
    expect(await page.locator("main h1").textContent()).toBe("消息");
    expect(await itemTitles(page)).toEqual(["未读系统通知寒假期间直播安排调整", "未读系统通知欢迎使用研途"]);
    expect(await page.locator("main").textContent()).toContain("2 条未读");
    await axeCurrentPage(page, false, () => newDesktopContext(browser, { baseURL }));

    await page.getByRole("button", { name: "标为已读：欢迎使用研途" }).click();
    await expect.poll(() => toastText(page)).toBe("已标为已读");
    expect(await itemTitles(page)).toEqual(["未读系统通知寒假期间直播安排调整", "系统通知欢迎使用研途"]);
    expect(await accountMenu()).toMatch(/，1 条未读消息$/);

    await page.getByRole("link", { name: "未读", exact: true }).click();
    await page.waitForURL((url) => url.search === "?tab=unread");
    expect(await itemTitles(page)).toEqual(["未读系统通知寒假期间直播安排调整"]);
    await page.getByRole("button", { name: "全部标为已读" }).click();
    await expect.poll(() => toastText(page)).toBe("已全部标为已读");
    await page.waitForURL((url) => url.search === "?tab=unread");
    expect(await page.locator("main .centre-empty").textContent()).toBe("没有未读消息。");
    expect(await accountMenu()).not.toContain("未读");
    await page.getByRole("link", { name: "订单", exact: true }).click();
    expect(await page.locator("main .centre-empty").textContent()).toBe("这一类还没有消息。");
  });
});

describe("mobile, JavaScript on", () => {
  let context: BrowserContext;
  let page: Page;
  const ready = (target: Page) => waitForHydration(target);

  beforeAll(async () => {
    const token = await registerStudentThroughApi(baseURL, uniquePhone("133"), PASSWORD);
    context = await withToken(await newMobileContext(browser, { baseURL, javaScriptEnabled: true }), token, baseURL);
    page = await context.newPage();
  }, 60_000);
  afterAll(async () => {
    await context?.close();
  });

  it("shows the count on the 我的 tab and the 消息 row, and marks read in place", async () => {
    await page.goto("/mobile/user");
    await ready(page);
    expect(
      await page.getByRole("navigation", { name: "主导航" }).getByRole("link", { name: "我的，2 条未读消息" }).count(),
    ).toBe(1);
    await page.getByRole("link", { name: "消息，2 条未读" }).click();
    await page.waitForURL("**/mobile/user/news");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("消息");
    expect(await itemTitles(page)).toHaveLength(2);
    await axeCurrentPage(page, true, () => newMobileContext(browser, { baseURL }));

    await page.getByRole("button", { name: "标为已读：寒假期间直播安排调整" }).click();
    await expect.poll(() => toastText(page)).toBe("已标为已读");
    await expect.poll(() => itemTitles(page)).toEqual(["系统通知寒假期间直播安排调整", "未读系统通知欢迎使用研途"]);
    await page.getByRole("button", { name: "全部标为已读" }).click();
    await expect.poll(() => toastText(page)).toBe("已全部标为已读");
    await expect.poll(() => page.locator("main .news-unread").count()).toBe(0);

    await page.goto("/mobile/user");
    await ready(page);
    expect(await page.getByRole("link", { name: "消息", exact: true }).getAttribute("href")).toBe("/mobile/user/news");
    expect(
      await page.getByRole("navigation", { name: "主导航" }).getByRole("link", { name: "我的", exact: true }).count(),
    ).toBe(1);
  });

  it("books an upcoming live", async () => {
    await page.goto(`/mobile/livePlayback?id=${live.id}`);
    await ready(page);
    await page.getByRole("button", { name: `预约直播：${live.title}` }).click();
    await expect.poll(() => toastText(page)).toBe("已预约，开播前 15 分钟提醒您");
    await expect.poll(() => page.getByRole("button", { name: `取消预约：${live.title}` }).count()).toBe(1);
    await axeCurrentPage(page, true, () => newMobileContext(browser, { baseURL }));
  });

  it("sends guests to log in, in both trees", async () => {
    const desktop = await newDesktopContext(browser, { baseURL });
    try {
      const response = await desktop.request.get("/user/news", {
        maxRedirects: 0,
      });
      expect(response.status()).toBe(302);
      expect(response.headers().location).toBe(`/login/passLogin?redirect=${encodeURIComponent("/user/news")}`);
    } finally {
      await desktop.close();
    }
    const guest = await newMobileContext(browser, { baseURL });
    try {
      const response = await guest.request.get("/mobile/user/news", {
        maxRedirects: 0,
      });
      expect(response.status()).toBe(302);
      expect(response.headers().location).toBe(`/mobile/login?redirect=${encodeURIComponent("/mobile/user/news")}`);
    } finally {
      await guest.close();
    }
  });
});
