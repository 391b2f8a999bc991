// 关注 / 已关注（取消关注） beside a senior: a post form to the page it is on (follows/follow-form.server.ts answers it
// with a toast and brings the student back), so it works without JavaScript. The follower count is text beside it;
// the state is in the button's words, not in its colour.
import { Form } from "@remix-run/react";
import { followMessages as m } from "~/modules/follows/follow-messages";
import "~/components/shared/course/course.css";
import "./follow.css";

export interface FollowFormProps {
  seniorId: number;
  seniorName: string;
  following: boolean;
  followerCount: number;
  /** The page the form is on (path and query): it posts there and comes back there. */
  action: string;
  /** Hide the count (a list that shows it elsewhere). */
  hideCount?: boolean;
}

export function FollowForm({
  seniorId,
  seniorName,
  following,
  followerCount,
  action,
  hideCount = false,
}: FollowFormProps) {
  return (
    <div className="follow-box">
      {hideCount ? null : <span className="follow-count">{m.followerCount(followerCount)}</span>}
      <Form method="post" action={action} className="follow-form">
        <input type="hidden" name="seniorId" value={seniorId} />
        <input type="hidden" name="intent" value={following ? "unfollow" : "follow"} />
        <button
          type="submit"
          className={following ? "course-button course-button--plain" : "course-button"}
          aria-label={following ? `已关注（取消关注）：${seniorName}` : `关注：${seniorName}`}
        >
          {following ? "已关注（取消关注）" : "关注"}
        </button>
      </Form>
    </div>
  );
}
