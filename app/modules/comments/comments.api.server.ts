// The comments, likes and reports of the square in the JSON API (docs/decisions/0032), in the envelope. Reading a
// post's comments passes the campus gate like the post itself; writing, liking, deleting and reporting need a login,
// and the acting user is always the token's (ownership in the services' WHERE).
import { z } from "zod";
import { defineEndpoint, reply } from "~/modules/api/endpoint";
import { count, isoDateTime, pageResultOf, rowId } from "~/modules/api/result-schemas.server";
import { contentStates } from "~/modules/moderation/moderation-states";
import { COMMENT_MAX, REPORT_DETAIL_MAX, reportReasons } from "./comment-config";
import { commentMessages as m } from "./comment-messages";
import { addCommentSchema, commentIdSchema, commentListSchema, reportFormSchema } from "./comment-schemas";
import { addComment, deleteComment, listComments, setCommentLike } from "./comments.server";
import { reportContent } from "./reports.server";

// The answers (comments.server.ts CommentView, CommentThread; reports.server.ts ReportOutcome).
const commentView = z.object({
  id: rowId,
  parentId: rowId.nullable(),
  authorName: z.string(),
  mine: z.boolean(),
  body: z.string(),
  state: z.enum(contentStates),
  reason: z.string(),
  likeCount: count,
  liked: z.boolean(),
  deleted: z.boolean(),
  replyToName: z.string().nullable(),
  createdAt: isoDateTime,
});
const commentThread = commentView.extend({ replies: z.array(commentView) });

const like = (method: "POST" | "DELETE") =>
  defineEndpoint({
    method,
    path: "/api/Experience/comments/{id}/like",
    auth: "user",
    input: commentIdSchema,
    result: z.object({ id: rowId, experienceId: rowId, liked: z.boolean(), likeCount: count }),
    summary:
      method === "POST" ? "点赞评论（重复点赞只记一次）；返回点赞状态与点赞数" : "取消点赞评论；返回点赞状态与点赞数",
    handle: async ({ input, user }) =>
      reply(await setCommentLike(user.id, input.id, method === "POST"), {
        msg: method === "POST" ? m.liked : m.unliked,
      }),
  });

export const commentEndpoints = [
  defineEndpoint({
    method: "GET",
    path: "/api/Experience/{id}/comments",
    auth: "campus",
    input: commentListSchema,
    result: pageResultOf(commentThread).extend({ count: count.describe("这篇文章已发布的评论数（含回复）") }),
    summary:
      "一篇经验文章的评论（按主评论分页，最新的在前，各带回复）：已发布的，以及我自己的审核中 / 未通过 / 已隐藏的（page、rows）",
    handle: async ({ input, user }) => listComments(user?.id ?? null, input.id, input),
  }),
  defineEndpoint({
    method: "POST",
    path: "/api/Experience/{id}/comments",
    auth: "user",
    input: addCommentSchema,
    result: z.object({
      id: rowId,
      parentId: rowId.nullable(),
      state: z.literal("pending"),
      flaggedWords: z.array(z.string()),
    }),
    fieldNotes: {
      body: `评论内容：去掉首尾空白后 1–${COMMENT_MAX} 个字`,
      replyTo: "要回复的评论编号（同一篇文章下、自己看得到的评论）；回复的回复归到主评论下",
    },
    summary: "发表评论或回复（replyTo：要回复的评论；回复的回复归到主评论下）；新评论为审核中，审核通过后他人可见",
    handle: async ({ input, user, clientIp }) => {
      const added = await addComment({ userId: user.id, schoolId: user.schoolId }, input.id, input, clientIp);
      return reply(added, { msg: input.replyTo === undefined ? m.commented : m.replied });
    },
  }),
  defineEndpoint({
    method: "DELETE",
    path: "/api/Experience/comments/{id}",
    auth: "user",
    input: commentIdSchema,
    result: z.object({ id: rowId, experienceId: rowId }),
    summary: "删除自己的评论（他人的评论：404）",
    handle: async ({ input, user }) => reply(await deleteComment(user.id, input.id), { msg: m.deleted }),
  }),
  like("POST"),
  like("DELETE"),
  defineEndpoint({
    method: "POST",
    path: "/api/Report",
    auth: "user",
    input: reportFormSchema,
    summary:
      "举报文章或评论（subjectKind：post | comment；reason：spam、porn、political、abuse、plagiarism、cheating、other）；同一内容只保留一条待处理的举报",
    result: z.object({ id: rowId.nullable(), created: z.boolean(), experienceId: rowId }),
    fieldNotes: {
      subjectId: "被举报的文章或评论的编号",
      reason: `举报原因：${reportReasons.map((reason) => `${reason.code} ${reason.name}`).join("、")}`,
      detail: `补充说明：去掉首尾空白后最多 ${REPORT_DETAIL_MAX} 个字；reason 为 other 时必填`,
    },
    handle: async ({ input, user, clientIp }) => {
      const outcome = await reportContent(user.id, input, clientIp);
      return reply(outcome, { msg: outcome.created ? m.reported : m.alreadyReported });
    },
  }),
];
