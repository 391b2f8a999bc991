// /course/website/training (issue 27): a batch's 作业 and assigned courses for API clients, in the envelope — the
// assignments with every student's state (its teachers and school's administrators) or my own (its students), 布置,
// 删除, 提醒未完成, and the courses and videos the assignments name with my progress. The one access rule
// (training-access.server.ts): anyone who may not see the batch — or, for a teacher's call, may not run it — gets 404.
import { z } from "zod";
import { db } from "~/db/client.server";
import { DomainError } from "~/lib/domain-error";
import { idField } from "~/lib/validation/input-fields";
import { defineEndpoint, reply } from "~/modules/api/endpoint";
import { count, epochMillis, rowId } from "~/modules/api/result-schemas.server";
import { requireBatchMember, requireBatchStudent, requireBatchTeaching } from "../training-access.server";
import { trainingMessages } from "../training-messages";
import { assignmentMessages as m } from "./assignment-messages";
import { type AssignmentItem, assignmentStates, type StudentAssignmentState } from "./assignments.server";
import {
  batchCourses,
  createAssignment,
  deleteAssignment,
  listAssignments,
  listBatchStudents,
  remindAssignment,
} from "./assignments.server";
import { assignmentCreateSchema, assignmentIdSchema } from "./assignment-schemas";

const BASE = "/course/website/training";
const batchIdSchema = z.object({ batchId: idField(trainingMessages.batchNotFound) });

const stateResult = z.object({
  userId: rowId,
  state: z
    .enum(["not_started", "in_progress", "done", "overdue"])
    .describe("not_started 未开始，in_progress 进行中，done 已完成，overdue 逾期未完成"),
  done: count.describe("已看完的视频数、新学单词数，或已交卷（1）"),
  target: count.describe("布置的视频数、单词目标，或 1"),
  score: z.number().int().nonnegative().nullable().describe("试卷作业的最高得分（百分之一分）；未交卷为 null"),
  maxScore: z.number().int().nonnegative().nullable().describe("试卷满分（百分之一分）"),
});

const assignmentResult = z.object({
  id: rowId,
  batchId: rowId,
  title: z.string(),
  note: z.string(),
  kind: z.enum(["videos", "words", "exam"]),
  dueAt: epochMillis,
  createdAt: epochMillis,
  remindedAt: epochMillis.nullable(),
  wordTarget: count.nullable(),
  set: z.object({ id: rowId, title: z.string(), kind: z.string(), totalPoints: count }).nullable(),
  videos: z.array(z.object({ id: rowId, courseId: rowId, courseTitle: z.string(), title: z.string() })),
  states: z.array(stateResult).describe("教师与管理员：每名学员的状态；学员：只有本人"),
});

const withStates = (item: AssignmentItem, states: StudentAssignmentState[] | undefined) => ({
  ...item,
  states: states ?? [],
});

/** The batch of an assignment, or the 404 of an id that names nothing. */
async function assignmentBatch(assignmentId: number): Promise<number> {
  const row = await db
    .selectFrom("training_assignments")
    .select("batch_id")
    .where("id", "=", assignmentId)
    .executeTakeFirst();
  if (!row) throw new DomainError(404, trainingMessages.assignmentNotFound);
  return Number(row.batch_id);
}

export const trainingCourseEndpoints = [
  defineEndpoint({
    method: "GET",
    path: `${BASE}/assignments`,
    auth: "user",
    input: batchIdSchema,
    summary: "班级的作业（截止早的在前）及完成状态：教师与学校管理员看每名学员，学员看本人；其他人 404",
    result: z.array(assignmentResult),
    handle: async ({ input, user }) => {
      const access = await requireBatchMember(user, input.batchId);
      const items = await listAssignments(access.batch.id);
      const userIds =
        access.viewer === "student"
          ? [user.id]
          : (await listBatchStudents(access.batch.id)).map((student) => student.userId);
      const states = await assignmentStates(items, userIds, Date.now());
      return items.map((item) => withStates(item, states.get(item.id)));
    },
  }),
  defineEndpoint({
    method: "POST",
    path: `${BASE}/assignments`,
    auth: "user",
    input: assignmentCreateSchema,
    summary: "布置作业（班级的教师或学校管理员）：kind=videos 选课程视频，words 新学单词数，exam 练习或模考试卷",
    result: assignmentResult,
    handle: async ({ input, user }) => {
      const access = await requireBatchTeaching(user, input.batchId);
      const created = await createAssignment(access.batch.id, user.id, input);
      return reply(withStates(created, []), { msg: m.created(created.title) });
    },
  }),
  defineEndpoint({
    method: "DELETE",
    path: `${BASE}/assignments/{assignmentId}`,
    auth: "user",
    input: assignmentIdSchema,
    summary: "删除作业（班级的教师或学校管理员；其他人 404）",
    result: z.null(),
    handle: async ({ input, user }) => {
      const access = await requireBatchTeaching(user, await assignmentBatch(input.assignmentId));
      const title = await deleteAssignment(access.batch.id, input.assignmentId);
      return reply(null, { msg: m.deleted(title) });
    },
  }),
  defineEndpoint({
    method: "POST",
    path: `${BASE}/assignments/{assignmentId}/remind`,
    auth: "user",
    input: assignmentIdSchema,
    summary: "提醒未完成：给未完成的学员发站内消息，每名学员每天每份作业一次；reminded 为本次提醒的人数",
    result: z.object({ reminded: count }),
    handle: async ({ input, user }) => {
      const access = await requireBatchTeaching(user, await assignmentBatch(input.assignmentId));
      const reminded = await remindAssignment(access.batch.id, input.assignmentId);
      return reply({ reminded }, { msg: m.reminded(reminded) });
    },
  }),
  defineEndpoint({
    method: "GET",
    path: `${BASE}/courses`,
    auth: "user",
    input: batchIdSchema,
    summary: "班级作业布置的课程与视频，以及本人的观看进度（班级的学员；其他人 404）",
    result: z.array(
      z.object({
        courseId: rowId,
        title: z.string(),
        videos: z.array(
          z.object({
            id: rowId,
            title: z.string(),
            learnt: z.boolean(),
            furthestSeconds: count,
            durationSeconds: count,
          }),
        ),
      }),
    ),
    handle: async ({ input, user }) => {
      const access = await requireBatchStudent(user, input.batchId);
      return batchCourses(access.batch.id, user.id);
    },
  }),
];
