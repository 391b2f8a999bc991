// /console/training: 培训班级 (issue 27) — every batch of the administrator's school (the operator: of every school)
// with its teachers, its students and the requests waiting, each linked to its teacher page. Read-only: the batches
// are run from /Training; their changes are in 操作记录 (the audit log).
import { db } from "~/db/client.server";
import { requireConsoleUser } from "~/modules/console/require-console-user.server";
import { trainingPaths } from "../training-paths";

export interface ConsoleBatchRow {
  id: number;
  name: string;
  term: string;
  schoolName: string;
  teachers: string[];
  students: number;
  requests: number;
  href: string;
}

async function listConsoleBatches(access: {
  operator: boolean;
  adminSchoolId: number | null;
}): Promise<ConsoleBatchRow[]> {
  if (!access.operator && access.adminSchoolId === null) return [];
  const batches = await db
    .selectFrom("training_batches as b")
    .innerJoin("schools as s", "s.id", "b.school_id")
    .select(["b.id", "b.name", "b.term", "s.name as school_name"])
    .$if(!access.operator, (qb) => qb.where("b.school_id", "=", access.adminSchoolId ?? 0))
    .orderBy("s.name")
    .orderBy("b.id", "desc")
    .limit(500)
    .execute();
  const ids = batches.map((batch) => Number(batch.id));
  if (ids.length === 0) return [];
  const [teachers, counts] = await Promise.all([
    db
      .selectFrom("training_members as t")
      .innerJoin("users as u", "u.id", "t.user_id")
      .select(["t.batch_id", "u.nickname"])
      .where("t.batch_id", "in", ids)
      .where("t.role", "=", "teacher")
      .orderBy("t.created_at")
      .execute(),
    db
      .selectFrom("training_members")
      .select((eb) => [
        "batch_id",
        eb.fn.sum<number>(eb.case().when("state", "=", "active").then(1).else(0).end()).as("students"),
        eb.fn.sum<number>(eb.case().when("state", "=", "requested").then(1).else(0).end()).as("requests"),
      ])
      .where("batch_id", "in", ids)
      .where("role", "=", "student")
      .groupBy("batch_id")
      .execute(),
  ]);
  const countOf = new Map(counts.map((row) => [Number(row.batch_id), row]));
  return batches.map((batch) => {
    const id = Number(batch.id);
    return {
      id,
      name: batch.name,
      term: batch.term,
      schoolName: batch.school_name,
      teachers: teachers.filter((row) => Number(row.batch_id) === id).map((row) => row.nickname),
      students: Number(countOf.get(id)?.students ?? 0),
      requests: Number(countOf.get(id)?.requests ?? 0),
      href: trainingPaths.desktop.teacher(id),
    };
  });
}

export async function loadConsoleTrainingPage(request: Request, context: { clientIp: string }) {
  const consoleUser = await requireConsoleUser(request, context);
  return { operator: consoleUser.access.operator, batches: await listConsoleBatches(consoleUser.access) };
}
