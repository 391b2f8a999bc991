// Where a search hit leads in each tree, and the search page's own links. Client-safe.
import type { SiteTree } from "~/lib/site-tree";
import { contentPaths } from "~/modules/content/content-paths";
import { searchQuery, type SearchKind, type SearchScope } from "~/modules/search/search-config";
import { videoPaths } from "~/modules/video/video-paths";

export function searchHitPath(tree: SiteTree, kind: SearchKind, id: number): string {
  const content = contentPaths[tree];
  const video = videoPaths[tree];
  switch (kind) {
    case "course":
      return video.course(id);
    case "paper":
      return content.paper(id);
    case "paperVideo":
      return video.paperVideo(id);
    case "news":
      return content.newsItem(id);
    case "experience":
      return content.experience(id);
    case "live":
      return video.live(id);
  }
}

export const searchPagePath: Record<SiteTree, string> = { desktop: "/search", mobile: "/mobile/search" };

/** A search's URL, in the canonical form the server remembers. */
export function searchHref(tree: SiteTree, keyword: string, scope: SearchScope = "all", page = 1): string {
  return `${searchPagePath[tree]}?${searchQuery(keyword, scope, page)}`;
}
