// The patch of @remix-run/router's server build (patches/, docs/decisions/0036): route trees are flattened and ranked
// once, route paths compiled once, and the branch a pathname matched remembered, instead of all of it on every match. It must be applied (npm ci runs patch-package) and
// must not change a single answer: every route of the app's manifest, and paths around them, match as the unpatched
// algorithm matches them.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import vm from "node:vm";
import { describe, expect, it } from "vitest";

const require = createRequire(import.meta.url);
const routerFile = require.resolve("@remix-run/router");
const patched = require("@remix-run/router") as typeof import("@remix-run/router");

/** The same file without the patch: patches/'s file applied in reverse (git apply -R) to a copy, loaded in a sandbox. */
function unpatchedRouter(): typeof import("@remix-run/router") {
  const patchFile = fs.readdirSync("patches").find((name) => name.startsWith("@remix-run+router+"));
  if (!patchFile) throw new Error("no @remix-run/router patch in patches/");
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "router-unpatched-"));
  const relative = "node_modules/@remix-run/router/dist/router.cjs.js";
  fs.mkdirSync(path.dirname(path.join(root, relative)), { recursive: true });
  fs.copyFileSync(routerFile, path.join(root, relative));
  execFileSync("git", ["apply", "-R", path.resolve("patches", patchFile)], { cwd: root });
  const source = fs.readFileSync(path.join(root, relative), "utf8");
  fs.rmSync(root, { recursive: true, force: true });
  if (source.includes("Patched (yantu")) throw new Error("the patch did not reverse");
  const module = { exports: {} as Record<string, unknown> };
  vm.runInNewContext(source, {
    module,
    exports: module.exports,
    require,
    process,
    console,
    URL,
    TextEncoder,
    TextDecoder,
    AbortController,
    Headers,
    Request,
    Response,
  });
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
    flatRoutes: (
      appDirectory: string,
      ignored: string[],
    ) => Record<string, { id: string; parentId?: string; path?: string; index?: boolean }>;
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
  const attach = (nodes: RouteNode[]): RouteNode[] =>
    nodes.map((node) => ({ ...node, children: node.index ? undefined : attach(byParent.get(node.id) ?? []) }));
  return [{ id: "root", path: "", children: attach(byParent.get(undefined) ?? []) }];
}

describe("the route-matching patch", () => {
  it("is applied", () => {
    expect(fs.readFileSync(routerFile, "utf8")).toContain("rankedBranchesOf(routes)");
  });

  // 0.9 s alone; beside the integration projects on two cores it took over Vitest's default 5 s.
  it("matches every path as the unpatched router does", { timeout: 30_000 }, () => {
    const original = unpatchedRouter();
    const routes = appRoutes();
    expect(routes.length).toBeGreaterThan(0);
    const paths = new Set<string>([
      "/",
      "/mobile",
      "/mobile/",
      "/api/Course/page-query",
      "/question/website/attempts/12/answers",
      "/no/such/page",
      "/%E4%B8%AD",
      "//x",
      "/API/docs",
    ]);
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
    const ids = (matches: ReturnType<typeof patched.matchRoutes>) =>
      matches?.map((match) => [match.route.id, match.pathname, JSON.stringify(match.params)]) ?? null;
    const tree = routes as unknown as Parameters<typeof patched.matchRoutes>[0];
    for (const pathname of paths) {
      // The unpatched router ranks every branch on each call (the cost the patch removes), so it answers once; the
      // patched one three times: the later answers come from its caches.
      const expected = ids(original.matchRoutes(tree, pathname));
      for (let call = 0; call < 3; call += 1)
        expect(ids(patched.matchRoutes(tree, pathname)), pathname).toEqual(expected);
    }
    // Each call's match objects are its own: a caller changing them changes nothing for the next.
    const first = patched.matchRoutes(tree, "/question/website/attempts/12/answers")!;
    (first.at(-1)!.params as Record<string, string>).changed = "yes";
    expect(patched.matchRoutes(tree, "/question/website/attempts/12/answers")!.at(-1)!.params).not.toHaveProperty(
      "changed",
    );
    expect(patched.matchPath({ path: "/a/:id", caseSensitive: true }, "/A/1")).toBeNull();
    expect(patched.matchPath({ path: "/a/:id" }, "/A/1")?.params).toEqual({ id: "1" });
  });
});
