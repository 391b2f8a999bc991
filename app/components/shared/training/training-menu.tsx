// A batch's menu on every training page (issue 27): its sections as links, the current one marked aria-current. On
// desktop it sits beside the page; on a phone it is a row of tabs under the bar that scrolls sideways. Plain links,
// so it works without JavaScript.
import { Link, useLocation } from "@remix-run/react";
import { treeOfPath } from "~/lib/site-tree";
import { studentMenu, teacherMenu, trainingPaths } from "~/modules/training/training-paths";
import "./training.css";

export function TrainingMenu({ batchId, side }: { batchId: number; side: "teacher" | "student" }) {
  const { pathname } = useLocation();
  const paths = trainingPaths[treeOfPath(pathname)];
  const items =
    side === "teacher"
      ? teacherMenu.map((item) => ({ to: paths.teacher(batchId, item.section), name: item.name }))
      : studentMenu.map((item) => ({ to: paths.student(batchId, item.section), name: item.name }));
  // The longest matching path is the current item (a material's viewer marks 课件).
  const current = items
    .filter((item) => pathname === item.to || pathname.startsWith(`${item.to}/`))
    .sort((a, b) => b.to.length - a.to.length)[0]?.to;
  return (
    <nav className="training-menu" aria-label={side === "teacher" ? "班级管理" : "班级学习"}>
      <ul>
        {items.map((item) => (
          <li key={item.to}>
            <Link to={item.to} aria-current={item.to === current ? "page" : undefined}>
              {item.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
