import { describe, expect, it } from "vitest";
import type { AuditedRoute } from "../../tests/budgets/routes";
import { axeVisits } from "./browser-audit";

const themes = ["default", "red", "purple", "gray"] as const;
const list: AuditedRoute = { routeId: "routes/list", path: "/list", audience: "everyone", content: { text: "x" } };
const listPage2: AuditedRoute = { ...list, path: "/list?page=2" };
const listOffCampus: AuditedRoute = { ...list, audience: "guest", offCampus: true, status: 403 };
const account: AuditedRoute = { routeId: "routes/account", path: "/account", audience: "user", content: { text: "y" } };

const describeVisit = (visit: ReturnType<typeof axeVisits>[number]) =>
  `${visit.route.path}${visit.route.offCampus ? " off" : ""} ${visit.loggedIn ? "user" : "guest"} ${visit.theme} ${visit.javascript ? "js" : "nojs"}`;

describe("axeVisits", () => {
  const themed = (route: AuditedRoute) => route === list || route === account;
  const visits = axeVisits([list, listPage2, listOffCampus, account], themes, themed).map(describeVisit);

  it("audits every entry as each of its visitors in the default theme without JavaScript, a route's first once with it", () => {
    for (const who of ["guest", "user"]) {
      expect(visits).toContain(`/list ${who} default nojs`);
      expect(visits).toContain(`/list?page=2 ${who} default nojs`);
      expect(visits).not.toContain(`/list?page=2 ${who} default js`);
    }
    expect(visits).toContain("/list user default js");
    expect(visits).not.toContain("/list guest default js");
    expect(visits).toContain("/list off guest default js");
    expect(visits).toContain("/account user default js");
    expect(visits).not.toContain("/account guest default js");
  });

  it("audits the themed entries in the other themes, on the server's HTML", () => {
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
    // /list: 2 visitors + 1 with JavaScript + 3 themes; page 2: 2; off campus: 1 + 1; account: 1 + 1 + 3.
    expect(visits).toHaveLength(6 + 2 + 2 + 5);
  });
});
