// /api/Square (docs/decisions/0030): the student's drafts (list, get, save with the revision it was based on, delete),
// submitting a post for review, 我的文章 by state, and the preview of a body — in the envelope. Login required; the
// author is always the token's user, so another user's post answers 404.
import { defineEndpoint, reply } from "~/modules/api/endpoint";
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

export const postEndpoints = [
  defineEndpoint({
    method: "GET",
    path: "/api/Square/drafts",
    auth: "user",
    input: apiArticlesSchema.omit({ state: true }),
    summary: "我的草稿（有未提交草稿的文章），最近保存的在前（page、rows）",
    handle: async ({ input, user }) => listMyPosts(user.id, "draft", input),
  }),
  defineEndpoint({
    method: "GET",
    path: "/api/Square/drafts/{id}",
    auth: "user",
    input: postIdSchema,
    summary: "一篇自己的文章的最新内容（继续编辑用），含 baseRevision；他人的文章 404",
    handle: async ({ input, user }) => getDraft(user.id, input.id),
  }),
  defineEndpoint({
    method: "POST",
    path: "/api/Square/drafts",
    auth: "user",
    input: apiDraftSchema,
    summary:
      "保存草稿：不带 id 新建；带 id 与 baseRevision 继续。若这篇草稿在 baseRevision 之后已被另一窗口修改，本次内容另存为新草稿（savedAsNew=true），不覆盖",
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
    handle: async ({ input, user }) =>
      reply({ id: input.id, deleted: await deleteDraft(user.id, input.id) }, { msg: m.draftDeleted }),
  }),
  defineEndpoint({
    method: "POST",
    path: "/api/Square/posts/publish",
    auth: "user",
    input: apiPublishSchema,
    summary: "发布：提交审核（审核中），返回敏感词标记；已发布文章的修改在通过前读者仍看到旧版本",
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
    handle: async ({ input }) => previewBody(input.format, input.body),
  }),
];
