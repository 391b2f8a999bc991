// /api/console/schools/{schoolId}/… (issue 25): the school administration of the console for API clients, in the
// envelope — 用户 (search, 停用 / 启用, 退出所有登录), 管理员与教师 (lists, add, remove), 机构注册码 (rotate), 留言与预约
// (list, one item, state, reply) and 推荐购买. The same services and access rule as the pages: auth "console", and the
// dispatcher checks {schoolId} before the input is read (another school's id is 404 whatever is sent).
import { z } from "zod";
import { idField } from "~/lib/validation/input-fields";
import { defineEndpoint, reply } from "~/modules/api/endpoint";
import { count, epochMillis, pageResultOf, rowId } from "~/modules/api/result-schemas.server";
import {
  inboxStateNames,
  REPLY_MAX,
  schoolAdminMessages as m,
  schoolAdminPageText as t,
  schoolRoleNames,
} from "./school-admin-messages";
import { listCourseDemand } from "./school-demand.server";
import { demandListSchema } from "./school-demand-schemas";
import { getInboxItem, listInbox, replyToInboxItem, setInboxState } from "./school-inbox.server";
import { smsReplyOutcomes } from "~/modules/notifications/sms-reply.server";
import { inboxItemSchema, inboxListSchema, inboxReplySchema, inboxStateSchema } from "./school-inbox-schemas";
import { consoleMessages } from "./console-messages";
import { rotateOrgCode } from "./schools.server";
import {
  addRoleMember,
  listRoleMembers,
  removeRoleMember,
  searchSchoolUsers,
  setUserDisabled,
  signUserOutEverywhere,
} from "./school-users.server";
import {
  memberAddSchema,
  memberRemoveSchema,
  userDisabledSchema,
  userSearchSchema,
  userSignOutSchema,
} from "./school-users-schemas";

const BASE = "/api/console/schools/{schoolId}";

/**
 * {schoolId} as the path gives it: the dispatcher has checked it is a school this caller may act on (a body's own
 * schoolId is never read). Each input declares it, so the description lists it with the path.
 */
const schoolOf = (params: Record<string, string>) => Number(params.schoolId);
const inSchool = <Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>) =>
  schema.extend({ schoolId: idField(consoleMessages.schoolNotFound) });
const schoolOnly = inSchool(z.object({}));

/** A school's administrators may not lock out the site's operator. */
const OPERATOR_ACCOUNT = { 403: `学校管理员对运营人员的账号操作（msg「${m.operatorAccount}」）` };

const fieldNotes = {
  schoolId: "学校编号：学校管理员只能用本校的（其他学校为 404），运营人员可用任一学校",
  userId: "用户编号（本校的用户；其他学校的用户为 404）",
  kind: "类型：feedback 意见反馈，booking 预约咨询",
  state: "处理状态：new 新，in_progress 处理中，replied 已回复",
  role: "身份：school_admin 管理员，teacher 教师",
} as const;

const stateCode = z.enum(["new", "in_progress", "replied"]);
const kindCode = z.enum(["feedback", "booking"]);
const sender = z.object({ userId: rowId, nickname: z.string(), phoneTail: z.string() });

const schoolUser = z.object({
  userId: rowId,
  nickname: z.string(),
  phoneTail: z.string().describe("手机号后 4 位"),
  disabled: z.boolean(),
  registeredAt: epochMillis,
  activeSessions: count,
  lastSeenAt: epochMillis.nullable(),
});

const staffMember = z.object({ userId: rowId, nickname: z.string(), phoneTail: z.string(), since: epochMillis });

const inboxListItem = z.object({
  kind: kindCode,
  kindName: z.string(),
  id: rowId,
  state: stateCode,
  stateName: z.string(),
  createdAt: epochMillis,
  from: sender,
  summary: z.string(),
  repliedAt: epochMillis.nullable(),
});

const inboxCommon = {
  id: rowId,
  kindName: z.string(),
  state: stateCode,
  stateName: z.string(),
  createdAt: epochMillis,
  from: sender,
  smsReply: z.boolean().describe("用户是否要求有回复时短信通知"),
  reply: z
    .object({
      body: z.string(),
      repliedAt: epochMillis,
      repliedBy: z.object({ userId: rowId, nickname: z.string() }).nullable(),
    })
    .nullable(),
};

const inboxItem = z.discriminatedUnion("kind", [
  z.object({
    ...inboxCommon,
    kind: z.literal("feedback"),
    typeName: z.string(),
    suggestion: z.string(),
    contactTail: z.string(),
    userAgent: z.string(),
  }),
  z.object({
    ...inboxCommon,
    kind: z.literal("booking"),
    name: z.string(),
    subject: z.string(),
    preferredTime: z.string(),
    question: z.string(),
    phoneTail: z.string(),
    bookingStatus: z.enum(["open", "done", "cancelled"]),
    bookingStatusName: z.string(),
  }),
]);

const courseDemand = z.object({
  courseId: rowId,
  title: z.string(),
  subject: z.string(),
  requests: count,
  firstRequestedAt: epochMillis,
  lastRequestedAt: epochMillis,
  licensed: z.boolean(),
});

export const schoolAdminEndpoints = [
  defineEndpoint({
    method: "GET",
    path: `${BASE}/users`,
    auth: "console",
    input: inSchool(userSearchSchema),
    summary: "本校用户（不含机构账号），最新注册的在前，每页 20 人；query 为手机号后几位或昵称的一部分",
    result: pageResultOf(schoolUser),
    fieldNotes,
    handle: async ({ input, params, console: caller }) => searchSchoolUsers(caller.access, schoolOf(params), input),
  }),
  defineEndpoint({
    method: "POST",
    path: `${BASE}/users/{userId}/disabled`,
    auth: "console",
    input: inSchool(userDisabledSchema),
    summary:
      "停用（disabled 为 true）或启用一个本校用户：停用时其所有登录立即退出，之后不能登录；不能停用自己（409），运营人员的账号为 403",
    result: z.object({ changed: z.boolean(), sessionsEnded: count }),
    refuses: OPERATOR_ACCOUNT,
    fieldNotes,
    handle: async ({ input, params, console: caller }) => {
      const outcome = await setUserDisabled(
        caller.access,
        caller.actor,
        schoolOf(params),
        input.userId,
        input.disabled,
      );
      const msg = !outcome.changed
        ? t.userUnchanged
        : input.disabled
          ? t.userDisabled(outcome.sessionsEnded)
          : t.userEnabled;
      return reply(outcome, { msg });
    },
  }),
  defineEndpoint({
    method: "POST",
    path: `${BASE}/users/{userId}/sign-out`,
    auth: "console",
    input: inSchool(userSignOutSchema),
    summary: "让一个本校用户退出所有登录（所有设备都需重新登录）；sessionsEnded 为退出的登录数",
    result: z.object({ sessionsEnded: count }),
    refuses: OPERATOR_ACCOUNT,
    fieldNotes,
    handle: async ({ input, params, console: caller }) => {
      const outcome = await signUserOutEverywhere(caller.access, caller.actor, schoolOf(params), input.userId);
      return reply(outcome, { msg: t.userSignedOut(outcome.sessionsEnded) });
    },
  }),
  defineEndpoint({
    method: "GET",
    path: `${BASE}/staff`,
    auth: "console",
    input: schoolOnly,
    summary: "本校的管理员与教师名单（任命早的在前；手机号只给后 4 位）。机构账号本身就是管理员，不在名单中",
    result: z.object({ admins: z.array(staffMember), teachers: z.array(staffMember) }),
    fieldNotes,
    handle: async ({ params, console: caller }) => {
      const [admins, teachers] = await Promise.all([
        listRoleMembers(caller.access, schoolOf(params), "school_admin"),
        listRoleMembers(caller.access, schoolOf(params), "teacher"),
      ]);
      return { admins, teachers };
    },
  }),
  defineEndpoint({
    method: "POST",
    path: `${BASE}/staff`,
    auth: "console",
    input: inSchool(memberAddSchema),
    summary:
      "把一个本校用户设为管理员或教师（account：11 位手机号或用户编号；不是本校用户为 404）；已有该身份时 granted 为 false",
    result: z.object({ userId: rowId, granted: z.boolean() }),
    fieldNotes: { ...fieldNotes, account: "本校用户的 11 位手机号，或用户编号" },
    handle: async ({ input, params, console: caller }) => {
      const added = await addRoleMember(caller.access, caller.actor, schoolOf(params), input.role, input.account);
      const role = schoolRoleNames[input.role];
      return reply(added, { msg: added.granted ? t.memberAdded(role) : t.memberAlready(role) });
    },
  }),
  defineEndpoint({
    method: "DELETE",
    path: `${BASE}/staff/{role}/{userId}`,
    auth: "console",
    input: inSchool(memberRemoveSchema),
    summary: "移除一个本校用户的管理员或教师身份（没有该身份为 404；不能移除自己的管理员身份，409）",
    result: z.object({ userId: rowId, role: z.enum(["school_admin", "teacher"]) }),
    fieldNotes,
    handle: async ({ input, params, console: caller }) => {
      await removeRoleMember(caller.access, caller.actor, schoolOf(params), input.role, input.userId);
      return reply({ userId: input.userId, role: input.role }, { msg: t.memberRemoved(schoolRoleNames[input.role]) });
    },
  }),
  defineEndpoint({
    method: "POST",
    path: `${BASE}/org-code`,
    auth: "console",
    input: schoolOnly,
    summary:
      "更换本校的机构注册码：code 为新的注册码，只在这次回答中给出（不保存明文）；旧的立即失效，机构账号的其他登录全部退出（sessionsEnded）",
    result: z.object({ code: z.string(), sessionsEnded: count }),
    fieldNotes,
    handle: async ({ params, console: caller }) => {
      const rotated = await rotateOrgCode(caller.access, caller.actor, schoolOf(params), Date.now(), {
        keepSessionId: caller.user.sessionId,
      });
      return reply(rotated, { msg: t.orgCodeRotated, headers: { "Cache-Control": "no-store" } });
    },
  }),
  defineEndpoint({
    method: "GET",
    path: `${BASE}/inbox`,
    auth: "console",
    input: inSchool(inboxListSchema),
    summary: "留言与预约：本校用户的意见反馈与预约咨询，最新的在前，每页 20 条；kind、state 筛选（不传为全部）",
    result: pageResultOf(inboxListItem),
    fieldNotes,
    handle: async ({ input, params, console: caller }) => listInbox(caller.access, schoolOf(params), input),
  }),
  defineEndpoint({
    method: "GET",
    path: `${BASE}/inbox/{kind}/{id}`,
    auth: "console",
    input: inSchool(inboxItemSchema),
    summary: "一条意见反馈或预约咨询的全部内容与上一次回复（联系方式与手机号只给后 4 位）；其他学校的为 404",
    result: inboxItem,
    fieldNotes: { ...fieldNotes, id: "意见反馈或预约咨询的编号" },
    handle: async ({ input, params, console: caller }) =>
      getInboxItem(caller.access, schoolOf(params), input.kind, input.id),
  }),
  defineEndpoint({
    method: "POST",
    path: `${BASE}/inbox/{kind}/{id}/state`,
    auth: "console",
    input: inSchool(inboxStateSchema),
    summary: "标记处理状态（state）；与现状相同时 changed 为 false",
    result: z.object({ changed: z.boolean() }),
    fieldNotes: { ...fieldNotes, id: "意见反馈或预约咨询的编号" },
    handle: async ({ input, params, console: caller }) => {
      const outcome = await setInboxState(
        caller.access,
        caller.actor,
        schoolOf(params),
        input.kind,
        input.id,
        input.state,
      );
      const name = inboxStateNames[input.state];
      return reply(outcome, { msg: outcome.changed ? t.stateChanged(name) : t.stateUnchanged(name) });
    },
  }),
  defineEndpoint({
    method: "POST",
    path: `${BASE}/inbox/{kind}/{id}/reply`,
    auth: "console",
    input: inSchool(inboxReplySchema),
    summary:
      `回复用户（body，≤ ${REPLY_MAX} 字）：以站内消息发给用户，状态变为已回复；用户提交时要求了短信通知的，再按短信通知模板发短信。` +
      "sms 说明短信的结果：sent 已发，not-asked 用户没有要求，off 未配置短信通知模板，no-phone 账号没有手机号，limited 该用户今天已收到 3 条，failed 发送失败",
    result: z.object({
      state: z.literal("replied"),
      sms: z.enum(smsReplyOutcomes),
    }),
    fieldNotes: { ...fieldNotes, id: "意见反馈或预约咨询的编号", body: `回复内容，≤ ${REPLY_MAX} 字` },
    handle: async ({ input, params, console: caller }) => {
      const { sms } = await replyToInboxItem(
        caller.access,
        caller.actor,
        schoolOf(params),
        input.kind,
        input.id,
        input.body,
      );
      return reply({ state: "replied" as const, sms }, { msg: sms === "not-asked" ? t.replied : t.repliedSms[sms] });
    },
  }),
  defineEndpoint({
    method: "GET",
    path: `${BASE}/demand`,
    auth: "console",
    input: inSchool(demandListSchema),
    summary:
      "推荐购买：本校学生「推荐图书馆购买」的课程，按课程计数（每位学生每门课一次），最近被推荐的在前，每页 20 门；licensed 为本校现有授权是否已覆盖",
    result: pageResultOf(courseDemand),
    fieldNotes,
    handle: async ({ input, params, console: caller }) => listCourseDemand(caller.access, schoolOf(params), input),
  }),
];
