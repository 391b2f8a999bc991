// Helpers the page e2e suites share: the JSON API through HTTP (the envelope's code checked), the session cookie in a
// browser context, the flash toast's text and axe on the page as it is now (with or without JavaScript).
import Database from "better-sqlite3";
import type { BrowserContext, Page, Response } from "playwright-core";
import { expect, inject } from "vitest";
import { expectNoAxeViolations, waitForHydration, withoutScripts } from "./browser";

export interface ApiFetchOptions {
  method?: string;
  body?: unknown;
  /** Sent as `authorization: Bearer <token>`. */
  token?: string;
}

/** `base + path` through HTTP; expects the envelope's code 200 and returns its result. */
export async function apiResult<T = any>(base: string, path: string, options: ApiFetchOptions = {}): Promise<T> {
  const method = options.method ?? "GET";
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body ? { "content-type": "application/json" } : {}),
    },
    body: options.body ? JSON.stringify(options.body) : undefined,
  });
  const envelope = await response.json();
  expect(envelope.code, `${method} ${path}: ${JSON.stringify(envelope).slice(0, 300)}`).toBe(200);
  return envelope.result as T;
}

/** The session cookie for `url` in the context, as a logged-in browser has it. */
export async function withToken(context: BrowserContext, token: string, url: string): Promise<BrowserContext> {
  await context.addCookies([{ name: "Authorization", value: token, url, httpOnly: true, sameSite: "Lax" }]);
  return context;
}

/**
 * The answer to the page's own form post: a POST that is not the visit log's beacon, which every hydrated page sends
 * once it has loaded (visit-beacon.tsx) and which a wait for "the next POST" would otherwise catch.
 */
export function formPostResponse(page: Page, timeout?: number): Promise<Response> {
  return page.waitForResponse(
    (response) =>
      response.request().method() === "POST" && new URL(response.url()).pathname !== "/api/System/web-visitlog",
    { timeout },
  );
}

/**
 * The first status region's text (the flash toast), once the document showing it has loaded: without JavaScript a
 * form's answer is a new document, and the toast at its top is there while the rest is still being parsed, so a test
 * that reads the page after the toast would otherwise read half of it. (A hydrated page's client-side navigations
 * keep the loaded document: nothing to wait for.)
 */
export const toastText = async (page: Page) => {
  await page.waitForLoadState("load");
  return (await page.getByRole("status").first().textContent()) ?? "";
};

/**
 * axe on the page as it is now: with JavaScript, once Remix has hydrated it; without, on the document it shows
 * (axeShownDocument: a refused form's answer included, not a fresh GET of the address).
 */
export async function axeCurrentPage(
  page: Page,
  js: boolean,
  newContext: () => Promise<BrowserContext>,
): Promise<void> {
  if (js) {
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    return;
  }
  await axeShownDocument(page, newContext);
}

/**
 * axe on the document a page without JavaScript shows now, as it is — the answer to a form it posted included (a
 * refused form's messages and what was typed), which axeCurrentPage's fresh GET of the address would not show. axe
 * needs JavaScript (Playwright cannot evaluate in a page whose scripts are off), so the document's HTML, its scripts
 * removed, is served under the same address to a page of a context from `newContext` (with the page's cookies); its
 * styles load from the server.
 */
export async function axeShownDocument(page: Page, newContext: () => Promise<BrowserContext>): Promise<void> {
  const address = new URL(page.url());
  address.hash = "";
  const html = withoutScripts(await page.content());
  const cookies = await page.context().cookies();
  const viewer = await shownDocumentViewer(page, newContext);
  // One check at a time per viewer (two at once would answer each other's address).
  const check = viewer.queue.then(async () => {
    viewer.serve = { href: address.href, html };
    try {
      await viewer.page.context().clearCookies();
      await viewer.page.context().addCookies(cookies);
      await viewer.page.goto(address.href, { waitUntil: "load" });
      await expectNoAxeViolations(viewer.page);
    } finally {
      viewer.serve = undefined;
    }
  });
  viewer.queue = check.catch(() => undefined);
  await check;
}

interface ShownDocumentViewer {
  page: Page;
  queue: Promise<void>;
  /** The document the next navigation to `href` is answered with. */
  serve?: { href: string; html: string };
}

/**
 * One viewer page per test file and kind of context, kept for the file's life: a new context and page for each
 * check cost ~0.4 s of a ~0.9 s check (measured on order-pages: 25 checks), and the kept page also keeps the
 * stylesheets cached. The kind is the factory's source and the viewport of the page checked: the factories differ by
 * device (desktop, phone, WeChat) and the cookies, which are set anew for each check, are all that differs otherwise.
 */
const viewers = new WeakMap<object, Map<string, Promise<ShownDocumentViewer>>>();

function shownDocumentViewer(page: Page, newContext: () => Promise<BrowserContext>): Promise<ShownDocumentViewer> {
  const browser = page.context().browser() ?? page.context();
  const kinds = viewers.get(browser) ?? new Map<string, Promise<ShownDocumentViewer>>();
  viewers.set(browser, kinds);
  // Per test file too: a file's close() takes its contexts back (reused-browser.ts), and two files' factories may
  // read the same and make different devices.
  const kind = `${expect.getState().testPath} ${newContext.toString()} ${JSON.stringify(page.viewportSize())}`;
  let viewer = kinds.get(kind);
  if (!viewer) {
    viewer = (async () => {
      const context = await newContext();
      const made: ShownDocumentViewer = { page: await context.newPage(), queue: Promise.resolve() };
      await made.page.route(
        (url) => url.href === made.serve?.href,
        (route) =>
          made.serve && route.request().resourceType() === "document"
            ? route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: made.serve.html })
            : route.continue(),
      );
      return made;
    })();
    kinds.set(kind, viewer);
  }
  return viewer;
}

/** The run's one server (e2e-global-setup.ts), which trusts a proxy on loopback: X-Forwarded-For makes a visitor off campus. */
export interface SharedE2eServer {
  baseUrl: string;
  /** Nothing to stop: the global setup stops it at the end of the run. */
  stop(): Promise<void>;
}

export function sharedE2eServer(): SharedE2eServer {
  return { baseUrl: inject("e2eBaseUrl"), stop: async () => undefined };
}

/**
 * Every answerable option (input[data-option]) inside `scope` is a target of at least 24 × 24 CSS px (WCAG 2.5.8): the
 * box itself and its row (option-row.tsx) are that big, and a point at the row's far end and one on its text hit the
 * input or its label, so a tap anywhere on the row chooses it. Returns how many options were checked.
 */
export async function expectOptionTargets(page: Page, scope = "main"): Promise<number> {
  const rows = await page
    .locator(scope)
    .first()
    .evaluate((root) =>
      Array.from(root.querySelectorAll<HTMLInputElement>("input[data-option]")).map((input) => {
        input.scrollIntoView({ block: "center" });
        const row = input.closest<HTMLElement>("[data-option-row]");
        const box = row?.getBoundingClientRect();
        const own = input.getBoundingClientRect();
        const mine = (x: number, y: number) => {
          const hit = document.elementFromPoint(x, y);
          return (
            hit === input ||
            (hit !== null && Array.from(input.labels ?? []).some((label) => label === hit || label.contains(hit)))
          );
        };
        return {
          id: input.id,
          box: [Math.round(own.width), Math.round(own.height)],
          width: box?.width ?? 0,
          height: box?.height ?? 0,
          farEnd: box ? mine(box.right - 3, box.top + box.height / 2) : false,
          nearStart: box ? mine(box.left + 40, box.top + Math.min(12, box.height / 2)) : false,
        };
      }),
    );
  for (const row of rows) {
    expect(row.box, `${row.id}: the box itself`).toEqual([24, 24]);
    expect(row.width, `${row.id} width`).toBeGreaterThanOrEqual(24);
    expect(row.height, `${row.id} height`).toBeGreaterThanOrEqual(24);
    expect(row.farEnd && row.nearStart, `${row.id}: the whole row chooses the option`).toBe(true);
  }
  return rows.length;
}

/**
 * The minute between two SMS codes to one phone (sms-code.server.ts) passes now: the e2e server's database forgets
 * the phone's last send, as its rate limiter would a minute later. A journey that registers a phone (one code) and
 * then asks it for another code need not wait 60 s of real time; the limit itself is tested in sms-code.test.ts.
 */
export function letSmsResendMinutePass(phoneNumber: string): void {
  const database = new Database(inject("e2eDatabaseUrl").replace(/^file:/, ""));
  try {
    database.pragma("busy_timeout = 5000");
    database.prepare("delete from rate_limits where key = ?").run(`sms-send-phone-60s:${phoneNumber}`);
  } finally {
    database.close();
  }
}
