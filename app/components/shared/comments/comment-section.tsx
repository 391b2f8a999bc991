// The comments under an experience, desktop and mobile (docs/decisions/0032): the form (or 登录后评论 for a guest),
// the report form when the URL names a subject (?report=post or a comment's id), the threads with their replies, and
// the page links (?cpage=). Every action is a post form or a link, so it all works without JavaScript: 回复 is a link
// that puts the target in the form (?replyTo=…#comment-form), 删除 a link to an in-place confirmation
// (?confirmDelete=…), 举报 a link to the report form. With JavaScript the same zod schemas check the forms first.
import { Alert, Button, Stack, Textarea } from "@mantine/core";
import { Form, Link, useActionData, useLocation } from "@remix-run/react";
import { SelectField } from "~/components/shared/select-field";
import { hrefWith } from "~/lib/url-state";
import {
  COMMENT_FORM_ANCHOR,
  COMMENT_MAX,
  COMMENTS_ANCHOR,
  commentAnchor,
  REPORT_DETAIL_MAX,
  REPORT_FORM_ANCHOR,
} from "~/modules/comments/comment-config";
import { commentMessages as m } from "~/modules/comments/comment-messages";
import type { CommentFormFailure, CommentSectionData } from "~/modules/comments/comment-pages.server";
import {
  commentFormFields,
  commentFormSchema,
  reportFormFields,
  reportFormSchema,
} from "~/modules/comments/comment-schemas";
import type { CommentView } from "~/modules/comments/comments.server";
import { contentStateNames } from "~/modules/moderation/moderation-states";
import { useValidatedForm } from "../use-validated-form";
import "./comments.css";
import { HoneypotFields } from "../honeypot-fields";

type Location = { pathname: string; search: string };

/** The page's URL with some states changed and the others (reply, report, confirm) dropped, plus an anchor. */
function pageHref(location: Location, changes: Record<string, string | null>, anchor: string) {
  return `${hrefWith(location, { replyTo: null, report: null, confirmDelete: null, ...changes })}#${anchor}`;
}

function failureOf(action: unknown, form: CommentFormFailure["commentForm"]): CommentFormFailure | null {
  return action && typeof action === "object" && (action as CommentFormFailure).commentForm === form
    ? (action as CommentFormFailure)
    : null;
}

export function CommentSection({
  comments,
  loginHref,
  compact = false,
}: {
  comments: CommentSectionData;
  loginHref: string;
  compact?: boolean;
}) {
  const location = useLocation();
  const action = useActionData();
  const commentFailure = failureOf(action, "comment");
  const reportFailure = failureOf(action, "report");
  const pages = Math.max(1, Math.ceil(comments.total / comments.rows));
  return (
    <section
      id={COMMENTS_ANCHOR}
      className="comments"
      aria-labelledby="comments-title"
      data-compact={compact ? "" : undefined}
    >
      <h2 id="comments-title">{m.count(comments.count)}</h2>
      {comments.report ? <ReportForm comments={comments} failure={reportFailure} location={location} /> : null}
      {comments.loggedIn ? (
        <CommentForm comments={comments} failure={commentFailure} location={location} />
      ) : (
        <p id={COMMENT_FORM_ANCHOR} className="comment-login">
          <Link to={loginHref}>{m.loginPrompt}</Link>
        </p>
      )}
      {comments.items.length === 0 ? (
        <p className="empty-note">{m.empty}</p>
      ) : (
        <ol className="comment-list">
          {comments.items.map((thread) => (
            <li key={thread.id} id={commentAnchor(thread.id)} className="comment-thread">
              <CommentItem comment={thread} comments={comments} location={location} topLevel />
              {thread.replies.length > 0 ? (
                <ol className="comment-replies" aria-label={m.repliesTitle(thread.replies.length)}>
                  {thread.replies.map((reply) => (
                    <li key={reply.id} id={commentAnchor(reply.id)}>
                      <CommentItem comment={reply} comments={comments} location={location} />
                    </li>
                  ))}
                </ol>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      {pages > 1 ? (
        <nav aria-label={m.pageLabel} className="comment-pages">
          {comments.page > 1 ? (
            <Link to={pageHref(location, { cpage: String(comments.page - 1) }, COMMENTS_ANCHOR)}>上一页</Link>
          ) : null}
          <span>
            第 {comments.page} / {pages} 页
          </span>
          {comments.page < pages ? (
            <Link to={pageHref(location, { cpage: String(comments.page + 1) }, COMMENTS_ANCHOR)}>下一页</Link>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}

function CommentItem({
  comment,
  comments,
  location,
  topLevel = false,
}: {
  comment: CommentView & { createdText: string };
  comments: CommentSectionData;
  location: Location;
  topLevel?: boolean;
}) {
  const formAction = `${location.pathname}${location.search}`;
  if (comment.deleted) {
    return <p className="comment-deleted">{m.deletedPlaceholder}</p>;
  }
  const published = comment.state === "published";
  return (
    <article className="comment" aria-label={`${comment.authorName} 的${topLevel ? "评论" : "回复"}`}>
      <p className="comment-meta">
        <strong>{comment.authorName}</strong>
        {comment.replyToName && !topLevel ? <span> {m.replyTo(comment.replyToName)}</span> : null}
        <span> · </span>
        <time dateTime={comment.createdAt}>{comment.createdText}</time>
        {published ? null : <span className="comment-state"> {contentStateNames[comment.state]}</span>}
      </p>
      {comment.reason ? (
        <p className="comment-reason">
          {comment.state === "declined" ? m.declinedReason(comment.reason) : m.hiddenReason(comment.reason)}
        </p>
      ) : null}
      <p className="comment-body">{comment.body}</p>
      <div className="comment-actions">
        {published && comments.loggedIn ? (
          <Form method="post" action={formAction} preventScrollReset>
            <input type="hidden" name="commentId" value={comment.id} />
            <button
              type="submit"
              name="intent"
              value={comment.liked ? "comment-unlike" : "comment-like"}
              className="comment-action"
              aria-pressed={comment.liked}
            >
              {comment.liked ? `已${m.like}` : m.like} <span className="filter-count">{comment.likeCount}</span>
            </button>
          </Form>
        ) : published ? (
          <span className="comment-likes">
            {m.like} {comment.likeCount}
          </span>
        ) : null}
        {published && comments.loggedIn ? (
          <Link
            className="comment-action"
            to={pageHref(location, { replyTo: String(comment.id) }, COMMENT_FORM_ANCHOR)}
          >
            {m.reply}
          </Link>
        ) : null}
        {comment.mine ? (
          <Link
            className="comment-action"
            to={pageHref(location, { confirmDelete: String(comment.id) }, commentAnchor(comment.id))}
          >
            {m.remove}
          </Link>
        ) : null}
        {published && comments.loggedIn && !comment.mine ? (
          <Link className="comment-action" to={pageHref(location, { report: String(comment.id) }, REPORT_FORM_ANCHOR)}>
            {m.report}
          </Link>
        ) : null}
      </div>
      {comments.confirmDelete === comment.id ? (
        <Form
          method="post"
          action={formAction}
          className="comment-confirm"
          role="group"
          aria-labelledby={`confirm-${comment.id}`}
        >
          <p id={`confirm-${comment.id}`}>{m.confirmRemove}</p>
          <input type="hidden" name="commentId" value={comment.id} />
          <button type="submit" name="intent" value="comment-delete" className="comment-action comment-action--danger">
            {m.confirmRemoveYes}
          </button>
          <Link className="comment-action" to={pageHref(location, {}, commentAnchor(comment.id))}>
            {m.cancel}
          </Link>
        </Form>
      ) : null}
    </article>
  );
}

function CommentForm({
  comments,
  failure,
  location,
}: {
  comments: CommentSectionData;
  failure: CommentFormFailure | null;
  location: Location;
}) {
  const replyTo = comments.replyTo;
  const server = failure ?? {
    values: replyTo ? { body: "", replyTo: String(replyTo.id) } : undefined,
    errors: undefined,
  };
  const { onSubmit, field } = useValidatedForm(commentFormSchema, commentFormFields, server);
  const body = field("body");
  const replyValue = failure?.values.replyTo ?? (replyTo ? String(replyTo.id) : "");
  return (
    <Form
      method="post"
      action={`${location.pathname}${location.search}`}
      onSubmit={onSubmit}
      noValidate
      id={COMMENT_FORM_ANCHOR}
      className="comment-form"
      // A new reply target re-creates the form, so its field takes the new default value.
      key={replyValue}
    >
      <Stack gap="xs">
        <input type="hidden" name="replyTo" value={replyValue} />
        <HoneypotFields />
        <Textarea
          {...body}
          id="comment-body"
          label={replyTo ? m.replyLabel(replyTo.authorName) : m.bodyLabel}
          description={m.moderationNote}
          maxLength={COMMENT_MAX}
          autosize
          minRows={3}
          required
        />
        <div className="comment-form-buttons">
          <Button type="submit" name="intent" value="comment">
            {replyTo ? m.submitReply : m.submit}
          </Button>
          {replyTo ? (
            <Link className="comment-action" to={pageHref(location, {}, commentAnchor(replyTo.id))}>
              {m.cancelReply}
            </Link>
          ) : null}
        </div>
      </Stack>
    </Form>
  );
}

function ReportForm({
  comments,
  failure,
  location,
}: {
  comments: CommentSectionData;
  failure: CommentFormFailure | null;
  location: Location;
}) {
  const report = comments.report!;
  const { onSubmit, field } = useValidatedForm(reportFormSchema, reportFormFields, failure ?? {});
  const reason = field("reason");
  const detail = field("detail");
  const subjectError = failure?.errors.subjectId ?? failure?.errors.subjectKind;
  const cancelAnchor = report.subjectKind === "comment" ? commentAnchor(report.subjectId) : COMMENTS_ANCHOR;
  return (
    <Form
      method="post"
      action={`${location.pathname}${location.search}`}
      onSubmit={onSubmit}
      noValidate
      id={REPORT_FORM_ANCHOR}
      className="comment-form comment-report"
      aria-labelledby="report-title"
    >
      <Stack gap="xs">
        <h3 id="report-title">{report.title}</h3>
        {"excerpt" in report && report.excerpt ? (
          <blockquote className="comment-report-quote">{report.excerpt}</blockquote>
        ) : null}
        {subjectError ? (
          <Alert color="red" variant="light" role="alert">
            {subjectError}
          </Alert>
        ) : null}
        <input type="hidden" name="subjectKind" value={report.subjectKind} />
        <input type="hidden" name="subjectId" value={report.subjectId} />
        <SelectField {...reason} id="report-reason" label={m.reportReason} required>
          <option value="">请选择</option>
          {comments.reasons.map((option) => (
            <option key={option.code} value={option.code}>
              {option.name}
            </option>
          ))}
        </SelectField>
        <Textarea
          {...detail}
          id="report-detail"
          label={m.reportDetail}
          maxLength={REPORT_DETAIL_MAX}
          autosize
          minRows={2}
        />
        <div className="comment-form-buttons">
          <Button type="submit" name="intent" value="report" color="red">
            {m.reportSubmit}
          </Button>
          <Link className="comment-action" to={pageHref(location, {}, cancelAnchor)}>
            {m.cancel}
          </Link>
        </div>
      </Stack>
    </Form>
  );
}

/** 举报这篇文章: a link to the report form (a guest is asked to log in). */
export function ReportPostLink({ loggedIn, loginHref }: { loggedIn: boolean; loginHref: string }) {
  const location = useLocation();
  return (
    <Link
      className="comment-action"
      to={loggedIn ? pageHref(location, { report: "post" }, REPORT_FORM_ANCHOR) : loginHref}
    >
      {m.reportPost}
    </Link>
  );
}
