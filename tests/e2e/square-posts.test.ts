// Writing posts (docs/decisions/0030) in Chromium against the production build, as freshly registered students of
// 演示大学: desktop with JavaScript off — a guest sent to log in; 预览 rendered on the server with the form kept;
// refused input answered with the Chinese message and everything kept; 保存草稿; the draft in 我的草稿; 继续编辑; 发布 →
// 审核中 in 我的文章 with the counts; 删除 with its confirm step; 上传图片 — a PNG carrying EXIF and a tEXt chunk goes
// into the body as ![图片](/uploads/<name>.png) with the typed text kept, 预览 shows and loads it, and the served file is
// the same picture with no metadata; a text file renamed .png is refused (415) with the Chinese message and the form
// kept. Mobile with JavaScript on — a hostile body previewed through both ways in (markup and the editor's HTML) with
// no CSP violation and no dialog; autosave; a second tab's save kept as a new draft with the notice. axe on the new
// pages. (A post written here, then approved and public: moderation-centre.test.ts.)
import type { Browser, BrowserContext, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, newDesktopContext, newMobileContext, waitForHydration } from "../support/browser";
import { registerStudentThroughApi } from "../support/demo-login";
import { uniquePhone } from "../support/dev-inbox";
import { apiResult, axeCurrentPage, toastText, withToken, formPostResponse } from "../support/e2e-helpers";
import { POST_LIMITS } from "~/modules/square/post-limits";

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

/** What the test image carries and the served copy must not: an EXIF tag and a PNG text chunk. */
const IMAGE_MARKERS = { exif: "e2e-exif-dorm-302", text: "e2e-text-chunk-room-302" };

/** CRC-32 over a PNG chunk's type and data (the PNG specification's polynomial). */
function crc32(bytes: Uint8Array): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

/** A PNG's chunk types in order. */
function pngChunks(png: Buffer): string[] {
  const types: string[] = [];
  for (let offset = 8; offset < png.length; offset += 12 + png.readUInt32BE(offset))
    types.push(png.toString("latin1", offset + 4, offset + 8));
  return types;
}

/** A 24×16 PNG as a phone or an editor may leave it: EXIF (sharp writes an eXIf chunk) and a tEXt comment after IHDR. */
async function pngWithMetadata(): Promise<Buffer> {
  const png = await sharp({ create: { width: 24, height: 16, channels: 3, background: "#2e6db0" } })
    .withExif({ IFD0: { Copyright: IMAGE_MARKERS.exif } })
    .png()
    .toBuffer();
  const data = Buffer.from(`Comment\0${IMAGE_MARKERS.text}`, "latin1");
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  chunk.write("tEXt", 4, "latin1");
  data.copy(chunk, 8);
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + data.length)), 8 + data.length);
  const afterHeader = 8 + 12 + png.readUInt32BE(8);
  return Buffer.concat([png.subarray(0, afterHeader), chunk, png.subarray(afterHeader)]);
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
    expect(
      await page.getByRole("navigation", { name: "文章状态" }).locator('[aria-current="page"]').textContent(),
    ).toBe("审核中（1）");
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
  it("uploads an image into the body without its metadata, previews it, and refuses a file that is not an image, keeping the form", async () => {
    const original = await pngWithMetadata();
    // The file does carry what must go (and is a valid PNG: sharp reads the hand-made chunk).
    const before = await sharp(original).metadata();
    expect(before.exif?.toString("latin1")).toContain(IMAGE_MARKERS.exif);
    expect(before.comments).toEqual([{ keyword: "Comment", text: IMAGE_MARKERS.text }]);
    expect(pngChunks(original)).toEqual(expect.arrayContaining(["eXIf", "tEXt"]));

    const title = `e2e 错题本图片 ${Date.now() % 100000}`;
    const typed = "## 错题本\n\n- 每周整理一次\n\n下面是我的模板：";
    await page.goto("/square/write");
    await page.locator("#post-title").fill(title);
    await page.locator("#post-category").selectOption("retest");
    await page.locator("#post-body").fill(typed);
    await page.locator("#post-tag1").fill("错题本");
    await page
      .getByLabel("插入图片")
      .setInputFiles({ name: "错题本模板.png", mimeType: "image/png", buffer: original });
    await page.getByRole("button", { name: "上传图片" }).click();
    expect(await page.locator("main").textContent()).toContain("图片已上传并插入正文末尾");
    const body = await page.locator("#post-body").inputValue();
    const inserted =
      /^## 错题本\n\n- 每周整理一次\n\n下面是我的模板：\n\n!\[图片\]\((\/uploads\/[A-Za-z0-9_-]{10,64}\.png)\)\n$/.exec(
        body,
      );
    expect(inserted, body).not.toBeNull();
    const src = inserted![1]!;
    expect(await page.locator("#post-title").inputValue()).toBe(title);
    expect(await page.locator("#post-category").inputValue()).toBe("retest");
    expect(await page.locator("#post-tag1").inputValue()).toBe("错题本");

    // 预览 shows it from our uploads, and the browser loads it.
    const loaded = page.waitForResponse((response) => new URL(response.url()).pathname === src);
    await page.getByRole("button", { name: "预览" }).click();
    expect((await loaded).status()).toBe(200);
    const image = page.locator(".post-preview .post-body img");
    expect(await image.getAttribute("src")).toBe(src);
    expect(await image.getAttribute("alt")).toBe("图片");
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
      .toBe(24);
    expect(await page.locator("#post-body").inputValue()).toBe(body);

    // What is served is the re-encoded image: the same PNG picture, none of the metadata.
    const served = await context.request.get(src);
    expect(served.status()).toBe(200);
    expect(served.headers()["content-type"]).toBe("image/png");
    const bytes = await served.body();
    const after = await sharp(bytes).metadata();
    expect(after).toMatchObject({ format: "png", width: 24, height: 16 });
    expect(after.exif).toBeUndefined();
    expect(after.comments).toBeUndefined();
    expect(pngChunks(bytes).filter((type) => ["eXIf", "tEXt", "zTXt", "iTXt", "iCCP", "tIME"].includes(type))).toEqual(
      [],
    );
    expect(bytes.toString("latin1")).not.toContain(IMAGE_MARKERS.exif);
    expect(bytes.toString("latin1")).not.toContain(IMAGE_MARKERS.text);

    // A text file renamed .png (and claimed as image/png): refused by its bytes, with the message, and nothing lost.
    await page.getByLabel("插入图片").setInputFiles({
      name: "照片.png",
      mimeType: "image/png",
      buffer: Buffer.from("这不是图片，只是改了扩展名的文本。"),
    });
    const refused = formPostResponse(page);
    await page.getByRole("button", { name: "上传图片" }).click();
    expect((await refused).status()).toBe(415);
    expect(await page.locator("#post-image-error").textContent()).toBe("只能上传 PNG、JPEG、GIF 或 WebP 图片");
    expect(await page.getByLabel("插入图片").getAttribute("aria-describedby")).toBe("post-image-error");
    expect(await page.locator("#post-title").inputValue()).toBe(title);
    expect(await page.locator("#post-category").inputValue()).toBe("retest");
    expect(await page.locator("#post-body").inputValue()).toBe(body);
    expect(await page.locator("#post-tag1").inputValue()).toBe("错题本");
    await axeCurrentPage(page, false, () => newDesktopContext(browser, { baseURL }));
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
      document.addEventListener("securitypolicyviolation", (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
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
        if (
          !["P", "BR", "H2", "H3", "H4", "UL", "OL", "LI", "BLOCKQUOTE", "STRONG", "EM", "A", "IMG", "HR"].includes(
            element.tagName,
          )
        )
          found.push(element.tagName);
        for (const attribute of element.attributes) {
          if (!["href", "rel", "src", "alt"].includes(attribute.name))
            found.push(`${element.tagName}[${attribute.name}]`);
          if (attribute.name === "href" && !/^(https?:\/\/|\/(?![/\\]))/.test(attribute.value))
            found.push(`href ${attribute.value}`);
          if (attribute.name === "src" && !attribute.value.startsWith("/uploads/"))
            found.push(`src ${attribute.value}`);
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

    // HTML as the API's clients send it (format=html; the rich editor itself sends markup, square-editor.test.ts): the
    // body, the format and the click in one task of the page, so no re-render (the first preview's answer, an autosave)
    // can put the form's markup values back in between.
    await page.waitForLoadState("networkidle");
    await page.evaluate((html) => {
      const form = document.querySelector<HTMLFormElement>('form[aria-label="写文章"]')!;
      form.querySelector<HTMLTextAreaElement>('textarea[name="body"]')!.value = html;
      form.querySelector<HTMLInputElement>('input[name="format"]')!.value = "html";
      form.querySelector<HTMLButtonElement>('button[name="intent"][value="preview"]')!.click();
    }, HOSTILE_HTML);
    await expect
      .poll(() => page.locator(".post-preview .post-body").innerHTML())
      .toContain('<a href="/policy" rel="nofollow ugc noopener">站内</a>');
    expect(await dangerous()).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await violations()).toEqual([]);
    expect(dialogs).toEqual([]);
    await axeCurrentPage(page, true, () => newMobileContext(browser, { baseURL }));
  });

  it("autosaves, and keeps a second tab's stale save as a new draft with the notice", async () => {
    const title = `自动保存 ${Date.now() % 100000}`;
    // The page's own clock, so its 20 s autosave interval passes when the test says, not in real time.
    await page.clock.install();
    await page.goto("/mobile/square/write");
    await waitForHydration(page);
    await page.locator("#post-title").fill(title);
    await page.locator("#post-body").fill("第一版正文");
    await page.clock.runFor(POST_LIMITS.autosaveSeconds * 1000);
    await expect.poll(() => page.locator(".post-autosave").textContent()).toContain("已自动保存");
    const id = new URL(page.url()).searchParams.get("id");
    expect(id).toMatch(/^\d+$/);
    const saved = await apiResult<{ title: string; baseRevision: number }>(baseURL, `/api/Square/drafts/${id}`, {
      token,
    });
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
    await page.clock.runFor(POST_LIMITS.autosaveSeconds * 1000);
    await expect.poll(() => page.getByRole("alert").filter({ hasText: "另一个窗口已修改这篇草稿" }).count()).toBe(1);
    const newId = new URL(page.url()).searchParams.get("id");
    expect(newId).not.toBe(id);
    expect((await apiResult<{ body: string }>(baseURL, `/api/Square/drafts/${id}`, { token })).body).toBe(
      "另一个窗口的正文",
    );
    expect((await apiResult<{ body: string }>(baseURL, `/api/Square/drafts/${newId}`, { token })).body).toBe(
      "这个窗口的第二版",
    );

    await page.goto("/mobile/square/drafts");
    await waitForHydration(page);
    // Both texts are drafts of their own (the earlier test's page also left one when it was left: pagehide).
    expect(
      (await page.locator("main .centre-item h2").allTextContents()).filter((text) => text.includes(title)),
    ).toHaveLength(2);
    await axeCurrentPage(page, true, () => newMobileContext(browser, { baseURL }));
  }, 90_000);
});
