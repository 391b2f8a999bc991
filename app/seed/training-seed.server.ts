// The training platform's demo (issue 27; README lists the account): 演示大学's teacher 王老师 (13800000007, a teacher
// in console_roles) and the batch 「2027 考研数学集训营」 with 演示大学's demo students in it (13800000002 is a 北京大学
// student, so a batch of 演示大学 cannot take them), with a lecture and an assignment. Idempotent: what is there already is left as it is.
import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";
import { ensureDemoUser } from "./demo-users.server";

/** The demo teacher's phone number (the growth script's batches are theirs too). */
export const DEMO_TEACHER_PHONE = "13800000007";

const DEMO_TEACHER = {
  phoneNumber: DEMO_TEACHER_PHONE,
  password: "Yantu#2026",
  nickname: "王老师",
  schoolName: "演示大学",
} as const;

const DEMO_BATCH_NAME = "2027 考研数学集训营";
const DEMO_BATCH_STUDENTS = ["13800000001", "13800000003", "13800000004"];

export async function seedDemoTraining(db: Kysely<Database>, now: number): Promise<void> {
  const teacher = await ensureDemoUser(db, DEMO_TEACHER, now);
  await db
    .insertInto("console_roles")
    .values({ user_id: teacher.id, role: "teacher", school_id: teacher.schoolId, granted_by: null, created_at: now })
    .onConflict((oc) => oc.columns(["user_id", "role"]).doNothing())
    .execute();
  const existing = await db
    .selectFrom("training_batches")
    .select("id")
    .where("school_id", "=", teacher.schoolId)
    .where("name", "=", DEMO_BATCH_NAME)
    .executeTakeFirst();
  if (existing) return;
  const batch = await db
    .insertInto("training_batches")
    .values({
      school_id: teacher.schoolId,
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
    .where("school_id", "=", teacher.schoolId)
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
  // A lecture three days on at 19:00–21:00 Beijing time, and a words assignment due in two weeks: the batch's pages
  // show something at once (the audit reads lecture 1 of batch 1).
  const day = 24 * 3600 * 1000;
  const beijingMidnight = Math.floor((now + 8 * 3600 * 1000) / day) * day - 8 * 3600 * 1000;
  const startsAt = beijingMidnight + 3 * day + 19 * 3600 * 1000;
  await db
    .insertInto("training_lectures")
    .values({
      batch_id: batch.id,
      title: "高等数学：极限与连续专题",
      starts_at: startsAt,
      ends_at: startsAt + 2 * 3600 * 1000,
      teacher_name: DEMO_TEACHER.nickname,
      room: "图书馆三楼研讨室 A",
      live_id: null,
      description: "梳理极限的计算方法与连续性的判定，课前请完成第一章练习。",
      created_by_user_id: teacher.id,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await db
    .insertInto("training_assignments")
    .values({
      batch_id: batch.id,
      title: "两周背完 100 个新词",
      kind: "words",
      note: "每天 10 个左右，按词书顺序学习。",
      due_at: beijingMidnight + 15 * day - 1,
      word_target: 100,
      set_id: null,
      created_by_user_id: teacher.id,
      created_at: now,
      updated_at: now,
      reminded_at: null,
    })
    .execute();
}
