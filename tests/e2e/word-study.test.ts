// The vocabulary study and review pages (/word/learning, /word/reviewWords and their /mobile twins) in Chromium, on
// desktop and mobile, JavaScript on and off: a fresh student with a chosen book learns five words (认识, 不认识, 太简单),
// sees each back with the Chinese inflection labels and goes on to the next card; reviews what came due; a second tab
// answering the same card is refused with a clear message and the card is rated once (checked through
// GET /api/Word/detail); keys and the 发音 button exist only with JavaScript; the empty review state, the no-book
// redirect and the login gate. axe on the front and the back of a card.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import {
  expectNoAxeViolations,
  expectNoAxeViolationsWithoutJs,
  launchBrowser,
  newDesktopContext,
  newMobileContext,
  waitForHydration,
} from "../support/browser";
import { registerStudentThroughApi } from "../support/demo-login";
import { uniquePhone } from "../support/dev-inbox";

const baseURL = inject("e2eBaseUrl");
const PASSWORD = "Kaoyan#Words2026";
const BOOK_NAME = "考研英语大纲词汇";
/** The book's first word (alphabetical) and its inflections in Chinese. */
const FIRST_WORD = { word: "abandon", labels: ["过去式", "过去分词", "现在分词", "第三人称单数"], form: "abandoned" };
const ALREADY_ANSWERED = "这个单词已经作答过了，请勿重复提交";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

type Answer = "认识" | "不认识" | "太简单";
type Tree = "desktop" | "mobile";

interface Student {
  token: string;
  api<T = any>(method: string, path: string, body?: unknown): Promise<{ code: number; msg: string; result: T }>;
}

/** Registers a fresh student on the campus network (127.0.0.1 is 演示大学's) through the API. */
async function registerStudent(): Promise<Student> {
  const token = await registerStudentThroughApi(baseURL, uniquePhone("136"), PASSWORD);
  const api = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${baseURL}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return response.json();
  };
  return { token, api };
}

async function chooseBook(student: Student): Promise<number> {
  const books = await student.api<{ books: Array<{ id: number; name: string }> }>("GET", "/api/Book");
  const book = books.result.books.find((candidate) => candidate.name === BOOK_NAME);
  expect(book, JSON.stringify(books)).toBeDefined();
  const chosen = await student.api("PUT", "/api/Book", { bookId: book!.id });
  expect(chosen.code, JSON.stringify(chosen)).toBe(200);
  return book!.id;
}

async function loggedInContext(tree: Tree, js: boolean, student: Student): Promise<BrowserContext> {
  const context =
    tree === "mobile"
      ? await newMobileContext(browser, { baseURL, javaScriptEnabled: js })
      : await newDesktopContext(browser, { baseURL, javaScriptEnabled: js });
  await context.addCookies([{ name: "Authorization", value: student.token, url: baseURL }]);
  return context;
}

/** axe on what a JavaScript-less visitor gets at `path`, as the student of `context` (which may have JS off). */
async function expectNoAxeViolationsWithoutJsAs(context: BrowserContext, tree: Tree, path: string) {
  const audit =
    tree === "mobile" ? await newMobileContext(browser, { baseURL }) : await newDesktopContext(browser, { baseURL });
  try {
    await audit.addCookies(await context.cookies());
    expect(await expectNoAxeViolationsWithoutJs(audit, path)).toBe(200);
  } finally {
    await audit.close();
  }
}

const paths = (tree: Tree) =>
  tree === "mobile"
    ? {
        learn: "/mobile/word/learning",
        review: "/mobile/word/reviewWords",
        bookList: "/mobile/word/bookList",
        wordBook: "/mobile/word/wordBook",
      }
    : { learn: "/word/learning", review: "/word/reviewWords", bookList: "/word", wordBook: "/word/wordBook" };

const front = (page: Page) => page.locator('[data-study-card="front"]');
const back = (page: Page) => page.locator('[data-study-card="back"]');
const frontWord = async (page: Page) => ((await page.locator("#study-word").textContent()) ?? "").trim();
const toastText = async (page: Page) => (await page.locator(".toast-region").textContent()) ?? "";
const activeId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? "");

/** Opens a study page and waits for its card; with JavaScript, until the page is hydrated (the 发音 button shows). */
async function openStudyPage(page: Page, path: string, js: boolean) {
  await page.goto(path);
  await expect.poll(() => front(page).isVisible()).toBe(true);
  if (js) await expect.poll(() => page.locator("[data-speak]").first().isVisible()).toBe(true);
}

async function wordId(page: Page): Promise<number> {
  return Number(await front(page).locator('input[name="wordId"]').inputValue());
}

const keyFor: Record<Answer, string> = { 认识: "1", 不认识: "ArrowRight", 太简单: "3" };

/** Answers the card on screen with a button (or, with JavaScript, `viaKey`) and waits for its back. */
async function answerCard(page: Page, answer: Answer, js: boolean, viaKey = false) {
  const word = await frontWord(page);
  if (viaKey) await page.keyboard.press(keyFor[answer]);
  else await front(page).getByRole("button", { name: answer, exact: true }).click();
  await expect.poll(() => back(page).isVisible()).toBe(true);
  expect(((await page.locator("#study-back").textContent()) ?? "").startsWith(word)).toBe(true);
  // The answer is recorded (with JavaScript the back shows first and the confirmation follows).
  await expect
    .poll(() => back(page).locator("[data-study-outcome]").textContent())
    .toMatch(js ? `已记录：${answer}` : /^已记录/);
  if (js) {
    await page.waitForURL((url) => url.search === "");
    expect(await activeId(page)).toBe("study-back");
  } else {
    expect(new URL(page.url()).searchParams.get("answered")).not.toBeNull();
  }
  return word;
}

async function goToNext(page: Page, viaKey = false) {
  if (viaKey) await page.keyboard.press(" ");
  else await back(page).getByRole("link", { name: "下一个" }).click();
  await expect.poll(() => front(page).isVisible()).toBe(true);
}

async function cardOf(student: Student, id: number, bookId: number) {
  const detail = await student.api<{ card: { reps: number; state: string; retired: boolean } }>(
    "GET",
    `/api/Word/detail?wordId=${id}&bookId=${bookId}`,
  );
  expect(detail.code, JSON.stringify(detail)).toBe(200);
  return detail.result.card;
}

for (const tree of ["desktop", "mobile"] as const) {
  for (const js of [true, false]) {
    describe(`${tree}, JavaScript ${js ? "on" : "off"}`, () => {
      let student: Student;
      let context: BrowserContext;
      let bookId: number;
      const at = paths(tree);

      beforeAll(async () => {
        student = await registerStudent();
        context = await loggedInContext(tree, js, student);
      });
      afterAll(async () => {
        await context?.close();
      });

      it("sends a student without a chosen book to the book list with 请先选择词书", async () => {
        const page = await context.newPage();
        await page.goto(at.learn);
        await page.waitForURL((url) => url.pathname === at.bookList);
        await expect.poll(() => toastText(page)).toContain("请先选择词书");
        await page.close();
        bookId = await chooseBook(student);
      });

      it("review: nothing due yet is a friendly state with the way to new words", async () => {
        const page = await context.newPage();
        await page.goto(at.review);
        const empty = page.locator('[data-study-empty="noneDue"]');
        await expect.poll(() => empty.isVisible()).toBe(true);
        expect(await empty.getByRole("heading", { level: 2 }).textContent()).toBe("今天没有要复习的单词");
        expect(await empty.getByRole("link", { name: "去学新词" }).getAttribute("href")).toBe(at.learn);
        expect(await empty.getByRole("link", { name: "返回词书" }).getAttribute("href")).toBe(at.wordBook);
        await page.close();
      });

      it("learns five words: the back shows the senses and inflection labels, then the next card", async () => {
        const page = await context.newPage();
        let documents = 0;
        page.on("request", (request) => {
          if (request.resourceType() === "document") documents += 1;
        });
        await openStudyPage(page, at.learn, js);
        expect(await frontWord(page)).toBe(FIRST_WORD.word);
        expect(await page.locator("#study-word").getAttribute("lang")).toBe("en");
        expect(await front(page).locator('p[lang="en"]').first().textContent()).toMatch(/^\/.+\/$/);
        expect(await page.locator("[data-study-progress]").textContent()).toContain("今日新词 0/20");
        // 发音 and the shortcuts exist only where JavaScript runs.
        expect(await page.locator("[data-speak]").count()).toBe(js ? 1 : 0);
        expect(await page.locator("[data-study-keys]").count()).toBe(js && tree === "desktop" ? 1 : 0);
        if (tree === "mobile") {
          expect(await page.getByRole("link", { name: "返回" }).getAttribute("href")).toBe("/mobile/word/wordBook");
          for (const name of ["认识", "不认识", "太简单"] as const) {
            const box = await front(page).getByRole("button", { name, exact: true }).boundingBox();
            expect(box!.height).toBeGreaterThanOrEqual(44);
          }
          expect((await front(page).locator("summary").boundingBox())!.height).toBeGreaterThanOrEqual(44);
        }
        if (js) await expectNoAxeViolations(page);
        else await expectNoAxeViolationsWithoutJsAs(context, tree, at.learn);
        const documentsBefore = documents;

        const answers: Answer[] = ["不认识", "认识", "太简单", "认识", "不认识"];
        const learned: Array<{ word: string; id: number; answer: Answer }> = [];
        for (const [index, answer] of answers.entries()) {
          const id = await wordId(page);
          // With JavaScript, every other card is answered and left with the keys.
          const viaKey = js && index % 2 === 0;
          const word = await answerCard(page, answer, js, viaKey);
          learned.push({ word, id, answer });
          if (index === 0) {
            const inflections = back(page).locator("dl");
            for (const label of FIRST_WORD.labels)
              expect(await inflections.getByText(label, { exact: true }).isVisible()).toBe(true);
            expect(await inflections.getByText(FIRST_WORD.form).first().isVisible()).toBe(true);
            expect(await back(page).getByRole("heading", { name: "中文释义" }).isVisible()).toBe(true);
            if (js) await expectNoAxeViolations(page);
            else await expectNoAxeViolationsWithoutJsAs(context, tree, `${at.learn}?answered=${id}`);
          }
          if (answer === "太简单")
            expect(await back(page).locator("[data-study-outcome]").textContent()).toContain("不再安排复习");
          await goToNext(page, viaKey);
          expect(await frontWord(page)).not.toBe(word);
          if (js) expect(await activeId(page)).toBe("study-word");
        }
        expect(new Set(learned.map((entry) => entry.word)).size).toBe(5);
        expect(await page.locator("[data-study-progress]").textContent()).toContain("今日新词 5/20");
        // With JavaScript nothing above was a page load: answers went through a fetcher, the next card came with them.
        if (js) expect(documents).toBe(documentsBefore);

        for (const entry of learned) {
          const card = await cardOf(student, entry.id, bookId);
          expect(card.reps, `${entry.word} is rated once`).toBe(1);
          expect(card.retired).toBe(entry.answer === "太简单");
        }
        await page.close();
      });

      it("a second tab answering the same card is refused with a clear message; the card is rated once", async () => {
        const first = await context.newPage();
        const second = await context.newPage();
        await openStudyPage(first, at.learn, js);
        await openStudyPage(second, at.learn, js);
        const id = await wordId(first);
        expect(await wordId(second)).toBe(id);
        const before = await cardOf(student, id, bookId);
        await answerCard(first, "认识", js);

        const word = await frontWord(second);
        await front(second).getByRole("button", { name: "不认识", exact: true }).click();
        if (js) {
          // The back was already revealed; the refusal says why nothing was recorded, and 下一个 goes on.
          const refused = back(second).locator("[data-study-refused]");
          await expect.poll(() => refused.textContent()).toContain(ALREADY_ANSWERED);
          await goToNext(second);
          expect(await frontWord(second)).not.toBe(word);
        } else {
          await second.waitForURL((url) => url.search === "");
          await expect.poll(() => toastText(second)).toContain(ALREADY_ANSWERED);
          await expect.poll(() => front(second).isVisible()).toBe(true);
          expect(await frontWord(second)).not.toBe(word);
        }
        // Rated once, by the first tab (认识 keeps a learning card in its steps; 不认识 would have restarted them).
        const card = await cardOf(student, id, bookId);
        expect(card.reps).toBe(before.reps + 1);
        await first.close();
        await second.close();
      });

      it("reviews the words learnt today (learning steps), never the 太简单 one", async () => {
        const page = await context.newPage();
        await openStudyPage(page, at.review, js);
        const stateLabel = await front(page).locator("span").first().textContent();
        expect(stateLabel).toBe("学习中");
        const id = await wordId(page);
        const before = await cardOf(student, id, bookId);
        await answerCard(page, "认识", js, js);
        const after = await cardOf(student, id, bookId);
        expect(after.reps).toBe(before.reps + 1);
        await goToNext(page, js);
        expect(await page.locator("[data-study-progress]").textContent()).toMatch(/今日已复习 [1-9]/);
        await page.close();
      });

      if (js) {
        it("keys: space shows the senses on the front; keys typed into a field are left alone", async () => {
          const page = await context.newPage();
          await openStudyPage(page, at.learn, true);
          const peek = front(page).locator("details");
          expect(await peek.getAttribute("open")).toBeNull();
          await page.locator("body").click({ position: { x: 5, y: 300 } });
          await page.keyboard.press(" ");
          await expect.poll(() => peek.getAttribute("open")).not.toBeNull();
          expect(await peek.getByRole("heading", { name: "中文释义" }).isVisible()).toBe(true);
          await page.keyboard.press(" ");
          await expect.poll(() => peek.getAttribute("open")).toBeNull();
          if (tree === "desktop") {
            await page.locator('input[name="keyword"]').focus();
            await page.keyboard.press("1");
            await page.keyboard.press("ArrowLeft");
            expect(await front(page).isVisible()).toBe(true);
            expect(await page.locator('input[name="keyword"]').inputValue()).toBe("1");
            expect(await page.locator("[data-study-keys]").textContent()).toContain("1 或 ← 认识");
            expect(
              await front(page).getByRole("button", { name: "认识", exact: true }).getAttribute("aria-keyshortcuts"),
            ).toBe("1 ArrowLeft");
          }
          await page.close();
        });
      }
    });
  }
}

describe("states, refusals and gates", () => {
  it("today's quota used up: a friendly state with the way to reviews and the book, axe clean", async () => {
    const student = await registerStudent();
    await chooseBook(student);
    const saved = await student.api("PUT", "/api/Word/settings", { dailyNewWords: 0 });
    expect(saved.code, JSON.stringify(saved)).toBe(200);
    for (const tree of ["desktop", "mobile"] as const) {
      const context = await loggedInContext(tree, true, student);
      try {
        const page = await context.newPage();
        await page.goto(paths(tree).learn);
        const empty = page.locator('[data-study-empty="quotaReached"]');
        await expect.poll(() => empty.isVisible()).toBe(true);
        expect(await empty.getByRole("heading", { level: 2 }).textContent()).toBe("今天的新词学完了");
        expect(await empty.getByRole("link", { name: "去复习" }).getAttribute("href")).toBe(paths(tree).review);
        expect(await empty.getByRole("link", { name: "返回词书" }).getAttribute("href")).toBe(paths(tree).wordBook);
        await waitForHydration(page);
        await expectNoAxeViolations(page);
        expect(await expectNoAxeViolationsWithoutJs(context, paths(tree).learn)).toBe(200);
      } finally {
        await context.close();
      }
    }
  });

  it("an answer to a card that is not due (a blind retry without reps) is refused with the service's message", async () => {
    const student = await registerStudent();
    await chooseBook(student);
    const context = await loggedInContext("desktop", false, student);
    try {
      const page = await context.newPage();
      await openStudyPage(page, "/word/learning", false);
      const id = await wordId(page);
      const form = {
        wordId: String(id),
        bookId: await front(page).locator('input[name="bookId"]').inputValue(),
        answer: "know",
      };
      await answerCard(page, "认识", false);
      // The same post again without the version it was shown: the card's learning step is not due yet.
      const retry = await page.request.post("/word/learning", { form, maxRedirects: 0 });
      expect(retry.status()).toBe(302);
      expect(retry.headers().location).toBe("/word/learning");
      await page.goto("/word/learning");
      // The learning step is due in minutes: "今天 HH:MM", or the next study day's date when those minutes cross its
      // 04:00 Beijing rollover (a clean-clone run at 03:5x Beijing time failed on that).
      await expect
        .poll(() => toastText(page))
        .toMatch(/这个单词还没到复习时间（下次复习：(今天 \d\d:\d\d|\d{1,2}月\d{1,2}日)）/);
      expect((await cardOf(student, id, Number(form.bookId))).reps).toBe(1);
    } finally {
      await context.close();
    }
  });

  it("a visitor who is not logged in goes to the login page of the tree and comes back", async () => {
    const desktop = await newDesktopContext(browser, { baseURL, javaScriptEnabled: false });
    const mobile = await newMobileContext(browser, { baseURL, javaScriptEnabled: false });
    try {
      const page = await desktop.newPage();
      await page.goto("/word/reviewWords");
      expect(new URL(page.url()).pathname).toBe("/login/passLogin");
      expect(new URL(page.url()).searchParams.get("redirect")).toBe("/word/reviewWords");
      const phone = await mobile.newPage();
      await phone.goto("/mobile/word/learning");
      expect(new URL(phone.url()).pathname).toBe("/mobile/login");
      expect(new URL(phone.url()).searchParams.get("redirect")).toBe("/mobile/word/learning");
    } finally {
      await desktop.close();
      await mobile.close();
    }
  });
});
