// For the e2e suites of the training platform (run with `npx tsx`, DATABASE_URL of the e2e server): makes the user
// with --teacher a teacher of their school, creates a batch of that school with them as its teacher and the users
// with --student as its students, and prints the batch's id. The batch pages' own creation flow belongs to their
// suite; this is the shortest way to a batch for the pages built on one.
import { parseArgs } from "node:util";
import { db } from "~/db/client.server";

const { values } = parseArgs({
  options: { teacher: { type: "string" }, student: { type: "string", multiple: true }, name: { type: "string" } },
});

async function userByPhone(phone: string) {
  return db.selectFrom("users").select(["id", "school_id"]).where("phone_number", "=", phone).executeTakeFirstOrThrow();
}

async function main() {
  const teacher = await userByPhone(values.teacher!);
  if (teacher.school_id === null) throw new Error("the teacher has no school");
  const now = Date.now();
  await db
    .insertInto("console_roles")
    .values({ user_id: teacher.id, role: "teacher", school_id: teacher.school_id, granted_by: null, created_at: now })
    .execute();
  const batch = await db
    .insertInto("training_batches")
    .values({
      school_id: teacher.school_id,
      name: values.name ?? "e2e 集训营",
      term: "2026 春",
      created_by_user_id: teacher.id,
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const members = [
    { user: teacher, role: "teacher" as const },
    ...(await Promise.all(
      (values.student ?? []).map(async (phone) => ({ user: await userByPhone(phone), role: "student" as const })),
    )),
  ];
  for (const { user, role } of members)
    await db
      .insertInto("training_members")
      .values({ batch_id: batch.id, user_id: user.id, role, state: "active", source: "list", created_at: now })
      .execute();
  console.log(String(batch.id));
  await db.destroy();
}

void main();
