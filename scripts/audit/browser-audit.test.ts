import { describe, expect, it } from "vitest";
import type { AuditedRoute } from "../../tests/budgets/routes";
import { axeVisits, planVisits } from "./browser-audit";

const themes = ["default", "red", "purple", "gray"] as const;
const list: AuditedRoute = { routeId: "routes/list", path: "/list", audience: "everyone", content: { text: "x" } };
const listPage2: AuditedRoute = { ...list, path: "/list?page=2" };
const listOffCampus: AuditedRoute = { ...list, audience: "guest", offCampus: true, status: 403 };
const account: AuditedRoute = { routeId: "routes/account", path: "/account", audience: "user", content: { text: "y" } };

const describeVisit = (visit: ReturnType<typeof axeVisits>[number]) =>
  `${visit.route.path}${visit.route.offCampus ? " off" : ""} ${visit.loggedIn ? "user" : "guest"} ${visit.theme} ${visit.javascript ? "js" : "nojs"}`;

describe("axeVisits", () => {
  const representative = (route: AuditedRoute) => route === list || route === account;
  const visits = axeVisits([list, listPage2, listOffCampus, account], themes, representative).map(describeVisit);

  it("audits every entry as each of its visitors in the default theme without JavaScript, a representative once with it", () => {
    for (const who of ["guest", "user"]) {
      expect(visits).toContain(`/list ${who} default nojs`);
      expect(visits).toContain(`/list?page=2 ${who} default nojs`);
      expect(visits).not.toContain(`/list?page=2 ${who} default js`);
    }
    expect(visits).toContain("/list user default js");
    expect(visits).not.toContain("/list guest default js");
    expect(visits).not.toContain("/list off guest default js");
    expect(visits).toContain("/list off guest default nojs");
    expect(visits).toContain("/account user default js");
    expect(visits).not.toContain("/account guest default js");
  });

  it("audits the representative entries in the other themes, on the server's HTML", () => {
    for (const theme of ["red", "purple", "gray"]) {
      expect(visits).toContain(`/list guest ${theme} nojs`);
      expect(visits).not.toContain(`/list user ${theme} nojs`);
      expect(visits).toContain(`/account user ${theme} nojs`);
      expect(visits).not.toContain(`/list guest ${theme} js`);
      expect(visits.some((visit) => visit.includes(" off ") && visit.includes(theme))).toBe(false);
      expect(visits.some((visit) => visit.startsWith(`/list?page=2`) && visit.includes(theme))).toBe(false);
    }
  });

  it("counts what it visits", () => {
    // /list: 2 visitors + 1 with JavaScript + 3 themes; page 2: 2; off campus: 1; account: 1 + 1 + 3.
    expect(visits).toHaveLength(6 + 2 + 1 + 5);
  });
});

describe("planVisits", () => {
  const login: AuditedRoute = {
    routeId: "routes/login",
    path: "/login",
    audience: "guest",
    othersRedirectTo: "home",
    content: { text: "z" },
  };
  const loginDialog: AuditedRoute = {
    ...list,
    path: "/list?login=sms",
    audience: "guest",
    content: { text: "短信登录" },
  };
  const booking: AuditedRoute = {
    routeId: "routes/booking",
    path: "/booking",
    audience: "user",
    othersRedirectTo: "login",
    content: { text: "w" },
  };
  const routes = [list, listPage2, listOffCampus, account, login, loginDialog, booking];
  const representative = (route: AuditedRoute) => route === list;
  const { pages, redirects } = planVisits(routes, themes, representative, { axe: true, crawl: true });
  const key = (visit: { route: AuditedRoute; loggedIn: boolean }) =>
    `${visit.route.path}${visit.route.offCampus ? " off" : ""} ${visit.loggedIn ? "user" : "guest"}`;

  it("crawls every entry as each visitor exactly once, on axe's JavaScript-off load where there is one", () => {
    const crawled = [...pages.filter((visit) => visit.crawl).map(key), ...redirects.map(key)].sort();
    expect(crawled).toEqual(
      routes.flatMap((route) => [false, true].map((loggedIn) => key({ route, loggedIn }))).sort(),
    );
    for (const visit of pages.filter((visit) => visit.crawl)) {
      expect(visit).toMatchObject({ theme: "default", javascript: false, validate: true });
    }
  });

  it("loads a page for the crawl alone only for a visitor it is not for who is not sent elsewhere", () => {
    // /account keeps guests on the page (without its content); /booking sends them to log in, /login sends users home.
    expect(pages.filter((visit) => visit.axe === "none").map(key)).toEqual([
      "/list off user",
      "/account guest",
      "/list?login=sms user",
    ]);
    expect(redirects.map((visit) => `${key(visit)} → ${visit.redirectTo}`)).toEqual([
      "/login user → /",
      "/booking guest → /login/passLogin",
    ]);
  });

  it("adds no load to axe's: one browser load per axe visit plus the crawl-only ones", () => {
    expect(pages.length).toBe(axeVisits(routes, themes, representative).length + 3);
    expect(pages.filter((visit) => visit.axe !== "none")).toHaveLength(
      axeVisits(routes, themes, representative).length,
    );
  });

  it("puts the loads whose bytes are validated first", () => {
    const firstOther = pages.findIndex((visit) => !visit.validate);
    expect(pages.slice(firstOther).every((visit) => !visit.validate)).toBe(true);
  });

  it("plans only the stages asked for", () => {
    const crawlOnly = planVisits(routes, themes, representative, { axe: false, crawl: true });
    expect(crawlOnly.pages.every((visit) => visit.axe === "none" && visit.crawl)).toBe(true);
    const axeOnly = planVisits(routes, themes, representative, { axe: true, crawl: false });
    expect(axeOnly.redirects).toEqual([]);
    expect(axeOnly.pages.some((visit) => visit.crawl || visit.validate)).toBe(false);
  });
});
