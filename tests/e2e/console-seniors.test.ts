// 学长学姐认证 (/console/seniors, issue 26) in Chromium on a desktop, as an operator of this file's own: a student
// registered here applies through the API; with JavaScript off and on the operator finds the application, approves it
// (the student's profile shows), tries to revoke without a reason (refused beside the form: by the schema in the page
// with JavaScript, by the server without), revokes with one; axe on the page with its forms.
import sharp from "sharp";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, newDesktopContext, waitForHydration } from "../support/browser";
import { consoleOperatorThroughCli, registerStudentThroughApi } from "../support/demo-login";
import { uniquePhone } from "../support/dev-inbox";
import { axeCurrentPage, toastText, withToken } from "../support/e2e-helpers";

const baseURL = inject("e2eBaseUrl");
let browser: Browser;
let operatorToken: string;

beforeAll(async () => {
  browser = await launchBrowser();
  operatorToken = await consoleOperatorThroughCli(baseURL, inject("e2eDatabaseUrl"));
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

/** A new student of 演示大学 who applies with a proof image; returns the admitted school that names the row. */
async function applicant(tag: string): Promise<string> {
  const token = await registerStudentThroughApi(baseURL, uniquePhone(), "Kaoyan#Senior2026");
  const admitted = `测试大学${tag}`;
  const body = new FormData();
  for (const [name, value] of Object.entries({
    admittedSchool: admitted,
    admittedMajor: "应用统计",
    examYear: "2026",
    subject1: "政治",
    score1: "70",
    subject2: "英语二",
    score2: "80",
    totalScore: "150",
    introduction: "二战上岸，分享数学三和专业课的复习节奏。",
  }))
    body.set(name, value);
  const png = await sharp({ create: { width: 24, height: 16, channels: 3, background: "#10ac84" } })
    .png()
    .toBuffer();
  body.set("proof", new File([new Uint8Array(png)], "offer.png", { type: "image/png" }));
  const answer = await fetch(`${baseURL}/api/Senior/application`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, Origin: baseURL },
    body,
  });
  const json = (await answer.json()) as { code: number };
  if (json.code !== 200) throw new Error(`applying failed: ${JSON.stringify(json)}`);
  return admitted;
}

for (const js of [false, true]) {
  describe(`desktop, JavaScript ${js ? "on" : "off"}`, () => {
    let context: BrowserContext;
    let page: Page;
    beforeAll(async () => {
      context = await withToken(
        await newDesktopContext(browser, { baseURL, javaScriptEnabled: js }),
        operatorToken,
        baseURL,
      );
      page = await context.newPage();
    });
    afterAll(async () => {
      await context?.close();
    });

    it("approves an application, refuses a revoke without a reason, and revokes with one", {
      timeout: 150_000,
    }, async () => {
      const admitted = await applicant(js ? "甲" : "乙");
      await page.goto("/console/seniors?state=pending");
      const row = page.getByRole("row").filter({ hasText: admitted });
      expect(await row.textContent()).toContain("审核中");
      await axeCurrentPage(page, js, async () =>
        withToken(await newDesktopContext(browser, { baseURL, javaScriptEnabled: true }), operatorToken, baseURL),
      );
      await row.getByRole("button", { name: /^认证通过/ }).click();
      await expect.poll(() => toastText(page)).toContain(`已认证通过「${admitted} · 应用统计」`);

      await page.goto("/console/seniors?state=approved");
      if (js) await waitForHydration(page);
      const approved = page.getByRole("row").filter({ hasText: admitted });
      expect(await approved.textContent()).toContain("已显示学长学姐标识");
      const posts: string[] = [];
      page.on("request", (request) => {
        // The form's own posts (not a report or beacon the page may send meanwhile).
        if (request.method() === "POST" && new URL(request.url()).pathname.startsWith("/console/seniors"))
          posts.push(request.url());
      });
      await approved.getByRole("button", { name: /^撤销认证/ }).click();
      await expect
        .poll(async () => (await page.locator("main").textContent()) ?? "")
        .toContain("不通过或撤销认证时请写明原因（学生会看到）");
      expect(posts.length).toBe(js ? 0 : 1);

      const again = page.getByRole("row").filter({ hasText: admitted });
      await again.getByRole("textbox").fill("录取信息与学校公示不符");
      await again.getByRole("button", { name: /^撤销认证/ }).click();
      await expect.poll(() => toastText(page)).toContain(`已撤销「${admitted} · 应用统计」的认证`);
      await page.goto("/console/seniors?state=declined");
      expect(await page.getByRole("row").filter({ hasText: admitted }).textContent()).toContain(
        "原因：录取信息与学校公示不符",
      );
    });
  });
}
