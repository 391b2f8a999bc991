// The built production server over real HTTP, once on SQLite and once on PostgreSQL: health, security headers and
// the CSP nonce, caching of static files, compression, the API's envelope errors for bad input, the Origin check and
// the client address under TRUST_PROXY.
import http from "node:http";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseTargets } from "../support/database-targets";
import { rawRequest } from "../support/http";
import { startServer, type ServerProcess } from "../support/server-process";
import { seededDatabase, seededDataDir } from "../support/server-databases";
import type { TestDatabase } from "../support/test-databases";

const { postgresReachable } = await databaseTargets();

const ONE_YEAR_IMMUTABLE = "public, max-age=31536000, immutable";
/** A JSON body just over the API's 1 MB limit. */
const OVERSIZED_JSON = JSON.stringify({ phone: "13800000000", password: "x".repeat(1024 * 1024 + 16) });
/** The first POST endpoint of the API; the body-parsing cases below need a POST endpoint to reach the body reader. */
const LOGIN = "/api/User/password-login";

function cspDirectives(header: string | null): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of (header ?? "").split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), values);
  }
  return directives;
}

function tagsOf(html: string, tag: string): string[] {
  return html.match(new RegExp(`<${tag}\\b[^>]*>`, "gi")) ?? [];
}

function expectEnvelope(body: unknown, code: number) {
  expect(body).toMatchObject({ code, msg: expect.any(String) });
  expect(body).toHaveProperty("result");
  expect((body as { msg: string }).msg.length).toBeGreaterThan(0);
}

for (const target of ["sqlite", "postgres"] as const) {
  describe.skipIf(target === "postgres" && !postgresReachable)(`the built server on ${target}`, () => {
    let database: TestDatabase;
    let server: ServerProcess;
    let url: (path: string) => string;

    beforeAll(async () => {
      database = await seededDatabase(target);
      server = await startServer({ databaseUrl: database.url, dataFrom: seededDataDir(target) });
      url = (path) => `${server.baseUrl}${path}`;
    });

    afterAll(async () => {
      await server?.stop();
      await database?.drop();
    });

    it("answers GET /healthz with 200 {status: ok}", async () => {
      const response = await fetch(url("/healthz"));
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(await response.json()).toEqual({ status: "ok" });
    });

    describe("security headers", () => {
      it("sends a CSP whose nonce is on every script and style element of the page", async () => {
        const response = await fetch(url("/"));
        expect(response.status).toBe(200);
        const csp = cspDirectives(response.headers.get("content-security-policy"));
        const scriptSrc = csp.get("script-src") ?? [];
        const nonceSource = scriptSrc.find((value) => value.startsWith("'nonce-"));
        expect(nonceSource, "script-src has a nonce").toBeDefined();
        const nonce = /^'nonce-([A-Za-z0-9+/=_-]+)'$/.exec(nonceSource ?? "")?.[1];
        expect(nonce).toBeTruthy();
        expect(scriptSrc).not.toContain("'unsafe-inline'");
        expect(scriptSrc).not.toContain("'unsafe-eval'");
        expect(csp.get("object-src")).toEqual(["'none'"]);
        expect(csp.get("base-uri")).toEqual(["'none'"]);
        expect(csp.get("frame-ancestors")?.length).toBeGreaterThan(0);

        const html = await response.text();
        const scripts = tagsOf(html, "script");
        expect(scripts.length).toBeGreaterThan(0);
        for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`);
        // Production style-src is 'self' plus the nonce, so every inline <style> needs it too.
        for (const style of tagsOf(html, "style")) expect(style).toContain(`nonce="${nonce}"`);
      });

      it("makes a new nonce for every response", async () => {
        const nonces = await Promise.all(
          [1, 2].map(async () => {
            const response = await fetch(url("/"));
            await response.arrayBuffer();
            return /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
          }),
        );
        expect(nonces[0]).toBeTruthy();
        expect(nonces[0]).not.toBe(nonces[1]);
      });

      it.each(["/", "/mobile/", "/no/such/page", "/api/System/schools", "/api/No/such", "/favicon.svg", "/healthz"])(
        "%s: nosniff and a Referrer-Policy where it matters, and no X-Powered-By",
        async (path) => {
          const response = await fetch(url(path), { redirect: "manual" });
          await response.arrayBuffer();
          expect(response.headers.get("x-powered-by")).toBeNull();
          if (path === "/healthz") return;
          expect(response.headers.get("x-content-type-options")).toBe("nosniff");
          expect(response.headers.get("referrer-policy")).toMatch(
            /^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/,
          );
        },
      );
    });

    describe("static files", () => {
      it("serves the page's hashed /assets/* with a one-year immutable cache", async () => {
        const html = await (await fetch(url("/"))).text();
        const assets = [...new Set(html.match(/\/assets\/[\w.-]+\.(?:js|css)/g) ?? [])];
        expect(assets.some((asset) => asset.endsWith(".js"))).toBe(true);
        expect(assets.some((asset) => asset.endsWith(".css"))).toBe(true);
        for (const asset of assets) {
          const response = await fetch(url(asset));
          await response.arrayBuffer();
          expect(response.status, asset).toBe(200);
          expect(response.headers.get("cache-control"), asset).toBe(ONE_YEAR_IMMUTABLE);
        }
      });

      it("serves /favicon.svg with a short-lived cache", async () => {
        const response = await fetch(url("/favicon.svg"));
        await response.arrayBuffer();
        expect(response.status).toBe(200);
        expect(response.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
        const cacheControl = response.headers.get("cache-control") ?? "";
        expect(cacheControl).not.toContain("immutable");
        const maxAge = Number(/max-age=(\d+)/.exec(cacheControl)?.[1] ?? "0");
        expect(maxAge).toBeLessThanOrEqual(24 * 3600);
      });

      it("answers a missing asset with 404, not the page", async () => {
        const response = await fetch(url("/assets/no-such-file-0000.js"));
        await response.arrayBuffer();
        expect(response.status).toBe(404);
      });
    });

    describe("compression", () => {
      it("gzips the page and the scripts when the client accepts gzip", async () => {
        const page = await rawRequest(url("/"), { headers: { "accept-encoding": "gzip" } });
        expect(page.status).toBe(200);
        expect(page.headers["content-encoding"]).toBe("gzip");
        expect(page.headers.vary).toMatch(/accept-encoding/i);
        expect(zlib.gunzipSync(page.body).toString("utf8")).toContain("研途");

        // compression's threshold is 1 KiB: a tiny route chunk goes out plain, every larger script gzipped.
        const scripts = [
          ...new Set(
            zlib
              .gunzipSync(page.body)
              .toString("utf8")
              .match(/\/assets\/[\w.-]+\.js/g),
          ),
        ];
        expect(scripts.length).toBeGreaterThan(0);
        let gzipped = 0;
        for (const script of scripts) {
          const asset = await rawRequest(url(script), { headers: { "accept-encoding": "gzip" } });
          expect(asset.status).toBe(200);
          const size =
            asset.headers["content-encoding"] === "gzip" ? zlib.gunzipSync(asset.body).length : asset.body.length;
          if (size > 1024) {
            expect(asset.headers["content-encoding"], script).toBe("gzip");
            gzipped += 1;
          }
        }
        expect(gzipped).toBeGreaterThan(0);
      });

      it("sends plain bytes to a client that does not ask for compression", async () => {
        const page = await rawRequest(url("/"));
        expect(page.status).toBe(200);
        expect(page.headers["content-encoding"]).toBeUndefined();
        expect(page.text()).toContain("研途");
      });
    });

    describe("device routing and the visitor id", () => {
      const PHONE =
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
      const DESKTOP =
        "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
      const BOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

      const get = (path: string, userAgent: string) =>
        fetch(url(path), { redirect: "manual", headers: { "user-agent": userAgent } });

      it("sends a phone from / to /mobile/ and a desktop from /mobile/ to /, keeping the query", async () => {
        const phone = await get("/?from=qr", PHONE);
        expect(phone.status).toBe(302);
        expect(phone.headers.get("location")).toBe("/mobile/?from=qr");
        expect(phone.headers.get("vary")).toMatch(/user-agent/i);
        const desktop = await get("/mobile/", DESKTOP);
        expect(desktop.status).toBe(302);
        expect(desktop.headers.get("location")).toBe("/");
      });

      it("serves each device its own tree, and bots either tree, without redirecting", async () => {
        expect((await get("/mobile/", PHONE)).status).toBe(200);
        expect((await get("/", DESKTOP)).status).toBe(200);
        expect((await get("/", BOT)).status).toBe(200);
        expect((await get("/mobile/", BOT)).status).toBe(200);
      });

      it("never redirects the API, assets or /healthz", async () => {
        for (const path of ["/api/System/schools", "/favicon.svg", "/healthz"]) {
          expect((await get(path, PHONE)).status, path).toBe(200);
        }
      });

      it("gives a browser an appuuid cookie on its first page view only", async () => {
        const first = await get("/", DESKTOP);
        const cookie = first.headers.get("set-cookie") ?? "";
        expect(cookie).toMatch(/(^|, )appuuid=[0-9a-f-]{36};/);
        const again = await fetch(url("/"), { headers: { "user-agent": DESKTOP, cookie: "appuuid=x" } });
        await again.arrayBuffer();
        expect(again.headers.get("set-cookie") ?? "").not.toContain("appuuid=");
        // Not on the JSON API's families (an app is no page visitor), whatever they answer a guest.
        for (const path of ["/api/System/schools", "/lecture/website/lectures?batchId=1", "/material/website/x"]) {
          const api = await get(path, DESKTOP);
          expect(api.headers.get("set-cookie") ?? "", path).not.toContain("appuuid=");
        }
      });
    });

    describe("pages", () => {
      it("answers an unknown page with HTTP 404 and the spec's error page", async () => {
        const response = await fetch(url("/no/such/page"));
        expect(response.status).toBe(404);
        expect(response.headers.get("content-type")).toMatch(/^text\/html/);
        const html = await response.text();
        expect(html).toContain("哎呀，打不开网页了呢！");
        expect(html).toMatch(/<a\b[^>]*href="\/"[^>]*>返回首页<\/a>/);
      });
    });

    describe("API envelope errors over HTTP", () => {
      it("answers an unknown /api path with a 404 envelope", async () => {
        const response = await fetch(url("/api/No/such-endpoint"));
        expect(response.status).toBe(404);
        expect(response.headers.get("content-type")).toMatch(/^application\/json/);
        expect(await response.json()).toEqual({ code: 404, msg: "接口不存在", result: null });
      });

      it("answers an unknown /Report path with a 404 envelope", async () => {
        const response = await fetch(url("/Report/No/such-endpoint"));
        expect(response.status).toBe(404);
        expectEnvelope(await response.json(), 404);
      });

      it("answers a wrong method with 405 and Allow", async () => {
        const response = await fetch(url("/api/System/schools"), { method: "DELETE" });
        expect(response.status).toBe(405);
        expect(response.headers.get("allow")).toBe("GET");
        expectEnvelope(await response.json(), 405);
      });

      it("answers an oversized body sent to a GET-only path with an envelope (the method is checked first)", async () => {
        const response = await rawRequest(url("/api/System/schools"), {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: OVERSIZED_JSON,
        });
        expect(response.status).toBe(405);
        expectEnvelope(response.json(), 405);
        expect((await fetch(url("/healthz"))).status).toBe(200);
      });

      // The cases below reach the body reader, so they need a POST endpoint: POST /api/User/password-login.
      it("answers a body over 1 MB (with Content-Length) with a 413 envelope", async () => {
        const response = await rawRequest(url(LOGIN), {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: OVERSIZED_JSON,
        });
        expect(response.status).toBe(413);
        expectEnvelope(response.json(), 413);
      });

      it("answers a chunked body that grows over 1 MB with a 413 envelope", async () => {
        const response = await rawRequest(url(LOGIN), {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: OVERSIZED_JSON,
          chunked: true,
        });
        expect(response.status).toBe(413);
        expectEnvelope(response.json(), 413);
      });

      it.each([
        ["truncated JSON", '{"phone": "138'],
        ["not JSON at all", "phone=138&password=x"],
        ["a JSON array", "[1, 2, 3]"],
        ["a JSON string", '"hello"'],
        ["invalid UTF-8", Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d])],
      ])("answers malformed JSON (%s) with a 400 envelope, never 500", async (_name, body) => {
        const response = await rawRequest(url(LOGIN), {
          method: "POST",
          headers: { "content-type": "application/json" },
          body,
        });
        expect(response.status).toBe(400);
        expectEnvelope(response.json(), 400);
      });

      it.each(["text/plain", "application/xml", "multipart/form-data; boundary=x"])(
        "answers a %s body with a 415 envelope",
        async (contentType) => {
          const response = await rawRequest(url(LOGIN), {
            method: "POST",
            headers: { "content-type": contentType },
            body: contentType.startsWith("multipart")
              ? '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n'
              : "phone=1",
          });
          expect(response.status).toBe(415);
          expectEnvelope(response.json(), 415);
        },
      );

      it("keeps a keep-alive connection usable after answering before reading the whole body", async () => {
        // One connection for everything: if the unread rest of a refused body stalled it, the next request would hang.
        const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
        try {
          const oversized = "x".repeat(2 * 1024 * 1024);
          const json = { "content-type": "application/json" };
          const answers = [
            await rawRequest(url("/api/System/schools"), { method: "POST", headers: json, body: oversized, agent }),
            await rawRequest(url(LOGIN), { method: "POST", headers: json, body: oversized, agent }),
            await rawRequest(url(LOGIN), { method: "POST", headers: json, body: oversized, chunked: true, agent }),
            await rawRequest(url("/healthz"), { agent, timeoutMs: 5_000 }),
          ];
          expect(answers.map((answer) => answer.status)).toEqual([405, 413, 413, 200]);
        } finally {
          agent.destroy();
        }
      });

      it("keeps serving after all of that", async () => {
        const response = await fetch(url("/api/System/schools"));
        expect(response.status).toBe(200);
        expect((await response.json()).code).toBe(200);
      });
    });

    describe("cross-site requests", () => {
      it("refuses a POST whose Origin is another site with a 403 envelope", async () => {
        const response = await rawRequest(url("/api/System/schools"), {
          method: "POST",
          headers: { origin: "https://evil.example", "content-type": "application/json" },
          body: "{}",
        });
        expect(response.status).toBe(403);
        expectEnvelope(response.json(), 403);
      });

      it("refuses a form POST to a page from another site, and from an opaque origin", async () => {
        for (const origin of ["https://evil.example", "null"]) {
          const response = await rawRequest(url("/"), {
            method: "POST",
            headers: { origin, "content-type": "application/x-www-form-urlencoded" },
            body: "a=1",
          });
          expect(response.status, origin).toBe(403);
        }
      });

      it("lets a POST from its own origin through to the dispatcher", async () => {
        const response = await rawRequest(url("/api/System/schools"), {
          method: "POST",
          headers: { origin: server.baseUrl, "content-type": "application/json" },
          body: "{}",
        });
        expect(response.status).toBe(405);
      });
    });

    describe("client address", () => {
      it("ignores X-Forwarded-For when TRUST_PROXY is unset", async () => {
        const response = await fetch(url("/api/System/ip-check"), { headers: { "x-forwarded-for": "198.51.100.7" } });
        const body = await response.json();
        expect(body.code).toBe(200);
        expect(body.result).toMatchObject({ ip: "127.0.0.1", isIpInRange: true, schoolName: "演示大学" });
      });

      describe("with TRUST_PROXY=loopback", () => {
        let proxiedDatabase: TestDatabase;
        let proxied: ServerProcess;

        beforeAll(async () => {
          proxiedDatabase = await seededDatabase(target);
          proxied = await startServer({
            databaseUrl: proxiedDatabase.url,
            dataFrom: seededDataDir(target),
            env: { TRUST_PROXY: "loopback" },
          });
        });

        afterAll(async () => {
          await proxied?.stop();
          await proxiedDatabase?.drop();
        });

        const ipCheck = async (forwardedFor?: string) => {
          const headers: Record<string, string> = forwardedFor ? { "x-forwarded-for": forwardedFor } : {};
          const body = await (await fetch(`${proxied.baseUrl}/api/System/ip-check`, { headers })).json();
          return body.result as { ip: string; isIpInRange: boolean };
        };

        it("takes the client from X-Forwarded-For sent by the trusted proxy", async () => {
          expect(await ipCheck("198.51.100.7")).toMatchObject({ ip: "198.51.100.7", isIpInRange: false });
        });

        it("matches a proxied campus address against the campus ranges", async () => {
          expect(await ipCheck("192.0.2.44")).toMatchObject({ ip: "192.0.2.44", isIpInRange: true });
        });

        it("takes the nearest untrusted hop of a chain, not the first (client-supplied) one", async () => {
          expect(await ipCheck("192.0.2.44, 198.51.100.7")).toMatchObject({ ip: "198.51.100.7", isIpInRange: false });
        });

        it("uses the socket address when no X-Forwarded-For is sent", async () => {
          expect(await ipCheck()).toMatchObject({ ip: "127.0.0.1", isIpInRange: true });
        });
      });
    });
  });
}
