// 题库导入 (/console/questions, issue 26) in Chromium on a desktop, as an operator of this file's own (made by `npm run
// console:operator`, as console-campus.test.ts does): without JavaScript a Moodle XML file is uploaded, its preview
// shows every question with its formula as MathML (axe on the preview as shown), and 导入 writes them; a file with a
// refused question shows its problems by line and no 导入 button; with JavaScript the zod schema refuses a missing
// bank before anything is posted, and the same upload and import work in place.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, newDesktopContext } from "../support/browser";
import { consoleOperatorThroughCli } from "../support/demo-login";
import { axeCurrentPage, toastText, withToken } from "../support/e2e-helpers";

const baseURL = inject("e2eBaseUrl");
let browser: Browser;
let operatorToken: string;

const main = (page: Page) => page.locator("main").textContent();

const xml = (tag: string, extra = "") => `<?xml version="1.0" encoding="UTF-8"?>
<quiz>
  <question type="multichoice">
    <name><text>极限 ${tag}</text></name>
    <questiontext format="html"><text><![CDATA[<p>\\(\\lim_{x\\to0}\\frac{\\sin x}{x}\\) 等于</p>]]></text></questiontext>
    <single>true</single>
    <answer fraction="100" format="html"><text>1</text></answer>
    <answer fraction="0" format="html"><text>0</text></answer>
  </question>
  <question type="shortanswer">
    <name><text>首都 ${tag}</text></name>
    <questiontext format="html"><text>法国的首都是？</text></questiontext>
    <answer fraction="100"><text>Paris</text></answer>
  </question>${extra}
</quiz>
`;

const matching = `
  <question type="matching">
    <name><text>配对</text></name>
    <questiontext format="html"><text>配对</text></questiontext>
  </question>`;

const fileOf = (name: string, text: string) => ({ name, mimeType: "text/xml", buffer: Buffer.from(text) });

beforeAll(async () => {
  browser = await launchBrowser();
  operatorToken = await consoleOperatorThroughCli(baseURL, inject("e2eDatabaseUrl"));
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

async function contextFor(javaScriptEnabled: boolean): Promise<BrowserContext> {
  return withToken(await newDesktopContext(browser, { baseURL, javaScriptEnabled }), operatorToken, baseURL);
}

async function upload(page: Page, name: string, text: string) {
  await page.goto("/console/questions");
  await page.locator("#import-bank").selectOption({ index: 1 });
  await page.locator("#import-file").setInputFiles(fileOf(name, text));
  await page.getByRole("button", { name: "上传并预览" }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get("upload")).toMatch(/^\d+$/);
}

for (const js of [false, true]) {
  describe(`desktop, JavaScript ${js ? "on" : "off"}`, () => {
    let context: BrowserContext;
    let page: Page;
    beforeAll(async () => {
      context = await contextFor(js);
      page = await context.newPage();
    });
    afterAll(async () => {
      await context?.close();
    });

    it("previews a file's problems by line and offers no import; discarding it imports nothing", async () => {
      await upload(page, "bad.xml", xml("坏", matching));
      expect(await page.locator("table caption").textContent()).toBe("问题（按行号）");
      expect(await page.locator("tbody tr").first().textContent()).toContain("匹配题不受支持");
      expect(await page.getByRole("button", { name: /^导入这/ }).count()).toBe(0);
      await page.getByRole("button", { name: "放弃这次上传" }).click();
      await expect.poll(() => toastText(page)).toContain("已放弃这次上传");
    });

    it("shows every question with its formula as MathML, then imports them all", async () => {
      const tag = js ? "有脚本" : "无脚本";
      await upload(page, `${tag}.xml`, xml(tag));
      const preview = page.locator(".console-question");
      await expect.poll(() => preview.count()).toBe(2);
      expect(await preview.first().locator("math").count()).toBeGreaterThan(0);
      expect(await preview.nth(1).textContent()).toContain("可接受的答案Paris");
      await axeCurrentPage(page, js, () => contextFor(true));
      await page.getByRole("button", { name: "导入这 2 道题" }).first().click();
      await expect.poll(() => toastText(page)).toContain("已导入 2 道题");
      await page.waitForURL((url) => url.search === "");
    });
  });
}

describe("desktop, JavaScript on: the form's own checks", () => {
  it("refuses a missing bank and file before anything is posted", async () => {
    const context = await contextFor(true);
    try {
      const page = await context.newPage();
      const posts: string[] = [];
      page.on("request", (request) => {
        if (request.method() === "POST" && new URL(request.url()).pathname.startsWith("/console"))
          posts.push(request.url());
      });
      await page.goto("/console/questions");
      await page.locator("#import-file").setInputFiles(fileOf("x.xml", xml("x")));
      await page.getByRole("button", { name: "上传并预览" }).click();
      await expect.poll(() => main(page)).toContain("请选择题库");
      expect(posts).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
