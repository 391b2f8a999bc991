// Paper explanations (真题解析), lives and the home pages' video sections in Chromium, desktop and mobile, JavaScript
// on and off: the list filtered by subject and year with its page links, a video page with a signed source that plays
// (JavaScript on: muted, it advances), 点赞 / 收藏 through post/redirect/get (checked through the API), a guest sent to
// log in; the live schedule with its three states, an upcoming live's start time and (JavaScript) ticking countdown,
// an ended live's recording; the home sections and their links; off campus the tips, and on a campus whose school
// licenses nothing the refusal instead of the video (no signed URL in the page). axe on every page state.
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
import { whileExclusive } from "../support/e2e-exclusive";
import { apiResult, axeCurrentPage, withToken, sharedE2eServer, type SharedE2eServer } from "../support/e2e-helpers";

const baseURL = inject("e2eBaseUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

interface PaperVideoItem {
  id: number;
  subject: string;
  examYear: number;
  freePreview: boolean;
  title: string;
}

const toastText = async (page: Page) => (await page.locator(".toast-region").first().textContent()) ?? "";

/** Desktop asks over the page itself (the login dialog, ?login=sms); mobile goes to /mobile/login with a way back. */
function expectLoginPrompt(url: URL, tree: string, back: string) {
  if (tree === "desktop") {
    expect(`${url.pathname}?id=${url.searchParams.get("id")}`).toBe(back);
    expect(url.searchParams.get("login")).toBe("sms");
  } else {
    expect(url.pathname).toBe("/mobile/login");
    expect(url.searchParams.get("redirect")).toBe(back);
  }
}

const trees = [
  {
    name: "desktop",
    newContext: (options: ContextOptions) => newDesktopContext(browser, options),
    paths: {
      home: "/",
      list: "/trueQuesExplanation/trueQuestionExplanation",
      play: "/trueQuesExplanation/videoPlay",
      lives: "/livePlayback",
    },
  },
  {
    name: "mobile",
    newContext: (options: ContextOptions) => newMobileContext(browser, options),
    paths: {
      home: "/mobile/",
      list: "/mobile/trueQuesExplanation/trueQuestionExplanation",
      play: "/mobile/trueQuesExplanation/videvPlay",
      lives: "/mobile/livePlayback",
    },
  },
] as const;

let allVideos: PaperVideoItem[];

beforeAll(async () => {
  // Counted only while console-paper-videos.test.ts has none of its own published.
  allVideos = await whileExclusive(
    baseURL,
    "published-paper-videos",
    async () => (await apiResult<{ items: PaperVideoItem[] }>(baseURL, "/api/TrueQuestionVideo/page?rows=100")).items,
  );
  expect(allVideos.length).toBe(40);
});

/** The <video> in <main> has a signed source (exp, sub and sig in its query). */
async function signedSource(page: Page): Promise<string> {
  const video = page.locator("main video").first();
  await video.waitFor({ state: "attached" });
  const src = await video.evaluate((element: HTMLVideoElement) => {
    const source = element.querySelector("source");
    return element.currentSrc || element.getAttribute("src") || source?.getAttribute("src") || "";
  });
  const url = new URL(src, baseURL);
  expect(url.pathname).toMatch(/^\/media\/.+\.mp4$/);
  for (const name of ["exp", "sub", "sig"]) expect(url.searchParams.get(name), `${name} in ${src}`).toBeTruthy();
  return src;
}

/**
 * Muted, the video starts and its time advances (JavaScript on). Play is asked again while the video is paused: a
 * player that hydrates after the first ask (seen once on a loaded CI machine) starts from a paused element.
 */
async function expectPlays(page: Page) {
  const video = page.locator("main video").first();
  await expect
    .poll(
      () =>
        video.evaluate((element: HTMLVideoElement) => {
          element.muted = true;
          // Not awaited: play() marks the element playing at once; the time advancing is checked next.
          if (element.paused) element.play().catch(() => undefined);
          return { paused: element.paused, time: element.currentTime };
        }),
      { timeout: 10_000 },
    )
    .toMatchObject({ paused: false, time: expect.any(Number) });
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 10_000 })
    .toBeGreaterThan(0.3);
  await video.evaluate((element: HTMLVideoElement) => element.pause());
}

for (const tree of trees) {
  for (const js of [true, false]) {
    describe(`${tree.name}, JavaScript ${js ? "on" : "off"}`, () => {
      const paths = tree.paths;
      let context: BrowserContext;
      let page: Page;

      async function ready() {
        if (js) await waitForHydration(page);
      }

      /** axe on the page as it is now (JavaScript on), or on the server's HTML for it (JavaScript off). */
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

      it("lists the paper explanations, filters by subject and year, pages, and opens one that plays", async () => {
        await page.goto(paths.list);
        expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("真题解析");
        expect(await page.locator("main").textContent()).toContain("共 40 个真题解析视频（第 1 / 4 页）");
        // As the server renders it, this is the audit's entry (tests/budgets/routes.ts).
        if (js) await axe();

        // Page 2 through the page links.
        await ready();
        await page.getByRole("navigation", { name: "分页" }).getByRole("link", { name: "下一页" }).click();
        await page.waitForURL((url) => url.searchParams.get("page") === "2");
        await expect.poll(() => page.locator("main").textContent()).toContain("（第 2 / 4 页）");

        // Subject, then year: the links keep the other filter and go back to page 1.
        await page.getByRole("list", { name: "科目" }).getByRole("link", { name: "数学一" }).click();
        await page.waitForURL((url) => url.searchParams.get("subject") === "math1" && !url.searchParams.has("page"));
        const math1 = allVideos.filter((video) => video.subject === "math1");
        await expect.poll(() => page.locator("main").textContent()).toContain(`共 ${math1.length} 个真题解析视频`);
        const year = Math.max(...math1.map((video) => video.examYear));
        await page
          .getByRole("list", { name: "年份" })
          .getByRole("link", { name: `${year} 年` })
          .click();
        await page.waitForURL(
          (url) => url.searchParams.get("year") === String(year) && url.searchParams.get("subject") === "math1",
        );
        const expected = math1.filter((video) => video.examYear === year);
        const cards = page.locator("main .media-card");
        await expect.poll(() => cards.count()).toBe(Math.min(expected.length, 12));
        for (const text of await cards.allTextContents()) expect(text).toContain(`数学一 · ${year} 年`);
        expect(
          await page
            .getByRole("list", { name: "年份" })
            .getByRole("link", { name: `${year} 年` })
            .getAttribute("aria-current"),
        ).toBe("page");
        await axe();

        // Open the first: the player with a signed source, the details, the hot list.
        const first = cards.first().getByRole("heading").getByRole("link");
        const title = (await first.textContent())!.trim();
        await first.click();
        await page.waitForURL((url) => url.pathname === paths.play);
        await expect.poll(() => page.locator("main video").count()).toBe(1);
        const id = Number(new URL(page.url()).searchParams.get("id"));
        expect(expected.map((video) => video.id)).toContain(id);
        await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(title);
        const details = (await page.locator("main dl").first().textContent()) ?? "";
        for (const text of ["数学一", `${year} 年`, "题号", "讲解老师"]) expect(details).toContain(text);
        expect(await page.getByRole("heading", { name: "热门真题解析" }).isVisible()).toBe(true);
        await signedSource(page);
        if (js) await expectPlays(page);
        await axe();
      });

      it("likes and collects a video for a logged-in student and sends a guest to log in", async () => {
        // A guest (on campus) is sent to the login page, with a way back.
        const video = allVideos[(tree.name === "desktop" ? 2 : 4) + (js ? 0 : 1)]!;
        await page.goto(`${paths.play}?id=${video.id}`);
        await ready();
        await page.getByRole("button", { name: /^点赞/ }).click();
        await page.waitForURL((url) => url.searchParams.get("login") === "sms" || url.pathname === "/mobile/login");
        expectLoginPrompt(new URL(page.url()), tree.name, `${paths.play}?id=${video.id}`);

        const token = await loginThroughApi(baseURL);
        const user = await withToken(await tree.newContext({ baseURL, javaScriptEnabled: js }), token, baseURL);
        try {
          const userPage = await user.newPage();
          await userPage.goto(`${paths.play}?id=${video.id}`);
          if (js) await waitForHydration(userPage);
          const detail = () =>
            apiResult<{ liked: boolean; collected: boolean; likeCount: number }>(
              baseURL,
              `/api/TrueQuestionVideo/detail?id=${video.id}`,
              { token },
            );
          const before = await detail();
          const like = userPage.getByRole("button", { name: /点赞/ });
          const pressed = async (button: typeof like) =>
            /^已/.test(((await button.textContent()) ?? "").replace(/[☆★]/g, "").trim());
          expect(await pressed(like)).toBe(before.liked);
          await like.click();
          await expect.poll(() => toastText(userPage)).toBe(before.liked ? "已取消点赞" : "已点赞");
          await expect.poll(async () => (await detail()).liked).toBe(!before.liked);
          expect((await detail()).likeCount).toBe(before.likeCount + (before.liked ? -1 : 1));
          await expect.poll(() => pressed(like)).toBe(!before.liked);

          const collect = userPage.getByRole("button", { name: /收藏/ });
          await collect.click();
          await expect.poll(() => toastText(userPage)).toBe(before.collected ? "已取消收藏" : "已收藏");
          await expect.poll(async () => (await detail()).collected).toBe(!before.collected);
          await expect.poll(() => pressed(collect)).toBe(!before.collected);
          await signedSource(userPage);
        } finally {
          await user.close();
        }
      });

      it("shows the live schedule in three states, an upcoming live's start and countdown, and an ended live's recording", async () => {
        await page.goto(paths.lives);
        expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("直播");
        const groups = { live: "直播中", upcoming: "即将开始", ended: "往期回放" } as const;
        for (const [status, name] of Object.entries(groups)) {
          const section = page.locator(`section[data-live-group="${status}"]`);
          expect(await section.getByRole("heading", { level: 2 }).textContent()).toMatch(
            new RegExp(`^${name}（\\d+）$`),
          );
          const statusName = status === "ended" ? "已结束" : name;
          expect(await section.locator(".media-badge").filter({ hasText: statusName }).count()).toBeGreaterThan(0);
          expect(await section.locator("time[datetime]").count()).toBeGreaterThan(0);
        }
        // As the server renders it, this is the audit's entry.
        if (js) await axe();

        // The status filter: only that status.
        await ready();
        await page.getByRole("navigation", { name: "直播状态" }).getByRole("link", { name: "即将开始" }).click();
        await page.waitForURL((url) => url.searchParams.get("status") === "upcoming");
        await expect.poll(() => page.locator("section[data-live-group]").count()).toBe(1);

        // An upcoming live: its start time and the countdown.
        await page.locator("main .media-card").first().getByRole("heading").getByRole("link").click();
        await page.waitForURL((url) => url.searchParams.has("id"));
        const main = page.locator("main");
        await expect.poll(() => main.locator("time.live-countdown").count()).toBe(1);
        expect(await main.textContent()).toContain("开播时间");
        expect(await main.locator("video").count()).toBe(0);
        const countdown = main.locator("time.live-countdown");
        const startsAt = await countdown.getAttribute("datetime");
        expect(Date.parse(startsAt!)).toBeGreaterThan(Date.now());
        const first = (await countdown.textContent())!;
        expect(first).toMatch(/^距开播还有 (\d+ 天 )?(\d+ 小时 )?\d+ 分钟/);
        if (js) {
          await ready();
          await expect.poll(() => countdown.textContent(), { timeout: 5_000 }).toMatch(/ \d+ 秒$/);
          const ticked = await countdown.textContent();
          await expect.poll(() => countdown.textContent(), { timeout: 5_000 }).not.toBe(ticked);
        }
        await axe();

        // An ended live: its recording.
        await page.goto(`${paths.lives}?status=ended`);
        await page.locator("main .media-card").first().getByRole("heading").getByRole("link").click();
        await page.waitForURL((url) => url.searchParams.has("id"));
        await expect.poll(() => page.locator("main").textContent()).toContain("直播回放");
        await signedSource(page);
        if (js) await expectPlays(page);
        await axe();
      });

      it("shows the video sections on the home page with links that lead to their pages", async () => {
        await page.goto(paths.home);
        for (const name of ["热门视频", "直播预告", "精彩回放"]) {
          expect(await page.getByRole("heading", { level: 2, name }).isVisible()).toBe(true);
        }
        expect(await page.getByRole("heading", { level: 2, name: /^标签视频 · / }).isVisible()).toBe(true);
        // The existing content stays.
        expect(await page.getByRole("heading", { level: 2, name: "合作院校" }).isVisible()).toBe(true);
        const hot = page.locator('section[data-home-section="home-hot"]');
        expect(await hot.locator(".media-card").count()).toBeGreaterThan(0);
        expect(await hot.locator(".media-card a").first().getAttribute("href")).toMatch(
          /course\/(detail|cover)\?id=\d+$/,
        );
        // The first row is fetched at once (a phone's largest paint), the rest lazily.
        expect(await hot.locator("img").first().getAttribute("loading")).toBe("eager");
        expect(await hot.locator("img").last().getAttribute("loading")).toBe("lazy");
        // As the server renders it, this is the audit's entry.
        if (js) await axe();

        await ready();
        await page.getByRole("link", { name: "更多直播预告" }).click();
        await page.waitForURL((url) => url.pathname === paths.lives);
        await page.goto(paths.home);
        const replay = page.locator('section[data-home-section="home-replays"] .media-card a').first();
        const replayTitle = (await replay.textContent())!.trim();
        await replay.click();
        await page.waitForURL((url) => url.pathname === paths.lives && url.searchParams.has("id"));
        await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(replayTitle);
      });
    });
  }
}

describe("off the campus network and on an unlicensed campus", () => {
  let server: SharedE2eServer;

  beforeAll(async () => {
    server = await sharedE2eServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  async function contextFrom(tree: (typeof trees)[number], ip: string, js: boolean) {
    const context = await tree.newContext({ baseURL: server.baseUrl, javaScriptEnabled: js });
    await context.setExtraHTTPHeaders({ "X-Forwarded-For": ip });
    return context;
  }

  for (const tree of trees) {
    it(`gives an off-campus visitor the tips on these pages and the titles on the home page (${tree.name})`, async () => {
      const context = await contextFrom(tree, "198.51.100.7", false);
      try {
        const page = await context.newPage();
        for (const path of [tree.paths.list, `${tree.paths.play}?id=1`, tree.paths.lives, `${tree.paths.lives}?id=1`]) {
          const response = await page.goto(path);
          expect(response?.status(), path).toBe(403);
          expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("温馨提示");
          expect(await page.locator("main video").count()).toBe(0);
        }
        // axe on the live list's tips off campus is the audit's (an off-campus entry of tests/budgets/routes.ts).
        await page.goto(tree.paths.home);
        expect(await page.getByRole("heading", { level: 2, name: "直播预告" }).isVisible()).toBe(true);
        await page.locator('section[data-home-section="home-forecast"] .media-card a').first().click();
        await page.waitForURL((url) => url.pathname === tree.paths.lives && url.searchParams.has("id"));
        expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("温馨提示");
      } finally {
        await context.close();
      }
    });

    for (const js of [true, false]) {
      it(`shows the refusal instead of the video on a campus without a licence (${tree.name}, JavaScript ${js ? "on" : "off"})`, async () => {
        // 10.3.0.5 is 复旦大学's campus: browsing is allowed, the content is not licensed there.
        const context = await contextFrom(tree, "10.3.0.5", js);
        try {
          const page = await context.newPage();
          const locked = allVideos.find((video) => !video.freePreview)!;
          const response = await page.goto(`${tree.paths.play}?id=${locked.id}`);
          expect(response?.status()).toBe(200);
          const html = await response!.text();
          expect(html).not.toMatch(/\/media\/[^"]+\.mp4\?/);
          const main = page.locator("main");
          expect(await main.textContent()).toContain("本校园网未开通该内容");
          expect(await main.locator("video").count()).toBe(0);
          const login = main.getByRole("link", { name: "登录后观看" });
          expectLoginPrompt(
            new URL((await login.getAttribute("href"))!, server.baseUrl),
            tree.name,
            `${tree.paths.play}?id=${locked.id}`,
          );
          if (js) {
            await waitForHydration(page);
            await expectNoAxeViolations(page);
          } else {
            const audit = await contextFrom(tree, "10.3.0.5", true);
            try {
              expect(await expectNoAxeViolationsWithoutJs(audit, `${tree.paths.play}?id=${locked.id}`)).toBe(200);
            } finally {
              await audit.close();
            }
          }

          // A free-preview video plays there.
          const preview = allVideos.find((video) => video.freePreview)!;
          await page.goto(`${tree.paths.play}?id=${preview.id}`);
          await signedSource(page);
        } finally {
          await context.close();
        }
      });
    }
  }
});
