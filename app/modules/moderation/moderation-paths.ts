// Where the moderation centre lives in each tree (docs/decisions/0031-moderation-centre.md). Client-safe.
import type { SiteTree } from "~/lib/site-tree";

export const moderationPaths: Record<SiteTree, string> = {
  desktop: "/square/moderation",
  mobile: "/mobile/user/moderation",
};
