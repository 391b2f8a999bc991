// Every route module that exports an action, enumerated from the server build (a new one is covered by itself), gets
// what scanners send: JSON, plain text, broken percent-encoding, an oversized body, an empty body without a type. Each
// must answer 4xx — as a logged-in student on campus, so the action gets as far as reading the body — never 5xx, and a
// browser gets a Chinese HTML page.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageFormMessages } from "~/lib/page-form.server";
import { accountOf, auditedRoutes } from "../budgets/routes";
import { loginConsoleThroughApi, loginOrgThroughApi, loginThroughApi } from "../support/demo-login";
import { startSeededServer } from "../support/server-databases";
import { PROJECT_ROOT, type ServerProcess } from "../support/server-process";

const DESKTOP = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const PHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

/** WeChat Pay's notifications: JSON verified by its signature (orders-payment tests); junk is tested below. */
const NOTIFY_ROUTE = "routes/api.Tenpay.notify";
/**
 * The JSON API speaks JSON; its body rules (415, 400, 413 in the envelope) are tested with the dispatcher. The
 * resumable uploads speak tus (bytes, not forms): tests/integration/console-videos.test.ts gives them junk.
 */
const NOT_PAGE_FORMS = new Set([
  "routes/api.$",
  "routes/Report.$",
  "routes/question.website.$",
  "routes/lecture.website.$",
  "routes/material.website.$",
  "routes/course.website.$",
  NOTIFY_ROUTE,
  "routes/api.console.videos.uploads",
  "routes/api.console.videos.uploads.$id",
]);
/** Values for a route's URL parameters when no audited page names the route. */
const PARAM_VALUES: Record<string, string> = { form: "sms", id: "1" };

interface BuiltRoute {
  id: string;
  parentId?: string;
  path?: string;
  module: { action?: unknown };
}

function urlOf(route: BuiltRoute, routes: Record<string, BuiltRoute>): string {
  const audited = auditedRoutes.find(
    (entry) => entry.routeId === route.id && !entry.offCampus && entry.audience !== "guest",
  );
  if (audited) return audited.path;
  const segments: string[] = [];
  for (let at: BuiltRoute | undefined = route; at; at = at.parentId ? routes[at.parentId] : undefined) {
    if (at.path) segments.unshift(at.path);
  }
  return `/${segments.join("/")}`.replace(/:(\w+)/g, (_, name: string) => PARAM_VALUES[name] ?? "1");
}

const buildRoutes: Record<string, BuiltRoute> = (
  await import(pathToFileURL(path.join(PROJECT_ROOT, "build/server/index.js")).href)
).routes;
const withActions = Object.values(buildRoutes)
  .filter((route) => typeof route.module.action === "function" && !NOT_PAGE_FORMS.has(route.id))
  .map((route) => ({ id: route.id, url: urlOf(route, buildRoutes) }));

const OVERSIZED = `a=${"x".repeat(9 * 1024 * 1024)}`;
const bodies: Array<{ name: string; contentType?: string; body: string }> = [
  { name: "JSON", contentType: "application/json", body: '{"intent":"collect","id":1}' },
  { name: "plain text", contentType: "text/plain", body: "intent=collect" },
  { name: "broken percent-encoding", contentType: "application/x-www-form-urlencoded", body: "intent=%zz&id=%E7%83" },
  { name: "an oversized form", contentType: "application/x-www-form-urlencoded", body: OVERSIZED },
  { name: "an empty body without a type", body: "" },
];

describe("page actions given bodies that are not forms", () => {
  let server: ServerProcess;
  let tokens: Record<"student" | "org" | "console-school" | "console-operator" | "console-pending", string>;
  /** As the visitor its audited page is for (a console page as a console account), so the action reads the body. */
  const tokenFor = (routeId: string) => {
    const audited = auditedRoutes.find((entry) => entry.routeId === routeId && entry.audience === "user");
    const account = audited ? accountOf(audited) : "student";
    return tokens[account];
  };

  beforeAll(async () => {
    server = await startSeededServer();
    tokens = {
      student: await loginThroughApi(server.baseUrl),
      org: await loginOrgThroughApi(server.baseUrl),
      "console-school": await loginConsoleThroughApi(server.baseUrl, "school"),
      "console-operator": await loginConsoleThroughApi(server.baseUrl, "operator"),
      "console-pending": await loginConsoleThroughApi(server.baseUrl, "school", { verified: false }),
    };
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("covers every route module with an action", () => {
    expect(withActions.length).toBeGreaterThanOrEqual(30);
    expect(withActions.map((route) => route.id)).toEqual(
      expect.arrayContaining([
        "routes/theme",
        "routes/feedback",
        "routes/auth.$form",
        "routes/login.passLogin",
        "routes/_desktop.booking",
      ]),
    );
  });

  it.each(withActions.map((route) => [route.id, route.url] as const))(
    "%s (%s) answers 4xx, never 5xx",
    async (routeId, url) => {
      const failures: string[] = [];
      for (const { name, contentType, body } of bodies) {
        const response = await fetch(`${server.baseUrl}${url}`, {
          method: "POST",
          redirect: "manual",
          headers: {
            ...(contentType ? { "content-type": contentType } : {}),
            accept: "text/html",
            cookie: `Authorization=${tokenFor(routeId)}`,
            origin: server.baseUrl,
            "user-agent": routeId.startsWith("routes/mobile") ? PHONE : DESKTOP,
          },
          body,
        });
        const html = await response.text();
        const expected =
          name === "JSON" || name === "plain text" || name.startsWith("an empty")
            ? 415
            : name === "an oversized form"
              ? 413
              : 400;
        if (response.status !== expected) failures.push(`${name}: ${response.status} (expected ${expected})`);
        else if (!response.headers.get("content-type")?.startsWith("text/html") || !html.includes('lang="zh-CN"')) {
          failures.push(`${name}: not a Chinese HTML page (${response.headers.get("content-type")})`);
        }
      }
      expect(failures, routeId).toEqual([]);
    },
  );

  it("shows the reason on the site's error page", async () => {
    const response = await fetch(`${server.baseUrl}/policy/1`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: `Authorization=${tokens.student}`, "user-agent": DESKTOP },
      body: "{}",
    });
    expect(response.status).toBe(415);
    const html = await response.text();
    expect(html).toContain(pageFormMessages.unsupportedType);
    expect(html).toContain("返回首页");
  });
});

describe("WeChat Pay's notify route given junk", () => {
  it("answers 4xx with WeChat Pay's FAIL body, never 5xx, for each junk body and a GET", async () => {
    const server = await startSeededServer();
    try {
      for (const { name, contentType, body } of bodies) {
        const response = await fetch(`${server.baseUrl}/api/Tenpay/notify`, {
          method: "POST",
          headers: contentType ? { "content-type": contentType } : {},
          body,
        });
        expect([name, response.status >= 400 && response.status < 500]).toEqual([name, true]);
        expect(await response.json()).toMatchObject({ code: "FAIL" });
      }
      const get = await fetch(`${server.baseUrl}/api/Tenpay/notify`);
      expect(get.status).toBe(405);
    } finally {
      await server.stop();
    }
  });
});
