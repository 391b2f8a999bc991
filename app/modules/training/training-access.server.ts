// Who may see a batch (issue 27; docs/decisions/0055-training-platform.md), the one rule every training page, file
// and endpoint goes through: its teachers (still teachers of the batch's school), its school's administrators (and
// the operator), and its active students. Anyone else — another batch's student, another school's teacher or
// administrator, a student whose request still waits — gets the same 404 as an id that names nothing.
import { db } from "~/db/client.server";
import { DomainError } from "~/lib/domain-error";
import type { AuthUser } from "~/modules/auth/session.server";
import { consoleAccessOf } from "~/modules/console/console-roles.server";
import { trainingMessages as m } from "./training-messages";

export interface TrainingBatch {
  id: number;
  schoolId: number;
  schoolName: string;
  name: string;
  term: string;
  rankingVisible: boolean;
  behindDays: number;
}

/** teacher: teaches the batch; admin: its school's administrator or the operator; student: an active student. */
type TrainingViewer = "teacher" | "admin" | "student";

export interface BatchAccess {
  batch: TrainingBatch;
  viewer: TrainingViewer;
  userId: number;
}

type TrainingUser = Pick<AuthUser, "id" | "isOrg" | "schoolId">;

async function findBatch(batchId: number): Promise<TrainingBatch | null> {
  if (!Number.isSafeInteger(batchId) || batchId <= 0) return null;
  const row = await db
    .selectFrom("training_batches as b")
    .innerJoin("schools as s", "s.id", "b.school_id")
    .select(["b.id", "b.school_id", "s.name as school_name", "b.name", "b.term", "b.ranking_visible", "b.behind_days"])
    .where("b.id", "=", batchId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: Number(row.id),
    schoolId: Number(row.school_id),
    schoolName: row.school_name,
    name: row.name,
    term: row.term,
    rankingVisible: Number(row.ranking_visible) === 1,
    behindDays: Number(row.behind_days),
  };
}

/** How this user sees the batch, or null when they may not see it at all. */
export async function findBatchAccess(user: TrainingUser, batchId: number): Promise<BatchAccess | null> {
  const batch = await findBatch(batchId);
  if (!batch) return null;
  const [member, access] = await Promise.all([
    db
      .selectFrom("training_members")
      .select(["role", "state"])
      .where("batch_id", "=", batch.id)
      .where("user_id", "=", user.id)
      .executeTakeFirst(),
    consoleAccessOf(user),
  ]);
  if (member?.role === "teacher" && access.teacherSchoolId === batch.schoolId)
    return { batch, viewer: "teacher", userId: user.id };
  if (access.operator || access.adminSchoolId === batch.schoolId) return { batch, viewer: "admin", userId: user.id };
  if (member?.role === "student" && member.state === "active") return { batch, viewer: "student", userId: user.id };
  return null;
}

/** Anyone who may see the batch's content (teachers, administrators, active students); else 404. */
export async function requireBatchMember(user: TrainingUser, batchId: number): Promise<BatchAccess> {
  const found = await findBatchAccess(user, batchId);
  if (!found) throw new DomainError(404, m.batchNotFound);
  return found;
}

/** The batch's teachers and its school's administrators (they run it); anyone else 404. */
export async function requireBatchTeaching(user: TrainingUser, batchId: number): Promise<BatchAccess> {
  const found = await findBatchAccess(user, batchId);
  if (!found || found.viewer === "student") throw new DomainError(404, m.batchNotFound);
  return found;
}

/** The batch's active students (their own pages); anyone else 404. */
export async function requireBatchStudent(user: TrainingUser, batchId: number): Promise<BatchAccess> {
  const found = await findBatchAccess(user, batchId);
  if (found?.viewer !== "student") throw new DomainError(404, m.batchNotFound);
  return found;
}
