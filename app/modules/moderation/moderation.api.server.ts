// /api/Moderation (docs/decisions/0031-moderation-centre.md): the moderation centre for API clients, in the envelope —
// the pending counts, a source's queue, a decision, the decision log, the school's sensitive words. A guest gets 401
// (auth "user"); a student or an organisation account without a school 403; every call acts on the token's school only.
import { z } from "zod";
import { defineEndpoint, reply } from "~/modules/api/endpoint";
import { count, epochMillis, pageResultOf, rowId } from "~/modules/api/result-schemas.server";
import type { AuthUser } from "~/modules/auth/session.server";
import { pagingSchema } from "~/modules/paging/paging-schemas";
import {
  decisionLogPage,
  moderationCounts,
  queuePage,
  removeSchoolWord,
  sensitiveWordLists,
} from "./moderation-centre.server";
import { moderationMessages as m, REASON_MAX_LENGTH } from "./moderation-messages";
import { decideSchema, queuePageSchema, sensitiveWordIdSchema, sensitiveWordSchema } from "./moderation-schemas";
import { decideOn } from "./moderation-sources.server";
import { moderationActionNames, moderationActions } from "./moderation-states";
import { requireModeratorUser } from "./require-moderator.server";
import { addSensitiveWord } from "./sensitive-words.server";

const BASE = "/api/Moderation";
const schoolOf = (user: AuthUser) => requireModeratorUser(user).schoolId;

/** requireModeratorUser's refusal, which every call here makes first. */
const NOT_MODERATOR = `学生或未关联学校的机构账号调用（msg「${m.notModerator}」）`;

// The answers (moderation-centre.server.ts PendingCounts, LoggedDecision; moderation-queue.ts QueueItem;
// sensitive-words.server.ts SensitiveWord). Times here are Unix milliseconds (epochMillis), as the services give them.
const action = z.enum(moderationActions);
const queueItem = z.object({
  kind: z.string(),
  id: rowId,
  title: z.string(),
  excerpt: z.string(),
  authorName: z.string(),
  submittedAt: epochMillis,
  flaggedWords: z.array(z.string()),
  link: z.string().nullable(),
  actions: z.array(action),
});
const loggedDecision = z.object({
  id: rowId,
  moderatorName: z.string().nullable(),
  subjectKind: z.string(),
  subjectId: rowId,
  action,
  reason: z.string(),
  createdAt: epochMillis,
  kindName: z.string(),
  actionName: z.string(),
});
const sensitiveWord = z.object({ id: rowId, word: z.string(), site: z.boolean(), createdAt: epochMillis });

export const moderationEndpoints = [
  defineEndpoint({
    method: "GET",
    path: `${BASE}/counts`,
    auth: "user",
    summary: "本校待审核的数量：每种内容（kind、name、count）与合计（total）；仅本校机构账号",
    result: z.object({ items: z.array(z.object({ kind: z.string(), name: z.string(), count })), total: count }),
    refuses: { 403: NOT_MODERATOR },
    handle: async ({ user }) => moderationCounts(schoolOf(user)),
  }),
  defineEndpoint({
    method: "GET",
    path: `${BASE}/queue/{kind}`,
    auth: "user",
    input: queuePageSchema,
    summary:
      "一种内容（kind，如 post、comment）的待审核列表，先提交的在前（page、rows）；每条附发现的敏感词与可做的操作",
    result: pageResultOf(queueItem),
    refuses: { 403: NOT_MODERATOR },
    handle: async ({ input, user }) => queuePage(schoolOf(user), input.kind, input),
  }),
  defineEndpoint({
    method: "POST",
    path: `${BASE}/decisions`,
    auth: "user",
    input: decideSchema,
    summary:
      "审核一条内容：kind、id、action（approve 通过、decline 不通过、hide 隐藏、restore 恢复显示、dismiss 驳回举报）与 reason（不通过、隐藏时必填，≤ 200 字，作者可见）",
    result: z.object({ kind: z.string(), id: rowId, action }),
    refuses: { 403: NOT_MODERATOR },
    fieldNotes: {
      reason: `审核原因：去掉首尾空白后最多 ${REASON_MAX_LENGTH} 个字；action 为 decline、hide 时必填（作者可见）`,
    },
    handle: async ({ input, user }) => {
      const action = await decideOn(requireModeratorUser(user), input);
      return reply({ kind: input.kind, id: input.id, action }, { msg: m.decided(moderationActionNames[action]) });
    },
  }),
  defineEndpoint({
    method: "GET",
    path: `${BASE}/decisions`,
    auth: "user",
    input: pagingSchema,
    summary: "本校的审核记录，最新的在前（page、rows）：时间、审核人、内容类型与编号、操作、原因",
    result: pageResultOf(loggedDecision),
    refuses: { 403: NOT_MODERATOR },
    handle: async ({ input, user }) => decisionLogPage(schoolOf(user), input),
  }),
  defineEndpoint({
    method: "GET",
    path: `${BASE}/sensitive-words`,
    auth: "user",
    summary: "敏感词：全站词库（site，只读）与本校补充的词（school）",
    result: z.object({ site: z.array(sensitiveWord), school: z.array(sensitiveWord) }),
    refuses: { 403: NOT_MODERATOR },
    handle: async ({ user }) => sensitiveWordLists(schoolOf(user)),
  }),
  defineEndpoint({
    method: "POST",
    path: `${BASE}/sensitive-words`,
    auth: "user",
    input: sensitiveWordSchema,
    summary: "为本校添加一个敏感词（word，≤ 20 字；已在全站或本校词库中的词不能重复添加）",
    result: sensitiveWord,
    refuses: { 403: NOT_MODERATOR },
    handle: async ({ input, user }) => {
      const added = await addSensitiveWord(schoolOf(user), input.word, user.id);
      return reply(added, { msg: m.wordAdded(added.word) });
    },
  }),
  defineEndpoint({
    method: "DELETE",
    path: `${BASE}/sensitive-words/{id}`,
    auth: "user",
    input: sensitiveWordIdSchema,
    summary: "删除本校补充的一个敏感词（全站词库只读；其他学校的词为 404）",
    result: z.object({ id: rowId, word: z.string() }),
    refuses: { 403: `${NOT_MODERATOR}；或要删的是全站词库的词（msg「${m.siteWordReadOnly}」）` },
    handle: async ({ input, user }) => {
      const word = await removeSchoolWord(schoolOf(user), input.id);
      return reply({ id: input.id, word }, { msg: m.wordRemoved(word) });
    },
  }),
];
