// The process life cycle of the built server: refusing bad configuration and an unreachable database at start,
// surviving the database going away while serving (PostgreSQL behind a TCP proxy the test controls), and a graceful
// exit on SIGTERM.
import Database from "better-sqlite3";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { databaseTargets } from "../support/database-targets";
import { DEMO_STUDENT, loginThroughApi } from "../support/demo-login";
import { rawRequest } from "../support/http";
import { startFakeWechatPay } from "../support/fake-wechat-pay";
import { runServerToExit, startServer, type ServerProcess } from "../support/server-process";
import { seededDatabase, seededDataDir } from "../support/server-databases";
import { testPostgresUrl, type TestDatabase } from "../support/test-databases";

const { postgresReachable } = await databaseTargets();

/** A stack frame line, as printed by Node ("    at fn (file:1:2)"). */
const STACK_FRAME = /^\s+at .+[:(]/m;

describe("configuration refused at start", () => {
  it.each([
    ["PORT", "abc"],
    ["PORT", "70000"],
    ["DATABASE_URL", "mysql://x"],
    ["TRUST_PROXY", "not-an-address"],
    ["SEED_ON_START", "maybe"],
  ])("%s=%s: exits non-zero naming the variable", async (name, value) => {
    const result = await runServerToExit({ env: { [name]: value } });
    expect(result.listened).toBe(false);
    expect(result.code).not.toBe(0);
    expect(result.code).not.toBeNull();
    expect(result.output).toContain(name);
    expect(result.output).not.toMatch(STACK_FRAME);
  });
});

describe("WeChat Pay's configuration at start", () => {
  it("refuses half a configuration, naming what is missing", async () => {
    const result = await runServerToExit({ env: { WECHATPAY_MCHID: "1900000109" } });
    expect(result.listened).toBe(false);
    expect(result.code).not.toBe(0);
    expect(result.output).toContain("Missing: WECHATPAY_APPID");
    expect(result.output).not.toMatch(STACK_FRAME);
  });

  it("refuses a test host (the fake's) at start, naming the variable", async () => {
    const fake = await startFakeWechatPay();
    try {
      const result = await runServerToExit({ env: { ...fake.env } });
      expect(result.listened).toBe(false);
      expect(result.code).not.toBe(0);
      expect(result.output).toContain("WECHATPAY_BASE_URL");
      expect(result.output).not.toMatch(STACK_FRAME);
    } finally {
      await fake.close();
    }
  });
});

describe("database unreachable at start", () => {
  it("PostgreSQL nobody listens for: exits non-zero with a clear message", async () => {
    const started = Date.now();
    const result = await runServerToExit({ databaseUrl: "postgres://postgres@127.0.0.1:1/test" });
    expect(result.listened).toBe(false);
    expect(result.code).not.toBe(0);
    expect(result.code).not.toBeNull();
    expect(result.output).toMatch(/\[db\].*database/i);
    expect(result.output).toContain("DATABASE_URL");
    expect(result.output).toMatch(/ECONNREFUSED|connect/i);
    expect(result.output).not.toMatch(STACK_FRAME);
    expect(Date.now() - started).toBeLessThan(15_000);
  });

  it("SQLite file that cannot be created: exits non-zero with a clear message", async () => {
    // A directory path running through a regular file fails (ENOTDIR) even for root.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "yantu-notdir-"));
    fs.writeFileSync(path.join(dir, "plain-file"), "");
    const result = await runServerToExit({ databaseUrl: `file:${path.join(dir, "plain-file", "sub", "app.db")}` });
    fs.rmSync(dir, { recursive: true, force: true });
    expect(result.listened).toBe(false);
    expect(result.code).not.toBe(0);
    expect(result.code).not.toBeNull();
    expect(result.output).toMatch(/\[db\].*database/i);
    expect(result.output).not.toMatch(STACK_FRAME);
  });
});

for (const target of ["sqlite", "postgres"] as const) {
  describe.skipIf(target === "postgres" && !postgresReachable)(`graceful shutdown on ${target}`, () => {
    let database: TestDatabase;
    let server: ServerProcess | undefined;

    beforeAll(async () => {
      database = await seededDatabase(target);
    });

    afterAll(async () => {
      await server?.stop("SIGKILL");
      await database?.drop();
    });

    it("SIGTERM: closes idle keep-alive connections, prints [http] closed and exits 0 promptly", async () => {
      server = await startServer({ databaseUrl: database.url, dataFrom: seededDataDir(target) });
      // Leave an idle keep-alive connection open: shutdown must not wait for it to time out.
      const agent = new http.Agent({ keepAlive: true });
      const status = await new Promise<number>((resolve, reject) => {
        http
          .get(`${server!.baseUrl}/api/System/schools`, { agent }, (response) => {
            response.resume();
            response.on("end", () => resolve(response.statusCode ?? 0));
          })
          .on("error", reject);
      });
      expect(status).toBe(200);
      // Bodies the server answers without reading them to the end (405 before the body is read, 413 part-way through)
      // must not leave connections stalled that would hold the shutdown up.
      const oversized = "x".repeat(2 * 1024 * 1024);
      const json = { "content-type": "application/json" };
      const refused = [
        await rawRequest(`${server.baseUrl}/api/System/schools`, {
          method: "POST",
          body: oversized,
          headers: json,
          agent,
        }),
        await rawRequest(`${server.baseUrl}/api/User/password-login`, {
          method: "POST",
          body: oversized,
          headers: json,
          agent,
        }),
      ];
      expect(refused.map((response) => response.status)).toEqual([405, 413]);
      // An open event stream (the pay page's, docs/decisions/0041) is never idle: the shutdown ends it rather than
      // waiting for the force close. It leaves uncompressed, its first event at once.
      const stream = target === "sqlite" ? await openOrderStream(server.baseUrl, database.url) : null;
      if (stream) {
        expect([stream.status, stream.headers["content-type"], stream.headers["content-encoding"]]).toEqual([
          200,
          "text/event-stream; charset=utf-8",
          undefined,
        ]);
        expect(await stream.firstEvent).toBe("event: status\ndata: pending");
      }

      const started = Date.now();
      const result = await server.stop("SIGTERM");
      agent.destroy();
      if (stream) await stream.ended;
      expect(result).toEqual({ code: 0, signal: null });
      expect(server.output()).toContain("[http] closed");
      // Well inside the server's 10 s grace period for in-flight requests.
      expect(Date.now() - started).toBeLessThan(5_000);
    });
  });
}

/** Logs the demo student in, gives them a pending order (straight into the SQLite file) and opens its event stream. */
async function openOrderStream(baseUrl: string, databaseUrl: string) {
  const token = await loginThroughApi(baseUrl);
  const orderNo = `YT${String(Date.now()).padStart(18, "0")}`;
  const sqlite = new Database(databaseUrl.slice("file:".length));
  try {
    const now = Date.now();
    const user = sqlite.prepare("select id from users where phone_number = ?").get(DEMO_STUDENT.phoneNumber) as {
      id: number;
    };
    sqlite
      .prepare(
        `insert into orders (order_no, user_id, status, total_fen, payable_fen, client_token, terms_accepted_at,
          created_at, expires_at, updated_at) values (?, ?, 'pending', 100, 100, ?, ?, ?, ?, ?)`,
      )
      .run(orderNo, user.id, `t${orderNo}`, now, now, now + 30 * 60_000, now);
  } finally {
    sqlite.close();
  }
  return new Promise<{
    status: number;
    headers: http.IncomingHttpHeaders;
    firstEvent: Promise<string>;
    ended: Promise<void>;
  }>((resolve, reject) => {
    http
      .get(
        `${baseUrl}/events/order-status?orderNo=${orderNo}`,
        { headers: { cookie: `Authorization=${token}`, "accept-encoding": "gzip" } },
        (response) => {
          let text = "";
          const firstEvent = new Promise<string>((done) => {
            response.on("data", (chunk: Buffer) => {
              text += chunk.toString("utf8");
              if (text.includes("\n\n")) done(text.slice(0, text.indexOf("\n\n")));
            });
          });
          const ended = new Promise<void>((done) => response.on("close", () => done()));
          resolve({ status: response.statusCode ?? 0, headers: response.headers, firstEvent, ended });
        },
      )
      .on("error", reject);
  });
}

/** A TCP proxy in front of PostgreSQL that the test can cut (listener closed, every connection destroyed) and restore. */
class CuttableProxy {
  private server: net.Server | undefined;
  private readonly sockets = new Set<net.Socket>();
  port = 0;

  constructor(
    private readonly upstreamHost: string,
    private readonly upstreamPort: number,
  ) {}

  async start(port = 0): Promise<number> {
    const server = net.createServer((client) => {
      const upstream = net.connect(this.upstreamPort, this.upstreamHost);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on("close", () => this.sockets.delete(socket));
        socket.on("error", () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => resolve());
    });
    this.server = server;
    this.port = (server.address() as net.AddressInfo).port;
    return this.port;
  }

  async cut(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    const closed = server ? new Promise<void>((resolve) => server.close(() => resolve())) : Promise.resolve();
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
    await closed;
  }
}

async function eventually<T>(probe: () => Promise<T>, accept: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: T = await probe();
  while (!accept(last) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    last = await probe();
  }
  return last;
}

describe.skipIf(!postgresReachable)("PostgreSQL lost while serving, then back", () => {
  let database: TestDatabase;
  let proxy: CuttableProxy;
  let server: ServerProcess;

  beforeAll(async () => {
    database = await seededDatabase("postgres");
    const upstream = new URL(testPostgresUrl());
    proxy = new CuttableProxy(upstream.hostname, Number(upstream.port || 5432));
    const port = await proxy.start();
    const throughProxy = new URL(database.url);
    throughProxy.hostname = "127.0.0.1";
    throughProxy.port = String(port);
    server = await startServer({ databaseUrl: throughProxy.toString(), dataFrom: seededDataDir("postgres") });
  });

  afterEach(async () => {
    expect(server.isRunning(), `the server died; output:\n${server.output()}`).toBe(true);
  });

  afterAll(async () => {
    await server?.stop();
    await proxy?.cut();
    await database?.drop();
  });

  const health = async () => {
    const response = await fetch(`${server.baseUrl}/healthz`);
    return { status: response.status, body: (await response.json()) as { status: string } };
  };

  it("is healthy through the proxy", async () => {
    expect(await health()).toEqual({ status: 200, body: { status: "ok" } });
    expect((await fetch(`${server.baseUrl}/api/System/schools`)).status).toBe(200);
  });

  it("answers /healthz with 503 once the database is gone", async () => {
    await proxy.cut();
    const result = await eventually(health, (value) => value.status === 503);
    expect(result).toEqual({ status: 503, body: { status: "unavailable" } });
  });

  it("answers an API call with a 500 envelope without a stack trace", async () => {
    const response = await fetch(`${server.baseUrl}/api/System/schools`);
    const text = await response.text();
    expect(response.status).toBe(500);
    expect(JSON.parse(text)).toEqual({ code: 500, msg: expect.any(String), result: null });
    expect(text).not.toMatch(/\bat\s.+:\d+|ECONNREFUSED|Error:/);
  });

  it("answers a page with the generic 500 error page without a stack trace", async () => {
    const response = await fetch(`${server.baseUrl}/`);
    const html = await response.text();
    expect(response.status).toBe(500);
    expect(html).toContain("哎呀，服务器出了点小问题~");
    expect(html).toMatch(/<a\b[^>]*href="\/"[^>]*>返回首页<\/a>/);
    expect(html).not.toMatch(/ECONNREFUSED|\bat\s\S+\s\(/);
  });

  it("is healthy again once the database is back on the same address", async () => {
    await proxy.start(proxy.port);
    const result = await eventually(health, (value) => value.status === 200);
    expect(result).toEqual({ status: 200, body: { status: "ok" } });
    const response = await fetch(`${server.baseUrl}/api/System/schools`);
    expect(response.status).toBe(200);
    expect((await response.json()).result.items.length).toBeGreaterThanOrEqual(8);
  });
});
