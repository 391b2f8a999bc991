// Visit logs on SQLite and PostgreSQL: POST /api/System/web-visitlog through the real dispatcher (validation, bots,
// the client's ip ignored, the visitor id from the cookie, the screen-size follow-up of a server-recorded view),
// recordPageView/commitPageView as root's loader and entry.server use them, and the batching queue itself (one
// multi-row INSERT per batch, the timer, the cap while the database is away, the flush at shutdown).
import {
  InsertQueryNode,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { createSession } from "~/modules/auth/session.server";
import {
  closeVisitLogs,
  commitPageView,
  flushVisitLogs,
  recordPageView,
  VisitLogQueue,
  type VisitLogRow,
} from "~/modules/visit/visit-log.server";
import { callApi } from "../support/api-client";

const ANDROID_CHROME =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.122 Mobile Safari/537.36";
const WINDOWS_CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";
const GOOGLEBOT =
  "Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.126 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const BAIDUSPIDER = "Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)";
const UUID = "3f0c1b9e-2a4d-4c8e-9f1a-7b6d5e4c3b2a";

async function rows() {
  await flushVisitLogs();
  return db.selectFrom("visit_logs").selectAll().orderBy("id").execute();
}

beforeEach(async () => {
  await flushVisitLogs();
  await db.deleteFrom("visit_logs").execute();
});

const post = (body: unknown, options: { ua?: string; ip?: string; cookie?: string; token?: string } = {}) =>
  callApi("POST", "/api/System/web-visitlog", {
    body,
    ip: options.ip ?? "203.0.113.9",
    token: options.token,
    headers: {
      "user-agent": options.ua ?? ANDROID_CHROME,
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
  });

describe("POST /api/System/web-visitlog: validation", () => {
  it.each([
    ["no currenturl and no viewId", {}, "currenturl", "请提供当前页面地址（currenturl）"],
    ["a blank currenturl", { currenturl: "   " }, "currenturl", "请提供当前页面地址（currenturl）"],
    [
      "an overlong currenturl",
      { currenturl: `http://localhost/${"x".repeat(2100)}` },
      "currenturl",
      "页面地址最多 2048 个字符",
    ],
    [
      "an overlong referrer",
      { currenturl: "http://localhost/", referrer: `https://a.example/${"x".repeat(2100)}` },
      "referrer",
      "来源地址最多 2048 个字符",
    ],
    [
      "a negative screen width",
      { currenturl: "http://localhost/", screenwidth: -1 },
      "screenwidth",
      "屏幕尺寸须为 0 到 100000 之间的整数",
    ],
    [
      "a fractional screen height",
      { currenturl: "http://localhost/", screenheight: 844.5 },
      "screenheight",
      "屏幕尺寸须为 0 到 100000 之间的整数",
    ],
    [
      "a huge screen width",
      { currenturl: "http://localhost/", screenwidth: 1e9 },
      "screenwidth",
      "屏幕尺寸须为 0 到 100000 之间的整数",
    ],
    [
      "a screen width that is not a number",
      { currenturl: "http://localhost/", screenwidth: "wide" },
      "screenwidth",
      "屏幕尺寸须为 0 到 100000 之间的整数",
    ],
    ["a malformed uuid", { currenturl: "http://localhost/", uuid: "<script>" }, "uuid", "访客标识格式不正确"],
    ["a malformed view id", { viewId: "short" }, "viewId", "页面访问标识格式不正确"],
    ["a currenturl that is not text", { currenturl: 42 }, "currenturl", "页面地址须为文本"],
  ])("%s → 400", async (_name, body, field, message) => {
    const { status, body: envelope } = await post(body);
    expect(status).toBe(400);
    expect(envelope.code).toBe(400);
    expect(envelope.msg).toBe(message);
    expect(envelope.result.fieldErrors[field]).toBe(message);
    expect(await rows()).toEqual([]);
  });

  it("a body that is not JSON → 400", async () => {
    const { status, body } = await callApi("POST", "/api/System/web-visitlog", {
      rawBody: "{not json",
      headers: { "content-type": "application/json", "user-agent": ANDROID_CHROME },
    });
    expect(status).toBe(400);
    expect(body.code).toBe(400);
  });

  it("GET is not allowed → 405", async () => {
    const { status } = await callApi("GET", "/api/System/web-visitlog");
    expect(status).toBe(405);
  });

  it("an oversized body → 413", async () => {
    const { status } = await post({ currenturl: "http://localhost/", padding: "x".repeat(20_000) });
    expect(status).toBe(413);
  });
});

describe("POST /api/System/web-visitlog: what is stored", () => {
  it("the server's own reading of the agent and address, the client's screen, URL, referrer and uuid", async () => {
    const { status, body } = await post(
      {
        currenturl: "http://localhost/course?type=2",
        referrer: "https://m.baidu.com/s?word=%E8%80%83%E7%A0%94",
        screenwidth: 390,
        screenheight: 844,
        uuid: UUID,
        // Lies the server must not believe.
        ip: "8.8.8.8",
        browsername: "FakeBrowser",
        clienttype: 0,
        devicetype: "desktop",
        osname: "Plan 9",
        referrertype: 3,
      },
      { ip: "203.0.113.77" },
    );
    expect(status).toBe(200);
    expect(body).toEqual({ code: 200, msg: "成功", result: { logged: true } });
    const [row, ...rest] = await rows();
    expect(rest).toEqual([]);
    expect(row).toMatchObject({
      ip: "203.0.113.77",
      browsername: "Chrome",
      browserversion: "126.0.6478.122",
      clienttype: 1,
      devicetype: "mobile",
      devicemanufacturer: "Google",
      devicemodel: "Pixel 8",
      enginename: "Blink",
      osname: "Android",
      osversion: "14",
      screenwidth: 390,
      screenheight: 844,
      currenturl: "http://localhost/course?type=2",
      referrer: "https://m.baidu.com/s?word=%E8%80%83%E7%A0%94",
      referrertype: 1,
      uuid: UUID,
      user_id: null,
      view_id: null,
    });
    expect(Math.abs(Number(row?.created_at) - Date.now())).toBeLessThan(60_000);
  });

  it.each([
    ["no referrer", undefined, 0],
    ["Google", "https://www.google.com/", 1],
    ["Bing (cn.bing.com)", "https://cn.bing.com/search?q=x", 1],
    ["Yahoo", "https://search.yahoo.com/search?p=x", 1],
    ["DuckDuckGo", "https://duckduckgo.com/", 1],
    ["Baidu (www)", "https://www.baidu.com/link?url=x", 1],
    ["another site", "https://www.zhihu.com/question/1", 2],
    ["our own site", "http://localhost/mobile/", 3],
  ])("referrer %s → referrertype %i", async (_name, referrer, type) => {
    await post({ currenturl: "http://localhost/", referrer });
    const [row] = await rows();
    expect(row?.referrertype).toBe(type);
  });

  it("a desktop agent is clienttype 0 and devicetype desktop; screen size may be absent", async () => {
    await post({ currenturl: "http://localhost/" }, { ua: WINDOWS_CHROME });
    const [row] = await rows();
    expect(row).toMatchObject({
      clienttype: 0,
      devicetype: "desktop",
      osname: "Windows",
      screenwidth: null,
      screenheight: null,
    });
  });

  it("form-encoded bodies work too (numbers as text)", async () => {
    const { status } = await callApi("POST", "/api/System/web-visitlog", {
      rawBody: new URLSearchParams({
        currenturl: "http://localhost/",
        screenwidth: "1280",
        screenheight: "",
      }).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded", "user-agent": WINDOWS_CHROME },
    });
    expect(status).toBe(200);
    const [row] = await rows();
    expect(row).toMatchObject({ screenwidth: 1280, screenheight: null });
  });

  it("the uuid falls back to the appuuid cookie", async () => {
    await post({ currenturl: "http://localhost/" }, { cookie: `theme=red; appuuid=${UUID}` });
    const [row] = await rows();
    expect(row?.uuid).toBe(UUID);
  });

  it("a logged-in visitor's record names the user", async () => {
    const now = Date.now();
    const user = await db
      .insertInto("users")
      .values({
        school_id: null,
        phone_number: `137${String(process.pid % 100000).padStart(5, "0")}001`,
        password_hash: null,
        nickname: "访客",
        avatar: null,
        is_org: 0,
        disabled: 0,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const token = await createSession(user.id, { ip: "127.0.0.1", userAgent: "vitest" });
    await post({ currenturl: "http://localhost/" }, { token });
    const [row] = await rows();
    expect(row?.user_id).toBe(user.id);
  });

  it.each([
    ["Googlebot", GOOGLEBOT],
    ["Baiduspider", BAIDUSPIDER],
  ])("%s is answered but not logged", async (_name, ua) => {
    const { status, body } = await post({ currenturl: "http://localhost/" }, { ua });
    expect(status).toBe(200);
    expect(body.result).toEqual({ logged: false });
    expect(await rows()).toEqual([]);
  });
});

const HTML_ACCEPT = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";

function documentRequest(path: string, headers: Record<string, string> = {}) {
  return new Request(`http://localhost${path}`, {
    headers: { "user-agent": WINDOWS_CHROME, accept: HTML_ACCEPT, "sec-fetch-dest": "document", ...headers },
  });
}

describe("server-recorded page views (root loader + entry.server)", () => {
  it("a rendered document is one row, with the request's URL, referrer, cookie and the Express address", async () => {
    const context = { clientIp: "198.51.100.20", cspNonce: "" };
    const viewId = recordPageView(
      documentRequest("/mobile/?from=qr", {
        referer: "https://www.baidu.com/s?wd=%E7%A0%94%E9%80%94",
        cookie: `appuuid=${UUID}`,
        "x-forwarded-for": "8.8.8.8",
      }),
      context,
      { id: 42 },
    );
    expect(viewId).toBeTruthy();
    commitPageView(context);
    commitPageView(context); // a second render of the same request (error boundary) adds nothing
    const [row, ...rest] = await rows();
    expect(rest).toEqual([]);
    expect(row).toMatchObject({
      currenturl: "http://localhost/mobile/?from=qr",
      referrer: "https://www.baidu.com/s?wd=%E7%A0%94%E9%80%94",
      referrertype: 1,
      ip: "198.51.100.20",
      uuid: UUID,
      user_id: 42,
      view_id: viewId,
      screenwidth: null,
      screenheight: null,
      clienttype: 0,
    });
  });

  it("a document request answered with a redirect (never rendered, never committed) is not a view", async () => {
    const context = { clientIp: "198.51.100.21", cspNonce: "" };
    expect(recordPageView(documentRequest("/user/center"), context, null)).toBeTruthy();
    expect(await rows()).toEqual([]);
    commitPageView({ clientIp: "198.51.100.21" }); // another request's context commits nothing of this one
    expect(await rows()).toEqual([]);
  });

  it("single-fetch data requests, POSTs and bots are not views", async () => {
    const data = new Request("http://localhost/course", {
      headers: { "user-agent": WINDOWS_CHROME, accept: "*/*", "sec-fetch-dest": "empty" },
    });
    const form = new Request("http://localhost/auth/login", {
      method: "POST",
      headers: { "user-agent": WINDOWS_CHROME, accept: HTML_ACCEPT, "sec-fetch-dest": "document" },
    });
    const bot = documentRequest("/", { "user-agent": GOOGLEBOT });
    for (const request of [data, form, bot]) {
      const context = { clientIp: "198.51.100.22", cspNonce: "" };
      expect(recordPageView(request, context, null)).toBeNull();
      commitPageView(context);
    }
    expect(await rows()).toEqual([]);
  });

  it("the browser's follow-up adds screen size and visitor id while the row is still queued", async () => {
    const context = { clientIp: "198.51.100.23", cspNonce: "" };
    const viewId = recordPageView(documentRequest("/"), context, null);
    commitPageView(context);
    const { status, body } = await post(
      { viewId, screenwidth: 1920, screenheight: 1080 },
      { cookie: `appuuid=${UUID}`, ua: WINDOWS_CHROME },
    );
    expect(status).toBe(200);
    expect(body.result).toEqual({ logged: true });
    const all = await rows();
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({ view_id: viewId, screenwidth: 1920, screenheight: 1080, uuid: UUID });
  });

  it("…and after the row was written (another process, or a slow beacon): an UPDATE, still one row", async () => {
    const context = { clientIp: "198.51.100.24", cspNonce: "" };
    const viewId = recordPageView(documentRequest("/"), context, null);
    commitPageView(context);
    await flushVisitLogs();
    await post({ viewId, screenwidth: 390, screenheight: 844, uuid: UUID });
    const all = await rows();
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({ view_id: viewId, screenwidth: 390, screenheight: 844, uuid: UUID });
    // A replay cannot rewrite what is known.
    await post({ viewId, screenwidth: 1, screenheight: 1 });
    expect((await rows())[0]).toMatchObject({ screenwidth: 390, screenheight: 844 });
  });

  it("a follow-up with only the visitor id (no screen) fills just that", async () => {
    const context = { clientIp: "198.51.100.25", cspNonce: "" };
    const viewId = recordPageView(documentRequest("/"), context, null);
    commitPageView(context);
    await flushVisitLogs();
    const { status } = await post({ viewId }, { cookie: `appuuid=${UUID}` });
    expect(status).toBe(200);
    const all = await rows();
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({ uuid: UUID, screenwidth: null, screenheight: null });
  });

  it("a follow-up for an unknown view id adds no row", async () => {
    await post({ viewId: "AAAAAAAAAAAAAAAAAAAAAA", screenwidth: 390, screenheight: 844 });
    expect(await rows()).toEqual([]);
  });
});

/** Counts INSERTs into visit_logs, and fails them while `failing` is set (the database "away"). */
class InsertProbe implements KyselyPlugin {
  inserts = 0;
  failing = false;
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    if (InsertQueryNode.is(args.node)) {
      if (this.failing) throw new Error("database unavailable (test)");
      this.inserts += 1;
    }
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

function row(n: number): VisitLogRow {
  return {
    browsername: "Chrome",
    browserversion: "126",
    clienttype: 0,
    devicemanufacturer: null,
    devicemodel: null,
    devicetype: "desktop",
    enginename: "Blink",
    engineversion: "126",
    ip: "192.0.2.1",
    osname: "Windows",
    osversion: "10",
    screenwidth: 1280,
    screenheight: 800,
    currenturl: `http://localhost/batch/${n}`,
    referrer: null,
    referrertype: 0,
    uuid: null,
    user_id: null,
    view_id: null,
    created_at: Date.now(),
  };
}

const count = async () =>
  Number(
    (
      await db
        .selectFrom("visit_logs")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe("VisitLogQueue", () => {
  const queues: VisitLogQueue[] = [];
  function makeQueue(options: Partial<ConstructorParameters<typeof VisitLogQueue>[0]> = {}) {
    const probe = new InsertProbe();
    const warnings: string[] = [];
    const queue = new VisitLogQueue({
      db: db.withPlugin(probe),
      flushIntervalMs: 60_000,
      warn: (message) => warnings.push(message),
      ...options,
    });
    queues.push(queue);
    return { queue, probe, warnings };
  }

  afterEach(async () => {
    for (const queue of queues.splice(0)) await queue.close();
  });

  it("holds rows until the batch size, then writes them with one INSERT", async () => {
    const { queue, probe } = makeQueue({ batchSize: 200 });
    for (let n = 0; n < 199; n += 1) queue.enqueue(row(n));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await count()).toBe(0);
    queue.enqueue(row(199));
    await queue.flush();
    expect(await count()).toBe(200);
    expect(probe.inserts).toBe(1);
  });

  it("writes 450 rows as three multi-row INSERTs (200, 200, 50)", async () => {
    const { queue, probe } = makeQueue({ batchSize: 200 });
    for (let n = 0; n < 450; n += 1) queue.enqueue(row(n));
    await queue.flush();
    expect(await count()).toBe(450);
    expect(probe.inserts).toBe(3);
    expect(queue.getStats()).toMatchObject({ queued: 0, written: 450, dropped: 0 });
  });

  it("writes a lone row when the interval passes", async () => {
    const { queue, probe } = makeQueue({ flushIntervalMs: 100 });
    queue.enqueue(row(1));
    expect(await count()).toBe(0);
    await expect.poll(count, { timeout: 3_000, interval: 50 }).toBe(1);
    expect(probe.inserts).toBe(1);
  });

  it("keeps rows while the database is away, drops the oldest beyond the cap with a counted warning, then catches up", async () => {
    const { queue, probe, warnings } = makeQueue({ maxQueued: 100, batchSize: 50 });
    probe.failing = true;
    for (let n = 0; n < 130; n += 1) queue.enqueue(row(n));
    await queue.flush();
    expect(await count()).toBe(0);
    expect(queue.getStats()).toMatchObject({ queued: 100, dropped: 30 });
    expect(warnings.join("\n")).toMatch(/writing 50 rows failed/);
    expect(warnings.join("\n")).toMatch(/dropped 30 visit-log rows/);
    probe.failing = false;
    await queue.flush();
    expect(await count()).toBe(100);
    // The oldest went: what is left is rows 30…129, in order.
    const urls = (await db.selectFrom("visit_logs").select("currenturl").orderBy("id").execute()).map(
      (r) => r.currenturl,
    );
    expect(urls[0]).toBe("http://localhost/batch/30");
    expect(urls.at(-1)).toBe("http://localhost/batch/129");
  });

  it("writes everything left on close, and refuses (counting) rows that arrive after", async () => {
    const { queue, warnings } = makeQueue();
    for (let n = 0; n < 3; n += 1) queue.enqueue(row(n));
    expect(await count()).toBe(0);
    await queue.close();
    expect(await count()).toBe(3);
    queue.enqueue(row(4));
    expect(queue.getStats().dropped).toBe(1);
    expect(warnings.join("\n")).toMatch(/after shutdown began/);
  });

  it("on close with the database away: says how many rows were lost instead of hanging", async () => {
    const { queue, probe, warnings } = makeQueue();
    probe.failing = true;
    queue.enqueue(row(1));
    queue.enqueue(row(2));
    await queue.close();
    expect(warnings.join("\n")).toMatch(/dropped 2 visit-log rows at shutdown/);
  });
});

describe("closeVisitLogs (appLifecycle.close, before the database closes)", () => {
  it("writes what the app's queue holds", async () => {
    await post({ currenturl: "http://localhost/last-view-before-shutdown" });
    expect(await count()).toBe(0);
    await closeVisitLogs();
    const urls = (await db.selectFrom("visit_logs").select("currenturl").execute()).map((r) => r.currenturl);
    expect(urls).toEqual(["http://localhost/last-view-before-shutdown"]);
    // The next use makes a fresh queue.
    await post({ currenturl: "http://localhost/after" });
    await flushVisitLogs();
    expect(await count()).toBe(2);
  });
});
