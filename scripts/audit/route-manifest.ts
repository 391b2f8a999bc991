// What the client build says each URL loads. Reads the Remix server build (its `routes` and `assets` — the same
// manifest the browser gets as window.__remixManifest) and matches URLs with React Router's own matcher, so the audit
// sees exactly the route chain Remix renders for a URL.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { matchRoutes, type AgnosticRouteObject } from "@remix-run/router";

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
  css?: string[];
}

interface ClientManifest {
  entry: { module: string; imports: string[]; css?: string[] };
  routes: Record<string, ManifestRoute>;
  url: string;
}

export interface BuiltRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  /** A page (renders a component), as opposed to a resource route (API, file, form endpoint). */
  isPage: boolean;
}

export interface RouteBuild {
  manifest: ClientManifest;
  routes: BuiltRoute[];
  /** Remix's lazy route discovery: the page inlines the matched routes' manifest instead of loading the whole one. */
  lazyRouteDiscovery: boolean;
}

export async function loadRouteBuild(projectRoot: string): Promise<RouteBuild> {
  const serverBuild = await import(pathToFileURL(path.join(projectRoot, "build/server/index.js")).href);
  const routes: BuiltRoute[] = Object.values(
    serverBuild.routes as Record<
      string,
      { id: string; parentId?: string; path?: string; index?: boolean; module: { default?: unknown } }
    >,
  ).map((route) => ({
    id: route.id,
    parentId: route.parentId,
    path: route.path,
    index: route.index,
    isPage: typeof route.module.default === "function",
  }));
  return {
    manifest: serverBuild.assets as ClientManifest,
    routes,
    lazyRouteDiscovery: Boolean(serverBuild.future?.v3_lazyRouteDiscovery),
  };
}

function routeTree(routes: BuiltRoute[], parentId?: string): AgnosticRouteObject[] {
  return routes
    .filter((route) => route.parentId === parentId)
    .map((route) =>
      route.index
        ? { id: route.id, index: true as const, path: route.path }
        : { id: route.id, path: route.path, children: routeTree(routes, route.id) },
    );
}

/** The ids of the routes Remix renders for `url`, root first ([] when nothing matches but the root). */
export function matchedRouteIds(routes: BuiltRoute[], url: string): string[] {
  const pathname = new URL(url, "http://localhost").pathname;
  const matches = matchRoutes(routeTree(routes), pathname) ?? [];
  const ids = matches.map((match) => match.route.id as string);
  // A URL nothing matches renders the root's error boundary (404).
  return ids.length > 0 ? ids : ["root"];
}

/**
 * Page routes that are leaves: what a visitor can land on. Layouts (pages with children) are covered by their leaves.
 */
export function leafPageRoutes(routes: BuiltRoute[]): BuiltRoute[] {
  const parents = new Set(routes.map((route) => route.parentId).filter(Boolean));
  return routes.filter(
    (route) =>
      route.isPage &&
      route.id !== "root" &&
      !parents.has(route.id) &&
      // A pathless layout (the campus gate) waiting for its first child is not a page anyone can land on.
      (route.path !== undefined || route.index === true),
  );
}

/** The JavaScript and CSS files (by URL) a first visit to `url` loads: the entry, the manifest, each matched route. */
export function firstVisitAssets(build: RouteBuild, url: string): { js: string[]; css: string[] } {
  // With lazy route discovery the whole-site manifest module is not loaded (its matched part is inline in the HTML,
  // which the HTML budget counts).
  const js = new Set<string>([
    ...(build.lazyRouteDiscovery ? [] : [build.manifest.url]),
    build.manifest.entry.module,
    ...build.manifest.entry.imports,
  ]);
  const css = new Set<string>(build.manifest.entry.css ?? []);
  for (const id of matchedRouteIds(build.routes, url)) {
    const route = build.manifest.routes[id];
    if (!route) continue;
    js.add(route.module);
    for (const file of route.imports ?? []) js.add(file);
    for (const file of route.css ?? []) css.add(file);
  }
  return { js: [...js], css: [...css] };
}
