// Comments, likes and reports under an experience (docs/decisions/0032) in Chromium against the production build, as
// freshly registered students: desktop with JavaScript off — an empty comment refused with the text kept (400), a
// comment 审核中 for its author, a reply through the 回复 link, 点赞 / 取消点赞 on an approved (seeded) comment, 删除
// through the confirmation, 举报 of a comment (twice → already reported) and of the post (其他 needs words); a guest
// is asked to log in. The same flows with JavaScript on (mobile and desktop) and off on /mobile/news/player. axe on
// each state.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, newDesktopContext, newMobileContext, waitForHydration } from "../support/browser";
import { registerStudentThroughApi } from "../support/demo-login";
import { uniquePhone } from "../support/dev-inbox";
import { apiResult, axeCurrentPage, toastText, withToken } from "../support/e2e-helpers";

const baseURL = inject("e2eBaseUrl");
const PASSWORD = "Kaoyan#Comment2026";
let browser: Browser;

interface Thread {
  id: number;
  authorName: string;
  body: string;
  state: string;
  replies: Array<{ id: number }>;
}
/** The first post with an approved comment (the seed's), and that comment. */
let postId: number;
let seeded: Thread;

beforeAll(async () => {
  browser = await launchBrowser();
  const posts = (
    await apiResult<{ items: Array<{ id: number }> }>(baseURL, "/api/Experience/page-query?rows=100&page=1")
  ).items;
  for (const post of [...posts].sort((a, b) => a.id - b.id)) {
    const threads = (await apiResult<{ items: Thread[] }>(baseURL, `/api/Experience/${post.id}/comments?rows=50`))
      .items;
    const approved = threads.find((thread) => thread.state === "published" && thread.body);
    if (approved) {
      postId = post.id;
      seeded = approved;
      break;
    }
  }
  expect(seeded).toBeDefined();
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

const commentItem = (page: Page, id: number) => page.locator(`#comment-${id}`).first();
const anchorOf = (page: Page) => new URL(page.url()).hash;

async function flows(page: Page, base: string, js: boolean, audit: () => Promise<BrowserContext>) {
  const ready = async () => {
    if (js) await waitForHydration(page);
  };
  await page.goto(`${base}?id=${postId}`);
  await ready();
  expect(await page.getByRole("heading", { level: 2, name: /^评论（\d+）$/ }).count()).toBe(1);
  expect(await commentItem(page, seeded.id).textContent()).toContain(seeded.body);

  // An empty comment: refused, with the message by the field.
  await page.getByRole("button", { name: "发表评论" }).click();
  await expect.poll(() => page.locator("#comment-form").textContent()).toContain("请输入评论内容");

  // A comment: 审核中 for its author, and the page lands on it.
  const text = `复习计划很实用 ${Date.now()}`;
  await page.getByLabel("写评论").fill(text);
  await page.getByRole("button", { name: "发表评论" }).click();
  await expect.poll(() => toastText(page)).toBe("评论已提交，审核通过后其他人可见");
  const ownId = Number(anchorOf(page).replace("#comment-", ""));
  expect(ownId).toBeGreaterThan(0);
  expect(await commentItem(page, ownId).textContent()).toContain("审核中");
  expect(await commentItem(page, ownId).textContent()).toContain(text);
  await axeCurrentPage(page, js, audit);

  // 回复 the approved comment: the form says whom, the reply sits under the thread.
  await commentItem(page, seeded.id).getByRole("link", { name: "回复" }).first().click();
  await expect.poll(() => new URL(page.url()).searchParams.get("replyTo")).toBe(String(seeded.id));
  await ready();
  await page.getByLabel(`回复 ${seeded.authorName}`).fill("谢谢分享，我也试试");
  await page.getByRole("button", { name: "发表回复" }).click();
  await expect.poll(() => toastText(page)).toBe("回复已提交，审核通过后其他人可见");
  const replyId = Number(anchorOf(page).replace("#comment-", ""));
  expect(await commentItem(page, seeded.id).locator(`#comment-${replyId}`).textContent()).toContain("审核中");

  // 点赞 and 取消点赞.
  const likeButton = () =>
    commentItem(page, seeded.id).locator(".comment").first().getByRole("button", { name: /点赞/ });
  const likesBefore = Number(await likeButton().locator(".filter-count").textContent());
  await likeButton().click();
  await expect.poll(() => toastText(page)).toBe("已点赞");
  await expect.poll(() => likeButton().getAttribute("aria-pressed")).toBe("true");
  expect(Number(await likeButton().locator(".filter-count").textContent())).toBe(likesBefore + 1);
  await likeButton().click();
  await expect.poll(() => toastText(page)).toBe("已取消点赞");
  await expect.poll(() => likeButton().getAttribute("aria-pressed")).toBe("false");

  // 删除 one's own, through the confirmation.
  await commentItem(page, ownId).getByRole("link", { name: "删除" }).click();
  await ready();
  await expect.poll(() => commentItem(page, ownId).textContent()).toContain("确定删除这条评论吗");
  await axeCurrentPage(page, js, audit);
  await commentItem(page, ownId).getByRole("button", { name: "确定删除" }).click();
  await expect.poll(() => toastText(page)).toBe("评论已删除");
  expect(await page.locator(`#comment-${ownId}`).count()).toBe(0);

  // 举报 a comment: once, then "already reported".
  for (const expected of ["举报已提交，学校会尽快处理", "你已举报过这条内容，学校正在处理"]) {
    await commentItem(page, seeded.id).locator(".comment").first().getByRole("link", { name: "举报" }).click();
    await ready();
    await expect.poll(() => page.getByRole("heading", { name: "举报评论" }).count()).toBe(1);
    await page.getByLabel("举报原因").selectOption({ label: "垃圾广告" });
    await page.getByRole("button", { name: "提交举报" }).click();
    await expect.poll(() => toastText(page)).toBe(expected);
  }

  // 举报这篇文章: 其他 needs words; the choice is kept.
  await page.getByRole("link", { name: "举报这篇文章" }).click();
  await ready();
  await page.getByLabel("举报原因").selectOption({ label: "其他" });
  await page.getByRole("button", { name: "提交举报" }).click();
  await expect.poll(() => page.locator("#report-form").textContent()).toContain("选择「其他」时请写明原因");
  expect(await page.getByLabel("举报原因").inputValue()).toBe("other");
  await axeCurrentPage(page, js, audit);
  await page.getByLabel(/补充说明/).fill("内容与标题不符");
  await page.getByRole("button", { name: "提交举报" }).click();
  await expect.poll(() => toastText(page)).toBe("举报已提交，学校会尽快处理");
}

describe("desktop, JavaScript off", () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    const token = await registerStudentThroughApi(baseURL, uniquePhone("135"), PASSWORD);
    context = await withToken(await newDesktopContext(browser, { baseURL, javaScriptEnabled: false }), token, baseURL);
    page = await context.newPage();
  }, 60_000);
  afterAll(async () => {
    await context?.close();
  });

  it("comments, replies, likes, deletes and reports with plain forms", async () => {
    await flows(page, "/square/experPlay", false, () => newDesktopContext(browser, { baseURL }));
  });

  it("keeps the text of a comment refused as too long (400)", async () => {
    const response = await page.request.post(`/square/experPlay?id=${postId}`, {
      form: { intent: "comment", body: "长".repeat(501) },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(400);
    expect(await response.text()).toContain("评论最多 500 个字");
  });

  it("asks a guest to log in to comment, over the same page", async () => {
    const guest = await newDesktopContext(browser, { baseURL, javaScriptEnabled: false });
    try {
      const guestPage = await guest.newPage();
      await guestPage.goto(`/square/experPlay?id=${postId}`);
      expect(await guestPage.getByRole("button", { name: "发表评论" }).count()).toBe(0);
      await guestPage.getByRole("link", { name: "登录后评论" }).click();
      const landed = new URL(guestPage.url());
      expect([landed.pathname, landed.searchParams.get("id"), landed.searchParams.get("login")]).toEqual([
        "/square/experPlay",
        String(postId),
        "sms",
      ]);
    } finally {
      await guest.close();
    }
  });
});

describe("mobile, JavaScript on", () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    const token = await registerStudentThroughApi(baseURL, uniquePhone("136"), PASSWORD);
    context = await withToken(await newMobileContext(browser, { baseURL, javaScriptEnabled: true }), token, baseURL);
    page = await context.newPage();
  }, 60_000);
  afterAll(async () => {
    await context?.close();
  });

  it("comments, replies, likes, deletes and reports", async () => {
    await flows(page, "/mobile/news/player", true, () => newMobileContext(browser, { baseURL }));
  });
});

// The other two combinations: the same flows on the desktop page with JavaScript, on the mobile page without.
describe("desktop, JavaScript on; mobile, JavaScript off", () => {
  it.each([
    { tree: "desktop", js: true, path: "/square/experPlay" },
    { tree: "mobile", js: false, path: "/mobile/news/player" },
  ] as const)(
    "comments, replies, likes, deletes and reports ($tree, JavaScript $js)",
    async ({ tree, js, path }) => {
      const token = await registerStudentThroughApi(baseURL, uniquePhone(tree === "desktop" ? "137" : "138"), PASSWORD);
      const fresh = () =>
        tree === "desktop" ? newDesktopContext(browser, { baseURL }) : newMobileContext(browser, { baseURL });
      const context = await withToken(
        tree === "desktop"
          ? await newDesktopContext(browser, { baseURL, javaScriptEnabled: js })
          : await newMobileContext(browser, { baseURL, javaScriptEnabled: js }),
        token,
        baseURL,
      );
      try {
        await flows(await context.newPage(), path, js, fresh);
      } finally {
        await context.close();
      }
    },
    120_000,
  );
});
