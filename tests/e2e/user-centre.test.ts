// The personal centre (docs/decisions/0022) in Chromium against the production build, as a freshly registered student:
// desktop with JavaScript off — the frame's side menu on every /user/* page (/user/center and /user/order inside it),
// 学习记录 with its GET filter, collecting a course and seeing it in 我的收藏 then 取消收藏 there, downloading a paper
// PDF and seeing it in 我的下载 with 再次下载; mobile with JavaScript on — learningRecord, collect (取消收藏 in place)
// and download, linked from the 我的 tab, and learningRecord at 360 × 740: the chart's labels rendered at 12 px or more
// without overlapping, the streaks explained; guests sent to log in. axe on the states the audit cannot reach (lists
// with items, a filtered timeline).
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { centreMenu } from "~/modules/centre/centre-paths";
import { streakTerms } from "~/modules/records/streak-terms";
import { launchBrowser, newDesktopContext, newMobileContext, waitForHydration } from "../support/browser";
import { registerStudentThroughApi } from "../support/demo-login";
import { uniquePhone } from "../support/dev-inbox";
import { apiResult, axeCurrentPage, toastText, withToken } from "../support/e2e-helpers";

const baseURL = inject("e2eBaseUrl");
const PASSWORD = "Kaoyan#Centre2026";
let browser: Browser;

interface Item {
  id: number;
  title: string;
}
let courses: Item[];
let papers: Item[];

beforeAll(async () => {
  browser = await launchBrowser();
  courses = (await apiResult<{ items: Item[] }>(baseURL, "/api/Course/page-query?rows=5&page=1")).items;
  papers = (await apiResult<{ items: Item[] }>(baseURL, "/question/website/papers?kind=mock&rows=20&page=1")).items;
  expect(courses.length).toBeGreaterThanOrEqual(2);
  expect(papers.length).toBeGreaterThanOrEqual(2);
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

const menuCurrent = async (page: Page) =>
  page.getByRole("navigation", { name: "个人中心" }).locator('[aria-current="page"]').textContent();

/** 下载 PDF on the paper's page: the browser's download of the attachment. */
async function downloadPdf(page: Page, prefix: string, setId: number) {
  await page.goto(`${prefix}/question/examPdf?id=${setId}`);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "下载 PDF" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
}

describe("desktop, JavaScript off", () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    const token = await registerStudentThroughApi(baseURL, uniquePhone("136"), PASSWORD);
    context = await withToken(await newDesktopContext(browser, { baseURL, javaScriptEnabled: false }), token, baseURL);
    page = await context.newPage();
  }, 60_000);
  afterAll(async () => {
    await context?.close();
  });

  it("shows the centre's side menu on every /user/* page, the current page marked", async () => {
    for (const [path, name, check] of [
      ["/user/center", "账号设置", "修改密码"],
      ["/user/order", "我的订单", "我的订单"],
      ["/user/record", "学习记录", "近 30 天学习时长"],
      ["/user/course", "我的课程", "一对一辅导"],
      ["/user/course/zyk", "我的课程", "资源库"],
      ["/user/collect", "我的收藏", "还没有收藏"],
      ["/user/download", "我的下载", "还没有下载过试卷"],
    ] as const) {
      expect((await page.goto(path))?.status(), path).toBe(200);
      expect(await menuCurrent(page), path).toBe(name);
      expect(await page.locator("main").textContent(), path).toContain(check);
      expect(await page.locator("main").count(), path).toBe(1);
    }
    const links = await page.getByRole("navigation", { name: "个人中心" }).getByRole("link").allTextContents();
    expect(links).toEqual(centreMenu.map((item) => item.name));
    expect(links.slice(0, 6)).toEqual(["账号设置", "学习记录", "我的课程", "我的收藏", "我的下载", "我的订单"]);
    await page.goto("/user/record");
    await axeCurrentPage(page, false, () => newDesktopContext(browser, { baseURL }));
  });

  it("collects a course, lists it in 我的收藏 under its tab, and 取消收藏 there", async () => {
    const course = courses[0]!;
    await page.goto(`/course/detail?id=${course.id}`);
    await page.getByRole("button", { name: /^收藏/ }).first().click();
    await expect.poll(() => toastText(page)).toBe("已收藏");

    await page.goto("/user/collect");
    expect(await page.locator("main .centre-item h3").allTextContents()).toEqual([`课程${course.title}`]);
    await page.getByRole("link", { name: "视频" }).click();
    await page.waitForURL((url) => url.search === "?tab=video");
    expect(await page.locator("main").textContent()).toContain("这一类还没有收藏");
    await page.getByRole("link", { name: "课程", exact: true }).click();
    expect(
      await page.getByRole("navigation", { name: "收藏分类" }).locator('[aria-current="page"]').textContent(),
    ).toBe("课程");
    expect(await page.getByRole("link", { name: course.title }).getAttribute("href")).toBe(
      `/course/detail?id=${course.id}`,
    );
    await axeCurrentPage(page, false, () => newDesktopContext(browser, { baseURL }));

    await page.getByRole("button", { name: `取消收藏：${course.title}` }).click();
    await expect.poll(() => toastText(page)).toBe("已取消收藏");
    await page.waitForURL((url) => url.search === "?tab=course");
    expect(await page.locator("main").textContent()).toContain("这一类还没有收藏");
  });

  it("downloads a PDF, lists it in 我的下载 and 学习记录, downloads it again from there, and filters the timeline", async () => {
    const paper = papers[0]!;
    await downloadPdf(page, "", paper.id);

    await page.goto("/user/download");
    expect(await page.locator("main .centre-item h3").allTextContents()).toEqual([`试卷下载${paper.title}`]);
    expect(await page.locator("main .centre-item").textContent()).toContain("共下载 1 次");
    await axeCurrentPage(page, false, () => newDesktopContext(browser, { baseURL }));
    const [again] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: `再次下载：${paper.title}` }).click(),
    ]);
    expect(again.suggestedFilename()).toMatch(/\.pdf$/);
    await page.goto("/user/download");
    expect(await page.locator("main .centre-item").textContent()).toContain("共下载 2 次");

    // The timeline, filtered with the GET form: downloads, then videos (none).
    await page.goto("/user/record");
    expect(await page.locator("main .centre-item").count()).toBe(1);
    await page.getByLabel("类型").selectOption("download");
    await page.getByRole("button", { name: "筛选" }).click();
    // The filtered page loaded (waitForURL waits for its load), not the first part of it.
    await page.waitForURL((url) => url.searchParams.get("kind") === "download");
    expect(await page.locator("main .centre-item h3").allTextContents()).toEqual([`试卷下载${paper.title}`]);
    await page.getByLabel("类型").selectOption("video");
    await page.getByRole("button", { name: "筛选" }).click();
    await page.waitForURL((url) => url.searchParams.get("kind") === "video");
    expect(await page.locator("main").textContent()).toContain("没有符合条件的记录");
    await page.goto("/user/record?from=2030-01-02&to=2030-01-01");
    expect(await page.getByRole("alert").first().textContent()).toBe("开始日期不能晚于结束日期");
    await axeCurrentPage(page, false, () => newDesktopContext(browser, { baseURL }));
    await page.getByRole("link", { name: "清除筛选" }).click();
    await page.waitForURL((url) => url.search === "");
    // The summary shows the chart and its data table.
    expect(await page.getByRole("img", { name: /近 30 天.*每日学习时长柱状图/ }).count()).toBe(1);
    // The table is behind 查看数据表 (a <details>, which opens without JavaScript).
    await page.getByText("查看数据表").click();
    expect(await page.getByRole("table", { name: "近 30 天每日学习时长（分钟）" }).locator("tbody tr").count()).toBe(
      30,
    );
  });
});

describe("mobile, JavaScript on", () => {
  let context: BrowserContext;
  let page: Page;
  const ready = (target: Page) => waitForHydration(target);

  beforeAll(async () => {
    const token = await registerStudentThroughApi(baseURL, uniquePhone("134"), PASSWORD);
    context = await withToken(await newMobileContext(browser, { baseURL, javaScriptEnabled: true }), token, baseURL);
    page = await context.newPage();
  }, 60_000);
  afterAll(async () => {
    await context?.close();
  });

  it("links the centre's pages from the 我的 tab", async () => {
    await page.goto("/mobile/user");
    await ready(page);
    await page.getByRole("link", { name: "学习记录" }).click();
    await page.waitForURL("**/mobile/user/learningRecord");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("学习记录");
    expect(await page.locator("main").textContent()).toContain("还没有学习记录");
    await page.goto("/mobile/user");
    await ready(page);
    expect(await page.getByRole("link", { name: "我的收藏" }).getAttribute("href")).toBe("/mobile/user/collect");
    expect(await page.getByRole("link", { name: "我的下载" }).getAttribute("href")).toBe("/mobile/user/download");
  });

  it("labels 学习记录's chart at 12 px or more on a 360 × 740 phone, none overlapping, and explains both streaks", async () => {
    const narrow = await context.newPage();
    try {
      await narrow.setViewportSize({ width: 360, height: 740 });
      await narrow.goto("/mobile/user/learningRecord");
      await ready(narrow);
      // Every piece of text the chart draws (not its data table or heading), at the size it is drawn: an SVG's text
      // is scaled with its SVG, so its font size is multiplied by the SVG's scale on screen.
      const labels = await narrow.locator("main .centre-chart").evaluate((chart) => {
        const drawn: Array<{ text: string; size: number; left: number; right: number; top: number }> = [];
        for (const element of chart.querySelectorAll("*")) {
          if (element.closest("details, h2, title")) continue;
          if (![...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim()))
            continue;
          const svg = element.closest("svg");
          const scale = svg ? (svg.getScreenCTM()?.a ?? 1) : 1;
          const box = element.getBoundingClientRect();
          drawn.push({
            text: element.textContent!.trim(),
            size: parseFloat(getComputedStyle(element).fontSize) * scale,
            left: box.left,
            right: box.right,
            top: box.top,
          });
        }
        return drawn;
      });
      expect(labels.length).toBeGreaterThanOrEqual(6);
      for (const label of labels) expect(label.size, `the label ${label.text}`).toBeGreaterThanOrEqual(12);
      const dates = labels.filter((label) => /^\d{2}-\d{2}$/.test(label.text)).sort((a, b) => a.left - b.left);
      expect(dates.length).toBeGreaterThanOrEqual(4);
      for (let index = 1; index < dates.length; index += 1)
        expect(dates[index]!.left).toBeGreaterThanOrEqual(dates[index - 1]!.right);
      for (const label of labels)
        expect([label.left >= 0, label.right <= 360], `the label ${label.text} on screen`).toEqual([true, true]);
      const text = await narrow.locator("main").textContent();
      expect(text).toContain(streakTerms.study.meaning);
      expect(text).toContain(streakTerms.checkIn.meaning);
    } finally {
      await narrow.close();
    }
  });

  it("collects two courses, lists them newest first, and 取消收藏 in place", async () => {
    const [first, second] = courses;
    for (const course of [first!, second!]) {
      await page.goto(`/mobile/course/cover?id=${course.id}`);
      await ready(page);
      await page.getByRole("button", { name: /^收藏/ }).first().click();
      await expect.poll(() => toastText(page)).toBe("已收藏");
    }
    await page.goto("/mobile/user/collect");
    await ready(page);
    expect(await page.locator("main .centre-item h3").allTextContents()).toEqual([
      `课程${second!.title}`,
      `课程${first!.title}`,
    ]);
    await axeCurrentPage(page, true, () => newMobileContext(browser, { baseURL }));
    await page.getByRole("button", { name: `取消收藏：${second!.title}` }).click();
    await expect.poll(() => toastText(page)).toBe("已取消收藏");
    await expect.poll(() => page.locator("main .centre-item h3").allTextContents()).toEqual([`课程${first!.title}`]);
  });

  it("downloads a paper and finds it in 我的下载 and 学习记录", async () => {
    const paper = papers[1]!;
    await downloadPdf(page, "/mobile", paper.id);
    await page.goto("/mobile/user/download");
    await ready(page);
    expect(await page.locator("main .centre-item h3").allTextContents()).toEqual([`试卷下载${paper.title}`]);
    expect(await page.getByRole("button", { name: `再次下载：${paper.title}` }).count()).toBe(1);
    await axeCurrentPage(page, true, () => newMobileContext(browser, { baseURL }));

    await page.goto("/mobile/user/learningRecord?kind=download");
    await ready(page);
    expect(await page.locator("main .centre-item h3").allTextContents()).toEqual([`试卷下载${paper.title}`]);
    await axeCurrentPage(page, true, () => newMobileContext(browser, { baseURL }));
  });
});

describe("guests", () => {
  it("are sent to log in and back, in both trees", async () => {
    // Each tree's paths in its own device (device routing sends a desktop browser from /mobile/* to the desktop twin).
    const desktop = await newDesktopContext(browser, { baseURL });
    const mobile = await newMobileContext(browser, { baseURL });
    try {
      for (const path of [
        "/user/record",
        "/user/collect",
        "/user/download",
        "/user/course",
        "/mobile/user/learningRecord",
        "/mobile/user/collect",
        "/mobile/user/download",
      ]) {
        const guest = path.startsWith("/mobile") ? mobile : desktop;
        const response = await guest.request.get(path, { maxRedirects: 0 });
        expect(response.status(), path).toBe(302);
        const login = path.startsWith("/mobile") ? "/mobile/login" : "/login/passLogin";
        expect(response.headers().location, path).toBe(`${login}?redirect=${encodeURIComponent(path)}`);
      }
    } finally {
      await desktop.close();
      await mobile.close();
    }
  });
});
