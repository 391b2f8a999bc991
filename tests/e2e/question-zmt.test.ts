// The 自命题 shelf (/question/zmtCourse, /mobile/question/zmtCourse) in Chromium:
// - desktop, JavaScript off: 演示大学's organisation account (机构登录) sees the upload form, uploads a PDF (listed with
//   its page count, toast), then a PNG renamed .pdf — refused with the message next to the file and the typed fields
//   kept —, and deletes its upload; a student sees no form (a multipart post is 403), downloads a paper (a file that
//   starts with %PDF- and parses, recorded in 我的下载), opens 查看 inline, and a tampered link is refused;
// - mobile, JavaScript on: a campus visitor lists the seeded papers and filters them by year and subject code.
// axe on each state shown.
import { readFile } from "node:fs/promises";
import PDFDocument from "pdfkit";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import {
  expectNoAxeViolations,
  launchBrowser,
  newDesktopContext,
  newMobileContext,
  waitForHydration,
} from "../support/browser";
import { loginThroughApi } from "../support/demo-login";
import { apiResult, axeCurrentPage, toastText, withToken, formPostResponse } from "../support/e2e-helpers";
import { readPdfText } from "../support/pdf-text";

const baseURL = inject("e2eBaseUrl");
let browser: Browser;
let studentToken: string;
let orgToken: string;

async function samplePdf(pages: number, text: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: "A4" });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk) => chunks.push(chunk));
  const done = new Promise<void>((resolve) => doc.on("end", () => resolve()));
  for (let page = 1; page <= pages; page += 1) {
    if (page > 1) doc.addPage();
    doc.text(`${text} ${page}`);
  }
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

beforeAll(async () => {
  browser = await launchBrowser();
  studentToken = await loginThroughApi(baseURL);
  const schools = (await (await fetch(`${baseURL}/api/System/schools`)).json()).result.items as Array<{
    id: number;
    name: string;
  }>;
  const orgId = schools.find((school) => school.name === "演示大学")!.id;
  const login = await fetch(`${baseURL}/api/User/org-login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ orgId, orgCode: "YT-DEMO-2026" }),
  });
  orgToken = ((await login.json()) as { result: { accessToken: string } }).result.accessToken;
});

afterAll(async () => {
  await browser?.close();
});

describe("desktop, JavaScript off", () => {
  const desktop = (token?: string) =>
    newDesktopContext(browser, { baseURL, javaScriptEnabled: false }).then((context) =>
      token ? withToken(context, token, baseURL) : context,
    );

  it("lets a school's library upload a PDF, refuses a PNG named .pdf keeping the fields, and delete its upload", async () => {
    const context = await desktop(orgToken);
    try {
      const page = await context.newPage();
      expect((await page.goto("/question/zmtCourse"))?.status()).toBe(200);
      const form = page.locator("form[enctype='multipart/form-data']");
      expect(await page.getByRole("heading", { name: "上传本校自命题真题" }).count()).toBe(1);
      expect(await page.locator(".zmt-upload").textContent()).toContain("学校：演示大学");
      await axeCurrentPage(page, false, () => newDesktopContext(browser, { baseURL }));

      await form.getByLabel("科目代码", { exact: true }).fill("836");
      await form.getByLabel("科目名称").fill("统计学");
      await form.getByLabel("年份").fill("2024");
      await form.getByLabel("标题（可不填）").fill("2024年836统计学（e2e 示例）");
      await form.getByLabel("PDF 文件").setInputFiles({
        name: "统计学.pdf",
        mimeType: "application/pdf",
        buffer: await samplePdf(4, "e2e zmt upload"),
      });
      await page.getByRole("button", { name: "上传", exact: true }).click();
      await page.waitForURL((url) => url.pathname === "/question/zmtCourse");
      expect(await toastText(page)).toBe("已上传，学生现在可以在自命题真题中查看和下载");
      const entry = page.locator("li[data-zmt-paper]", { hasText: "2024年836统计学（e2e 示例）" });
      expect(await entry.textContent()).toContain("836 统计学 · 2024 年 · 4 页");
      expect(await entry.textContent()).toContain("上传：演示大学图书馆");

      // A PNG with a .pdf name and a PDF type: refused by its bytes; the message by the file, the fields kept.
      await form.getByLabel("科目代码", { exact: true }).fill("837");
      await form.getByLabel("科目名称").fill("金融学综合");
      await form.getByLabel("年份").fill("2023");
      await form.getByLabel("PDF 文件").setInputFiles({ name: "真题.pdf", mimeType: "application/pdf", buffer: PNG });
      const [refused] = await Promise.all([
        formPostResponse(page),
        page.getByRole("button", { name: "上传", exact: true }).click(),
      ]);
      expect(refused.status()).toBe(415);
      await page.waitForLoadState();
      const notPdf = "文件不是 PDF：请上传 PDF 格式的真题（仅改扩展名的图片或文档无法上传）";
      expect(await page.getByRole("alert").first().textContent()).toBe(notPdf);
      expect(await page.locator("#zmt-file-error").textContent()).toBe(notPdf);
      expect(await form.getByLabel("PDF 文件").getAttribute("aria-invalid")).toBe("true");
      expect(await form.getByLabel("科目代码", { exact: true }).inputValue()).toBe("837");
      expect(await form.getByLabel("科目名称").inputValue()).toBe("金融学综合");
      expect(await form.getByLabel("年份").inputValue()).toBe("2023");
      expect(await page.locator("li[data-zmt-paper]", { hasText: "金融学综合" }).count()).toBe(0);

      // Its own paper can be deleted (the seeded ones are 演示大学's too, so each carries 删除).
      await page.goto("/question/zmtCourse");
      await page.getByRole("button", { name: "删除：2024年836统计学（e2e 示例）" }).click();
      await page.waitForURL((url) => url.pathname === "/question/zmtCourse");
      expect(await toastText(page)).toBe("已删除");
      expect(await page.locator("li[data-zmt-paper]", { hasText: "836 统计学" }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it("lets a student download and view a paper through signed links, but not upload", async () => {
    const context = await desktop(studentToken);
    try {
      const page = await context.newPage();
      expect((await page.goto("/question/zmtCourse?major=801&year=2025"))?.status()).toBe(200);
      expect(await page.getByRole("heading", { name: "上传本校自命题真题" }).count()).toBe(0);
      expect(await page.getByRole("heading", { level: 2, name: "共 1 份自命题真题" }).count()).toBe(1);
      await axeCurrentPage(page, false, () => newDesktopContext(browser, { baseURL }));
      const paperId = Number(await page.locator("li[data-zmt-paper]").first().getAttribute("data-zmt-paper"));

      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("button", { name: /^下载：/ }).click(),
      ]);
      expect(download.suggestedFilename()).toBe("演示大学2025年801经济学.pdf");
      const bytes = await readFile((await download.path())!);
      expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      const pdf = await readPdfText(bytes);
      expect(pdf.pageCount).toBeGreaterThanOrEqual(2);
      const downloads = await apiResult<{ items: Array<{ id: number }> }>(baseURL, "/question/website/zmt-downloads", {
        token: studentToken,
      });
      expect(downloads.items.map((item) => item.id)).toContain(paperId);

      // 查看: the signed link, inline; the same link tampered, or asked by another browser, is refused.
      const viewUrl = (await page.getByRole("link", { name: /^查看：/ }).getAttribute("href"))!;
      const view = await context.request.get(viewUrl);
      expect(view.status()).toBe(200);
      expect(view.headers()["content-type"]).toBe("application/pdf");
      expect(view.headers()["content-disposition"]).toMatch(/^inline; filename="zmt-\d+\.pdf"; filename\*=UTF-8''/);
      expect((await view.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
      const tampered = await context.request.get(
        viewUrl.replace(/exp=(\d+)/, (_, exp: string) => `exp=${Number(exp) + 60}`),
      );
      expect(tampered.status()).toBe(403);
      expect(await tampered.text()).toBe("文件地址无效，请从自命题真题页面打开");
      const stranger = await desktop();
      try {
        expect((await stranger.request.get(viewUrl)).status()).toBe(403);
      } finally {
        await stranger.close();
      }

      // A student's multipart post is refused before the body is read.
      const post = await context.request.post("/question/zmtCourse", {
        multipart: {
          intent: "upload",
          majorCode: "801",
          majorName: "经济学",
          year: "2024",
          file: { name: "a.pdf", mimeType: "application/pdf", buffer: await samplePdf(1, "student") },
        },
        maxRedirects: 0,
      });
      expect(post.status()).toBe(403);
    } finally {
      await context.close();
    }
  });
});

describe("mobile, JavaScript on", () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await newMobileContext(browser, { baseURL, javaScriptEnabled: true });
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });

  it("lists the seeded papers to a campus visitor and filters them by year and subject code", async () => {
    expect((await page.goto("/mobile/question/zmtCourse"))?.status()).toBe(200);
    await waitForHydration(page);
    expect(await page.locator("main").textContent()).toContain("演示大学 · 801 经济学 · 2025 年");
    await expectNoAxeViolations(page);

    await page.getByLabel("年份").selectOption("2024");
    await page.getByRole("button", { name: "筛选" }).click();
    await page.waitForURL((url) => url.searchParams.get("year") === "2024");
    await expect.poll(() => page.getByRole("heading", { level: 2 }).first().textContent()).toBe("共 1 份自命题真题");
    expect(await page.locator("li[data-zmt-paper]").first().textContent()).toContain("801 经济学 · 2024 年");

    await page.getByLabel("年份").selectOption("");
    await page.getByLabel("专业或科目代码").fill("843");
    await page.getByRole("button", { name: "筛选" }).click();
    await page.waitForURL((url) => url.searchParams.get("major") === "843");
    // The year filter's list also held one paper: wait for the 843 paper itself, not for a count of one.
    await expect.poll(() => page.locator("li[data-zmt-paper]").first().textContent()).toContain("843 计算机专业基础");
    expect(await page.locator("li[data-zmt-paper]").count()).toBe(1);
    expect(await page.getByRole("link", { name: "清除筛选" }).count()).toBe(1);
    await expectNoAxeViolations(page);
  });
});
