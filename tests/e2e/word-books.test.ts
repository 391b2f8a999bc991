// The vocabulary pages other than study and review, in Chromium on desktop (/word/...) and mobile (/mobile/word/...)
// with JavaScript on and off: the header's 词汇 link (login dialog, /word, /word/wordBook), choosing a book, the book's
// home (plan, summary, the server-rendered heatmap), the settings form (a bad value shows its Chinese message and keeps
// the input; a good one persists), collecting a word from its page, the notebook and removing the word, the card state,
// the summary after an answer through the API, and 重新开始 behind its confirmation (cancel keeps, confirm clears).
// axe on every page state.
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
import { loginThroughApi, registerStudentThroughApi } from "../support/demo-login";
import { uniquePhone } from "../support/dev-inbox";
import { apiResult, toastText, withToken } from "../support/e2e-helpers";

const baseURL = inject("e2eBaseUrl");
const PASSWORD = "Kaoyan#Words2026";
const BOOK = "考研英语大纲词汇";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** Registers a fresh student on the campus network (127.0.0.1 is 演示大学's) and returns the session token. */
function registerStudent(): Promise<string> {
  return registerStudentThroughApi(baseURL, uniquePhone("136"), PASSWORD);
}

const api = <T = any>(token: string, method: string, path: string, body?: unknown) =>
  apiResult<T>(baseURL, path, { method, body, token });

/** The number shown under a summary or plan label (<dt>label</dt><dd>value</dd>). */
const statValue = async (page: Page, label: string) =>
  (
    (await page
      .locator("dt", { hasText: new RegExp(`^${label}$`) })
      .first()
      .locator("xpath=following-sibling::dd[1]")
      .textContent()) ?? ""
  ).trim();

const trees = [
  {
    name: "desktop",
    newContext: (options: ContextOptions) => newDesktopContext(browser, options),
    paths: {
      books: "/word",
      wordBook: "/word/wordBook",
      collect: "/word/collect",
      detail: "/word/wordDetail",
      login: "/login/passLogin",
    },
  },
  {
    name: "mobile",
    newContext: (options: ContextOptions) => newMobileContext(browser, options),
    paths: {
      books: "/mobile/word/bookList",
      wordBook: "/mobile/word/wordBook",
      collect: "/mobile/word/collect",
      detail: "/mobile/word/wordDetail",
      login: "/mobile/login",
    },
  },
] as const;

describe("the desktop header's 词汇 link", () => {
  for (const js of [true, false]) {
    it(`opens the login dialog for a visitor, JavaScript ${js ? "on" : "off"}`, async () => {
      const context = await newDesktopContext(browser, { baseURL, javaScriptEnabled: js });
      try {
        const page = await context.newPage();
        await page.goto("/legal/userAgreement");
        const link = page.getByRole("navigation", { name: "主导航" }).getByRole("link", { name: "词汇" });
        expect(await link.getAttribute("href")).toBe("/legal/userAgreement?login=sms");
        if (js) await waitForHydration(page);
        await link.click();
        await expect.poll(() => page.getByRole("dialog", { name: "登录" }).isVisible()).toBe(true);
      } finally {
        await context.close();
      }
    });
  }

  it("goes to /word without a chosen book and to /word/wordBook with one", async () => {
    const token = await registerStudent();
    const context = await withToken(await newDesktopContext(browser, { baseURL }), token, baseURL);
    try {
      const page = await context.newPage();
      await page.goto("/");
      const link = page.getByRole("navigation", { name: "主导航" }).getByRole("link", { name: "词汇" });
      expect(await link.getAttribute("href")).toBe("/word");
      await waitForHydration(page);
      await link.click();
      await page.waitForURL((url) => url.pathname === "/word");
      await expect.poll(() => link.getAttribute("aria-current")).toBe("page");

      const books = await api<{ books: Array<{ id: number; name: string }> }>(token, "GET", "/api/Book");
      await api(token, "PUT", "/api/Book", { bookId: books.books.find((book) => book.name === BOOK)!.id });
      await page.goto("/");
      expect(await link.getAttribute("href")).toBe("/word/wordBook");
      await link.click();
      await page.waitForURL((url) => url.pathname === "/word/wordBook");
      await page.goto("/word/collect");
      await expect.poll(() => link.getAttribute("aria-current")).toBe("page");
    } finally {
      await context.close();
    }
  });

  it("goes to /word/wordBook for the demo student, whose demo data has a chosen book and a history", async () => {
    const token = await loginThroughApi(baseURL);
    const context = await withToken(await newDesktopContext(browser, { baseURL }), token, baseURL);
    try {
      const page = await context.newPage();
      await page.goto("/");
      const link = page.getByRole("navigation", { name: "主导航" }).getByRole("link", { name: "词汇" });
      expect(await link.getAttribute("href")).toBe("/word/wordBook");
      await page.goto("/word/wordBook");
      const studied = await page
        .locator('svg[role="img"] rect[data-count]')
        .evaluateAll((cells) => cells.filter((cell) => Number(cell.getAttribute("data-count")) > 0).length);
      expect(studied).toBeGreaterThan(10);
      await page.goto("/word/collect");
      expect(await page.getByRole("button", { name: /^移出生词本/ }).count()).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });
});

describe("the mobile entries", () => {
  it("leads from the home page's 背单词 through login to the book list", async () => {
    const context = await newMobileContext(browser, { baseURL, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto("/mobile/");
      await page.getByRole("link", { name: /背单词/ }).click();
      await page.waitForURL((url) => url.pathname === "/mobile/login");
      expect(new URL(page.url()).searchParams.get("redirect")).toBe("/mobile/word/wordBook");

      await withToken(context, await registerStudent(), baseURL);
      await page.goto("/mobile/user");
      await page.getByRole("link", { name: "背单词" }).click();
      // No book yet: the book list, saying why.
      await page.waitForURL((url) => url.pathname === "/mobile/word/bookList");
      await expect.poll(() => toastText(page)).toContain("请先选择词书");
    } finally {
      await context.close();
    }
  });
});

for (const tree of trees) {
  for (const js of [true, false]) {
    describe(`${tree.name}, JavaScript ${js ? "on" : "off"}`, () => {
      const paths = tree.paths;
      let token: string;
      let context: BrowserContext;
      let page: Page;
      let wordId: number;
      let word: string;
      let studyDay: string;

      /** axe on the page as it is now (JavaScript on), or on the server's HTML for `path` (JavaScript off). */
      async function axe(path = new URL(page.url()).pathname + new URL(page.url()).search) {
        if (js) {
          await waitForHydration(page);
          await expectNoAxeViolations(page);
          return;
        }
        const audit = await tree.newContext({ baseURL });
        try {
          await audit.addCookies(await context.cookies());
          expect(await expectNoAxeViolationsWithoutJs(audit, path)).toBe(200);
        } finally {
          await audit.close();
        }
      }

      beforeAll(async () => {
        token = await registerStudent();
        context = await withToken(await tree.newContext({ baseURL, javaScriptEnabled: js }), token, baseURL);
        page = await context.newPage();
      });
      afterAll(async () => {
        await context?.close();
      });

      it("needs login", async () => {
        const guest = await tree.newContext({ baseURL, javaScriptEnabled: js });
        try {
          const guestPage = await guest.newPage();
          await guestPage.goto(paths.wordBook);
          expect(new URL(guestPage.url()).pathname).toBe(paths.login);
          expect(new URL(guestPage.url()).searchParams.get("redirect")).toBe(paths.wordBook);
        } finally {
          await guest.close();
        }
      });

      it("sends a student without a book to the book list, and chooses one", async () => {
        await page.goto(paths.wordBook);
        expect(new URL(page.url()).pathname).toBe(paths.books);
        await expect.poll(() => toastText(page)).toContain("请先选择词书");
        expect(await page.getByRole("heading", { name: "高频核心词" }).isVisible()).toBe(true);
        await axe();

        if (js) await waitForHydration(page);
        await page.getByRole("button", { name: `选择《${BOOK}》` }).click();
        await page.waitForURL((url) => url.pathname === paths.wordBook);
        await expect.poll(() => toastText(page)).toContain(`已选择词书《${BOOK}》`);
        expect(await page.getByRole("heading", { name: BOOK, level: 1 }).isVisible()).toBe(true);
        if (tree.name === "desktop") {
          const link = page.getByRole("navigation", { name: "主导航" }).getByRole("link", { name: "词汇" });
          expect(await link.getAttribute("href")).toBe("/word/wordBook");
        }

        // The list marks it now.
        await page.goto(paths.books);
        const card = page.getByRole("article", { name: BOOK });
        expect(await card.getByText("当前词书").isVisible()).toBe(true);
        expect(await card.getByRole("link", { name: /进入词书/ }).isVisible()).toBe(true);
      });

      it("shows today's plan, the summary and the heatmap as SVG with its numbers as text", async () => {
        await page.goto(paths.wordBook);
        expect(await page.getByRole("heading", { name: "今日计划" }).isVisible()).toBe(true);
        expect(await statValue(page, "今日新词")).toMatch(/^0 \/ 20/);
        expect(await statValue(page, "已学单词")).toBe("0 / 4801");
        expect(await page.getByRole("link", { name: "开始学习" }).getAttribute("href")).toBe(
          paths.wordBook.replace("wordBook", "learning"),
        );
        expect(await page.getByRole("link", { name: "开始复习" }).getAttribute("href")).toBe(
          paths.wordBook.replace("wordBook", "reviewWords"),
        );

        const heatmap = page.getByRole("img", { name: /最近 90 天学习记录/ });
        expect(await heatmap.isVisible()).toBe(true);
        expect(await heatmap.locator("rect[data-date]").count()).toBe(90);
        expect(await page.getByText("查看每日数据").isVisible()).toBe(true);
        // The numbers without colour: the table in <details>.
        await page.getByText("查看每日数据").click();
        expect(await page.getByRole("table").locator("tbody tr").count()).toBe(90);
        await axe();
      });

      it("refuses bad settings in Chinese, keeping the input, and saves good ones", async () => {
        await page.goto(paths.wordBook);
        if (js) await waitForHydration(page);
        const daily = page.getByLabel("每日新词数");
        const exam = page.getByLabel("考试日期");
        const save = page.getByRole("button", { name: "保存设置" });

        await daily.fill("300");
        await save.click();
        await expect.poll(() => page.getByText("每日新词数应为 0–200 之间的整数").isVisible()).toBe(true);
        expect(await daily.inputValue()).toBe("300");
        expect(await daily.getAttribute("aria-invalid")).toBe("true");
        if (js) await expectNoAxeViolations(page);

        // A date in the past passes the form's check but not the server's.
        await daily.fill("15");
        await exam.fill("2020-01-01");
        await save.click();
        await expect.poll(() => page.getByText("考试日期不能早于今天").isVisible()).toBe(true);
        expect(await exam.inputValue()).toBe("2020-01-01");
        expect(await daily.inputValue()).toBe("15");
        if (js) await expectNoAxeViolations(page);

        await exam.fill("");
        await save.click();
        await expect.poll(() => toastText(page)).toContain("设置已保存");
        await page.reload();
        expect(await page.getByLabel("每日新词数").inputValue()).toBe("15");
        expect(await statValue(page, "今日新词")).toMatch(/^0 \/ 15/);
        const settings = await api<{ dailyNewWords: number; savedExamDate: string | null }>(
          token,
          "GET",
          "/api/Word/settings",
        );
        expect(settings).toMatchObject({ dailyNewWords: 15, savedExamDate: null });
      });

      it("changes the summary after a word is answered through the API", async () => {
        const study = await api<{
          plan: { book: { id: number }; studyDay: string };
          next: { card: { wordId: number; word: string; reps: number } };
        }>(token, "GET", "/api/Book/study");
        wordId = study.next.card.wordId;
        word = study.next.card.word;
        studyDay = study.plan.studyDay;
        await api(token, "POST", "/api/Word/KnowWord", {
          wordId,
          bookId: study.plan.book.id,
          reps: study.next.card.reps,
        });

        await page.goto(paths.wordBook);
        expect(await statValue(page, "已学单词")).toBe("1 / 4801");
        expect(await statValue(page, "今日新学")).toMatch(/^1/);
        expect(await statValue(page, "连续背词")).toMatch(/^1/);
        expect(await statValue(page, "今日新词")).toMatch(/^1 \/ 15/);
        expect(await page.locator(`svg[role="img"] rect[data-date="${studyDay}"]`).getAttribute("data-count")).toBe(
          "1",
        );
      });

      it("shows the word's card state and collects it from its page", async () => {
        const path = `${paths.detail}?wordId=${wordId}`;
        await page.goto(path);
        expect(await page.getByRole("heading", { name: word, level: 1 }).isVisible()).toBe(true);
        expect(await statValue(page, "状态")).toBe("学习中");
        expect(await statValue(page, "作答次数")).toBe("1 次");
        expect(await page.getByRole("heading", { name: "中文释义" }).isVisible()).toBe(true);
        await axe();

        if (js) await waitForHydration(page);
        await page.getByRole("button", { name: "加入生词本" }).click();
        await expect.poll(() => toastText(page)).toContain("已加入生词本");
        await expect.poll(() => page.getByRole("button", { name: "移出生词本" }).isVisible()).toBe(true);
        await page.waitForURL((url) => url.search === `?wordId=${wordId}`);
        expect(await statValue(page, "生词本")).toBe("已加入");
      });

      it("lists it in the notebook, opens it from there, and removes it", async () => {
        await page.goto(paths.collect);
        const link = page.getByRole("link", { name: word, exact: true });
        expect(await link.getAttribute("href")).toBe(`${paths.detail}?wordId=${wordId}&from=collect`);
        await axe();

        if (js) await waitForHydration(page);
        await link.click();
        await page.waitForURL((url) => url.pathname === paths.detail);
        // The only word: no 下一个, and the way back.
        await expect.poll(() => page.getByText("已是生词本中的最后一个单词").isVisible()).toBe(true);
        await page.getByRole("link", { name: "返回生词本" }).first().click();
        await page.waitForURL((url) => url.pathname === paths.collect);

        if (js) await waitForHydration(page);
        await page.getByRole("button", { name: `移出生词本：${word}` }).click();
        await expect.poll(() => toastText(page)).toContain("已移出生词本");
        await expect.poll(() => page.getByText("生词本里还没有单词").isVisible()).toBe(true);
        expect(await page.getByRole("link", { name: "开始学习" }).isVisible()).toBe(true);
        await axe();
      });

      it("answers a bad or unknown word id with the 404 page", async () => {
        for (const query of ["?wordId=abc", "?wordId=99999999", ""]) {
          const response = await page.goto(`${paths.detail}${query}`);
          expect(response?.status(), query).toBe(404);
          expect(await page.getByText("哎呀，打不开网页了呢！").isVisible()).toBe(true);
        }
      });

      it("restarts the book only after confirmation", async () => {
        await page.goto(paths.wordBook);
        if (js) await waitForHydration(page);
        await page.getByRole("link", { name: "重新开始" }).click();
        await page.waitForURL((url) => url.searchParams.get("restart") === "1");
        const dialog = page.getByRole("dialog", { name: "重新开始学习" });
        await expect.poll(() => dialog.isVisible()).toBe(true);
        expect(await dialog.textContent()).toContain(`《${BOOK}》`);
        await axe(`${paths.wordBook}?restart=1`);

        // 取消 keeps the progress.
        await dialog.getByRole("link", { name: "取消" }).click();
        await page.waitForURL((url) => !url.searchParams.has("restart"));
        await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
        expect(await statValue(page, "已学单词")).toBe("1 / 4801");

        // 确定 clears the book's cards; the day's history stays.
        await page.goto(`${paths.wordBook}?restart=1`);
        if (js) await waitForHydration(page);
        await page.getByRole("dialog", { name: "重新开始学习" }).getByRole("button", { name: "确定重新开始" }).click();
        await expect.poll(() => toastText(page)).toContain(`《${BOOK}》的学习进度已重置`);
        expect(new URL(page.url()).searchParams.has("restart")).toBe(false);
        await expect.poll(() => statValue(page, "已学单词")).toBe("0 / 4801");
        expect(await page.locator(`svg[role="img"] rect[data-date="${studyDay}"]`).getAttribute("data-count")).toBe(
          "1",
        );
        const detail = await api<{ card: { state: string } }>(token, "GET", `/api/Word/detail?wordId=${wordId}`);
        expect(detail.card.state).toBe("new");
        await axe();
      });
    });
  }
}
