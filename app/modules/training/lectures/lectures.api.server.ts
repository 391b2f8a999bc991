// /lecture/website (issue 27): the lectures of my batches for API clients — the schedule of a batch, one lecture (a
// student's read records the view), 收藏 / 取消收藏, and for its teachers 安排 / 修改 / 删除 — in the envelope. The one
// access rule (training-access.server.ts): anyone who may not see the batch gets 404, as for an id that names nothing.
import { z } from "zod";
import { DomainError } from "~/lib/domain-error";
import { idField } from "~/lib/validation/input-fields";
import { defineEndpoint, reply } from "~/modules/api/endpoint";
import { count, epochMillis, rowId } from "~/modules/api/result-schemas.server";
import { requireBatchMember, requireBatchTeaching } from "../training-access.server";
import { trainingMessages } from "../training-messages";
import { lectureMessages as m } from "./lecture-messages";
import { lectureCollectSchema, lectureCreateSchema, lectureIdSchema, lectureUpdateSchema } from "./lecture-schemas";
import {
  batchOfLecture,
  collectLecture,
  createLecture,
  deleteLecture,
  getLecture,
  type LectureItem,
  listLectures,
  recordLectureView,
  updateLecture,
} from "./lectures.server";

const BASE = "/lecture/website";

const lectureResult = z.object({
  id: rowId,
  batchId: rowId,
  title: z.string(),
  teacher: z.string(),
  startsAt: epochMillis,
  endsAt: epochMillis,
  room: z.string().describe("教室；空为线上讲座"),
  live: z.object({ id: rowId, title: z.string() }).nullable().describe("关联的已发布直播；null 为线下讲座"),
  description: z.string(),
  viewerCount: count.describe("查看过的学员人数"),
  materials: z.array(z.object({ id: rowId, title: z.string(), status: z.string() })),
  collected: z.boolean().describe("本人是否已收藏"),
  updatedAt: epochMillis,
});

const toResult = (item: LectureItem) => item;
const batchIdSchema = z.object({ batchId: idField(trainingMessages.batchNotFound) });

/** The batch of a lecture, or the 404 of an id that names nothing. */
async function lectureBatch(lectureId: number): Promise<number> {
  const batchId = await batchOfLecture(lectureId);
  if (batchId === null) throw new DomainError(404, trainingMessages.lectureNotFound);
  return batchId;
}

export const lectureEndpoints = [
  defineEndpoint({
    method: "GET",
    path: `${BASE}/lectures`,
    auth: "user",
    input: batchIdSchema,
    summary: "班级的讲座安排（开始时间早的在前）；班级的教师、学校管理员与学员可看，其他人 404",
    result: z.array(lectureResult),
    handle: async ({ input, user }) => {
      const access = await requireBatchMember(user, input.batchId);
      return (await listLectures(access.batch.id, user.id)).map(toResult);
    },
  }),
  defineEndpoint({
    method: "GET",
    path: `${BASE}/lectures/{lectureId}`,
    auth: "user",
    input: lectureIdSchema,
    summary: "一场讲座；学员读取时记录一次查看",
    result: lectureResult,
    handle: async ({ input, user }) => {
      const access = await requireBatchMember(user, await lectureBatch(input.lectureId));
      const item = await getLecture(access.batch.id, input.lectureId, user.id);
      if (access.viewer === "student") await recordLectureView(item.id, user.id);
      return toResult(item);
    },
  }),
  defineEndpoint({
    method: "POST",
    path: `${BASE}/lectures/{lectureId}/collect`,
    auth: "user",
    input: lectureCollectSchema,
    summary: "收藏（on=true）或取消收藏一场讲座",
    result: z.object({ id: rowId, collected: z.boolean() }),
    handle: async ({ input, user }) => {
      const access = await requireBatchMember(user, await lectureBatch(input.lectureId));
      const state = await collectLecture(access.batch.id, input.lectureId, user.id, input.on);
      return reply(state, { msg: input.on ? m.collected : m.uncollected });
    },
  }),
  defineEndpoint({
    method: "POST",
    path: `${BASE}/lectures`,
    auth: "user",
    input: lectureCreateSchema,
    summary: "安排一场讲座（班级的教师或学校管理员）；其他人 404",
    result: lectureResult,
    handle: async ({ input, user }) => {
      const access = await requireBatchTeaching(user, input.batchId);
      const created = await createLecture(access.batch.id, user.id, input);
      return reply(toResult(created), { msg: m.created(created.title) });
    },
  }),
  defineEndpoint({
    method: "PUT",
    path: `${BASE}/lectures/{lectureId}`,
    auth: "user",
    input: lectureUpdateSchema,
    summary: "修改一场讲座（全部字段，课件按所给替换）",
    result: lectureResult,
    handle: async ({ input, user }) => {
      const access = await requireBatchTeaching(user, await lectureBatch(input.lectureId));
      const saved = await updateLecture(access.batch.id, input.lectureId, input);
      return reply(toResult(saved), { msg: m.saved(saved.title) });
    },
  }),
  defineEndpoint({
    method: "DELETE",
    path: `${BASE}/lectures/{lectureId}`,
    auth: "user",
    input: lectureIdSchema,
    summary: "删除一场讲座（连同查看记录与收藏）",
    result: z.null(),
    handle: async ({ input, user }) => {
      const access = await requireBatchTeaching(user, await lectureBatch(input.lectureId));
      const title = await deleteLecture(access.batch.id, input.lectureId);
      return reply(null, { msg: m.deleted(title) });
    },
  }),
];
