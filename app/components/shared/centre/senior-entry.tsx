// A senior in the centre's lists (我的关注, 学长学姐): the avatar, the name (the link to their page), where they were
// admitted and with what, their followers, and the 关注 / 已关注（取消关注） form posting to the list's own page.
import { Link } from "@remix-run/react";
import { shanghaiSlashMinute } from "~/lib/shanghai-time";
import { FollowForm } from "~/components/shared/follows/follow-form";
import { SeniorAvatar, seniorFacts } from "~/components/shared/experience/senior-tile";
import type { SeniorEntry } from "~/modules/centre/centre-follow-pages.server";
import { followMessages as m } from "~/modules/follows/follow-messages";
import { SeniorBadge } from "~/components/shared/seniors/senior-badge";

export function SeniorEntryItem({ senior, action }: { senior: SeniorEntry; action: string }) {
  return (
    <li className="centre-item centre-senior">
      <SeniorAvatar name={senior.name} avatar={senior.avatar} />
      <div className="centre-item-main">
        <h3>
          <Link to={senior.href}>{senior.name}</Link>
          {senior.badge ? <SeniorBadge /> : null}
        </h3>
        <p className="centre-meta">
          <span>
            {senior.undergraduateSchool ? `${senior.undergraduateSchool} → ` : "上岸 "}
            {senior.admittedSchool} · {senior.admittedMajor}
          </span>
        </p>
        <p className="centre-meta">
          <span>{seniorFacts(senior)}</span>
          <span>{senior.experienceCount} 篇经验</span>
          <span>{m.followerCount(senior.followerCount)}</span>
          {senior.followedAt ? (
            <span>
              关注于 <time dateTime={senior.followedAt}>{shanghaiSlashMinute(senior.followedAt)}</time>
            </span>
          ) : null}
        </p>
      </div>
      <div className="centre-actions">
        <FollowForm
          seniorId={senior.id}
          seniorName={senior.name}
          following={senior.following}
          followerCount={senior.followerCount}
          action={action}
          hideCount
        />
      </div>
    </li>
  );
}
