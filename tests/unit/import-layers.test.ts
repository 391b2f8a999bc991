// The import graph has layers and imports only point down (docs/decisions/0013-module-layers.md): the app layer
// (routes, root, entry files, lifecycle, app/api's endpoint table) → components and modules; components → modules'
// isomorphic files and lib, never app/db; modules → lib and db; db → lib. The seed sits above the modules it uses.
// What several domains share is a module of its own, not a corner of the course one. No import cycles at all. Each
// check lists its offenders as "importer → imported" (or a cycle as "a → b → … → a") so a failure says what to move;
// none has an exception list.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const appDir = path.join(root, "app");

interface ImportEdge {
  /** The importing file, relative to the repository (app/modules/news/news.server.ts). */
  from: string;
  /** The imported file without its extension, relative to the repository (app/modules/paging/paging-schemas). */
  to: string;
  /** The names imported by `import { … }` / `export { … } from` (empty for default, namespace and side-effect imports). */
  names: string[];
  /** `import type { … }`, or every name marked `type`: erased from the bundle. */
  typeOnly: boolean;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [full] : [];
  });
}

const specifierPattern =
  /(?:import|export)\s+(type\s+)?(?:([\w$]+\s*,\s*)?\{([^}]*)\}|\*\s+as\s+[\w$]+|[\w$]+)?\s*(?:from\s+)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

/** The file an import specifier names, relative to the repository and without extension; null for packages. */
function resolveSpecifier(importer: string, specifier: string): string | null {
  const bare = specifier.replace(/\?.*$/, "");
  let target: string;
  if (bare.startsWith("~/")) target = path.join(appDir, bare.slice(2));
  else if (bare.startsWith(".")) target = path.resolve(path.dirname(importer), bare);
  else return null;
  return path
    .relative(root, target)
    .split(path.sep)
    .join("/")
    .replace(/\.(tsx?|jsx?|mjs)$/, "");
}

function importEdges(): ImportEdge[] {
  const edges: ImportEdge[] = [];
  for (const file of sourceFiles(appDir)) {
    const text = fs.readFileSync(file, "utf8");
    for (const match of text.matchAll(specifierPattern)) {
      const specifier = match[4] ?? match[5];
      if (!specifier) continue;
      const to = resolveSpecifier(file, specifier);
      if (to === null) continue;
      const items = (match[3] ?? "")
        .split(",")
        .map((item) => item.trim())
        .filter(Boolean);
      const names = items.map((item) =>
        item
          .replace(/^type\s+/, "")
          .split(/\s+as\s+/)[0]!
          .trim(),
      );
      const typeOnly =
        Boolean(match[1]) || (items.length > 0 && !match[2] && items.every((item) => item.startsWith("type ")));
      edges.push({ from: path.relative(root, file).split(path.sep).join("/"), to, names, typeOnly });
    }
  }
  return edges;
}

const edges = importEdges();
const under = (file: string, dir: string) => file === dir || file.startsWith(`${dir}/`);
/** The app layer, on top: the route modules, the document, the entry files, the lifecycle and the API's endpoint table. */
const appLayer = (file: string) =>
  under(file, "app/routes") ||
  under(file, "app/api") ||
  /^app\/(root|entry\.[\w]+|app-lifecycle\.server)(\.tsx?)?$/.test(file);
const offenders = (rule: (edge: ImportEdge) => boolean) =>
  edges.filter(rule).map((edge) => `${edge.from} → ${edge.to}`);

/**
 * The import cycles of app/, type-only and dynamic imports included: for every import that lies on a cycle, the
 * shortest cycle through it, as "a → b → … → a" (files without extension). Strongly connected components (Tarjan)
 * first, so only imports inside one are searched.
 */
function importCycles(): string[] {
  const graph = new Map<string, Set<string>>();
  for (const edge of edges) {
    const from = edge.from.replace(/\.tsx?$/, "");
    if (!graph.has(from)) graph.set(from, new Set());
    graph.get(from)!.add(edge.to);
  }
  const next = (node: string) => [...(graph.get(node) ?? [])].filter((to) => graph.has(to)).sort();

  const componentOf = new Map<string, number>();
  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  let counter = 0;
  let components = 0;
  const connect = (node: string) => {
    index.set(node, counter);
    lowLink.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const to of next(node)) {
      if (!index.has(to)) {
        connect(to);
        lowLink.set(node, Math.min(lowLink.get(node)!, lowLink.get(to)!));
      } else if (onStack.has(to)) lowLink.set(node, Math.min(lowLink.get(node)!, index.get(to)!));
    }
    if (lowLink.get(node) !== index.get(node)) return;
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      componentOf.set(member, components);
    } while (member !== node);
    components += 1;
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) connect(node);

  /** The shortest path from `start` to `goal` that stays inside their component (breadth first). */
  const shortestPath = (start: string, goal: string): string[] => {
    const cameFrom = new Map<string, string | null>([[start, null]]);
    const queue = [start];
    while (queue.length > 0) {
      const node = queue.shift()!;
      if (node === goal) break;
      for (const to of next(node)) {
        if (cameFrom.has(to) || componentOf.get(to) !== componentOf.get(start)) continue;
        cameFrom.set(to, node);
        queue.push(to);
      }
    }
    const path: string[] = [];
    for (let node: string | null = goal; node !== null; node = cameFrom.get(node)!) path.unshift(node);
    return path;
  };

  const covered = new Set<string>();
  const cycles: string[] = [];
  for (const from of [...graph.keys()].sort()) {
    for (const to of next(from)) {
      if (componentOf.get(from) !== componentOf.get(to) || covered.has(`${from} → ${to}`)) continue;
      const cycle = from === to ? [from, from] : [from, ...shortestPath(to, from)];
      for (let i = 0; i + 1 < cycle.length; i += 1) covered.add(`${cycle[i]} → ${cycle[i + 1]}`);
      cycles.push(cycle.join(" → "));
    }
  }
  return cycles;
}

/**
 * What the course module once held for everyone; other domains take these from the shared modules (access, paging,
 * reactions, subjects, video) now, so importing them from course again is an offence.
 */
const sharedKernelNames = new Set([
  // messages: access, reactions, paging and subjects have their own
  "courseMessages",
  // access
  "Viewer",
  "NOBODY",
  "viewerOf",
  "viewerFor",
  "gatedViewerFor",
  "playbackViewerFor",
  "apiViewer",
  "apiUserViewer",
  "playUrlHandler",
  "loadAccessContext",
  "entitlementIn",
  "accessSummary",
  "playbackSubject",
  "assertEntitled",
  "accessLabels",
  "EntitlementBasis",
  // paging and input fields
  "Page",
  "Paging",
  "pageOffset",
  "fetchPage",
  "pagingSchema",
  "shortListSchema",
  "PAGE_ROWS_MAX",
  "containsPattern",
  "jsonList",
  "blankAsAbsent",
  "idField",
  "optionalIdField",
  "keywordField",
  // reactions
  "setReaction",
  "reactionsOf",
  // subjects
  "subjects",
  "subjectName",
  "subjectCodeOf",
  "subjectField",
  "SubjectCode",
  // video
  "VIDEO_TYPE",
  "VideoType",
  "videoGrant",
  "VideoGrant",
  "imageUrl",
  "videoUrl",
]);

describe("import layers", () => {
  it("finds the imports it checks", () => {
    expect(edges.length).toBeGreaterThan(500);
    expect(edges.some((edge) => edge.from.startsWith("app/routes/") && edge.to.startsWith("app/components/"))).toBe(
      true,
    );
    expect(
      edges.some((edge) => edge.from === "app/routes/api.$.ts" && edge.to === "app/api/endpoint-table.server"),
    ).toBe(true);
    expect(
      ["app/root", "app/entry.server", "app/app-lifecycle.server", "app/api/endpoint-table.server"].every(appLayer),
    ).toBe(true);
  });

  it("nothing below the app layer imports it (routes, root, entry files, lifecycle, the API's endpoint table)", () => {
    expect(offenders((edge) => !appLayer(edge.from) && appLayer(edge.to))).toEqual([]);
  });

  it("the seed imports modules, db and lib only", () => {
    expect(offenders((edge) => under(edge.from, "app/seed") && under(edge.to, "app/components"))).toEqual([]);
  });

  it("nothing in app/modules imports a component, a route or the seed", () => {
    const above = ["app/components", "app/routes", "app/seed"];
    expect(offenders((edge) => under(edge.from, "app/modules") && above.some((dir) => under(edge.to, dir)))).toEqual(
      [],
    );
  });

  it("app/lib imports no database, module, component, route or seed", () => {
    const above = ["app/db", "app/modules", "app/components", "app/routes", "app/seed"];
    expect(offenders((edge) => under(edge.from, "app/lib") && above.some((dir) => under(edge.to, dir)))).toEqual([]);
  });

  it("app/db imports no module and not the seed (the seed sits above the modules it uses)", () => {
    const above = ["app/modules", "app/components", "app/routes", "app/seed"];
    expect(offenders((edge) => under(edge.from, "app/db") && above.some((dir) => under(edge.to, dir)))).toEqual([]);
  });

  it("components import no route, no seed and nothing of app/db (not even types), and of a module's server files only types", () => {
    expect(
      offenders(
        (edge) =>
          under(edge.from, "app/components") &&
          (under(edge.to, "app/routes") ||
            under(edge.to, "app/seed") ||
            under(edge.to, "app/db") ||
            (under(edge.to, "app/modules") && edge.to.endsWith(".server") && !edge.typeOnly)),
      ),
    ).toEqual([]);
  });

  it("no import cycles, type-only and dynamic imports included", () => {
    expect(importCycles()).toEqual([]);
  });

  it("other domains take what they share from shared modules, not from the course module", () => {
    const gone = ["app/modules/course/viewer.server", "app/modules/course/reactions.server"];
    expect([
      ...gone.filter((file) => fs.existsSync(path.join(root, `${file}.ts`))).map((file) => `${file} still exists`),
      ...edges
        .filter(
          (edge) =>
            under(edge.from, "app/modules") &&
            !under(edge.from, "app/modules/course") &&
            under(edge.to, "app/modules/course"),
        )
        .flatMap((edge) => {
          if (gone.includes(edge.to)) return [`${edge.from} → ${edge.to}`];
          return edge.names
            .filter((name) => sharedKernelNames.has(name))
            .map((name) => `${edge.from} → ${edge.to} (${name})`);
        }),
    ]).toEqual([]);
  });
});
