// The training platform's demo (issue 27; README lists the account): 演示大学's teacher 王老师 (13800000007, a teacher
// in console_roles) and the batch 「2027 考研数学集训营」 with 演示大学's demo students in it (13800000002 is a 北京大学
// student, so a batch of 演示大学 cannot take them). Idempotent: what is there already is left as it is.
import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";
import { hashSecret } from "~/modules/auth/secret-hash.server";

const DEMO_TEACHER = {
  phoneNumber: "13800000007",
  password: "Yantu#2026",
  nickname: "王老师",
  schoolName: "演示大学",
} as const;

const DEMO_BATCH_NAME = "2027 考研数学集训营";
const DEMO_BATCH_STUDENTS = ["13800000001", "13800000003", "13800000004"];

export async function seedDemoTraining(db: Kysely<Database>, now: number): Promise<void> {
  const school = await db
    .selectFrom("schools")
    .select("id")
    .where("name", "=", DEMO_TEACHER.schoolName)
    .executeTakeFirstOrThrow();
  let teacher = await db
    .selectFrom("users")
    .select("id")
    .where("phone_number", "=", DEMO_TEACHER.phoneNumber)
    .executeTakeFirst();
  if (!teacher) {
    teacher = await db
      .insertInto("users")
      .values({
        school_id: school.id,
        phone_number: DEMO_TEACHER.phoneNumber,
        password_hash: await hashSecret(DEMO_TEACHER.password),
        nickname: DEMO_TEACHER.nickname,
        avatar: null,
        is_org: 0,
        disabled: 0,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
  }
  await db
    .insertInto("console_roles")
    .values({ user_id: teacher.id, role: "teacher", school_id: school.id, granted_by: null, created_at: now })
    .onConflict((oc) => oc.columns(["user_id", "role"]).doNothing())
    .execute();
  const existing = await db
    .selectFrom("training_batches")
    .select("id")
    .where("school_id", "=", school.id)
    .where("name", "=", DEMO_BATCH_NAME)
    .executeTakeFirst();
  if (existing) return;
  const batch = await db
    .insertInto("training_batches")
    .values({
      school_id: school.id,
      name: DEMO_BATCH_NAME,
      term: "2027 届",
      created_by_user_id: teacher.id,
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const students = await db
    .selectFrom("users")
    .select("id")
    .where("phone_number", "in", DEMO_BATCH_STUDENTS)
    .where("school_id", "=", school.id)
    .execute();
  await db
    .insertInto("training_members")
    .values(
      [
        { user_id: teacher.id, role: "teacher" as const, source: "creator" as const },
        ...students.map((student) => ({ user_id: student.id, role: "student" as const, source: "list" as const })),
      ].map((member) => ({
        ...member,
        batch_id: batch.id,
        state: "active" as const,
        created_at: now,
        approved_at: now,
      })),
    )
    .execute();
}
