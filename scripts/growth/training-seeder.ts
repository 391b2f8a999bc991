// Growth data for the training platform (issue 27): batches of 演示大学 with BATCH_STUDENTS of the seeded students each,
// taught by the demo teacher, one batch per STUDENTS_PER_BATCH seeded students; BATCH_STUDENTS more seeded students in
// the demo batch (the one the bench's overview target and scripts/growth/training-overview.ts read); and each batch
// student's handed-in mock exams (question_attempts, mode exam), so the overview's score columns are filled. Set-based
// (INSERT … SELECT per batch), the same data on both dialects.
//
// Registered in scripts/growth/seeders.ts after the study history.
import { sql } from "kysely";
import { DEMO_TEACHER_PHONE } from "~/seed/training-seed.server";
import type { GrowthSizes, SeedContext, Seeder } from "./seed-context";

export const BATCH_STUDENTS = 200;
const STUDENTS_PER_BATCH = 10_000;
const MOCKS_PER_STUDENT = 3;
const DAY_MS = 86_400_000;

/** Growth batches besides the demo one (at least one as soon as there are students to fill it). */
const growthBatches = (sizes: GrowthSizes) =>
  sizes.users >= BATCH_STUDENTS ? Math.max(1, Math.floor(sizes.users / STUDENTS_PER_BATCH)) : 0;

async function seedTraining(context: SeedContext): Promise<void> {
  const { db, now } = context;
  const teacher = await db
    .selectFrom("users")
    .select(["id", "school_id"])
    .where("phone_number", "=", DEMO_TEACHER_PHONE)
    .executeTakeFirstOrThrow();
  if (teacher.school_id === null) throw new Error("the demo teacher has no school");
  const demoBatch = await db
    .selectFrom("training_members")
    .select("batch_id")
    .where("user_id", "=", teacher.id)
    .orderBy("batch_id")
    .executeTakeFirstOrThrow();
  const mock = await db
    .selectFrom("question_sets")
    .select(["id", "total_points"])
    .where("kind", "=", "mock")
    .where("published", "=", 1)
    .orderBy("id")
    .executeTakeFirstOrThrow();
  // The seeded students of the teacher's school, newest first: the users seeder's rows (ids are dense after it).
  const firstSeeded =
    Number(
      (
        await db
          .selectFrom("users")
          .select((eb) => eb.fn.max<number>("id").as("max"))
          .executeTakeFirstOrThrow()
      ).max,
    ) -
    context.sizes.users +
    1;

  const batchIds = [Number(demoBatch.batch_id)];
  for (let index = 0; index < growthBatches(context.sizes); index += 1) {
    const created = await db
      .insertInto("training_batches")
      .values({
        school_id: teacher.school_id,
        name: `集训营 ${index + 1} 班`,
        term: "2027 考研",
        invite_code: null,
        invite_expires_at: null,
        created_by_user_id: teacher.id,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db
      .insertInto("training_members")
      .values({
        batch_id: created.id,
        user_id: teacher.id,
        role: "teacher",
        state: "active",
        source: "creator",
        created_at: now,
        approved_at: now,
      })
      .execute();
    batchIds.push(Number(created.id));
  }

  for (const [index, batchId] of batchIds.entries()) {
    const students = db
      .selectFrom("users")
      .select((eb) => [
        eb.val(batchId).as("batch_id"),
        "id as user_id",
        eb.val("student").as("role"),
        eb.val("active").as("state"),
        eb.val("list").as("source"),
        eb.val(now).as("created_at"),
        eb.val(now).as("approved_at"),
      ])
      .where("school_id", "=", teacher.school_id)
      .where("is_org", "=", 0)
      .where("id", ">=", firstSeeded)
      .orderBy("id")
      .limit(BATCH_STUDENTS)
      .offset(index * BATCH_STUDENTS);
    await db
      .insertInto("training_members")
      .columns(["batch_id", "user_id", "role", "state", "source", "created_at", "approved_at"])
      .expression(students)
      .execute();
  }

  // Mock exams handed in over the last weeks by every batch student: a score from the student's id and the attempt.
  for (let attempt = 1; attempt <= MOCKS_PER_STUDENT; attempt += 1) {
    const submittedAt = now - (MOCKS_PER_STUDENT - attempt + 1) * 7 * DAY_MS;
    const attempts = db
      .selectFrom("training_members as m")
      .select((eb) => [
        "m.user_id",
        eb.val(mock.id).as("set_id"),
        eb.val(attempt).as("attempt_no"),
        eb.val("exam").as("mode"),
        eb.val(1).as("timed"),
        eb.val(submittedAt - 3 * 3_600_000).as("started_at"),
        eb.val(submittedAt).as("deadline_at"),
        eb.val(submittedAt).as("submitted_at"),
        eb.val("user").as("finish_reason"),
        eb.val("finished").as("state"),
        sql<number>`(m.user_id * 7919 + ${attempt * 104_729}) % ${mock.total_points + 1}`.as("score"),
        eb.val(mock.total_points).as("max_score"),
        eb.val(submittedAt).as("updated_at"),
      ])
      .where("m.batch_id", "in", batchIds)
      .where("m.role", "=", "student")
      .where("m.user_id", ">=", firstSeeded);
    await db
      .insertInto("question_attempts")
      .columns([
        "user_id",
        "set_id",
        "attempt_no",
        "mode",
        "timed",
        "started_at",
        "deadline_at",
        "submitted_at",
        "finish_reason",
        "state",
        "score",
        "max_score",
        "updated_at",
      ])
      .expression(attempts)
      .execute();
  }
  context.log(
    `training: ${batchIds.length} batches of ${BATCH_STUDENTS} students (the demo batch ${batchIds[0]} first), ${MOCKS_PER_STUDENT} mock exams each`,
  );
}

export const trainingSeeder: Seeder = {
  table: "training_members",
  name: "training: batches and their students",
  rows: (sizes) => (growthBatches(sizes) + (sizes.users >= BATCH_STUDENTS ? 1 : 0)) * BATCH_STUDENTS,
  seed: seedTraining,
};
