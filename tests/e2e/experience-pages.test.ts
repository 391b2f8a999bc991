// 考研经验 in Chromium, desktop (1280) and mobile (390), JavaScript on and off: the list by category and 最热 with its
// page links, an experience told on video (the <video> with a signed source that the media route serves), 点赞 / 收藏
// through post/redirect/get with the toast (checked through the API) and a guest sent to log in; the seniors (desktop
// strip → /square/seniorInfo, ?senior= with their card, a bad query named); off campus the tips with 403. axe on the
// list, the play page and the senior page.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import {
  launchBrowser,
  newDesktopContext,
  newMobileContext,
  type ContextOptions,
  waitForHydration,
} from "../support/browser";
import { loginThroughApi } from "../support/demo-login";
import { apiResult, axeCurrentPage, withToken, sharedE2eServer, type SharedE2eServer } from "../support/e2e-helpers";

const baseURL = inject("e2eBaseUrl");
let browser: Browser;

interface Item {
  id: number;
  category: string;
  hasVideo: boolean;
  title: string;
  seniorId: number;
  seniorName: string;
}

let items: Item[];

beforeAll(async () => {
  browser = await launchBrowser();
  // The seed's 31 posts, by its seniors: the run's server is shared, and other files publish students' posts.
  items = (await apiResult<{ items: Item[] }>(baseURL, "/api/Experience/page-query?rows=100")).items.filter(
    (item) => item.seniorId,
  );
  expect(items.length).toBe(31);
});

afterAll(async () => {
  await browser?.close();
});

const trees = [
  {
    name: "desktop",
    rows: 12,
    newContext: (options: ContextOptions) => newDesktopContext(browser, options),
    paths: { list: "/square/experience", play: "/square/experPlay", senior: "/square/seniorInfo" },
  },
  {
    name: "mobile",
    rows: 10,
    newContext: (options: ContextOptions) => newMobileContext(browser, options),
    paths: { list: "/mobile/news/more", play: "/mobile/news/player", senior: null },
  },
] as const;

const toastText = async (page: Page) => (await page.locator(".toast-region").first().textContent()) ?? "";

/** The <video> in <main> has a signed source (exp, sub, sig) that the media route serves. */
async function expectSignedVideo(page: Page) {
  const video = page.locator("main video").first();
  await video.waitFor({ state: "attached" });
  const src = await video.evaluate(
    (element: HTMLVideoElement) => element.currentSrc || element.querySelector("source")?.getAttribute("src") || "",
  );
  const url = new URL(src, baseURL);
  expect(url.pathname).toMatch(/^\/media\/samples\/sample-\d\.mp4$/);
  for (const name of ["exp", "sub", "sig"]) expect(url.searchParams.get(name), `${name} in ${src}`).toBeTruthy();
  const response = await page.context().request.get(url.toString(), { headers: { range: "bytes=0-99" } });
  expect(response.status()).toBe(206);
}

for (const tree of trees) {
  for (const js of [true, false]) {
    describe(`${tree.name}, JavaScript ${js ? "on" : "off"}`, () => {
      const paths = tree.paths;
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

      it("lists the experiences, filters by category, sorts, pages and opens a talk on video", async () => {
        await page.goto(paths.list);
        expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("考研经验");
        // Other files publish (and approve) students' posts on the shared server while this one runs: the seed's 31
        // are the floor, and the page count must follow whatever total the page states.
        const first = /共 (\d+) 篇经验（第 1 \/ (\d+) 页）/.exec((await page.locator("main").textContent()) ?? "");
        expect(first, "the total and the page count").not.toBeNull();
        expect(Number(first![1])).toBeGreaterThanOrEqual(31);
        expect(Number(first![2])).toBe(Math.ceil(Number(first![1]) / tree.rows));
        expect(await page.locator("main .exp-card").count()).toBe(tree.rows);
        expect(
          await page
            .getByRole("list", { name: "分类" })
            .getByRole("link", { name: "全部" })
            .getAttribute("aria-current"),
        ).toBe("page");
        // As the server renders it, this is the audit's entry (tests/budgets/routes.ts).
        if (js) await axe();

        await ready();
        await page.getByRole("navigation", { name: "分页" }).getByRole("link", { name: "下一页" }).click();
        await page.waitForURL((url) => url.searchParams.get("page") === "2");
        await expect.poll(() => page.locator("main").textContent()).toMatch(/（第 2 \/ \d+ 页）/);

        // A category: back to page 1, only its posts; then 最热 keeps it.
        await page.getByRole("list", { name: "分类" }).getByRole("link", { name: "数学" }).click();
        await page.waitForURL((url) => url.searchParams.get("category") === "math" && !url.searchParams.has("page"));
        await expect.poll(() => page.locator("main").textContent()).toMatch(/数学 · 共 \d+ 篇经验/);
        const mathTotal = Number(/数学 · 共 (\d+) 篇经验/.exec((await page.locator("main").textContent()) ?? "")![1]);
        const seedMath = items.filter((item) => item.category === "math").map((item) => item.title);
        expect(mathTotal).toBeGreaterThanOrEqual(seedMath.length);
        await page.getByRole("list", { name: "排序" }).getByRole("link", { name: "最热" }).click();
        await page.waitForURL(
          (url) => url.searchParams.get("sort") === "hot" && url.searchParams.get("category") === "math",
        );
        await expect
          .poll(() =>
            page.getByRole("list", { name: "排序" }).getByRole("link", { name: "最热" }).getAttribute("aria-current"),
          )
          .toBe("page");
        const cards = page.locator("main .exp-card");
        expect(await cards.count()).toBe(Math.min(mathTotal, tree.rows));
        const titles = (await cards.getByRole("heading").allTextContents()).map((title) => title.trim());
        // The seed's math posts have likes and views; a student's fresh one has none, so 最热 puts the seed's first.
        expect(titles).toEqual(expect.arrayContaining(seedMath));

        // The talk on video: poster with 视频, then its page with the player, the senior and the text.
        const talk = cards.filter({ has: page.locator(".exp-video-badge") });
        expect(await talk.count()).toBe(1);
        expect(await talk.locator(".exp-video-badge").textContent()).toMatch(/^视频，时长 0:24$/);
        const link = talk.getByRole("heading").getByRole("link");
        const title = (await link.textContent())!.trim();
        await link.click();
        await page.waitForURL((url) => url.pathname === paths.play);
        await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(title);
        await expectSignedVideo(page);
        const item = items.find((entry) => entry.title === title)!;
        expect(await page.locator("main .senior-card").textContent()).toContain(item.seniorName);
        expect(await page.locator("main article p").count()).toBeGreaterThanOrEqual(3);
        expect(await page.getByRole("heading", { level: 2, name: "更多经验" }).isVisible()).toBe(true);
        await axe();
      });

      it("likes and collects for the demo student with a toast, and asks a guest to log in", async () => {
        const item = items[(tree.name === "desktop" ? 3 : 6) + (js ? 0 : 1)]!;
        const play = `${paths.play}?id=${item.id}`;
        await page.goto(play);
        await ready();
        await page.getByRole("button", { name: /^☆?点赞/ }).click();
        await page.waitForURL((url) => url.searchParams.get("login") === "sms" || url.pathname === "/mobile/login");
        const prompted = new URL(page.url());
        if (tree.name === "desktop") expect(`${prompted.pathname}?id=${prompted.searchParams.get("id")}`).toBe(play);
        else expect(prompted.searchParams.get("redirect")).toBe(play);
        await expect.poll(() => toastText(page)).toBe("请先登录，再点赞或收藏");

        const token = await loginThroughApi(baseURL);
        const user = await withToken(await tree.newContext({ baseURL, javaScriptEnabled: js }), token, baseURL);
        try {
          const userPage = await user.newPage();
          await userPage.goto(play);
          await ready(userPage);
          const detail = () =>
            apiResult<{ liked: boolean; collected: boolean; likeCount: number }>(
              baseURL,
              `/api/Experience/exam-experience?id=${item.id}`,
              { token },
            );
          const before = await detail();
          const pressed = async (name: RegExp) =>
            /^已/.test(
              ((await userPage.getByRole("button", { name }).textContent()) ?? "").replace(/[☆★]/g, "").trim(),
            );
          expect(await pressed(/点赞/)).toBe(before.liked);
          await userPage.getByRole("button", { name: /点赞/ }).click();
          await expect.poll(() => toastText(userPage)).toBe(before.liked ? "已取消点赞" : "已点赞");
          await expect.poll(async () => (await detail()).liked).toBe(!before.liked);
          expect((await detail()).likeCount).toBe(before.likeCount + (before.liked ? -1 : 1));
          await expect.poll(() => pressed(/点赞/)).toBe(!before.liked);
          await userPage.getByRole("button", { name: /收藏/ }).click();
          await expect.poll(() => toastText(userPage)).toBe(before.collected ? "已取消收藏" : "已收藏");
          await expect.poll(async () => (await detail()).collected).toBe(!before.collected);
          expect(new URL(userPage.url()).pathname).toBe(paths.play);
        } finally {
          await user.close();
        }
      });

      if (!js) {
        it("shows the seniors, one senior's posts with their card, and names a bad query", async () => {
          const senior = items.find((item) => item.seniorName === "陈思雨")!;
          if (paths.senior) {
            await page.goto(paths.list);
            const strip = page.getByRole("region", { name: "学长学姐" });
            expect(await strip.locator(".senior-card").count()).toBe(6);
            await page.goto(`${paths.senior}?id=${senior.seniorId}`);
            expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("陈思雨");
            const facts = (await page.locator("main dl").textContent()) ?? "";
            for (const text of ["山东财经大学", "中国人民大学", "金融（专硕）", "2024 年", "402 分", "二战"])
              expect(facts).toContain(text);
            expect(await page.getByRole("heading", { level: 2, name: "TA 的经验分享（4 篇）" }).isVisible()).toBe(true);
            expect(await page.locator("main .exp-card").count()).toBe(4);
            await axe();
            const notFound = await page.goto(`${paths.senior}?id=999999`);
            expect(notFound?.status()).toBe(404);
            expect(await page.locator("main").textContent()).toContain("学长学姐不存在");
          }
          await page.goto(`${paths.list}?senior=${senior.seniorId}`);
          expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("陈思雨的考研经验");
          expect(await page.locator("main .senior-focus").textContent()).toContain("中国人民大学");
          expect(await page.locator("main").textContent()).toContain("共 4 篇经验");
          await axe();

          const bad = await page.goto(`${paths.list}?category=chemistry&sort=random`);
          expect(bad?.status()).toBe(200);
          const alert = (await page.getByRole("alert").textContent()) ?? "";
          expect(alert).toContain("分类不存在");
          expect(alert).toContain("排序方式只能是最新（new）或最热（hot）");
          expect(
            Number(/共 (\d+) 篇经验/.exec((await page.locator("main").textContent()) ?? "")?.[1]),
          ).toBeGreaterThanOrEqual(31);
          const missing = await page.goto(`${paths.play}?id=abc`);
          expect(missing?.status()).toBe(404);
          expect(await page.locator("main").textContent()).toContain("经验文章不存在或已下架");
        });
      }
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
    it(`gives a guest the tips with 403 and no video (${tree.name})`, async () => {
      const context = await tree.newContext({ baseURL: server.baseUrl, javaScriptEnabled: false });
      await context.setExtraHTTPHeaders({ "X-Forwarded-For": "198.51.100.7" });
      try {
        const page = await context.newPage();
        const paths = [
          tree.paths.list,
          `${tree.paths.play}?id=1`,
          ...(tree.paths.senior ? [`${tree.paths.senior}?id=1`] : []),
        ];
        for (const path of paths) {
          const response = await page.goto(path);
          expect(response?.status(), path).toBe(403);
          expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("温馨提示");
          expect(await page.locator("main video").count()).toBe(0);
          expect(await response!.text()).not.toMatch(/\/media\/[^"]+\.mp4\?/);
        }
        // axe on the list's tips off campus is the audit's (an off-campus entry of tests/budgets/routes.ts).
      } finally {
        await context.close();
      }
    });
  }
});
