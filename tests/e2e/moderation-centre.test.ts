// The moderation centre (docs/decisions/0031) in Chromium against the production build, with the square's 帖子 source
// (sq-posts): a freshly registered student of 演示大学 submits posts through /api/Square; 演示大学's organisation
// account decides on them. Desktop with JavaScript off: the post in 帖子 with its flagged words marked, 不通过 refused
// without a reason and with an overlong one (the reason kept), then declined — the author sees 未通过 and the reason;
// another post 通过 → on /square/experience; 隐藏 it by number → gone from there; the log; 北京大学's organisation
// account refused (403) on the API and the page; a student gets the 403 page; axe in every theme. Desktop with
// JavaScript on, a post that goes through the write page: a second student fills /square/write (the browser's check
// refuses 发布 without a tag, nothing sent), 发布 → the toast and 审核中（1） in 我的文章, not public yet; the
// organisation account's centre hydrated: 不通过 without a reason and with one too long answered by the browser (no
// POST), then declined with one — the toast, the item gone and the 帖子 tab's count down by it (compared with what is
// listed, as other files publish meanwhile); the written post 通过 likewise; 审核记录 (its tab link) shows both; the
// post is then on /square/experience and its experPlay page, the declined one still 404. Mobile with JavaScript on:
// 我的 links 内容审核 with its count, the browser's check of a reason, 通过, and the school's words added, refused as a
// duplicate and removed.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { THEME_COOKIE, themeNames } from "~/modules/shell/themes";
import { launchBrowser, newDesktopContext, newMobileContext, waitForHydration } from "../support/browser";
import { enrolConsoleThroughApi, loginOrgThroughApi, registerStudentThroughApi } from "../support/demo-login";
import { uniquePhone } from "../support/dev-inbox";
import { apiResult, axeCurrentPage, axeShownDocument, toastText, withToken } from "../support/e2e-helpers";

const baseURL = inject("e2eBaseUrl");
let browser: Browser;
let studentToken: string;
let orgToken: string;
let pkuOrgToken: string;

interface Published {
  id: number;
  state: string;
  flaggedWords: string[];
}

const tag = Date.now().toString(36);

async function publish(title: string, body: string): Promise<Published> {
  return apiResult<Published>(baseURL, "/api/Square/posts/publish", {
    method: "POST",
    token: studentToken,
    // 复试: a category no other e2e file counts (the run's server is shared; experience-pages counts 数学).
    body: { title, category: "retest", body, tags: ["复试"] },
  });
}

const myArticles = (state: string) =>
  apiResult<{ items: Array<{ id: number; title: string; stateName: string; reviewReason: string }> }>(
    baseURL,
    `/api/Square/my-articles?state=${state}&rows=50`,
    {
      token: studentToken,
    },
  );

beforeAll(async () => {
  browser = await launchBrowser();
  studentToken = await registerStudentThroughApi(baseURL, uniquePhone("135"), "Kaoyan#Mod2026");
  // The centre is in the console (issue 25): both organisation accounts bind an authenticator and pass the factor.
  orgToken = await loginOrgThroughApi(baseURL);
  await enrolConsoleThroughApi(baseURL, orgToken);
  pkuOrgToken = await loginOrgThroughApi(baseURL, "北京大学", "YT-PKU-2026");
  await enrolConsoleThroughApi(baseURL, pkuOrgToken);
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

const itemOf = (page: Page, title: string) => page.getByRole("article", { name: title });

describe("desktop, JavaScript off", () => {
  let context: BrowserContext;
  let page: Page;
  let declined: Published;
  let approved: Published;
  const declinedTitle = `找代考的帖子 ${tag}`;
  const approvedTitle = `复试准备心得 ${tag}`;

  beforeAll(async () => {
    declined = await publish(declinedTitle, "有没有人能代考？也可以介绍枪-手。");
    approved = await publish(approvedTitle, "先把教材例题做熟，再刷真题。");
    expect(declined.flaggedWords).toEqual(["代考", "枪手"]);
    context = await withToken(
      await newDesktopContext(browser, { baseURL, javaScriptEnabled: false }),
      orgToken,
      baseURL,
    );
    page = await context.newPage();
  }, 60_000);
  afterAll(async () => {
    await context?.close();
  });

  it("lists the school's pending posts with their flagged words marked, and is axe-clean in every theme", async () => {
    await page.goto("/");
    // The avatar menu links the centre, with the count in its name.
    const menuLink = page.locator("header .menu-list a", { hasText: "内容审核" });
    expect(await menuLink.getAttribute("href")).toBe("/console/moderation");
    expect(await menuLink.getAttribute("aria-label")).toMatch(/^内容审核，\d+ 条待审核$/);

    await page.goto("/console/moderation");
    expect(
      await page.getByRole("navigation", { name: "审核分类" }).locator('[aria-current="page"]').textContent(),
    ).toMatch(/^帖子（\d+）$/);
    const item = itemOf(page, declinedTitle);
    expect(await item.locator("h3 mark").allTextContents()).toEqual(["代考"]);
    expect(await item.locator(".moderation-item-excerpt mark").allTextContents()).toEqual(["代考", "枪-手"]);
    expect(await item.locator(".moderation-flags").textContent()).toBe("敏感词：代考、枪手");
    expect(await item.locator("time").textContent()).toMatch(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/);
    expect(await item.getByRole("button").allTextContents()).toEqual(["通过", "不通过"]);
    expect(await itemOf(page, approvedTitle).locator(".moderation-flags").textContent()).toBe("未发现敏感词");
    // 查看原文: the waiting text has no public page yet, so it is read in place.
    await item.getByRole("link", { name: "查看原文" }).click();
    expect(new URL(page.url()).searchParams.get("read")).toBe(String(declined.id));
    const reading = page.getByRole("region", { name: `全文：${declinedTitle}` });
    expect(await reading.locator(".moderation-fulltext").textContent()).toContain("有没有人能代考？也可以介绍枪-手。");
    expect(await reading.locator("h3 mark").allTextContents()).toEqual(["代考"]);
    for (const theme of themeNames) {
      await context.addCookies([{ name: THEME_COOKIE, value: theme, url: baseURL }]);
      await axeCurrentPage(page, false, () => newDesktopContext(browser, { baseURL }));
    }
    await context.addCookies([{ name: THEME_COOKIE, value: "default", url: baseURL }]);
  });

  it("refuses 不通过 without a reason and with one too long, keeping it; then declines, and the author sees 未通过 and why", async () => {
    await page.goto("/console/moderation");
    let item = itemOf(page, declinedTitle);
    await item.getByRole("button", { name: "不通过" }).click();
    item = itemOf(page, declinedTitle);
    expect(await item.getByText("请填写原因（作者会看到）").count()).toBe(1);
    expect(await item.getByLabel("原因").getAttribute("aria-invalid")).toBe("true");
    // The refused form is the POST's answer: axe on that document, not on a fresh GET of the queue.
    await axeShownDocument(page, () => newDesktopContext(browser, { baseURL }));

    const tooLong = "理由".repeat(101);
    await item.getByLabel("原因").fill(tooLong);
    await item.getByRole("button", { name: "不通过" }).click();
    item = itemOf(page, declinedTitle);
    expect(await item.getByText("原因最多 200 个字").count()).toBe(1);
    expect(await item.getByLabel("原因").inputValue()).toBe(tooLong);

    await item.getByLabel("原因").fill("涉及代考，违反考试纪律");
    await item.getByRole("button", { name: "不通过" }).click();
    await expect.poll(() => toastText(page)).toBe("已不通过");
    expect(await itemOf(page, declinedTitle).count()).toBe(0);

    const mine = (await myArticles("declined")).items.find((post) => post.id === declined.id);
    expect(mine).toMatchObject({ stateName: "未通过", reviewReason: "涉及代考，违反考试纪律" });
    // And on 我的文章 (the author's own page, without JavaScript).
    const author = await withToken(
      await newDesktopContext(browser, { baseURL, javaScriptEnabled: false }),
      studentToken,
      baseURL,
    );
    try {
      const authorPage = await author.newPage();
      await authorPage.goto("/user/article?tab=declined");
      const main = (await authorPage.locator("main").textContent()) ?? "";
      expect(main).toContain(declinedTitle);
      expect(main).toContain("未通过审核，原因：涉及代考，违反考试纪律");
    } finally {
      await author.close();
    }
  });

  it("approves a post, which then shows on /square/experience; hides it by number, and it is gone", async () => {
    await page.goto("/console/moderation");
    await itemOf(page, approvedTitle).getByRole("button", { name: "通过", exact: true }).click();
    await expect.poll(() => toastText(page)).toBe("已通过");
    await page.goto("/square/experience");
    expect(await page.locator("main").getByText(approvedTitle).count()).toBeGreaterThan(0);

    await page.goto("/console/moderation");
    const manual = page.getByRole("region", { name: "隐藏或恢复已发布的帖子" });
    await manual.getByLabel("编号").fill(String(approved.id));
    await manual.getByRole("button", { name: "隐藏" }).click();
    // 隐藏 needs a reason too: refused, the number kept.
    const refused = page.getByRole("region", { name: "隐藏或恢复已发布的帖子" });
    expect(await refused.getByText("请填写原因（作者会看到）").count()).toBe(1);
    expect(await refused.getByLabel("编号").inputValue()).toBe(String(approved.id));
    await refused.getByLabel("原因").fill("与考研无关的广告");
    await refused.getByRole("button", { name: "隐藏" }).click();
    await expect.poll(() => toastText(page)).toBe("已隐藏");
    await page.goto("/square/experience");
    expect(await page.locator("main").getByText(approvedTitle).count()).toBe(0);
    // The author finds it under 未通过 (hidden posts are there) with the reason.
    expect((await myArticles("declined")).items.find((post) => post.id === approved.id)).toMatchObject({
      reviewReason: "与考研无关的广告",
    });

    // Hiding it again: already hidden → 404's message at the top, with the reason that was typed.
    await page.goto("/console/moderation");
    const again = page.getByRole("region", { name: "隐藏或恢复已发布的帖子" });
    await again.getByLabel("编号").fill(String(approved.id));
    await again.getByLabel("原因").fill("再次隐藏");
    const response = page.waitForResponse((answer) => answer.request().method() === "POST");
    await again.getByRole("button", { name: "隐藏" }).click();
    expect((await response).status()).toBe(404);
    expect(
      await page.getByRole("region", { name: "隐藏或恢复已发布的帖子" }).getByText("审核内容不存在或已处理").count(),
    ).toBe(1);
  });

  it("logs every decision with its moderator, action and reason", async () => {
    await page.goto("/console/moderation?tab=log");
    const rows = page.locator("table.moderation-log tbody tr");
    const texts = await rows.allTextContents();
    expect(
      texts.some(
        (row) =>
          row.includes(`帖子 #${declined.id}`) &&
          row.includes("不通过") &&
          row.includes("涉及代考，违反考试纪律") &&
          row.includes("演示大学"),
      ),
    ).toBe(true);
    expect(texts.some((row) => row.includes(`帖子 #${approved.id}`) && row.includes("通过"))).toBe(true);
    expect(
      texts.some(
        (row) => row.includes(`帖子 #${approved.id}`) && row.includes("隐藏") && row.includes("与考研无关的广告"),
      ),
    ).toBe(true);
    for (const theme of themeNames) {
      await context.addCookies([{ name: THEME_COOKIE, value: theme, url: baseURL }]);
      await axeCurrentPage(page, false, () => newDesktopContext(browser, { baseURL }));
    }
    await context.addCookies([{ name: THEME_COOKIE, value: "default", url: baseURL }]);
  });

  it("refuses 北京大学's organisation account (404 as for a missing post, API and page) and a student (the 403 page)", async () => {
    const other = await publish(`另一所学校不能审的帖子 ${tag}`, "正文");
    const api = await fetch(`${baseURL}/api/Moderation/decisions`, {
      method: "POST",
      headers: { authorization: `Bearer ${pkuOrgToken}`, "content-type": "application/json" },
      body: JSON.stringify({ kind: "post", id: other.id, action: "approve" }),
    });
    expect(api.status).toBe(404);
    expect((await api.json()).msg).toBe("审核内容不存在或已处理");
    const pkuQueue = await apiResult<{ items: Array<{ id: number }> }>(baseURL, "/api/Moderation/queue/post?rows=100", {
      token: pkuOrgToken,
    });
    expect(pkuQueue.items.some((item) => item.id === other.id)).toBe(false);

    const pku = await withToken(
      await newDesktopContext(browser, { baseURL, javaScriptEnabled: false }),
      pkuOrgToken,
      baseURL,
    );
    try {
      const pkuPage = await pku.newPage();
      await pkuPage.goto("/console/moderation");
      expect(await pkuPage.locator("main").getByText(`另一所学校不能审的帖子 ${tag}`).count()).toBe(0);
      // The form's fields posted by hand, as a crafted request would.
      const status = await pkuPage.evaluate(async (id) => {
        const body = new URLSearchParams({
          intent: "decide",
          kind: "post",
          id: String(id),
          action: "approve",
          reason: "",
        });
        return (await fetch("/console/moderation", { method: "POST", body })).status;
      }, other.id);
      expect(status).toBe(404);
    } finally {
      await pku.close();
    }
    expect(
      (
        await apiResult<{ items: Array<{ id: number }> }>(baseURL, "/api/Moderation/queue/post?rows=100", {
          token: orgToken,
        })
      ).items.some((item) => item.id === other.id),
    ).toBe(true);

    const student = await withToken(
      await newDesktopContext(browser, { baseURL, javaScriptEnabled: false }),
      studentToken,
      baseURL,
    );
    try {
      const studentPage = await student.newPage();
      const answer = await studentPage.goto("/console/moderation");
      expect(answer?.status()).toBe(403);
      expect(await studentPage.locator("main").textContent()).toContain("此页面仅限运营人员和学校管理员使用");
      await studentPage.goto("/");
      expect(await studentPage.locator("header .menu-list a", { hasText: "内容审核" }).count()).toBe(0);
    } finally {
      await student.close();
    }
    const guest = await newDesktopContext(browser, { baseURL, javaScriptEnabled: false });
    try {
      const guestPage = await guest.newPage();
      await guestPage.goto("/console/moderation");
      expect(new URL(guestPage.url()).pathname).toBe("/login/passLogin");
    } finally {
      await guest.close();
    }
  });
});

describe("desktop, JavaScript on: a post written on /square/write, then decided in the centre", () => {
  let writerToken: string;
  let writer: BrowserContext;
  let writerPage: Page;
  let context: BrowserContext;
  let page: Page;
  let declined: Published;
  let writtenId: number;
  const writtenTitle = `复试英语口语准备 ${tag}`;
  const declinedTitle = `找人替考复试 ${tag}`;
  /** The page's own POSTs (not the visit-log beacon's, which also posts). */
  const posts: string[] = [];

  beforeAll(async () => {
    // A student of its own, so its 我的文章 counts are its own (the file's student has published several posts).
    writerToken = await registerStudentThroughApi(baseURL, uniquePhone("137"), "Kaoyan#Write2026");
    writer = await withToken(await newDesktopContext(browser, { baseURL }), writerToken, baseURL);
    writerPage = await writer.newPage();
    declined = await publish(declinedTitle, "可以替考复试笔试，联系我。");
    expect(declined.flaggedWords).toEqual(["替考"]);
    context = await withToken(await newDesktopContext(browser, { baseURL }), orgToken, baseURL);
    page = await context.newPage();
    page.on("request", (request) => {
      if (request.method() === "POST" && new URL(request.url()).pathname.startsWith("/console/moderation"))
        posts.push(request.url());
    });
  }, 60_000);
  afterAll(async () => {
    await writer?.close();
    await context?.close();
  });

  /**
   * One render of the 帖子 tab: its count and the posts it lists (one page: the run's queue stays far below 20). The
   * count is compared with what is listed, not with a number: another file may publish or have posts decided meanwhile.
   */
  async function postQueue() {
    const tab =
      (await page
        .getByRole("navigation", { name: "审核分类" })
        .getByRole("link", { name: /^帖子（\d+）$/ })
        .textContent()) ?? "";
    const count = Number(/（(\d+)）/.exec(tab)?.[1]);
    const ids = (
      await page
        .locator("article.moderation-item")
        .evaluateAll((items) => items.map((item) => item.getAttribute("aria-labelledby")))
    ).map((label) => Number(/^moderation-post-(\d+)-title$/.exec(label ?? "")?.[1]));
    expect(ids.length, "the queue fits on one page").toBe(count);
    return { count, ids };
  }
  /** The tab's count went down by the post decided here (give or take what others published or decided meanwhile). */
  function expectDecided(
    before: { count: number; ids: number[] },
    after: { count: number; ids: number[] },
    id: number,
  ) {
    expect(before.ids).toContain(id);
    expect(after.ids).not.toContain(id);
    const gone = before.ids.filter((other) => !after.ids.includes(other)).length;
    const arrived = after.ids.filter((other) => !before.ids.includes(other)).length;
    expect(after.count).toBe(before.count - gone + arrived);
  }

  it("a student writes a post on /square/write (the browser checks it first), presses 发布, and finds it 审核中 in 我的文章", async () => {
    let submitted = 0;
    writerPage.on("request", (request) => {
      // The form's own submissions (/square/write.data with JavaScript), not the visit-log beacon's.
      if (request.method() === "POST" && new URL(request.url()).pathname.startsWith("/square/write")) submitted += 1;
    });
    await writerPage.goto("/square/write");
    await waitForHydration(writerPage);
    await writerPage.locator("#post-title").fill(writtenTitle);
    await writerPage.locator("#post-category").selectOption("retest");
    await writerPage.locator("#post-body").fill("## 口语\n\n- 自我介绍背熟\n- 准备常见问题\n\n> 多练多说");
    // No tag yet: the schema in the browser refuses 发布 and nothing is sent.
    await writerPage.getByRole("button", { name: "发布" }).click();
    await expect.poll(() => writerPage.locator("main").getByText("请至少填写一个标签").count()).toBe(1);
    expect(await writerPage.locator("#post-tag1").getAttribute("aria-invalid")).toBe("true");
    expect(submitted).toBe(0);

    await writerPage.locator("#post-tag1").fill("复试");
    await writerPage.getByRole("button", { name: "发布" }).click();
    await writerPage.waitForURL((url) => url.pathname === "/user/article" && url.searchParams.get("tab") === "pending");
    await expect.poll(() => toastText(writerPage)).toBe("已提交审核，通过后将公开发布");
    expect(submitted).toBe(1);
    expect(
      await writerPage.getByRole("navigation", { name: "文章状态" }).locator('[aria-current="page"]').textContent(),
    ).toBe("审核中（1）");
    expect(await writerPage.locator("main .centre-item").first().textContent()).toContain(writtenTitle);
    const pending = await apiResult<{ items: Array<{ id: number; title: string; stateName: string }> }>(
      baseURL,
      "/api/Square/my-articles?state=pending",
      {
        token: writerToken,
      },
    );
    expect(pending.items).toEqual([expect.objectContaining({ title: writtenTitle, stateName: "审核中" })]);
    writtenId = pending.items[0]!.id;
    // Not public yet.
    expect((await writer.request.get(`/square/experPlay?id=${writtenId}`)).status()).toBe(404);
  });

  it("the organisation account declines a post after the browser's check of the reason, approves the written one, and logs both", async () => {
    await page.goto("/console/moderation");
    await waitForHydration(page);
    const first = await postQueue();
    let item = itemOf(page, declinedTitle);
    // 不通过 without a reason, then with one too long: the browser's check answers, nothing is posted.
    await item.getByRole("button", { name: "不通过" }).click();
    await expect.poll(() => item.getByText("请填写原因（作者会看到）").count()).toBe(1);
    expect(await item.getByLabel("原因").getAttribute("aria-invalid")).toBe("true");
    await item.getByLabel("原因").fill("理由".repeat(101));
    await item.getByRole("button", { name: "不通过" }).click();
    await expect.poll(() => item.getByText("原因最多 200 个字").count()).toBe(1);
    expect(posts).toEqual([]);
    await axeCurrentPage(page, true, () => newDesktopContext(browser, { baseURL }));

    await item.getByLabel("原因").fill("替考违反考试纪律");
    await item.getByRole("button", { name: "不通过" }).click();
    await expect.poll(() => toastText(page)).toBe("已不通过");
    expect(posts).toHaveLength(1);
    await expect.poll(() => itemOf(page, declinedTitle).count()).toBe(0);
    const second = await postQueue();
    expectDecided(first, second, declined.id);
    expect(new URL(page.url()).pathname).toBe("/console/moderation");

    item = itemOf(page, writtenTitle);
    expect(await item.locator(".moderation-flags").textContent()).toBe("未发现敏感词");
    await item.getByRole("button", { name: "通过", exact: true }).click();
    await expect.poll(() => toastText(page)).toBe("已通过");
    await expect.poll(() => itemOf(page, writtenTitle).count()).toBe(0);
    expectDecided(second, await postQueue(), writtenId);

    // 审核记录, reached through its tab link (a client-side navigation).
    await page.getByRole("navigation", { name: "审核分类" }).getByRole("link", { name: "审核记录" }).click();
    await page.waitForURL((url) => url.pathname === "/console/moderation" && url.searchParams.get("tab") === "log");
    await expect.poll(() => page.locator("table.moderation-log tbody tr").count()).toBeGreaterThan(0);
    const rows = await page.locator("table.moderation-log tbody tr").allTextContents();
    expect(
      rows.some(
        (row) =>
          row.includes(`帖子 #${declined.id}`) &&
          row.includes("不通过") &&
          row.includes("替考违反考试纪律") &&
          row.includes("演示大学"),
      ),
    ).toBe(true);
    expect(
      rows.some((row) => row.includes(`帖子 #${writtenId}`) && row.includes("通过") && !row.includes("不通过")),
    ).toBe(true);
    await axeCurrentPage(page, true, () => newDesktopContext(browser, { baseURL }));

    // The written post is public now: in 考研经验's list and on its own page, with the text as written.
    await page.goto("/square/experience");
    expect(await page.locator("main").getByText(writtenTitle).count()).toBeGreaterThan(0);
    await page.goto(`/square/experPlay?id=${writtenId}`);
    expect(await page.locator("main h1").textContent()).toBe(writtenTitle);
    const body = page.locator("main .post-body");
    expect(await body.locator("h3").textContent()).toBe("口语");
    expect(await body.locator("li").allTextContents()).toEqual(["自我介绍背熟", "准备常见问题"]);
    // And the declined one is not.
    expect((await context.request.get(`/square/experPlay?id=${declined.id}`)).status()).toBe(404);
  });
});

describe("a phone, JavaScript on", () => {
  let context: BrowserContext;
  let page: Page;
  const title = `移动端审核 ${tag}`;

  beforeAll(async () => {
    await publish(title, "英语作文模板整理");
    context = await withToken(await newMobileContext(browser, { baseURL }), orgToken, baseURL);
    page = await context.newPage();
  }, 60_000);
  afterAll(async () => {
    await context?.close();
  });

  it("goes from 我的 to 内容审核 (the mobile note, then the console), checks a reason in the browser, and approves", async () => {
    await page.goto("/mobile/user");
    await waitForHydration(page);
    await page.getByRole("link", { name: /^内容审核，\d+ 条待审核$/ }).click();
    await page.waitForURL("**/mobile/console");
    await page.getByRole("link", { name: "在本机打开控制台" }).click();
    await page.waitForURL((url) => url.pathname === "/console");
    await page.getByRole("navigation", { name: "控制台菜单" }).getByRole("link", { name: "内容审核" }).click();
    await page.waitForURL("**/console/moderation");
    await waitForHydration(page);
    const item = itemOf(page, title);
    let posted = false;
    page.on("request", (request) => {
      // The page's own action (not the visit-log beacon, which also posts).
      if (request.method() === "POST" && new URL(request.url()).pathname.startsWith("/console/moderation"))
        posted = true;
    });
    await item.getByRole("button", { name: "不通过" }).click();
    expect(await item.getByText("请填写原因（作者会看到）").count()).toBe(1);
    expect(posted).toBe(false);
    await axeCurrentPage(page, true, () => newMobileContext(browser, { baseURL }));
    await item.getByRole("button", { name: "通过", exact: true }).click();
    await expect.poll(() => toastText(page)).toBe("已通过");
    expect(await itemOf(page, title).count()).toBe(0);
  });

  it("adds the school's own word, refuses it twice, and removes it", async () => {
    const word = `押题${tag.slice(-4)}`;
    // The earlier mobile address leads to the console's page, the query kept.
    await page.goto("/mobile/user/moderation?tab=words");
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe("/console/moderation?tab=words");
    await waitForHydration(page);
    expect(await page.getByRole("region", { name: "全站敏感词" }).locator("li").allTextContents()).toContain("代考");
    expect(await page.getByRole("region", { name: "本校敏感词" }).locator("li span").allTextContents()).toEqual(
      expect.arrayContaining(["考前泄密", "助考群"]),
    );
    const input = page.getByLabel("新的敏感词");
    await input.fill("长".repeat(21));
    await page.getByRole("button", { name: "添加" }).click();
    expect(await page.getByText("敏感词最多 20 个字").count()).toBe(1);
    await input.fill(word);
    await page.getByRole("button", { name: "添加" }).click();
    await expect.poll(() => toastText(page)).toBe(`已添加敏感词「${word}」`);
    await page.getByLabel("新的敏感词").fill(word);
    await page.getByRole("button", { name: "添加" }).click();
    await expect.poll(() => page.getByText("这个词已在词库中").count()).toBe(1);
    expect(await page.getByLabel("新的敏感词").inputValue()).toBe(word);
    await axeCurrentPage(page, true, () => newMobileContext(browser, { baseURL }));
    await page.getByRole("button", { name: `删除敏感词「${word}」` }).click();
    await expect.poll(() => toastText(page)).toBe(`已删除敏感词「${word}」`);
    expect(await page.getByRole("region", { name: "本校敏感词" }).locator("li span").allTextContents()).not.toContain(
      word,
    );
  });
});
