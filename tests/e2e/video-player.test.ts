// The video player and its pages in Chromium, desktop (/course/player in the lecture layout, /videoPlay, /videvPlay)
// and mobile (/mobile/course/player, /mobile/videvPlay, /mobile/course/miniProgramPlay), JavaScript on and off: with
// JavaScript the video-react player takes over and really plays, every control has a Chinese name, the keys work,
// pausing records progress (read back through the records API), a reload resumes there, the next-video link goes
// on, the lecture menu opens and closes (toggle, Escape, mask); without JavaScript the native <video controls> plays
// a signed /media/ URL that answers Range requests, and the menu works through links. A visitor who may not watch
// gets the refusal and no signed URL. axe on every state.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import {
  expectNoAxeViolations,
  launchBrowser,
  newDesktopContext,
  newMobileContext,
  type ContextOptions,
  waitForHydration,
  withServerRenderedPage,
} from "../support/browser";
import { loginThroughApi } from "../support/demo-login";
import { apiResult, withToken, sharedE2eServer, type SharedE2eServer } from "../support/e2e-helpers";

const baseURL = inject("e2eBaseUrl");
/** A micro-course 演示大学 licenses (so it plays on campus); the coaching course only its enrolled students watch. */
const COURSE = 2;
const COACHING_COURSE = 35;

let browser: Browser;
let token: string;
let videos: Array<{ id: number; title: string }>;

interface CatalogResponse {
  chapters: Array<{ sections: Array<{ items: Array<{ id: number; title: string }> }> }>;
}

beforeAll(async () => {
  browser = await launchBrowser();
  token = await loginThroughApi(baseURL);
  const envelope = await (await fetch(`${baseURL}/api/Course/catalogs?id=${COURSE}`)).json();
  const catalog = envelope.result as CatalogResponse;
  videos = catalog.chapters
    .flatMap((chapter) => chapter.sections.flatMap((section) => section.items))
    .map(({ id, title }) => ({ id, title }));
  expect(videos.length).toBeGreaterThan(4);
});

afterAll(async () => {
  await browser?.close();
});

const asStudent = (context: BrowserContext) => withToken(context, token, baseURL);

async function desktop(options: ContextOptions & { loggedIn?: boolean } = {}) {
  const context = await newDesktopContext(browser, { baseURL, ...options });
  return options.loggedIn === false ? context : asStudent(context);
}

async function mobile(options: ContextOptions & { loggedIn?: boolean } = {}) {
  const context = await newMobileContext(browser, { baseURL, ...options });
  return options.loggedIn === false ? context : asStudent(context);
}

/** axe on the server-rendered page as a visitor without JavaScript gets it (withServerRenderedPage needs a context
 * with JavaScript: it strips the scripts from the response itself), after `expectShown` has checked that page is
 * the state meant. Returns the status. */
async function axeWithoutJs(
  tree: "desktop" | "mobile",
  path: string,
  loggedIn = true,
  expectShown?: (page: Page) => Promise<void>,
): Promise<number> {
  const context = tree === "desktop" ? await desktop({ loggedIn }) : await mobile({ loggedIn });
  try {
    return await withServerRenderedPage(context, path, async (page, status) => {
      await expectShown?.(page);
      await expectNoAxeViolations(page);
      return status;
    });
  } finally {
    await context.close();
  }
}

/** The student's saved position in a course video, through the records API (null when none). */
async function savedPosition(videoId: number): Promise<number | null> {
  const result = await apiResult<{ items: Array<{ type: number; id: number; position: number }> }>(
    baseURL,
    "/Report/website/UserVideoProgress/GetMyLecturePageList?page=1&rows=100",
    { method: "POST", token },
  );
  const item = result.items.find((entry) => entry.type === 1 && entry.id === videoId);
  return item ? item.position : null;
}

/** Reaches for the player (the pointer over it upgrades it at once), waits for video-react and returns its <video>. */
async function richPlayer(page: Page) {
  await waitForHydration(page);
  const native = page.locator("main video.video-player");
  if (await native.count()) await native.hover().catch(() => undefined);
  await page.locator('[data-player="rich"] video').waitFor({ state: "attached" });
  return page.locator('[data-player="rich"] video');
}

const videoState = (page: Page) =>
  page.locator('[data-player="rich"] video').evaluate((video: HTMLVideoElement) => ({
    paused: video.paused,
    currentTime: video.currentTime,
    muted: video.muted,
    playbackRate: video.playbackRate,
    readyState: video.readyState,
  }));

/** Accessible names of every control in the player (aria-label, else the text). */
const controlNames = (page: Page) =>
  page.locator('[data-player="rich"]').evaluate((shell) => {
    const names = [shell.getAttribute("aria-label") ?? ""];
    for (const element of shell.querySelectorAll(
      "button, a, input, select, [role=slider], [role=button], [tabindex]",
    )) {
      names.push((element.getAttribute("aria-label") ?? element.textContent ?? "").trim());
    }
    return names;
  });

function expectChineseNames(names: string[]) {
  expect(names.length).toBeGreaterThan(6);
  for (const name of names) {
    expect(name, `control named ${JSON.stringify(name)}`).toMatch(/[\u4e00-\u9fff]/);
    expect(name, `control named ${JSON.stringify(name)}`).not.toMatch(/[A-Za-z]{2,}/);
  }
}

describe("desktop player with JavaScript", { timeout: 120_000 }, () => {
  it("plays with Chinese controls and keys, records progress on pause, resumes after a reload, goes to the next video", async () => {
    const context = await desktop();
    try {
      const page = await context.newPage();
      const [first, second] = [videos[1]!, videos[2]!];
      const response = await page.goto(`/course/player?id=${COURSE}&videoId=${first.id}`);
      expect(response?.status()).toBe(200);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(first.title);
      await richPlayer(page);

      // Every control speaks Chinese, and the ones the brief names are there.
      const names = await controlNames(page);
      expectChineseNames(names);
      for (const name of ["播放", "静音", "音量", "进度", "倍速", "全屏", `下一个视频：${second.title}`])
        expect(names).toContain(name);
      const shell = page.locator('[data-player="rich"]');
      expect(await shell.getAttribute("aria-label")).toBe(`视频播放器：${first.title}`);

      // Mute (autoplay policy), then play: the element really plays and time advances.
      await shell.getByRole("button", { name: "静音" }).click();
      await expect.poll(async () => (await videoState(page)).muted).toBe(true);
      expect(await shell.getByRole("button", { name: "取消静音" }).count()).toBe(1);
      await shell.getByRole("button", { name: "播放视频" }).click();
      await expect.poll(async () => (await videoState(page)).paused).toBe(false);
      const started = (await videoState(page)).currentTime;
      await expect
        .poll(async () => (await videoState(page)).currentTime, { timeout: 8_000 })
        .toBeGreaterThan(started + 0.5);
      expect(await shell.getByRole("button", { name: "暂停" }).count()).toBe(1);

      // Speed.
      await shell.getByRole("combobox", { name: "倍速" }).selectOption("1.5");
      await expect.poll(async () => (await videoState(page)).playbackRate).toBe(1.5);
      expect(await shell.getByRole("combobox", { name: "倍速" }).locator("option").allTextContents()).toEqual([
        "0.75×",
        "1×",
        "1.25×",
        "1.5×",
        "2×",
      ]);

      // Keys with the player focused: space pauses, → seeks 5 s, space plays again.
      await shell.focus();
      await page.keyboard.press(" ");
      await expect.poll(async () => (await videoState(page)).paused).toBe(true);
      const before = (await videoState(page)).currentTime;
      expect(before).toBeLessThan(15);
      await page.keyboard.press("ArrowRight");
      await expect.poll(async () => (await videoState(page)).currentTime).toBeGreaterThan(before + 4.5);
      await page.keyboard.press("k");
      await expect.poll(async () => (await videoState(page)).paused).toBe(false);
      await page.keyboard.press("m");
      await expect.poll(async () => (await videoState(page)).muted).toBe(false);
      await page.keyboard.press("m");

      // Pausing sends the beacon: the records API has the position.
      await page.keyboard.press(" ");
      await expect.poll(async () => (await videoState(page)).paused).toBe(true);
      const pausedAt = (await videoState(page)).currentTime;
      expect(pausedAt).toBeGreaterThan(5);
      // The server keeps whole seconds.
      await expect
        .poll(async () => Math.abs(((await savedPosition(first.id)) ?? -10) - pausedAt), { timeout: 8_000 })
        .toBeLessThan(1.01);

      // A reload resumes there.
      await page.reload();
      await richPlayer(page);
      await expect
        .poll(async () => (await videoState(page)).currentTime, { timeout: 8_000 })
        .toBeGreaterThan(pausedAt - 1.5);
      expect((await videoState(page)).currentTime).toBeLessThan(pausedAt + 1.5);
      await expectNoAxeViolations(page);

      // The next-video control goes to the next video.
      await shell.getByRole("link", { name: `下一个视频：${second.title}` }).click();
      await page.waitForURL((url) => url.searchParams.get("videoId") === String(second.id));
      await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(second.title);
      await richPlayer(page);
      expect(await page.locator('[data-player="rich"]').getAttribute("aria-label")).toBe(`视频播放器：${second.title}`);
    } finally {
      await context.close();
    }
  });

  it("upgrades by itself a few seconds after the page has loaded, without the pointer", async () => {
    const context = await desktop();
    try {
      const page = await context.newPage();
      await page.goto(`/course/player?id=${COURSE}&videoId=${videos[0]!.id}`);
      await waitForHydration(page);
      expect(await page.locator("main video.video-player[controls]").count()).toBe(1);
      await page.locator('[data-player="rich"] video').waitFor({ state: "attached", timeout: 15_000 });
      expect(await page.locator("main video[controls]").count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it("sends the progress when the page goes away while playing (pagehide)", async () => {
    const context = await desktop();
    try {
      const page = await context.newPage();
      const current = videos[6]!;
      await page.goto(`/course/player?id=${COURSE}&videoId=${current.id}`);
      await richPlayer(page);
      const shell = page.locator('[data-player="rich"]');
      await shell.getByRole("button", { name: "静音" }).click();
      await shell.getByRole("button", { name: "播放视频" }).click();
      await expect.poll(async () => (await videoState(page)).currentTime, { timeout: 8_000 }).toBeGreaterThan(2.2);
      expect(await savedPosition(current.id)).toBeNull();
      await page.goto("about:blank");
      await expect.poll(() => savedPosition(current.id), { timeout: 8_000 }).toBeGreaterThanOrEqual(2);
    } finally {
      await context.close();
    }
  });

  it("opens the catalogue menu, closes it with Escape and with the mask, and marks the current video", async () => {
    const context = await desktop();
    try {
      const page = await context.newPage();
      const current = videos[3]!;
      await page.goto(`/course/player?id=${COURSE}&videoId=${current.id}`);
      await waitForHydration(page);
      await richPlayer(page);
      const toggle = page.getByRole("link", { name: "课程目录", exact: true });
      const menu = page.locator("#lecture-menu");
      expect(await menu.isVisible()).toBe(false);
      expect(await page.locator(".site-footer, .site-sidebar").count()).toBe(0);

      await toggle.click();
      await expect.poll(() => menu.isVisible()).toBe(true);
      expect(await toggle.getAttribute("aria-expanded")).toBe("true");
      expect(await page.evaluate(() => document.activeElement?.id)).toBe("lecture-menu-title");
      expect(await menu.locator('[aria-current="page"]').textContent()).toContain(current.title);
      expect(await menu.locator('[aria-current="page"]').textContent()).toContain("正在播放");
      expect(new URL(page.url()).searchParams.get("menu")).toBeNull();
      await expectNoAxeViolations(page);

      await page.keyboard.press("Escape");
      await expect.poll(() => menu.isVisible()).toBe(false);
      expect(await page.evaluate(() => document.activeElement?.textContent)).toContain("课程目录");

      await toggle.click();
      await expect.poll(() => menu.isVisible()).toBe(true);
      await page.mouse.click(1100, 400); // the mask, right of the drawer
      await expect.poll(() => menu.isVisible()).toBe(false);
      expect(await toggle.getAttribute("aria-expanded")).toBe("false");

      // A video in the menu opens in the player.
      await toggle.click();
      const other = videos[0]!;
      await menu.getByRole("link", { name: new RegExp(other.title) }).click();
      await page.waitForURL((url) => url.searchParams.get("videoId") === String(other.id));
      await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(other.title);
    } finally {
      await context.close();
    }
  });

  it("plays one video by id on /videoPlay and /videvPlay, with its course and the next video", async () => {
    const context = await desktop();
    try {
      const page = await context.newPage();
      for (const path of ["/videoPlay", "/videvPlay"]) {
        const response = await page.goto(`${path}?id=${videos[0]!.id}`);
        expect(response?.status()).toBe(200);
        expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(videos[0]!.title);
        expect(await page.getByRole("link", { name: "毛中特与新思想体系串讲" }).getAttribute("href")).toBe(
          `/course/detail?id=${COURSE}`,
        );
        expect(
          await page
            .locator("main")
            .getByRole("link", { name: `下一个视频：${videos[1]!.title}` })
            .first()
            .getAttribute("href"),
        ).toBe(`/videoPlay?id=${videos[1]!.id}`);
        await richPlayer(page);
        await expectNoAxeViolations(page);
      }
      expect((await page.goto("/videoPlay?id=999999"))?.status()).toBe(404);
      expect(await page.getByText("哎呀，打不开网页了呢！").isVisible()).toBe(true);
      expect((await page.goto(`/course/player?id=99999`))?.status()).toBe(404);
      expect((await page.goto(`/course/player?id=${COURSE}&videoId=1`))?.status()).toBe(404);
    } finally {
      await context.close();
    }
  });
});

describe("desktop player without JavaScript", { timeout: 120_000 }, () => {
  it("is a native <video controls> with a signed source that answers Range requests, and the menu works through links", async () => {
    const context = await desktop({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      const current = videos[4]!;
      const path = `/course/player?id=${COURSE}&videoId=${current.id}`;
      expect((await page.goto(path))?.status()).toBe(200);
      const video = page.locator("main video");
      expect(await video.getAttribute("controls")).not.toBeNull();
      expect(await video.getAttribute("aria-label")).toBe(current.title);
      const src = (await video.locator("source").getAttribute("src")) ?? "";
      expect(src).toMatch(/^\/media\//);
      const media = await page.request.get(src.split("#")[0]!, { headers: { Range: "bytes=0-99" } });
      expect(media.status()).toBe(206);
      expect(media.headers()["content-range"]).toMatch(/^bytes 0-99\//);
      expect((await media.body()).length).toBe(100);

      const menu = page.locator("#lecture-menu");
      expect(await menu.isVisible()).toBe(false);
      await page.getByRole("link", { name: "课程目录", exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get("menu") === "open");
      expect(await menu.isVisible()).toBe(true);
      expect(await menu.locator('[aria-current="page"]').textContent()).toContain(current.title);
      await page.locator(".lecture-mask").click({ position: { x: 1000, y: 300 } });
      await page.waitForURL((url) => url.searchParams.get("menu") === "closed");
      expect(await menu.isVisible()).toBe(false);

      const menuShown = (shown: boolean) => async (served: Page) =>
        expect(await served.locator("#lecture-menu").isVisible()).toBe(shown);
      expect(await axeWithoutJs("desktop", path, true, menuShown(false))).toBe(200);
      // The catalogue drawer open, as ?menu=open renders it without JavaScript.
      expect(await axeWithoutJs("desktop", `${path}&menu=open`, true, menuShown(true))).toBe(200);
    } finally {
      await context.close();
    }
  });

  it("shows a visitor who may not watch the refusal with a login link, and no signed URL", async () => {
    const context = await desktop({ javaScriptEnabled: false, loggedIn: false });
    try {
      const page = await context.newPage();
      const response = await page.goto(`/course/player?id=${COACHING_COURSE}`);
      expect(response?.status()).toBe(401);
      expect(await page.locator("main").textContent()).toContain("请登录后观看");
      expect(await page.locator("main video").count()).toBe(0);
      expect(await response?.text()).not.toContain("/media/");
      const login = page.locator("main").getByRole("link", { name: "登录后观看" });
      expect(await login.getAttribute("href")).toBe(`/course/player?id=${COACHING_COURSE}&login=sms`);
      await login.click();
      expect(await page.getByRole("dialog", { name: "登录" }).isVisible()).toBe(true);
      // axe on the refusal as the server renders it is the audit's (tests/budgets/routes.ts).
    } finally {
      await context.close();
    }
  });
});

describe("mobile player", { timeout: 120_000 }, () => {
  it("plays under JavaScript with Chinese controls, the catalogue below", async () => {
    const context = await mobile();
    try {
      const page = await context.newPage();
      const current = videos[5]!;
      expect((await page.goto(`/mobile/course/player?id=${COURSE}&videoId=${current.id}`))?.status()).toBe(200);
      await richPlayer(page);
      expectChineseNames(await controlNames(page));
      const shell = page.locator('[data-player="rich"]');
      await shell.getByRole("button", { name: "静音" }).click();
      await shell.getByRole("button", { name: "播放视频" }).click();
      await expect.poll(async () => (await videoState(page)).paused).toBe(false);
      const started = (await videoState(page)).currentTime;
      await expect
        .poll(async () => (await videoState(page)).currentTime, { timeout: 8_000 })
        .toBeGreaterThan(started + 0.5);
      await shell.getByRole("button", { name: "暂停" }).click();
      await expect.poll(() => savedPosition(current.id), { timeout: 8_000 }).not.toBeNull();

      expect(await page.getByRole("heading", { name: "课程目录" }).isVisible()).toBe(true);
      expect(await page.locator('main [aria-current="page"]').textContent()).toContain(current.title);
      await expectNoAxeViolations(page);
      await page.getByRole("link", { name: "在小程序中打开" }).click();
      await page.waitForURL((url) => url.pathname === "/mobile/course/miniProgramPlay");
      await expect.poll(() => page.getByRole("img", { name: /二维码/ }).isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it("without JavaScript: the native player, /mobile/videvPlay, the mini-program page and the refusal", async () => {
    const context = await mobile({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      const path = `/mobile/course/player?id=${COURSE}&videoId=${videos[0]!.id}`;
      expect((await page.goto(path))?.status()).toBe(200);
      expect(await page.locator("main video[controls] source").getAttribute("src")).toMatch(/^\/media\//);
      expect(await axeWithoutJs("mobile", path)).toBe(200);

      expect((await page.goto(`/mobile/videvPlay?id=${videos[0]!.id}`))?.status()).toBe(200);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(videos[0]!.title);
      expect(
        await page
          .locator("main")
          .getByRole("link", { name: `下一个视频：${videos[1]!.title}` })
          .getAttribute("href"),
      ).toBe(`/mobile/videvPlay?id=${videos[1]!.id}`);
      expect(await axeWithoutJs("mobile", `/mobile/videvPlay?id=${videos[0]!.id}`)).toBe(200);

      expect((await page.goto(`/mobile/course/miniProgramPlay?id=${COURSE}`))?.status()).toBe(200);
      const qr = page.getByRole("img", { name: /二维码/ });
      expect(await qr.getAttribute("src")).toMatch(/^data:image\/svg\+xml;base64,/);
      expect(await page.getByRole("link", { name: "打开研途小程序" }).getAttribute("href")).toContain(
        encodeURIComponent(`pages/course/detail?id=${COURSE}`),
      );
      expect(await axeWithoutJs("mobile", `/mobile/course/miniProgramPlay?id=${COURSE}`)).toBe(200);
      expect((await page.goto("/mobile/course/miniProgramPlay?id=99999"))?.status()).toBe(404);
    } finally {
      await context.close();
    }
    const guest = await mobile({ javaScriptEnabled: false, loggedIn: false });
    try {
      const page = await guest.newPage();
      const response = await page.goto(`/mobile/course/player?id=${COACHING_COURSE}`);
      expect(response?.status()).toBe(401);
      expect(await response?.text()).not.toContain("/media/");
      expect(await page.locator("main").getByRole("link", { name: "登录后观看" }).getAttribute("href")).toBe(
        `/mobile/login?redirect=${encodeURIComponent(`/mobile/course/player?id=${COACHING_COURSE}`)}`,
      );
    } finally {
      await guest.close();
    }
  });
});

describe("off the campus network", { timeout: 120_000 }, () => {
  let server: SharedE2eServer;

  beforeAll(async () => {
    server = await sharedE2eServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("shows a guest the tips instead of the player, and no signed URL", async () => {
    const context = await browser.newContext({
      baseURL: server.baseUrl,
      viewport: { width: 1280, height: 800 },
      locale: "zh-CN",
      extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.7" },
    });
    try {
      const page = await context.newPage();
      for (const path of [`/course/player?id=${COURSE}&videoId=${videos[0]!.id}`, `/videoPlay?id=${videos[0]!.id}`]) {
        const response = await page.goto(path);
        expect(response?.status()).toBe(403);
        expect(await page.locator("main").textContent()).toContain("温馨提示");
        expect(await page.locator("video").count()).toBe(0);
        expect(await response?.text()).not.toContain("/media/");
      }
    } finally {
      await context.close();
    }
  });
});
