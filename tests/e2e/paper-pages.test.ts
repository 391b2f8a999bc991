// Past papers (真题) in Chromium, desktop (1280) and mobile (390), JavaScript on and off: the list and its page links,
// the subject and year filters (keeping each other, back to page 1), the explanation-video link of a paper in the
// list, a paper's page (facts, structure table, its videos, whose link leads to the video page), a bad query (its
// message and the whole list), 404 for an unknown paper, 收藏 as the demo student through post/redirect/get with the
// toast (checked through the API), a guest sent to log in; off campus the tips with 403. axe on the list and a paper.
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
import { whileExclusive } from "../support/e2e-exclusive";
import { apiResult, axeCurrentPage, withToken, sharedE2eServer, type SharedE2eServer } from "../support/e2e-helpers";

const baseURL = inject("e2eBaseUrl");
let browser: Browser;

interface PaperItem {
  id: number;
  title: string;
  subject: string;
  year: number;
  videoCount: number;
  collected: boolean;
}

let papers: PaperItem[];

beforeAll(async () => {
  browser = await launchBrowser();
  // Counted while console-papers.test.ts is not publishing a paper of its own.
  papers = await whileExclusive(
    baseURL,
    "published-papers",
    async () =>
      (await apiResult<{ items: PaperItem[] }>(baseURL, "/api/TrueQuestion/truequestion-page-query?rows=100")).items,
  );
  expect(papers).toHaveLength(60);
});

afterAll(async () => {
  await browser?.close();
});

const toastText = async (page: Page) => (await page.locator(".toast-region").first().textContent()) ?? "";

const trees = [
  {
    name: "desktop",
    newContext: (options: ContextOptions) => newDesktopContext(browser, options),
    list: "/question",
    paper: (id: number) => `/question/${id}`,
    paperVideoList: "/trueQuesExplanation/trueQuestionExplanation",
    paperVideo: "/trueQuesExplanation/videoPlay",
  },
  {
    name: "mobile",
    newContext: (options: ContextOptions) => newMobileContext(browser, options),
    list: "/mobile/question",
    paper: (id: number) => `/mobile/question/list?id=${id}`,
    paperVideoList: "/mobile/trueQuesExplanation/trueQuestionExplanation",
    paperVideo: "/mobile/trueQuesExplanation/videvPlay",
  },
] as const;

const here = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

for (const tree of trees) {
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

      it("lists the papers, pages, filters by subject and year, and opens a paper whose video link works", async () => {
        const main = page.locator("main");
        await whileExclusive(baseURL, "published-papers", async () => {
          const response = await page.goto(tree.list);
          expect(response?.status()).toBe(200);
          expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("历年真题");
          expect(await main.textContent()).toContain("共 60 份真题（第 1 / 3 页）");
        });
        expect(await main.locator(".paper-item").first().textContent()).toContain(papers[0]!.title);
        // As the server renders it, this is the audit's entry (tests/budgets/routes.ts).
        if (js) await axe();

        // Page 2, then a subject: back to page 1; then a year, keeping the subject.
        await ready();
        await page.getByRole("navigation", { name: "分页" }).getByRole("link", { name: "下一页" }).click();
        await page.waitForURL((url) => url.searchParams.get("page") === "2");
        await expect.poll(() => main.textContent()).toContain("（第 2 / 3 页）");
        const subjects = page.getByRole("list", { name: "科目" });
        await subjects.getByRole("link", { name: "数学一" }).click();
        await page.waitForURL((url) => url.searchParams.get("subject") === "math1" && !url.searchParams.has("page"));
        await expect.poll(() => main.textContent()).toContain("共 10 份真题");
        if (tree.name === "desktop") {
          await page.getByRole("list", { name: "年份" }).getByRole("link", { name: "2024 年" }).click();
        } else {
          await page.getByLabel("年份").selectOption("2024");
          await page.getByRole("button", { name: "筛选" }).click();
        }
        await page.waitForURL(
          (url) => url.searchParams.get("year") === "2024" && url.searchParams.get("subject") === "math1",
        );
        await expect.poll(() => main.textContent()).toContain("共 1 份真题");
        expect(await subjects.getByRole("link", { name: "数学一" }).getAttribute("aria-current")).toBe("page");
        if (tree.name === "desktop") {
          expect(
            await page
              .getByRole("list", { name: "年份" })
              .getByRole("link", { name: "2024 年" })
              .getAttribute("aria-current"),
          ).toBe("page");
        } else {
          expect(await page.getByLabel("年份").inputValue()).toBe("2024");
        }
        const item = main.locator(".paper-item");
        const text = (await item.textContent()) ?? "";
        for (const fact of ["数学一", "2024 年", "时长 180 分钟", "满分 150 分", "解析视频 5 个", "浏览", "收藏"])
          expect(text).toContain(fact);
        const filtered = here(page);

        // The explanation videos of that paper, in the paper-video list.
        await item.getByRole("link", { name: /解析视频 5 个/ }).click();
        await page.waitForURL(
          (url) =>
            url.pathname === tree.paperVideoList &&
            url.searchParams.get("subject") === "math1" &&
            url.searchParams.get("year") === "2024",
        );
        await expect.poll(() => main.textContent()).toContain("共 5 个真题解析视频");

        // The paper: facts, structure, videos in question order; a video link leads to the video page.
        await page.goto(filtered);
        const paper = papers.find((entry) => entry.subject === "math1" && entry.year === 2024)!;
        await ready();
        await main.locator(".paper-item").getByRole("heading").getByRole("link").click();
        await page.waitForURL((url) => here(page) === tree.paper(paper.id) || url.href.endsWith(tree.paper(paper.id)));
        await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(paper.title);
        const facts = (await main.locator("dl").first().textContent()) ?? "";
        for (const fact of ["科目数学一", "年份2024 年", "考试时长180 分钟", "满分150 分"])
          expect(facts).toContain(fact);
        const table = page.getByRole("table");
        expect(await table.getByRole("columnheader").allTextContents()).toEqual(["题型", "题量", "分值"]);
        expect(await table.getByRole("rowheader").allTextContents()).toEqual(["选择题", "填空题", "解答题", "合计"]);
        expect(await table.locator("tfoot").textContent()).toContain("150 分");
        const videos = page.locator("ol.paper-videos li");
        expect(await videos.count()).toBe(5);
        expect(await videos.first().textContent()).toContain("第 17 题");
        await axe();
        await ready();
        const firstVideo = videos.first().getByRole("link");
        const videoTitle = (await firstVideo.textContent())!.trim();
        await firstVideo.click();
        await page.waitForURL((url) => url.pathname === tree.paperVideo && url.searchParams.has("id"));
        await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(videoTitle);

        // A query it cannot read: the message and the whole list; an unknown paper: 404 in Chinese.
        await whileExclusive(baseURL, "published-papers", async () => {
          expect((await page.goto(`${tree.list}?year=1999`))?.status()).toBe(200);
          expect(await page.getByRole("alert").textContent()).toContain("年份应为 2000–2100 之间的整数");
          expect(await main.textContent()).toContain("共 60 份真题");
        });
        const missing = await page.goto(tree.paper(987654));
        expect(missing?.status()).toBe(404);
        expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("真题不存在或已下架");
      });

      it("collects a paper for the demo student with a toast, and prompts a guest to log in", async () => {
        // A paper of its own per tree and JavaScript setting: files run against one server.
        const paper = papers[(tree.name === "desktop" ? 10 : 20) + (js ? 0 : 1)]!;
        const path = tree.paper(paper.id);
        await page.goto(path);
        await ready();
        await page.getByRole("button", { name: /收藏/ }).click();
        await page.waitForURL((url) => url.searchParams.get("login") === "sms" || url.pathname === "/mobile/login");
        const prompt = new URL(page.url());
        if (tree.name === "desktop") {
          expect(prompt.pathname).toBe(path);
        } else {
          expect(prompt.searchParams.get("redirect")).toBe(path);
        }
        await expect.poll(() => toastText(page)).toBe("请登录后收藏真题");

        const token = await loginThroughApi(baseURL);
        const user = await withToken(await tree.newContext({ baseURL, javaScriptEnabled: js }), token, baseURL);
        try {
          const userPage = await user.newPage();
          await userPage.goto(path);
          await ready(userPage);
          const mine = async () =>
            (
              await apiResult<{ items: PaperItem[] }>(baseURL, "/api/TrueQuestion/favoriteTrueQuestion?rows=100", {
                token,
              })
            ).items.map((item) => item.id);
          expect(await mine()).not.toContain(paper.id);
          const button = userPage.getByRole("button", { name: /收藏/ });
          await button.click();
          await expect.poll(() => toastText(userPage)).toBe("已收藏");
          await expect.poll(mine).toContain(paper.id);
          await expect
            .poll(async () => ((await button.textContent()) ?? "").replace(/[☆★\d]/g, "").trim())
            .toBe("已收藏");
          expect(here(userPage)).toBe(path);

          await button.click();
          await expect.poll(() => toastText(userPage)).toBe("已取消收藏");
          await expect.poll(mine).not.toContain(paper.id);
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
    it(`gives an anonymous visitor the tips with 403 (${tree.name})`, async () => {
      const context = await tree.newContext({ baseURL: server.baseUrl, javaScriptEnabled: false });
      await context.setExtraHTTPHeaders({ "X-Forwarded-For": "198.51.100.7" });
      try {
        const page = await context.newPage();
        for (const path of [tree.list, tree.paper(1)]) {
          const response = await page.goto(path);
          expect(response?.status(), path).toBe(403);
          expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("温馨提示");
          expect(await page.locator("main table").count()).toBe(0);
        }
        // axe on the list's tips off campus is the audit's (an off-campus entry of tests/budgets/routes.ts).
      } finally {
        await context.close();
      }
    });
  }
});
