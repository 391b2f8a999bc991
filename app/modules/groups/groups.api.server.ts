// /api/StudyGroup (docs/decisions/0034): 学习小组 in the envelope. Reading needs the campus network or a login
// ("campus"); creating, joining, leaving and 我的小组 need a login, and the student is always the token's user.
import { z } from "zod";
import { apiViewer } from "~/modules/access/api-viewer.server";
import { defineEndpoint, reply } from "~/modules/api/endpoint";
import { count, isoDateTime, pageResultOf, rowId } from "~/modules/api/result-schemas.server";
import { experienceCard } from "~/modules/experience/experience-api-results.server";
import { experienceCardPageWhere } from "~/modules/experience/experience.server";
import { pagingSchema } from "~/modules/paging/paging-schemas";
import { GROUP_INTRO_MAX, GROUP_NAME_MAX, GROUP_TARGET_MAX, groupSubjects, type GroupSubject } from "./group-config";
import { groupMessages as m } from "./group-messages";
import { createGroupSchema, groupIdSchema, groupListSchema } from "./group-schemas";
import {
  createGroup,
  getGroup,
  groupViewerOf,
  joinGroup,
  leaveGroup,
  listGroups,
  listMembers,
  listMyGroups,
} from "./study-groups.server";

const groupPagingSchema = groupIdSchema.merge(pagingSchema);

// The answers (study-groups.server.ts GroupCard, GroupDetail, MyGroup, GroupMember, CreatedGroup, MembershipState).
const groupState = z.enum(["pending", "published", "declined", "hidden"]);
const groupRole = z.enum(["owner", "member"]);
const groupCard = z.object({
  id: rowId,
  name: z.string(),
  target: z.string(),
  subject: z.enum(groupSubjects.map((subject) => subject.code) as [GroupSubject, ...GroupSubject[]]),
  subjectName: z.string(),
  examYear: z.number().int(),
  introduction: z.string(),
  memberCount: count,
  state: groupState,
  ownerName: z.string().nullable(),
  createdAt: isoDateTime,
});
const membershipState = z.object({ groupId: rowId, role: groupRole.nullable(), memberCount: count });

/** The subject accepted as its code or its Chinese name. */
const subjectNote = `科目代码，也可写中文名（${groupSubjects.map((subject) => `${subject.code} ${subject.name}`).join("、")}）`;
const orgRefusal = { 403: `机构账号（msg「${m.orgCannotJoin}」）` };

export const groupEndpoints = [
  defineEndpoint({
    method: "GET",
    path: "/api/StudyGroup/page-query",
    auth: "campus",
    input: groupListSchema,
    summary:
      "公开的学习小组（subject 科目、examYear 考研年份、keyword 名称关键词、sort：new 最新 / members 成员最多；page、rows）",
    result: pageResultOf(groupCard),
    fieldNotes: { subject: `${subjectNote}；不填为全部`, examYear: "考研年份", keyword: "小组名称中的关键词" },
    handle: async ({ input }) => listGroups(input),
  }),
  defineEndpoint({
    method: "GET",
    path: "/api/StudyGroup/mine",
    auth: "user",
    input: pagingSchema,
    summary: "我的小组：我创建和加入的小组（自己创建的含审核中、未通过、已隐藏；page、rows）",
    result: pageResultOf(groupCard.extend({ role: groupRole })),
    handle: async ({ input, user }) => listMyGroups(user.id, input),
  }),
  defineEndpoint({
    method: "GET",
    path: "/api/StudyGroup/{id}",
    auth: "campus",
    input: groupIdSchema,
    summary: "一个小组的详情与我在组内的身份；未公开的小组只有组长（和本校机构账号）能看到，其他人 404",
    result: groupCard.extend({
      myRole: groupRole.nullable(),
      isOwner: z.boolean(),
      flaggedWords: z.array(z.string()).describe("发现的敏感词：只有组长和本校机构账号看得到，其他人为空"),
    }),
    handle: async ({ input, user }) => getGroup(groupViewerOf(user), input.id),
  }),
  defineEndpoint({
    method: "GET",
    path: "/api/StudyGroup/{id}/members",
    auth: "campus",
    input: groupPagingSchema,
    summary: "小组成员，组长在前，再按加入时间（page、rows）",
    result: pageResultOf(z.object({ userId: rowId, nickname: z.string(), role: groupRole, joinedAt: isoDateTime })),
    handle: async ({ input, user }) => listMembers(groupViewerOf(user), input.id, input),
  }),
  defineEndpoint({
    method: "GET",
    path: "/api/StudyGroup/{id}/experiences",
    auth: "campus",
    input: groupPagingSchema,
    summary: "小组里已发布的帖子，最新的在前（page、rows）",
    result: pageResultOf(experienceCard),
    handle: async (call) => {
      await getGroup(groupViewerOf(call.user), call.input.id);
      const groupId = call.input.id;
      return experienceCardPageWhere(await apiViewer(call), call.input, (query) =>
        query.where("e.group_id", "=", groupId),
      );
    },
  }),
  defineEndpoint({
    method: "POST",
    path: "/api/StudyGroup",
    auth: "user",
    input: createGroupSchema,
    summary:
      "创建小组（name ≤ 20 字、target ≤ 30 字、subject、examYear、introduction ≤ 200 字）；进入本校机构账号的审核，每人最多 3 个",
    result: z.object({ id: rowId, state: groupState, flaggedWords: z.array(z.string()) }),
    refuses: orgRefusal,
    fieldNotes: {
      name: `小组名称：去掉首尾空白后 1–${GROUP_NAME_MAX} 个字`,
      target: `小组目标：去掉首尾空白后 1–${GROUP_TARGET_MAX} 个字`,
      subject: subjectNote,
      examYear: "考研年份",
      introduction: `小组简介：去掉首尾空白后最多 ${GROUP_INTRO_MAX} 个字`,
    },
    handle: async ({ input, user }) => reply(await createGroup(user, input), { msg: m.created }),
  }),
  defineEndpoint({
    method: "POST",
    path: "/api/StudyGroup/{id}/join",
    auth: "user",
    input: groupIdSchema,
    summary: "加入小组（重复加入只算一次；每人最多 20 个，每组最多 200 人）；返回我的身份与成员数",
    result: membershipState,
    refuses: orgRefusal,
    handle: async ({ input, user }) => reply(await joinGroup(user, input.id), { msg: m.joined }),
  }),
  defineEndpoint({
    method: "DELETE",
    path: "/api/StudyGroup/{id}/join",
    auth: "user",
    input: groupIdSchema,
    summary: "退出小组（组长不能退出）；返回成员数",
    result: membershipState,
    handle: async ({ input, user }) => reply(await leaveGroup(user, input.id), { msg: m.left }),
  }),
];
