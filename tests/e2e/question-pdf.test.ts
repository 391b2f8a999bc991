// The paper PDF (/question/examPdf?id=, /mobile/question/examPdf?id=) in Chromium, desktop (1280) and mobile (390),
// JavaScript on and off: the page (facts, 下载 PDF, the link to the HTML version), a guest's 下载 PDF asking them to
// log in (and the PDF's own URL sending them to the login page), the demo student's download (Playwright's download
// event: a file that starts with %PDF- and whose text, parsed with pdfjs, holds the paper), the record then listed
// by GET /api/TrueQuestion/myTrueQuestionDownload-page-query, the accessible HTML version (MathML for maths), 404 for
// an unknown set; axe on the page and the HTML version.
import { readFile } from "node:fs/promises";
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
import { apiResult, axeCurrentPage, toastText, withToken } from "../support/e2e-helpers";
import { readPdfText } from "../support/pdf-text";

const baseURL = inject("e2eBaseUrl");
let browser: Browser;
let token: string;

interface SetInfo {
  id: number;
  title: string;
  subject: string;
}
interface DownloadItem {
  id: number;
  downloadCount: number;
}

let mocks: SetInfo[];

beforeAll(async () => {
  browser = await launchBrowser();
  token = await loginThroughApi(baseURL);
  mocks = (await apiResult<{ items: SetInfo[] }>(baseURL, "/question/website/papers?kind=mock&rows=20", { token }))
    .items;
  expect(mocks.length).toBeGreaterThanOrEqual(7);
});

afterAll(async () => {
  await browser?.close();
});

const myDownloads = async () =>
  (
    await apiResult<{ items: DownloadItem[] }>(
      baseURL,
      "/api/TrueQuestion/myTrueQuestionDownload-page-query?rows=100",
      { token },
    )
  ).items;
const countOf = async (setId: number) => (await myDownloads()).find((item) => item.id === setId)?.downloadCount ?? 0;

const trees = [
  { name: "desktop", newContext: (options: ContextOptions) => newDesktopContext(browser, options), prefix: "" },
  { name: "mobile", newContext: (options: ContextOptions) => newMobileContext(browser, options), prefix: "/mobile" },
] as const;

for (const tree of trees) {
  for (const js of [true, false]) {
    describe(`${tree.name}, JavaScript ${js ? "on" : "off"}`, () => {
      // A set of its own per tree and setting (a maths paper where JavaScript runs, English or politics without).
      const subject = { desktop: js ? "math1" : "english1", mobile: js ? "math2" : "politics" }[tree.name];
      let set: SetInfo;
      let path: string;
      let guest: BrowserContext;
      let page: Page;

      beforeAll(async () => {
        set = mocks.find((entry) => entry.subject === subject)!;
        path = `${tree.prefix}/question/examPdf?id=${set.id}`;
        guest = await tree.newContext({ baseURL, javaScriptEnabled: js });
        page = await guest.newPage();
      });
      afterAll(async () => {
        await guest?.close();
      });

      const ready = async (target: Page) => {
        if (js) await waitForHydration(target);
      };

      it("shows the page and the HTML version to a guest, and asks them to log in to download", async () => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(set.title);
        expect(await page.locator("main dl").textContent()).toContain("满分");
        expect(await page.getByRole("table").getByRole("rowheader").first().textContent()).toMatch(/^一、/);
        await axeCurrentPage(page, js, () => tree.newContext({ baseURL }));

        // The PDF's own address sends a guest to log in and back to it.
        const direct = await guest.request.get(`/question/examPdf/paper.pdf?id=${set.id}`, { maxRedirects: 0 });
        expect(direct.status()).toBe(302);
        expect(direct.headers().location).toBe(
          `/login/passLogin?redirect=${encodeURIComponent(`/question/examPdf/paper.pdf?id=${set.id}`)}`,
        );

        // The accessible HTML version of the same paper: every question, MathML for maths, answers after logging in.
        await ready(page);
        await page.getByRole("link", { name: /在线阅读网页版/ }).click();
        await page.waitForURL((url) => url.searchParams.get("format") === "html");
        await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(`${set.title}（网页版）`);
        expect(await page.locator("main h2").first().textContent()).toMatch(/^一、/);
        if (subject.startsWith("math")) expect(await page.locator("main math").count()).toBeGreaterThan(10);
        expect(await page.locator("main").textContent()).toContain("登录后，此处显示参考答案与解析");
        await axeCurrentPage(page, js, () => tree.newContext({ baseURL }));

        // 下载 PDF as a guest: the login prompt (desktop: the dialog over the page; mobile: the login page), coming back.
        await page.goto(path);
        await ready(page);
        await page.getByRole("button", { name: "下载 PDF" }).click();
        await page.waitForURL((url) => url.searchParams.get("login") === "sms" || url.pathname === "/mobile/login");
        const prompt = new URL(page.url());
        if (tree.name === "desktop") expect(`${prompt.pathname}?id=${prompt.searchParams.get("id")}`).toBe(path);
        else expect(prompt.searchParams.get("redirect")).toBe(path);
        await expect.poll(() => toastText(page)).toBe("登录后即可下载 PDF");
      });

      it("downloads the PDF for the demo student, records it in 我的下载, and answers 404 for an unknown set", async () => {
        const user = await withToken(await tree.newContext({ baseURL, javaScriptEnabled: js }), token, baseURL);
        try {
          const userPage = await user.newPage();
          expect((await userPage.goto(path))?.status()).toBe(200);
          await ready(userPage);
          const before = await countOf(set.id);
          const [download] = await Promise.all([
            userPage.waitForEvent("download"),
            userPage.getByRole("button", { name: "下载 PDF" }).click(),
          ]);
          expect(download.suggestedFilename()).toBe(`${set.title}.pdf`);
          const bytes = await readFile((await download.path())!);
          expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
          const pdf = await readPdfText(bytes);
          const text = pdf.text.replace(/\s+/g, "");
          expect(text).toContain(set.title.replace(/\s+/g, ""));
          expect(text).toContain("一、");
          expect(text).toContain("参考答案与解析");
          if (subject.startsWith("math")) expect(text).toMatch(/lim_|∫|√|²/);
          await expect.poll(() => countOf(set.id)).toBe(before + 1);
          expect((await myDownloads())[0]!.id).toBe(set.id);

          // The HTML version shows a logged-in student the answer appendix.
          await userPage.goto(`${path}&format=html`);
          expect(await userPage.getByRole("heading", { level: 2, name: "参考答案与解析" }).count()).toBe(1);

          const missing = await userPage.goto(`${tree.prefix}/question/examPdf?id=987654`);
          expect(missing?.status()).toBe(404);
          expect(await userPage.getByRole("heading", { level: 1 }).textContent()).toBe("试卷不存在或未发布");
        } finally {
          await user.close();
        }
      });
    });
  }
}
