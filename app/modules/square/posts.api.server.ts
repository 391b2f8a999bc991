// /api/Square (docs/decisions/0030): the student's drafts (list, get, save with the revision it was based on, delete),
// submitting a post for review, 我的文章 by state, and the preview of a body — in the envelope. Login required; the
// author is always the token's user, so another user's post answers 404.
import { z } from "zod";
import { defineEndpoint, reply } from "~/modules/api/endpoint";
import { count, epochMillis, pageResultOf, rowId } from "~/modules/api/result-schemas.server";
import { experienceCategoryCodes, experienceCategoryNote } from "~/modules/experience/experience-api-results.server";
import { groupMessages } from "~/modules/groups/group-messages";
import { contentStates } from "~/modules/moderation/moderation-states";
import { POST_LIMITS } from "./post-limits";
import { postMessages as m } from "./post-messages";
import {
  apiArticlesSchema,
  apiDraftSchema,
  apiPreviewSchema,
  apiPublishSchema,
  contentOfApi,
  postIdSchema,
} from "./post-schemas";
import { deleteDraft, getDraft, listMyPosts, myPostCounts, previewBody, saveDraft, submitPost } from "./posts.server";

const authorOf = (user: { id: number; schoolId: number | null }) => ({ id: user.id, schoolId: user.schoolId });

// The answers (posts.server.ts MyPost, EditablePost, SaveOutcome, SubmitOutcome).
const articleState = z.enum(["draft", "pending", "published", "declined"]);
/** A draft may have no category yet (""); a post once submitted has one of the six. */
const postCategory = z.enum(experienceCategoryCodes).or(z.literal(""));
const myPost = z.object({
  id: rowId,
  title: z.string(),
  category: postCategory,
  categoryName: z.string(),
  state: z.enum(contentStates),
  stateName: z.string(),
  published: z.boolean(),
  pending: z.boolean(),
  hasDraft: z.boolean(),
  reviewOutcome: z.enum(["declined", "hidden"]).nullable(),
  reviewReason: z.string(),
  viewCount: count,
  likeCount: count,
  commentCount: count,
  updatedAt: epochMillis,
  publishedAt: epochMillis.nullable(),
});
const saveOutcome = z.object({
  id: rowId,
  revision: z.number().int().positive(),
  savedAsNew: z.boolean(),
  unchanged: z.boolean(),
});

/** The write form's rules the JSON Schema cannot carry (a tag is cleaned before it is measured; 发布 needs all). */
const contentNotes = {
  category: `${experienceCategoryNote}；草稿可不填，发布时必填`,
  title: `标题：去掉首尾空白后最多 ${POST_LIMITS.titleMax} 个字；发布时必填`,
  body: `正文（format 所说的标记文本或编辑器 HTML），最多 ${POST_LIMITS.bodyMax} 个字；发布时必填`,
  tags: `标签：最多 ${POST_LIMITS.tagsMax} 个且不重复，每个去掉开头的 # 与首尾空白后最多 ${POST_LIMITS.tagMax} 个字；发布时至少 1 个`,
  id: "继续编辑的文章编号；不填为新文章",
  baseRevision: "继续编辑时所依据的修订号（drafts/{id} 返回的 baseRevision）",
  groupId: "在这个学习小组里发新文章（须是已公开小组的成员）；继续编辑时不用",
};
const groupRefusal = { 403: `groupId 不是自己所在的已公开小组（msg「${groupMessages.notMemberToPost}」）` };

export const postEndpoints = [
  defineEndpoint({
    method: "GET",
    path: "/api/Square/drafts",
    auth: "user",
    input: apiArticlesSchema.omit({ state: true }),
    summary: "我的草稿（有未提交草稿的文章），最近保存的在前（page、rows）",
    result: pageResultOf(myPost),
    handle: async ({ input, user }) => listMyPosts(user.id, "draft", input),
  }),
  defineEndpoint({
    method: "GET",
    path: "/api/Square/drafts/{id}",
    auth: "user",
    input: postIdSchema,
    summary: "一篇自己的文章的最新内容（继续编辑用），含 baseRevision；他人的文章 404",
    result: z.object({
      id: rowId,
      baseRevision: count,
      state: z.enum(contentStates),
      published: z.boolean(),
      pending: z.boolean(),
      title: z.string(),
      category: postCategory,
      tags: z.array(z.string()),
      videoLink: z.string().nullable(),
      format: z.enum(["markup", "html"]),
      body: z.string(),
      reviewOutcome: z.enum(["declined", "hidden"]).nullable(),
      reviewReason: z.string(),
    }),
    handle: async ({ input, user }) => getDraft(user.id, input.id),
  }),
  defineEndpoint({
    method: "POST",
    path: "/api/Square/drafts",
    auth: "user",
    input: apiDraftSchema,
    summary:
      "保存草稿：不带 id 新建；带 id 与 baseRevision 继续。若这篇草稿在 baseRevision 之后已被另一窗口修改，本次内容另存为新草稿（savedAsNew=true），不覆盖",
    result: saveOutcome,
    refuses: groupRefusal,
    fieldNotes: contentNotes,
    handle: async ({ input, user, clientIp }) => {
      const saved = await saveDraft(
        authorOf(user),
        { id: input.id, baseRevision: input.baseRevision, groupId: input.groupId },
        contentOfApi(input),
        clientIp,
      );
      return reply(saved, {
        msg: saved.savedAsNew ? m.savedAsNewDraft : saved.unchanged ? m.draftUnchanged : m.draftSaved,
      });
    },
  }),
  defineEndpoint({
    method: "DELETE",
    path: "/api/Square/drafts/{id}",
    auth: "user",
    input: postIdSchema,
    summary: "删除草稿：从未提交的文章整篇删除；已提交文章只丢弃未提交的修改",
    result: z.object({ id: rowId, deleted: z.enum(["post", "draft"]).describe("post：整篇删除；draft：只丢弃草稿") }),
    handle: async ({ input, user }) =>
      reply({ id: input.id, deleted: await deleteDraft(user.id, input.id) }, { msg: m.draftDeleted }),
  }),
  defineEndpoint({
    method: "POST",
    path: "/api/Square/posts/publish",
    auth: "user",
    input: apiPublishSchema,
    summary: "发布：提交审核（审核中），返回敏感词标记；已发布文章的修改在通过前读者仍看到旧版本",
    result: saveOutcome.extend({
      submitted: z.boolean(),
      state: z.enum(contentStates),
      flaggedWords: z.array(z.string()),
      noModerator: z.boolean(),
    }),
    refuses: groupRefusal,
    fieldNotes: contentNotes,
    handle: async ({ input, user, clientIp }) => {
      const outcome = await submitPost(
        authorOf(user),
        { id: input.id, baseRevision: input.baseRevision, groupId: input.groupId },
        contentOfApi(input),
        clientIp,
      );
      const msg = outcome.savedAsNew
        ? m.savedAsNewDraft
        : outcome.state === "published"
          ? m.submittedEdit
          : m.submitted;
      return reply(outcome, { msg });
    },
  }),
  defineEndpoint({
    method: "GET",
    path: "/api/Square/my-articles",
    auth: "user",
    input: apiArticlesSchema,
    summary: "我的文章：按状态（draft 草稿、pending 审核中、published 已发布、declined 未通过）分页，附各状态数量",
    result: pageResultOf(myPost).extend({
      state: articleState,
      counts: z.object({ draft: count, pending: count, published: count, declined: count }),
    }),
    fieldNotes: {
      state: "哪一类文章：draft 草稿、pending 审核中、published 已发布（默认）、declined 未通过（含被隐藏的）",
    },
    handle: async ({ input, user }) => {
      const [page, counts] = await Promise.all([listMyPosts(user.id, input.state, input), myPostCounts(user.id)]);
      return { ...page, state: input.state, counts };
    },
  }),
  defineEndpoint({
    method: "POST",
    path: "/api/Square/preview",
    auth: "user",
    input: apiPreviewSchema,
    summary: "预览：把标记文本（format=markup）或编辑器 HTML（format=html）转为将要保存的安全 HTML",
    result: z.object({ html: z.string() }),
    fieldNotes: { body: `要预览的正文（标记文本或编辑器 HTML），最多 ${POST_LIMITS.bodyMax} 个字` },
    handle: async ({ input }) => previewBody(input.format, input.body),
  }),
];
