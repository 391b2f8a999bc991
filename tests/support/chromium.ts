// Chromium for the e2e tests and the audit script (scripts/audit): Debian's chromium (CHROME_PATH overrides
// /usr/bin/chromium) driven by playwright-core, desktop and phone contexts with JavaScript on or off, and axe-core
// audits for WCAG 2.1 A/AA that return their findings. No Vitest here, so plain scripts can import it; the
// assertion wrappers for tests are in browser.ts.
import fs from "node:fs";
import { createRequire } from "node:module";
import { AxeBuilder } from "@axe-core/playwright";
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from "playwright-core";

const DEFAULT_CHROME_PATH = "/usr/bin/chromium";

/** The browser to drive, or null when there is none (scripts/test-all.mjs says how to install one). */
export function findChromium(): string | null {
  const candidate = process.env.CHROME_PATH || DEFAULT_CHROME_PATH;
  return fs.existsSync(candidate) ? candidate : null;
}

const CHROMIUM_ARGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];

export async function launchBrowser(): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath) {
    throw new Error(
      `No Chromium at ${process.env.CHROME_PATH || DEFAULT_CHROME_PATH}: apt-get install -y chromium fonts-wqy-microhei ` +
        "(or set CHROME_PATH to a Chromium/Chrome binary)",
    );
  }
  // Playwright's own --headless would pick the old headless mode; the new one is the real browser.
  return chromium.launch({ executablePath, headless: false, args: CHROMIUM_ARGS, timeout: 60_000 });
}

/** The narrowest phone the site is built for (a Redmi-class Android): the audit sees the mobile tree at this size. */
export const NARROW_PHONE = { width: 360, height: 740 } as const;

export interface ContextOptions {
  baseURL?: string;
  javaScriptEnabled?: boolean;
  /** The mobile tree's phone is 390 × 844 unless given (the audit's narrowest phone is 360 × 740). */
  viewport?: { width: number; height: number };
  /**
   * The phone's device pixel ratio: 1 unless given. Nothing on the site depends on it (no srcset, no resolution query)
   * and tests and axe measure CSS pixels, while rastering 3× the pixels cost Chromium ~7 % of its CPU in the e2e runs;
   * the slow-network gauge asks for a real phone's 3.
   */
  pixelRatio?: number;
}

const COMMON: BrowserContextOptions = { locale: "zh-CN", timezoneId: "Asia/Shanghai", colorScheme: "light" };

export const DESKTOP_USER_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
/** Safari on an iPhone 14 (390 × 844 CSS pixels). */
export const MOBILE_USER_AGENT =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

/**
 * Playwright waits 30 s by default before an action fails; against a local server anything that has not happened in
 * 10 s (20 s for a navigation) is not going to, and a failing run should not take minutes per test.
 */
function withTimeouts(context: BrowserContext): BrowserContext {
  context.setDefaultTimeout(10_000);
  context.setDefaultNavigationTimeout(20_000);
  return context;
}

export async function newDesktopContext(browser: Browser, options: ContextOptions = {}): Promise<BrowserContext> {
  return withTimeouts(
    await browser.newContext({
      ...COMMON,
      baseURL: options.baseURL,
      javaScriptEnabled: options.javaScriptEnabled ?? true,
      viewport: { width: 1280, height: 800 },
      userAgent: DESKTOP_USER_AGENT,
    }),
  );
}

export async function newMobileContext(browser: Browser, options: ContextOptions = {}): Promise<BrowserContext> {
  return withTimeouts(
    await browser.newContext({
      ...COMMON,
      baseURL: options.baseURL,
      javaScriptEnabled: options.javaScriptEnabled ?? true,
      viewport: options.viewport ?? { width: 390, height: 844 },
      screen: options.viewport ?? { width: 390, height: 844 },
      deviceScaleFactor: options.pixelRatio ?? 1,
      isMobile: true,
      hasTouch: true,
      userAgent: MOBILE_USER_AGENT,
    }),
  );
}

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

let axeSource: string | undefined;
/** axe-core's minified build (its package's main is the 1.3 MB unminified one), read once. */
function minifiedAxe(): string {
  axeSource ??= fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
  return axeSource;
}

/** Runs axe on the page as it is now; one readable line (plus its nodes) per WCAG 2.1 A/AA violation. */
export async function axeViolations(
  page: Page,
  options: { exclude?: string[]; rules?: string[] } = {},
): Promise<string[]> {
  // Only violations are read: axe then keeps one node per passed or incomplete rule instead of every one (faster).
  // (options() replaces every option, so it comes before withTags.) Legacy mode runs axe.run in the page itself; the
  // default runs it per frame and finishes in a blank page of its own, for cross-origin frames, which our pages do not
  // have — that blank page cost 40 % of every audit (measured: 6 pages 4.7 s → 2.8 s). The minified axe is injected.
  let builder = new AxeBuilder({ page, axeSource: minifiedAxe() })
    .options({ resultTypes: ["violations"] })
    .withTags(WCAG_TAGS)
    .setLegacyMode(true);
  if (options.rules) builder = builder.withRules(options.rules);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? "?"}): ${violation.help}\n` +
      violation.nodes
        .map((node) => `    ${node.target.join(" ")} — ${node.failureSummary ?? ""}`.slice(0, 400))
        .join("\n"),
  );
}

/**
 * What a visitor without JavaScript gets: the server's HTML with every script removed and <noscript> content shown.
 */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, "")
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, "")
    .replace(/<\/?noscript\b[^>]*>/gi, "");
}

/** The document response as the server sent it, before withServerRenderedPage removed its scripts. */
export interface ServedDocument {
  status: number;
  /** Where the response came from: the requested URL, or where its redirects ended. */
  url: string;
  /** The body's bytes exactly as served (after the transfer's content-encoding is undone). */
  body: Buffer;
}

/** A tab that shows pages as a JavaScript-less visitor sees them (see withServerRenderedPage), one after another. */
export interface ServerRenderedTab {
  visit<T>(path: string, inspect: (page: Page, status: number, served: ServedDocument) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * Opens a tab for withServerRenderedPage's kind of visit, to be used for many: the audit's hundreds of loads reuse a
 * few tabs instead of opening one each (a new tab is a new renderer process with a cold style cache: 60 loads took
 * 14.3 s in new tabs, 7.5 s in reused ones). Each visit is a navigation to a new document, so nothing carries over
 * but the browser's caches.
 */
export async function openServerRenderedTab(context: BrowserContext): Promise<ServerRenderedTab> {
  // page.route (not context.route) keeps the interception to this one tab; only the document of the visit in
  // progress is rewritten.
  const page = await context.newPage();
  let current: { pathname: string; served?: ServedDocument } | undefined;
  await page.route(
    (url) => current !== undefined && url.pathname === current.pathname,
    async (route) => {
      const visit = current;
      if (!visit || route.request().resourceType() !== "document") return route.continue();
      // A rejection here would escape as an unhandled one and end the whole run: a connection reset on a busy
      // machine is tried once more, and a second failure aborts the navigation, which fails this page only.
      try {
        const response = await route.fetch().catch(() => route.fetch());
        const body = await response.body();
        visit.served = { status: response.status(), url: response.url(), body };
        await route.fulfill({ response, body: withoutScripts(body.toString("utf8")) });
      } catch {
        await route.abort("connectionreset").catch(() => undefined);
      }
    },
  );
  return {
    async visit(path, inspect) {
      const visit: { pathname: string; served?: ServedDocument } = { pathname: new URL(path, "http://x").pathname };
      current = visit;
      try {
        await page.goto(path, { waitUntil: "load" });
        // Nothing may have run: no Remix context, no hydration.
        if (await page.evaluate(() => "__remixContext" in window))
          throw new Error(`${path}: scripts ran in the no-JS audit`);
        if (!visit.served) throw new Error(`${path}: the document request was not intercepted`);
        return await inspect(page, visit.served.status, visit.served);
      } finally {
        current = undefined;
      }
    },
    close: () => page.close(),
  };
}

/**
 * Opens `path` as a JavaScript-less visitor would see it and hands the page to `inspect`, with the document as
 * served (its status, final URL and raw bytes: the audit checks and validates those bytes without loading the page
 * again).
 *
 * AxeBuilder cannot work in a `javaScriptEnabled: false` context (it injects and runs axe-core as page script, and
 * analyze() then never settles), so this uses a JavaScript-ENABLED context instead, with the document request
 * intercepted: the server's real response (status, headers, CSP included) is fulfilled with its scripts removed, so
 * the page never hydrates and what axe sees is exactly the server-rendered HTML and its CSS.
 */
export async function withServerRenderedPage<T>(
  context: BrowserContext,
  path: string,
  inspect: (page: Page, status: number, served: ServedDocument) => Promise<T>,
): Promise<T> {
  const tab = await openServerRenderedTab(context);
  try {
    return await tab.visit(path, inspect);
  } finally {
    await tab.close();
  }
}
