// 写文章's rich editor (docs/decisions/0035) in Chromium against the production build, on desktop (1280) and mobile
// (390) with JavaScript on, as freshly registered students of 演示大学: the editor's chunk is not part of the page's
// first load and comes when 「使用富文本编辑器」 is pressed; a failed submit puts the schema's message under the editor
// and focus in it; the toolbar makes a heading, a list, bold text and a link (a javascript: address refused); 保存草稿
// reloads the draft in the editor with its structure, stored as the markup a JavaScript-less visitor reads in the
// textarea; 预览 shows it; 上传图片 puts the image in the editor; pasted hostile HTML leaves nothing that runs (no CSP
// violation, no dialog) in the preview or the stored draft; the choice survives a reload and 改用标记文本 undoes it; a
// chunk that fails to load leaves the textarea with a message; axe in every theme with the editor open.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { THEME_COOKIE, themeNames } from "~/modules/shell/themes";
import { launchBrowser, newDesktopContext, newMobileContext, waitForHydration } from "../support/browser";
import { registerStudentThroughApi } from "../support/demo-login";
import { uniquePhone } from "../support/dev-inbox";
import { apiResult, axeCurrentPage, toastText, withToken } from "../support/e2e-helpers";

const baseURL = inject("e2eBaseUrl");
const PASSWORD = "Kaoyan#Editor2026";
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

// The same payload as square-posts.test.ts's.
const HOSTILE_HTML =
  '<p style="background:url(javascript:alert(4))" onclick="alert(5)">段落</p><img src=x onerror="alert(6)"><script>alert(7)</script>' +
  '<a href="jav&#x09;ascript:alert(8)">链接</a><svg onload="alert(9)"></svg><iframe src="javascript:alert(10)"></iframe><a href="/policy">站内</a>';
const PNG_1X1 = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);
const EDITOR_CHUNK = /\/assets\/rich-body-editor-[\w-]+\.js$/;
const ALLOWED_TAGS = ["P", "BR", "H2", "H3", "H4", "UL", "OL", "LI", "BLOCKQUOTE", "STRONG", "EM", "A", "IMG", "HR"];

for (const tree of ["desktop", "mobile"] as const) {
  describe(`${tree}, JavaScript on`, () => {
    const prefix = tree === "mobile" ? "/mobile" : "";
    const writePath = `${prefix}/square/write`;
    const newContext = (options: { javaScriptEnabled?: boolean } = {}) =>
      (tree === "mobile" ? newMobileContext : newDesktopContext)(browser, { baseURL, ...options });
    let context: BrowserContext;
    let page: Page;
    let token: string;
    let draftId = "";
    const requests: string[] = [];
    const dialogs: string[] = [];

    beforeAll(async () => {
      token = await registerStudentThroughApi(baseURL, uniquePhone(tree === "mobile" ? "138" : "139"), PASSWORD);
      context = await withToken(await newContext(), token, baseURL);
      // Every CSP violation the page reports, from its first script on.
      await context.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { __csp: string[] }).__csp = seen;
        document.addEventListener("securitypolicyviolation", (event) =>
          seen.push(`${event.violatedDirective} ${event.blockedURI}`),
        );
      });
      page = await context.newPage();
      page.on("request", (request) => requests.push(request.url()));
      page.on("dialog", (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
    }, 60_000);
    afterAll(async () => {
      await context?.close();
    });

    const violations = () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
    const editor = () => page.locator("#post-body-editor");
    const textarea = () => page.locator("#post-body");
    const control = (name: string) =>
      page.getByRole("group", { name: "正文格式" }).getByRole("button", { name, exact: true });
    const editorChunkRequested = () => requests.some((url) => EDITOR_CHUNK.test(new URL(url).pathname));
    /** The editor shown after the page loaded (the remembered choice, or a press on the button). */
    const editorReady = async () => {
      await editor().waitFor({ state: "visible", timeout: 15_000 });
      await expect.poll(() => textarea().isVisible()).toBe(false);
    };
    /** What in an element could run or leave the site: elements, handlers, styles, URLs. */
    const dangerous = (selector: string) =>
      page.evaluate(
        ([root, allowed]) => {
          const found: string[] = [];
          for (const element of document.querySelectorAll(`${root} *`)) {
            if (!allowed.includes(element.tagName)) found.push(element.tagName);
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
        },
        [selector, ALLOWED_TAGS] as const,
      );

    /** In the editor's document: anything that could run or leave the site (ProseMirror's own attributes aside). */
    const hostile = (selector: string) =>
      page.evaluate((root) => {
        const found: string[] = [];
        for (const element of document.querySelectorAll(`${root} *`)) {
          if (["SCRIPT", "STYLE", "SVG", "svg", "IFRAME", "OBJECT", "EMBED", "TEMPLATE"].includes(element.tagName))
            found.push(element.tagName);
          for (const attribute of element.attributes) {
            if (/^on/i.test(attribute.name) || attribute.name === "style")
              found.push(`${element.tagName}[${attribute.name}]`);
            if (attribute.name === "href" && !/^(https?:\/\/|\/(?![/\\]))/.test(attribute.value))
              found.push(`href ${attribute.value}`);
            if (attribute.name === "src" && !attribute.value.startsWith("/uploads/"))
              found.push(`src ${attribute.value}`);
          }
        }
        return found;
      }, selector);

    it("loads the editor only when asked; a failed submit puts the message under it and focus in it", async () => {
      await page.goto(writePath);
      await waitForHydration(page);
      await page.waitForLoadState("networkidle");
      expect(editorChunkRequested()).toBe(false);
      expect(await textarea().isVisible()).toBe(true);
      expect(await page.getByText("标记语法说明").isVisible()).toBe(true);

      await page.locator("#post-title").fill(`富文本 ${tree} ${Date.now() % 100000}`);
      await page.locator("#post-category").selectOption("math");
      await page.locator("#post-tag1").fill("数学一");
      await page.getByRole("button", { name: "使用富文本编辑器" }).click();
      await editorReady();
      expect(editorChunkRequested()).toBe(true);
      expect(requests.some((url) => /\/assets\/rich-body-editor-[\w-]+\.css$/.test(new URL(url).pathname))).toBe(true);
      expect(await page.getByText("标记语法说明").count()).toBe(0);
      // The editor is the field: named by 正文, described by the help, focused.
      const field = page.getByRole("textbox", { name: "正文" });
      expect(await field.getAttribute("id")).toBe("post-body-editor");
      expect(await field.getAttribute("aria-multiline")).toBe("true");
      expect(await page.evaluate(() => document.activeElement?.id)).toBe("post-body-editor");

      // 发布 with an empty body: the schema's message under the editor, focus back in it.
      await page.locator("#post-title").focus();
      await page.getByRole("button", { name: "发布" }).click();
      await expect.poll(() => page.locator("#post-body-rich-error").textContent()).toBe("请填写正文");
      expect(await editor().getAttribute("aria-invalid")).toBe("true");
      expect(await editor().getAttribute("aria-describedby")).toContain("post-body-rich-error");
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("post-body-editor");
      expect(new URL(page.url()).pathname).toBe(writePath);
    });

    it("writes with the toolbar (heading, list, bold, link) and keeps the markup in the form", async () => {
      await editor().click();
      await control("标题").click();
      await page.keyboard.type("第一阶段");
      await page.keyboard.press("Enter");
      await control("无序列表").click();
      await page.keyboard.type("基础");
      await page.keyboard.press("Enter");
      await page.keyboard.type("强化");
      await page.keyboard.press("Enter");
      await page.keyboard.press("Enter");
      await control("加粗").click();
      await page.keyboard.type("重点");
      await control("加粗").click();
      await page.keyboard.type("，看资讯");
      // The last two characters become a link: a javascript: address is refused, a site path is taken.
      await page.keyboard.press("Shift+ArrowLeft");
      await page.keyboard.press("Shift+ArrowLeft");
      await control("链接").click();
      const address = page.getByRole("textbox", { name: "链接地址" });
      await address.fill("javascript:alert(1)");
      await page.getByRole("button", { name: "添加链接" }).click();
      expect(await page.getByText("链接只能是 http(s) 网址或本站地址（以 / 开头），未添加").count()).toBe(1);
      expect(await editor().locator("a").count()).toBe(0);
      await address.fill("/policy");
      await address.press("Enter");
      expect(await address.count()).toBe(0);
      expect(await editor().locator('a[href="/policy"]').textContent()).toBe("资讯");

      expect(await editor().locator("h2").textContent()).toBe("第一阶段");
      expect(await editor().locator("ul > li").allTextContents()).toEqual(["基础", "强化"]);
      expect(await editor().locator("strong").textContent()).toBe("重点");
      // Whoever reads the form (autosave's new FormData, a submit) gets the markup of the document as it is, with no
      // wait for the textarea to catch up. Polled only for the editor to take the keystroke itself: the browser hands
      // typed text to the editor asynchronously, and on a busy machine the first read came before it (seen once).
      // Back into the document first: closing the link popover hands focus back asynchronously, and on a busy machine
      // the keystroke came before it and went nowhere (CI, 2026-12-07).
      await editor().focus();
      await page.keyboard.press("Control+End");
      await page.keyboard.type("。");
      await expect
        .poll(() =>
          page.evaluate(() =>
            new FormData(document.querySelector<HTMLFormElement>('form[aria-label="写文章"]')!).get("body"),
          ),
        )
        .toBe("# 第一阶段\n\n- 基础\n- 强化\n\n**重点**，看[资讯](/policy)。");
      await page.keyboard.press("Backspace");
      await expect
        .poll(() => textarea().inputValue())
        .toBe("# 第一阶段\n\n- 基础\n- 强化\n\n**重点**，看[资讯](/policy)");
      expect(await page.locator('input[name="format"]').inputValue()).toBe("markup");
    });

    it("saves the draft, which comes back in the editor, stored as markup the textarea shows without JavaScript", async () => {
      await page.getByRole("button", { name: "保存草稿" }).click();
      await expect.poll(() => toastText(page)).toBe("草稿已保存");
      draftId = new URL(page.url()).searchParams.get("id") ?? "";
      expect(draftId).toMatch(/^\d+$/);
      await editorReady();
      await expect.poll(() => editor().locator("h2").textContent()).toBe("第一阶段");
      expect(await editor().locator("ul > li").allTextContents()).toEqual(["基础", "强化"]);
      expect(await editor().locator("strong").textContent()).toBe("重点");
      expect(await editor().locator('a[href="/policy"]').textContent()).toBe("资讯");

      // A form sends a textarea's line breaks as CRLF (HTML's form submission), as it does without the editor.
      const stored = await apiResult<{ body: string; format: string }>(baseURL, `/api/Square/drafts/${draftId}`, {
        token,
      });
      expect(stored.format).toBe("markup");
      expect(stored.body.replace(/\r\n/g, "\n")).toBe("# 第一阶段\n\n- 基础\n- 强化\n\n**重点**，看[资讯](/policy)");

      const plain = await withToken(await newContext({ javaScriptEnabled: false }), token, baseURL);
      try {
        const noJs = await plain.newPage();
        await noJs.goto(`${writePath}?id=${draftId}`);
        expect(await noJs.locator("#post-body").inputValue()).toBe(stored.body.replace(/\r\n/g, "\n"));
        expect(await noJs.getByRole("button", { name: "使用富文本编辑器" }).count()).toBe(0);
      } finally {
        await plain.close();
      }
    });

    it("previews the same structure, and puts an uploaded image in the editor", async () => {
      await page.getByRole("button", { name: "预览" }).click();
      const preview = page.locator(".post-preview .post-body");
      await expect.poll(() => preview.locator("h2").textContent()).toBe("第一阶段");
      expect(await preview.locator("ul > li").allTextContents()).toEqual(["基础", "强化"]);
      expect(await preview.locator("strong").textContent()).toBe("重点");
      expect(await preview.locator("a").getAttribute("rel")).toBe("nofollow ugc noopener");
      await editorReady();

      await page.locator("#post-image").setInputFiles({ name: "small.png", mimeType: "image/png", buffer: PNG_1X1 });
      await page.getByRole("button", { name: "上传图片" }).click();
      await expect.poll(() => page.getByText("图片已上传并插入正文末尾").count()).toBe(1);
      await editorReady();
      // (ProseMirror adds images of its own, class ProseMirror-separator, next to inline nodes.)
      const image = editor().locator("img[src]");
      await expect.poll(() => image.count()).toBe(1);
      expect(await image.getAttribute("src")).toMatch(/^\/uploads\/[\w-]+\.png$/);
      expect(await editor().locator("h2").textContent()).toBe("第一阶段");
      expect(await textarea().inputValue()).toMatch(/\n\n!\[图片\]\(\/uploads\/[\w-]+\.png\)\n?$/);
    });

    it("keeps nothing that runs from pasted hostile HTML: the preview, the stored draft, no CSP violation, no dialog", async () => {
      await page.evaluate((html) => {
        const target = document.querySelector("#post-body-editor")!;
        // At the end of the document (TipTap keeps its editor on the element).
        (target as unknown as { editor: { commands: { focus: (at: string) => void } } }).editor.commands.focus("end");
        const data = new DataTransfer();
        data.setData("text/html", html);
        data.setData("text/plain", "粘贴");
        target.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
      }, HOSTILE_HTML);
      await expect.poll(() => editor().textContent()).toContain("站内");
      expect(await hostile("#post-body-editor")).toEqual([]);
      await expect.poll(() => textarea().inputValue()).toContain("[站内](/policy)");
      const markup = await textarea().inputValue();
      expect(markup).not.toMatch(/javascript|alert|onerror|onclick|onload|<script|<svg|<iframe|style/i);

      await page.getByRole("button", { name: "预览" }).click();
      await expect.poll(() => page.locator(".post-preview .post-body").innerHTML()).toContain("站内");
      expect(await dangerous(".post-preview .post-body")).toEqual([]);
      expect(await page.locator(".post-preview .post-body").innerHTML()).toContain(
        '<a href="/policy" rel="nofollow ugc noopener">站内</a>',
      );
      await editorReady();

      await page.getByRole("button", { name: "保存草稿" }).click();
      await expect.poll(() => toastText(page)).toBe("草稿已保存");
      const stored = await apiResult<{ body: string; format: string }>(baseURL, `/api/Square/drafts/${draftId}`, {
        token,
      });
      expect(stored.format).toBe("markup");
      expect(stored.body).not.toMatch(/javascript|alert|onerror|onclick|onload|<script|<svg|<iframe|style/i);
      const html = (
        await apiResult<{ html: string }>(baseURL, "/api/Square/preview", {
          method: "POST",
          token,
          body: { body: stored.body, format: "markup" },
        })
      ).html;
      expect(html).toContain("站内");
      expect(html).not.toMatch(/<(script|svg|iframe|style)|\son\w+=|javascript:/i);

      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await violations()).toEqual([]);
      expect(dialogs).toEqual([]);
    });

    it("remembers the editor across a reload, passes axe in every theme, and 改用标记文本 goes back", async () => {
      requests.length = 0;
      await page.reload();
      await waitForHydration(page);
      await editorReady();
      expect(await editor().locator("h2").textContent()).toBe("第一阶段");
      if (tree === "mobile") {
        // 390 px: the toolbar wraps instead of widening the page.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
        const toolbar = page.getByRole("group", { name: "正文格式" });
        expect(await toolbar.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
      }
      for (const theme of themeNames) {
        await context.addCookies([{ name: THEME_COOKIE, value: theme, url: baseURL }]);
        await page.reload();
        await waitForHydration(page);
        await editorReady();
        await axeCurrentPage(page, true, () => newContext());
      }
      await context.addCookies([{ name: THEME_COOKIE, value: "default", url: baseURL }]);
      expect(await violations()).toEqual([]);

      await page.getByRole("button", { name: "改用标记文本" }).click();
      await expect.poll(() => textarea().isVisible()).toBe(true);
      expect(await editor().count()).toBe(0);
      expect(await textarea().inputValue()).toContain("# 第一阶段\n\n- 基础\n- 强化");
      expect(await page.evaluate(() => localStorage.getItem("rich_editor_production_"))).toBeNull();
      await page.reload();
      await waitForHydration(page);
      await page.waitForLoadState("networkidle");
      expect(await editor().count()).toBe(0);
      expect(await page.getByRole("button", { name: "使用富文本编辑器" }).isVisible()).toBe(true);
    });

    it("opens a draft stored as HTML (through the API) and saves it as markup once edited", async () => {
      const saved = await apiResult<{ id: number }>(baseURL, "/api/Square/drafts", {
        method: "POST",
        token,
        body: { title: "接口写的草稿", body: "<h2>来自接口</h2><p>正文<strong>加粗</strong></p>", format: "html" },
      });
      await page.goto(`${writePath}?id=${saved.id}`);
      await waitForHydration(page);
      expect(await page.locator('input[name="format"]').inputValue()).toBe("html");
      await page.getByRole("button", { name: "使用富文本编辑器" }).click();
      await editorReady();
      expect(await editor().locator("h2").textContent()).toBe("来自接口");
      await editor().evaluate((element) =>
        (element as unknown as { editor: { commands: { focus: (at: string) => void } } }).editor.commands.focus("end"),
      );
      await page.keyboard.type("，续写");
      await page.getByRole("button", { name: "保存草稿" }).click();
      await expect.poll(() => toastText(page)).toBe("草稿已保存");
      const stored = await apiResult<{ body: string; format: string }>(baseURL, `/api/Square/drafts/${saved.id}`, {
        token,
      });
      expect(stored.format).toBe("markup");
      // (Typing at the end of bold text goes on in bold, as in any editor.)
      expect(stored.body.replace(/\r\n/g, "\n")).toBe("# 来自接口\n\n正文**加粗，续写**");
      await editorReady();
      await page.getByRole("button", { name: "改用标记文本" }).click();
      await expect.poll(() => textarea().isVisible()).toBe(true);
    });

    it("keeps the textarea, with a message, when the editor's chunk fails to load", async () => {
      const other = await context.newPage();
      try {
        await other.route(EDITOR_CHUNK, (route) => route.abort("failed"));
        await other.goto(writePath);
        await waitForHydration(other);
        await other.evaluate(() => {
          (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
        });
        await other.locator("#post-body").fill("离线时写的正文");
        await other.getByRole("button", { name: "使用富文本编辑器" }).click();
        await expect.poll(() => other.getByRole("alert").filter({ hasText: "富文本编辑器未能加载" }).count()).toBe(1);
        expect(await other.locator("#post-body").isVisible()).toBe(true);
        expect(await other.locator("#post-body").inputValue()).toBe("离线时写的正文");
        // Not reloaded by the shell's chunk-failure rule: the same document, the text still there.
        expect(await other.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(
          true,
        );
      } finally {
        await other.evaluate(() => localStorage.removeItem("rich_editor_production_")).catch(() => undefined);
        await other.close();
      }
    });
  });
}
