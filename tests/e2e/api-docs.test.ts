// /api/docs on a 390 px phone (issue 24): the index and a group's page fit the screen — no sideways scrolling, the
// field tables wrap their long names — and axe finds nothing. The HTML sizes and the contents are tests/server's.
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
  it("fits the index and a group's page to the screen, and passes axe", async () => {
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
    } finally {
      await context.close();
    }
  });
});
