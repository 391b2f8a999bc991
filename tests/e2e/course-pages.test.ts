// The course pages in Chromium, desktop (/course, /course/detail, /course/my/...) and mobile (/mobile/course,
// /mobile/course/cover), JavaScript on and off: browsing the list (a subject filter, the sort, page 2 by its link, a bad
// filter, an empty result and clearing it), opening a course (catalogue, 开始学习 to the player), like and collect with
// their toasts, states and counts (undone again, so reruns pass), a guest's like sent to log in, the demo student's
// "my courses" tabs with progress, a missing course's 404, and an off-campus visitor who gets the tips instead of the
// list (and, logged in from a school without that licence, the purchase notice; from one with it, one 已开通 label, one
// call to action and no price). axe on every page state.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import {
  expectNoAxeViolations,
  expectNoAxeViolationsWithoutJs,
  launchBrowser,
  newDesktopContext,
  newMobileContext,
  type ContextOptions,
  waitForHydration,
} from "../support/browser";
import { loginThroughApi } from "../support/demo-login";
import {
  apiResult,
  axeCurrentPage,
  toastText,
  withToken,
  sharedE2eServer,
  type SharedE2eServer,
} from "../support/e2e-helpers";

const baseURL = inject("e2eBaseUrl");
const PKU_STUDENT = { phoneNumber: "13800000002", password: "Kaoyan@2026" } as const;

let browser: Browser;
let token: string;

beforeAll(async () => {
  browser = await launchBrowser();
  token = await loginThroughApi(baseURL);
});

afterAll(async () => {
  await browser?.close();
});

interface CourseCardResult {
  id: number;
  title: string;
  subject: string;
}

const api = <T = any>(
  path: string,
  options: { method?: string; body?: unknown; bearer?: string; base?: string } = {},
) => apiResult<T>(options.base ?? baseURL, path, { method: options.method, body: options.body, token: options.bearer });

/** The titles of the course cards, in order. */
const cardTitles = (page: Page) =>
  page.getByRole("main").getByRole("article").getByRole("heading").getByRole("link").allTextContents();

const filterLink = (page: Page, group: string, name: RegExp) =>
  page.getByRole("group", { name: group }).getByRole("link", { name });

const trees = [
  {
    name: "desktop",
    newContext: (options: ContextOptions) => newDesktopContext(browser, options),
    list: "/course",
    detail: "/course/detail",
    player: "/course/player",
    rows: 12,
  },
  {
    name: "mobile",
    newContext: (options: ContextOptions) => newMobileContext(browser, options),
    list: "/mobile/course",
    detail: "/mobile/course/cover",
    player: "/mobile/course/player",
    rows: 10,
  },
] as const;

for (const tree of trees) {
  for (const js of [true, false]) {
    describe(`${tree.name}, JavaScript ${js ? "on" : "off"}`, () => {
      let context: BrowserContext;
      let page: Page;

      async function ready() {
        if (js) await waitForHydration(page);
      }

      /** axe on the page as it is now (JavaScript on), or on the server's HTML for the current address (off). */
      async function axe() {
        await axeCurrentPage(page, js, () => tree.newContext({ baseURL }));
      }

      beforeAll(async () => {
        context = await tree.newContext({ baseURL, javaScriptEnabled: js });
        page = await context.newPage();
      });
      afterAll(async () => {
        await context?.close();
      });

      it("browses the list: a subject, the sort, page 2 by its link", async () => {
        await page.goto(`${tree.list}?type=2`);
        await ready();
        expect(await page.getByRole("main").textContent()).toContain("共 32 门课程");
        const hottest = await api<{ items: CourseCardResult[] }>(`/api/Course/page-query?type=2&rows=${tree.rows}`);
        expect(await cardTitles(page)).toEqual(hottest.items.map((course) => course.title));
        expect(await filterLink(page, "排序", /最热/).getAttribute("aria-current")).toBe("true");
        // As the server renders it, this is the audit's entry (tests/budgets/routes.ts).
        if (js) await axe();

        // A subject: only its courses.
        await filterLink(page, "科目", /数学一/).click();
        await page.waitForURL((url) => url.searchParams.get("subject") === "math1");
        const math = await api<{ items: CourseCardResult[]; total: number }>(
          `/api/Course/page-query?type=2&subject=math1&rows=${tree.rows}`,
        );
        await expect.poll(() => cardTitles(page)).toEqual(math.items.map((course) => course.title));
        expect(math.total).toBe(5);
        expect(await filterLink(page, "科目", /数学一/).getAttribute("aria-current")).toBe("true");
        expect(await filterLink(page, "科目", /全部/).getAttribute("aria-current")).toBeNull();

        // The sort keeps the subject.
        await filterLink(page, "排序", /最新/).click();
        await page.waitForURL(
          (url) => url.searchParams.get("sort") === "new" && url.searchParams.get("subject") === "math1",
        );
        const newest = await api<{ items: CourseCardResult[] }>(
          `/api/Course/page-query?type=2&subject=math1&sort=new&rows=${tree.rows}`,
        );
        await expect.poll(() => cardTitles(page)).toEqual(newest.items.map((course) => course.title));
        expect(newest.items.map((course) => course.id)).not.toEqual(math.items.map((course) => course.id));

        // All subjects again, then page 2 by its link.
        await filterLink(page, "科目", /全部/).click();
        await page.waitForURL((url) => !url.searchParams.has("subject"));
        await page.getByRole("navigation", { name: "课程分页" }).getByRole("link", { name: "第 2 页" }).click();
        await page.waitForURL((url) => url.searchParams.get("page") === "2");
        const second = await api<{ items: CourseCardResult[] }>(
          `/api/Course/page-query?type=2&sort=new&page=2&rows=${tree.rows}`,
        );
        await expect.poll(() => cardTitles(page)).toEqual(second.items.map((course) => course.title));
        expect(await page.getByRole("main").textContent()).toContain(`第 2 / ${Math.ceil(32 / tree.rows)} 页`);
        expect(
          await page.getByRole("navigation", { name: "课程分页" }).locator('[aria-current="page"]').textContent(),
        ).toContain("2");
        await axe();
      });

      it("names a bad filter and still lists; an empty result offers to clear the filters", async () => {
        await page.goto(`${tree.list}?type=2&subject=chemistry&sort=new`);
        await ready();
        expect(await page.getByRole("alert").textContent()).toContain("科目不存在");
        expect(await page.getByRole("main").textContent()).toContain("共 32 门课程");
        expect(await filterLink(page, "排序", /最新/).getAttribute("aria-current")).toBe("true");

        await page.goto(`${tree.list}?type=2&keyword=${encodeURIComponent("没有这门课")}`);
        await ready();
        expect(await page.getByRole("main").textContent()).toContain("没有找到符合条件的课程");
        await axe();
        await page.getByRole("link", { name: "清除筛选条件" }).click();
        await page.waitForURL((url) => !url.searchParams.has("keyword"));
        await expect.poll(async () => (await cardTitles(page)).length).toBe(tree.rows);
      });

      it("opens a course: facts, catalogue with durations, 开始学习 to the player", async () => {
        await page.goto(`${tree.list}?type=2`);
        await ready();
        const first = page.getByRole("main").getByRole("article").first().getByRole("heading").getByRole("link");
        const title = (await first.textContent())!;
        await first.click();
        await page.waitForURL((url) => url.pathname === tree.detail);
        const id = Number(new URL(page.url()).searchParams.get("id"));
        await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(title);
        const catalogue = page.getByRole("region", { name: "课程目录" });
        const catalog = await api<{
          chapters: Array<{ sections: Array<{ items: Array<{ id: number; title: string }> }> }>;
        }>(`/api/Course/catalogs?id=${id}`);
        const videos = catalog.chapters.flatMap((chapter) => chapter.sections.flatMap((section) => section.items));
        const firstVideo = catalogue.getByRole("link", { name: videos[0]!.title, exact: true });
        expect(await firstVideo.getAttribute("href")).toBe(`${tree.player}?id=${id}&videoId=${videos[0]!.id}`);
        expect(await catalogue.textContent()).toMatch(/\d\d:\d\d/);
        expect(await page.getByRole("link", { name: /^(开始学习|继续学习)/ }).getAttribute("href")).toContain(
          `${tree.player}?id=${id}`,
        );
        await axe();
      });

      it("sends a guest's like to log in", async () => {
        await page.goto(`${tree.detail}?id=1`);
        await ready();
        await page.getByRole("button", { name: /^☆?\s*点赞/ }).click();
        if (tree.name === "desktop") {
          await page.waitForURL((url) => url.searchParams.get("login") === "sms");
          expect(new URL(page.url()).searchParams.get("id")).toBe("1");
          await expect.poll(() => page.getByRole("dialog", { name: "登录" }).isVisible()).toBe(true);
        } else {
          await page.waitForURL((url) => url.pathname === "/mobile/login");
          expect(new URL(page.url()).searchParams.get("redirect")).toBe("/mobile/course/cover?id=1");
        }
        await expect.poll(() => toastText(page)).toContain("请先登录");
      });

      it("likes and collects a course as the demo student, and undoes both", async () => {
        await withToken(context, token, baseURL);
        const id = 3;
        const before = await api<{ likeCount: number; collectCount: number; liked: boolean; collected: boolean }>(
          `/api/Course/${id}`,
          { bearer: token },
        );
        expect(before.liked).toBe(false);
        await page.goto(`${tree.detail}?id=${id}`);
        await ready();
        const count = (kind: string) => page.locator(`dd[data-count="${kind}"]`).textContent();

        for (const [label, kind, on, off, field] of [
          ["点赞", "like", "已点赞", "已取消点赞", "likeCount"],
          ["收藏", "collect", "已收藏", "已取消收藏", "collectCount"],
        ] as const) {
          const initial = before[field];
          await page.getByRole("button", { name: new RegExp(`^☆?\\s*${label}`) }).click();
          await expect.poll(() => toastText(page)).toContain(on);
          await expect.poll(() => count(kind)).toBe(String(initial + 1));
          const pressed = page.getByRole("button", { name: new RegExp(`${on}\\s*${initial + 1}`) });
          expect(await pressed.isVisible()).toBe(true);
          if (kind === "collect") await axe();
          await pressed.click();
          await expect.poll(() => toastText(page)).toContain(off);
          await expect.poll(() => count(kind)).toBe(String(initial));
        }
        const after = await api<{ likeCount: number; collectCount: number; liked: boolean; collected: boolean }>(
          `/api/Course/${id}`,
          { bearer: token },
        );
        expect(after).toMatchObject({
          liked: false,
          collected: false,
          likeCount: before.likeCount,
          collectCount: before.collectCount,
        });
        await context.clearCookies();
      });

      it("answers a missing course with 404 and its message", async () => {
        const response = await page.goto(`${tree.detail}?id=999999`);
        expect(response?.status()).toBe(404);
        expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("课程不存在或已下架");
      });
    });
  }
}

describe("my courses (desktop)", () => {
  let coaching: { id: number; title: string; videoCount: number };

  beforeAll(async () => {
    const coached = await api<{ items: Array<{ id: number; title: string; videoCount: number }> }>(
      "/api/Course/learn-page-query?tab=oneCoach",
      { bearer: token },
    );
    coaching = coached.items.find((course) => course.title.includes("英语作文"))!;
    expect(coaching).toBeDefined();
    // The demo student watches the coaching course's first video to its end (a learnt video).
    const catalog = await api<{
      chapters: Array<{ sections: Array<{ items: Array<{ id: number; duration: number }> }> }>;
    }>(`/api/Course/catalogs?id=${coaching.id}`, { bearer: token });
    const video = catalog.chapters[0]!.sections[0]!.items[0]!;
    const saved = await api<{ learnt: boolean }>("/Report/website/UserVideoProgress/Save", {
      method: "POST",
      bearer: token,
      body: {
        videoId: video.id,
        type: 1,
        position: video.duration,
        session: "e2e-course-pages",
        seq: 1,
        startedAt: Date.now() - 60_000,
      },
    });
    expect(saved.learnt).toBe(true);
  });

  for (const js of [true, false]) {
    it(`lists the tabs with progress, JavaScript ${js ? "on" : "off"}`, async () => {
      const guest = await newDesktopContext(browser, { baseURL, javaScriptEnabled: js });
      try {
        const page = await guest.newPage();
        await page.goto("/course/my/oneCoach");
        expect(new URL(page.url()).pathname).toBe("/login/passLogin");
        expect(new URL(page.url()).searchParams.get("redirect")).toBe("/course/my/oneCoach");
      } finally {
        await guest.close();
      }

      const context = await withToken(
        await newDesktopContext(browser, { baseURL, javaScriptEnabled: js }),
        token,
        baseURL,
      );
      try {
        const page = await context.newPage();
        await page.goto("/course/my");
        expect(new URL(page.url()).pathname).toBe("/course/my/oneCoach");
        const tabs = page.getByRole("navigation", { name: "课程分类" });
        expect(await tabs.getByRole("link", { name: "一对一辅导" }).getAttribute("aria-current")).toBe("page");
        const item = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: coaching.title }) });
        expect(await item.textContent()).toContain(`已学完 1 / ${coaching.videoCount} 讲`);
        expect(await item.getByRole("link", { name: /^继续学习/ }).getAttribute("href")).toBe(
          `/course/player?id=${coaching.id}`,
        );
        /** axe as the page is now (JavaScript on), or on the server's HTML in a context that may run axe (off). */
        const axe = async (path: string) => {
          if (js) {
            await waitForHydration(page);
            await expectNoAxeViolations(page);
            return;
          }
          const audit = await withToken(await newDesktopContext(browser, { baseURL }), token, baseURL);
          try {
            expect(await expectNoAxeViolationsWithoutJs(audit, path)).toBe(200);
          } finally {
            await audit.close();
          }
        };
        await axe("/course/my/oneCoach");

        await tabs.getByRole("link", { name: "公开课" }).click();
        await page.waitForURL((url) => url.pathname === "/course/my/plubic");
        await expect.poll(() => tabs.getByRole("link", { name: "公开课" }).getAttribute("aria-current")).toBe("page");
        const open = page
          .getByRole("listitem")
          .filter({ has: page.getByRole("link", { name: "考研英语备考规划公开课" }) });
        expect(await open.textContent()).toContain("完成 100%");

        await tabs.getByRole("link", { name: "资源库" }).click();
        await page.waitForURL((url) => url.pathname === "/course/my/zyk");
        await expect.poll(async () => (await page.getByRole("main").textContent()) ?? "").toContain("共 34 门课程");
        await page.getByRole("navigation", { name: "我的课程分页" }).getByRole("link", { name: "第 2 页" }).click();
        await page.waitForURL((url) => url.searchParams.get("page") === "2");
        // Page 2 itself, not the URL a moment before it is committed.
        await expect
          .poll(() =>
            page.getByRole("navigation", { name: "我的课程分页" }).locator('[aria-current="page"]').textContent(),
          )
          .toContain("2");
        await axe("/course/my/zyk?page=2");
      } finally {
        await context.close();
      }
    });
  }
});

describe("off the campus network", () => {
  let server: SharedE2eServer;
  const offCampus = { "X-Forwarded-For": "198.51.100.7" };

  beforeAll(async () => {
    server = await sharedE2eServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  for (const tree of trees) {
    for (const js of [true, false]) {
      it(`shows a guest the tips instead of the ${tree.name} list, JavaScript ${js ? "on" : "off"}`, async () => {
        const context = await tree.newContext({ baseURL: server.baseUrl, javaScriptEnabled: js });
        await context.setExtraHTTPHeaders(offCampus);
        try {
          const page = await context.newPage();
          const response = await page.goto(`${tree.list}?type=2`);
          expect(response?.status()).toBe(403);
          expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("温馨提示");
          expect(await page.getByRole("main").getByRole("article").count()).toBe(0);
          expect(await page.getByRole("main").getByRole("link", { name: "登录" }).isVisible()).toBe(true);
          // axe on this page, with JavaScript and without, is the audit's (an off-campus entry of tests/budgets/routes.ts).
        } finally {
          await context.close();
        }
      });
    }
  }

  // Issue 23: a course the student's school licenses showed 学校已开通 and 本校图书馆已开通, 去学习 and 开始学习, and a
  // red ¥249. Now one 已开通 label, one call to action, and no price (the student pays nothing).
  for (const tree of trees) {
    for (const js of [true, false]) {
      it(`shows a course the school licenses as open once, with one way to study and no price: ${tree.name}, JavaScript ${js ? "on" : "off"}`, async () => {
        const pku = await loginThroughApi(server.baseUrl, PKU_STUDENT);
        // Priced ones (a free course's 免费 says everything already): politics is licensed to 北京大学, 英语二 is not.
        const priced = async (subject: string) =>
          (
            await api<{ items: Array<CourseCardResult & { priceFen: number }> }>(
              `/api/Course/page-query?type=2&subject=${subject}&rows=10`,
              { bearer: pku, base: server.baseUrl },
            )
          ).items.find((course) => course.priceFen > 0);
        const [licensed, forSale] = [await priced("politics"), await priced("english2")];
        const context = await withToken(
          await tree.newContext({ baseURL: server.baseUrl, javaScriptEnabled: js }),
          pku,
          server.baseUrl,
        );
        await context.setExtraHTTPHeaders(offCampus);
        try {
          const page = await context.newPage();
          await page.goto(`${tree.detail}?id=${licensed!.id}`);
          if (js) await waitForHydration(page);
          const hero = page.locator(".course-hero");
          const heroText = (await hero.textContent()) ?? "";
          expect(heroText.match(/已开通/g)).toEqual(["已开通"]);
          expect(heroText).toContain("本校图书馆已开通");
          expect(heroText).not.toContain("¥");
          expect(await hero.locator(".course-price").count()).toBe(0);
          expect(await hero.getByRole("link", { name: /^(去学习|开始学习|继续学习)/ }).count()).toBe(1);
          expect(await hero.getByRole("link", { name: /^(开始学习|继续学习)/ }).getAttribute("href")).toContain(
            `${tree.player}?id=${licensed!.id}`,
          );
          expect(await hero.getByRole("button", { name: /加入购物车|推荐图书馆购买/ }).count()).toBe(0);
          await axeCurrentPage(page, js, async () => {
            const audit = await tree.newContext({ baseURL: server.baseUrl });
            await audit.setExtraHTTPHeaders(offCampus);
            return audit;
          });
          // A course the school does not license keeps its price and what it takes.
          await page.goto(`${tree.detail}?id=${forSale!.id}`);
          const forSaleHero = page.locator(".course-hero");
          expect(await forSaleHero.locator(".course-price").textContent()).toMatch(/^¥\d+\.\d\d$/);
          expect(await forSaleHero.textContent()).toContain("购买后观看");
          expect(await forSaleHero.textContent()).not.toContain("已开通");
        } finally {
          await context.close();
        }
      });
    }
  }

  it("tells a logged-in student whose school lacks the licence that the course must be bought", async () => {
    const pku = await loginThroughApi(server.baseUrl, PKU_STUDENT);
    const courses = await api<{ items: CourseCardResult[] }>("/api/Course/page-query?type=2&subject=english2&rows=1", {
      bearer: pku,
      base: server.baseUrl,
    });
    const course = courses.items[0]!;
    const context = await withToken(await newDesktopContext(browser, { baseURL: server.baseUrl }), pku, server.baseUrl);
    await context.setExtraHTTPHeaders(offCampus);
    try {
      const page = await context.newPage();
      await page.goto(`/course/detail?id=${course.id}`);
      await waitForHydration(page);
      const main = page.getByRole("main");
      expect(await main.textContent()).toContain("该课程需购买，或由所在学校开通后观看");
      expect(await main.getByRole("region", { name: "课程目录" }).textContent()).toContain("购买后观看");
      await expectNoAxeViolations(page);
    } finally {
      await context.close();
    }
  });
});
