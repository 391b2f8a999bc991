// Which tree a path belongs to: the mobile site lives under /mobile, everything else is the desktop site (spec
// section 2). Client-safe; the one place the rule is written.
export type SiteTree = "desktop" | "mobile";

export function isMobilePath(pathname: string): boolean {
  return pathname === "/mobile" || pathname.startsWith("/mobile/");
}

export function treeOfPath(pathname: string): SiteTree {
  return isMobilePath(pathname) ? "mobile" : "desktop";
}

/** The tree of the page a request asks for. */
export function treeOfRequest(request: Request): SiteTree {
  return treeOfPath(new URL(request.url).pathname);
}
