// The question bank's ways in, as a small row of links: 练习, the 公共课, 统考专业课 and 自命题 shelves, 错题本 and 历年真题 (on
// the /question list page header and the practice pages of both trees).
import { Link } from "@remix-run/react";
import type { SiteTree } from "~/lib/site-tree";
import { practicePaths } from "~/modules/question/practice/practice-paths";
import "./practice.css";

export type PracticeLinkKey = "practice" | "publicShelf" | "tkzyShelf" | "zmtShelf" | "wrong" | "papers";

const labels: Record<PracticeLinkKey, string> = {
  practice: "练习",
  publicShelf: "公共课题库",
  tkzyShelf: "统考专业课题库",
  zmtShelf: "自命题真题",
  wrong: "错题本",
  papers: "历年真题",
};

export function PracticeLinks({
  tree,
  current,
  omit = [],
}: {
  tree: SiteTree;
  current?: PracticeLinkKey;
  omit?: PracticeLinkKey[];
}) {
  const paths = practicePaths[tree];
  const keys = (Object.keys(labels) as PracticeLinkKey[]).filter((key) => !omit.includes(key));
  return (
    <nav aria-label="题库">
      <ul className="practice-links">
        {keys.map((key) => (
          <li key={key}>
            <Link to={paths[key]} aria-current={current === key ? "page" : undefined}>
              {labels[key]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
