// Visit logs end to end, in Chromium against the built server: every page view is exactly one row — server-rendered
// documents and client-side navigations with JavaScript, documents alone without it — and nothing else is: not
// Remix's revalidation after an action, not a document request answered with a redirect, not a POST re-rendering a
// form, not a bot. The browser adds the screen size to the server's row. Rows still queued at SIGTERM are written.
//
// This file runs its own server on a SQLite file it knows, and reads the rows straight from that file.
import Database from "better-sqlite3";
import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DESKTOP_USER_AGENT,
  launchBrowser,
  newDesktopContext,
  newMobileContext,
  waitForHydration,
} from "../support/browser";
import { rawRequest } from "../support/http";
import { startServer, type ServerProcess } from "../support/server-process";
import { createTestDatabase, type TestDatabase } from "../support/test-databases";

interface VisitRow {
  id: number;
  currenturl: string;
  referrer: string | null;
  referrertype: number;
  clienttype: number;
  devicetype: string;
  screenwidth: number | null;
  screenheight: number | null;
  uuid: string | null;
  view_id: string | null;
  ip: string;
}

let database: TestDatabase;
let server: ServerProcess;
let browser: Browser;

beforeAll(async () => {
  database = await createTestDatabase("sqlite");
  [server, browser] = await Promise.all([startServer({ databaseUrl: database.url }), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await database?.drop();
});

function readRows(): VisitRow[] {
  const file = database.url.slice("file:".length);
  const sqlite = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return sqlite.prepare("select * from visit_logs order by id").all() as VisitRow[];
  } finally {
    sqlite.close();
  }
}

/** The rows added since `before`, once the count has reached `expected` and stayed there past another flush. */
async function rowsAfter(before: number, expected: number): Promise<VisitRow[]> {
  await expect
    .poll(() => readRows().length - before, { timeout: 8_000, interval: 100 })
    .toBeGreaterThanOrEqual(expected);
  // The queue flushes every second: wait for one more flush so a late extra row would show.
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  return readRows().slice(before);
}

const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

describe("with JavaScript", () => {
  let context: BrowserContext;

  beforeAll(async () => {
    context = await newDesktopContext(browser, { baseURL: server.baseUrl });
  });

  afterAll(async () => {
    await context?.close();
  });

  it("documents and client-side navigations: one row each; revalidations and fetcher actions: none", async () => {
    const before = readRows().length;
    const page = await context.newPage();

    await page.goto("/"); // 1: a document (the server's row; the browser adds the screen size)
    await waitForHydration(page);
    await page.getByRole("link", { name: "登录 / 注册" }).click(); // 2: client-side navigation
    await page.waitForURL((url) => url.searchParams.get("login") === "sms");
    await page.goBack(); // 3: back (a client-side navigation too)
    await page.waitForURL((url) => !url.searchParams.has("login"));
    await page.waitForLoadState("networkidle");

    // Not page views: a revalidation (root's loader runs in the .data request) and a fetcher's POST to an action
    // that answers in place, followed by its revalidation.
    const dataRequests: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.endsWith(".data"))
        dataRequests.push(`${request.method()} ${pathOf(request.url())}`);
    });
    await page.evaluate(() =>
      (window as unknown as { __remixRouter: { revalidate(): Promise<void> } }).__remixRouter.revalidate(),
    );
    await page.evaluate(async () => {
      const router = (
        window as unknown as {
          __remixRouter: {
            fetch(key: string, routeId: string, href: string, opts: object): void;
            getFetcher(key: string): { state: string };
          };
        }
      ).__remixRouter;
      const formData = new FormData();
      formData.set("phoneNumber", "");
      router.fetch("visit-log-test", "root", "/login/passLogin", { formMethod: "post", formData });
      for (let i = 0; i < 100 && router.getFetcher("visit-log-test").state !== "idle"; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    });
    await page.waitForLoadState("networkidle");
    expect(dataRequests.some((request) => request.startsWith("GET /_root.data"))).toBe(true); // root's loader did run
    expect(dataRequests.some((request) => request.startsWith("POST /login/passLogin.data"))).toBe(true);

    await page.reload(); // 4: a document again
    await waitForHydration(page);

    const rows = await rowsAfter(before, 4);
    expect(rows.map((row) => pathOf(row.currenturl))).toEqual(["/", "/?login=sms", "/", "/"]);
    // Server rows (documents) carry a view id; the browser's rows (navigations) do not.
    expect(rows.map((row) => row.view_id !== null)).toEqual([true, false, false, true]);
    // A reload sends the document's original referrer (none: it was typed in).
    expect(rows.map((row) => row.referrertype)).toEqual([0, 3, 3, 0]);
    expect(pathOf(rows[1]?.referrer ?? "")).toBe("/");
    for (const row of rows) {
      expect(row).toMatchObject({
        clienttype: 0,
        devicetype: "desktop",
        screenwidth: 1280,
        screenheight: 800,
        ip: "127.0.0.1",
      });
    }
    // The first document came before the appuuid cookie existed; the server's new id is on every row.
    const uuids = new Set(rows.map((row) => row.uuid));
    expect(uuids.size).toBe(1);
    expect([...uuids][0]).toMatch(/^[0-9a-f-]{36}$/);
    await page.close();
  });

  it("a phone's page view on /mobile/ is clienttype 1 with its screen size", async () => {
    const mobile = await newMobileContext(browser, { baseURL: server.baseUrl });
    const before = readRows().length;
    const page = await mobile.newPage();
    await page.goto("/mobile/");
    await waitForHydration(page);
    const [row, ...rest] = await rowsAfter(before, 1);
    expect(rest).toEqual([]);
    await expect.poll(() => readRows().find((r) => r.id === row?.id)?.screenwidth, { timeout: 5_000 }).toBe(390);
    expect(readRows().find((r) => r.id === row?.id)).toMatchObject({
      clienttype: 1,
      devicetype: "mobile",
      screenheight: 844,
    });
    await mobile.close();
  });
});

describe("without JavaScript", () => {
  let context: BrowserContext;

  beforeAll(async () => {
    context = await newDesktopContext(browser, { baseURL: server.baseUrl, javaScriptEnabled: false });
  });

  afterAll(async () => {
    await context?.close();
  });

  it("every document is one row; a redirect and a form POST re-rendered in place are none", async () => {
    const before = readRows().length;
    const page = await context.newPage();

    await page.goto("/"); // 1
    await page.getByRole("link", { name: "登录 / 注册" }).click(); // 2: a document request for /?login=sms
    await page.waitForURL((url) => url.searchParams.get("login") === "sms");
    // 3: /user/center needs login: the server answers with a redirect to the login page, which is the one view.
    const response = await page.goto("/user/center");
    expect(new URL(page.url()).pathname).toBe("/login/passLogin");
    expect(response?.status()).toBe(200);
    // A form posted without JavaScript that answers with the same page and its messages: not a new view.
    const loginForm = page.locator("main form[method='post']").first();
    await loginForm.locator("button[type='submit']").last().click();
    await page.waitForLoadState("load");

    const rows = await rowsAfter(before, 3);
    expect(rows.map((row) => pathOf(row.currenturl))).toEqual([
      "/",
      "/?login=sms",
      "/login/passLogin?redirect=%2Fuser%2Fcenter",
    ]);
    expect(rows.map((row) => row.referrertype)).toEqual([0, 3, 0]);
    for (const row of rows) expect(row).toMatchObject({ screenwidth: null, screenheight: null, clienttype: 0 });
    // The first document came without an appuuid cookie: the server gave it one and logged that view under it too.
    expect(rows[0]?.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(rows[1]?.uuid).toBe(rows[0]?.uuid);
    expect(rows[2]?.uuid).toBe(rows[0]?.uuid);
    await page.close();
  });
});

describe("requests that are not page views", () => {
  const documentHeaders = {
    accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
    "sec-fetch-dest": "document",
    "sec-fetch-mode": "navigate",
  };

  it("a crawler's document request is not logged; the same request from a browser is", async () => {
    const before = readRows().length;
    for (const ua of [
      "Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)",
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    ]) {
      const response = await rawRequest(`${server.baseUrl}/`, { headers: { ...documentHeaders, "user-agent": ua } });
      expect(response.status).toBe(200);
    }
    const control = await rawRequest(`${server.baseUrl}/?control=1`, {
      headers: { ...documentHeaders, "user-agent": DESKTOP_USER_AGENT, "x-forwarded-for": "8.8.8.8" },
    });
    expect(control.status).toBe(200);
    const rows = await rowsAfter(before, 1);
    expect(rows.map((row) => pathOf(row.currenturl))).toEqual(["/?control=1"]);
    // TRUST_PROXY is off: the forwarded address is not believed.
    expect(rows[0]?.ip).toBe("127.0.0.1");
  });

  it("the API refuses a payload without a page address (400) and ignores the ip it sends", async () => {
    const before = readRows().length;
    const bad = await rawRequest(`${server.baseUrl}/api/System/web-visitlog`, {
      method: "POST",
      headers: { "content-type": "application/json", "user-agent": DESKTOP_USER_AGENT },
      body: JSON.stringify({ screenwidth: 100 }),
    });
    expect(bad.status).toBe(400);
    const good = await rawRequest(`${server.baseUrl}/api/System/web-visitlog`, {
      method: "POST",
      headers: { "content-type": "application/json", "user-agent": DESKTOP_USER_AGENT },
      body: JSON.stringify({
        currenturl: `${server.baseUrl}/api-posted`,
        ip: "8.8.8.8",
        screenwidth: 100,
        screenheight: 200,
      }),
    });
    expect(good.status).toBe(200);
    const rows = await rowsAfter(before, 1);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ip: "127.0.0.1", screenwidth: 100, screenheight: 200 });
  });
});

describe("graceful shutdown", () => {
  it("rows still queued at SIGTERM are written before the process exits", async () => {
    const before = readRows().length;
    const response = await rawRequest(`${server.baseUrl}/?last=1`, {
      headers: {
        accept: "text/html",
        "sec-fetch-dest": "document",
        "user-agent": DESKTOP_USER_AGENT,
      },
    });
    expect(response.status).toBe(200);
    // Straight away, well inside the one-second flush interval.
    const { code } = await server.stop();
    expect(code).toBe(0);
    const rows = readRows().slice(before);
    expect(rows.map((row) => pathOf(row.currenturl))).toEqual(["/?last=1"]);
  });
});
