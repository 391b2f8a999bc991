// Page weight of a first visit: the JavaScript the client manifest says the URL's routes load, the stylesheets (those
// of the manifest plus the <link rel="stylesheet"> the server rendered — the app's global CSS comes from the root's
// `links`, which the manifest does not list) and the HTML itself; raw and gzipped at the level the server's
// compression middleware uses (zlib's default), so the numbers are what crosses the wire.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { firstVisitAssets, type RouteBuild } from "./route-manifest";

export interface PageWeight {
  js: { files: number; bytes: number; gzip: number };
  css: { files: number; bytes: number; gzip: number };
  html: { bytes: number; gzip: number };
}

const gzipCache = new Map<string, { bytes: number; gzip: number }>();

function sizeOf(clientDir: string, url: string): { bytes: number; gzip: number } {
  const cached = gzipCache.get(url);
  if (cached) return cached;
  const file = path.join(clientDir, url.replace(/^\//, ""));
  const content = fs.readFileSync(file);
  const size = { bytes: content.length, gzip: zlib.gzipSync(content).length };
  gzipCache.set(url, size);
  return size;
}

/** Same-origin stylesheet URLs in a server-rendered document. */
export function stylesheetLinks(html: string): string[] {
  const links: string[] = [];
  for (const tag of html.match(/<link\b[^>]*>/gi) ?? []) {
    if (!/\brel="stylesheet"/i.test(tag)) continue;
    const href = /\bhref="([^"]+)"/i.exec(tag)?.[1];
    if (href?.startsWith("/")) links.push(href);
  }
  return links;
}

function total(clientDir: string, urls: string[]) {
  const sizes = urls.map((url) => sizeOf(clientDir, url));
  return {
    files: urls.length,
    bytes: sizes.reduce((sum, size) => sum + size.bytes, 0),
    gzip: sizes.reduce((sum, size) => sum + size.gzip, 0),
  };
}

export function measurePageWeight(build: RouteBuild, clientDir: string, url: string, html: string): PageWeight {
  const assets = firstVisitAssets(build, url);
  const css = [...new Set([...assets.css, ...stylesheetLinks(html)])];
  const document = Buffer.from(html);
  return {
    js: total(clientDir, assets.js),
    css: total(clientDir, css),
    html: { bytes: document.length, gzip: zlib.gzipSync(document).length },
  };
}
