// /api/console/seniors (issue 26): 学长学姐认证 for API clients — every application with its state, and the operator's
// decision over one (approve, decline, revoke) — in the envelope, under the console's rule and the operator's (a
// school's administrator gets 403). The same services as /console/seniors.
import { z } from "zod";
import { defineEndpoint, reply } from "~/modules/api/endpoint";
import { count, epochMillis, pageResultOf, rowId } from "~/modules/api/result-schemas.server";
import { campusMessages } from "~/modules/console/campus-messages";
import { seniorOverrideActions } from "./senior-override-messages";
import { seniorOverrideListSchema, seniorOverrideSchema } from "./senior-override-schemas";
import { listOverrideApplications, overrideSeniorApplication } from "./senior-overrides.server";

const BASE = "/api/console/seniors";
const OPERATOR_ONLY = `不是运营人员（msg「${campusMessages.operatorOnly}」）`;
const actionCodes = seniorOverrideActions.map((action) => action.code) as [string, ...string[]];

const application = z.object({
  id: rowId,
  state: z.enum(["pending", "approved", "declined"]).describe("pending 审核中，approved 已通过，declined 未通过"),
  stateName: z.string(),
  reason: z.string().describe("不通过或撤销的原因（学生看得到）"),
  applicantName: z.string(),
  schoolName: z.string().nullable().describe("申请人所在学校；null 为未关联学校"),
  admittedSchool: z.string(),
  admittedMajor: z.string(),
  examYear: z.number().int(),
  subjects: z.array(z.object({ subject: z.string(), score: z.number() })),
  totalScore: count,
  introduction: z.string(),
  verified: z.boolean().describe("是否正显示学长学姐标识"),
  seniorId: rowId.nullable(),
  submittedAt: epochMillis,
  reviewedAt: epochMillis.nullable(),
  actions: z.array(z.enum(actionCodes)).describe("现在可以做的处理"),
});

export const seniorOverrideEndpoints = [
  defineEndpoint({
    method: "GET",
    path: BASE,
    auth: "console",
    input: seniorOverrideListSchema,
    summary: "全部学长学姐申请（各校及未关联学校的学生），最新的在前；state 可选 pending、approved、declined",
    result: pageResultOf(application),
    refuses: { 403: OPERATOR_ONLY },
    handle: async ({ input, console: caller }) => listOverrideApplications(caller, input),
  }),
  defineEndpoint({
    method: "POST",
    path: `${BASE}/{id}/decide`,
    auth: "console",
    input: seniorOverrideSchema,
    summary:
      "处理一份申请：approve 认证通过（审核中或未通过的），decline 不通过（审核中的），revoke 撤销认证（已通过的；主页和经验帖保留）。状态已变则为 409",
    result: z.null(),
    refuses: { 403: OPERATOR_ONLY },
    handle: async ({ input, console: caller }) => {
      const done = await overrideSeniorApplication(caller, input.id, input.action, input.reason);
      return reply(null, { msg: done.message });
    },
  }),
];
