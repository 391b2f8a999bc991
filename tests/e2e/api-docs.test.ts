// /api/docs on a 390 px phone (issue 24): the index and a group's page fit the screen — no sideways scrolling, the
// field tables and the result and refusal lines wrap their long names — and axe finds nothing; an endpoint shows its
// result's fields and its refusals. The HTML sizes and the rest of the contents are tests/server's.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { expectNoAxeViolations, launchBrowser, newMobileContext } from "../support/browser";
import { describeLayoutProblems, layoutProblems } from "../support/layout-checks";

const baseURL = inject("e2eBaseUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("/api/docs on a 390 px phone", () => {
  it("fits the index and a group's page to the screen, shows results and refusals, and passes axe", async () => {
    const context = await newMobileContext(browser, { baseURL, viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      await page.goto("/api/docs");
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("研途 API 文档");
      expect(describeLayoutProblems(await layoutProblems(page))).toBeUndefined();
      await page.getByRole("link", { name: /^课程（Course，\d+ 个）$/ }).click();
      await page.waitForURL("**/api/docs?group=Course");
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("课程（Course）");
      expect(await page.locator("table.api-docs-table").count()).toBeGreaterThan(5);
      expect(describeLayoutProblems(await layoutProblems(page))).toBeUndefined();
      await expectNoAxeViolations(page);

      // Each endpoint says what it answers (its result's fields on one line) and when it refuses.
      await page.goto("/api/docs?group=User");
      const login = page.locator('section[aria-labelledby="post_api_User_password_login"]');
      expect(await login.locator(".api-docs-result").textContent()).toBe("结果：object，accessToken string");
      expect((await login.locator(".api-docs-refusal").allTextContents()).join("\n")).toMatch(/^403：.*账号已停用$/);
      const info = page.locator('section[aria-labelledby="get_api_User_info"]');
      expect(await info.locator(".api-docs-result").textContent()).toContain("schoolName string | null");
      expect(await info.locator(".api-docs-refusal").count()).toBe(0);
      expect(await page.getByText(/^拒绝：需登录（user）的接口在未登录或令牌失效时答 401/).count()).toBe(1);
      expect(describeLayoutProblems(await layoutProblems(page))).toBeUndefined();
      await expectNoAxeViolations(page);
    } finally {
      await context.close();
    }
  });
});
