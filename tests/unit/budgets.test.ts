// The budget files are data other work extends; these checks keep an entry from silently auditing nothing.
import { describe, expect, it } from "vitest";
import {
  budgets,
  lighthousePages,
  lighthousePresetsFor,
  templatePages,
  templateRepresentative,
} from "../budgets/budgets";
import { auditedRoutes, othersRedirectPath, treeOf } from "../budgets/routes";

describe("tests/budgets", () => {
  it("lists each audited path once per place (on campus, off campus)", () => {
    const visits = auditedRoutes.map((route) => `${route.offCampus ? "off" : "on"} ${route.path}`);
    expect(new Set(visits).size).toBe(visits.length);
  });

  it("names template pages the audit also crawls, with the login state the page needs", () => {
    for (const page of templatePages) {
      const route = auditedRoutes.find((entry) => entry.path === page.path && !entry.offCampus);
      expect(route, page.path).toBeDefined();
      // A login-only page is measured logged in, a guest-only page logged out; a page for everyone either way.
      if (route!.audience === "user") expect(page.loggedIn, page.path).toBe(true);
      if (route!.audience === "guest") expect(Boolean(page.loggedIn), page.path).toBe(false);
    }
    expect(lighthousePages.map((page) => page.path)).toEqual(expect.arrayContaining(["/", "/mobile/"]));
  });

  it("measures each layout with Lighthouse, and only those", () => {
    expect(lighthousePages.map((page) => page.path)).toEqual([
      "/",
      "/mobile/",
      "/login/passLogin",
      "/mobile/user",
      "/course/player?id=1&videoId=1",
      "/course/detail?id=1",
    ]);
  });

  it("measures every page in the mobile preset and the desktop home page in the desktop preset too", () => {
    expect(lighthousePresetsFor("/course?type=2")).toEqual(["mobile"]);
    expect(lighthousePresetsFor("/")).toEqual(["mobile", "desktop"]);
    expect(lighthousePresetsFor("/mobile/")).toEqual(["mobile"]);
    expect(lighthousePresetsFor("/mobile/course?type=2")).toEqual(["mobile"]);
  });

  it("audits every layout hydrated and in every theme: a page of each template, the error pages and the campus tips", () => {
    const themedPaths = auditedRoutes
      .filter(templateRepresentative)
      .map((route) => `${route.offCampus ? "off " : ""}${route.path}`);
    expect(themedPaths).toEqual(
      expect.arrayContaining([
        "/",
        "/mobile/",
        "/login/passLogin",
        "/mobile/login",
        "/course/player?id=1&videoId=1",
        "off /?tips=1",
        "/no-such-page",
        "/mobile/no-such-page",
      ]),
    );
  });

  it("sends the others somewhere of their own tree", () => {
    for (const route of auditedRoutes.filter((entry) => entry.othersRedirectTo)) {
      expect(route.audience, route.path).not.toBe("everyone");
      expect(treeOf(othersRedirectPath(route)!), route.path).toBe(treeOf(route.path));
    }
  });

  it("never loosens below the issue's floor (tightening is fine)", () => {
    for (const preset of ["mobile", "desktop"] as const) {
      const scores = budgets.lighthouse[preset];
      expect(scores.accessibility).toBe(100);
      expect(scores["best-practices"]).toBeGreaterThanOrEqual(95);
      expect(scores.seo).toBeGreaterThanOrEqual(95);
      expect(scores.performance).toBeGreaterThanOrEqual(90);
    }
    expect(budgets.firstVisitJavaScriptKiB.mobile).toBeLessThanOrEqual(150);
    expect(budgets.firstVisitJavaScriptKiB.desktop).toBeLessThanOrEqual(250);
    expect(budgets.axeViolations).toBe(0);
  });
});
