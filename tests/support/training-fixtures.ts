// A batch of the training platform for tests (issue 27), written straight into the tables: a teacher (a console
// teacher of the batch's school and the batch's teacher member) and active students of 演示大学. Not a test file.
import { db } from "~/db/client.server";
import { newUser, schoolId, type TestUser } from "../integration/course-fixtures";

export interface TrainingBatchFixture {
  batchId: number;
  teacher: TestUser;
  students: TestUser[];
}

let counter = 0;

/** A batch of `school` with a teacher and `studentCount` active students. */
export async function createTrainingBatch(school = "演示大学", studentCount = 2): Promise<TrainingBatchFixture> {
  counter += 1;
  const now = Date.now();
  const school_id = await schoolId(school);
  const batch = await db
    .insertInto("training_batches")
    .values({
      school_id,
      name: `测试集训营 ${process.pid}-${counter}`,
      term: "2027 考研",
      ranking_visible: 0,
      behind_days: 7,
      invite_code: null,
      invite_expires_at: null,
      created_by_user_id: null,
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const batchId = Number(batch.id);
  const teacher = await newUser(school);
  await db
    .insertInto("console_roles")
    .values({ user_id: teacher.id, role: "teacher", school_id, granted_by: null, created_at: now })
    .execute();
  const students: TestUser[] = [];
  for (let index = 0; index < studentCount; index += 1) students.push(await newUser(school));
  await db
    .insertInto("training_members")
    .values([
      {
        batch_id: batchId,
        user_id: teacher.id,
        role: "teacher",
        state: "active",
        source: "creator",
        created_at: now,
        approved_at: now,
      },
      ...students.map((student) => ({
        batch_id: batchId,
        user_id: student.id,
        role: "student" as const,
        state: "active" as const,
        source: "list" as const,
        created_at: now,
        approved_at: now,
      })),
    ])
    .execute();
  return { batchId, teacher, students };
}
