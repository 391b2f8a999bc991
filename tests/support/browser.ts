// Assertion wrappers over tests/support/chromium.ts for the Vitest suites (the audit script uses chromium.ts itself).
import type { BrowserContext, Page } from "playwright-core";
import { expect } from "vitest";
import { axeViolations, withServerRenderedPage } from "./chromium";

export * from "./chromium";
// The e2e files share one browser per worker and reuse contexts and tabs (reused-browser.ts); the audit script, which
// imports chromium.ts itself, keeps its own.
export { launchBrowser, newDesktopContext, newMobileContext } from "./reused-browser";

/** Runs axe on the page as it is now and fails with a readable list of WCAG 2.1 A/AA violations. */
export async function expectNoAxeViolations(page: Page, options: { exclude?: string[] } = {}): Promise<void> {
  expect(await axeViolations(page, options), `axe WCAG 2.1 A/AA violations on ${page.url()}`).toEqual([]);
}

/** Audits the page a JavaScript-less visitor sees at `path` (see withServerRenderedPage). Returns the HTTP status. */
export async function expectNoAxeViolationsWithoutJs(
  context: BrowserContext,
  path: string,
  options: { exclude?: string[] } = {},
): Promise<number> {
  return withServerRenderedPage(context, path, async (page, status) => {
    await expectNoAxeViolations(page, options);
    return status;
  });
}

/**
 * Waits until React has hydrated the page (client-shell.tsx marks <html data-hydrated> in an effect, once event
 * handlers are attached). window.__remixContext is there before hydration starts, so a click after it may still hit
 * the server's plain form.
 */
export async function waitForHydration(page: Page, timeout = 15_000): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", undefined, { timeout });
}
