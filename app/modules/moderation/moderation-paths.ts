// Where the moderation centre lives in each tree (docs/decisions/0031-moderation-centre.md). Client-safe.
import type { SiteTree } from "~/lib/site-tree";

export const moderationPaths = {
  /** The moderation centre, in the console's frame (issue 25). */
  console: "/console/moderation",
  /** Its earlier addresses in the two trees, which now redirect to it. */
  desktop: "/square/moderation",
  mobile: "/mobile/user/moderation",
} as const satisfies Record<SiteTree | "console", string>;
