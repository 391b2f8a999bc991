// Writing posts (docs/decisions/0030) in Chromium against the production build, as freshly registered students of
// 演示大学: desktop with JavaScript off — a guest sent to log in; 预览 rendered on the server with the form kept;
// refused input answered with the Chinese message and everything kept; 保存草稿; the draft in 我的草稿; 继续编辑; 发布 →
// 审核中 in 我的文章 with the counts; 删除 with its confirm step. Mobile with JavaScript on — a hostile body previewed
// through both ways in (markup and the editor's HTML) with no CSP violation and no dialog; autosave; a second tab's
// save kept as a new draft with the notice. axe on the new pages.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, newDesktopContext, newMobileContext, waitForHydration } from "../support/browser";
import { registerStudentThroughApi } from "../support/demo-login";
import { uniquePhone } from "../support/dev-inbox";
import { apiResult, axeCurrentPage, toastText, withToken } from "../support/e2e-helpers";

const baseURL = inject("e2eBaseUrl");
const PASSWORD = "Kaoyan#Write2026";
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

const HOSTILE_MARKUP = [
  "# 标题",
  "",
  "[点我](javascript:alert(1)) <img src=x onerror=alert(2)> ![x](https://evil.example/a.png)",
  "",
  "<script>alert(3)</script>",
].join("\n");
const HOSTILE_HTML =
  '<p style="background:url(javascript:alert(4))" onclick="alert(5)">段落</p><img src=x onerror="alert(6)"><script>alert(7)</script>' +
  '<a href="jav&#x09;ascript:alert(8)">链接</a><svg onload="alert(9)"></svg><iframe src="javascript:alert(10)"></iframe><a href="/policy">站内</a>';

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

  it("sends a guest to log in", async () => {
    const guest = await newDesktopContext(browser, { baseURL, javaScriptEnabled: false });
    try {
      for (const path of ["/square/write", "/square/drafts"]) {
        const response = await guest.request.get(path, { maxRedirects: 0 });
        expect(response.headers().location, path).toBe(`/login/passLogin?redirect=${encodeURIComponent(path)}`);
      }
    } finally {
      await guest.close();
    }
  });

  it("previews, refuses bad input with everything kept, saves a draft, resumes it and publishes it → 审核中", async () => {
    const title = `e2e 备考经验 ${Date.now() % 100000}`;
    await page.goto("/square/write");
    await page.locator("#post-title").fill(title);
    await page.locator("#post-category").selectOption("math");
    await page.locator("#post-body").fill("## 第一阶段\n\n- **基础**\n- *强化*\n\n> 坚持\n\n[资讯](/policy)");
    await page.locator("#post-tag1").fill("数学一");
    await page.getByRole("button", { name: "预览" }).click();
    const preview = page.locator(".post-preview");
    expect(await preview.locator(".post-body h3").first().textContent()).toBe("第一阶段");
    expect(await preview.locator("li strong").textContent()).toBe("基础");
    expect(await preview.locator("a").getAttribute("rel")).toBe("nofollow ugc noopener");
    expect(await page.locator("#post-title").inputValue()).toBe(title);
    await axeCurrentPage(page, false, () => newDesktopContext(browser, { baseURL }));

    // 发布 without a tag: the form again, the message, the text kept.
    await page.locator("#post-tag1").fill("");
    await page.getByRole("button", { name: "发布" }).click();
    expect(await page.locator("main").textContent()).toContain("请至少填写一个标签");
    expect(await page.locator("#post-body").inputValue()).toContain("## 第一阶段");
    await page.locator("#post-tag1").fill("数学一");

    await page.getByRole("button", { name: "保存草稿" }).click();
    await expect.poll(() => toastText(page)).toBe("草稿已保存");
    const id = new URL(page.url()).searchParams.get("id");
    expect(id).toMatch(/^\d+$/);

    await page.goto("/square/drafts");
    expect(await page.locator("main .centre-item h2").allTextContents()).toEqual([expect.stringContaining(title)]);
    await axeCurrentPage(page, false, () => newDesktopContext(browser, { baseURL }));
    await page.getByRole("link", { name: `继续编辑：${title}` }).click();
    expect(new URL(page.url()).searchParams.get("id")).toBe(id);
    expect(await page.locator("#post-title").inputValue()).toBe(title);
    expect(await page.locator("#post-tag1").inputValue()).toBe("数学一");

    await page.getByRole("button", { name: "发布" }).click();
    await expect.poll(() => toastText(page)).toBe("已提交审核，通过后将公开发布");
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe("/user/article?tab=pending");
    expect(await page.getByRole("navigation", { name: "文章状态" }).locator('[aria-current="page"]').textContent()).toBe("审核中（1）");
    expect(await page.locator("main .centre-item").first().textContent()).toContain(title);
    expect(await page.locator("main .centre-item").first().textContent()).toContain("0 评论");
    await axeCurrentPage(page, false, () => newDesktopContext(browser, { baseURL }));
    // Not public: readers get 404, the draft list is empty again.
    expect((await context.request.get(`/square/experPlay?id=${id}`)).status()).toBe(404);
    await page.goto("/square/drafts");
    expect(await page.locator("main").textContent()).toContain("还没有草稿。");
  });

  it("deletes a draft after asking, without JavaScript", async () => {
    await page.goto("/square/write");
    await page.locator("#post-title").fill("将被删除的草稿");
    await page.getByRole("button", { name: "保存草稿" }).click();
    await expect.poll(() => toastText(page)).toBe("草稿已保存");
    await page.goto("/square/drafts");
    await page.getByRole("link", { name: "删除：将被删除的草稿" }).click();
    expect(await page.getByRole("heading", { level: 2, name: /确定删除「将被删除的草稿」吗/ }).count()).toBe(1);
    await axeCurrentPage(page, false, () => newDesktopContext(browser, { baseURL }));
    await page.getByRole("button", { name: "确定删除" }).click();
    await expect.poll(() => toastText(page)).toBe("草稿已删除");
    expect(await page.locator("main").textContent()).toContain("还没有草稿。");
  });
});

describe("mobile, JavaScript on", () => {
  let context: BrowserContext;
  let page: Page;
  let token: string;
  const dialogs: string[] = [];

  beforeAll(async () => {
    token = await registerStudentThroughApi(baseURL, uniquePhone("136"), PASSWORD);
    context = await withToken(await newMobileContext(browser, { baseURL, javaScriptEnabled: true }), token, baseURL);
    // Every CSP violation the page reports, from its first script on.
    await context.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __csp: string[] }).__csp = seen;
      document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
    });
    page = await context.newPage();
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
  }, 60_000);
  afterAll(async () => {
    await context?.close();
  });

  const violations = () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
  /** What in the rendered preview could run or leave the site: elements, handlers, styles, URLs. */
  const dangerous = () =>
    page.evaluate(() => {
      const found: string[] = [];
      for (const element of document.querySelectorAll(".post-preview .post-body *")) {
        if (!["P", "BR", "H2", "H3", "H4", "UL", "OL", "LI", "BLOCKQUOTE", "STRONG", "EM", "A", "IMG", "HR"].includes(element.tagName)) found.push(element.tagName);
        for (const attribute of element.attributes) {
          if (!["href", "rel", "src", "alt"].includes(attribute.name)) found.push(`${element.tagName}[${attribute.name}]`);
          if (attribute.name === "href" && !/^(https?:\/\/|\/(?![/\\]))/.test(attribute.value)) found.push(`href ${attribute.value}`);
          if (attribute.name === "src" && !attribute.value.startsWith("/uploads/")) found.push(`src ${attribute.value}`);
        }
      }
      return found;
    });

  it("renders a hostile body's preview through both ways in without a CSP violation or a dialog", async () => {
    await page.goto("/mobile/square/write");
    await waitForHydration(page);
    await page.locator("#post-body").fill(HOSTILE_MARKUP);
    await page.getByRole("button", { name: "预览" }).click();
    await expect.poll(() => page.locator(".post-preview").count()).toBe(1);
    expect(await dangerous()).toEqual([]);
    expect(await page.locator(".post-preview .post-body").textContent()).toContain("<script>alert(3)</script>");

    // The rich editor's way in: the same form with format=html (what the API's editors send). The first preview's
    // answer has settled first (a late re-render would bring the form back to its markup values).
    await page.waitForLoadState("networkidle");
    await page.locator("#post-body").fill(HOSTILE_HTML);
    await page.evaluate(() => {
      (document.querySelector('input[name="format"]') as HTMLInputElement).value = "html";
    });
    expect(await page.locator('input[name="format"]').inputValue()).toBe("html");
    await page.getByRole("button", { name: "预览" }).click();
    await expect.poll(() => page.locator(".post-preview .post-body").innerHTML()).toContain('<a href="/policy" rel="nofollow ugc noopener">站内</a>');
    expect(await dangerous()).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await violations()).toEqual([]);
    expect(dialogs).toEqual([]);
    await axeCurrentPage(page, true, () => newMobileContext(browser, { baseURL }));
  });

  it("autosaves, and keeps a second tab's stale save as a new draft with the notice", async () => {
    const title = `自动保存 ${Date.now() % 100000}`;
    await page.goto("/mobile/square/write");
    await waitForHydration(page);
    await page.locator("#post-title").fill(title);
    await page.locator("#post-body").fill("第一版正文");
    await expect.poll(() => page.locator(".post-autosave").textContent(), { timeout: 30_000, interval: 1000 }).toContain("已自动保存");
    const id = new URL(page.url()).searchParams.get("id");
    expect(id).toMatch(/^\d+$/);
    const saved = await apiResult<{ title: string; baseRevision: number }>(baseURL, `/api/Square/drafts/${id}`, { token });
    expect(saved).toMatchObject({ title, baseRevision: 1 });

    // Another tab saves the same draft through its form: this tab's next autosave is based on a stale revision.
    const other = await context.newPage();
    await other.goto(`/mobile/square/write?id=${id}`);
    await waitForHydration(other);
    await other.locator("#post-body").fill("另一个窗口的正文");
    await other.getByRole("button", { name: "保存草稿" }).click();
    await expect.poll(() => toastText(other)).toBe("草稿已保存");
    await other.close();

    await page.locator("#post-body").fill("这个窗口的第二版");
    await expect
      .poll(() => page.getByRole("alert").filter({ hasText: "另一个窗口已修改这篇草稿" }).count(), { timeout: 30_000, interval: 1000 })
      .toBe(1);
    const newId = new URL(page.url()).searchParams.get("id");
    expect(newId).not.toBe(id);
    expect((await apiResult<{ body: string }>(baseURL, `/api/Square/drafts/${id}`, { token })).body).toBe("另一个窗口的正文");
    expect((await apiResult<{ body: string }>(baseURL, `/api/Square/drafts/${newId}`, { token })).body).toBe("这个窗口的第二版");

    await page.goto("/mobile/square/drafts");
    await waitForHydration(page);
    // Both texts are drafts of their own (the earlier test's page also left one when it was left: pagehide).
    expect((await page.locator("main .centre-item h2").allTextContents()).filter((text) => text.includes(title))).toHaveLength(2);
    await axeCurrentPage(page, true, () => newMobileContext(browser, { baseURL }));
  }, 90_000);
});
