// Like (点赞) and collect (收藏) as post forms, for courses and (with other intents and fields) paper videos: each
// button posts its intent to `action`, whose handler redirects back with a toast (post/redirect/get), so it works
// without JavaScript. The state is in the text (点赞 → 已点赞) as well as the style, with the count beside it.
import { Form } from "@remix-run/react";
import "./course.css";

export interface ReactionButton {
  /** Posted as `intent` when the reaction is not set (e.g. like, collect). */
  onIntent: string;
  /** Posted as `intent` when it is set (e.g. unlike, uncollect). */
  offIntent: string;
  /** 点赞 / 收藏. */
  label: string;
  /** 已点赞 / 已收藏. */
  activeLabel: string;
  active: boolean;
  count: number;
}

export function ReactionButtons({
  action,
  fields,
  buttons,
  touch = false,
}: {
  /** Where the forms post (the page itself, with its query). */
  action: string;
  /** Hidden fields sent with every intent, e.g. { id: 12 }. */
  fields: Record<string, string | number>;
  buttons: ReactionButton[];
  touch?: boolean;
}) {
  return (
    <>
      {buttons.map((button) => (
        <Form key={button.onIntent} method="post" action={action} preventScrollReset>
          {Object.entries(fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <button
            type="submit"
            name="intent"
            value={button.active ? button.offIntent : button.onIntent}
            className="course-button course-button--plain"
            data-active={button.active ? "true" : undefined}
            style={touch ? { minHeight: 44 } : undefined}
            title={button.active ? `取消${button.label}` : undefined}
          >
            <span aria-hidden="true">{button.active ? "★" : "☆"}</span>
            {button.active ? button.activeLabel : button.label}
            <span className="filter-count">{button.count}</span>
          </button>
        </Form>
      ))}
    </>
  );
}
