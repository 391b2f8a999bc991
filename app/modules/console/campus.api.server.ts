// /api/console/schools/{schoolId}/… (issue 25): a school's campus network and licences for API clients, in the
// envelope, under the console's rule (auth "console") and its scope rule — the dispatcher answers another school's
// {schoolId} 404 before the input is read; the services check the school again. The same services as the pages.
import { z } from "zod";
import { idField } from "~/lib/validation/input-fields";
import { defineEndpoint, reply } from "~/modules/api/endpoint";
import { epochMillis, rowId } from "~/modules/api/result-schemas.server";
import { campusMessages, campusPageMessages as pm } from "./campus-messages";
import { listCampusRanges, replaceCampusRanges, testAddress } from "./campus-ranges.server";
import { campusRangesSchema, testAddressSchema } from "./campus-schemas";
import { changeLicenceDates, createLicence, endLicence, listLicences } from "./licences.server";
import { createLicenceApiSchema, licenceDatesApiSchema } from "./licences-schemas";
import { schoolPathFields } from "./schools-schemas";

const SCHOOL = "/api/console/schools/{schoolId}";
const OPERATOR_ONLY = `不是运营人员（msg「${campusMessages.operatorOnly}」）`;

const inSchool = z.object(schoolPathFields);
const licencePathFields = { ...schoolPathFields, id: idField(campusMessages.licenceNotFound) };
/** A path id the input schema has already checked (the licence schemas' results leave the path fields out). */
const pathId = (params: Record<string, string>, name: "schoolId" | "id") => Number(params[name]);

const campusRanges = z.object({
  schoolId: rowId,
  schoolName: z.string(),
  ranges: z.array(z.string()).describe("已保存的网段（规范的 CIDR 写法）"),
  text: z.string().describe("同一份列表，每行一个"),
  updatedAt: epochMillis,
});

const licence = z.object({
  id: rowId,
  scope: z.enum(["all", "subject", "course", "bank"]),
  subject: z.string().nullable(),
  coverage: z.string().describe("授权内容的名称：全部内容、科目名、课程名或题库名"),
  courseId: rowId.nullable(),
  bankId: rowId.nullable(),
  startsAt: epochMillis,
  endsAt: epochMillis.nullable().describe("结束时刻（不含）；null 为长期有效"),
  note: z.string(),
  state: z.enum(["scheduled", "active", "ended"]),
  createdAt: epochMillis,
});

export const campusEndpoints = [
  defineEndpoint({
    method: "GET",
    path: `${SCHOOL}/campus-ranges`,
    auth: "console",
    input: inSchool,
    summary: "学校的校园网段：学校管理员看本校，运营人员看任一学校（其他学校为 404）",
    result: campusRanges,
    handle: async ({ input, console: caller }) => listCampusRanges(caller.access, input.schoolId),
  }),
  defineEndpoint({
    method: "PUT",
    path: `${SCHOOL}/campus-ranges`,
    auth: "console",
    input: campusRangesSchema.extend(schoolPathFields),
    summary:
      "整体替换校园网段（ranges：每行一个地址或网段），立即在所有进程生效。有误时为 400，result.problems 逐行列出（与其他学校重叠时写明学校）",
    result: z.object({
      changed: z.boolean().describe("false：与已保存的相同，未写入"),
      ranges: z.array(z.string()),
      adjusted: z.array(z.object({ typed: z.string(), saved: z.string() })).describe("按网络地址规范后保存的条目"),
    }),
    handle: async ({ input, console: caller }) => {
      const saved = await replaceCampusRanges(caller.access, caller.actor, input.schoolId, input.ranges);
      return reply(saved, { msg: saved.changed ? pm.rangesSaved(saved.ranges.length) : pm.rangesUnchanged });
    },
  }),
  defineEndpoint({
    method: "GET",
    path: `${SCHOOL}/campus-ranges/test`,
    auth: "console",
    input: testAddressSchema.extend(schoolPathFields),
    summary: "测试一个 IP 地址（address）：校园网门禁把它算作哪所学校，是否在本校校园网内",
    result: z.object({
      address: z.string(),
      campusSchool: z.object({ id: rowId, name: z.string() }).nullable(),
      inThisSchool: z.boolean(),
    }),
    handle: async ({ input, console: caller }) => testAddress(caller.access, input.schoolId, input.address),
  }),
  defineEndpoint({
    method: "GET",
    path: `${SCHOOL}/licences`,
    auth: "console",
    input: inSchool,
    summary: "学校的授权：生效中与未开始的在前（按开始时间），已结束的在后；editable 表示调用者能否修改（运营人员）",
    result: z.object({ schoolId: rowId, schoolName: z.string(), editable: z.boolean(), items: z.array(licence) }),
    handle: async ({ input, console: caller }) => listLicences(caller.access, input.schoolId),
  }),
  defineEndpoint({
    method: "POST",
    path: `${SCHOOL}/licences`,
    auth: "console",
    input: createLicenceApiSchema,
    summary:
      "新增授权（运营人员）：scope 与它需要的 subject / courseId / bankId，from 至 to（北京时间的日期，含两端；to 留空为长期），note",
    result: licence,
    refuses: { 403: OPERATOR_ONLY },
    handle: async ({ input, params, console: caller }) => {
      const created = await createLicence(caller.access, caller.actor, pathId(params, "schoolId"), input);
      return reply(created, { msg: pm.licenceCreated(created.coverage) });
    },
  }),
  defineEndpoint({
    method: "PUT",
    path: `${SCHOOL}/licences/{id}`,
    auth: "console",
    input: licenceDatesApiSchema,
    summary: "修改授权日期（运营人员）：from 至 to（含两端；to 留空为长期），note 不传则不变；结束早于开始为 400",
    result: z.object({ changed: z.boolean(), licence }),
    refuses: { 403: OPERATOR_ONLY },
    handle: async ({ input, params, console: caller }) => {
      const changed = await changeLicenceDates(
        caller.access,
        caller.actor,
        pathId(params, "schoolId"),
        pathId(params, "id"),
        input,
      );
      return reply(changed, { msg: changed.changed ? pm.licenceDatesChanged : pm.licenceUnchanged });
    },
  }),
  defineEndpoint({
    method: "POST",
    path: `${SCHOOL}/licences/{id}/end`,
    auth: "console",
    input: z.object(licencePathFields),
    summary: "立即结束授权（运营人员）；尚未开始的在开始时结束（不再覆盖任何时间）；已结束为 409",
    result: licence,
    refuses: { 403: OPERATOR_ONLY },
    handle: async ({ input, console: caller }) => {
      const ended = await endLicence(caller.access, caller.actor, input.schoolId, input.id);
      return reply(ended, { msg: pm.licenceEndedNow(ended.coverage) });
    },
  }),
];
