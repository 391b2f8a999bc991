// A study group in a list: its name (the link), target, subject and year, members, and — for the owner's own list —
// its review state in words.
import { Link } from "@remix-run/react";
import { contentStateNames } from "~/modules/moderation/moderation-states";
import { groupMessages as m } from "~/modules/groups/group-messages";
import type { GroupTile } from "~/modules/groups/group-pages.server";

export function GroupCardItem({
  group,
  headingLevel = 3,
  showState = false,
}: {
  group: GroupTile;
  headingLevel?: 2 | 3;
  showState?: boolean;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <li className="group-card">
      <Heading>
        <Link to={group.href}>{group.name}</Link>
        {showState && group.state !== "published" ? (
          <span className="group-state">{contentStateNames[group.state]}</span>
        ) : null}
      </Heading>
      <p>
        {group.target} · {group.subjectName} · {group.examYear} 年
      </p>
      {group.introduction ? <p>{group.introduction}</p> : null}
      <p>
        {m.memberCount(group.memberCount)}
        {group.ownerName ? ` · 组长 ${group.ownerName}` : ""} · 创建于{" "}
        <time dateTime={group.createdAt}>{group.createdText}</time>
      </p>
    </li>
  );
}
