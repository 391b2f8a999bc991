import { describe, expect, it } from "vitest";
import { firstVisitAssets, leafPageRoutes, matchedRouteIds, type RouteBuild } from "./route-manifest";

const build: RouteBuild = {
  routes: [
    { id: "root", path: "", isPage: true },
    { id: "routes/_desktop", parentId: "root", isPage: true },
    { id: "routes/_desktop._index", parentId: "routes/_desktop", index: true, isPage: true },
    { id: "routes/_desktop._gated", parentId: "routes/_desktop", isPage: true },
    { id: "routes/_desktop.booking", parentId: "routes/_desktop", path: "booking", isPage: true },
    { id: "routes/mobile", parentId: "root", path: "mobile", isPage: true },
    { id: "routes/mobile._index", parentId: "routes/mobile", index: true, isPage: true },
    { id: "routes/api.$", parentId: "root", path: "api/*", isPage: false },
  ],
  manifest: {
    url: "/assets/manifest-1.js",
    entry: { module: "/assets/entry.js", imports: ["/assets/components.js"] },
    routes: {
      root: { id: "root", module: "/assets/root.js", imports: ["/assets/components.js"] },
      "routes/_desktop": { id: "routes/_desktop", module: "/assets/_desktop.js", imports: ["/assets/Button.js"] },
      "routes/_desktop._index": {
        id: "routes/_desktop._index",
        module: "/assets/_desktop._index.js",
        imports: ["/assets/Button.js", "/assets/carousel.js"],
        css: ["/assets/carousel.css"],
      },
      "routes/_desktop.booking": { id: "routes/_desktop.booking", module: "/assets/booking.js" },
    },
  },
  lazyRouteDiscovery: false,
};

describe("route matching over the build", () => {
  it("matches the chain Remix renders, root first, ignoring the query", () => {
    expect(matchedRouteIds(build.routes, "/?login=sms")).toEqual(["root", "routes/_desktop", "routes/_desktop._index"]);
    expect(matchedRouteIds(build.routes, "/mobile/")).toEqual(["root", "routes/mobile", "routes/mobile._index"]);
    expect(matchedRouteIds(build.routes, "/booking")).toEqual(["root", "routes/_desktop", "routes/_desktop.booking"]);
  });

  it("falls back to the root for a URL nothing matches (the 404 page)", () => {
    expect(matchedRouteIds(build.routes, "/no/such/page").at(-1)).toBe("root");
  });

  it("lists the leaf pages: not layouts, not resource routes, not an empty pathless gate", () => {
    expect(leafPageRoutes(build.routes).map((route) => route.id)).toEqual([
      "routes/_desktop._index",
      "routes/_desktop.booking",
      "routes/mobile._index",
    ]);
  });

  it("collects a first visit's files once each: manifest, entry, every matched route's module, imports and css", () => {
    expect(firstVisitAssets(build, "/")).toEqual({
      js: [
        "/assets/manifest-1.js",
        "/assets/entry.js",
        "/assets/components.js",
        "/assets/root.js",
        "/assets/_desktop.js",
        "/assets/Button.js",
        "/assets/_desktop._index.js",
        "/assets/carousel.js",
      ],
      css: ["/assets/carousel.css"],
    });
  });

  it("leaves out the whole-site manifest module under lazy route discovery (the page inlines its part)", () => {
    const lazy = firstVisitAssets({ ...build, lazyRouteDiscovery: true }, "/");
    expect(lazy.js).not.toContain("/assets/manifest-1.js");
    expect(lazy.js).toContain("/assets/entry.js");
  });
});
