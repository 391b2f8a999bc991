// /api/console (issue 25; docs/decisions/0045-console-frame.md): the console frame for API clients, in the envelope —
// the second factor (enrolment, sign-in) that makes the token's session a console session, who the caller is and
// their menu, their console sessions, the audit log. Everything but the second factor has the auth rule "console"
// (the same rule as the pages: role, factor, live console session); the sections add their endpoints beside these.
import { z } from "zod";
import { DomainError } from "~/lib/domain-error";
import { defineEndpoint, reply } from "~/modules/api/endpoint";
import { count, epochMillis, rowId } from "~/modules/api/result-schemas.server";
import type { AuthUser } from "~/modules/auth/session.server";
import { moderationMessages } from "~/modules/moderation/moderation-messages";
import { sensitiveWordIdSchema, sensitiveWordSchema } from "~/modules/moderation/moderation-schemas";
import {
  addSensitiveWord,
  listSiteWords,
  removeSensitiveWord,
  SITE_WORD_LIST,
} from "~/modules/moderation/sensitive-words.server";
import { campusMessages } from "./campus-messages";
import { listAuditLog } from "./console-audit.server";
import { endConsoleSessionsAs } from "./console-account-pages.server";
import { consoleFrameOf } from "./console-frame.server";
import { consoleMessages as m } from "./console-messages";
import { consoleAccessOf } from "./console-roles.server";
import {
  auditPageSchema,
  consoleEnrolSchema,
  startEnrolmentSchema,
  consoleSignInSchema,
  endConsoleSessionsSchema,
} from "./console-schemas";
import { listConsoleSessions } from "./console-sessions.server";
import { enterConsole } from "./console-sign-in-pages.server";
import { consoleActorOf } from "./require-console-user.server";
import { requireOperator } from "./school-scope.server";
import { confirmEnrolment, hasSecondFactor, startEnrolment, verifySecondFactor } from "./second-factor.server";
import { secondFactorMessages } from "./second-factor-messages";

const BASE = "/api/console";

const NOT_CONSOLE_USER = `不是运营人员或学校管理员（msg「${m.notConsoleUser}」）`;
/** The second factor's other refusals, for the summaries: 400 a wrong or used code, 429 after 5 wrong in 15 minutes. */
const CODE_REFUSALS = "；验证码错误或已用过为 400，15 分钟内错 5 次后为 429（Retry-After 给出秒数）";

/** A console role is needed before the second factor; the factor itself is what these endpoints give. */
async function requireConsoleRole(user: AuthUser) {
  const access = await consoleAccessOf(user);
  if (!access.operator && access.adminSchoolId === null) throw new DomainError(403, m.notConsoleUser);
  return access;
}

const OPERATOR_ONLY = `不是运营人员（msg「${campusMessages.operatorOnly}」）`;
const siteWord = z.object({ id: rowId, word: z.string(), site: z.boolean(), createdAt: epochMillis });

const auditEntry = z.object({
  id: rowId,
  actorLabel: z.string(),
  schoolId: rowId.nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  ip: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: epochMillis,
});

export const consoleEndpoints = [
  defineEndpoint({
    method: "POST",
    path: `${BASE}/enrolment`,
    auth: "user",
    input: startEnrolmentSchema,
    summary:
      "开始绑定验证器：给出 otpauth:// 地址（做成二维码）与 base32 密钥；未确认前再次调用给出同一个密钥，fresh 为 true 时换一个；已绑定为 409",
    result: z.object({ uri: z.string(), secret: z.string() }),
    refuses: { 403: NOT_CONSOLE_USER },
    handle: async ({ input, user, clientIp }) => {
      await requireConsoleRole(user);
      const enrolment = await startEnrolment(user.id, consoleActorOf(user, clientIp).label, Date.now(), input);
      return { uri: enrolment.uri, secret: enrolment.secret };
    },
  }),
  defineEndpoint({
    method: "POST",
    path: `${BASE}/enrolment/confirm`,
    auth: "user",
    input: consoleEnrolSchema,
    summary: `用验证器的第一个 6 位数字（code）确认绑定：返回 10 个恢复码（只返回这一次），本次登录即成为控制台登录${CODE_REFUSALS}`,
    result: z.object({ recoveryCodes: z.array(z.string()) }),
    refuses: { 403: NOT_CONSOLE_USER },
    handle: async ({ input, user, clientIp }) => {
      const access = await requireConsoleRole(user);
      const actor = consoleActorOf(user, clientIp);
      const { recoveryCodes } = await confirmEnrolment(actor, input.code);
      await enterConsole(user, actor, access.adminSchoolId, "enrolment");
      return reply({ recoveryCodes }, { msg: m.signedIn, headers: { "Cache-Control": "no-store" } });
    },
  }),
  defineEndpoint({
    method: "POST",
    path: `${BASE}/sign-in`,
    auth: "user",
    input: consoleSignInSchema,
    summary: `控制台二次验证：验证器的 6 位数字或一个恢复码（code）；通过后本次登录成为控制台登录，闲置 8 小时失效。每个验证码只能用一次${CODE_REFUSALS}；未绑定为 409`,
    result: z.object({ usedRecoveryCode: z.boolean() }),
    refuses: { 403: NOT_CONSOLE_USER },
    handle: async ({ input, user, clientIp }) => {
      const access = await requireConsoleRole(user);
      if (!(await hasSecondFactor(user.id))) throw new DomainError(409, secondFactorMessages.enrolFirst);
      const actor = consoleActorOf(user, clientIp);
      const { usedRecoveryCode } = await verifySecondFactor(user.id, actor.label, input.code);
      await enterConsole(user, actor, access.adminSchoolId, usedRecoveryCode ? "recovery-code" : "totp");
      return reply({ usedRecoveryCode }, { msg: m.signedIn });
    },
  }),
  defineEndpoint({
    method: "GET",
    path: `${BASE}/me`,
    auth: "console",
    summary: "当前控制台用户：显示名、身份（运营人员、某校管理员）、所管学校，与可用的菜单",
    result: z.object({
      label: z.string(),
      roleText: z.string(),
      operator: z.boolean(),
      adminSchoolId: rowId.nullable(),
      menu: z.array(z.object({ path: z.string(), label: z.string() })),
    }),
    handle: async ({ console: caller }) => ({
      ...consoleFrameOf(caller),
      operator: caller.access.operator,
      adminSchoolId: caller.access.adminSchoolId,
    }),
  }),
  defineEndpoint({
    method: "GET",
    path: `${BASE}/sessions`,
    auth: "console",
    summary: "我的控制台登录（8 小时内用过的）：地址、浏览器、验证时间、最近使用时间，current 为本次登录",
    result: z.object({
      items: z.array(
        z.object({
          sessionId: rowId,
          current: z.boolean(),
          ip: z.string(),
          userAgent: z.string(),
          verifiedAt: epochMillis,
          seenAt: epochMillis,
        }),
      ),
    }),
    handle: async ({ console: caller }) => ({
      items: (await listConsoleSessions(caller.user.id)).map((session) => ({
        ...session,
        current: session.sessionId === caller.user.sessionId,
      })),
    }),
  }),
  defineEndpoint({
    method: "POST",
    path: `${BASE}/sessions/end`,
    auth: "console",
    input: endConsoleSessionsSchema,
    summary: "退出控制台登录：scope 为 others（其他的）或 all（全部，含本次；网站登录仍保留，再进控制台需重新验证）",
    result: z.object({ ended: count }),
    handle: async ({ input, console: caller }) => {
      const ended = await endConsoleSessionsAs(caller, input.scope);
      return reply({ ended }, { msg: input.scope === "all" ? m.signedOut : m.sessionsEnded(ended) });
    },
  }),
  defineEndpoint({
    method: "GET",
    path: `${BASE}/audit`,
    auth: "console",
    input: auditPageSchema,
    summary:
      "操作记录，最新的在前：运营人员看到全站，学校管理员看到本校。limit 条（1–100，默认 30）；下一页用上一页最后一条的 id 作 before",
    result: z.object({ items: z.array(auditEntry), nextBefore: rowId.nullable() }),
    handle: async ({ input, console: caller }) => {
      const rows = await listAuditLog(caller.access, { limit: input.limit + 1, beforeId: input.before });
      const items = rows.slice(0, input.limit);
      return { items, nextBefore: rows.length > input.limit ? (items.at(-1)?.id ?? null) : null };
    },
  }),
  defineEndpoint({
    method: "GET",
    path: `${BASE}/sensitive-words`,
    auth: "console",
    summary: "全站敏感词库（运营人员）：每所学校的检查都从这份词库开始，先加的在前",
    result: z.object({ items: z.array(siteWord) }),
    refuses: { 403: OPERATOR_ONLY },
    handle: async ({ console: caller }) => {
      requireOperator(caller.access);
      return { items: await listSiteWords() };
    },
  }),
  defineEndpoint({
    method: "POST",
    path: `${BASE}/sensitive-words`,
    auth: "console",
    input: sensitiveWordSchema,
    summary: "向全站词库添加一个敏感词（word，≤ 20 字；已在全站或任一学校的词库中时为 409）",
    result: siteWord,
    refuses: { 403: OPERATOR_ONLY },
    handle: async ({ input, console: caller }) => {
      requireOperator(caller.access);
      const added = await addSensitiveWord(SITE_WORD_LIST, input.word, caller.user.id, Date.now(), caller.actor);
      return reply(added, { msg: moderationMessages.wordAdded(added.word) });
    },
  }),
  defineEndpoint({
    method: "DELETE",
    path: `${BASE}/sensitive-words/{id}`,
    auth: "console",
    input: sensitiveWordIdSchema,
    summary: "从全站词库删除一个敏感词（学校的词为 404）",
    result: z.object({ id: rowId }),
    refuses: { 403: OPERATOR_ONLY },
    handle: async ({ input, console: caller }) => {
      requireOperator(caller.access);
      await removeSensitiveWord(SITE_WORD_LIST, input.id, caller.actor);
      return reply({ id: input.id }, { msg: "已删除敏感词" });
    },
  }),
];
