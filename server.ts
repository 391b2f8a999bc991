// The HTTP server: Express in front of Remix. It owns what must happen for every request before the app sees it
// (client address, security headers, compression, static files, the request log, origin checks) and the process
// life cycle (migrate and seed at start, /healthz, graceful shutdown). Everything else is the app's.
import crypto from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Server } from "node:http";
import { createRequestHandler } from "@remix-run/express";
import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import { parse as parseCookies, serialize as serializeCookie } from "cookie";
import express from "express";
import helmet from "helmet";
import morgan from "morgan";
import type { AppLifecycle } from "./app/app-lifecycle.server";
import { normalizeIp, parseTrustProxy } from "./app/lib/client-ip";
import { deviceRedirect } from "./app/lib/device-routing";
import { getEnv, InvalidEnvironmentError, type Env } from "./app/lib/env.server";
import { CROSS_SITE_MESSAGE, isForeignOrigin } from "./app/lib/origin-check";
import { readWechatPayConfig } from "./app/modules/payment/wechat-pay-config.server";
import { VIDEO_CLIENT_HINTS } from "./app/modules/video/video-quality";

const here = path.dirname(fileURLToPath(import.meta.url));
// In production this file runs bundled from server-build/; in development from the project root.
const projectRoot = path.basename(here) === "server-build" ? path.resolve(here, "..") : here;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let env: Env;
let trustProxy: false | string[];
try {
  env = getEnv();
  trustProxy = parseTrustProxy(env.TRUST_PROXY);
  // A half-configured WeChat Pay, or a test host in production, stops the start with the variables' names.
  readWechatPayConfig(process.env);
} catch (error) {
  fail(error instanceof InvalidEnvironmentError || error instanceof Error ? error.message : String(error));
}

// Vite's dev server only in development: NODE_ENV=test runs the built app as production does, with what production
// refuses (the fake WeChat Pay's address) allowed — the end-to-end tests of payment use that.
const isDevelopment = env.NODE_ENV === "development";

const viteDevServer = !isDevelopment
  ? undefined
  : await import("vite").then((vite) => vite.createServer({ server: { middlewareMode: true } }));

async function loadBuild(): Promise<ServerBuild> {
  if (viteDevServer) return (await viteDevServer.ssrLoadModule("virtual:remix/server-build")) as ServerBuild;
  return (await import(path.join(projectRoot, "build/server/index.js"))) as ServerBuild;
}

const initialBuild = await loadBuild();
const lifecycle = (initialBuild.entry.module as unknown as { appLifecycle: AppLifecycle }).appLifecycle;

try {
  const { seeded } = await lifecycle.prepare({ seedIfEmpty: env.SEED_ON_START });
  if (seeded) console.log("[db] empty database: demo data loaded");
} catch (error) {
  fail(
    `[db] cannot prepare the database (${env.DATABASE_URL ? "DATABASE_URL" : "default SQLite file ./data/app.db"}): ` +
      (error instanceof Error ? error.message : String(error)),
  );
}

const app = express();
app.disable("x-powered-by");
app.set("trust proxy", trustProxy);

// An answer sent before the request body was read to the end (403 below; 404, 405, 413, 415 from the API) must not
// leave the connection stalled on the unread rest, which Remix's body stream stops pulling: discard it, as Node does
// for bodies nobody reads, so the answer arrives, keep-alive goes on and shutdown is not held up.
app.use((req, res, next) => {
  res.once("finish", () => {
    if (!req.complete && !req.destroyed) {
      req.removeAllListeners("data");
      req.resume();
    }
  });
  next();
});

// Server-Timing: app;dur=<ms>, from the request reaching Express to its headers being written — the server's share of
// a response, which `npm run bench -- --exam` reports (a client on the same busy machine would add its own delays).
app.use((_req, res, next) => {
  const started = process.hrtime.bigint();
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => express.Response;
  res.writeHead = ((...args: unknown[]) => {
    if (!res.headersSent)
      res.setHeader("Server-Timing", `app;dur=${(Number(process.hrtime.bigint() - started) / 1e6).toFixed(2)}`);
    return writeHead(...args);
  }) as typeof res.writeHead;
  next();
});

app.get("/healthz", async (_req, res) => {
  const ok = await lifecycle.checkHealth();
  res
    .status(ok ? 200 : 503)
    .set("Cache-Control", "no-store")
    .json({ status: ok ? "ok" : "unavailable" });
});

// Event streams (/events/…) are not compressed: each event must leave at once, and flushes are dropped below.
app.use(
  compression({
    filter: (req, res) =>
      !/^text\/event-stream/i.test(String(res.getHeader("Content-Type") ?? "")) && compression.filter(req, res),
  }),
);
// Remix's node adapter calls res.flush() after every chunk it writes, and compression turns each call into a zlib
// FULL flush, which throws the compression dictionary away: the home page went out 38 % bigger than the same bytes
// compressed in one piece (npm run bench's finding). Nothing compressed needs chunk-by-chunk delivery (no deferred
// data; event streams are not compressed), so flushes are dropped and zlib compresses each response as one stream.
app.use((_req, res, next) => {
  if (typeof res.flush === "function") res.flush = () => undefined;
  next();
});

app.use((_req, res, next) => {
  res.locals.cspNonce = crypto.randomBytes(16).toString("base64");
  // The network hints the players' 标清 / 高清 default is chosen by (app/modules/video/video-quality.ts).
  res.setHeader("Accept-CH", VIDEO_CLIENT_HINTS);
  next();
});

const nonceSource = (_req: unknown, res: unknown) => `'nonce-${(res as express.Response).locals.cspNonce as string}'`;

app.use(
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        "script-src": ["'self'", nonceSource, "'strict-dynamic'"],
        // Vite's dev server injects styles without a nonce; the production build links hashed CSS files and Mantine's
        // own <style> elements carry the nonce. Style attributes (Mantine's CSS variables) are allowed separately.
        "style-src": !isDevelopment ? ["'self'", nonceSource] : ["'self'", "'unsafe-inline'"],
        "style-src-attr": ["'unsafe-inline'"],
        // Course media come from this server (/media) or, with MEDIA_STORAGE=aliyun-cdn, from the CDN's domain; a
        // live's stream from whichever https host the operator's streaming provider gives (media only: nothing loaded
        // through media-src runs; docs/decisions/0052-lives-and-paper-videos-from-the-console.md).
        "media-src": ["'self'", "blob:", "https:"],
        "img-src": [
          "'self'",
          "data:",
          "blob:",
          ...(env.MEDIA_CDN_BASE_URL ? [new URL(env.MEDIA_CDN_BASE_URL).origin] : []),
        ],
        // data: for the icon font video-react's stylesheet embeds (the player, docs/decisions/0011).
        "font-src": ["'self'", "data:"],
        "connect-src": !isDevelopment ? ["'self'"] : ["'self'", "ws:"],
        "object-src": ["'none'"],
        "base-uri": ["'none'"],
        "form-action": ["'self'"],
        "frame-ancestors": ["'self'"],
      },
    },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    // Schools may serve the site over plain HTTP on an intranet; HSTS belongs to a deployment that has TLS.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  }),
);

if (env.LOG_REQUESTS) {
  app.use(morgan(":remote-addr :method :url :status :res[content-length] - :response-time ms"));
}

// State-changing requests from another site's pages are refused before any action runs (cookie-borne CSRF).
app.use((req, res, next) => {
  if (isForeignOrigin({ method: req.method, origin: req.get("origin"), host: req.get("host") })) {
    res.status(403).json({ code: 403, msg: CROSS_SITE_MESSAGE, result: null });
    return;
  }
  next();
});

if (viteDevServer) {
  app.use(viteDevServer.middlewares);
} else {
  // Hashed build assets never change under the same name.
  app.use("/assets", express.static(path.join(projectRoot, "build/client/assets"), { immutable: true, maxAge: "1y" }));
  app.use(express.static(path.join(projectRoot, "build/client"), { maxAge: "1h" }));
}
app.use(express.static(path.join(projectRoot, "public"), { maxAge: "1h" }));

// Every browser gets a random visitor id (spec: the appuuid cookie) on its first page view; visit logs carry it.
// Readable by scripts on purpose: the client sends it with its visit-log payload.
app.use((req, res, next) => {
  if (req.method === "GET" && !/^\/(api|Report|question\/website|assets|media|healthz|sushi)(\/|$)/.test(req.path)) {
    if (!parseCookies(req.get("cookie") ?? "").appuuid) {
      // The first page view already belongs to this visitor, though its request carried no cookie yet.
      res.locals.newVisitorId = crypto.randomUUID();
      res.append(
        "Set-Cookie",
        serializeCookie("appuuid", res.locals.newVisitorId, {
          path: "/",
          maxAge: 2 * 365 * 24 * 3600,
          sameSite: "lax",
        }),
      );
    }
  }
  next();
});

// Phones to /mobile, desktops away from it (app/lib/device-routing.ts); static files were served above.
app.use((req, res, next) => {
  const query = req.originalUrl.indexOf("?");
  const target = deviceRedirect({
    method: req.method,
    path: req.path,
    search: query === -1 ? "" : req.originalUrl.slice(query),
    userAgent: req.get("user-agent"),
  });
  if (target && target !== req.originalUrl) {
    res.set("Vary", "User-Agent").redirect(302, target);
    return;
  }
  next();
});

app.all(
  "*",
  createRequestHandler({
    build: viteDevServer ? loadBuild : initialBuild,
    mode: env.NODE_ENV,
    getLoadContext: (req, res) => ({
      clientIp: normalizeIp(req.ip),
      cspNonce: res.locals.cspNonce as string,
      newVisitorId: res.locals.newVisitorId as string | undefined,
    }),
  }),
);

const server: Server = app.listen(env.PORT, env.HOST, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  console.log(`[http] 研途 listening on http://localhost:${port} (${env.NODE_ENV})`);
  lifecycle.startJobs();
});

let shuttingDown = false;
async function shutdown(signal: string) {
  if (shuttingDown) return;
  shuttingDown = true;
  console.log(`[http] ${signal}: closing (finishing in-flight requests)`);
  const force = setTimeout(() => server.closeAllConnections(), 10_000);
  force.unref();
  // A keep-alive connection busy at the signal would otherwise carry new requests until the force close (10 s under
  // steady load, npm run bench -- --exam --restart term): from now on every response closes its connection, and idle
  // ones are closed as they appear, so clients reconnect to the next process.
  server.prependListener("request", (_req, res) => res.setHeader("Connection", "close"));
  lifecycle.endStreams();
  const idle = setInterval(() => server.closeIdleConnections(), 100);
  idle.unref();
  server.close(async () => {
    clearTimeout(force);
    clearInterval(idle);
    try {
      await lifecycle.close();
      await viteDevServer?.close();
    } finally {
      console.log("[http] closed");
      process.exit(0);
    }
  });
  server.closeIdleConnections();
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
