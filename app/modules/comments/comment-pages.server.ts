// The comments of an experience's page (/square/experPlay and /mobile/news/player; docs/decisions/0032): what the
// loader adds — the page of threads (?cpage=), the reply target (?replyTo=), the report form's subject (?report=post or
// a comment's id) and the delete confirmation (?confirmDelete=) —, and the page action's comment intents. Everything
// is a plain form or link, so it works without JavaScript: post/redirect/get with a toast, landing on the comment's
// anchor; bad input answers 400 (429 when over a limit) with the text kept and the message by the field.
import { data } from "@remix-run/node";
import { isDomainError } from "~/lib/domain-error";
import { throwIfNotFound } from "~/lib/page-not-found.server";
import { shanghaiClock, shanghaiDate } from "~/lib/shanghai-time";
import { redirectWithToast } from "~/lib/flash.server";
import { fieldErrorsOf } from "~/lib/validation/zod-messages";
import type { Viewer } from "~/modules/access/viewer.server";
import type { AuthUser } from "~/modules/auth/session.server";
import { COMMENT_ROWS, COMMENTS_ANCHOR, commentAnchor, reportReasons } from "./comment-config";
import { commentMessages as m } from "./comment-messages";
import { commentFormSchema, commentIdSchema, reportFormSchema } from "./comment-schemas";
import {
  addComment,
  deleteComment,
  listComments,
  setCommentLike,
  type CommentThread,
  type CommentView,
} from "./comments.server";
import { reportContent } from "./reports.server";

const commentIntents = ["comment", "comment-like", "comment-unlike", "comment-delete", "report"] as const;
type CommentIntent = (typeof commentIntents)[number];

export function isCommentIntent(value: unknown): value is CommentIntent {
  return typeof value === "string" && (commentIntents as readonly string[]).includes(value);
}

const positive = (value: string | null): number | null => {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  const number = Number(value);
  return number > 0 ? number : null;
};

function findComment(items: CommentThread[], id: number) {
  for (const thread of items) {
    if (thread.id === id) return thread;
    const reply = thread.replies.find((item) => item.id === id);
    if (reply) return reply;
  }
  return null;
}

/** 2026年11月26日 20:30 in Beijing time, formatted on the server so the HTML never depends on the reader's clock. */
function withTimeText<T extends CommentView>(comment: T): T & { createdText: string } {
  return { ...comment, createdText: `${shanghaiDate(comment.createdAt)} ${shanghaiClock(comment.createdAt)}` };
}

/** The comments part of the page's loader data. */
export async function loadCommentSection(url: URL, viewer: Viewer, experienceId: number) {
  const page = positive(url.searchParams.get("cpage")) ?? 1;
  const listed = await listComments(viewer.userId, experienceId, { page, rows: COMMENT_ROWS });
  const loggedIn = viewer.userId !== null;
  // Targets named in the query are only honoured when they are on this page and the viewer may act on them.
  const replyToId = positive(url.searchParams.get("replyTo"));
  const replyTarget = replyToId && loggedIn ? findComment(listed.items, replyToId) : null;
  const reportParam = url.searchParams.get("report");
  const reportComment =
    reportParam && reportParam !== "post" ? findComment(listed.items, positive(reportParam) ?? 0) : null;
  const report =
    !loggedIn || reportParam === null
      ? null
      : reportParam === "post"
        ? { subjectKind: "post" as const, subjectId: experienceId, title: m.reportTitlePost }
        : reportComment && reportComment.state === "published" && !reportComment.mine && !reportComment.deleted
          ? {
              subjectKind: "comment" as const,
              subjectId: reportComment.id,
              title: m.reportTitleComment,
              excerpt: reportComment.body,
            }
          : null;
  const deleteId = positive(url.searchParams.get("confirmDelete"));
  const deleteTarget = deleteId ? findComment(listed.items, deleteId) : null;
  return {
    count: listed.count,
    page: listed.page,
    rows: listed.rows,
    total: listed.total,
    items: listed.items.map((thread) => ({ ...withTimeText(thread), replies: thread.replies.map(withTimeText) })),
    loggedIn,
    replyTo:
      replyTarget && replyTarget.state === "published" && !replyTarget.deleted
        ? { id: replyTarget.id, authorName: replyTarget.authorName }
        : null,
    report,
    confirmDelete: deleteTarget?.mine ? deleteTarget.id : null,
    reasons: reportReasons.map((reason) => ({ code: reason.code, name: reason.name })),
  };
}

export type CommentSectionData = Awaited<ReturnType<typeof loadCommentSection>>;

/** What a failed comment or report form answers (its values and messages), read by the page with useActionData. */
export interface CommentFormFailure {
  commentForm: "comment" | "report";
  values: Record<string, string>;
  errors: Record<string, string>;
}

const formFailure = (
  form: CommentFormFailure["commentForm"],
  values: Record<string, string>,
  errors: Record<string, string>,
  status: number,
) => data<CommentFormFailure>({ commentForm: form, values, errors }, { status });

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/**
 * The page action's comment intents, for a logged-in user; `experienceId` is the page's post. Redirects back to the
 * page (the reply, report and confirmation states dropped) at the comment's anchor.
 */
export async function submitCommentIntent(
  request: Request,
  user: AuthUser,
  form: FormData,
  experienceId: number,
  clientIp: string,
) {
  const url = new URL(request.url);
  const intent = form.get("intent") as CommentIntent;
  const base = new URLSearchParams({ id: String(experienceId) });
  const cpage = positive(url.searchParams.get("cpage"));
  const backTo = (anchor: string, keepPage = true) => {
    const params = new URLSearchParams(base);
    if (keepPage && cpage && cpage > 1) params.set("cpage", String(cpage));
    return `${url.pathname}?${params.toString()}#${anchor}`;
  };

  if (intent === "comment") {
    const values = { body: text(form, "body"), replyTo: text(form, "replyTo") };
    const parsed = commentFormSchema.safeParse(values);
    if (!parsed.success) return formFailure("comment", values, fieldErrorsOf(parsed.error), 400);
    try {
      const added = await addComment({ userId: user.id, schoolId: user.schoolId }, experienceId, parsed.data, clientIp);
      // A new thread is the newest: page 1. A reply stays on its thread's page.
      return redirectWithToast(request, backTo(commentAnchor(added.id), added.parentId !== null), {
        kind: "success",
        message: added.parentId === null ? m.commented : m.replied,
      });
    } catch (error) {
      if (isDomainError(error) && error.status !== 404)
        return formFailure("comment", values, { body: error.message }, error.status);
      if (isDomainError(error) && parsed.data.replyTo !== undefined)
        return formFailure("comment", values, { body: error.message }, 404);
      throw error;
    }
  }

  if (intent === "report") {
    const values = {
      subjectKind: text(form, "subjectKind"),
      subjectId: text(form, "subjectId"),
      reason: text(form, "reason"),
      detail: text(form, "detail"),
    };
    const parsed = reportFormSchema.safeParse(values);
    if (!parsed.success) return formFailure("report", values, fieldErrorsOf(parsed.error), 400);
    try {
      const outcome = await reportContent(user.id, parsed.data, clientIp);
      const anchor = parsed.data.subjectKind === "comment" ? commentAnchor(parsed.data.subjectId) : COMMENTS_ANCHOR;
      return redirectWithToast(request, backTo(anchor), {
        kind: "success",
        message: outcome.created ? m.reported : m.alreadyReported,
      });
    } catch (error) {
      if (isDomainError(error))
        return formFailure(
          "report",
          values,
          { [error.status === 404 ? "subjectId" : "detail"]: error.message },
          error.status,
        );
      throw error;
    }
  }

  const parsed = commentIdSchema.safeParse({ id: form.get("commentId") ?? undefined });
  if (!parsed.success)
    return redirectWithToast(request, backTo(COMMENTS_ANCHOR), {
      kind: "error",
      message: parsed.error.issues[0]?.message ?? m.commentInvalid,
    });
  const commentId = parsed.data.id;
  try {
    if (intent === "comment-delete") {
      await deleteComment(user.id, commentId);
      return redirectWithToast(request, backTo(COMMENTS_ANCHOR), { kind: "success", message: m.deleted });
    }
    await setCommentLike(user.id, commentId, intent === "comment-like");
    return redirectWithToast(request, backTo(commentAnchor(commentId)), {
      kind: "success",
      message: intent === "comment-like" ? m.liked : m.unliked,
    });
  } catch (error) {
    // Another's comment, or one that is gone: 404, as everywhere; anything else (liking one under review) as a toast.
    throwIfNotFound(error);
    if (isDomainError(error))
      return redirectWithToast(request, backTo(COMMENTS_ANCHOR), { kind: "error", message: error.message });
    throw error;
  }
}
