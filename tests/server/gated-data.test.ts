// Every gated or login-only page's loader checks its rule itself. Remix's single fetch runs only the loaders a request
// names (`/x.data?_routes=<route id>`), so a layout's check alone would let a visitor read a child page's data. For
// each such route the audit lists, its data is asked for directly — off campus for a gated page, logged out for a
// login-only page: the answer must be the gate's 403 or the way to log in, never the page's data.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ipGateTips } from "~/modules/auth/auth-messages";
import { auditedRoutes } from "../budgets/routes";
import { loginConsoleThroughApi, loginThroughApi } from "../support/demo-login";
import { startSeededServer } from "../support/server-databases";
import type { ServerProcess } from "../support/server-process";

const OFF_CAMPUS = "198.51.100.7";
const DESKTOP = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const PHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

const dataOf = (routeId: string) => new RegExp(`"${routeId.replace(/[.$]/g, "\\$&")}",\\{"_\\d+":\\d+\\},"data"`);

/** One on-campus entry per gated route: where its page lives. */
const gated = [
  ...new Map(
    auditedRoutes
      .filter((route) => route.routeId.includes("._gated.") && !route.offCampus && (route.status ?? 200) === 200)
      .map((route) => [route.routeId, route]),
  ).values(),
];

function dataUrl(path: string, routeId: string): string {
  const url = new URL(path, "http://x");
  url.pathname = `${url.pathname.replace(/\/$/, "")}.data`;
  url.searchParams.set("_routes", routeId);
  return `${url.pathname}${url.search}`;
}

describe("gated page data off campus", () => {
  let server: ServerProcess;

  beforeAll(async () => {
    server = await startSeededServer({ env: { TRUST_PROXY: "loopback" } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("covers every gated route", () => {
    expect(gated.length).toBeGreaterThan(25);
  });

  it.each(gated.map((route) => [route.routeId, route.path] as const))(
    "%s (%s) answers the gate, not its data",
    async (routeId, path) => {
      const response = await fetch(`${server.baseUrl}${dataUrl(path, routeId)}`, {
        headers: { "X-Forwarded-For": OFF_CAMPUS, "User-Agent": routeId.startsWith("routes/mobile") ? PHONE : DESKTOP },
        redirect: "manual",
      });
      const body = await response.text();
      expect(body, body.slice(0, 200)).toContain(ipGateTips.body);
      expect(body).not.toMatch(dataOf(routeId));
    },
  );

  // Routes that are only for users (not a public page with a user-only dialog, like the home page's ?logout=1).
  const publicRoutes = new Set(
    auditedRoutes.filter((route) => route.audience !== "user").map((route) => route.routeId),
  );
  const loginOnly = [
    ...new Map(
      auditedRoutes.filter((route) => !publicRoutes.has(route.routeId)).map((route) => [route.routeId, route]),
    ).values(),
  ];

  it("covers the login-only routes", () => {
    expect(loginOnly.length).toBeGreaterThan(10);
  });

  it.each(loginOnly.map((route) => [route.routeId, route.path] as const))(
    "%s (%s) gives a visitor who is not logged in no data",
    async (routeId, path) => {
      const response = await fetch(`${server.baseUrl}${dataUrl(path, routeId)}`, {
        headers: { "User-Agent": routeId.startsWith("routes/mobile") ? PHONE : DESKTOP },
        redirect: "manual",
      });
      const body = await response.text();
      expect(body, body.slice(0, 200)).not.toMatch(dataOf(routeId));
    },
  );

  // The console (issue 25): every console page, enumerated from the manifest, refuses a student (the 403 page, no
  // data); a school section asked for another school (?school=) answers 演示大学's staff 404, and an operator page
  // answers them 403 — for the page and for its data alone.
  const consoleRoutes = [
    ...new Map(auditedRoutes.filter((route) => route.console).map((route) => [route.routeId, route])).values(),
  ];
  const schoolSections = consoleRoutes.filter((route) => route.schoolSection);
  const operatorPages = consoleRoutes.filter((route) => route.operatorOnly);
  let student: string;
  let staff: string;
  let otherSchool: number;

  const fetchAs = (token: string, path: string) =>
    fetch(`${server.baseUrl}${path}`, {
      headers: { cookie: `Authorization=${token}`, "User-Agent": DESKTOP },
      redirect: "manual",
    });

  it("covers the console's pages", async () => {
    student = await loginThroughApi(server.baseUrl);
    staff = await loginConsoleThroughApi(server.baseUrl, "school");
    const schools = (await (await fetch(`${server.baseUrl}/api/System/schools`)).json()).result.items as Array<{
      id: number;
      name: string;
    }>;
    otherSchool = schools.find((school) => school.name === "北京大学")!.id;
    expect(consoleRoutes.length).toBeGreaterThanOrEqual(5);
    expect(schoolSections.length).toBeGreaterThanOrEqual(1);
  });

  it.each(consoleRoutes.map((route) => [route.routeId, route.path] as const))(
    "%s (%s) answers a student the 403 page and no data",
    async (routeId, path) => {
      const page = await fetchAs(student, path);
      expect(page.status).toBe(403);
      const data = await fetchAs(student, dataUrl(path, routeId));
      expect(await data.text()).not.toMatch(dataOf(routeId));
    },
  );

  it.each(schoolSections.map((route) => [route.routeId, route.path] as const))(
    "%s (%s) answers 演示大学's staff 404 for another school, and no data",
    async (routeId, path) => {
      const url = new URL(path, "http://x");
      url.searchParams.set("school", String(otherSchool));
      const asked = `${url.pathname}${url.search}`;
      const page = await fetchAs(staff, asked);
      expect(page.status, asked).toBe(404);
      const data = await fetchAs(staff, dataUrl(asked, routeId));
      expect(await data.text()).not.toMatch(dataOf(routeId));
    },
  );

  it.each(operatorPages.map((route) => [route.routeId, route.path] as const))(
    "%s (%s) answers a school's staff 403",
    async (_routeId, path) => {
      expect((await fetchAs(staff, path)).status).toBe(403);
    },
  );
});
