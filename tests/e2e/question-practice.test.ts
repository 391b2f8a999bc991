// 练习 and the shelves (/question/list, /question/publicCourse, /question/tkzyCourse and the /mobile twins) in
// Chromium, desktop and mobile, JavaScript on and off (issue 14): a student chooses a subject in the chooser and
// practises ten questions without JavaScript (a form post per question, right/wrong, the right answer and the
// explanation shown, 第 n / N 题, the summary and 交卷); with JavaScript the keys pick an option, Enter submits and
// the page does not reload, and maths arrives as MathML; 背题 from a shelf's set shows the key with nothing to
// answer; 收藏 and a private 笔记 go through post/redirect/get with a toast; guests are sent to the login page and
// come back. axe on the chooser, a question (before and after answering) and a shelf.
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, newDesktopContext, newMobileContext, waitForHydration } from "../support/browser";
import { registerStudentThroughApi } from "../support/demo-login";
import { uniquePhone } from "../support/dev-inbox";
import { axeCurrentPage, expectOptionTargets, toastText, withToken } from "../support/e2e-helpers";

const baseURL = inject("e2eBaseUrl");
const PASSWORD = "Kaoyan#Practice2026";

let browser: Browser;
let token: string;

type Tree = "desktop" | "mobile";
const prefix = (tree: Tree) => (tree === "mobile" ? "/mobile" : "");

beforeAll(async () => {
  browser = await launchBrowser();
  token = await registerStudentThroughApi(baseURL, uniquePhone("134"), PASSWORD);
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

async function contextFor(tree: Tree, js: boolean, loggedIn = true): Promise<BrowserContext> {
  const context =
    tree === "mobile"
      ? await newMobileContext(browser, { baseURL, javaScriptEnabled: js })
      : await newDesktopContext(browser, { baseURL, javaScriptEnabled: js });
  return loggedIn ? withToken(context, token, baseURL) : context;
}
/** Clicks after bringing the control to the middle of the screen (a phone's tab bar covers the bottom). */
async function tap(locator: Locator) {
  await locator.evaluate((element) => element.scrollIntoView({ block: "center" }));
  await locator.click();
}
const newContextLike = (tree: Tree) => () =>
  tree === "mobile" ? newMobileContext(browser, { baseURL }) : newDesktopContext(browser, { baseURL });

async function centred(locator: Locator) {
  await locator.evaluate((element) => element.scrollIntoView({ block: "center" }));
  return locator;
}

/** Answers every open question of the page's form with its first option, "1" or a sentence, and submits. */
async function answerShownQuestion(page: Page, js: boolean) {
  const form = page.locator("form:has(input[name=intent][value=answer])");
  for (const type of ["radio", "checkbox"]) {
    const names = new Set<string>();
    for (const input of await form.locator(`input[type=${type}]:not(:disabled)`).all())
      names.add((await input.getAttribute("name")) ?? "");
    for (const name of names)
      await (await centred(form.locator(`input[type=${type}][name="${name}"]`).first())).check();
  }
  for (const input of await form.locator("input[type=text]:not(:disabled)").all()) await input.fill("1");
  for (const area of await form.locator("textarea:not(:disabled)").all()) await area.fill("这是我的作答。");
  await (await centred(form.getByRole("button", { name: "提交答案" }))).click();
  if (js) await form.waitFor({ state: "detached" });
}

/**
 * From the chooser of `subject`: ten questions, each answered and shown right or wrong with the right answer and the
 * explanation, 下一题 to the next, then the summary and 交卷 (the proof "practise ten questions").
 */
async function practiseTen(page: Page, tree: Tree, js: boolean, subject: string, audit: boolean) {
  expect((await page.goto(`${prefix(tree)}/question/list?subject=${subject}`))?.status()).toBe(200);
  if (js) {
    await waitForHydration(page);
    // Set once; a full page load anywhere below would lose it.
    await page.evaluate(() => ((window as unknown as { practiceMarker: number }).practiceMarker = 1));
  }
  // The chooser itself (the set's sizes and 开始练习), before axe looks at it.
  expect(await page.getByLabel("10 道").count()).toBe(1);
  expect(await page.getByRole("button", { name: "开始练习" }).count()).toBe(1);
  if (audit) await axeCurrentPage(page, js, newContextLike(tree));
  await (await centred(page.getByLabel("10 道"))).check();
  await (await centred(page.getByRole("button", { name: "开始练习" }))).click();
  for (let number = 1; number <= 10; number += 1) {
    await page.getByText(`第 ${number} / 10 题`).waitFor();
    expect(new URL(page.url()).searchParams.get("q")).toBe(String(number));
    if (audit && number === 1) await axeCurrentPage(page, js, newContextLike(tree));
    // Each option's whole row chooses it, 24 × 24 px at least (issue 23).
    if (audit) await expectOptionTargets(page, "form:has(input[name=intent][value=answer])");
    await answerShownQuestion(page, js);
    expect(new URL(page.url()).searchParams.get("q")).toBe(String(number));
    expect(await toastText(page)).toContain("已");
    const result = page.locator(".practice-result").first();
    await result.waitFor();
    expect(await result.textContent()).toContain("解析");
    if (audit && number === 1) await axeCurrentPage(page, js, newContextLike(tree));
    const selfMark = page.getByRole("button", { name: "保存自评" });
    if ((await selfMark.count()) > 0) {
      // A subjective answer: tick the first scoring point hit (自评).
      await (await centred(page.locator("input[name=rubricId]").first())).check();
      await (await centred(selfMark.first())).click();
      await page.getByText("已保存自评").first().waitFor();
    }
    await (await centred(page.getByRole("link", { name: number < 10 ? "下一题" : "完成练习" }))).click();
  }
  await page.getByRole("heading", { level: 1, name: /练习小结/ }).waitFor();
  await (await centred(page.getByRole("button", { name: "交卷并结束练习" }))).click();
  // Finished, or awaiting 自评 when a subjective question was answered.
  await page
    .getByText(/^(已完成|待自评)$/)
    .first()
    .waitFor();
  expect(await toastText(page)).toContain("已交卷");
  expect(await page.getByRole("link", { name: "去错题本" }).getAttribute("href")).toBe(
    `${prefix(tree)}/question/wrong`,
  );
  if (js)
    expect(
      await page.evaluate(() => (window as unknown as { practiceMarker?: number }).practiceMarker),
      "no full reload",
    ).toBe(1);
}

describe("练习", () => {
  it("a guest sees the chooser, and answering sends them to the login page and back", async () => {
    const context = await contextFor("desktop", false, false);
    try {
      const page = await context.newPage();
      expect((await page.goto("/question/list?subject=math1"))?.status()).toBe(200);
      await expect(page.getByText("登录后即可开始练习").first().isVisible()).resolves.toBe(true);
      await page.getByRole("button", { name: "开始练习" }).click();
      expect(new URL(page.url()).pathname).toBe("/login/passLogin");
      expect(new URL(page.url()).searchParams.get("redirect")).toMatch(/^\/question\/list/);
      // The spec's /question/list?id= is still a past paper.
      await page.goto("/question/list?id=4");
      expect(new URL(page.url()).pathname).toBe("/question/4");
      expect((await page.goto("/question/list?id=abc"))?.status()).toBe(404);
      await page.goto("/question/list?attempt=1&q=2");
      expect(new URL(page.url()).pathname).toBe("/login/passLogin");
      expect(new URL(page.url()).searchParams.get("redirect")).toBe("/question/list?attempt=1&q=2");
    } finally {
      await context.close();
    }
    const phone = await contextFor("mobile", false, false);
    try {
      const page = await phone.newPage();
      await page.goto("/mobile/question/list?attempt=1");
      expect(new URL(page.url()).pathname).toBe("/mobile/login");
      expect(new URL(page.url()).searchParams.get("redirect")).toBe("/mobile/question/list?attempt=1");
    } finally {
      await phone.close();
    }
  });

  it("desktop without JavaScript: practise ten questions, each marked with the right answer and the explanation, then 交卷", async () => {
    const context = await contextFor("desktop", false);
    try {
      await practiseTen(await context.newPage(), "desktop", false, "politics", true);
    } finally {
      await context.close();
    }
  });

  it("mobile with JavaScript: practise ten questions without a reload", async () => {
    const context = await contextFor("mobile", true);
    try {
      await practiseTen(await context.newPage(), "mobile", true, "english2", false);
    } finally {
      await context.close();
    }
  });

  it("mobile with JavaScript: keys pick an option, Enter submits without a reload; maths is MathML; 收藏 and 笔记", async () => {
    const context = await contextFor("mobile", true);
    try {
      const page = await context.newPage();
      await page.goto("/mobile/question/list?subject=math1");
      await waitForHydration(page);
      await tap(page.getByRole("button", { name: "开始练习" }));
      await page.waitForURL(/attempt=\d+/);
      // The question, not the chooser still shown while the navigation finishes (its radios would match below).
      await page
        .getByText(/第 1 \/ \d+ 题/)
        .first()
        .waitFor();
      await page.evaluate(() => ((window as unknown as { practiceMarker: number }).practiceMarker = 1));
      // Find a single-choice question (numbers 1…10).
      for (let tries = 0; tries < 10; tries += 1) {
        if (
          (await page.locator("form:has(input[name=intent][value=answer]) input[type=radio]:not(:disabled)").count()) >
          0
        )
          break;
        await tap(page.getByRole("link", { name: "下一题" }));
        await page.waitForURL(new RegExp(`q=${tries + 2}`));
      }
      expect(await page.locator("math").count(), "MathML on a maths question").toBeGreaterThan(0);
      await axeCurrentPage(page, true, newContextLike("mobile"));
      expect(await expectOptionTargets(page, "form:has(input[name=intent][value=answer])")).toBeGreaterThanOrEqual(4);
      await page.locator("h1").click();
      await page.keyboard.press("2");
      await expect(page.locator("form input[type=radio]:not(:disabled)").nth(1).isChecked()).resolves.toBe(true);
      await expect(page.locator("[aria-live=polite]").filter({ hasText: "已选择 B" }).count()).resolves.toBe(1);
      await page.keyboard.press("Enter");
      await page.locator(".practice-result").first().waitFor();
      expect(await page.locator(".practice-result").first().textContent()).toMatch(/正确答案：[A-D]/);
      // Focus goes to the outcome, not lost with the form.
      await page.waitForFunction(() => document.activeElement?.classList.contains("practice-result") ?? false);
      expect(await page.evaluate(() => (window as unknown as { practiceMarker?: number }).practiceMarker)).toBe(1);
      await axeCurrentPage(page, true, newContextLike("mobile"));

      await tap(page.getByRole("button", { name: "收藏" }));
      await page.getByRole("button", { name: "已收藏" }).waitFor();
      expect(await toastText(page)).toContain("已收藏");
      await page.getByLabel("我的笔记（仅自己可见）").fill("求导时先看定义域。");
      await tap(page.getByRole("button", { name: "保存笔记" }));
      await page.getByRole("button", { name: "删除笔记" }).waitFor();
      expect(await toastText(page)).toContain("笔记已保存");
      await page.reload();
      await expect(page.getByLabel("我的笔记（仅自己可见）").inputValue()).resolves.toBe("求导时先看定义域。");
    } finally {
      await context.close();
    }
  });

  it("mobile without JavaScript: nothing to practise is said clearly; an empty note is refused; a note and 收藏 through post/redirect/get", async () => {
    const context = await contextFor("mobile", false);
    try {
      const page = await context.newPage();
      // 只做错题 before any 408 question was answered: the clear message, and the chooser keeps the choice.
      await page.goto("/mobile/question/list?subject=cs408&scope=wrong");
      await tap(page.getByRole("button", { name: "开始练习" }));
      expect(await toastText(page)).toContain("错题本里还没有这个科目的错题");
      expect(new URL(page.url()).searchParams.get("scope")).toBe("wrong");
      await expect(page.getByLabel("只做错题").isChecked()).resolves.toBe(true);
      await page.goto("/mobile/question/list?subject=english1");
      const memorise = page.getByLabel("背题（直接看答案和解析）").first();
      await memorise.evaluate((element) => element.scrollIntoView({ block: "center" }));
      await memorise.check();
      await tap(page.getByRole("button", { name: "开始练习" }).last());
      expect(new URL(page.url()).searchParams.get("view")).toBe("memorise");
      await tap(page.getByRole("button", { name: "保存笔记" }));
      expect(await toastText(page)).toContain("笔记内容不能为空");
      await page.getByLabel("我的笔记（仅自己可见）").fill("Reading: 先读题干。");
      await tap(page.getByRole("button", { name: "保存笔记" }));
      expect(await toastText(page)).toContain("笔记已保存");
      await tap(page.getByRole("button", { name: "收藏" }));
      expect(await toastText(page)).toContain("已收藏");
      await tap(page.getByRole("button", { name: "已收藏" }));
      expect(await toastText(page)).toContain("已取消收藏");
    } finally {
      await context.close();
    }
  });
});

describe("the shelves and 背题", () => {
  it("desktop with JavaScript: a shelf lists its banks' sets; 背题 from a set shows the key with nothing to answer", async () => {
    const context = await contextFor("desktop", true);
    try {
      const page = await context.newPage();
      await page.goto("/question");
      await page.getByRole("navigation", { name: "题库" }).getByRole("link", { name: "公共课题库" }).click();
      await page.waitForURL(/publicCourse/);
      await page.getByRole("heading", { name: "考研数学（一）题库" }).waitFor();
      await axeCurrentPage(page, true, newContextLike("desktop"));
      const practise = page.getByRole("link", { name: /^开始练习：/ }).first();
      const exam = await page
        .getByRole("link", { name: /^模拟考试：/ })
        .first()
        .getAttribute("href");
      const pdf = await page
        .getByRole("link", { name: /^PDF：/ })
        .first()
        .getAttribute("href");
      expect(exam).toMatch(/^\/question\/exam\?setId=\d+$/);
      expect(pdf).toMatch(/^\/question\/examPdf\?id=\d+$/);
      await practise.click();
      await page.waitForURL(/setId=\d+/);
      await page.getByLabel("背题（直接看答案和解析）").first().check();
      await page.getByRole("button", { name: "开始练习" }).first().click();
      await page.waitForURL(/view=memorise/);
      await page
        .getByText(/第 1 \/ \d+ 题/)
        .first()
        .waitFor();
      expect(await page.getByRole("button", { name: "提交答案" }).count()).toBe(0);
      expect(await page.locator(".practice-result").first().textContent()).toContain("解析");
      await page.getByRole("link", { name: "下一题" }).click();
      await page.waitForURL(/q=2/);
      expect(await page.locator(".practice-result").count()).toBeGreaterThan(0);
      await axeCurrentPage(page, true, newContextLike("desktop"));
    } finally {
      await context.close();
    }
  });

  it("mobile without JavaScript: the 统考专业课 shelf and its links", async () => {
    const context = await contextFor("mobile", false, false);
    try {
      const page = await context.newPage();
      expect((await page.goto("/mobile/question/tkzyCourse"))?.status()).toBe(200);
      await expect(page.getByRole("heading", { name: "408 计算机学科专业基础题库" }).isVisible()).resolves.toBe(true);
      expect(
        await page
          .getByRole("link", { name: /^开始练习：/ })
          .first()
          .getAttribute("href"),
      ).toMatch(/^\/mobile\/question\/list\?setId=\d+$/);
      // axe on this page as first loaded: the audit's (tests/budgets/routes.ts); here only the states a journey reaches.
    } finally {
      await context.close();
    }
  });
});

describe("课后练习 after a section's video", () => {
  it("the course player offers the section's practice (both trees, JavaScript off), which starts on the practice page", async () => {
    const response = await fetch(`${baseURL}/api/Course/page-query?rows=100`);
    const courses = ((await response.json()) as { result: { items: Array<{ id: number; title: string }> } }).result
      .items;
    type Practice = { id: number; sectionId: number; title: string };
    let found: { courseId: number; practice: Practice } | undefined;
    for (const { id } of courses) {
      const practices = (await (await fetch(`${baseURL}/api/Course/practices?id=${id}`)).json()) as {
        result: Practice[];
      };
      if (practices.result[0]) {
        found = { courseId: id, practice: practices.result[0] };
        break;
      }
    }
    if (!found) throw new Error("no course has a 课后练习");
    const { courseId, practice } = found;
    const catalog = (await (await fetch(`${baseURL}/api/Course/catalogs?id=${courseId}`)).json()) as {
      result: { chapters: Array<{ sections: Array<{ id: number; items: Array<{ id: number }> }> }> };
    };
    const video = catalog.result.chapters
      .flatMap((chapter) => chapter.sections)
      .find((section) => section.id === practice.sectionId)?.items[0];
    expect(video).toBeDefined();
    for (const tree of ["desktop", "mobile"] as const) {
      const context = await contextFor(tree, false);
      try {
        const page = await context.newPage();
        expect((await page.goto(`${prefix(tree)}/course/player?id=${courseId}&videoId=${video!.id}`))?.status()).toBe(
          200,
        );
        const link = page.getByRole("link", { name: /^课后练习：/ });
        expect(await link.getAttribute("href")).toBe(`${prefix(tree)}/question/list?setId=${practice.id}`);
        await link.click();
        await page.getByRole("button", { name: "开始练习" }).first().waitFor();
        expect(await page.locator("main").textContent()).toContain(practice.title);
      } finally {
        await context.close();
      }
    }
  });
});
