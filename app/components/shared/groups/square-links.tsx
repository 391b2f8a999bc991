// The square's other lists, under the experience pages' heading: 学习小组 and 更多经验与学长学姐 (docs/decisions/0034).
import { Link } from "@remix-run/react";
import type { SiteTree } from "~/lib/site-tree";
import { squareMorePaths } from "~/modules/experience/square-more-schemas";
import { groupPaths } from "~/modules/groups/group-config";

export function SquareLinks({ tree }: { tree: SiteTree }) {
  return (
    <nav aria-label="研友广场">
      <ul className="filter-row">
        <li>
          <Link to={groupPaths[tree].list}>学习小组</Link>
        </li>
        <li>
          <Link to={squareMorePaths[tree]}>更多经验与学长学姐</Link>
        </li>
      </ul>
    </nav>
  );
}
