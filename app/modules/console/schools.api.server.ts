// /api/console/schools and /api/console/operators (issue 25): the operator's school administration and the operator
// list for API clients, in the envelope, under the console's rule (auth "console"); the same services as the pages.
// A rotated organisation code is in that one answer only (Cache-Control: no-store).
import { z } from "zod";
import { defineEndpoint, reply } from "~/modules/api/endpoint";
import { count, epochMillis, rowId } from "~/modules/api/result-schemas.server";
import { campusMessages, campusPageMessages as pm } from "./campus-messages";
import { consoleMessages as cm } from "./console-messages";
import { grantOperatorByPhone, listOperators, revokeOperator } from "./console-roles.server";
import { requireOperator } from "./school-scope.server";
import { createSchool, getConsoleSchool, listConsoleSchools, renameSchool } from "./schools.server";
import {
  addOperatorSchema,
  createSchoolSchema,
  operatorIdSchema,
  renameSchoolSchema,
  schoolPathFields,
} from "./schools-schemas";

const BASE = "/api/console";
const OPERATOR_ONLY = `不是运营人员（msg「${campusMessages.operatorOnly}」）`;

const school = z.object({
  id: rowId,
  name: z.string(),
  ranges: z.array(z.string()),
  userCount: count.describe("本校学生与教职工（不含机构账号与已注销的账号）"),
  licenceCount: count,
  activeLicenceCount: count.describe("现在生效的授权"),
  orgLogin: z.boolean().describe("是否已设置机构注册码（机构登录可用）"),
  createdAt: epochMillis,
  updatedAt: epochMillis,
});

const operator = z.object({
  userId: rowId,
  nickname: z.string(),
  phoneTail: z.string().describe("手机号后四位"),
  since: epochMillis,
});

export const schoolsEndpoints = [
  defineEndpoint({
    method: "GET",
    path: `${BASE}/schools`,
    auth: "console",
    summary: "全部学校及其用户数、授权数、校园网段（运营人员）",
    result: z.object({ items: z.array(school) }),
    refuses: { 403: OPERATOR_ONLY },
    handle: async ({ console: caller }) => ({ items: await listConsoleSchools(caller.access) }),
  }),
  defineEndpoint({
    method: "POST",
    path: `${BASE}/schools`,
    auth: "console",
    input: createSchoolSchema,
    summary: "新建学校（运营人员）：name（不能与已有学校同名，同名为 409），ranges 可选（校园网段，规则同校园网）",
    result: z.object({
      id: rowId,
      name: z.string(),
      ranges: z.array(z.string()),
      adjusted: z.array(z.object({ typed: z.string(), saved: z.string() })),
    }),
    refuses: { 403: OPERATOR_ONLY },
    handle: async ({ input, console: caller }) => {
      const created = await createSchool(caller.access, caller.actor, input);
      return reply(created, { msg: pm.schoolCreated(created.name) });
    },
  }),
  defineEndpoint({
    method: "GET",
    path: `${BASE}/schools/{schoolId}`,
    auth: "console",
    input: z.object(schoolPathFields),
    summary: "一所学校及其计数：运营人员任一学校，学校管理员本校（其他学校为 404）",
    result: school,
    handle: async ({ input, console: caller }) => getConsoleSchool(caller.access, input.schoolId),
  }),
  defineEndpoint({
    method: "PUT",
    path: `${BASE}/schools/{schoolId}/name`,
    auth: "console",
    input: renameSchoolSchema.extend(schoolPathFields),
    summary: "修改学校名称（运营人员）；同名的学校已存在为 409",
    result: z.object({ changed: z.boolean(), name: z.string() }),
    refuses: { 403: OPERATOR_ONLY },
    handle: async ({ input, console: caller }) => {
      const renamed = await renameSchool(caller.access, caller.actor, input.schoolId, input.name);
      return reply(renamed, { msg: renamed.changed ? pm.schoolRenamed(renamed.name) : pm.schoolNameUnchanged });
    },
  }),
  defineEndpoint({
    method: "GET",
    path: `${BASE}/operators`,
    auth: "console",
    summary: "运营人员名单（运营人员），先设的在前；手机号只给后四位",
    result: z.object({ items: z.array(operator) }),
    refuses: { 403: OPERATOR_ONLY },
    handle: async ({ console: caller }) => {
      requireOperator(caller.access);
      return { items: await listOperators() };
    },
  }),
  defineEndpoint({
    method: "POST",
    path: `${BASE}/operators`,
    auth: "console",
    input: addOperatorSchema,
    summary:
      "把已注册的用户（phoneNumber）设为运营人员（运营人员）；没有这个用户为 404，已是运营人员时 granted 为 false",
    result: z.object({ userId: rowId, granted: z.boolean() }),
    refuses: { 403: OPERATOR_ONLY },
    handle: async ({ input, console: caller }) => {
      requireOperator(caller.access);
      const granted = await grantOperatorByPhone(input.phoneNumber, caller.actor);
      if (!granted.granted) return reply(granted, { msg: cm.operatorAlready });
      const added = (await listOperators()).find((member) => member.userId === granted.userId);
      return reply(granted, { msg: cm.operatorAdded(added ? cm.userLabel(added.nickname, added.phoneTail) : "") });
    },
  }),
  defineEndpoint({
    method: "DELETE",
    path: `${BASE}/operators/{userId}`,
    auth: "console",
    input: operatorIdSchema,
    summary: "移除一名运营人员（运营人员）；不能移除自己（409），因此总会留下一名；不是运营人员为 404",
    result: z.object({ userId: rowId }),
    refuses: { 403: OPERATOR_ONLY },
    handle: async ({ input, console: caller }) => {
      requireOperator(caller.access);
      await revokeOperator(input.userId, caller.actor);
      return reply({ userId: input.userId }, { msg: "已移除运营人员身份" });
    },
  }),
];
