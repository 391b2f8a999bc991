// The API of batches, membership and the progress overview (issue 27; docs/decisions/0055-training-platform.md), in
// the envelope: the batch list ({ xssList, jssList }) at /api/Training/batch-list and /course/website/training/
// batch-list, creating a batch, joining by code or by request, a batch's members for its teachers, and the overview.
// Every batch endpoint answers 404 to anyone the batch's access rule does not let in (another batch's student,
// another school's teacher or administrator), exactly as for an id that names nothing.
import { z } from "zod";
import { defineEndpoint, reply } from "~/modules/api/endpoint";
import { count, epochMillis, noResult, rowId } from "~/modules/api/result-schemas.server";
import { consoleActorOf } from "~/modules/console/require-console-user.server";
import { requireBatchTeaching } from "../training-access.server";
import { batchMessages as m } from "./batch-messages";
import { batchIdSchema, createBatchSchema, joinByCodeSchema, overviewQuerySchema } from "./batch-schemas";
import {
  approveRequest,
  createBatch,
  declineRequest,
  importPhoneList,
  joinByCode,
  listMembers,
  listMyBatches,
  removeStudent,
  requestToJoin,
} from "./batches.server";
import { overviewPage } from "./progress.server";

const BASE = "/api/Training";
const NOT_VISIBLE = "班级不存在，或调用者不是它的教师或本校管理员：404（与不存在的编号相同）";

const batchItem = z.object({ id: rowId, name: z.string(), term: z.string(), schoolName: z.string() });
const batchList = z.object({
  xssList: z.array(batchItem).describe("我作为学员加入的班级（学生班级）"),
  jssList: z.array(batchItem).describe("我任教的班级（教师班级；本校管理员为本校全部班级）"),
});

const member = z.object({
  userId: rowId,
  nickname: z.string(),
  phone: z.string().describe("打码的手机号，如 138****0001"),
  role: z.enum(["teacher", "student"]),
  state: z.enum(["active", "requested"]).describe("active：成员；requested：申请加入，等待教师通过"),
  source: z.string().describe("creator、list、invite、request、teacher"),
  joinedAt: epochMillis,
});

const score = z
  .object({ score: z.number().int(), maxScore: z.number().int() })
  .nullable()
  .describe("模考得分与满分（百分之一分，如 12050 为 120.5 分）；没有交卷为 null");
const progress = z.object({
  userId: rowId,
  nickname: z.string(),
  phone: z.string(),
  videos: count.describe("看完的视频数"),
  words: count.describe("学过的单词数"),
  questions: count.describe("作答过的题目数"),
  exams: count.describe("交卷的模考次数"),
  latestScore: score,
  bestScore: score,
  lastStudyDay: z.string().nullable().describe("最近学习日 YYYY-MM-DD（学习日 04:00 起算）；null 为从未学习"),
  idleDays: z.number().int().nonnegative().nullable(),
  behind: z.boolean().describe("落后：连续 days 天没有学习"),
});

const memberTarget = batchIdSchema.extend({ userId: z.coerce.number().int().positive().max(2_147_483_647) });

const batchListEndpoint = (path: string) =>
  defineEndpoint({
    method: "GET",
    path,
    auth: "user",
    summary: "我的班级：学生班级（xssList）与教师班级（jssList）",
    result: batchList,
    handle: async ({ user }) => {
      const mine = await listMyBatches(user);
      return { xssList: mine.studying, jssList: mine.teaching };
    },
  });

const teacherAccess = (user: Parameters<typeof requireBatchTeaching>[0], id: number) => requireBatchTeaching(user, id);

export const trainingBatchEndpoints = [
  batchListEndpoint(`${BASE}/batch-list`),
  batchListEndpoint("/course/website/training/batch-list"),
  defineEndpoint({
    method: "POST",
    path: `${BASE}/batches`,
    auth: "user",
    input: createBatchSchema,
    summary: "新建班级（本校教师或管理员），创建者成为班级的教师",
    result: z.object({ id: rowId }),
    refuses: { 403: "不是本校的教师或管理员" },
    handle: async ({ input, user, clientIp }) => {
      const created = await createBatch(user, input, consoleActorOf(user, clientIp));
      return reply(created, { msg: m.batchCreated(input.name) });
    },
  }),
  defineEndpoint({
    method: "POST",
    path: `${BASE}/join`,
    auth: "user",
    input: joinByCodeSchema,
    summary: "用邀请码加入班级；邀请码不存在 404，已撤销、已过期或属于其他学校 403，已是成员 409",
    result: batchItem,
    refuses: { 403: "邀请码已撤销或已过期，或班级属于其他学校，或为机构账号" },
    handle: async ({ input, user }) => {
      const batch = await joinByCode(user, input.code);
      return reply(batch, { msg: m.joined(batch.name) });
    },
  }),
  defineEndpoint({
    method: "POST",
    path: `${BASE}/batches/{id}/request`,
    auth: "user",
    input: batchIdSchema,
    summary: "申请加入本校的一个班级，等待教师通过；其他学校的班级 404",
    result: batchItem,
    refuses: { 403: "机构账号或没有所属学校" },
    handle: async ({ input, user }) => {
      const batch = await requestToJoin(user, input.id);
      return reply(batch, { msg: m.requested(batch.name) });
    },
  }),
  defineEndpoint({
    method: "GET",
    path: `${BASE}/batches/{id}/members`,
    auth: "user",
    input: batchIdSchema,
    summary: `班级成员与加入申请（教师与本校管理员）。${NOT_VISIBLE}`,
    result: z.object({ items: z.array(member) }),
    handle: async ({ input, user }) => ({ items: await listMembers(await teacherAccess(user, input.id)) }),
  }),
  defineEndpoint({
    method: "POST",
    path: `${BASE}/batches/{id}/members/import`,
    auth: "user",
    input: batchIdSchema.extend({ phones: z.string().max(20_000, m.listTooLong) }),
    summary:
      "按手机号名单添加学员（每行一个，或 CSV 第一列）。任何一行有错则一个也不导入，result.problems 按行号列出；" +
      NOT_VISIBLE,
    result: z.object({
      added: count,
      already: z.array(z.object({ line: z.number().int().positive(), phone: z.string() })).describe("已在班中的行"),
    }),
    handle: async ({ input, user, clientIp }) => {
      const access = await teacherAccess(user, input.id);
      const result = await importPhoneList(access, input.phones, consoleActorOf(user, clientIp));
      return reply(result, { msg: m.imported(result.added, result.already.length) });
    },
  }),
  ...(["approve", "decline", "remove"] as const).map((change) =>
    defineEndpoint({
      method: "POST",
      path: `${BASE}/batches/{id}/members/{userId}/${change}`,
      auth: "user",
      input: memberTarget,
      summary: `${{ approve: "通过加入申请", decline: "拒绝加入申请", remove: "把学员移出班级" }[change]}。${NOT_VISIBLE}`,
      result: noResult,
      handle: async ({ input, user, clientIp }) => {
        const access = await teacherAccess(user, input.id);
        const run = { approve: approveRequest, decline: declineRequest, remove: removeStudent }[change];
        await run(access, input.userId, consoleActorOf(user, clientIp));
        return reply(null, { msg: { approve: m.approved, decline: m.declined, remove: m.removed }[change] });
      },
    }),
  ),
  defineEndpoint({
    method: "GET",
    path: `${BASE}/batches/{id}/overview`,
    auth: "user",
    input: batchIdSchema.merge(overviewQuerySchema),
    summary: `学习概况：每页 50 名学员的学习情况，days 天没有学习算落后（默认为班级设置），behind=1 只看落后的。${NOT_VISIBLE}`,
    result: z.object({
      days: z.number().int().positive(),
      behindOnly: z.boolean(),
      page: z.number().int().positive(),
      pages: z.number().int().positive(),
      total: count,
      behindCount: count,
      students: z.array(progress),
    }),
    handle: async ({ input, user }) => {
      const access = await teacherAccess(user, input.id);
      return overviewPage(access.batch, { days: input.days, behind: input.behind, page: input.page });
    },
  }),
];
