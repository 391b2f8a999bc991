// The patch of @remix-run/router's server build (patches/, docs/decisions/0036): route trees are flattened and ranked
// once, and route paths compiled once, instead of on every match. It must be applied (npm ci runs patch-package) and
// must not change a single answer: every route of the app's manifest, and paths around them, match as the unpatched
// algorithm matches them.
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import vm from "node:vm";
import { describe, expect, it } from "vitest";

const require = createRequire(import.meta.url);
const routerFile = require.resolve("@remix-run/router");
const patched = require("@remix-run/router") as typeof import("@remix-run/router");

/** The same file without the patch: its hunks reversed, loaded in a sandbox of its own. */
function unpatchedRouter(): typeof import("@remix-run/router") {
  const source = fs
    .readFileSync(routerFile, "utf8")
    .replace(/let branches = rankedBranchesOf\(routes\);/, "let branches = flattenRoutes(routes);\n  rankRouteBranches(branches);")
    .replace(/let key = path \+[\s\S]*?return compiled;\n\}\nfunction compilePathUncached\(path, caseSensitive, end\) \{/, "");
  if (source.includes("= rankedBranchesOf(routes)") || source.includes("compilePathUncached(path, caseSensitive, end);")) throw new Error("the patch's hunks changed: update unpatchedRouter()");
  const module = { exports: {} as Record<string, unknown> };
  vm.runInNewContext(source, { module, exports: module.exports, require, process, console, URL, TextEncoder, TextDecoder, AbortController, Headers, Request, Response });
  return module.exports as unknown as typeof import("@remix-run/router");
}

interface RouteNode {
  id: string;
  path?: string;
  index?: boolean;
  children?: RouteNode[];
}

/** The app's route tree as Remix builds it, from app/routes' file names (the flat-routes convention the build uses). */
function appRoutes(): RouteNode[] {
  const { flatRoutes } = require("@remix-run/dev/dist/config/flat-routes.js") as {
    flatRoutes: (appDirectory: string, ignored: string[]) => Record<string, { id: string; parentId?: string; path?: string; index?: boolean }>;
  };
  const manifest = flatRoutes(path.resolve("app"), ["**/*.test.{ts,tsx}", "**/.*"]);
  const byParent = new Map<string | undefined, RouteNode[]>();
  for (const route of Object.values(manifest)) {
    // The root route (app/root.tsx) is every route's parent; flatRoutes leaves it out and names it "root".
    const parent = route.parentId === "root" ? undefined : route.parentId;
    const list = byParent.get(parent) ?? [];
    list.push({ id: route.id, path: route.path, index: route.index });
    byParent.set(parent, list);
  }
  const attach = (nodes: RouteNode[]): RouteNode[] => nodes.map((node) => ({ ...node, children: node.index ? undefined : attach(byParent.get(node.id) ?? []) }));
  return [{ id: "root", path: "", children: attach(byParent.get(undefined) ?? []) }];
}

describe("the route-matching patch", () => {
  it("is applied", () => {
    expect(fs.readFileSync(routerFile, "utf8")).toContain("rankedBranchesOf(routes)");
  });

  it("matches every path as the unpatched router does", () => {
    const original = unpatchedRouter();
    const routes = appRoutes();
    expect(routes.length).toBeGreaterThan(0);
    const paths = new Set<string>(["/", "/mobile", "/mobile/", "/api/Course/page-query", "/question/website/attempts/12/answers", "/no/such/page", "/%E4%B8%AD", "//x", "/API/docs"]);
    const walk = (nodes: RouteNode[], prefix: string) => {
      for (const node of nodes) {
        const full = `${prefix}/${node.path ?? ""}`.replace(/\/+/g, "/");
        const concrete = full.replace(/:[\w-]+\??/g, "17").replace(/\*$/, "a/b");
        paths.add(concrete);
        paths.add(`${concrete}/extra`);
        if (node.children) walk(node.children, full);
      }
    };
    walk(routes, "");
    expect(paths.size).toBeGreaterThan(150);
    const ids = (matches: ReturnType<typeof patched.matchRoutes>) => matches?.map((match) => [match.route.id, match.pathname, JSON.stringify(match.params)]) ?? null;
    const tree = routes as unknown as Parameters<typeof patched.matchRoutes>[0];
    for (const pathname of paths) {
      // Twice: the second answer comes from the caches.
      expect(ids(patched.matchRoutes(tree, pathname)), pathname).toEqual(ids(original.matchRoutes(tree, pathname)));
      expect(ids(patched.matchRoutes(tree, pathname)), pathname).toEqual(ids(original.matchRoutes(tree, pathname)));
    }
    expect(patched.matchPath({ path: "/a/:id", caseSensitive: true }, "/A/1")).toBeNull();
    expect(patched.matchPath({ path: "/a/:id" }, "/A/1")?.params).toEqual({ id: "1" });
  });
});
